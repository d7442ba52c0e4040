import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade } from 'swiper/modules';
import { HERO_AUTOPLAY_MS, HERO_SPEED_MS } from '#shared/constants.ts';
import { followReducedMotion, prefersReducedMotion } from '../lib/reduced-motion.ts';

export type HeroStep = 'previous' | 'next';

interface StartState {
  /** Presses on previous or next made before Swiper ran, in order: taken at once. */
  held: readonly HeroStep[];
  /** The first autoplay step is due: taken at once, when nothing was pressed (and motion is welcome). */
  autoplayDue: boolean;
}

/**
 * Starts Swiper on the server-rendered hero (client/blocks/hero-block.tsx), wires its buttons and counter (the
 * loader, hero-slider.ts, has enabled the buttons already) and takes the steps that are due. False when the
 * markup is not the hero's.
 */
export function startHeroSwiper(hero: HTMLElement, { held, autoplayDue }: StartState): boolean {
  const container = hero.querySelector<HTMLElement>('.hero__swiper');
  const previous = hero.querySelector<HTMLButtonElement>('[data-hero-prev]');
  const next = hero.querySelector<HTMLButtonElement>('[data-hero-next]');
  const counter = hero.querySelector<HTMLElement>('.hero__counter');
  if (!container || !previous || !next || !counter) return false;
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
  followReducedMotion(swiper);
  const steps = held.length === 0 && autoplayDue && !prefersReducedMotion() ? ['next'] : held;
  for (const step of steps) {
    if (step === 'next') swiper.slideNext();
    else swiper.slidePrev();
  }
  hero.dataset.ready = '';
  return true;
}
