// Placeholder until this island is built.
export function SubscribeForm(_props: Record<string, unknown>) {
  return null;
}
