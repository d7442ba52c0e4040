// Every image the site shows, with its intrinsic size (width/height on every <img>: no layout shift).
// Files live in public/images/ (original SVG artwork in one style); alt texts live in locales/.

export interface Media {
  src: string;
  width: number;
  height: number;
}

const svg = (file: string, width: number, height: number): Media => ({ src: `/images/${file}.svg`, width, height });

/** Every hero picture is drawn at this size (the office picks one of HERO_SLIDES for a slide). */
export const HERO_IMAGE_SIZE = { width: 1920, height: 1080 } as const;

// docs/specification.md §3 hero slide: an image and a title colour, as shipped (the office keeps the list 'slides').
export const HERO_SLIDES = [
  { image: svg('hero/open-pit', 1920, 1080), titleColor: '#ffffff' },
  { image: svg('hero/drill-rig', 1920, 1080), titleColor: '#f2a900' },
  { image: svg('hero/haul-truck', 1920, 1080), titleColor: '#ffffff' },
  { image: svg('hero/logistics', 1920, 1080), titleColor: '#f2a900' },
] as const;

/** Every service picture of a kind is drawn at one size (the office picks one for a service, of any service). */
export const SERVICE_IMAGE_SIZES = {
  image: { width: 1200, height: 750 },
  icon: { width: 64, height: 64 },
  gallery: { width: 800, height: 600 },
  videoPoster: { width: 1280, height: 720 },
} as const;

export const SERVICE_MEDIA = {
  consulting: {
    image: svg('services/consulting', 1200, 750),
    icon: svg('services/consulting-icon', 64, 64),
    gallery: [svg('services/consulting-gallery-1', 800, 600), svg('services/consulting-gallery-2', 800, 600)],
    videoPoster: svg('services/consulting-video', 1280, 720),
  },
  trading: {
    image: svg('services/trading', 1200, 750),
    icon: svg('services/trading-icon', 64, 64),
    gallery: [svg('services/trading-gallery-1', 800, 600), svg('services/trading-gallery-2', 800, 600)],
    videoPoster: svg('services/trading-video', 1280, 720),
  },
  logistics: {
    image: svg('services/logistics', 1200, 750),
    icon: svg('services/logistics-icon', 64, 64),
    gallery: [svg('services/logistics-gallery-1', 800, 600), svg('services/logistics-gallery-2', 800, 600)],
    videoPoster: svg('services/logistics-video', 1280, 720),
  },
} as const;

export const PRODUCT_GROUP_MEDIA = {
  'mining-equipment': svg('products/mining-equipment', 800, 600),
  'mining-drills': svg('products/mining-drills', 800, 600),
  'heavy-tires': svg('products/heavy-tires', 800, 600),
} as const;

export const ABOUT_MEDIA = {
  main: svg('about/site-visit', 640, 760),
  secondary: svg('about/warehouse', 420, 420),
  ceo: svg('about/ceo', 240, 240),
  skills: svg('about/skills', 720, 600),
} as const;

export const FEATURE_ICONS = {
  technology: svg('features/technology', 64, 64),
  support: svg('features/support', 64, 64),
  engineers: svg('features/engineers', 64, 64),
} as const;

/** Every team portrait is drawn at this size (the office picks one of TEAM_MEDIA for a member). */
export const TEAM_PORTRAIT_SIZE = { width: 480, height: 560 } as const;

export const TEAM_MEDIA = {
  founder: svg('team/founder', 480, 560),
  partner1: svg('team/partner-1', 480, 560),
  partner2: svg('team/partner-2', 480, 560),
} as const;

/** Every partner wordmark is drawn at this size (the office picks one of PARTNER_LOGOS for a partner). */
export const PARTNER_LOGO_SIZE = { width: 240, height: 96 } as const;

export const PARTNER_LOGOS = [
  svg('partners/partner-1', 240, 96),
  svg('partners/partner-2', 240, 96),
  svg('partners/partner-3', 240, 96),
  svg('partners/partner-4', 240, 96),
  svg('partners/partner-5', 240, 96),
  svg('partners/partner-6', 240, 96),
  svg('partners/partner-7', 240, 96),
  svg('partners/partner-8', 240, 96),
] as const;

export const CONTACT_MAP = svg('contact/map', 1200, 600);
/** The place the contact map's drawing marks (Olympic Street 19, Sukhbaatar District): the shipped location. */
export const CONTACT_MAP_PLACE = { latitude: 47.9145, longitude: 106.9225 } as const;
/** Whether the drawing shows `location`: once the office moves the company, the drawing would show a wrong place. */
export const drawnOnContactMap = (location: { latitude: number; longitude: number }) =>
  location.latitude === CONTACT_MAP_PLACE.latitude && location.longitude === CONTACT_MAP_PLACE.longitude;

/** The picture used when a page is shared (Open Graph); raster, since most networks ignore SVG. */
export const SHARE_IMAGE = { src: '/images/share.png', width: 1200, height: 630 } as const;
