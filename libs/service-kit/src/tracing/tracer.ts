import { newSpanId, newTraceId } from './ids';
import type { SpanContext } from './traceparent';

/** OpenTelemetry's span kinds (the same numbers as its `SpanKind`), without loading its API when nothing is exported. */
export const spanKinds = { internal: 0, server: 1, client: 2, producer: 3, consumer: 4 } as const;
export type SpanKind = keyof typeof spanKinds;

export type AttributeValue = string | number | boolean | string[];
export type Attributes = Record<string, AttributeValue | undefined>;

export interface SpanOptions {
  kind?: SpanKind;
  /** A span of this process, or a context received from another (a header, an event); none: a new trace. */
  parent?: Span | SpanContext;
  attributes?: Attributes;
}

/** One unit of work: a request served, an event created, published or processed. */
export interface Span {
  readonly context: SpanContext;
  /** The tracer that made it: spans started below it (an event recorded in a handler) use the same. */
  readonly tracer: Tracer;
  setAttribute(name: string, value: AttributeValue | undefined): void;
  /** A name known only later (the route an HTTP request matched). */
  updateName(name: string): void;
  /**
   * Marks it failed: status error and `error.type` — an error's code or name, or the type given as a
   * string (an HTTP status) — never an error's message (it may hold personal data).
   */
  fail(error?: unknown): void;
  end(): void;
}

export interface Tracer {
  /** Whether spans are recorded and exported (false: trace and span ids only, for propagation and logs). */
  readonly exporting: boolean;
  startSpan(name: string, options?: SpanOptions): Span;
  /** Exports what is still pending and stops exporting. */
  shutdown(): Promise<void>;
}

/** The context of a parent given as a span or as a received context. */
export const contextOf = (parent: Span | SpanContext): SpanContext => ('tracer' in parent ? parent.context : parent);

class IdsOnlySpan implements Span {
  constructor(
    readonly context: SpanContext,
    readonly tracer: Tracer,
  ) {}
  setAttribute() {}
  updateName() {}
  fail() {}
  end() {}
}

/**
 * The tracer without an exporter (the default): every span gets its ids — a new trace where there
 * is no parent, sampled unless the parent says otherwise — so the trace id still travels through
 * headers and events and is written in the logs; nothing is recorded, no OpenTelemetry code loaded.
 */
export const idsOnlyTracer: Tracer = {
  exporting: false,
  startSpan(_name, options) {
    const parent = options?.parent === undefined ? undefined : contextOf(options.parent);
    return new IdsOnlySpan({ traceId: parent?.traceId ?? newTraceId(), spanId: newSpanId(), sampled: parent?.sampled ?? true }, this);
  },
  shutdown: async () => undefined,
};
