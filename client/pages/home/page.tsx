import { AboutBlock } from '../../blocks/about-block.tsx';
import { FeaturesBlock } from '../../blocks/features-block.tsx';
import { PartnersBlock } from '../../blocks/partners-block.tsx';
import { ProductPlansBlock } from '../../blocks/product-plans-block.tsx';
import { ServicesBlock } from '../../blocks/services-block.tsx';
import { SkillsBlock } from '../../blocks/skills-block.tsx';
import { SubscribeBlock } from '../../blocks/subscribe-block.tsx';
import { TestimonialsBlock } from '../../blocks/testimonials-block.tsx';
import { HeroBlock } from '../../blocks/hero-block.tsx';
import { Island } from '../../islands/island.tsx';

// docs/specification.md §2 Home, in order. Header, ticker and footer come from the layout; the hero holds the page's
// h1.
export function HomePage() {
  return (
    <>
      <HeroBlock />
      <AboutBlock />
      <FeaturesBlock />
      <ServicesBlock />
      <ProductPlansBlock />
      <SkillsBlock />
      <Island name="fun-facts" hydrate="visible" props={{ variant: 'home' }} />
      <TestimonialsBlock />
      <PartnersBlock />
      <SubscribeBlock />
    </>
  );
}
