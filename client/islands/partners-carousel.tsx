import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { PARTNER_LOGO_SIZE } from '#shared/media.ts';
import { ArrowLeftIcon, ArrowRightIcon } from '../ui/block-icons.tsx';
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
export interface PartnerLogo {
  id: number;
  name: string;
  logo: string;
}

/** Below this many partners the carousel does not loop (Swiper needs more slides than it shows to loop). */
const LOOP_FROM = 7;

export function PartnersCarousel({ partners }: { partners: readonly PartnerLogo[] }) {
  const { t } = useTranslation('home');
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Also a ref: a press held before the island was live is replayed as soon as it is, maybe before the render
  // that follows onSwiper.
  const swiperRef = useRef<SwiperInstance | null>(null);
  useReducedMotionAutoplay(swiper);
  const loop = partners.length >= LOOP_FROM;

  return (
    <div className="partners__carousel">
      <Swiper
        className="partners__swiper"
        modules={[Autoplay, A11y]}
        slidesPerView="auto"
        spaceBetween={PARTNERS_GAP_PX}
        // Whole-pixel slide widths and steps: a fractional one left the last logo's right edge clipped by a
        // pixel at rest (at 1366 px).
        roundLengths
        loop={loop}
        // Without a loop, "next" at the end goes back to the first logo, so every one stays reachable.
        rewind={!loop}
        speed={PARTNERS_SPEED_MS}
        autoplay={{ delay: PARTNERS_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        a11y={{ slideLabelMessage: '' }}
        onSwiper={(instance) => {
          swiperRef.current = instance;
          setSwiper(instance);
        }}
      >
        {partners.map((partner) => (
          <SwiperSlide key={partner.id} className="partners__slide">
            <MediaImage
              className="partners__logo"
              media={{ src: partner.logo, ...PARTNER_LOGO_SIZE }}
              alt={t('partners.logoAlt', { name: partner.name })}
              loading="lazy"
              decoding="async"
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {/* Every logo within reach where fewer show than there are (one at a time on a phone): a press before the
          island is live is held and replayed (client/first-actions.ts). Swiping works too. */}
      <div className="partners__controls">
        <button
          type="button"
          className="partners__arrow"
          aria-label={t('partners.previous')}
          title={t('partners.previous')}
          onClick={() => swiperRef.current?.slidePrev()}
        >
          <ArrowLeftIcon />
        </button>
        <button
          type="button"
          className="partners__arrow"
          aria-label={t('partners.next')}
          title={t('partners.next')}
          onClick={() => swiperRef.current?.slideNext()}
        >
          <ArrowRightIcon />
        </button>
      </div>
    </div>
  );
}
