import { useTranslation } from 'react-i18next';
import type { TextsProps } from '#shared/admin-view.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { Notice } from './admin-notice.tsx';
import { BulkBox, BulkForm, BulkHead, BulkNotice } from './bulk-parts.tsx';
import { Badge, TranslationBadges } from './badge.tsx';
import { PostForm } from './post-form.tsx';
import { FileField } from './file-field.tsx';
import { StackTable, type StackColumn } from './table-parts.tsx';

type TextRow = TextsProps['rows'][number];

/**
 * The site's texts: a menu of the site's parts, a search across all, and a table of the part shown (or of the
 * matches), Mongolian and English side by side, each with its state and a link to edit it; the drafts of those
 * ticked are published together (bulk-parts.tsx).
 */
export function TextsPage({ base, csrfToken, props }: { base: string; csrfToken: string; props: TextsProps }) {
  const { t, i18n } = useTranslation('admin');
  const lng: Language = i18n.language === 'en' ? 'en' : 'mn';
  const current = props.areas.find((area) => area.current);
  const { bulk, translation } = props;
  const columns: Array<StackColumn<TextRow>> = [
    {
      label: t('bulk.column'),
      // A phone shows this table's rows stacked, without its head: the box ticking them all is the bar's.
      head: <BulkHead t={t} formId={bulk.formId} selectAll={false} />,
      className: 'bulk-cell',
      cell: (row) => <BulkBox t={t} formId={bulk.formId} id={row.id} name={row.id} />,
    },
    { label: t('texts.key'), cell: (row) => <a href={row.href}>{current ? row.key : row.id}</a> },
    ...LANGUAGES.map((lng) => ({
      label: t(`texts.${lng}`),
      lang: lng,
      className: 'cell--wrap',
      cell: (row: TextRow) => row.value[lng],
    })),
    {
      label: t('texts.state'),
      cell: (row) => (
        <>
          <Badge tone={row.edited ? 'handled' : 'default'}>{t(row.edited ? 'texts.edited' : 'texts.default')}</Badge>
          {row.draft ? <Badge tone="new">{t('texts.hasDraft')}</Badge> : null}
          {row.outdated ? <Badge tone="new">{t('texts.shippedChanged')}</Badge> : null}
          <TranslationBadges t={t} need={row.translation} />
        </>
      ),
    },
  ];
  return (
    <>
      <h1>{t('texts.title')}</h1>
      <p>{t('texts.intro', { edited: props.editedCount, drafts: props.draftCount })}</p>
      {props.notice ? <Notice notice={props.notice} /> : null}
      {bulk.outcome ? <BulkNotice t={t} lng={lng} outcome={bulk.outcome} untitled={String} /> : null}
      {props.imported ? (
        <div className="notice notice--info" role="status">
          <p>
            {t('texts.imported', props.imported)}
            {props.imported.skipped.length > 0
              ? ` ${t('texts.importSkipped', { ids: props.imported.skipped.join(', ') })}`
              : ''}
          </p>
          {props.imported.refused && props.imported.refused.length > 0 ? (
            <>
              <p>{t('texts.importRefused')}</p>
              <ul>
                {props.imported.refused.map((refused) => (
                  <li key={refused.id}>
                    <code>{refused.id}</code>: {t(refused.reason, { other: refused.other ?? '' })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <form method="get" action={`${base}/texts`} className="filters" role="search">
        <label>
          {t('texts.search')} <input type="search" name="q" defaultValue={props.q} maxLength={100} />
        </label>
        <button type="submit" className="button">
          {t('texts.find')}
        </button>
      </form>
      <nav aria-label={t('texts.areasLabel')} className="areas">
        <ul>
          {props.areas.map((area) => (
            <li key={area.namespace}>
              <a href={area.href} aria-current={area.current ? 'page' : undefined}>
                {t(area.areaKey)} <span className="areas__count">({area.count})</span>
              </a>
            </li>
          ))}
          <li>
            <a href={translation.href} aria-current={translation.current ? 'page' : undefined}>
              {t('products.filters.translation')} <span className="areas__count">({translation.count})</span>
            </a>
          </li>
        </ul>
      </nav>
      <h2>
        {current
          ? t(current.areaKey)
          : translation.current
            ? t('texts.needingTranslation', { count: props.rows.length })
            : t('texts.matches', { count: props.rows.length, q: props.q })}
      </h2>
      {props.rows.length > 0 ? <BulkForm t={t} bulk={bulk} csrfToken={csrfToken} selectAll /> : null}
      <StackTable
        empty={t('texts.none')}
        className="inbox texts"
        columns={columns}
        rows={props.rows}
        rowKey={(row) => row.id}
      />
      <section className="card transfer" aria-labelledby="transfer-title">
        <h2 id="transfer-title">{t('texts.transfer')}</h2>
        <p>
          <a href={props.exportHref} download>
            {t('texts.export')}
          </a>
        </p>
        <PostForm action={props.importAction} csrfToken={csrfToken} encType="multipart/form-data" className="stack">
          <FileField id="content-file" name="file" label={t('texts.importFile')} accept=".json,application/json" />
          <button type="submit" className="button button--quiet">
            {t('texts.import')}
          </button>
        </PostForm>
      </section>
    </>
  );
}
