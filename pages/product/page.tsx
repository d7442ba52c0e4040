import { useTranslation } from 'react-i18next';
import { quotationMessage } from '#shared/schemas/contact-schema.ts';
import { apiPaths } from '#shared/routes.ts';
import { findProductGroup } from '#shared/site.ts';
import { ProductTitleBar } from '#client/blocks/product-title-bar.tsx';
import { Island } from '#client/islands/island.tsx';
import { toStoredProduct } from '#client/stores/stored-product.ts';
import { ConsentField } from '#client/ui/consent-field.tsx';
import { QuotationFields } from '#client/ui/quotation-fields.tsx';
import { useRenderContext } from '#client/render-context.ts';
import type { CatalogueProduct } from '#shared/catalogue.ts';
import { priceRateOf } from '#shared/money.ts';
import { HoneypotField } from '#client/ui/honeypot-field.tsx';
import { ProductDetail } from '#client/ui/product-detail.tsx';
import { DatasheetLink } from '#client/ui/datasheet-link.tsx';
import { PrintFooter } from '#client/ui/print-footer.tsx';
import type { DatasheetLink as Datasheet } from '#shared/datasheets.ts';
import { useLanguage, usePaths } from '#client/ui/use-language.ts';

export interface ProductProps {
  product: CatalogueProduct;
  /** Its datasheet in the page's language, else the other's (docs/content.md, "Datasheets"). */
  datasheet?: Datasheet;
}

// /shop-single/{slug}: the product popup's detail as a page of its own (shareable, indexed), with a quotation
// form that is a plain post to /api/contact, answered with a page carrying the same messages.
export function ProductPage({ product, datasheet }: ProductProps) {
  const paths = usePaths();
  const lng = useLanguage();
  const { t } = useTranslation(['catalogue', 'common']);
  const { pathname, rates } = useRenderContext();
  const group = findProductGroup(product.category);
  const category = group ? { name: group.category, label: t(`common:productGroups.${group.key}.title`) } : null;
  return (
    <>
      <ProductTitleBar title={product.name} category={category} />
      <div className="container product-page">
        <ProductDetail
          product={product}
          rate={priceRateOf(rates)}
          isPage
          facts={datasheet ? <DatasheetLink datasheet={datasheet} /> : null}
        >
          <Island name="product-actions" hydrate="interaction" props={{ product: toStoredProduct(product) }} />
          <section className="product-page__quote" id="quote" aria-labelledby="product-quote-title">
            <h2 id="product-quote-title">{t('productPage.quoteHeading')}</h2>
            <p>{t('productPage.quoteLead')}</p>
            <form className="quotation-form" method="post" action={apiPaths.contact(lng)}>
              <input type="hidden" name="kind" value="quotation" />
              <input type="hidden" name="message" value={quotationMessage(product.name)} />
              <input type="hidden" name="page" value={pathname} />
              <HoneypotField />
              <QuotationFields idPrefix="product-quote" />
              <ConsentField id="product-quote-consent" />
              <button className="button button--block" type="submit">
                {t('quotation.submit')}
              </button>
            </form>
          </section>
        </ProductDetail>
        <p className="product-page__links">
          {category ? (
            <a className="button button--outline" href={paths.catalogue(category.name)}>
              {t('productPage.backToCategory', { category: category.label })}
            </a>
          ) : null}
          <a className="text-link" href={paths.catalogue()}>
            {t('productPage.allProducts')}
          </a>
        </p>
        <PrintFooter />
      </div>
    </>
  );
}
