import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// Two-factor sign-in's codes (RFC 6238 TOTP, as every authenticator app makes them: SHA-1, six digits, 30 s) with
// otpauth (docs/decisions/039-office-accounts-and-two-factor.md), the set-up's QR code drawn as SVG on the server with qrcode,
// and the recovery codes.

const PERIOD_S = 30;
/** A code of the step before or after now is taken too: a phone's clock a little off, a code typed slowly. */
const WINDOW = 1;
export const RECOVERY_CODES = 10;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new secret: 160 random bits (RFC 4226's recommended length), in base32 as the apps take it typed. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The time step of `code` when it is the secret's code within a step of `now`; undefined otherwise. */
export function codeStep(secret: string, code: string, now: Date): number | undefined {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(secret).validate({ token, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? undefined : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** The otpauth:// address an app reads from the QR code: the site's name and the login label it. */
export const totpUri = (secret: string, issuer: string, login: string) => totpOf(secret, login, issuer).toString();

/** The QR code of `uri` as an SVG element's markup (drawn by qrcode; no script, no image request). */
export const qrSvg = (uri: string) => QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });

// Recovery codes: ten letters and digits of an alphabet without look-alikes (no 0/o, 1/l/i), 50 bits each.
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/** Ten new recovery codes, as shown once: xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const letters = [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** What a recovery code is kept as: the SHA-256 of it without its dash, spaces and case. */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

/** Whether what was typed looks like a recovery code rather than a six-digit one. */
export const isRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '').length === 10;
