import type { core } from 'zod';

// Shared by the environment schemas (config.ts, rates-config.ts).

/** An empty variable (`NOTIFY_TO=`, as compose files often pass it) means "not set", not "invalid". */
export const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

/** The failed variables, one `NAME: problem` line each, under one heading. */
export function describeEnvIssues(issues: readonly core.$ZodIssue[]): string {
  const problems = issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return `Invalid configuration:\n  ${problems.join('\n  ')}`;
}
