import { Router } from 'express';
import { MEDIA_FILE_PATH } from '#shared/media-library.ts';
import { isMediaFileName, type MediaFiles } from '../storage/media-files.ts';

// The files made from the office's uploads (docs/photos.md, "Serving"), at /media/u/<name> (img-src 'self'). A name is
// content-hashed, so its bytes never change: a year's immutable caching, and the name itself as a strong ETag.
// Only names the processing makes are looked up (media-files.ts), so nothing outside the store is reachable.

const IMMUTABLE = 'public, max-age=31536000, immutable';
// An SVG opened on its own is a document: it may run nothing and load nothing, whatever the sanitizer missed.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function mediaFileRoutes({ files }: { files: Pick<MediaFiles, 'get'> }) {
  const router = Router();
  router.get(`${MEDIA_FILE_PATH}/:name`, async (req, res) => {
    const name = String(req.params.name);
    // A datasheet's PDF shares the store but is served at its own address, with its name (datasheet-file-routes.ts).
    const file = isMediaFileName(name) && !name.endsWith('.pdf') ? await files.get(name) : undefined;
    if (!file) {
      res.status(404).set('Cache-Control', 'no-cache').type('text/plain').send('Not found');
      return;
    }
    res.set({ 'Content-Type': file.type, 'Cache-Control': IMMUTABLE, ETag: `"${file.name}"` });
    if (file.type === 'image/svg+xml') res.set('Content-Security-Policy', SVG_POLICY);
    // res.send answers 304 itself when the browser's If-None-Match is this ETag.
    res.send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength));
  });
  return router;
}
