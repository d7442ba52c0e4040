// The shipped proxy lets the office's largest uploads through to the site, which decides: its body limits for the
// photo and the content import are the site's own limits and 1 MB of room for the form around the file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { CONTENT_FILE_MAX_MB } from '#server/content/content-file.ts';
import { MEDIA_MAX_BYTES } from '#shared/media-library.ts';

const conf = readFileSync(path.resolve(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8');

/** The client_max_body_size, in MB, of the location whose pattern names `route`. */
function bodyLimitOf(route: string): number | undefined {
  const location = new RegExp(`location ~\\* \\^\\(/en\\)\\?/admin/${route}\\$ \\{([^}]*)\\}`).exec(conf)?.[1];
  const size = /client_max_body_size (\d+)m;/.exec(location ?? '')?.[1];
  return size === undefined ? undefined : Number(size);
}

describe('the proxy’s body limits for the office’s uploads', () => {
  it('let a photo of MEDIA_MAX_BYTES through, with its form', () => {
    expect(bodyLimitOf('media')).toBe(MEDIA_MAX_BYTES / 1024 / 1024 + 1);
  });

  it('let a content file of CONTENT_FILE_MAX_MB through, with its form', () => {
    expect(bodyLimitOf('texts/import')).toBe(CONTENT_FILE_MAX_MB + 1);
  });
});
