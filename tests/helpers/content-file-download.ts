import request from 'supertest';
import type { Express } from 'express';
import type { OfficeAccount } from './office-accounts.ts';

/**
 * The office's content file as `who` downloads it, as text: JSON Lines once it carries files (photos, datasheets),
 * which supertest would parse as one JSON document.
 */
export async function downloadedContentFile(t: { app: Express }, who: OfficeAccount) {
  const res = await request(t.app)
    .get('/admin/texts/export.json')
    .set('Cookie', who.cookie)
    .buffer(true)
    .parse((response, done) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => done(null, text));
    });
  return { res, text: res.body as string };
}
