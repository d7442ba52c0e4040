import { AboutBlock } from '#client/blocks/about-block.tsx';
import { FeaturesBlock } from '#client/blocks/features-block.tsx';
import { PartnersBlock } from '#client/blocks/partners-block.tsx';
import { ProductPlansBlock } from '#client/blocks/product-plans-block.tsx';
import { ServicesBlock } from '#client/blocks/services-block.tsx';
import { SkillsBlock } from '#client/blocks/skills-block.tsx';
import { SubscribeBlock } from '#client/blocks/subscribe-block.tsx';
import { TestimonialsBlock } from '#client/blocks/testimonials-block.tsx';
import { HeroBlock } from '#client/blocks/hero-block.tsx';
import { FunFactsBlock } from '#client/blocks/fun-facts-block.tsx';

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
      <FunFactsBlock variant="home" />
      <TestimonialsBlock />
      <PartnersBlock />
      <SubscribeBlock />
    </>
  );
}
