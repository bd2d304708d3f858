import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of the raw webhook body, hex: what the provider sends in X-Sandbox-Signature. */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function verifyBody(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, rawBody), 'hex'), Buffer.from(signature, 'hex'));
}

export const SIGNATURE_HEADER = 'x-sandbox-signature';
