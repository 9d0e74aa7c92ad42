import argon2 from 'argon2';

/** OWASP Password Storage Cheat Sheet: argon2id, m = 19 MiB, t = 2, p = 1. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

/** False for a wrong password and for a hash that cannot be read. */
export const verifyPassword = (hash: string, password: string) => argon2.verify(hash, password).catch(() => false);

/** A hash made with older parameters is upgraded at the next successful login. */
export const needsRehash = (hash: string) => argon2.needsRehash(hash, ARGON2_OPTIONS);

let dummy: Promise<string> | null = null;

/**
 * Spends the time of one verification against a throwaway hash, so an unknown email answers as
 * slowly as a wrong password.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummy, password);
  return false;
}
