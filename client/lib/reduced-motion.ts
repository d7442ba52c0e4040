import type { Swiper } from 'swiper/types';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Stops a carousel's autoplay while the visitor asks for reduced motion, and resumes it if they change it. */
export function followReducedMotion(swiper: Swiper): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  const apply = () => {
    if (swiper.destroyed) return;
    if (query.matches) swiper.autoplay.stop();
    else if (!swiper.autoplay.running) swiper.autoplay.start();
  };
  apply();
  query.addEventListener('change', apply);
  return () => query.removeEventListener('change', apply);
}

/** True when the visitor asks for reduced motion. Call from effects and event handlers only. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}
