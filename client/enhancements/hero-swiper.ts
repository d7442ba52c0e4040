import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade } from 'swiper/modules';
import { HERO_AUTOPLAY_MS, HERO_SPEED_MS } from '#shared/constants.ts';
import { followReducedMotion } from '../lib/reduced-motion.ts';

/** Starts Swiper on the server-rendered hero (client/blocks/hero-block.tsx) and wires its buttons and counter. */
export function startHeroSwiper(hero: HTMLElement): void {
  const container = hero.querySelector<HTMLElement>('.hero__swiper');
  const previous = hero.querySelector<HTMLButtonElement>('[data-hero-prev]');
  const next = hero.querySelector<HTMLButtonElement>('[data-hero-next]');
  const counter = hero.querySelector<HTMLElement>('.hero__counter');
  if (!container || !previous || !next || !counter) return;
  const template = counter.dataset.template ?? '{{index}}';

  const swiper = new Swiper(container, {
    modules: [EffectFade, Autoplay, A11y],
    effect: 'fade',
    fadeEffect: { crossFade: true },
    loop: true,
    speed: HERO_SPEED_MS,
    autoplay: { delay: HERO_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
    // Our own per-slide labels are in the server HTML; Swiper must not replace them.
    a11y: { slideLabelMessage: '' },
    on: {
      realIndexChange: (instance) => {
        counter.textContent = template.replace('{{index}}', String(instance.realIndex + 1));
      },
    },
  });
  previous.addEventListener('click', () => swiper.slidePrev());
  next.addEventListener('click', () => swiper.slideNext());
  previous.disabled = false;
  next.disabled = false;
  followReducedMotion(swiper);
  hero.dataset.ready = '';
}
