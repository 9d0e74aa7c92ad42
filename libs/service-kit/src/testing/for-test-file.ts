import { afterAll, beforeAll } from '@jest/globals';

/** Anything a test file starts once and stops at its end (a `ServiceUnderTest`, a service's harness). */
export interface StartedPerFile {
  begin(): Promise<unknown>;
  stop(): Promise<void>;
}

/** Time for starting (and stopping) in a hook: embedded PostgreSQL boots slowly on a busy machine. */
export const STARTUP_BUDGET_MS = 120_000;

/**
 * Starts `subject` before the tests of the current file (or `describe` block) and stops it after
 * them, and returns it at once, so a test file needs one line: `const h = Harness.forFile('label')`.
 * Further `beforeAll` hooks declared after that line run once it has started. Jest only: kept out of
 * `testing/index` (benchmarks use that outside Jest).
 */
export function forTestFile<T extends StartedPerFile>(subject: T, timeoutMs = STARTUP_BUDGET_MS): T {
  beforeAll(async () => {
    await subject.begin();
  }, timeoutMs);
  afterAll(() => subject.stop(), timeoutMs);
  return subject;
}
