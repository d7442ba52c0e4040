// Line icons for the home and about blocks, in the same style as icons.tsx (24px grid, 2px stroke).
// Decorative: hidden from assistive tech; the text beside them carries the meaning.
import { Icon as BlockIcon } from './icons.tsx';

export const ArrowRightIcon = () => (
  <BlockIcon>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </BlockIcon>
);

export const ArrowLeftIcon = () => (
  <BlockIcon>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </BlockIcon>
);

export const CheckIcon = () => (
  <BlockIcon>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </BlockIcon>
);

export const QuoteIcon = () => (
  <BlockIcon>
    <circle cx="7" cy="10" r="2.5" fill="currentColor" />
    <path d="M9.5 10c0 3.8-1.8 6.2-4.5 7.2" />
    <circle cx="16" cy="10" r="2.5" fill="currentColor" />
    <path d="M18.5 10c0 3.8-1.8 6.2-4.5 7.2" />
  </BlockIcon>
);

export const MailIcon = () => (
  <BlockIcon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </BlockIcon>
);
