import type { z } from 'zod';
import { eventEnvelopeSchema, type EventEnvelope } from '@cs/contracts';
import { versionOf } from '@cs/contracts/events/catalog';
import type { Tx } from '../db';

/**
 * What a consumer does with one event type: the schema of its `data` (from
 * `libs/contracts/src/events`), the major version it understands, and the effect. The kit parses
 * the envelope and the data (unknown fields are dropped: zod objects strip them), parks what fails,
 * and calls `handle` inside the transaction that records the event in the inbox.
 */
export interface EventHandler<S extends z.ZodType = z.ZodType> {
  schema: S;
  /**
   * The major schema version understood (the envelope's `version`, subject `<type>.v<version>`):
   * undefined = the type's version in `libs/contracts/src/events/catalog.ts`; null = any.
   */
  version?: number | null;
  handle(tx: Tx, event: EventEnvelope<z.output<S>>): Promise<void>;
}

/** `{ event type → handler }`; the key `'*'` (ANY_EVENT) takes every event the map does not name. */
export type EventHandlers = Record<string, EventHandler<any>>;
export const ANY_EVENT = '*';

/** One registration; the version understood is the catalog's unless given. */
export const on = <S extends z.ZodType>(
  schema: S,
  handle: (tx: Tx, event: EventEnvelope<z.output<S>>) => Promise<void>,
  version?: number | null,
): EventHandler<S> => ({ schema, handle, version });

/** The same handler for several types. */
export const onEach = <S extends z.ZodType>(types: readonly string[], handler: EventHandler<S>): EventHandlers =>
  Object.fromEntries(types.map((type) => [type, handler]));

/** A catch-all over the envelope's own data schema (audit: every event of every version). */
export const onAnyEvent = (handle: (tx: Tx, event: EventEnvelope) => Promise<void>): EventHandlers => ({
  [ANY_EVENT]: on(eventEnvelopeSchema.shape.data, handle, null),
});

/**
 * The filter subject of a consumer: the longest common prefix of its event types, then `.>`
 * (`facilities.contract.created|…|purged` → `facilities.contract.>`; a single type → `<type>.*`).
 * One subject because nats-server 2.9 knows only `filter_subject`; types under the prefix that the
 * map does not name are acknowledged and ignored. None (whole stream) for a catch-all.
 */
export function filterSubjectOf(handlers: EventHandlers): string | undefined {
  const types = Object.keys(handlers);
  if (types.length === 0 || types.includes(ANY_EVENT)) return undefined;
  if (types.length === 1) return `${types[0]}.*`;
  const split = types.map((t) => t.split('.'));
  const prefix: string[] = [];
  for (let i = 0; split.every((tokens) => i < tokens.length && tokens[i] === split[0][i]); i += 1) prefix.push(split[0][i]);
  return prefix.length ? `${prefix.join('.')}.>` : undefined;
}

export type Resolution =
  | { kind: 'ignore' }
  | { kind: 'park'; reason: string }
  | { kind: 'apply'; event: EventEnvelope; handler: EventHandler };

/** Which handler applies an envelope, with its data parsed; or why it is parked or ignored. */
export function resolve(handlers: EventHandlers, envelope: EventEnvelope): Resolution {
  const handler = handlers[envelope.type] ?? handlers[ANY_EVENT];
  if (!handler) return { kind: 'ignore' };
  const understood = handler.version === undefined ? versionOf(envelope.type) : handler.version;
  if (understood !== null && envelope.version !== understood) {
    return { kind: 'park', reason: `unknown major version ${envelope.version} of ${envelope.type} (understood: ${understood})` };
  }
  const parsed = handler.schema.safeParse(envelope.data);
  if (!parsed.success) return { kind: 'park', reason: parsed.error.message };
  return { kind: 'apply', event: { ...envelope, data: parsed.data as Record<string, unknown> }, handler };
}
