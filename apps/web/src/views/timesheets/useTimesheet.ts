/**
 * One timesheet on screen, for the office or the employee: read (again when the language changes:
 * findings come in it), its duties as a form, save (only the duties changed, If-Match), a step
 * (submit saves unsaved entries first). A 412 loads the current version, keeps what was typed per
 * duty and field, and says so — doing it again then wins. A 400's `rows.<i>.<field>` messages are
 * kept by duty and field for the form to show beside the input.
 */
import { useEffect, useState } from 'react';
import type { Problem } from '@cs/client';
import { call } from '../../session';
import { useLanguage, useT } from '../../i18n';
import { changedRows, errorsByRow, formsOf, keepTypedRows, type RowForm, type RowForms, type RowInput, type Timesheet } from './timesheet-rows';
import { timesheetCalls, type DisputeBody, type Step } from './timesheet-calls';

type Answer = { data?: Timesheet; error?: unknown };

export function useTimesheet(id: string, me: boolean, onChanged?: (sheet: Timesheet) => void) {
  const t = useT();
  const language = useLanguage();
  const calls = timesheetCalls(me);
  const [sheet, setSheet] = useState<Timesheet | null>(null);
  const [forms, setForms] = useState<RowForms>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sent, setSent] = useState<RowInput[]>([]);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    let current = true;
    void call(() => calls.get(id)).then(({ data }) => current && data && (setSheet(data), setForms(formsOf(data))));
    return () => void (current = false);
  }, [id, language]); // eslint-disable-line react-hooks/exhaustive-deps -- `calls` follows `me`

  const adopt = (data: Timesheet, text: string) => (setSheet(data), setForms(formsOf(data)), setProblem(null), setNotice(text), onChanged?.(data));

  /** The answer of a change: adopted, or a 412 (current version loaded, typed kept), or a problem. */
  async function settle(read: Timesheet, { data, error }: Answer, text: string, rows: RowInput[] = []) {
    if (data) return adopt(data, text), data;
    const failed = error as Problem;
    if (failed.status === 412) {
      const latest = (await call(() => calls.get(read.id))).data;
      if (latest) (setForms((typed) => keepTypedRows(read, typed, latest)), setSheet(latest));
      setProblem(null);
      setNotice(t('conflict'));
    } else (setProblem(failed), setSent(rows), setNotice(''));
    return null;
  }

  async function save(read = sheet): Promise<Timesheet | null> {
    if (!read) return null;
    const rows = changedRows(read, forms);
    if (rows.length === 0) return setNotice(t('noChanges')), read;
    return settle(read, await call(() => calls.update(read, rows)), t('saved'), rows);
  }

  async function step(name: Step, body?: DisputeBody): Promise<Timesheet | null> {
    const read = name === 'submit' ? await save() : sheet;
    if (!read) return null;
    return settle(read, await call(() => calls.step(read, name, body)), t(`timesheet.done.${name}`));
  }

  const change = (key: string, part: Partial<RowForm>) => setForms((all) => ({ ...all, [key]: { ...all[key], ...part } }));
  const dirty = sheet ? changedRows(sheet, forms).length > 0 : false;
  const rowErrors = errorsByRow((problem?.errors ?? {}) as Record<string, string[]>, sent);
  return { sheet, forms, change, save, step, dirty, problem, rowErrors, notice };
}
export type TimesheetState = ReturnType<typeof useTimesheet>;
