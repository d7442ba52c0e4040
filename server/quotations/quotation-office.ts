import type { i18n as I18n } from 'i18next';
import { priceRateOf } from '#shared/money.ts';
import type { Clock } from '../clock.ts';
import type { CompanyLinksSource } from '../content/company-links.ts';
import type { ProductCatalogue } from '../content/product-catalogue.ts';
import type { RatesSource } from '../services/rates-service.ts';
import type { QuotationStore } from '../storage/quotation-store.ts';
import { createQuotationDesk } from './quotation-desk.ts';
import type { ProductLookup } from './quotation-prefill.ts';
import { renderQuotationPdf } from './quotation-pdf.ts';

// What the office's quotation pages are given (server/admin/quotation-routes.ts): the desk that saves and sends,
// with the PDF renderer and the company's current details; the catalogue as quotations read it; today's rate.

export interface QuotationOfficeOptions {
  /** The ticker's figures: today's rate for new drafts. */
  rates: RatesSource;
  /** QUOTATION_VAT_PERCENT: the VAT a new quotation starts with. */
  vatPercent: number;
  /** Sends the buyers' e-mails due now (index.ts: the quotations' outbox); else they wait for its next run. */
  sendMailNow?: () => void;
}

interface QuotationOfficeDeps extends QuotationOfficeOptions {
  quotations: QuotationStore;
  productCatalogue: ProductCatalogue;
  company: CompanyLinksSource;
  i18n: I18n;
  clock: Clock;
}

/** The catalogue's products as a quotation names them: by the slug a request sent, or by id, in one language. */
export function catalogueLookup(productCatalogue: ProductCatalogue): ProductLookup {
  return {
    bySlug(slug, language) {
      const product = productCatalogue.service.findBySlug(slug, language);
      return product && { ...product, name: product.name };
    },
    byId(id, language) {
      const entry = productCatalogue.entry(id);
      if (!entry) return undefined;
      const { name, price, currency, discount } = entry.fields;
      return { id, name: name[language], price, currency, discount };
    },
  };
}

export function quotationOffice({
  quotations,
  productCatalogue,
  company,
  i18n,
  clock,
  ...options
}: QuotationOfficeDeps) {
  return {
    desk: createQuotationDesk({
      quotations,
      clock,
      mailQueued: options.sendMailNow,
      renderPdf: (request) => renderQuotationPdf({ ...request, company: company.current(), i18n }),
    }),
    products: catalogueLookup(productCatalogue),
    todayRate: () => priceRateOf(options.rates.tickerFigures()),
    vatPercent: options.vatPercent,
  };
}
