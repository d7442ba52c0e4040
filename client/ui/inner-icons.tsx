// Line icons for the inner pages (services, contact, search, video, chat), in the style of icons.tsx:
// 24px grid, 2px stroke, round caps. Decorative: hidden from assistive tech; the text beside them carries the meaning.
import { Icon as InnerIcon, SearchIcon } from './icons.tsx';

export { SearchIcon };

export const CheckCircleIcon = () => (
  <InnerIcon>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </InnerIcon>
);

export const ChatBubbleIcon = () => (
  <InnerIcon>
    <path d="M12 3C7 3 3 6.6 3 11c0 2.4 1.2 4.6 3.1 6L5.5 21l4-2.1c.8.2 1.6.3 2.5.3 5 0 9-3.6 9-8.1S17 3 12 3z" />
    <path d="M7.5 13l3-3 2.5 2 3.5-3.5" />
  </InnerIcon>
);

export const PlayIcon = () => (
  <InnerIcon>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8.5v7l5.5-3.5z" />
  </InnerIcon>
);

export const ClockIcon = () => (
  <InnerIcon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </InnerIcon>
);

export const ArrowLinkIcon = () => (
  <InnerIcon>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </InnerIcon>
);

export const MapIcon = () => (
  <InnerIcon>
    <path d="M9 4L3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5z" />
    <path d="M9 4v13.5M15 6.5V20" />
  </InnerIcon>
);

export const WrenchIcon = () => (
  <InnerIcon>
    <path d="M14.5 6.5a4 4 0 0 0 5 5L21 10a5.5 5.5 0 0 1-7.3 5.2L7 21.9a2.1 2.1 0 0 1-3-3l6.7-6.7A5.5 5.5 0 0 1 16 5z" />
  </InnerIcon>
);

export const TruckIcon = () => (
  <InnerIcon>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </InnerIcon>
);
