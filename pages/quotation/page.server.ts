import type { BuyerQuotationPageProps } from '#shared/buyer-quotation-view.ts';
import { NotFoundError } from '#server/errors.ts';
import { definePage, type Loader } from '#server/loaders/loader.ts';

// The buyer's page of a quotation (docs/privacy.md, "Quotations"). Its data is one person's, read from the store
// for each request, so server/routes/quotation-buyer-routes.ts answers its addresses ahead of the page routes and
// renders it never kept; this module gives it its place in the page registry (its component, no sitemap). The
// page routes reach its loader only for an address those routes did not answer: none of ours.
const load: Loader<BuyerQuotationPageProps> = () => {
  throw new NotFoundError();
};

export default definePage({ routes: ['/quotation/:token'], load });
