import { Router } from 'express';
import { requestLanguage } from '../request-language.ts';
import type { AdminPages } from './admin-page.ts';
import { deskProps, type DeskDeps } from './desk-props.ts';
import { requireRole } from './require-role.ts';

// The office's home page for editors at /desk (docs/content.md, "Office home"): where an editor lands after signing
// in (inbox-routes.ts), each thing waiting for them a link to its item.

export function deskRoutes({ pages, ...deps }: DeskDeps & { pages: AdminPages }) {
  const router = Router();
  router.get('/desk', requireRole('editor'), async (req, res) => {
    const props = await deskProps(deps, { base: req.baseUrl, lng: requestLanguage(req) });
    await pages.send(req, res, 200, req.t('admin:desk.title'), { page: 'desk', props });
  });
  return router;
}
