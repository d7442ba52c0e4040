import type { i18n as I18n } from 'i18next';
import { quotationItems, type QuoteItem } from '#shared/quote-message.ts';
import { serviceMessage } from '#shared/schemas/contact-schema.ts';
import type { EnquiryRequest } from '#shared/schemas/enquiry-request-schema.ts';
import { SERVICES } from '#shared/site.ts';
import type { Clock } from '../clock.ts';
import type { EnquiryStore, NewEnquiry } from '../storage/enquiry-store.ts';

/** Where an enquiry came from: the visitor's language, the page of the form and the request. */
export type EnquiryOrigin = Pick<NewEnquiry, 'language' | 'page' | 'requestId'>;

interface EnquiryServiceDeps {
  store: EnquiryStore;
  clock: Clock;
  /** Names the service of a service enquiry in the visitor's language. */
  i18n: Pick<I18n, 'getFixedT'>;
  /** True when the office is told of each enquiry by e-mail (SMTP_URL and NOTIFY_TO set). */
  notifyEnabled: boolean;
}

export function createEnquiryService({ store, clock, i18n, notifyEnabled }: EnquiryServiceDeps) {
  /**
   * The stored message: as the browser composed it, or docs/specification.md §7's 'Service: {service}, Note: {note}'.
   */
  function messageOf(request: EnquiryRequest, language: string): string {
    if (!('service' in request)) return request.message;
    const service = SERVICES.find((candidate) => candidate.slug === request.service) ?? SERVICES[0];
    return serviceMessage(i18n.getFixedT(language)(`common:services.${service.key}.title`), request.note);
  }

  /**
   * A quotation's products and quantities: as its form sent them, or else as its message names them (the
   * single-product forms, whose message docs/specification.md §3 fixes); none for other kinds.
   */
  function itemsOf(request: EnquiryRequest, message: string): QuoteItem[] {
    if (request.kind !== 'quotation') return [];
    return ('items' in request && request.items) || quotationItems(message);
  }

  return {
    /**
     * Stores the enquiry, and its office notification in the same transaction, before anyone is told
     * it was received: an SMTP outage or a crash after this resolves loses nothing.
     */
    async submit(request: EnquiryRequest, origin: EnquiryOrigin): Promise<{ id: number }> {
      const { kind, name, email, phone } = request;
      const message = messageOf(request, origin.language);
      const enquiry = { kind, name, email, phone, message, items: itemsOf(request, message), ...origin };
      const id = await store.insertEnquiry({ ...enquiry, createdAt: clock.now() }, { notify: notifyEnabled });
      return { id };
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
