import { useTranslation } from 'react-i18next';
import { STATS_PRESETS, type FunnelRow, type StatsProps, type StatsRow } from '#shared/stats-view.ts';
import { Notice } from './admin-notice.tsx';
import type { Translate } from './field-parts.tsx';
import { ColumnChart, RowChart, StepBar, count } from './stats-charts.tsx';
import { axisLabel, fullDayLabel, pointLabel } from './stats-dates.ts';
import { StackTable, Table, type StackColumn } from './table-parts.tsx';

// The office's statistics (docs/office-guide.md, "Statistics"): the period's choice (links to the last 7, 30 and 90
// days, and a GET form of two days), its totals, the views per day with their table, each breakdown's chart and
// table, and the funnel from a product's page to an accepted quotation. No script: everything is drawn here.

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

/** A share of the whole, "12 %", or a dash when there is no whole. */
const shareOf = (t: Translate, part: number, whole: number) =>
  whole > 0 ? t('stats.percent', { percent: percent(part, whole) }) : t('stats.noPercent');

function RangeChoice({ props }: { props: StatsProps }) {
  const { t } = useTranslation('admin');
  const { action, fields } = props;
  return (
    <div className="stats-range">
      <nav aria-label={t('stats.presets')}>
        <ul className="stats-range__presets">
          {STATS_PRESETS.map((preset) => (
            <li key={preset}>
              <a
                href={`${action}?range=${preset}`}
                className="button button--quiet"
                aria-current={fields.range === preset ? 'page' : undefined}
              >
                {t(`stats.ranges.${preset}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={action} className="filters">
        <fieldset>
          <legend>{t('stats.days')}</legend>
          {props.notice ? <Notice notice={props.notice} /> : null}
          <input type="hidden" name="range" value="days" />
          <div className="filters__grid">
            {(['from', 'to'] as const).map((name) => (
              <label key={name}>
                {t(`stats.${name}`)}
                <input
                  type="date"
                  name={name}
                  defaultValue={fields[name]}
                  required
                  aria-describedby={`stats-${name}-hint`}
                />
                <span className="hint" id={`stats-${name}-hint`}>
                  {t('stats.dateHint')}
                </span>
              </label>
            ))}
          </div>
          <div className="filters__actions">
            <button type="submit" className="button">
              {t('stats.show')}
            </button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}

function Totals({ totals }: { totals: StatsProps['totals'] }) {
  const { t } = useTranslation('admin');
  return (
    <dl className="stats-totals">
      {(['views', 'enquiries', 'quotationRequests', 'quotationsSent', 'accepted'] as const).map((name) => (
        <div key={name} className="stats-totals__item">
          <dt>{t(`stats.totals.${name}`)}</dt>
          <dd data-total={name}>{count(totals[name])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The views per day (week, month): the chart, and beside it the table of every bar. */
function ViewsSeries({ series, total }: { series: StatsProps['series']; total: number }) {
  const { t } = useTranslation('admin');
  const { unit, points } = series;
  const title = t(`stats.series.${unit}`);
  const most = points.reduce((best, point) => (point.views > best.views ? point : best), points[0] ?? { views: 0 });
  const bars = points.map((point) => ({
    label: pointLabel(t, unit, point),
    axis: axisLabel(t, unit, point),
    value: point.views,
  }));
  const desc = t('stats.series.desc', {
    total: count(total),
    most: count(most.views),
    when: 'from' in most ? pointLabel(t, unit, most) : '',
  });
  return (
    <section className="stats-section card" aria-labelledby="stats-series">
      <h2 id="stats-series">{title}</h2>
      <div className="stats-pair stats-pair--series">
        <ColumnChart text={{ id: 'stats-series-chart', title, desc }} bars={bars} />
        <div className="stats-scroll" tabIndex={0} role="region" aria-label={t('stats.series.table', { title })}>
          <Table
            className="stats-table"
            caption={title}
            captionHidden
            columns={[t(`stats.units.${unit}`), t('stats.views')]}
          >
            {bars.map((bar, index) => (
              <tr key={index}>
                <td>{bar.label}</td>
                <td className="stats-table__number">{count(bar.value)}</td>
              </tr>
            ))}
          </Table>
        </div>
      </div>
    </section>
  );
}

/** One breakdown: its chart, and the table of its rows with each one's share of the period's views. */
function Breakdown({ id, rows, total }: { id: string; rows: readonly StatsRow[]; total: number }) {
  const { t } = useTranslation('admin');
  const title = t(`stats.breakdowns.${id}.title`);
  const headingId = `stats-${id}`;
  return (
    <section className="stats-section card" aria-labelledby={headingId} data-breakdown={id}>
      <h2 id={headingId}>{title}</h2>
      {rows.length === 0 ? (
        <p className="hint">{t('stats.breakdowns.empty')}</p>
      ) : (
        <div className="stats-pair">
          <RowChart
            text={{ id: `${headingId}-chart`, title, desc: t('stats.breakdowns.desc', { count: rows.length }) }}
            rows={rows}
          />
          <Table
            className="stats-table"
            caption={title}
            captionHidden
            columns={[t(`stats.breakdowns.${id}.column`), t('stats.views'), t('stats.share')]}
          >
            {rows.map((row, index) => (
              <tr key={index}>
                <td lang={row.lang} className="cell--wrap">
                  {row.label}
                </td>
                <td className="stats-table__number">{count(row.views)}</td>
                <td className="stats-table__number">{shareOf(t, row.views, total)}</td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </section>
  );
}

/** A step of the funnel: its count, its bar, and what share it is of the step before (when that has any). */
function Step({ t, value, before, of }: { t: Translate; value: number; before?: number; of: number }) {
  return (
    <span className="stats-funnel__step">
      <span className="stats-funnel__count">{count(value)}</span>
      <StepBar value={value} of={of} />
      {before ? (
        <span className="stats-funnel__rate">{t('stats.funnel.rate', { share: shareOf(t, value, before) })}</span>
      ) : null}
    </span>
  );
}

function Funnel({ funnel }: { funnel: StatsProps['funnel'] }) {
  const { t } = useTranslation('admin');
  const largest = (row: FunnelRow) => Math.max(row.views, row.requests, row.sent, row.accepted);
  const columns: Array<StackColumn<FunnelRow>> = [
    { label: t('stats.funnel.product'), className: 'cell--wrap', cell: (row) => row.label },
    { label: t('stats.funnel.views'), cell: (row) => <Step t={t} value={row.views} of={largest(row)} /> },
    {
      label: t('stats.funnel.requests'),
      cell: (row) => <Step t={t} value={row.requests} before={row.views} of={largest(row)} />,
    },
    {
      label: t('stats.funnel.sent'),
      cell: (row) => <Step t={t} value={row.sent} before={row.requests} of={largest(row)} />,
    },
    {
      label: t('stats.funnel.accepted'),
      cell: (row) => <Step t={t} value={row.accepted} before={row.sent} of={largest(row)} />,
    },
  ];
  const { contact } = funnel;
  const contactOf = Math.max(contact.views, contact.enquiries);
  return (
    <section className="stats-section card" aria-labelledby="stats-funnel">
      <h2 id="stats-funnel">{t('stats.funnel.title')}</h2>
      <p className="hint">{t('stats.funnel.intro')}</p>
      <StackTable
        className="inbox stats-funnel"
        caption={t('stats.funnel.title')}
        captionHidden
        columns={columns}
        rows={funnel.products}
        rowKey={(row) => row.label}
        empty={t('stats.funnel.empty')}
      />
      <h3>{t('stats.funnel.contact.title')}</h3>
      <Table
        className="stats-table stats-funnel"
        caption={t('stats.funnel.contact.title')}
        captionHidden
        columns={[t('stats.funnel.contact.views'), t('stats.funnel.contact.enquiries')]}
      >
        <tr>
          <td>
            <Step t={t} value={contact.views} of={contactOf} />
          </td>
          <td>
            <Step t={t} value={contact.enquiries} before={contact.views} of={contactOf} />
          </td>
        </tr>
      </Table>
    </section>
  );
}

export function StatsPage({ props }: { props: StatsProps }) {
  const { t } = useTranslation('admin');
  const { fields, totals } = props;
  return (
    <>
      <h1>{t('stats.title')}</h1>
      <p className="hint">{t('stats.intro')}</p>
      <RangeChoice props={props} />
      <p className="stats-period" data-period={`${fields.from}/${fields.to}`}>
        {t('stats.period', { from: fullDayLabel(t, fields.from), to: fullDayLabel(t, fields.to) })}
      </p>
      <Totals totals={totals} />
      {totals.views === 0 ? (
        <p className="empty">{t('stats.empty')}</p>
      ) : (
        <>
          <ViewsSeries series={props.series} total={totals.views} />
          <div className="stats-grid">
            {props.breakdowns.map(({ id, rows }) => (
              <Breakdown key={id} id={id} rows={rows} total={totals.views} />
            ))}
          </div>
        </>
      )}
      <Funnel funnel={props.funnel} />
    </>
  );
}
