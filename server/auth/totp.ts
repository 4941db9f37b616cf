// RFC 6238 time-based one-time passwords (otpauth): SHA-1, 6 digits, 30-second steps, as every authenticator app
// reads them. A code is accepted within one step either side of the server's clock (a phone a little fast or
// slow, a code typed as it turns), and only for a step later than the last one the account used (no replay).
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** the issuer authenticator apps show beside the account */
export const TOTP_ISSUER = 'ESL Console';
const PERIOD = 30;
/** steps accepted either side of now */
const WINDOW = 1;

function totpOf(secret: string, email = ''): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: email, secret: Secret.fromBase32(secret), period: PERIOD });
}

/** a new secret: 20 random bytes (RFC 4226's recommended length), in base32 */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export interface Enrolment {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** what the enrolment shows: the secret for typing, its otpauth:// address and a QR code of the address */
export async function enrolmentOf(secret: string, email: string): Promise<Enrolment> {
  const otpauthUrl = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/** the digits of a code as typed (spaces and dashes of "123 456" dropped) */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/**
 * The time step of `code` within ±WINDOW of `now` (ms), when it is later than `lastStep`; else undefined (wrong,
 * too old or too new, or already used).
 */
export function acceptedStep(
  secret: string,
  code: string,
  now: number,
  lastStep: number | null,
): number | undefined {
  const token = normaliseCode(code);
  if (!/^\d{6}$/.test(token)) return undefined;
  const totp = totpOf(secret);
  const delta = totp.validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  const step = totp.counter({ timestamp: now }) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}
