import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';

/** A browser that signed in is known for this long after its last sign-in. */
export const KNOWN_DEVICE_MS = 365 * 24 * 60 * 60 * 1000;

/** Under https the cookie takes the __Host- prefix, as the session's does. */
export const deviceCookieName = (secure: boolean) => (secure ? '__Host-office-device' : 'office_device');

const encodeLogin = (login: string) => Buffer.from(login.toLowerCase()).toString('base64url');

/**
 * "Known device" cookies: a browser that signed in to a login receives a signed cookie naming that login and a
 * random device id. Such a browser's sign-ins to that login are counted against the device, not the login, so
 * strangers' failures cannot lock it out. Signed with the shared secret: every replica reads them alike. The
 * cookie proves a past sign-in only; the password is checked as always.
 */
export function knownDevices(secret: string, clock: Clock) {
  const mac = (payload: string) => createHmac('sha256', secret).update(`office-device:${payload}`).digest('base64url');
  return {
    /** A cookie value for `login`, keeping `deviceId` when the browser had one. */
    issue(login: string, deviceId = randomBytes(16).toString('base64url')): string {
      const payload = [encodeLogin(login), deviceId, clock.now().getTime()].join('.');
      return `${payload}.${mac(payload)}`;
    },
    /** The device id of a cookie this site issued for `login` less than KNOWN_DEVICE_MS ago; else undefined. */
    read(value: string | undefined, login: string): string | undefined {
      const [encoded, deviceId, issuedAt, signature = ''] = (value ?? '').split('.');
      if (!deviceId || encoded !== encodeLogin(login)) return undefined;
      const expected = Buffer.from(mac([encoded, deviceId, issuedAt].join('.')));
      const actual = Buffer.from(signature);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
      const age = clock.now().getTime() - Number(issuedAt);
      return age >= 0 && age < KNOWN_DEVICE_MS ? deviceId : undefined;
    },
  };
}
