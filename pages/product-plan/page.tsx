import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaths } from '#client/ui/use-language.ts';
import { useRenderContext } from '#client/render-context.ts';
import { AboutBlock } from '#client/blocks/about-block.tsx';
import { ProductPlansBlock } from '#client/blocks/product-plans-block.tsx';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import { CheckCircleIcon, ClockIcon, MapIcon, TruckIcon, WrenchIcon } from '#client/ui/inner-icons.tsx';
import { linesOf } from '#shared/collections.ts';
import type { WithMeta } from '#shared/page-view.ts';
import { planAnchor } from '#shared/plans.ts';

/** The icon of an offer's card, by the list's icon choice (shared/collections.ts, 'plans'). */
const ICONS: Record<string, ComponentType> = {
  truck: TruckIcon,
  wrench: WrenchIcon,
  clock: ClockIcon,
  map: MapIcon,
};

// docs/specification.md §2 /productgrouppage: titled 'Product Plan', with the about block and the product cards;
// docs/specification.md §1's equipment rental and technical support close the page, as the office keeps them
// (docs/content.md, "Lists": the list 'plans'). With every offer hidden, the section goes too.
export function ProductPlanPage({ meta }: WithMeta) {
  const paths = usePaths();
  const { t } = useTranslation('product-plan');
  const plans = useRenderContext().lists('plans');
  return (
    <>
      <TitleBar title={meta.title} lead={meta.description} />
      <AboutBlock isFirstView />
      <ProductPlansBlock showMore={false} />
      {plans.length > 0 ? (
        <section className="section section--warm" aria-labelledby="plan-beyond">
          <div className="container">
            <div className="section-heading">
              <h2 id="plan-beyond" className="section-heading__title">
                {t('beyond.heading')}
              </h2>
              <p className="section-heading__subtitle">{t('beyond.lead')}</p>
            </div>
            <div className="offers">
              {plans.map(({ id, fields }) => {
                const anchor = planAnchor(id);
                const Icon = ICONS[fields.icon ?? ''] ?? TruckIcon;
                return (
                  <article key={id} id={anchor} className="offer" aria-labelledby={`${anchor}-title`}>
                    <span className="offer__icon">
                      <Icon />
                    </span>
                    <h3 id={`${anchor}-title`} className="offer__title">
                      {fields.title}
                    </h3>
                    <p className="offer__text">{fields.text}</p>
                    <ul className="offer__points">
                      {linesOf(fields.points).map((point, index) => (
                        <li key={index}>
                          <CheckCircleIcon />
                          <span>{point}</span>
                        </li>
                      ))}
                    </ul>
                  </article>
                );
              })}
            </div>
            <p className="offers__action">
              <a className="button button--dark" href={paths.contact()}>
                {t('cta')}
              </a>
            </p>
          </div>
        </section>
      ) : null}
    </>
  );
}
