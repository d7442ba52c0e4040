import { useEffect } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { followReducedMotion } from '../lib/reduced-motion.ts';

// A carousel island's autoplay follows the visitor's reduced-motion setting. Read in an effect, never during
// render: the server has no matchMedia, and the first client render must match the server's HTML.
export function useReducedMotionAutoplay(swiper: SwiperInstance | null): void {
  useEffect(() => (swiper ? followReducedMotion(swiper) : undefined), [swiper]);
}
