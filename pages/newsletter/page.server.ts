import { NOT_INDEXED } from '#shared/page-view.ts';
import type { NewsletterPageProps, NewsletterStep } from './page.tsx';
import { NotFoundError } from '#server/errors.ts';
import { definePage, type Loader } from '#server/loaders/loader.ts';

const STEPS: readonly NewsletterStep[] = ['confirm', 'unsubscribe'];

// The pages an e-mailed link opens (docs/privacy.md, "Confirmation e-mail"): each shows one button that posts to its
// own address, token and all (server/routes/newsletter-routes.ts), and never acts on the GET. Not indexed; the same
// document for every token (the form has no action of its own).
const load: Loader<NewsletterPageProps> = ({ params, t }) => {
  const step = STEPS.find((name) => name === params.step?.toLowerCase());
  if (!step) throw new NotFoundError();
  const meta = { title: t(`newsletter:page.${step}.title`), description: t(`newsletter:page.${step}.description`) };
  return { status: 200, meta, seo: NOT_INDEXED, props: { meta, step } };
};

export default definePage({ routes: ['/newsletter/:step'], load });
