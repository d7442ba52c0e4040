import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionItemProps, ProductEditProps } from '#shared/admin-view.ts';
import { definitionOf, isCollectionName, type CollectionDefinition } from '#shared/collections.ts';
import { PRODUCT } from '#shared/product-fields.ts';
import { collectionFormInputs } from '#shared/schemas/collection-schema.ts';
import { fieldLabel, valueText } from './collection-words.ts';
import { DatasheetSection } from './datasheet-section.tsx';
import { DefinitionFields, type FormState } from './definition-fields.tsx';
import type { Translate } from './field-parts.tsx';
import { ItemPage } from './item-page.tsx';
import type { ItemKind } from './item-view.ts';
import { ItemSearchPreview, SearchPreview } from './search-preview.tsx';

// An item's page in the office built from its definition, the same for an item of one of the site's lists and a
// product of the catalogue: where it stands (published, draft, shown or not), one form of its fields (save as a
// draft, or publish), the small forms that hide, show, bin or reset it, and its published versions, each with
// what it changed and a restore (item-page.tsx).

interface DefinitionPageProps {
  kind: ItemKind;
  csrfToken: string;
  item: CollectionItemProps | ProductEditProps;
  definition: CollectionDefinition;
  /** What the page's form state takes beyond the item's (its texts, choices and rows). */
  state: Pick<FormState, 'texts' | 'photoChoices' | 'choices' | 'rows'>;
  /** Its inputs' ids' start: field-<input> for a list's, product-<input> for a product's. */
  idPrefix: string;
  back: string;
  title: string;
  formClassName: string;
  /** How a search engine may list the item's page, for an item with one (search-preview.tsx). */
  preview?: ReactNode;
}

function DefinitionPage({ kind, csrfToken, item, definition, idPrefix, ...page }: DefinitionPageProps) {
  const { t, i18n } = useTranslation('admin');
  const state: FormState = {
    t,
    has: (key) => i18n.exists(key, { ns: 'admin' }),
    fieldsOf: definition.fields,
    fields: item.fields,
    errors: item.fieldErrors ?? {},
    images: item.images,
    idOf: (name) => `${idPrefix}-${name.replace(/\./g, '-')}`,
    ...page.state,
  };
  // The inputs the form shows: a rows field's up to the rows it offers.
  const inputs = new Set(
    collectionFormInputs(definition).filter((input) => {
      const row = /^(\w+)\.(\d+)\./.exec(input);
      return !row || Number(row[2]) < (state.rows[row[1] ?? ''] ?? 0);
    }),
  );
  const words = {
    label: (name: string) => fieldLabel(t, state.texts, definition.fields, name),
    value: (name: string, value: string) => valueText(t, state, name, value),
  };
  return (
    <ItemPage
      kind={kind}
      item={item}
      csrfToken={csrfToken}
      back={page.back}
      title={page.title}
      state={state}
      shown={(name) => inputs.has(name)}
      words={words}
      formClassName={page.formClassName}
    >
      <DefinitionFields state={state} definition={definition} />
      {page.preview}
    </ItemPage>
  );
}

/** One item of one of the site's lists, its form built from the list's fields. */
export function CollectionItemPage({ csrfToken, props }: { csrfToken: string; props: CollectionItemProps }) {
  const { t } = useTranslation('admin');
  const { collection } = props;
  return (
    <DefinitionPage
      kind="collection"
      csrfToken={csrfToken}
      item={props}
      definition={{
        ...props.definition,
        titleField: '',
        ...(props.hasPages ? { slugFrom: 'slug' } : {}),
        // Its parts (the SEO section) are the list's definition's, which the page knows as the server does.
        ...(isCollectionName(collection) ? { sections: definitionOf(collection).sections } : {}),
      }}
      state={{ texts: `collections.${collection}`, photoChoices: props.photoChoices ?? {}, choices: {}, rows: {} }}
      idPrefix="field"
      back={t('collections.back', { list: t(`collections.${collection}.title`) })}
      title={props.title.trim() || t(`collections.${collection}.newTitle`)}
      formClassName="product-form collection-form"
      preview={
        props.hasPages && isCollectionName(collection) ? (
          <ItemSearchPreview collection={collection} fields={props.fields} />
        ) : null
      }
    />
  );
}

/** The category's choices: each product group by its title. */
const categoryChoices = (t: Translate, categories: ProductEditProps['categories']) =>
  categories.map((category) => ({
    value: category.value,
    label: t(`common:productGroups.${category.groupKey}.title`),
  }));

/** One product of the catalogue, its form built from the product's definition (shared/product-fields.ts). */
export function ProductItemPage({ csrfToken, props }: { csrfToken: string; props: ProductEditProps }) {
  const { t } = useTranslation('admin');
  const page = (
    <DefinitionPage
      kind="product"
      csrfToken={csrfToken}
      item={props}
      definition={PRODUCT}
      state={{
        texts: 'products',
        photoChoices: props.photoChoices,
        choices: { category: categoryChoices(t, props.categories) },
        rows: { specs: props.specRows, photos: props.photoRows },
      }}
      idPrefix="product"
      back={t('products.back')}
      title={props.name.trim() || t('products.newTitle')}
      formClassName="product-form"
      preview={<SearchPreview own={props.own} fields={props.fields} />}
    />
  );
  if (!props.datasheets) return page;
  return (
    <>
      {page}
      <DatasheetSection csrfToken={csrfToken} props={props.datasheets} />
    </>
  );
}
