import { HERO_AUTOPLAY_MS } from '#shared/constants.ts';
import { whenDue } from '../hydration-schedule.ts';
import type { HeroStep } from './hero-swiper.ts';

// The home hero's slider needs Swiper, not React, and nothing of it runs while the page loads: the first slide
// is complete in the server's HTML, and a slow phone's main thread is left to the first view and the visitor.
// Swiper is fetched and started when it is first needed: at the first sign of use on the hero (a pointer over
// it, a touch, focus), or when the first autoplay step is due, HERO_AUTOPLAY_MS after the page appeared, which
// it then takes at once (docs/architecture.md §5). The previous and next buttons work from the loader's start:
// a press before Swiper runs is held and replayed, so it has the effect it has later. It starts once the
// page's full stylesheets apply (`needStyles`): the rules of the running slider are there, not inline.
export function enhanceHeroSlider(
  needStyles: () => Promise<void> = () => Promise.resolve(),
  doc: Document = document,
): void {
  const hero = doc.querySelector<HTMLElement>('[data-hero]');
  const previous = hero?.querySelector<HTMLButtonElement>('[data-hero-prev]');
  const next = hero?.querySelector<HTMLButtonElement>('[data-hero-next]');
  if (!hero || !previous || !next) return;
  const buttons: Record<HeroStep, HTMLButtonElement> = { previous, next };

  const held: HeroStep[] = [];
  let take: ((step: HeroStep) => void) | undefined;
  let autoplayDue = false;

  const start = whenDue(hero, 'interaction', () => {
    Promise.all([import('./hero-swiper.ts'), needStyles()])
      .then(([{ startHeroSwiper }]) => {
        take = startHeroSwiper(hero, { held: held.splice(0), autoplayDue });
      })
      .catch((err: unknown) => {
        // The first slide stays, as without script; the buttons go back to saying they do nothing.
        for (const button of Object.values(buttons)) button.disabled = true;
        console.error('hero slider failed to start', err);
      });
  });

  for (const [step, button] of Object.entries(buttons) as Array<[HeroStep, HTMLButtonElement]>) {
    button.disabled = false;
    button.addEventListener('click', () => {
      if (take) return take(step);
      held.push(step);
      start();
    });
  }
  setTimeout(
    () => {
      autoplayDue = true;
      start();
    },
    Math.max(0, HERO_AUTOPLAY_MS - performance.now()),
  );
}
