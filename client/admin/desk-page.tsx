import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleRow } from '#shared/admin-view.ts';
import { LANGUAGES } from '#shared/constants.ts';
import type { DeskChange, DeskDraft, DeskProps, DeskTranslation } from '#shared/desk-view.ts';
import type { Translate } from './field-parts.tsx';
import { StackTable, type StackColumn } from './table-parts.tsx';

// The office's home page for editors (docs/office-guide.md, "The office's home page"): four sections, each a table
// of links to the items, or a sentence saying there is nothing.

/** An item's name linked to its office page (plain text for one the site no longer has). */
const itemLink = (row: { title: string; href?: string }) => (row.href ? <a href={row.href}>{row.title}</a> : row.title);

/** What a part's items need, counted: "Needs English: 2", "English may be out of date: 1". */
function NeedCounts({ t, row }: { t: Translate; row: DeskTranslation }) {
  const counts = LANGUAGES.flatMap((lng) =>
    (['missing', 'outdated'] as const).flatMap((what) =>
      row[what][lng] > 0
        ? [
            {
              key: `${what}-${lng}`,
              text: t('desk.needCount', {
                need: t(`translation.badges.${what}`, { language: t(`languages.${lng}`) }),
                count: row[what][lng],
              }),
            },
          ]
        : [],
    ),
  );
  return (
    <ul className="desk-needs">
      {counts.map((count) => (
        <li key={count.key}>{count.text}</li>
      ))}
    </ul>
  );
}

interface DeskSectionProps<Row> {
  /** Its texts: admin:desk.<name> its heading, admin:desk.<name>Empty what it says when there is nothing. */
  name: 'drafts' | 'schedules' | 'translations' | 'changes';
  columns: ReadonlyArray<StackColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** What follows the table (a link to more). */
  children?: ReactNode;
}

/** A section of the page: its heading, its table (stacking on a phone) or its sentence for nothing, what follows. */
function DeskSection<Row>({ name, columns, rows, rowKey, children }: DeskSectionProps<Row>) {
  const { t } = useTranslation('admin');
  const id = `desk-${name}`;
  const title = t(`desk.${name}`);
  return (
    <section className="desk-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <StackTable
        empty={t(`desk.${name}Empty`)}
        className="inbox desk"
        caption={title}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={rowKey}
      />
      {children}
    </section>
  );
}

export function DeskPage({ props }: { props: DeskProps }) {
  const { t } = useTranslation('admin');
  const when = t('desk.columns.when');
  const drafts: Array<StackColumn<DeskDraft>> = [
    { label: t('desk.columns.item'), className: 'cell--wrap', cell: itemLink },
    { label: t('desk.columns.part'), cell: (row) => (row.part ? t(row.part.labelKey) : '') },
    { label: t('desk.columns.savedBy'), cell: (row) => row.by },
    { label: when, cell: (row) => row.time },
  ];
  const schedules: Array<StackColumn<ScheduleRow>> = [
    { label: when, cell: (row) => row.when },
    { label: t('schedule.columns.action'), cell: (row) => t(`schedule.actions.${row.action}`) },
    { label: t('desk.columns.item'), className: 'cell--wrap', cell: (row) => itemLink({ title: row.item, ...row }) },
    { label: t('schedule.columns.by'), cell: (row) => row.by },
  ];
  const translations: Array<StackColumn<DeskTranslation>> = [
    { label: t('desk.columns.part'), cell: (row) => t(row.part.labelKey) },
    {
      label: t('desk.columns.count'),
      cell: (row) => (
        <a href={row.href} aria-label={t('desk.countLabel', { part: t(row.part.labelKey), count: row.count })}>
          {t('desk.count', { count: row.count })}
        </a>
      ),
    },
    { label: t('desk.columns.needs'), className: 'cell--wrap', cell: (row) => <NeedCounts t={t} row={row} /> },
  ];
  const changes: Array<StackColumn<DeskChange>> = [
    { label: when, cell: (row) => row.time },
    { label: t('desk.columns.change'), cell: (row) => t(`audit.actions.${row.action}`) },
    { label: t('desk.columns.item'), className: 'cell--wrap', cell: itemLink },
    { label: t('desk.columns.by'), cell: (row) => row.by },
  ];
  return (
    <>
      <h1>{t('desk.title')}</h1>
      <p>{t('desk.intro')}</p>
      <DeskSection name="drafts" columns={drafts} rows={props.drafts} rowKey={(row) => row.key} />
      <DeskSection name="schedules" columns={schedules} rows={props.schedules} rowKey={(row) => row.id}>
        <p>
          <a href={props.scheduleHref}>{t('desk.wholeSchedule')}</a>
        </p>
      </DeskSection>
      <DeskSection name="translations" columns={translations} rows={props.translations} rowKey={(row) => row.href} />
      <DeskSection name="changes" columns={changes} rows={props.changes} rowKey={(row) => row.id} />
    </>
  );
}
