// The device class a page view is counted under (docs/privacy.md, "Page-view statistics"), from the User-Agent
// header alone, by a rule simple enough to state: the header itself is never kept.
//   tablet: it names an iPad, a tablet, a Kindle or Silk, or Android without "Mobile" (Android phones' browsers
//           say "Mobile"; tablets' do not);
//   phone:  else it says "Mobi" (Mobile), or names an iPhone, an iPod, Android, Windows Phone or Opera Mini;
//   desk:   anything else. An iPad asking for the desktop site (iPadOS' default) says it is a Mac: desk.

export const DEVICE_CLASSES = ['phone', 'tablet', 'desk'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

const TABLET = /iPad|Tablet|Kindle|Silk|PlayBook/i;
const ANDROID = /Android/i;
const MOBILE = /Mobile/i;
const PHONE = /Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i;

/** The device class of a browser's User-Agent header. */
export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent) || (ANDROID.test(userAgent) && !MOBILE.test(userAgent))) return 'tablet';
  return PHONE.test(userAgent) ? 'phone' : 'desk';
}
