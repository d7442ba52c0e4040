import { AboutBlock } from '#client/blocks/about-block.tsx';
import { ServicesBlock } from '#client/blocks/services-block.tsx';
import { TeamBlock } from '#client/blocks/team-block.tsx';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import { FunFactsBlock } from '#client/blocks/fun-facts-block.tsx';
import type { WithMeta } from '#shared/page-view.ts';

// docs/specification.md §2 About: title bar, about block with the CEO card, team, services, fun facts (about variant).
export function AboutPage({ meta }: WithMeta) {
  return (
    <>
      <TitleBar title={meta.title} lead={meta.description} />
      <AboutBlock showDiscoverMore={false} isFirstView />
      <TeamBlock />
      <ServicesBlock />
      <FunFactsBlock variant="about" />
    </>
  );
}
