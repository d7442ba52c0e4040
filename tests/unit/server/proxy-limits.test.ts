// The shipped proxy lets the office's largest uploads and forms through to the site, which decides: its body
// limits for the photo and the content import are the site's own limits and 1 MB of room for the form around the
// file; for the office's other forms, the site's office limit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { OFFICE_BODY_LIMIT_KB } from '#server/admin/admin-body-limit.ts';
import { CONTENT_FILE_MAX_MB } from '#server/content/content-file.ts';
import { ATTACHMENT_BODY_MAX_BYTES } from '#shared/attachments.ts';
import { MEDIA_MAX_BYTES } from '#shared/media-library.ts';
import { DATASHEET_MAX_MB } from '#shared/datasheets.ts';

const conf = readFileSync(path.resolve(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8');

/** The client_max_body_size of the location whose pattern is `pattern`, as written (`26m`). */
function limitOfLocation(pattern: string): string | undefined {
  const start = conf.indexOf(`location ~* ${pattern} {`);
  const location = start === -1 ? '' : conf.slice(start, conf.indexOf('}', start));
  return /client_max_body_size (\w+);/.exec(location)?.[1];
}

/** The client_max_body_size of the office location whose pattern ends with `route`. */
const bodyLimitOf = (route: string) => limitOfLocation(`^(/en)?/admin${route}`);

describe('the proxy’s body limits for the office’s uploads', () => {
  it('let a photo of MEDIA_MAX_BYTES through, with its form', () => {
    expect(bodyLimitOf('/media$')).toBe(`${MEDIA_MAX_BYTES / 1024 / 1024 + 1}m`);
  });

  it('let a content file of CONTENT_FILE_MAX_MB through, with its form', () => {
    expect(bodyLimitOf('/texts/import$')).toBe(`${CONTENT_FILE_MAX_MB + 1}m`);
  });

  it('let a datasheet of DATASHEET_MAX_MB through to its upload only, with its form', () => {
    expect(bodyLimitOf('/products/[0-9]+/datasheets$')).toBe(`${DATASHEET_MAX_MB + 1}m`);
  });

  it('let any other office form through filled to its schema’s lengths, after the two above', () => {
    expect(bodyLimitOf('(/|$)')).toBe(`${OFFICE_BODY_LIMIT_KB}k`);
    expect(conf.indexOf('/admin(/|$)')).toBeGreaterThan(conf.indexOf('/admin/texts/import$'));
    expect(conf.indexOf('/admin(/|$)')).toBeGreaterThan(conf.indexOf('/datasheets$'));
  });
});

describe('the proxy’s body limits for the public posts', () => {
  it('let a request with every file at its largest through on /api/contact, and no more', () => {
    expect(limitOfLocation('^/api/contact$')).toBe(`${ATTACHMENT_BODY_MAX_BYTES / 1024}k`);
  });

  it('keep every other public post to the small limit', () => {
    expect(/^ {2}client_max_body_size (\w+);/m.exec(conf)?.[1]).toBe('64k');
  });
});
