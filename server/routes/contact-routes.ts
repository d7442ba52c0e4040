import { Router, type NextFunction, type Request, type Response } from 'express';
import { rateLimit, type Store as RateLimitStore } from 'express-rate-limit';
import type { core } from 'zod/mini';
import {
  contactSchema,
  fieldErrors,
  serviceFormSchema,
  serviceMessage,
  subscribeSchema,
} from '#shared/schemas/contact-schema.ts';
import { SERVICES } from '#shared/site.ts';
import { requestLanguage } from '../middleware/language.ts';
import type { EnquiryService, EnquirySubmission } from '../services/enquiry-service.ts';
import type { SubscriptionService } from '../services/subscription-service.ts';
import { ENQUIRY_KINDS, type EnquiryKind } from '../storage/enquiry-store.ts';
import { HONEYPOT_FIELD } from '#shared/constants.ts';

/** A page for a form posted without script: the messages (translation keys) and a link back to the form. */
export interface MessagePage {
  messageKeys: string[];
  backHref: string;
}
export type RenderMessage = (req: Request, res: Response, status: number, page: MessagePage) => Promise<void>;

interface ContactRoutesDeps {
  enquiries: EnquiryService;
  subscriptions: SubscriptionService;
  renderMessage: RenderMessage;
  /** `store` counts the hits (shared by every replica); express-rate-limit's per-process memory without it. */
  rateLimit: { limit: number; windowMs: number; store?: RateLimitStore };
}

// Hidden from people by CSS; simple bots fill every field. A filled trap is answered exactly like a
// success, so the bot learns nothing, and nothing is stored.
const SAME_SITE_PATH = /^\/(?![/\\])\S{0,499}$/;

type Body = Record<string, unknown>;

function bodyOf(req: Request): Body {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

const isFormPost = (req: Request) => Boolean(req.is('application/x-www-form-urlencoded'));
const isTrapFilled = (body: Body) => typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD].trim() !== '';

/** The Referer, when it is a page of this site; anything else could send the visitor elsewhere. */
function refererUrl(req: Request): URL | undefined {
  const url = URL.parse(req.get('referer') ?? '');
  return url && /^https?:$/.test(url.protocol) && url.host === req.get('host') ? url : undefined;
}

const backHref = (req: Request) => {
  const url = refererUrl(req);
  return url ? `${url.pathname}${url.search}` : '/';
};

function pageOf(req: Request, body: Body): string | null {
  if (typeof body.page === 'string' && SAME_SITE_PATH.test(body.page)) return body.page;
  return refererUrl(req)?.pathname ?? null;
}

type Parsed =
  | { ok: true; value: Omit<EnquirySubmission, 'language' | 'page' | 'requestId'> }
  | { ok: false; error: core.$ZodError };

// The JSON API and the script-enhanced forms send a composed `message` (SPEC §7); the service form posted
// without script sends its `service` and `note`, and the message is composed here in the visitor's language.
function parseEnquiry(req: Request, body: Body): Parsed {
  const kind: EnquiryKind = ENQUIRY_KINDS.find((known) => known === body.kind) ?? 'contact';
  if (kind === 'service' && body.message === undefined) {
    const parsed = serviceFormSchema.safeParse(body);
    if (!parsed.success) return { ok: false, error: parsed.error };
    const { service: slug, note, ...contact } = parsed.data;
    const service = SERVICES.find((candidate) => candidate.slug === slug) ?? SERVICES[0];
    const message = serviceMessage(req.t(`common:services.${service.key}.title`), note);
    return { ok: true, value: { kind, ...contact, message } };
  }
  const parsed = contactSchema.safeParse(body);
  return parsed.success ? { ok: true, value: { kind, ...parsed.data } } : { ok: false, error: parsed.error };
}

export function contactRoutes({ enquiries, subscriptions, renderMessage, rateLimit: limits }: ContactRoutesDeps) {
  async function respondSuccess(req: Request, res: Response, messageKey: string, status: number): Promise<void> {
    if (isFormPost(req)) return renderMessage(req, res, 200, { messageKeys: [messageKey], backHref: backHref(req) });
    res.status(status).set('Cache-Control', 'no-store').json({ success: true });
  }

  async function respondInvalid(req: Request, res: Response, summaryKey: string, error: core.$ZodError): Promise<void> {
    const fields = fieldErrors(error);
    req.log.info({ code: 'validation_failed', fields: Object.keys(fields) }, 'request rejected');
    if (isFormPost(req)) {
      const messageKeys = [...new Set(Object.values(fields))];
      return renderMessage(req, res, 400, { messageKeys, backHref: backHref(req) });
    }
    const translated = Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, req.t(key)]));
    res
      .status(400)
      .set('Cache-Control', 'no-store')
      .json({ success: false, error: req.t(summaryKey), fields: translated });
  }

  // One budget per client address for both endpoints (the default key is req.ip, which follows TRUST_PROXY).
  const limiter = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.limit,
    ...(limits.store ? { store: limits.store } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req: Request, res: Response, next: NextFunction) => {
      req.log.info({ code: 'too_many_requests', status: 429 }, 'request rejected');
      if (isFormPost(req)) {
        renderMessage(req, res, 429, { messageKeys: ['errors:tooMany'], backHref: backHref(req) }).catch(next);
        return;
      }
      res
        .status(429)
        .set('Cache-Control', 'no-store')
        .json({ success: false, error: req.t('errors:tooMany') });
    },
  });

  return Router()
    .post('/api/contact', limiter, async (req, res) => {
      const body = bodyOf(req);
      if (isTrapFilled(body)) {
        req.log.info({ code: 'honeypot' }, 'enquiry discarded');
        return respondSuccess(req, res, 'forms:success', 201);
      }
      const parsed = parseEnquiry(req, body);
      if (!parsed.ok) return respondInvalid(req, res, 'forms:errors.invalid', parsed.error);
      // Stored (durably) before the visitor is told: a throw here becomes the generic 500, never a success.
      const { id } = await enquiries.submit({
        ...parsed.value,
        language: requestLanguage(req),
        page: pageOf(req, body),
        requestId: String(req.id),
      });
      req.log.info({ enquiryId: id, kind: parsed.value.kind }, 'enquiry stored');
      return respondSuccess(req, res, 'forms:success', 201);
    })
    .post('/api/subscribe', limiter, async (req, res) => {
      const body = bodyOf(req);
      if (isTrapFilled(body)) {
        req.log.info({ code: 'honeypot' }, 'subscription discarded');
        return respondSuccess(req, res, 'forms:subscribe.success', 200);
      }
      const parsed = subscribeSchema.safeParse(body);
      if (!parsed.success) return respondInvalid(req, res, 'forms:errors.subscribeEmail', parsed.error);
      // 'added' and 'exists' look the same to the visitor: nobody can probe who is subscribed.
      const result = await subscriptions.subscribe(parsed.data.email, requestLanguage(req));
      req.log.info({ result }, 'subscription stored');
      return respondSuccess(req, res, 'forms:subscribe.success', 200);
    });
}
