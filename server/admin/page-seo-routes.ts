import { Router } from 'express';
import type { PageSeoSource } from '../content/page-seo.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { AdminPages } from './admin-page.ts';
import { pageSeoListProps } from './page-seo-props.ts';
import { requireRole } from './require-role.ts';

// The office's list of the site's pages and their SEO records (docs/content.md, "SEO of the site's pages"; role
// editor); each page's record is a document of global-routes.ts, at /pages/:page (page-seo-kind.ts).

interface PageSeoRoutesDeps {
  content: Pick<ContentStore, 'drafts'>;
  pageSeo: Pick<PageSeoSource, 'view' | 'fields'>;
  pages: AdminPages;
}

export function pageSeoRoutes({ content, pageSeo, pages }: PageSeoRoutesDeps): Router {
  return Router().get('/pages', requireRole('editor'), async (req, res) => {
    const props = pageSeoListProps(req, pageSeo, new Set(await content.drafts('page-seo')));
    await pages.send(req, res, 200, req.t('admin:pageSeo.title'), { page: 'page-seos', props });
  });
}
