import { describe, expect, test } from '@jest/globals';
import { passwordProblems } from './password-policy';

describe('password policy', () => {
  test('a password of 12 characters or more that is not the email is accepted', () => {
    expect(passwordProblems('correct horse', 'anna@example.org')).toEqual([]);
  });

  test('a password shorter than 12 characters is refused with the reason', () => {
    expect(passwordProblems('short', 'anna@example.org')).toEqual(['must be at least 12 characters long']);
  });

  test('the email address, in any case, is refused as password', () => {
    expect(passwordProblems('Anna.Long@Example.org', 'anna.long@example.org')).toEqual(['must not be the email address']);
  });

  test('characters are counted, not bytes', () => {
    expect(passwordProblems('ääääääääääää', 'a@b.c')).toEqual([]);
  });
});
