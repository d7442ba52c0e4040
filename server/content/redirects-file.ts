import { z } from 'zod/mini';
import { checkFrom, checkTo, type Redirect } from '#shared/redirects.ts';
import type { RedirectRefusal } from '#shared/redirects-view.ts';
import type { ContentStore } from '../storage/content-store.ts';
import { automaticOf, checkRedirect, type RedirectSources } from './redirect-checks.ts';
import { REDIRECTS_KEY, type Redirects } from './redirects.ts';

// The office's redirects in the content file (content-file.ts; docs/content.md, "The content file"): the list as
// published, in its order (the automatic ones of renamed products and list items are not in it: they travel with
// those). An import adds each redirect of the file the list lacks and replaces the target of one it has, each checked
// as the redirects page checks one typed (redirect-checks.ts) against the list as it stands then: a loop, a chain, an
// address the site serves or a target off the site is refused, named with why, and the rest still imported.

/** The most redirects a file may bring: ten CSV uploads' worth; the content's own line is capped besides. */
export const REDIRECTS_FILE_MAX = 10_000;

export const redirectsFileSchema = z.optional(
  z.array(z.object({ from: z.string(), to: z.string() })).check(z.maxLength(REDIRECTS_FILE_MAX)),
);
export type RedirectsFile = NonNullable<z.infer<typeof redirectsFileSchema>>;

export const exportRedirects = (redirects: Pick<Redirects, 'current'>): RedirectsFile => [
  ...redirects.current().redirects,
];

interface Report {
  published: string[];
  unchanged: string[];
  skipped: Array<{ id: string; reason: 'unknown' | 'invalid' | 'stale'; why?: RedirectRefusal }>;
}

/** How the report names a redirect of the file: by its old address as typed, one word of at most 200 characters. */
const nameOf = (from: string) => `redirect:${from.trim().replace(/\s/g, '%20').slice(0, 200)}`;

/** Adds or replaces the file's redirects that pass the checks, as one revision of the list by `by`. */
export async function importRedirects(
  rows: RedirectsFile,
  {
    content,
    sources,
    by,
    now,
  }: { content: ContentStore; sources: RedirectSources & { redirects: Redirects }; by: string; now: Date },
  report: Report,
): Promise<void> {
  const { redirects: current, revision } = sources.redirects.current();
  const automatic = automaticOf(sources);
  let list: Redirect[] = [...current];
  const changed: string[] = [];
  for (const row of rows) {
    // Compared in the one spelling redirects are stored in (shared/redirects.ts).
    const [from, to] = [checkFrom(row.from), checkTo(row.to)];
    const name = nameOf(from.ok ? from.value : row.from);
    const same = from.ok ? list.find((redirect) => redirect.from === from.value) : undefined;
    if (same && to.ok && same.to === to.value) {
      report.unchanged.push(name);
      continue;
    }
    // Against the list as it stands now (this file's earlier rows in it), but for the redirect it replaces.
    const others = list.filter((redirect) => redirect !== same);
    const checked = checkRedirect(row.from, row.to, [...others, ...automatic], sources);
    if (!checked.ok) {
      report.skipped.push({ id: name, reason: 'invalid', why: checked.refusal });
      continue;
    }
    const { redirect } = checked;
    const replaced = list.some((other) => other.from === redirect.from);
    list = replaced ? list.map((other) => (other.from === redirect.from ? redirect : other)) : [...list, redirect];
    changed.push(name);
  }
  if (changed.length === 0) return;
  const published = await content.publish('redirects', REDIRECTS_KEY, { redirects: list }, revision, by, now);
  if (published === undefined) report.skipped.push(...changed.map((id) => ({ id, reason: 'stale' as const })));
  else report.published.push(...changed);
}
