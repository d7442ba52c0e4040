// Placeholder until this island is built.
export function ServiceForm(_props: Record<string, unknown>) {
  return null;
}
