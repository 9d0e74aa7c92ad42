import type { Logger } from 'pino';
import { activeSpan } from './current-span';
import type { Span } from './tracer';

/**
 * Log field names of the trace context, as OpenTelemetry names them for JSON logs ("Trace Context
 * in non-OTLP Log Formats"): a log pipeline links a line to its trace without a mapping of ours.
 */
export const traceFieldsOf = (span: Span) => ({ trace_id: span.context.traceId, span_id: span.context.spanId });

const boundTrace = Symbol('boundTrace');

/** A child logger carrying the span's fields as bindings (a request's `req.log`, which runs outside the active span too). */
export function childWithTrace(logger: Logger, bindings: Record<string, unknown>, span: Span | undefined): Logger {
  if (span === undefined) return logger.child(bindings);
  const child = logger.child({ ...bindings, ...traceFieldsOf(span) });
  (child as Logger & { [boundTrace]?: true })[boundTrace] = true;
  return child;
}

/**
 * pino's `mixin`: every line written while a span is active gets its `trace_id` and `span_id`,
 * whichever logger writes it — unless the logger carries them already as bindings.
 */
export function traceMixin(_merge: object, _level: number, logger: Logger): object {
  if ((logger as Logger & { [boundTrace]?: true })[boundTrace]) return {};
  const span = activeSpan();
  return span === undefined ? {} : traceFieldsOf(span);
}
