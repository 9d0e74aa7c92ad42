/** The active entries of a value list as select options (`['', '–']` first). */
import type { Schemas } from '@cs/client';
import { api } from '../session';
import { useList } from './useList';

type Key = 'qualifications' | 'absenceTypes' | 'crmStatus';

export function useValueList(key: Key): Array<[string, string]> {
  const [items] = useList<Schemas['ValueListEntryResponse']>(() => api.GET('/api/value-lists/{key}', { params: { path: { key } } }), [key]);
  return [['', '–'], ...items.filter((e) => e.active).map((e): [string, string] => [e.code, e.label])];
}
