import { useEffect } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// Stops a carousel's autoplay while the visitor asks for reduced motion, and resumes it if they change
// their mind. Read in an effect, never during render: the server has no matchMedia, and the first client
// render must match the server's HTML.
export function useReducedMotionAutoplay(swiper: SwiperInstance | null): void {
  useEffect(() => {
    if (!swiper) return;
    const query = window.matchMedia(REDUCED_MOTION);
    const apply = () => {
      if (swiper.destroyed) return;
      if (query.matches) swiper.autoplay.stop();
      else if (!swiper.autoplay.running) swiper.autoplay.start();
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [swiper]);
}

/** True when the visitor asks for reduced motion. Call from effects and event handlers only. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}
