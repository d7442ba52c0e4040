import type { Request } from 'express';
import { DATASHEET_MAX_MB, datasheetHref, megabytesOf, type ProductDatasheetsProps } from '#shared/datasheets.ts';
import { productHref } from '../admin/product-props.ts';
import type { Datasheets } from './datasheets.ts';

/** The datasheets' part of product `id`'s office page: its forms' addresses, each language's sheet, the notice. */
export function datasheetProps(datasheets: Pick<Datasheets, 'of'>, req: Request, id: number): ProductDatasheetsProps {
  const action = `${productHref(req.baseUrl, id)}/datasheets`;
  const sheets = Object.fromEntries(
    Object.entries(datasheets.of(id)?.sheets ?? {}).map(([lng, sheet]) => [
      lng,
      {
        name: sheet.name,
        href: datasheetHref(sheet.file),
        megabytes: megabytesOf(sheet.bytes),
        uploadedAt: sheet.uploadedAt,
      },
    ]),
  );
  const notice = req.query.datasheet;
  return {
    uploadAction: action,
    removeAction: `${action}/remove`,
    maxMegabytes: DATASHEET_MAX_MB,
    sheets,
    ...(notice === 'uploaded' || notice === 'removed' ? { notice } : {}),
  };
}
