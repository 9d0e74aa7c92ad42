/**
 * A form's state: the values as typed (strings), the last problem, a notice. `submit(send)` sends,
 * keeps every value on failure, and returns the saved record (or undefined).
 */
import { useState, type FormEvent } from 'react';
import type { Problem } from '@cs/client';
import { call } from '../session';
import { fieldErrors } from './problem';

export function useForm<F extends Record<string, string>>(initial: F, savedText: string) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState('');
  const set = (k: keyof F) => (v: string) => setValues((all) => ({ ...all, [k]: v }));

  function submit<T>(send: (values: F) => Promise<{ data?: T; error?: unknown; response: Response }>, onSaved?: (data: T) => void) {
    return async (e: FormEvent) => {
      e.preventDefault();
      const { data, error } = await call(() => send(values));
      setProblem((error as Problem | undefined) ?? null);
      setNotice(data ? savedText : '');
      if (data) onSaved?.(data);
    };
  }
  return { values, setValues, set, problem, notice, errors: fieldErrors(problem), submit };
}
