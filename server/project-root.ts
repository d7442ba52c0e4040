import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `start` that holds package.json. */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

/**
 * The project's folder (locales/, data/, dist/), found the same way from the sources (server/…) and from the
 * production bundle (dist/app/index.js), which sit at different depths.
 */
export const ROOT_DIR = findRoot(import.meta.dirname);
