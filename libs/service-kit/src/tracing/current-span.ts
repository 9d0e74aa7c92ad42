import { AsyncLocalStorage } from 'node:async_hooks';
import type { Span } from './tracer';

/**
 * The span the running code belongs to — the request served, the event processed — so that what
 * it causes deeper down (a log line through any logger, an event recorded) knows its trace without
 * being handed it. Only services run code inside it; the gateway hands its spans on explicitly and
 * never enters it (no AsyncLocalStorage cost on its hot path).
 */
const current = new AsyncLocalStorage<Span>();

export const activeSpan = (): Span | undefined => current.getStore();

/** Runs `work` with `span` as the active span (as it is, when there is none). */
export const runInSpan = <T>(span: Span | undefined, work: () => T): T => (span === undefined ? work() : current.run(span, work));
