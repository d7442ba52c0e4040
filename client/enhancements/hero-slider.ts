import { whenDue } from '../hydration-schedule.ts';

// The home hero's slider needs Swiper, not React: its code is fetched when the browser is idle (or at the
// first sign of use), well before the first autoplay step at 5000 ms. It starts once the page's full stylesheets
// apply (`needStyles`): the rules of the running slider are there, not in the page's inline rules.
export function enhanceHeroSlider(
  needStyles: () => Promise<void> = () => Promise.resolve(),
  doc: Document = document,
): void {
  const hero = doc.querySelector<HTMLElement>('[data-hero]');
  if (!hero) return;
  whenDue(hero, 'idle', () => {
    Promise.all([import('./hero-swiper.ts'), needStyles()])
      .then(([{ startHeroSwiper }]) => startHeroSwiper(hero))
      .catch((err: unknown) => console.error('hero slider failed to start', err));
  });
}
