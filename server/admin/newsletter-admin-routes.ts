import { Router } from 'express';
import { hasRole } from '#shared/admin-roles.ts';
import { isLanguage } from '#shared/language-link.ts';
import { DEFAULT_LANGUAGE } from '#shared/constants.ts';
import type { NewsletterProps } from '#shared/admin-view.ts';
import type { Clock } from '../clock.ts';
import { csvField, localTime } from '../services/enquiry-formats.ts';
import type { NewsletterLinks } from '../services/newsletter-mail.ts';
import type { Subscription } from '../storage/newsletter-store.ts';
import type { Store } from '../storage/store.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import { single } from './edit-notices.ts';
import { signedIn, type AdminCsrf } from './admin-csrf.ts';
import { requireRole } from './require-role.ts';

interface NewsletterAdminDeps {
  store: Pick<Store, 'newsletter'>;
  links: NewsletterLinks;
  clock: Clock;
  pages: AdminPages;
  csrf: AdminCsrf;
  record: AuditTrail;
}

const CSV_HEADER = ['email', 'language', 'confirmed (UB)', 'unsubscribe link'];

/** A confirmed sign-up's row: with the unsubscribe link the office's newsletters must carry for it. */
function csvRow(subscription: Subscription, links: NewsletterLinks): string {
  const lng = isLanguage(subscription.language) ? subscription.language : DEFAULT_LANGUAGE;
  const cells = [
    subscription.email,
    lng,
    subscription.confirmedAt ? localTime(subscription.confirmedAt) : '',
    links.unsubscribe(subscription, lng),
  ];
  return `${cells.map(csvField).join(',')}\r\n`;
}

/**
 * The newsletter in the office (docs/privacy.md, "In the office"): its counts and the download of the confirmed
 * addresses (role inbox: they are personal data, read by the staff who handle such data), and the invitation to confirm
 * sent to the sign-ups from before confirmation (role admin: it e-mails many people at once). The download and
 * the invitation are written to the audit log.
 */
export function newsletterAdminRoutes({ store, links, clock, pages, csrf, record }: NewsletterAdminDeps) {
  const router = Router();

  router.get('/newsletter', requireRole('inbox'), async (req, res) => {
    const counts = await store.newsletter.counts();
    const mayInvite = hasRole(signedIn(res)?.roles ?? [], 'admin') && counts.legacy > 0;
    const invited = Number(single(req.query.invited));
    const props: NewsletterProps = {
      counts,
      exportHref: `${req.baseUrl}/newsletter/confirmed.csv`,
      ...(mayInvite ? { inviteAction: `${req.baseUrl}/newsletter/invite` } : {}),
      ...(Number.isSafeInteger(invited) && invited >= 0 && single(req.query.invited) !== '' ? { invited } : {}),
    };
    await pages.send(req, res, 200, req.t('newsletter:admin.title'), { page: 'newsletter', props });
  });

  // A newsletter list is small (thousands of rows at most): read whole, written at once.
  router.get('/newsletter/confirmed.csv', requireRole('inbox'), async (req, res) => {
    const confirmed = await store.newsletter.confirmed();
    await record(req, res, 'newsletter-exported', `confirmed ${confirmed.length}`);
    const day = localTime(clock.now()).slice(0, 10);
    res.attachment(`newsletter-confirmed-${day}.csv`).type('text/csv; charset=utf-8');
    res.send(`${CSV_HEADER.join(',')}\r\n${confirmed.map((row) => csvRow(row, links)).join('')}`);
  });

  router.post('/newsletter/invite', csrf.checkToken, requireRole('admin'), async (req, res) => {
    const invited = await store.newsletter.inviteLegacy(clock.now());
    req.log.info({ invited }, 'legacy newsletter sign-ups invited to confirm');
    await record(req, res, 'newsletter-invited', `legacy ${invited}`);
    res.redirect(303, `${req.baseUrl}/newsletter?invited=${invited}`);
  });

  return router;
}
