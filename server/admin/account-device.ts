// What a session's device is called on the sessions lists: the browser and system its User-Agent names, in a few
// words ("Firefox · Android"), never the whole header (a fingerprint, and up to kilobytes).

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|HeadlessChrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (table: ReadonlyArray<[RegExp, string]>, text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Linux"; a browser or system alone when only one is known; '' for neither. */
export function deviceOf(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, 1000);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? '';
}
