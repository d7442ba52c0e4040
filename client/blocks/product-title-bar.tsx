import { useTranslation } from 'react-i18next';
import { usePaths } from '../ui/use-language.ts';
import { unbreakableSizes } from '../ui/product-name.ts';

interface ProductTitleBarProps {
  title: string;
  category: { label: string; name: string } | null;
}

// The inner-page banner (title-bar styles) for a product: its name, and a breadcrumb through the catalogue
// and the product's category, so a shared product link leads on to its neighbours.
export function ProductTitleBar({ title, category }: ProductTitleBarProps) {
  const paths = usePaths();
  const { t } = useTranslation(['common', 'catalogue']);
  return (
    <section className="title-bar title-bar--product">
      <div className="container">
        <h1 className="title-bar__title">{unbreakableSizes(title)}</h1>
        <nav className="breadcrumb" aria-label={t('a11y.breadcrumb')}>
          <ol>
            <li>
              <a href={paths.home()}>{t('nav.home')}</a>
            </li>
            <li>
              <a href={paths.catalogue()}>{t('catalogue:title')}</a>
            </li>
            {category ? (
              <li>
                <a href={paths.catalogue(category.name)}>{category.label}</a>
              </li>
            ) : null}
            <li aria-current="page">{unbreakableSizes(title)}</li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
