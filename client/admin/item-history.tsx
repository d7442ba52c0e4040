import { useTranslation } from 'react-i18next';
import type { TextChange, VersionedItemProps } from '#shared/admin-view.ts';
import { Version } from './edit-parts.tsx';
import { kindText, type ItemKind, type ItemView } from './item-view.ts';

// An item's published versions (a product's, a list item's), each with the fields it changed; the company's
// details show theirs with the same parts.

type ChangeProps = { field: string; label: string; before: string; after: string; words?: readonly TextChange[] };

/**
 * A field a version changed: what it was struck through, what it became marked (long texts in full, stacked); a
 * long text changed in place, word by word.
 */
function Change({ field, label, before, after, words }: ChangeProps) {
  const { t } = useTranslation('admin');
  const lang = /\.(mn|en)$/.exec(field)?.[1];
  const long = before.length + after.length > 80 || /\n/.test(before + after);
  const empty = <span className="changes__empty">{t('products.emptyValue')}</span>;
  if (words) {
    return (
      <div>
        <dt>{label}</dt>
        <dd className="diff changes__values changes__values--words" lang={lang}>
          {words.map((part, index) =>
            part.kind === 'added' ? (
              <ins key={index}>{part.text}</ins>
            ) : part.kind === 'removed' ? (
              <del key={index}>{part.text}</del>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </dd>
      </div>
    );
  }
  return (
    <div>
      <dt>{label}</dt>
      <dd className={`diff changes__values${long ? ' changes__values--long' : ''}`} lang={lang}>
        <span className="visually-hidden">{t('products.before')} </span>
        {before === '' ? empty : <del>{before}</del>}
        <span className="changes__arrow" aria-hidden="true">
          {' → '}
        </span>
        <span className="visually-hidden"> {t('products.after')} </span>
        {after === '' ? empty : <ins>{after}</ins>}
      </dd>
    </div>
  );
}

/** The fields a version changed, each before and after, as the page reads them; or that it changed none. */
export function Changes({
  changes,
  words,
}: {
  changes: VersionedItemProps['history'][number]['changes'];
  words: FieldWords;
}) {
  const { t } = useTranslation('admin');
  if (changes.length === 0) return <p className="hint">{t('products.noChanges')}</p>;
  return (
    <dl className="changes">
      {changes.map((change) => (
        <Change
          key={change.field}
          field={change.field}
          label={words.label(change.field)}
          before={words.value(change.field, change.before)}
          after={words.value(change.field, change.after)}
          {...(change.words ? { words: change.words } : {})}
        />
      ))}
    </dl>
  );
}

/** How the page reads a field: its name, and a value of it, as an editor reads them. */
export interface FieldWords {
  label: (name: string) => string;
  value: (name: string, value: string) => string;
}

interface HistoryProps {
  kind: ItemKind;
  item: ItemView;
  csrfToken: string;
  words: FieldWords;
}

/** The item's published versions, newest first, each with what it changed; nothing before the first. */
export function History({ kind, item, csrfToken, words }: HistoryProps) {
  const { t } = useTranslation('admin');
  if (item.history.length === 0) return null;
  const texts = { latest: 'products.latest', wasReset: kindText(kind, 'wasReset'), restore: 'products.restore' };
  const restore = { action: item.restoreAction, revision: item.revision, csrfToken };
  return (
    <section aria-labelledby={`${kind}-history-title`}>
      <h2 id={`${kind}-history-title`}>{t('products.history')}</h2>
      <ol className="history" reversed>
        {item.history.map((entry) => (
          <Version key={entry.revision} entry={entry} reset={entry.reset} texts={texts} restore={restore}>
            <Changes changes={entry.changes} words={words} />
          </Version>
        ))}
      </ol>
    </section>
  );
}
