import { z } from 'zod';

const samplers = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'] as const;

/**
 * The OpenTelemetry settings a service and the gateway read, under their standard names
 * (https://opentelemetry.io/docs/specs/otel/configuration/sdk-environment-variables/). Without an
 * endpoint nothing is exported and no OpenTelemetry code is loaded (docs/operations.md, "Traces").
 * The exporter reads its own `OTEL_EXPORTER_OTLP_HEADERS`, `…_TIMEOUT`, `…_COMPRESSION` and
 * certificate settings from the process environment.
 */
export const tracingConfigShape = {
  /** Base URL of an OTLP/HTTP receiver; spans go to `<endpoint>/v1/traces`. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The full URL for spans, instead of the base URL's `/v1/traces`. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url().optional(),
  /** Only OTLP over HTTP with JSON bodies is sent (the exporter's own encoding, no protobuf package). */
  OTEL_EXPORTER_OTLP_PROTOCOL: z.literal('http/json', { message: 'only http/json is supported' }).optional(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: z.literal('http/json', { message: 'only http/json is supported' }).optional(),
  /** `service.name` of the spans; the service's own name (`staffing`, `gateway`, …) when unset. */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  /** `true` turns export off whatever the endpoint says. */
  OTEL_SDK_DISABLED: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** Longest wait before finished spans are sent (ms). */
  OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(1).max(60_000).default(5_000),
  OTEL_TRACES_SAMPLER: z.enum(samplers).default('parentbased_always_on'),
  /** The ratio of the `…traceidratio` samplers, 0–1. */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
};

const tracingConfigSchema = z.object(tracingConfigShape);
export type TracingConfig = z.infer<typeof tracingConfigSchema>;

/** Where spans go, or undefined: not configured, or turned off. */
export function tracesEndpoint(config: Partial<TracingConfig>): string | undefined {
  if (config.OTEL_SDK_DISABLED) return undefined;
  if (config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}
