import { Router } from 'express';
import { DATASHEET_FILE_PATH } from '#shared/datasheets.ts';
import type { MediaFiles } from '../storage/media-files.ts';
import { inlineDisposition } from './datasheet-file.ts';
import type { Datasheets } from './datasheets.ts';

// A product's datasheet at /datasheets/<stored name> (docs/content.md, "Datasheets"). The name is its bytes' hash,
// so they never change: a year's immutable caching and the name as a strong ETag, as the photos' files have. It
// opens in the browser's PDF viewer under the name it was uploaded with; only the files products' datasheets name
// are served (a photo's file is not, nor a datasheet taken off).

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function datasheetFileRoutes({
  datasheets,
  files,
}: {
  datasheets: Pick<Datasheets, 'ready' | 'sheetOf'>;
  files: Pick<MediaFiles, 'get'>;
}) {
  const router = Router();
  router.get(`${DATASHEET_FILE_PATH}/:file`, async (req, res) => {
    await datasheets.ready;
    const sheet = datasheets.sheetOf(String(req.params.file));
    const file = sheet ? await files.get(sheet.file) : undefined;
    if (!sheet || !file) {
      res.status(404).set('Cache-Control', 'no-cache').type('text/plain').send('Not found');
      return;
    }
    res.set({
      'Content-Type': 'application/pdf',
      'Cache-Control': IMMUTABLE,
      ETag: `"${sheet.file}"`,
      'Content-Disposition': inlineDisposition(sheet.name),
      'X-Content-Type-Options': 'nosniff',
    });
    // The pages' policy (object-src 'none') would keep the browser's PDF viewer from showing it; a PDF is no page
    // of ours and runs none of our script.
    res.removeHeader('Content-Security-Policy');
    res.send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength));
  });
  return router;
}
