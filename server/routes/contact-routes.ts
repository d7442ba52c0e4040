import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { rateLimit, type Store as RateLimitStore } from 'express-rate-limit';
import { subscribeSchema } from '#shared/schemas/contact-schema.ts';
import { enquiryRequestSchema } from '#shared/schemas/enquiry-request-schema.ts';
import { attachmentsOf, readAttachments } from '../attachments/read-attachments.ts';
import type { Clock } from '../clock.ts';
import { toAppError, TooManyRequestsError } from '../errors.ts';
import { isFormPost, refererUrl, sendFormMessage, type RenderMessage } from '../middleware/form-post.ts';
import { requestLanguage } from '../request-language.ts';
import type { EnquiryService } from '../services/enquiry-service.ts';
import type { SubscriptionService } from '../services/subscription-service.ts';
import type { StorageHealth } from '../storage/storage-faults.ts';
import { bodyOf, isTrapFilled, parseOrThrow, type Body } from './parse-body.ts';

/**
 * The body as the schema reads it: a multipart post (one with files) sends a quote list's items as one JSON field,
 * as a text field is the only kind it has.
 */
function enquiryBody(req: Request): Body {
  const body = bodyOf(req);
  if (typeof body.items !== 'string') return body;
  try {
    return { ...body, items: JSON.parse(body.items) as unknown };
  } catch {
    return { ...body, items: null };
  }
}

interface ContactRoutesDeps {
  enquiries: EnquiryService;
  /** The moment a sign-up's consent is recorded at. */
  clock: Clock;
  subscriptions: SubscriptionService;
  renderMessage: RenderMessage;
  /** `store` counts the hits (shared by every replica); express-rate-limit's per-process memory without it. */
  rateLimit: { limit: number; windowMs: number; store?: RateLimitStore };
  /** Told when a write succeeds again after one was refused (the error handler tells it of those). */
  storageHealth: StorageHealth;
  /** Told of each enquiry or sign-up stored, and of each discarded as a bot's (the metrics). */
  counts?: Pick<EnquiryCounts, 'stored' | 'refused'>;
}

/** What the metrics count of the two endpoints. */
export interface EnquiryCounts {
  /** `kind`: contact, service, quotation, or subscription. */
  stored(kind: string): void;
  /** `reason`: honeypot, or the refusal's error code (validation_failed, forbidden, storage_unavailable…). */
  refused(reason: string): void;
  rateLimited(): void;
}

export const ENQUIRY_PATHS = ['/api/contact', '/api/subscribe'];

/**
 * Counts the two endpoints' refusals, those raised before their routes included (the CSRF check, the body
 * parser), and passes each on to the error handler: mounted on ENQUIRY_PATHS after the routes.
 */
export function countRefusedEnquiries(counts: EnquiryCounts): ErrorRequestHandler {
  return (err, _req, _res, next) => {
    const code = toAppError(err)?.code ?? 'error';
    if (code === 'too_many_requests') counts.rateLimited();
    else counts.refused(code);
    next(err);
  };
}

const SAME_SITE_PATH = /^\/(?![/\\])\S{0,499}$/;

/** The version of the privacy notice the visitor's page showed (privacy:notice.version, which the office edits). */
const noticeVersion = (req: Request) => req.t('privacy:notice.version');

/**
 * The subscribe form's summary of a refusal, which it shows: the address's message, unless the address is fine
 * and only the consent box was left unticked.
 */
function subscribeRefusal(body: Body): string {
  const { success } = subscribeSchema.shape.email.safeParse(body.email);
  return success ? 'forms:errors.consent' : 'forms:errors.subscribeEmail';
}

function pageOf(req: Request, body: Body): string | null {
  if (typeof body.page === 'string' && SAME_SITE_PATH.test(body.page)) return body.page;
  // The Referer's path too must be one of this site's: `//host/x` would be another site's link to the office.
  const referred = refererUrl(req)?.pathname;
  return referred !== undefined && SAME_SITE_PATH.test(referred) ? referred : null;
}

// Adapts HTTP only: the shared schemas parse, the services decide and store, and refusals (ValidationError,
// TooManyRequestsError) go to the error handler, which answers them as JSON or as the message page.
export function contactRoutes({
  enquiries,
  clock,
  subscriptions,
  renderMessage,
  rateLimit: limits,
  storageHealth,
  counts,
}: ContactRoutesDeps) {
  async function respondSuccess(req: Request, res: Response, messageKey: string, status: number): Promise<void> {
    if (isFormPost(req)) return sendFormMessage(renderMessage, req, res, 200, [messageKey]);
    res.status(status).set('Cache-Control', 'no-store').json({ success: true });
  }

  // One budget per client address for both endpoints (the default key is req.ip, which follows TRUST_PROXY).
  const limiter = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.limit,
    ...(limits.store ? { store: limits.store } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new TooManyRequestsError()),
  });

  // A filled honeypot is answered exactly like a success, so the bot learns nothing, and nothing is stored.
  return (
    Router()
      // Files (docs/privacy.md, "Attachments") come only here, read after the rate limit and typed from their bytes.
      .post('/api/contact', limiter, readAttachments, async (req, res) => {
        const body = enquiryBody(req);
        if (isTrapFilled(body)) {
          counts?.refused('honeypot');
          req.log.info({ code: 'honeypot' }, 'enquiry discarded');
          return respondSuccess(req, res, 'forms:success', 201);
        }
        const request = parseOrThrow(enquiryRequestSchema(body), body);
        const attachments = attachmentsOf(req);
        // Stored (durably) before the visitor is told: a throw here becomes the generic 500, never a success.
        const { id } = await enquiries.submit(
          request,
          {
            language: requestLanguage(req),
            page: pageOf(req, body),
            requestId: String(req.id),
            noticeVersion: noticeVersion(req),
          },
          attachments,
        );
        storageHealth.wrote();
        counts?.stored(request.kind);
        req.log.info({ enquiryId: id, kind: request.kind, attachments: attachments.length }, 'enquiry stored');
        return respondSuccess(req, res, 'forms:success', 201);
      })
      .post('/api/subscribe', limiter, async (req, res) => {
        const body = bodyOf(req);
        if (isTrapFilled(body)) {
          counts?.refused('honeypot');
          req.log.info({ code: 'honeypot' }, 'subscription discarded');
          return respondSuccess(req, res, 'forms:subscribe.success', 200);
        }
        const { email } = parseOrThrow(subscribeSchema, body, subscribeRefusal(body));
        const language = requestLanguage(req);
        const consent = { at: clock.now(), version: noticeVersion(req), language, form: 'newsletter' };
        // 'added' and 'exists' look the same to the visitor: nobody can probe who is subscribed.
        const result = await subscriptions.subscribe(email, language, consent);
        storageHealth.wrote();
        if (result === 'added') counts?.stored('subscription');
        req.log.info({ result }, 'subscription stored');
        return respondSuccess(req, res, 'forms:subscribe.success', 200);
      })
  );
}
