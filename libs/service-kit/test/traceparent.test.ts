import { describe, expect, test } from '@jest/globals';
import { formatTraceparent, parseTraceparent } from '../src/tracing/traceparent';
import { idsOnlyTracer } from '../src/tracing/tracer';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

describe('traceparent (W3C Trace Context)', () => {
  test('a valid header is read: trace id, parent id and the sampled flag', () => {
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-01`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: true });
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-00`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: false });
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-03`)?.sampled).toBe(true);
  });

  test('a later version is read by its first four fields', () => {
    expect(parseTraceparent(`01-${TRACE}-${SPAN}-01`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: true });
    expect(parseTraceparent(`cc-${TRACE}-${SPAN}-01-what-comes-later`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: true });
  });

  test.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['a number', 42],
    ['upper-case hex', `00-${TRACE.toUpperCase()}-${SPAN}-01`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${SPAN}-01`],
    ['an all-zero parent id', `00-${TRACE}-${'0'.repeat(16)}-01`],
    ['version ff', `ff-${TRACE}-${SPAN}-01`],
    ['a short trace id', `00-${TRACE.slice(1)}-${SPAN}-01`],
    ['version 00 with more after it', `00-${TRACE}-${SPAN}-01-extra`],
    ['a later version with more not after a dash', `01-${TRACE}-${SPAN}-01x`],
    ['other separators', `00_${TRACE}_${SPAN}_01`],
    ['non-hex flags', `00-${TRACE}-${SPAN}-0g`],
    ['a non-hex version', `0x-${TRACE}-${SPAN}-01`],
    ['two headers joined by node', `00-${TRACE}-${SPAN}-01, 00-${TRACE}-${SPAN}-01`],
    ['spaces inside', `00-${TRACE.slice(0, 31)} -${SPAN}-01`],
  ])('%s is not a traceparent', (_what, value) => {
    expect(parseTraceparent(value)).toBeUndefined();
  });

  test('a span context is written as version 00 and read back unchanged', () => {
    const context = { traceId: TRACE, spanId: SPAN, sampled: true };
    expect(formatTraceparent(context)).toBe(`00-${TRACE}-${SPAN}-01`);
    expect(parseTraceparent(formatTraceparent({ ...context, sampled: false }))).toEqual({ ...context, sampled: false });
  });
});

describe('the tracer without an exporter', () => {
  test('a span without a parent starts a new, sampled trace; a child keeps the trace and its flag and gets its own id', () => {
    const root = idsOnlyTracer.startSpan('root');
    expect(parseTraceparent(formatTraceparent(root.context))).toEqual(root.context);
    expect(root.context.sampled).toBe(true);
    const child = idsOnlyTracer.startSpan('child', { parent: root });
    expect(child.context.traceId).toBe(root.context.traceId);
    expect(child.context.spanId).not.toBe(root.context.spanId);
    const remote = idsOnlyTracer.startSpan('remote', { parent: { traceId: TRACE, spanId: SPAN, sampled: false } });
    expect(remote.context).toMatchObject({ traceId: TRACE, sampled: false });
    expect(idsOnlyTracer.startSpan('other').context.traceId).not.toBe(root.context.traceId);
  });

  test('ids stay unique over many spans (the random pool is refilled)', () => {
    const ids = new Set(Array.from({ length: 2_000 }, () => idsOnlyTracer.startSpan('s').context.spanId));
    expect(ids.size).toBe(2_000);
  });
});
