import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { PARTNER_LOGOS } from '#shared/media.ts';
import { useReducedMotionAutoplay } from '../ui/use-reduced-motion-autoplay.ts';
import { MediaImage } from '../ui/media-image.tsx';

// docs/specification.md §9: partner carousel speed 300 ms; the autoplay delay is Swiper's usual 3 s.
const PARTNERS_SPEED_MS = 300;
const PARTNERS_AUTOPLAY_MS = 3000;
// Must equal --partners-gap in partners-block.css, which sizes the slides.
const PARTNERS_GAP_PX = 24;

// The partner wordmarks (docs/specification.md §9: 6 visible, then 5, 4, 3, 2, 1 below 1199, 991, 767, 575, 450 px).
// slidesPerView 'auto' with widths from CSS media queries, not Swiper `breakpoints`: the server HTML
// and the hydrated carousel then lay out identically (no hydration mismatch, no jump on init).
export function PartnersCarousel() {
  const { t } = useTranslation('home');
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useReducedMotionAutoplay(swiper);

  return (
    <div className="partners__carousel">
      <Swiper
        className="partners__swiper"
        modules={[Autoplay, A11y]}
        slidesPerView="auto"
        spaceBetween={PARTNERS_GAP_PX}
        loop
        speed={PARTNERS_SPEED_MS}
        autoplay={{ delay: PARTNERS_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        a11y={{ slideLabelMessage: '' }}
        onSwiper={setSwiper}
      >
        {PARTNER_LOGOS.map((logo, index) => (
          <SwiperSlide key={logo.src} className="partners__slide">
            <MediaImage
              className="partners__logo"
              media={logo}
              alt={t('partners.logoAlt', { name: t(`partners.names.partner${index + 1}`) })}
              loading="lazy"
              decoding="async"
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
