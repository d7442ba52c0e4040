import { fieldErrors } from '#shared/schemas/contact-schema.ts';
import { textEditSchema, type TextValue } from '#shared/schemas/text-schema.ts';
import type { SiteTexts } from '../content/site-texts.ts';
import type { ShippedText, TextCatalogue } from '../content/text-catalogue.ts';
import { NotFoundError } from '../errors.ts';
import { noticeReader } from './edit-notices.ts';
import { posted } from './admin-request.ts';
import type { GlobalKind } from './global-kind.ts';
import { textHref, textProps } from './text-props.ts';

// Each of the site's texts as an office document (global-routes.ts runs its lifecycle): a value in each
// language, published over the text shipped in locales/ (which it keeps as its basis, to tell the office when
// an upgrade changed the shipped text since).

export function textKind(
  catalogue: TextCatalogue,
  texts: Pick<SiteTexts, 'current' | 'outdatedBasis' | 'refresh'>,
): GlobalKind<ShippedText, TextValue, 'text'> {
  return {
    contentKind: 'text',
    find(req) {
      const text = catalogue.get(String(req.params.id));
      if (!text) throw new NotFoundError();
      return text;
    },
    key: (text) => text.id,
    href: (base, text) => textHref(base, text.id),
    audit: { prefix: 'text', target: (text) => `text/${text.id}` },
    log: { name: 'text', fields: (text) => ({ text: text.id }) },
    historyShown: 50,
    readForm: (body) => ({ mn: posted(body, 'mn'), en: posted(body, 'en') }),
    publishes: (body) => posted(body, 'action') === 'publish',
    check(text, typed, publish) {
      const parsed = textEditSchema(text.value, { complete: publish }).safeParse(typed);
      if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
      return { ok: true, value: publish ? { ...parsed.data, basis: text.value } : parsed.data };
    },
    refresh: () => texts.refresh(),
    page(req, { doc: text, state, history, shown, schedule, editing }) {
      const outdatedBasis = texts.outdatedBasis(text.id);
      const props = textProps({
        base: req.baseUrl,
        text,
        state,
        history,
        current: texts.current(text.id) ?? text.value,
        ...(outdatedBasis ? { outdatedBasis } : {}),
        ...shown,
      });
      if (schedule) props.schedule = schedule;
      props.editing = editing;
      return { title: req.t('admin:texts.editTitle', { key: text.key }), page: 'text', props };
    },
    notice: noticeReader('texts', ['draft-saved', 'published', 'discarded', 'reset', 'restored']),
    // A text is its { mn, en } pair (what it keeps beside them, its basis, is no typing: translation-status.ts).
    translated: { published: (_text, value) => value, draft: (value) => value, shipped: (text) => text.value },
  };
}
