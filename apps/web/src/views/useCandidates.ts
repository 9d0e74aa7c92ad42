/**
 * The ranked candidates of an order for a day range (`GET /api/orders/{id}/candidates`): the first
 * page, further pages appended on demand ("mehr laden" while `hasMore`), read again when the range,
 * "include blocked", the language or the board's assignments change. Without a range the API's
 * default window (the order's unfilled part from today on) is asked for and shown.
 */
import { useEffect, useRef, useState } from 'react';
import type { Problem, Schemas } from '@cs/client';
import { api, call } from '../session';
import { useLanguage } from '../i18n';

export type Candidate = Schemas['Candidate'];
type Answer = Schemas['CandidatesResponse'];
export interface Range {
  from?: string;
  to?: string;
}

/** A page of candidates: few, since every one on it is checked in full. */
export const CANDIDATES_PAGE_SIZE = 10;

export function useCandidates(orderId: string, range: Range, includeBlocked: boolean, reload: number) {
  const language = useLanguage();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [items, setItems] = useState<Candidate[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  async function load(page: number) {
    const ticket = ++latest.current;
    setLoading(true);
    const query = { ...range, includeBlocked, page, pageSize: CANDIDATES_PAGE_SIZE };
    const { data, error } = await call(() => api.GET('/api/orders/{id}/candidates', { params: { path: { id: orderId }, query } }));
    if (ticket !== latest.current) return; // an answer for inputs no longer on screen
    setLoading(false);
    setProblem((error as Problem | undefined) ?? null);
    if (!data) return void (page === 1 && (setAnswer(null), setItems([]))); // no list for a range the API refused
    setAnswer(data);
    setItems((shown) => (page === 1 ? data.items : [...shown, ...data.items]));
  }

  const key = JSON.stringify([orderId, range, includeBlocked, reload, language]);
  useEffect(() => void load(1), [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the inputs are the key

  return { answer, items, problem, loading, more: () => answer && void load(answer.page + 1) };
}

type Check = Schemas['AssignmentCheckResponse'];

/**
 * The live check of each chosen candidate (`GET /api/assignments/check` for the range on screen),
 * run when chosen: what saving will run, so its warnings are the ones to acknowledge. Asked again
 * when the range, the language or the board's assignments change.
 */
export function useChoiceChecks(orderId: string, chosen: string[], from: string | undefined, to: string | undefined, reload: number) {
  const language = useLanguage();
  const [checks, setChecks] = useState<Record<string, { inputs: string; check: Check }>>({});
  const inputs = JSON.stringify([orderId, from, to, language, reload]);
  const asked = useRef(new Map<string, string>());
  useEffect(() => {
    if (!from || !to) return;
    for (const employeeId of chosen) {
      if (asked.current.get(employeeId) === inputs) continue;
      asked.current.set(employeeId, inputs);
      const query = { employeeId, orderId, startDate: from, endDate: to };
      void call(() => api.GET('/api/assignments/check', { params: { query } })).then(({ data }) => {
        if (data && asked.current.get(employeeId) === inputs) setChecks((all) => ({ ...all, [employeeId]: { inputs, check: data } }));
      });
    }
  }, [chosen, inputs, orderId, from, to]);
  return (id: string) => (checks[id]?.inputs === inputs ? checks[id].check : undefined);
}
