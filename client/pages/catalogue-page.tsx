import { useTranslation } from 'react-i18next';
import { TitleBar } from '../blocks/title-bar.tsx';
import { Island } from '../islands/island.tsx';
import type { PageProps } from '#shared/page-props.ts';

// docs/specification.md §2 product catalogue at /products/, /products/{category} and /shop: the title banner
// 'Products', then the catalogue island, rendered here with this page's products so nothing waits for a script.
export function CataloguePage({ catalogue, categories }: PageProps['catalogue']) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <TitleBar title={t('title')} lead={t('lead')} />
      <section className="catalogue-section">
        <div className="container">
          <Island name="catalogue" hydrate="interaction" props={{ ...catalogue, categories }} />
        </div>
      </section>
    </>
  );
}
