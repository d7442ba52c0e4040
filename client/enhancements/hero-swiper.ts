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
 * Starts Swiper on the server-rendered hero (client/blocks/hero-block.tsx), wires its counter and takes the steps
 * that are due. Returns what a press on previous or next does from now on (the loader, hero-slider.ts, owns the
 * buttons), or nothing when the markup is not the hero's.
 */
export function startHeroSwiper(
  hero: HTMLElement,
  { held, autoplayDue }: StartState,
): ((step: HeroStep) => void) | undefined {
  const container = hero.querySelector<HTMLElement>('.hero__swiper');
  const counter = hero.querySelector<HTMLElement>('.hero__counter');
  if (!container || !counter) return undefined;
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
  followReducedMotion(swiper);
  const take = (step: HeroStep) => (step === 'next' ? swiper.slideNext() : swiper.slidePrev());
  const steps: readonly HeroStep[] = held.length === 0 && autoplayDue && !prefersReducedMotion() ? ['next'] : held;
  steps.forEach(take);
  hero.dataset.ready = '';
  return take;
}
