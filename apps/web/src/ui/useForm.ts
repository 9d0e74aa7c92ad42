/**
 * A form's state: the values as typed (strings), the last problem, a notice. `submit(send)` sends,
 * keeps every value on failure, and returns the saved record (or undefined). Editing a record:
 * `version` is sent by the caller as If-Match; a 412 runs `reloadVersion` (the current version is
 * loaded, the input stays) and says so — saving again then wins. When `reloadVersion` answers the
 * new version as form values, the fields the user has not touched take them (`keepTyped`).
 */
import { useState, type FormEvent } from 'react';
import type { Problem } from '@cs/client';
import { call } from '../session';
import { fieldErrors } from './problem';

/** What the user typed (differs from `base`, the version they started from) stays; the rest is `latest`. */
export function keepTyped<F extends Record<string, string>>(base: F, typed: F, latest: F): F {
  const merged = { ...latest };
  for (const k of Object.keys(typed) as Array<keyof F>) if (typed[k] !== base[k]) merged[k] = typed[k];
  return merged;
}

export function useForm<F extends Record<string, string>>(initial: F, savedText: string, conflictText = '') {
  const [values, setValues] = useState(initial);
  const [base, setBase] = useState(initial); // the record's values as loaded or last saved
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState('');
  const set = (k: keyof F) => (v: string) => setValues((all) => ({ ...all, [k]: v }));
  const reset = (next: F) => (setValues(next), setBase(next), setProblem(null), setNotice(''));

  function submit<T>(
    send: (values: F) => Promise<{ data?: T; error?: unknown; response: Response }>,
    onSaved?: (data: T) => void,
    reloadVersion?: () => Promise<F | undefined | void>,
  ) {
    return async (e: FormEvent) => {
      e.preventDefault();
      const sent = values;
      const { data, error } = await call(() => send(sent));
      const conflict = (error as Problem | undefined)?.status === 412 && reloadVersion;
      setProblem(conflict ? null : ((error as Problem | undefined) ?? null));
      setNotice(data ? savedText : '');
      if (data) (setBase(sent), onSaved?.(data));
      if (conflict) {
        const latest = await reloadVersion();
        if (latest) (setValues((now) => keepTyped(base, now, latest)), setBase(latest));
        setNotice(conflictText);
      }
    };
  }
  return { values, setValues, set, reset, problem, setProblem, notice, setNotice, errors: fieldErrors(problem), submit };
}
