import type { Logger } from './logger';
import type { Stoppable } from './service-deps';
import { runInSpan } from './tracing/current-span';
import type { Tracer } from './tracing/tracer';

export interface PeriodicOptions {
  name: string;
  intervalMs: number;
  logger: Logger;
  /** One run; a failure is logged and the next run happens on schedule. */
  run(): Promise<unknown>;
  /** Run once right away (default) or only after the first interval. */
  runAtStart?: boolean;
  /** Each run is the root span of a trace (`job <name>`): its log lines and the events it records carry it. */
  tracer?: Tracer;
}

/**
 * A background job on a timer (e.g. trash retention purges). Runs never overlap; `stop()` waits
 * for a run in progress. Return it from `compose` as a background job.
 */
export function startPeriodic({ name, intervalMs, logger, run, runAtStart = true, tracer }: PeriodicOptions): Stoppable {
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const tick = () => {
    const span = tracer?.startSpan(`job ${name}`);
    current = runInSpan(span, run)
      .then(() => undefined)
      .catch((error) => {
        span?.fail(error);
        runInSpan(span, () => logger.error({ err: error, job: name }, 'periodic job failed'));
      })
      .finally(() => {
        span?.end();
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, runAtStart ? 0 : intervalMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
