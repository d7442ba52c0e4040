import { describe, expect, it } from '@jest/globals';
import { KNOWN_DEVICE_MS, knownDevices } from '#server/admin/known-device.ts';

const SECRET = 'test-secret-that-is-long-enough-0123456789';
const T0 = new Date('2026-03-15T04:00:00Z');

describe('knownDevices', () => {
  let now = T0;
  const devices = knownDevices(SECRET, { now: () => now });

  it("names its device for the login it was issued for (any case), for a year, and keeps a browser's id", () => {
    now = T0;
    const cookie = devices.issue('Office');
    const id = devices.read(cookie, 'office');
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(devices.read(devices.issue('office', id), 'OFFICE')).toBe(id);
    now = new Date(T0.getTime() + KNOWN_DEVICE_MS - 1);
    expect(devices.read(cookie, 'office')).toBe(id);
    now = new Date(T0.getTime() + KNOWN_DEVICE_MS);
    expect(devices.read(cookie, 'office')).toBeUndefined();
  });

  it('knows nothing of another login, another secret, or an altered or missing cookie', () => {
    now = T0;
    const cookie = devices.issue('office');
    const [login = '', id = '', issued = '', mac = ''] = cookie.split('.');
    expect(devices.read(cookie, 'sales')).toBeUndefined();
    expect(knownDevices(`${SECRET}x`, { now: () => now }).read(cookie, 'office')).toBeUndefined();
    expect(devices.read([login, `${id}x`, issued, mac].join('.'), 'office')).toBeUndefined();
    expect(
      devices.read([login, id, String(Number(issued) + KNOWN_DEVICE_MS), mac].join('.'), 'office'),
    ).toBeUndefined();
    expect(devices.read(undefined, 'office')).toBeUndefined();
    expect(devices.read('', '')).toBeUndefined();
  });
});
