import { useTranslation } from 'react-i18next';
import type { CompanyProps } from '#shared/admin-view.ts';
import { COMPANY_MAX, degreesOf, openStreetMapUrl } from '#shared/schemas/company-schema.ts';
import { CsrfField } from './admin-document.tsx';
import { Notice } from './admin-notice.tsx';
import { DiscardDraftForm, ResetForm, SendButton, Versions } from './edit-parts.tsx';
import { ScheduleSection } from './schedule-form.tsx';
import { EDIT_FORM_ID } from '#shared/editing-view.ts';
import { AutosaveStatus, EditingPresence } from './edit-presence-parts.tsx';
import { Changes } from './item-history.tsx';
import { ErrorSummary, FieldBox, inLanguage, LanguagesFieldset, TextInput, type FieldState } from './field-parts.tsx';

/** How a version of the details is marked live, said to be a reset, and restored. */
const VERSION_TEXTS = { latest: 'texts.live', wasReset: 'company.wasReset', restore: 'texts.restore' };

/** An input's id, from its name ("legalName.en" → company-legalName-en). */
const idOf = (name: string) => `company-${name.replace(/\./g, '-')}`;
const hintOf = (name: string) => `${idOf(name)}-hint`;

/** How each field is typed: its longest value, a textarea's rows, an input's type. */
interface Shape {
  max: number;
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'url';
  inputMode?: 'decimal' | 'text';
}
const SHAPES: Record<string, Shape> = {
  legalName: { max: COMPANY_MAX.name },
  address: { max: COMPANY_MAX.address },
  streetAddress: { max: COMPANY_MAX.streetAddress },
  city: { max: COMPANY_MAX.city },
  postalCode: { max: COMPANY_MAX.postalCode },
  phones: { max: COMPANY_MAX.lines, rows: 3 },
  emails: { max: COMPANY_MAX.lines, rows: 3 },
  hours: { max: COMPANY_MAX.lines, rows: 4 },
  latitude: { max: COMPANY_MAX.degrees, inputMode: 'decimal' },
  longitude: { max: COMPANY_MAX.degrees, inputMode: 'decimal' },
  messengerPageId: { max: COMPANY_MAX.messengerPageId },
  facebook: { max: COMPANY_MAX.url, type: 'url' },
  linkedin: { max: COMPANY_MAX.url, type: 'url' },
  youtube: { max: COMPANY_MAX.url, type: 'url' },
};

/** The form's parts, each under a heading: its fields, those typed in both languages marked. */
const SECTIONS = [
  { key: 'names', fields: ['legalName', 'address', 'streetAddress', 'city', 'postalCode'] },
  { key: 'reach', fields: ['phones', 'emails'] },
  { key: 'hours', fields: ['hours'] },
  { key: 'map', fields: ['latitude', 'longitude'] },
  { key: 'links', fields: ['messengerPageId', 'facebook', 'linkedin', 'youtube'] },
] as const;
const LOCALIZED = new Set<string>(['legalName', 'address', 'streetAddress', 'city', 'hours']);

/** A field's name as the editor reads it: "legalName.en" → Legal name (English). */
function labelOf(t: FieldState['t'], input: string): string {
  const [field = input, lng] = input.split('.');
  const label = t(`company.fields.${field}`);
  return lng ? inLanguage(t, label, lng) : label;
}

function Input({ state, name, field }: { state: FieldState; name: string; field: string }) {
  const shape = SHAPES[field] ?? { max: COMPANY_MAX.name };
  const lng = name.endsWith('.mn') ? 'mn' : name.endsWith('.en') ? 'en' : undefined;
  return (
    <TextInput
      state={state}
      name={name}
      hints={[hintOf(field)]}
      maxLength={shape.max}
      {...(lng ? { lang: lng } : {})}
      {...(shape.rows ? { rows: shape.rows } : {})}
      {...(shape.type ? { type: shape.type } : {})}
      {...(shape.inputMode ? { inputMode: shape.inputMode } : {})}
      {...(shape.type || shape.inputMode ? { spellCheck: false } : {})}
    />
  );
}

/** One field: in both languages a fieldset (Mongolian and English side by side), else one labelled input. */
function Field({ state, field }: { state: FieldState; field: string }) {
  const { t } = state;
  const hint = { id: hintOf(field), text: t(`company.hints.${field}`) };
  if (LOCALIZED.has(field)) {
    return (
      <LanguagesFieldset legend={t(`company.fields.${field}`)} hints={[hint]}>
        {(lng) => (
          <FieldBox state={state} name={`${field}.${lng}`} label={t(`languages.${lng}`)}>
            <Input state={state} name={`${field}.${lng}`} field={field} />
          </FieldBox>
        )}
      </LanguagesFieldset>
    );
  }
  return (
    <FieldBox state={state} name={field} label={t(`company.fields.${field}`)} hints={[hint]}>
      <Input state={state} name={field} field={field} />
    </FieldBox>
  );
}

