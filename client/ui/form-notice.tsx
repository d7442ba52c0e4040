import type { FormNoticeState } from '../lib/form-outcome.ts';

// The outcome of a send. Both live regions are always in the page, so assistive tech is already
// listening when a message arrives: success politely (status), failure at once (alert).
export function FormNotice({
  notice,
  className = 'form-notice',
}: {
  notice: FormNoticeState | null;
  className?: string;
}) {
  return (
    <div className={className}>
      <p role="status" className="form-notice__success">
        {notice?.kind === 'success' ? notice.text : null}
      </p>
      <p role="alert" className="form-notice__error">
        {notice?.kind === 'error' ? notice.text : null}
      </p>
    </div>
  );
}
