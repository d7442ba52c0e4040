import { useTranslation } from 'react-i18next';
import { PRODUCT_GROUP_MEDIA } from '#shared/media.ts';
import { usePaths } from '../ui/use-language.ts';
import { PRODUCT_GROUPS, type ProductGroup } from '#shared/site.ts';
import { ArrowRightIcon, CheckIcon } from '../ui/block-icons.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { MediaImage } from '../ui/media-image.tsx';

interface ProductPlansBlockProps {
  /** The product types to show; a prop so the empty state can be rendered (and tested). */
  groups?: readonly ProductGroup[];
  /** The 'Show More' link to the Product Plan page; off on that page itself. */
  showMore?: boolean;
}

// docs/specification.md §2 products block / product cards (pricing style): per product type an image, a description,
// five feature lines and a link to its catalogue category; 'Show More' and the empty message.
export function ProductPlansBlock({ groups = PRODUCT_GROUPS, showMore = true }: ProductPlansBlockProps) {
  const paths = usePaths();
  const { t } = useTranslation(['blocks', 'common']);
  const features = (key: ProductGroup['key']): string[] => {
    const lines: unknown = t(`productPlans.groups.${key}.features`, { returnObjects: true });
    return lines && typeof lines === 'object' ? Object.values(lines as Record<string, string>) : [];
  };
  return (
    <section className="product-plans" aria-labelledby="product-plans-title">
      <div className="container">
        <SectionHeading
          id="product-plans-title"
          subtitle={t('productPlans.subtitle')}
          title={t('productPlans.title')}
        />
        {groups.length === 0 ? (
          <p className="product-plans__empty">{t('productPlans.empty')}</p>
        ) : (
          <ul className="product-plans__list">
            {groups.map((group) => {
              const media = PRODUCT_GROUP_MEDIA[group.key];
              const titleId = `product-plan-${group.key}`;
              return (
                <li key={group.key} className="plan-card">
                  <MediaImage
                    className="plan-card__image"
                    media={media}
                    alt={t(`productPlans.groups.${group.key}.imageAlt`)}
                    loading="lazy"
                    decoding="async"
                  />
                  <div className="plan-card__body">
                    <h3 id={titleId} className="plan-card__title">
                      {t(`common:productGroups.${group.key}.title`)}
                    </h3>
                    <p className="plan-card__price">{t('productPlans.priceNote')}</p>
                    <p className="plan-card__text">{t(`productPlans.groups.${group.key}.description`)}</p>
                    <ul className="tick-list plan-card__features">
                      {features(group.key).map((line) => (
                        <li key={line}>
                          <CheckIcon />
                          {line}
                        </li>
                      ))}
                    </ul>
                    <a
                      className="button plan-card__link"
                      href={paths.catalogue(group.category)}
                      aria-describedby={titleId}
                    >
                      {t('productPlans.viewProducts')}
                      <ArrowRightIcon />
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {showMore ? (
          <p className="product-plans__more">
            <a className="button button--outline" href={paths.productPlan()}>
              {t('productPlans.showMore')}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
