import type { NextFunction, Request, Response } from 'express';

/** One edge step, in express's middleware shape so the same function serves both paths. */
export type EdgeStep = (req: Request, res: Response, next: NextFunction) => unknown;
export type StepFailure = (error: unknown, req: Request, res: Response) => void;

/**
 * Runs `steps` in order with the least machinery that keeps their contract: each gets a `next`
 * that starts the following one; `next(error)`, a throw or a rejected promise goes to `fail` (the
 * error handler the express app ends with) and ends the chain; after the last step, `end`. No
 * path matching, no layers, no per-step closures — the cost of express's router per request.
 */
export function runSteps(steps: readonly EdgeStep[], req: Request, res: Response, fail: StepFailure, end: EdgeStep): void {
  let index = 0;
  const onRejected = (error: unknown) => fail(error, req, res);
  const next = (error?: unknown) => {
    if (error !== undefined && error !== null && error !== 'route' && error !== 'router') return fail(error, req, res);
    const step = index < steps.length ? steps[index++] : index++ === steps.length ? end : undefined;
    if (step === undefined) return;
    try {
      const result = step(req, res, next as NextFunction);
      if (result instanceof Promise) result.then(undefined, onRejected);
    } catch (thrown) {
      fail(thrown, req, res);
    }
  };
  next();
}
