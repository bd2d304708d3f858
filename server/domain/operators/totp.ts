import { generate, generateSecret, generateURI, verify } from 'otplib';

/** A code is accepted from the 30 s step before to the one after: clocks on phones drift. */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// link an authenticator app reads (shown as text and as a QR code by the console). */
export function totpUri(secret: string, username: string, issuer = 'Drawhall'): string {
  return generateURI({ issuer, label: username, secret });
}

export async function totpMatches(secret: string, code: string, nowMs: number): Promise<boolean> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOLERANCE_SECONDS,
    });
    return result.valid;
  } catch {
    return false; // a malformed code or secret is a wrong code, not a crash
  }
}

/** The code an authenticator shows at that time (tests and the first-login walkthrough). */
export function totpCodeAt(secret: string, nowMs: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(nowMs / 1000) });
}
