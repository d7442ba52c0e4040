import { Router } from 'express';
import { ATTACHMENT_TYPES } from '#shared/attachments.ts';
import { NotFoundError } from '../errors.ts';
import type { AuditTrail } from '../admin/audit-trail.ts';
import { requireRole } from '../admin/require-role.ts';
import type { EnquiryAttachments } from '../storage/enquiry-attachments.ts';

/** Where the office downloads an enquiry's file, under the office's base (/admin or /en/admin). */
export const attachmentHref = (base: string, enquiryId: number, attachmentId: number) =>
  `${base}/enquiry/${enquiryId}/attachments/${attachmentId}`;

const ID = /^[1-9]\d{0,9}$/;

/**
 * A visitor's file, for accounts with the inbox role only (docs/privacy.md, "Attachments"), always as a download:
 * its own (cleaned) name, the Content-Type of the type its bytes are, no sniffing, and a sandbox CSP, so that even
 * a file a browser would render runs nothing with the office's origin. Never stored by a cache.
 */
export function attachmentRoutes({ attachments, record }: { attachments: EnquiryAttachments; record: AuditTrail }) {
  return Router().get('/enquiry/:enquiryId/attachments/:id', requireRole('inbox'), async (req, res, next) => {
    const { enquiryId, id } = req.params;
    if (!ID.test(String(enquiryId)) || !ID.test(String(id))) return next(new NotFoundError());
    const file = await attachments.get(Number(enquiryId), Number(id));
    if (!file) return next(new NotFoundError());
    // Records of processing (docs/privacy.md): reading a file of an enquiry is reading the enquiry.
    await record(req, res, 'entry-viewed', `enquiry/${file.enquiryId}/attachments/${file.id}`);
    res
      .status(200)
      .attachment(file.name)
      .set({
        'Content-Type': ATTACHMENT_TYPES[file.type].contentType,
        'Content-Length': String(file.data.length),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': 'sandbox',
        'Cache-Control': 'no-store',
      })
      .end(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength));
  });
}
