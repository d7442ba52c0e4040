// What a page view is counted under (docs/privacy.md, "Page-view statistics"): the device class from the
// User-Agent header, bots left out, and the referring site's host alone from the Referer header.
import { describe, expect, it } from '@jest/globals';
import { deviceClass } from '#server/stats/device-class.ts';
import { OTHER_REFERRER, referrerHost } from '#server/stats/referrer-host.ts';
import { visitorAgents } from '#server/stats/visitor-agents.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const FIREFOX_PHONE = 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0';
const FIREFOX_TABLET = 'Mozilla/5.0 (Android 14; Tablet; rv:125.0) Gecko/125.0 Firefox/125.0';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('the device class', () => {
  it.each([
    ['an iPhone', 'phone', IPHONE],
    ['an Android phone', 'phone', ANDROID_PHONE],
    ['Firefox on an Android phone', 'phone', FIREFOX_PHONE],
    ['an Android tablet (no "Mobile")', 'tablet', ANDROID_TABLET],
    ['an iPad', 'tablet', IPAD],
    ['Firefox on an Android tablet', 'tablet', FIREFOX_TABLET],
    ['Windows', 'desk', WINDOWS],
    ['a Mac (and an iPad asking for the desktop site)', 'desk', MAC],
  ])('of %s is %s', (_name, device, userAgent) => {
    expect(deviceClass(userAgent)).toBe(device);
  });
});

describe('the visitor agents', () => {
  it('leave out bots, tools and requests naming no browser, and remember the rest by their header', () => {
    const deviceOf = visitorAgents();
    expect([GOOGLEBOT, 'curl/8.5.0', 'python-requests/2.31', '', undefined].map(deviceOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([IPHONE, ANDROID_TABLET, WINDOWS, IPHONE].map(deviceOf)).toEqual(['phone', 'tablet', 'desk', 'phone']);
  });
});

describe('the referrer host', () => {
  const own = 'site.example';
  it.each([
    ['https://www.Google.com/search?q=drill+bits&client=x', 'www.google.com'],
    ['http://facebook.com:8080/some/page#part', 'facebook.com'],
    ['https://bücher.example/', 'xn--bcher-kva.example'],
    ['android-app://com.google.android.gm/', 'com.google.android.gm'],
    ['https://site.example/products/', ''],
    ['http://SITE.example:3000/about', ''],
    ['not an address', ''],
    ['/relative/path', ''],
    ['file:///etc/passwd', ''],
    ['http://192.168.1.20/intranet', OTHER_REFERRER],
    ['http://[2001:db8::1]/', OTHER_REFERRER],
    [`https://${'a'.repeat(95)}.example/`, OTHER_REFERRER],
  ])('of %s is %j', (referer, host) => {
    expect(referrerHost(referer, own)).toBe(host);
  });
});
