import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from './badge.tsx';
import { PostForm } from './post-form.tsx';

// The parts of every edited page of the office (a text's, the company details', an item's): the buttons that send
// an edit, the form that discards its draft, and a published version with its restore.

/** Discards the draft (a text's, the company's details'): one button. */
export function DiscardDraftForm({ action, csrfToken }: { action: string; csrfToken: string }) {
  const { t } = useTranslation('admin');
  return (
    <PostForm action={action} csrfToken={csrfToken}>
      <button type="submit" className="button button--quiet">
        {t('texts.discard')}
      </button>
    </PostForm>
  );
}

/**
 * One of the two ways to send an edit: save it as a draft (the quiet button), or publish it; `form`, the id of the
 * form it sends when it stands outside it.
 */
export function SendButton({ action, form }: { action: 'draft' | 'publish'; form?: string }) {
  const { t } = useTranslation('admin');
  return (
    <button
      type="submit"
      name="action"
      value={action}
      form={form}
      className={action === 'draft' ? 'button button--quiet' : 'button'}
    >
      {t(action === 'draft' ? 'texts.saveDraft' : 'texts.publish')}
    </button>
  );
}

/** A version's words: how the latest is marked, how a reset is said, what its restore button says. */
export interface VersionTexts {
  latest: string;
  wasReset: string;
  restore: string;
}

interface VersionProps {
  entry: { revision: number; by: string; time: string; latest: boolean };
  /** Whether it put back what was shipped. */
  reset: boolean;
  texts: VersionTexts;
  /** Where its restore posts, and the revision the page was read at. */
  restore: { action: string; revision: number; csrfToken: string };
  /** What it changed. */
  children: ReactNode;
}

/** One published version: its number, who and when, the latest marked, a reset said, what it changed, and for an
 *  earlier one a restore. */
export function Version({ entry, reset, texts, restore, children }: VersionProps) {
  const { t } = useTranslation('admin');
  return (
    <li>
      <p>
        <strong>{t('texts.revision', entry)}</strong>{' '}
        {entry.latest ? <Badge tone="handled">{t(texts.latest)}</Badge> : null}
      </p>
      {reset ? <p>{t(texts.wasReset)}</p> : null}
      {children}
      {entry.latest ? null : (
        <PostForm action={restore.action} csrfToken={restore.csrfToken} revision={restore.revision}>
          <input type="hidden" name="from" value={entry.revision} />
          <button type="submit" className="button button--quiet">
            {t(texts.restore, entry)}
          </button>
        </PostForm>
      )}
    </li>
  );
}

/** Puts the shipped default back (a text's, the company details'), once something else is published. */
export function ResetForm({
  action,
  revision,
  csrfToken,
  label,
}: {
  action: string;
  revision: number;
  csrfToken: string;
  label: string;
}) {
  return (
    <PostForm action={action} csrfToken={csrfToken} revision={revision}>
      <button type="submit" className="button button--quiet">
        {label}
      </button>
    </PostForm>
  );
}

interface VersionsProps<Entry extends VersionProps['entry']> {
  history: readonly Entry[];
  texts: VersionTexts;
  restore: VersionProps['restore'];
  /** Whether a version put back what was shipped. */
  reset: (entry: Entry) => boolean;
  /** What a version changed. */
  changes: (entry: Entry) => ReactNode;
}

/** A document's published versions, newest first (a text's, the company details'); nothing before the first. */
export function Versions<Entry extends VersionProps['entry']>({
  history,
  texts,
  restore,
  reset,
  changes,
}: VersionsProps<Entry>) {
  const { t } = useTranslation('admin');
  if (history.length === 0) return null;
  return (
    <>
      <h2>{t('texts.history')}</h2>
      <ol className="history" reversed>
        {history.map((entry) => (
          <Version key={entry.revision} entry={entry} reset={reset(entry)} texts={texts} restore={restore}>
            {changes(entry)}
          </Version>
        ))}
      </ol>
    </>
  );
}
