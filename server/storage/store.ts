// The storage interface the app depends on. SQLite is the embedded default; another engine
// (e.g. PostgreSQL for several replicas) implements the same interface.
export interface Store {
  /** True while the store can answer queries (used by /readyz). */
  isHealthy(): boolean;
  close(): void;
}
