/** Loads a whole list (a value list, the rule catalogue: not paged by the API) through a typed call and reloads on demand. */
import { useCallback, useEffect, useState } from 'react';
import { call } from '../session';

export function useList<T>(load: () => Promise<{ data?: { items: T[] }; response: Response }>, deps: unknown[]) {
  const [items, setItems] = useState<T[]>([]);
  const reload = useCallback(() => void call(load).then(({ data }) => setItems(data?.items ?? [])), deps); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(reload, [reload]);
  return [items, reload] as const;
}
