/**
 * One page of a list operation (`page`, `pageSize`; docs/web-client.md, "Lists page"): the page
 * goes back to 1 when the filters (`deps`) change, and the list reloads on demand. A change of the
 * filters (typing a search) reads after a pause of `FILTER_PAUSE_MS`; a page change or a reload
 * reads at once. Only the latest request's answer is shown: a slow answer to an older search never
 * replaces a newer one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../session';

/** The rows a list shows at once unless the view says otherwise. */
export const PAGE_SIZE = 20;
/** How long the filters must rest before a list reads them (one request per typed word, not per key). */
export const FILTER_PAUSE_MS = 250;

export interface Page<T> {
  items: T[];
  page: number;
  totalPages: number;
  totalCount: number;
  totalCountCapped?: boolean;
}

/** One empty list for every render before the first answer (a new [] each time would change effects' dependencies). */
const none: never[] = [];

export function usePagedList<T>(load: (paging: { page: number; pageSize: number }) => Promise<{ data?: Page<T>; response: Response }>, deps: unknown[], pageSize = PAGE_SIZE) {
  const key = JSON.stringify(deps);
  const [at, setAt] = useState({ key, page: 1 });
  // A changed filter starts at page 1 — stored at once (React re-renders before painting), so going
  // back to an earlier filter does not bring back the page it was on.
  if (at.key !== key) setAt({ key, page: 1 });
  const page = at.key === key ? at.page : 1;
  const setPage = useCallback((p: number) => setAt({ key, page: p }), [key]);
  const [list, setList] = useState<Page<T>>();
  const latest = useRef(0);
  const reload = useCallback(() => {
    const ticket = ++latest.current;
    void call(() => load({ page, pageSize })).then(({ data }) => {
      if (ticket === latest.current) setList(data);
    });
  }, [key, page, pageSize]); // eslint-disable-line react-hooks/exhaustive-deps -- the filters are `deps`
  const readKey = useRef<string>(undefined);
  useEffect(() => {
    const filtersChanged = readKey.current !== undefined && readKey.current !== key;
    readKey.current = key;
    if (!filtersChanged) return reload();
    const timer = setTimeout(reload, FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [reload, key]);
  return { items: list?.items ?? (none as T[]), list, page, setPage, reload };
}

/** Every page of a list, read one after the other (for a bounded set, e.g. one order's assignments in two weeks). */
export async function allPages<T>(load: (paging: { page: number; pageSize: number }) => Promise<{ data?: Page<T>; response: Response }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const { data } = await call(() => load({ page, pageSize: 100 }));
    items.push(...(data?.items ?? []));
    if (!data || page >= data.totalPages) return items;
  }
}
