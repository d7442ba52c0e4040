// Placeholder until this island is built.
export function Catalogue(_props: Record<string, unknown>) {
  return null;
}
