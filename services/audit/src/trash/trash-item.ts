import type { EventEnvelope } from '@cs/contracts';
import { trashTypeBySubjectType, type TrashItemResponse, type TrashType } from '@cs/contracts/http/audit';
import { actionOf } from '../audit-log/audit-entry';
import { trashItems } from '../schema';

export type TrashItemRow = typeof trashItems.$inferSelect;
export type NewTrashItem = typeof trashItems.$inferInsert;

/** What an event does to the trash index: a deletion adds a row, a restore or purge removes it. */
export type TrashChange = { kind: 'add'; item: NewTrashItem } | { kind: 'remove'; type: TrashType; id: string; at: Date } | null;

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const instantOf = (value: unknown, fallback: string) => {
  const text = textOf(value);
  return new Date(text && !Number.isNaN(Date.parse(text)) ? text : fallback);
};

export function trashChangeOf(event: EventEnvelope): TrashChange {
  const type = trashTypeBySubjectType[event.subject.type];
  if (!type) return null;
  const action = actionOf(event.type);
  const at = new Date(event.occurredAt);
  if (action === 'restored' || action === 'purged') return { kind: 'remove', type, id: event.subject.id, at };
  if (action !== 'deleted') return null;
  const { data, actor, subject } = event;
  return {
    kind: 'add',
    item: {
      type,
      id: subject.id,
      label: textOf(data.label) ?? `${subject.type} ${subject.id}`,
      deletedAt: instantOf(data.deletedAt, event.occurredAt),
      deletedById: actor.userId ?? textOf(data.deletedBy),
      deletedByName: actor.displayName ?? null,
      eventId: event.id,
      eventAt: at,
    },
  };
}

export function toTrashItemResponse(row: TrashItemRow): TrashItemResponse {
  return {
    type: row.type as TrashType,
    id: row.id,
    label: row.label,
    deletedAt: row.deletedAt.toISOString(),
    deletedBy: { id: row.deletedById, name: row.deletedByName },
  };
}
