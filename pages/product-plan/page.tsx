import { useTranslation } from 'react-i18next';
import { usePaths } from '#client/ui/use-language.ts';
import { AboutBlock } from '#client/blocks/about-block.tsx';
import { ProductPlansBlock } from '#client/blocks/product-plans-block.tsx';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import { CheckCircleIcon, TruckIcon, WrenchIcon } from '#client/ui/inner-icons.tsx';
import type { WithMeta } from '#shared/page-view.ts';

const OFFERS = [
  { id: 'rental', Icon: TruckIcon },
  { id: 'support', Icon: WrenchIcon },
] as const;

// docs/specification.md §2 /productgrouppage: titled 'Product Plan', with the about block and the product cards;
// docs/specification.md §1's equipment rental and technical support close the page.
export function ProductPlanPage({ meta }: WithMeta) {
  const paths = usePaths();
  const { t } = useTranslation('product-plan');
  return (
    <>
      <TitleBar title={meta.title} lead={meta.description} />
      <AboutBlock isFirstView />
      <ProductPlansBlock showMore={false} />
      <section className="section section--warm" aria-labelledby="plan-beyond">
        <div className="container">
          <div className="section-heading">
            <h2 id="plan-beyond" className="section-heading__title">
              {t('beyond.heading')}
            </h2>
            <p className="section-heading__subtitle">{t('beyond.lead')}</p>
          </div>
          <div className="offers">
            {OFFERS.map(({ id, Icon }) => (
              <article key={id} id={id} className="offer" aria-labelledby={`${id}-title`}>
                <span className="offer__icon">
                  <Icon />
                </span>
                <h3 id={`${id}-title`} className="offer__title">
                  {t(`${id}.title`)}
                </h3>
                <p className="offer__text">{t(`${id}.text`)}</p>
                <ul className="offer__points">
                  {(t(`${id}.points`, { returnObjects: true }) as string[]).map((point) => (
                    <li key={point}>
                      <CheckCircleIcon />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
          <p className="offers__action">
            <a className="button button--dark" href={paths.contact()}>
              {t('cta')}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
