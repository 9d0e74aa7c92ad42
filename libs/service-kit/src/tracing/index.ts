export { idsOnlyTracer, type Span, type SpanKind, type SpanOptions, type Tracer, type Attributes } from './tracer';
export { formatTraceparent, parseTraceparent, type SpanContext } from './traceparent';
export { startTracing } from './start-tracing';
export { tracesEndpoint, type TracingConfig } from './tracing-config';
export { activeSpan, runInSpan } from './current-span';
export { spanOf } from './request-span';
