import { funFactsOf, type FunFactVariant } from '#shared/fun-facts.ts';
import { Island } from '../islands/island.tsx';
import { useRenderContext } from '../render-context.ts';

/** The fun-fact counters of a page: the office's figures for it (the list 'figures'), counting up once seen. */
export function FunFactsBlock({ variant }: { variant: FunFactVariant }) {
  const facts = funFactsOf(useRenderContext().lists('figures'), variant);
  if (facts.length === 0) return null;
  return <Island name="fun-facts" hydrate="visible" props={{ variant, facts }} />;
}
