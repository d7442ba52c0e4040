import { useTranslation } from 'react-i18next';
import { megabytesOf, type DatasheetLink as Link } from '#shared/datasheets.ts';
import { formatNumber } from '#shared/money.ts';

/**
 * The product's datasheet (docs/content.md, "Datasheets"): "Datasheet (PDF, 1.2 MB)" in the page's language, the
 * other language's marked so when only that one exists (and its name read in that language).
 */
export function DatasheetLink({ datasheet }: { datasheet: Link }) {
  const { t } = useTranslation('catalogue');
  const size = formatNumber(megabytesOf(datasheet.bytes));
  return (
    <p className="datasheet-link">
      <a href={datasheet.href} type="application/pdf" hrefLang={datasheet.language}>
        {t('datasheet.link', { size })}
        {datasheet.isOtherLanguage ? ` ${t(`datasheet.inLanguage.${datasheet.language}`)}` : null}
      </a>
    </p>
  );
}
