// The process that serves pages keeps out what only the media worker needs (docs/photos.md, "Processing"): the
// DOM an SVG is sanitized over (jsdom, DOMPurify) and libvips (sharp) are tens of megabytes each. An upload's check
// loads sharp when the office first uploads (a dynamic import(), which this walk does not follow: it loads only
// when called); a process that has served only pages has none of them. Followed here from the server's entry
// through every static import of ours.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ALIASES: Record<string, string> = {
  '#shared/': 'shared/',
  '#server/': 'server/',
  '#client/': 'client/',
  '#pages/': 'pages/',
};
const WORKER_ONLY = ['jsdom', 'dompurify', 'sharp'];

/** The modules `file` imports statically, as written (`import type` left out: it is gone at run time). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found = source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm);
  return [...found].map((match) => match[1] ?? '');
}

/** Every package the modules reachable from `entry` import, by the first module of ours that imports it. */
function packagesReachedFrom(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [path.join(ROOT, entry)];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
      if (alias) queue.push(path.join(ROOT, ALIASES[alias] ?? '', specifier.slice(alias.length)));
      else if (specifier.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier));
      else if (!packages.has(specifier)) packages.set(specifier, path.relative(ROOT, file));
    }
  }
  return packages;
}

describe('The process that serves pages', () => {
  it('loads no package only the media worker needs', () => {
    const reached = packagesReachedFrom('server/index.ts');
    // The walk follows what it should: the server's own packages are found.
    expect(reached.has('express')).toBe(true);
    const loaded = WORKER_ONLY.filter((name) => reached.has(name)).map((name) => `${name} (${reached.get(name)})`);
    expect(loaded).toEqual([]);
  });

  it('is told apart from the worker, which does load them', () => {
    const reached = packagesReachedFrom('server/media/media-worker.ts');
    expect(WORKER_ONLY.filter((name) => reached.has(name))).toEqual(WORKER_ONLY);
  });
});
