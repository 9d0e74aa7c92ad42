import { expect, test } from '@jest/globals';
import { createApplyGate } from './apply-gate';

/** Lets every pending callback run (no clock involved: a promise that cannot settle stays pending). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

test('a hold waits for the applies in flight, keeps new ones waiting, and lets them run once released', async () => {
  const gate = createApplyGate();
  const log: string[] = [];
  const inFlight = deferred();
  const first = gate.run(async () => {
    await inFlight.promise;
    log.push('first applied');
  });
  let holding = false;
  const hold = gate.hold(60_000).then(() => void (holding = true));
  await settle();
  expect(holding).toBe(false);
  inFlight.resolve();
  await Promise.all([first, hold]);
  expect(gate.held).toBe(true);
  const second = gate.run(async () => void log.push('second applied'));
  await settle();
  expect(log).toEqual(['first applied']);
  gate.release();
  await second;
  expect(log).toEqual(['first applied', 'second applied']);
  expect(gate.held).toBe(false);
});

test('a hold nobody releases ends by itself', async () => {
  const gate = createApplyGate();
  await gate.hold(20);
  await gate.run(async () => undefined);
  expect(gate.held).toBe(false);
});

test('a failing apply still leaves the gate free for a hold', async () => {
  const gate = createApplyGate();
  await expect(gate.run(async () => Promise.reject(new Error('handler failed')))).rejects.toThrow('handler failed');
  await gate.hold(60_000);
  expect(gate.held).toBe(true);
  gate.release();
});
