import { useTranslation } from 'react-i18next';
import type { QuotationPageProps } from '#shared/quotation-view.ts';
import { QUOTATION_MAX } from '#shared/quotation.ts';
import { ErrorLine, type FieldState } from './field-parts.tsx';
import { SelectField, TextField } from './item-fields.tsx';
import { Island } from '../islands/island.tsx';
import { PostForm } from './post-form.tsx';

// The quotation's form (docs/office-guide.md, "Quotations"): its lines, terms, validity and note, and the buttons
// that save, preview or send it. Every button posts the whole form, so adding or removing a line keeps what was
// typed (the server draws the form again), with or without script.

const NUMBER_MAX = 20;
/** The form's id, which its totals island finds it by. */
const QUOTATION_FORM_ID = 'quotation-form';

function Lines({ props, state }: { props: QuotationPageProps; state: FieldState }) {
  const { t } = useTranslation('quotations');
  return Array.from({ length: props.lineCount }, (_, line) => {
    const at = (part: string) => `lines.${line}.${part}`;
    const view = props.lines[line];
    return (
      <fieldset key={line} className="quotation-line">
        <legend>{t('office.line', { line: line + 1 })}</legend>
        <input type="hidden" name={at('productId')} value={props.fields[at('productId')] ?? ''} />
        <div className="quotation-line__grid">
          <TextField
            state={state}
            name={at('name')}
            label={t('office.fields.name')}
            maxLength={QUOTATION_MAX.name}
            className="quotation-line__name"
          />
          <TextField
            state={state}
            name={at('quantity')}
            label={t('office.fields.quantity')}
            maxLength={NUMBER_MAX}
            inputMode="numeric"
          />
          <TextField
            state={state}
            name={at('unitPriceMnt')}
            label={t('office.fields.unitPriceMnt')}
            maxLength={NUMBER_MAX}
            inputMode="numeric"
          />
          <TextField
            state={state}
            name={at('discountPercent')}
            label={t('office.fields.discountPercent')}
            maxLength={NUMBER_MAX}
            inputMode="decimal"
          />
        </div>
        <p className="quotation-line__notes">
          {view?.unitUsd ? <span>{t('office.unitUsd', { usd: view.unitUsd })}</span> : null}
          {view?.catalogue ? <span>{t('office.catalogue', { price: view.catalogue })}</span> : null}
          {props.fields[at('productId')] ? null : <span>{t('office.notInCatalogue')}</span>}
        </p>
        <button type="submit" name="action" value={`remove.${line}`} className="button button--quiet">
          {t('office.removeLine', { line: line + 1 })}
        </button>
      </fieldset>
    );
  });
}

function Terms({ props, state }: { props: QuotationPageProps; state: FieldState }) {
  const { t } = useTranslation('quotations');
  const choose = (values: readonly string[], label: (value: string) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  return (
    <fieldset className="quotation-terms">
      <legend>{t('office.terms')}</legend>
      <div className="quotation-terms__grid">
        <TextField
          state={state}
          name="deliveryTime"
          label={t('office.fields.deliveryTime')}
          maxLength={QUOTATION_MAX.deliveryTime}
        />
        <SelectField
          state={state}
          name="incoterm"
          label={t('office.fields.incoterm')}
          options={choose(props.incoterms, (value) => value)}
        />
        <TextField state={state} name="place" label={t('office.fields.place')} maxLength={QUOTATION_MAX.place} />
        <TextField
          state={state}
          name="validDays"
          label={t('office.fields.validDays')}
          maxLength={NUMBER_MAX}
          inputMode="numeric"
        />
        <TextField
          state={state}
          name="vatPercent"
          label={t('office.fields.vatPercent')}
          maxLength={NUMBER_MAX}
          inputMode="decimal"
        />
        <SelectField
          state={state}
          name="language"
          label={t('office.fields.language')}
          options={choose(props.languages, (value) => t(`admin:languages.${value}`))}
        />
        <TextField
          state={state}
          name="rate.mntPerUsd"
          label={t('office.fields.rate')}
          maxLength={NUMBER_MAX}
          inputMode="decimal"
        />
        <TextField state={state} name="rate.date" label={t('office.fields.rateDate')} maxLength={10} />
      </div>
      {props.todayRate ? <p className="hint">{t('office.todayRate', { rate: props.todayRate })}</p> : null}
      <TextField
        state={state}
        name="paymentTerms"
        label={t('office.fields.paymentTerms')}
        maxLength={QUOTATION_MAX.paymentTerms}
        rows={3}
      />
      <TextField state={state} name="note" label={t('office.fields.note')} maxLength={QUOTATION_MAX.note} rows={4} />
    </fieldset>
  );
}

export function QuotationForm({ props, csrfToken }: { props: QuotationPageProps; csrfToken: string }) {
  const { t } = useTranslation('quotations');
  const state: FieldState = {
    t: (key, options) => t(key, options),
    fields: props.fields,
    errors: props.errors,
    idOf: (name) => `quotation-${name.replace(/\./g, '-')}`,
  };
  return (
    <PostForm action={props.action} id={QUOTATION_FORM_ID} csrfToken={csrfToken} className="quotation-form">
      {/* Enter in a field saves the draft: the form's first button is the one a browser presses for it. */}
      <button type="submit" name="action" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {t('office.save')}
      </button>
      <input type="hidden" name="lineCount" value={props.lineCount} />
      <h2>{t('office.lines')}</h2>
      <ErrorLine state={state} name="lines" />
      <Lines props={props} state={state} />
      <p>
        <button type="submit" name="action" value="add" className="button button--quiet">
          {t('office.addLine')}
        </button>
      </p>
      <Terms props={props} state={state} />
      <Island name="quotation-totals" props={{ form: QUOTATION_FORM_ID }} />
      <div className="quotation-form__actions">
        <button type="submit" name="action" value="save" className="button button--quiet">
          {t('office.save')}
        </button>
        <button type="submit" name="action" value="preview" className="button button--quiet">
          {t('office.preview')}
        </button>
        <button type="submit" name="action" value="send" className="button">
          {t(props.versions.length > 0 ? 'office.sendRevised' : 'office.send')}
        </button>
      </div>
    </PostForm>
  );
}
