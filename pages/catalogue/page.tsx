import { useTranslation } from 'react-i18next';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import { Island } from '#client/islands/island.tsx';
import { usePaths } from '#client/ui/use-language.ts';
import type { CataloguePageData } from '#shared/catalogue.ts';
import type { PriceRate } from '#shared/money.ts';
import { findProductGroup } from '#shared/site.ts';

export interface CatalogueProps {
  catalogue: CataloguePageData;
  categories: string[];
  /** The day's rate, or null: prices then in their own currency alone (shared/money.ts). */
  rate: PriceRate | null;
}

// docs/specification.md §2 product catalogue at /products/, /products/{category} and /shop: the title banner
// 'Products', or on a category's page the category's name under the catalogue in the breadcrumb (as its document
// title says), then the catalogue island, rendered here with this page's products so nothing waits for a script.
export function CataloguePage({ catalogue, categories, rate }: CatalogueProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const paths = usePaths();
  const group = catalogue.category === null ? undefined : findProductGroup(catalogue.category);
  return (
    <>
      {group ? (
        <TitleBar
          title={t(`common:productGroups.${group.key}.title`)}
          lead={t('lead')}
          trail={[{ label: t('title'), href: paths.catalogue() }]}
        />
      ) : (
        <TitleBar title={t('title')} lead={t('lead')} />
      )}
      <section className="catalogue-section">
        <div className="container">
          <Island name="catalogue" hydrate="interaction" props={{ ...catalogue, categories, rate }} />
        </div>
      </section>
    </>
  );
}
