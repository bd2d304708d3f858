import { hash, verify } from '@node-rs/argon2';

// Argon2id (algorithm 2; the package's Algorithm enum is a const enum we cannot import under
// isolatedModules). Parameters are OWASP's recommended minimum: 19 MiB, 2 passes, 1 lane.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed login, not a crash
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash, so an unknown username costs as much time as a wrong
 * password and the response time does not reveal which usernames exist.
 */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
}
