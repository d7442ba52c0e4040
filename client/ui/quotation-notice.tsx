import type { FormNoticeState } from '../lib/form-outcome.ts';

interface QuotationNoticeProps {
  notice: FormNoticeState | null;
  /** The modal thanks in place; the quote list says so above the emptied list instead. */
  hasStatus?: boolean;
}

// The quote forms' live regions, always in the page so assistive tech is listening when a message arrives.
export function QuotationNotice({ notice, hasStatus = false }: QuotationNoticeProps) {
  return (
    <>
      {hasStatus ? (
        <div className="quotation-form__status" role="status" aria-live="polite">
          {notice?.kind === 'success' ? (
            <p className="quotation-form__message quotation-form__message--success">{notice.text}</p>
          ) : null}
        </div>
      ) : null}
      <div className="quotation-form__alert" role="alert">
        {notice?.kind === 'error' ? (
          <p className="quotation-form__message quotation-form__message--error">{notice.text}</p>
        ) : null}
      </div>
    </>
  );
}
