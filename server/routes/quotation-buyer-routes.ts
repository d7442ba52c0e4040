import { Router, type Request, type Response } from 'express';
import type { z } from 'zod/mini';
import { isBuyerNotice, type BuyerFormState, type BuyerNotice } from '#shared/buyer-quotation-view.ts';
import { localizePath } from '#shared/language-link.ts';
import { buyerAcceptSchema, buyerDeclineSchema, buyerQuestionSchema } from '#shared/schemas/buyer-quotation-schema.ts';
import { ForbiddenError } from '../errors.ts';
import { notFoundView } from '../loaders/page-loader.ts';
import type { PageRenderer } from '../render/render-page.ts';
import { requestLanguage } from '../request-language.ts';
import { buyerPageProps, buyerPaths } from '../quotations/buyer-page-props.ts';
import type { BuyerOrigin, BuyerQuotation, BuyerQuotations } from '../quotations/buyer-quotations.ts';

interface QuotationBuyerRoutesDeps {
  buyers: BuyerQuotations;
  renderer: Pick<PageRenderer, 'sendPrivatePage'>;
  /** The site's public origin: a post from any other is refused. */
  publicOrigin: string;
}

// paths.quotation's pattern.
const PAGE = '/quotation/:token';
// Both languages' addresses (Express matches them ignoring case, as the pages' routes do).
const both = (path: string) => [path, localizePath(path, 'en')];

// The buyer's page is one person's, and its address is the key to it (docs/privacy.md, "Quotations"): never kept by a
// browser or proxy, never indexed, and never named to another site in a Referer.
const PRIVATE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
};

/**
 * The buyer's page of a quotation (/quotation/<token>, /en/quotation/<token>), its PDFs and its three forms, each
 * posted without script and answered 303 back to the page. Mounted ahead of the public sessions and CSRF check, as
 * the one-click unsubscribe is: the signed token in the address is the proof that the buyer acts, and no other site
 * can know it (the page sends no Referer). With no-referrer a browser's post carries `Origin: null`, which the
 * same-origin check of the site's forms would refuse; a post naming another origin is still refused.
 */
export function quotationBuyerRoutes({ buyers, renderer, publicOrigin }: QuotationBuyerRoutesDeps): Router {
  const router = Router();
  router.use(both('/quotation'), (req, res, next) => {
    res.set(PRIVATE_HEADERS);
    const origin = req.get('origin');
    // The site's own origins, as sameOriginForms takes them: the public one and the one the request was sent to.
    const own = ['null', publicOrigin, `${req.protocol}://${req.get('host') ?? ''}`];
    if (req.method === 'POST' && origin && !own.includes(origin)) throw new ForbiddenError();
    next();
  });

  const origin = (req: Request): BuyerOrigin => ({
    language: requestLanguage(req),
    requestId: String(req.id),
    t: req.t,
  });
  const tokenOf = (req: Request) => String(req.params.token);
  const notFound = (req: Request, res: Response) => renderer.sendPrivatePage(req, res, notFoundView(req.t));

  function sendPage(req: Request, res: Response, found: BuyerQuotation, status: number, refused?: BuyerFormState) {
    const done = req.query.done;
    const notice: BuyerNotice | undefined = isBuyerNotice(done) ? done : undefined;
    const lng = requestLanguage(req);
    const props = buyerPageProps(found, { token: tokenOf(req), lng, t: req.t, notice, refused });
    const seo = { canonicalPath: undefined, jsonLd: [] };
    return renderer.sendPrivatePage(req, res, { page: 'quotation', status, meta: props.meta, seo, props });
  }

  const backTo = (req: Request, res: Response, notice: BuyerNotice) =>
    res.redirect(303, `${buyerPaths(tokenOf(req), requestLanguage(req)).page}?done=${notice}`);

  /** The form's fields, or undefined after the page was sent again with the refused field's message. */
  async function parsed<S extends z.ZodMiniType>(
    req: Request,
    res: Response,
    found: BuyerQuotation,
    schema: S,
    form: BuyerFormState['form'],
  ): Promise<z.output<S> | undefined> {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    const field = form === 'decline' ? 'reason' : 'question';
    const value = typeof body[field] === 'string' ? body[field] : '';
    const issue = result.error.issues.find((item) => item.path[0] === field) ?? result.error.issues[0];
    // A version that is no number is no form of this page: answered as a stale page is.
    if (issue?.path[0] === 'version') {
      backTo(req, res, 'stale');
      return undefined;
    }
    await sendPage(req, res, found, 400, { form, value, error: issue?.message ?? 'buyer:errors.question' });
    return undefined;
  }

  router.get(both(PAGE), async (req, res) => {
    const found = await buyers.open(tokenOf(req));
    if (!found) return notFound(req, res);
    await sendPage(req, res, found, 200);
  });

  // The PDF as it was sent, shown in the browser, named by its number.
  router.get(both(`${PAGE}/pdf/:version`), async (req, res) => {
    const found = await buyers.read(tokenOf(req));
    const pdf = found && (await buyers.pdf(found, Number(req.params.version)));
    if (!pdf) return notFound(req, res);
    res.type('application/pdf');
    res.set('Content-Disposition', `inline; filename="${pdf.number}.pdf"`);
    res.send(Buffer.from(pdf.bytes));
  });

  router.post(both(`${PAGE}/accept`), async (req, res) => {
    const found = await buyers.read(tokenOf(req));
    if (!found) return notFound(req, res);
    const form = await parsed(req, res, found, buyerAcceptSchema, 'decline');
    if (!form) return;
    backTo(req, res, await buyers.decide(found, 'accepted', form.version, '', origin(req)));
  });

  router.post(both(`${PAGE}/decline`), async (req, res) => {
    const found = await buyers.read(tokenOf(req));
    if (!found) return notFound(req, res);
    const form = await parsed(req, res, found, buyerDeclineSchema, 'decline');
    if (!form) return;
    backTo(req, res, await buyers.decide(found, 'declined', form.version, form.reason, origin(req)));
  });

  router.post(both(`${PAGE}/question`), async (req, res) => {
    const found = await buyers.read(tokenOf(req));
    if (!found) return notFound(req, res);
    const form = await parsed(req, res, found, buyerQuestionSchema, 'question');
    if (!form) return;
    await buyers.ask(found, form.question, origin(req));
    backTo(req, res, 'asked');
  });

  return router;
}
