import { useTranslation } from 'react-i18next';
import { megabytesOf, type DatasheetLink as Link } from '#shared/datasheets.ts';

/**
 * The product's datasheet (docs/content.md, "Datasheets"): "Datasheet (PDF, 1.2 MB)" in the page's language, the
 * other language's marked so when only that one exists (and its name read in that language).
 */
export function DatasheetLink({ datasheet }: { datasheet: Link }) {
  const { t } = useTranslation('catalogue');
  const size = String(megabytesOf(datasheet.bytes));
  return (
    <p className="datasheet-link">
      <a href={datasheet.href} type="application/pdf" hrefLang={datasheet.language}>
        {datasheet.isOtherLanguage
          ? t(`datasheet.linkIn.${datasheet.language}`, { size })
          : t('datasheet.link', { size })}
      </a>
    </p>
  );
}
