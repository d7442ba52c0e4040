import { useTranslation } from 'react-i18next';
import { filterCount, type CatalogueFilters, type ChoiceFacet, type Facet } from '#shared/catalogue-filters.ts';

interface CatalogueFilterSpecsProps {
  facets: readonly Facet[];
  filters: CatalogueFilters;
  idPrefix: string;
  /** The category's list without filters. */
  clearHref: string;
  /** Applies the form as it stands (a box ticked, a range left). */
  onApply: () => void;
}

/** A choice's value as the visitor reads it: a worded option, an IADC series, a make as spelled. */
function useChoiceLabel() {
  const { t } = useTranslation(['catalogue', 'common']);
  return (facet: ChoiceFacet, value: string, label: string) => {
    if (facet.words === 'series') return t('filters.series', { series: value });
    if (facet.words === 'spelled') return label;
    return t(`common:specs.options.${facet.name}.${value}`, { defaultValue: label });
  };
}

// The category's filters by specification (shared/catalogue-filters.ts): a range of two numbers, or boxes of
// values each with the count of products it leaves given the other filters. Part of the catalogue's GET form
// (diameter_min, diameter_max, iadc…; the server redirects it to the address the island writes), folded into
// a "Filters (2)" disclosure on a phone. With script a box applies at once, a range when its input is left.
export function CatalogueFilterSpecs({ facets, filters, idPrefix, clearHref, onApply }: CatalogueFilterSpecsProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const choiceLabel = useChoiceLabel();
  const count = filterCount(filters);
  const legend = (facet: Facet) => {
    if (facet.kind === 'choice' && facet.words === 'series') return t('filters.iadcSeries');
    const name = t(`common:specs.fields.${facet.name}`);
    if (facet.kind !== 'range' || !facet.unit) return name;
    return t('filters.withUnit', { name, unit: t(`common:specs.units.${facet.unit}`, { value: '' }).trim() });
  };
  return (
    <details className="catalogue-filter__specs">
      <summary className="catalogue-filter__summary">
        {count > 0 ? t('filters.headingCount', { count }) : t('filters.heading')}
      </summary>
      <div className="catalogue-filter__facets">
        {facets.map((facet) => (
          <fieldset key={facet.param} className="catalogue-filter__facet">
            <legend className="catalogue-filter__label">{legend(facet)}</legend>
            {facet.kind === 'range' ? (
              <div className="catalogue-filter__range">
                {(['min', 'max'] as const).map((end) => (
                  <label key={end}>
                    <span>{t(`filters.${end}`)}</span>
                    <input
                      id={`${idPrefix}-${facet.param}-${end}`}
                      name={`${facet.param}_${end}`}
                      type="number"
                      inputMode="decimal"
                      step="any"
                      min="0"
                      defaultValue={facet.chosen[end] ?? ''}
                      placeholder={String((end === 'min' ? facet.least : facet.most) ?? '')}
                      onBlur={(event) => {
                        if (event.target.value !== String(facet.chosen[end] ?? '')) onApply();
                      }}
                    />
                  </label>
                ))}
              </div>
            ) : (
              <ul className="catalogue-filter__choices">
                {facet.choices.map((choice) => (
                  <li key={choice.value}>
                    <label className={choice.count === 0 ? 'is-empty' : undefined}>
                      <input
                        type="checkbox"
                        name={facet.param}
                        value={choice.value}
                        defaultChecked={choice.chosen}
                        onChange={onApply}
                      />
                      {choiceLabel(facet, choice.value, choice.label)}
                      <span className="catalogue-filter__count">{`(${choice.count})`}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        ))}
        <p className="catalogue-filter__actions">
          <button type="submit" className="button button--dark">
            {t('filters.apply')}
          </button>
          {count > 0 ? (
            <a className="text-link" href={clearHref}>
              {t('filters.clear')}
            </a>
          ) : null}
        </p>
      </div>
    </details>
  );
}