/** The typed place on OpenStreetMap, to check it, while both numbers are degrees. */
function MapCheck({ fields }: { fields: CompanyProps['fields'] }) {
  const { t } = useTranslation('admin');
  const latitude = degreesOf((fields.latitude ?? '').trim());
  const longitude = degreesOf((fields.longitude ?? '').trim());
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return null;
  return (
    <p className="hint">
      <a href={openStreetMapUrl({ latitude, longitude })} target="_blank" rel="noopener noreferrer">
        {t('company.mapCheck')}
      </a>
    </p>
  );
}

/** While there is a draft: the pages showing the details with it in place, each in both languages (new tabs). */
function Previews({ company }: { company: CompanyProps }) {
  const { t } = useTranslation('admin');
  if (company.previews.length === 0) return null;
  const pages = [...new Set(company.previews.map((preview) => preview.page))];
  return (
    <>
      <ul className="product-links">
        {pages.map((page) => (
          <li key={page}>
            {company.previews
              .filter((preview) => preview.page === page)
              .map((preview) => (
                <a key={preview.lng} href={preview.href} hrefLang={preview.lng} target="_blank" rel="noopener">
                  {t(`company.preview.${page}`, { language: t(`languages.${preview.lng}`) })}
                  <span className="visually-hidden"> ({t('products.newTab')})</span>
                </a>
              ))}
          </li>
        ))}
      </ul>
      {company.draft && !company.draft.publishable ? <p className="hint">{t('company.preview.notReady')}</p> : null}
    </>
  );
}

/**
 * The company's details: one form in parts (names and address, phones and e-mails, opening hours, map location,
 * chat and social pages), saved as a draft (previewed on the contact and home pages) or published like a text (a
 * version each time), and going back to the shipped ones. Works without script: a refusal comes back with what
 * was typed, each refused field saying why under it.
 */
export function CompanyPage({ csrfToken, company }: { csrfToken: string; company: CompanyProps }) {
  const { t } = useTranslation('admin');
  const state: FieldState = { t, fields: company.fields, errors: company.fieldErrors ?? {}, idOf };
  const words = { label: (name: string) => labelOf(t, name), value: (_name: string, value: string) => value };
  return (
    <article className="card">
      <h1>{t('company.title')}</h1>
      <p>
        {t('company.intro')}{' '}
        {company.published
          ? t(company.published.reset ? 'texts.lastReset' : 'texts.lastPublished', company.published)
          : t('company.neverEdited')}
        {company.draft ? ` ${t('texts.draftBy', company.draft)}` : ''}
      </p>
      {company.notice ? <Notice notice={company.notice} /> : null}
      <EditingPresence editing={company.editing} csrfToken={csrfToken} previews={company.previews} />
      <Previews company={company} />
      <ErrorSummary state={state} titleId="company-errors" label={(name) => labelOf(t, name)} shown={() => true} />
      <form method="post" action={company.action} id={EDIT_FORM_ID} className="stack product-form company-form">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="revision" value={company.revision} />
        {SECTIONS.map((section) => (
          <section key={section.key} className="stack" aria-labelledby={`company-section-${section.key}`}>
            <h2 id={`company-section-${section.key}`}>{t(`company.sections.${section.key}`)}</h2>
            {section.fields.map((field) => (
              <Field key={field} state={state} field={field} />
            ))}
            {section.key === 'map' ? <MapCheck fields={company.fields} /> : null}
          </section>
        ))}
        <div className="text-form__actions">
          <SendButton action="draft" />
          <SendButton action="publish" />
          <AutosaveStatus editing={company.editing} csrfToken={csrfToken} />
        </div>
        <p className="hint">{t('company.buttonsHint')}</p>
      </form>
      {company.draft ? <DiscardDraftForm action={company.discardAction} csrfToken={csrfToken} /> : null}
      <ScheduleSection schedule={company.schedule} csrfToken={csrfToken} />
      {company.published && !company.published.reset ? (
        <ResetForm
          action={company.resetAction}
          revision={company.revision}
          csrfToken={csrfToken}
          label={t('company.reset')}
        />
      ) : null}
      <Versions
        history={company.history}
        texts={VERSION_TEXTS}
        restore={{ action: company.restoreAction, revision: company.revision, csrfToken }}
        reset={(entry) => entry.reset}
        changes={(entry) => <Changes changes={entry.changes} words={words} />}
      />
    </article>
  );
}
