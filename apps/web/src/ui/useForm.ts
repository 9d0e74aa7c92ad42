/**
 * A form's state: the values as typed (strings), the last problem, a notice. `submit(send)` sends,
 * keeps every value on failure, and returns the saved record (or undefined). Editing a record:
 * `version` is sent by the caller as If-Match; a 412 runs `reloadVersion` (the current version is
 * loaded, the input stays) and says so — saving again then wins.
 */
import { useState, type FormEvent } from 'react';
import type { Problem } from '@cs/client';
import { call } from '../session';
import { fieldErrors } from './problem';

export function useForm<F extends Record<string, string>>(initial: F, savedText: string, conflictText = '') {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState('');
  const set = (k: keyof F) => (v: string) => setValues((all) => ({ ...all, [k]: v }));
  const reset = (next: F) => (setValues(next), setProblem(null), setNotice(''));

  function submit<T>(
    send: (values: F) => Promise<{ data?: T; error?: unknown; response: Response }>,
    onSaved?: (data: T) => void,
    reloadVersion?: () => Promise<unknown>,
  ) {
    return async (e: FormEvent) => {
      e.preventDefault();
      const { data, error } = await call(() => send(values));
      const conflict = (error as Problem | undefined)?.status === 412 && reloadVersion;
      setProblem(conflict ? null : ((error as Problem | undefined) ?? null));
      setNotice(data ? savedText : '');
      if (data) onSaved?.(data);
      if (conflict) {
        await reloadVersion();
        setNotice(conflictText);
      }
    };
  }
  return { values, setValues, set, reset, problem, setProblem, notice, setNotice, errors: fieldErrors(problem), submit };
}
