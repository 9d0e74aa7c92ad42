/**
 * W3C Trace Context `traceparent` (https://www.w3.org/TR/trace-context/): `version-traceid-parentid-flags`,
 * lower-case hex. What a span is known by across processes: the HTTP header, the event envelope's field.
 */
export interface SpanContext {
  /** 32 lower-case hex digits, not all zero. */
  traceId: string;
  /** 16 lower-case hex digits, not all zero. */
  spanId: string;
  /** The `sampled` flag: the caller may have recorded its span; a parent-based sampler follows it. */
  sampled: boolean;
}

const hex = (value: string, from: number, to: number) => {
  let nonZero = false;
  for (let i = from; i < to; i++) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) nonZero ||= c !== 48;
    else if (c >= 97 && c <= 102) nonZero = true;
    else return undefined;
  }
  return nonZero;
};

/**
 * The span context a `traceparent` value names, or undefined when it is not a valid one: wrong
 * length or separators, upper-case or other non-hex digits, an all-zero trace or parent id,
 * version `ff`. A later version is read by its first four fields, as the specification asks
 * (longer only after a `-`). Several headers joined by node (`a, b`) are invalid too.
 */
export function parseTraceparent(value: unknown): SpanContext | undefined {
  if (typeof value !== 'string' || value.length < 55) return undefined;
  if (value[2] !== '-' || value[35] !== '-' || value[52] !== '-') return undefined;
  if (hex(value, 0, 2) === undefined || value.startsWith('ff')) return undefined;
  const version00 = value.startsWith('00');
  if (version00 ? value.length !== 55 : value.length > 55 && value[55] !== '-') return undefined;
  if (hex(value, 3, 35) !== true || hex(value, 36, 52) !== true || hex(value, 53, 55) === undefined) return undefined;
  return { traceId: value.slice(3, 35), spanId: value.slice(36, 52), sampled: (Number.parseInt(value.slice(53, 55), 16) & 1) === 1 };
}

/** The `traceparent` value (version 00) of a span. */
export const formatTraceparent = (context: SpanContext) => `00-${context.traceId}-${context.spanId}-${context.sampled ? '01' : '00'}`;
