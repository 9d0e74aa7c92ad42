import { isTransient, retryDelay, worthLogging } from './failures';

const pgError = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert into "audit_entries" …'), { cause });

describe('transient or deterministic', () => {
  test.each(['08006', '08001', '57P01', '57P03', '53300', '40001', '40P01', '3D000', '55000'])('SQLSTATE %s under a driver wrapper is transient', (code) => {
    expect(isTransient(wrapped(pgError(code)))).toBe(true);
  });

  test.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'])('a socket error %s is transient', (code) => {
    expect(isTransient(pgError(code))).toBe(true);
  });

  test('a closed PGlite and a terminated node-postgres connection are transient', () => {
    expect(isTransient(wrapped(new Error('PGlite is closed')))).toBe(true);
    expect(isTransient(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  test('a bug, a constraint the data violates or a raised exception is deterministic', () => {
    expect(isTransient(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isTransient(wrapped(pgError('23505', 'duplicate key value violates unique constraint')))).toBe(false);
    expect(isTransient(wrapped(pgError('P0001', 'refused')))).toBe(false);
    expect(isTransient('a string')).toBe(false);
  });

  test('a cause chain that refers to itself ends', () => {
    const error: Error & { cause?: unknown } = new Error('loop');
    error.cause = error;
    expect(isTransient(error)).toBe(false);
  });
});

describe('retry schedule', () => {
  test('the delay doubles from the base and stops at one minute', () => {
    expect([1, 2, 3].map((n) => retryDelay(n, 500))).toEqual([1000, 2000, 4000]);
    expect(retryDelay(30, 500)).toBe(60_000);
  });

  test('transient failures are logged on attempts 1, 2, 4, 8, … only', () => {
    expect([1, 2, 3, 4, 5, 8, 12, 16].filter(worthLogging)).toEqual([1, 2, 4, 8, 16]);
  });
});
