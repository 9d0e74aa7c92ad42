import type * as otel from '@opentelemetry/api';
import type { Sampler } from '@opentelemetry/sdk-trace';
import type { Logger } from '../logger';
import { contextOf, spanKinds, type AttributeValue, type Span, type SpanOptions, type Tracer } from './tracer';
import type { SpanContext } from './traceparent';
import type { TracingConfig } from './tracing-config';

export interface OtlpTracerOptions {
  serviceName: string;
  /** The full traces URL (`…/v1/traces`). */
  url: string;
  config: Pick<TracingConfig, 'OTEL_BSP_SCHEDULE_DELAY' | 'OTEL_TRACES_SAMPLER' | 'OTEL_TRACES_SAMPLER_ARG'>;
  logger: Logger;
}

/** The error's type for `error.type`: its code (SQLSTATE, a node code) or its name; never its message. */
const errorType = (error: unknown) => {
  if (error instanceof Error) return String((error as { code?: unknown }).code ?? error.name);
  return typeof error === 'string' ? error : '_OTHER';
};

class RecordedSpan implements Span {
  readonly context: SpanContext;

  constructor(
    readonly span: otel.Span,
    readonly tracer: Tracer,
    private readonly api: typeof otel,
  ) {
    const { traceId, spanId, traceFlags } = span.spanContext();
    this.context = { traceId, spanId, sampled: (traceFlags & api.TraceFlags.SAMPLED) === api.TraceFlags.SAMPLED };
  }
  setAttribute(name: string, value: AttributeValue | undefined) {
    if (value !== undefined) this.span.setAttribute(name, value);
  }
  updateName(name: string) {
    this.span.updateName(name);
  }
  fail(error?: unknown) {
    this.span.setAttribute('error.type', errorType(error));
    this.span.setStatus({ code: this.api.SpanStatusCode.ERROR });
  }
  end() {
    this.span.end();
  }
}

/**
 * The exporting tracer: OpenTelemetry's trace SDK with a batching processor and its OTLP/HTTP
 * exporter (JSON bodies). Loaded only when an endpoint is configured (dynamic imports, and the
 * packages stay out of the services' bundles), so a service without one never loads it. Parents
 * are handed over explicitly (no context manager of OpenTelemetry's: our own current span lives in
 * tracing/current-span.ts); export failures and dropped spans are logged as warnings (at most one a
 * minute) through OpenTelemetry's diag.
 */
export async function startOtlpTracer({ serviceName, url, config, logger }: OtlpTracerOptions): Promise<Tracer> {
  const [api, sdk, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const diagLog = logger.child({ component: 'opentelemetry' });
  // An overloaded exporter warns per batch ("Dropped 488 spans…"): one line a minute, with how many were held back.
  let lastWarning = 0;
  let heldBack = 0;
  const toLog = (message: string) => {
    if (Date.now() - lastWarning < 60_000) return void (heldBack += 1);
    diagLog.warn({ heldBack }, message);
    lastWarning = Date.now();
    heldBack = 0;
  };
  api.diag.setLogger({ error: toLog, warn: toLog, info: () => {}, debug: () => {}, verbose: () => {} }, { logLevel: api.DiagLogLevel.WARN, suppressOverrideMessage: true });
  const ratio = new sdk.TraceIdRatioBasedSampler(config.OTEL_TRACES_SAMPLER_ARG);
  const root: Record<TracingConfig['OTEL_TRACES_SAMPLER'], Sampler> = {
    always_on: new sdk.AlwaysOnSampler(),
    always_off: new sdk.AlwaysOffSampler(),
    traceidratio: ratio,
    parentbased_always_on: new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() }),
    parentbased_always_off: new sdk.ParentBasedSampler({ root: new sdk.AlwaysOffSampler() }),
    parentbased_traceidratio: new sdk.ParentBasedSampler({ root: ratio }),
  };
  const provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    sampler: root[config.OTEL_TRACES_SAMPLER],
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }), scheduledDelayMillis: config.OTEL_BSP_SCHEDULE_DELAY })],
  });
  const otelTracer = provider.getTracer('@cs/service-kit');

  const parentContext = (parent: SpanOptions['parent']) => {
    if (parent === undefined) return api.ROOT_CONTEXT;
    if (parent instanceof RecordedSpan) return api.trace.setSpan(api.ROOT_CONTEXT, parent.span);
    const { traceId, spanId, sampled } = contextOf(parent);
    const traceFlags = sampled ? api.TraceFlags.SAMPLED : api.TraceFlags.NONE;
    return api.trace.setSpanContext(api.ROOT_CONTEXT, { traceId, spanId, traceFlags, isRemote: true });
  };

  const tracer: Tracer = {
    exporting: true,
    startSpan(name, options = {}) {
      const attributes: otel.Attributes = {};
      for (const key in options.attributes) if (options.attributes[key] !== undefined) attributes[key] = options.attributes[key];
      const span = otelTracer.startSpan(name, { kind: spanKinds[options.kind ?? 'internal'], attributes }, parentContext(options.parent));
      return new RecordedSpan(span, tracer, api);
    },
    shutdown: () => provider.shutdown(),
  };
  return tracer;
}
