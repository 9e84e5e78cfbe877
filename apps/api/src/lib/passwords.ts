import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP / ASVS minimum: m = 19 MiB (19456 KiB), t = 2, p = 1. The PHC string
 * carries its parameters, so stronger settings later still verify old hashes.
 */
export const ARGON2_OPTIONS = {
  /** Algorithm.Argon2id (a const enum in the typings; its value written out for the transpiler). */
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS as never);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash (argon2's own comparison is constant-time). Without
 * a stored hash a dummy one is verified, so an unknown account costs the same time as a known one.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('dummy password for timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
