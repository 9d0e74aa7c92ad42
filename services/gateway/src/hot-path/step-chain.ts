import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EdgeStep, Next } from '../edge/edge-step';

export type { EdgeStep };
export type StepFailure = (error: unknown, req: IncomingMessage, res: ServerResponse) => void;

/**
 * Hands back `next` as it is. A closure made inline as `const next = …` gets a `__name(…)` call
 * wrapped around it by the keep-names transform of tsx (which runs the services in development and
 * in the benchmarks): an `Object.defineProperty` per request. Passed through a call, it stays anonymous.
 */
const anonymous = (next: Next): Next => next;

/**
 * Runs `steps` in order with the least machinery that keeps their contract: each gets a `next`
 * that starts the following one; `next(error)`, a throw or a rejected promise goes to `fail` (the
 * error handler the express app ends with) and ends the chain; after the last step, `end`. No
 * path matching, no layers; one closure (`next`) per request.
 */
export function runSteps(steps: readonly EdgeStep[], req: IncomingMessage, res: ServerResponse, fail: StepFailure, end: EdgeStep): void {
  let index = 0;
  const next = anonymous((error) => {
    if (error !== undefined && error !== null && error !== 'route' && error !== 'router') return fail(error, req, res);
    const step = index < steps.length ? steps[index++] : index++ === steps.length ? end : undefined;
    if (step === undefined) return;
    try {
      const result = step(req, res, next);
      if (result instanceof Promise) result.then(undefined, (rejected: unknown) => fail(rejected, req, res));
    } catch (thrown) {
      fail(thrown, req, res);
    }
  });
  next();
}
