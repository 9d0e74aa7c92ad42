import { describe, expect, test } from '@jest/globals';
import { publishedKeysAt, signingKeyAt } from './key-lifecycle';

const t0 = Date.parse('2026-01-01T00:00:00Z');
const at = (seconds: number) => new Date(t0 + seconds * 1000);
const keys = [
  { kid: 'old', activatesAt: at(0) },
  { kid: 'new', activatesAt: at(100) },
];

describe('signing key lifecycle', () => {
  test('a new key does not sign before its activation time but is already published', () => {
    expect(signingKeyAt(keys, t0 + 50_000)?.kid).toBe('old');
    expect(publishedKeysAt(keys, t0 + 50_000, 900).map((k) => k.kid)).toEqual(['old', 'new']);
  });

  test('after activation the new key signs and the old key stays published until its tokens expired', () => {
    expect(signingKeyAt(keys, t0 + 100_000)?.kid).toBe('new');
    expect(publishedKeysAt(keys, t0 + (100 + 900) * 1000, 900).map((k) => k.kid)).toEqual(['old', 'new']);
  });

  test('once every token of the old key has expired, only the new key is published', () => {
    expect(publishedKeysAt(keys, t0 + (100 + 900 + 61) * 1000, 900).map((k) => k.kid)).toEqual(['new']);
  });

  test('without any active key nothing signs', () => {
    expect(signingKeyAt([{ kid: 'future', activatesAt: at(10) }], t0)).toBeUndefined();
  });
});
