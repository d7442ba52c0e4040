// Placeholder until this island is built.
export function ContactForm(_props: Record<string, unknown>) {
  return null;
}
