import type { Logger } from '../logger';
import { idsOnlyTracer, type Tracer } from './tracer';
import { tracesEndpoint, type TracingConfig } from './tracing-config';

/**
 * The tracer of a service or the gateway: exporting to the configured OTLP/HTTP endpoint, or — the
 * default — ids only (propagation and logs, nothing recorded, OpenTelemetry never loaded).
 */
export async function startTracing(service: string, config: Partial<TracingConfig>, logger: Logger): Promise<Tracer> {
  const url = tracesEndpoint(config);
  if (url === undefined) return idsOnlyTracer;
  const { startOtlpTracer } = await import('./otlp-tracer');
  const serviceName = config.OTEL_SERVICE_NAME ?? service;
  const tracer = await startOtlpTracer({
    serviceName,
    url,
    config: {
      OTEL_BSP_SCHEDULE_DELAY: config.OTEL_BSP_SCHEDULE_DELAY ?? 5_000,
      OTEL_TRACES_SAMPLER: config.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on',
      OTEL_TRACES_SAMPLER_ARG: config.OTEL_TRACES_SAMPLER_ARG ?? 1,
    },
    logger,
  });
  // The origin only: a URL may carry credentials.
  logger.info({ traces: new URL(url).origin, serviceName }, 'exporting traces over OTLP/HTTP');
  return tracer;
}
