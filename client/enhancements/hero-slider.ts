import { whenDue } from '../hydration-schedule.ts';

// The home hero's slider needs Swiper, not React: its code is fetched when the browser is idle (or at the
// first sign of use), well before the first autoplay step at 5000 ms.
export function enhanceHeroSlider(doc: Document = document): void {
  const hero = doc.querySelector<HTMLElement>('[data-hero]');
  if (!hero) return;
  whenDue(hero, 'idle', () => {
    import('./hero-swiper.ts')
      .then(({ startHeroSwiper }) => startHeroSwiper(hero))
      .catch((err: unknown) => console.error('hero slider failed to start', err));
  });
}
