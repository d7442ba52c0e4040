// Policies seen with the hashes added: a handful (one per page shape), each worked out once.
const policiesWithStyles = new Map<string, string>();
const MAX_REMEMBERED_POLICIES = 256;

/** The policy set for a response, allowing also the page's inline styles (critical CSS) by their hashes. */
export function allowInlineStyles(policy: string, hashes: readonly string[]): string {
  const key = `${policy}\n${hashes.join(' ')}`;
  let allowed = policiesWithStyles.get(key);
  if (allowed === undefined) {
    allowed = policy.replace(/(^|;)style-src ([^;]*)/, (_, start: string, sources: string) => {
      return `${start}style-src ${sources} ${hashes.join(' ')}`;
    });
    if (policiesWithStyles.size >= MAX_REMEMBERED_POLICIES) policiesWithStyles.clear();
    policiesWithStyles.set(key, allowed);
  }
  return allowed;
}
