/**
 * An order's shift pattern: per weekday a shift (start, end, break) or off (times left empty), and
 * per date an exception — another shift, or off (times empty). A break left empty is not sent: the
 * server plans the statutory minimum for the shift's length (ArbZG §4) and the field shows it as its
 * placeholder; a typed break is stated (`breakAssumed: false`), also when it is 0. Field errors of the
 * API (`shiftPattern.weekdays.mon.end`, `shiftPattern.exceptions.<date>`) appear beside the inputs.
 */
import type { Schemas } from '@cs/client';
import { useT } from '../i18n';
import type { FieldErrors } from '../ui/problem';

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Weekday = (typeof weekdays)[number];
/** `breakMinutes` '' = not stated; `assumedBreak` is the statutory break the server planned for it. */
export interface ShiftRow { start: string; end: string; breakMinutes: string; assumedBreak?: number }
export interface PatternState { weekdays: Record<Weekday, ShiftRow>; exceptions: Array<ShiftRow & { date: string }> }

const empty = (): ShiftRow => ({ start: '', end: '', breakMinutes: '' });
type StoredShift = Schemas['ShiftPatternResponse']['weekdays']['mon'];
const fromShift = (s: StoredShift): ShiftRow => {
  if (!s) return empty();
  const times = { start: s.start.slice(0, 5), end: s.end.slice(0, 5) };
  return s.breakAssumed ? { ...times, breakMinutes: '', assumedBreak: s.breakMinutes } : { ...times, breakMinutes: String(s.breakMinutes) };
};
const toShift = (r: ShiftRow) => {
  if (!r.start && !r.end) return null;
  return r.breakMinutes === '' ? { start: r.start, end: r.end } : { start: r.start, end: r.end, breakMinutes: Number(r.breakMinutes), breakAssumed: false };
};

export function patternState(p: Schemas['ShiftPatternResponse'] | null | undefined): PatternState {
  return {
    weekdays: Object.fromEntries(weekdays.map((d) => [d, fromShift(p?.weekdays[d] ?? null)])) as Record<Weekday, ShiftRow>,
    exceptions: Object.entries(p?.exceptions ?? {}).map(([date, s]) => ({ date, ...fromShift(s) })),
  };
}

/** The request's pattern; null when no weekday has times and there are no exceptions (then hoursPerDay applies). */
export function toPattern(s: PatternState): Schemas['ShiftPattern'] | null {
  const days = Object.fromEntries(weekdays.map((d) => [d, toShift(s.weekdays[d])]));
  if (!Object.values(days).some(Boolean) && !s.exceptions.length) return null;
  return { weekdays: days, exceptions: Object.fromEntries(s.exceptions.map((e) => [e.date, toShift(e)])) } as Schemas['ShiftPattern'];
}

export function ShiftPatternFields(props: { value: PatternState; onChange: (v: PatternState) => void; errors: FieldErrors; firstDate: string }) {
  const t = useT();
  const { value, onChange, errors } = props;
  const setDay = (d: Weekday, k: keyof ShiftRow, v: string) => onChange({ ...value, weekdays: { ...value.weekdays, [d]: { ...value.weekdays[d], [k]: v } } });
  const setException = (i: number, k: keyof ShiftRow | 'date', v: string) =>
    onChange({ ...value, exceptions: value.exceptions.map((e, j) => (j === i ? { ...e, [k]: v } : e)) });
  const cells = (row: ShiftRow, label: string, path: string, on: (k: keyof ShiftRow, v: string) => void) =>
    (['start', 'end', 'breakMinutes'] as const).map((k) => (
      <td key={k}>
        <input
          type={k === 'breakMinutes' ? 'number' : 'time'}
          min={0}
          aria-label={`${t(k)} ${label}`}
          value={row[k]}
          placeholder={k === 'breakMinutes' && (row.start || row.end) ? `${t('statutoryBreak')}${row.assumedBreak === undefined ? '' : ` ${row.assumedBreak}`}` : undefined}
          onChange={(e) => on(k, e.target.value)}
        />
        {errors[`${path}.${k}`] ? <em className="field-error">{errors[`${path}.${k}`].join(', ')}</em> : null}
      </td>
    ));
  return (
    <fieldset>
      <legend>{t('shiftPattern')}</legend>
      <div className="table-wrap">
        <table className="pattern">
          <thead><tr><th>{t('weekday')}</th><th>{t('start')}</th><th>{t('end')}</th><th>{t('breakMinutes')}</th></tr></thead>
          <tbody>
            {weekdays.map((d) => (
              <tr key={d}><th scope="row">{t(d)}</th>{cells(value.weekdays[d], t(d), `shiftPattern.weekdays.${d}`, (k, v) => setDay(d, k, v))}</tr>
            ))}
          </tbody>
        </table>
        <h4>{t('exceptions')}</h4>
        <table className="pattern">
          {value.exceptions.length ? <thead><tr><th>{t('date')}</th><th>{t('start')}</th><th>{t('end')}</th><th>{t('breakMinutes')}</th><th /></tr></thead> : null}
          <tbody>
            {value.exceptions.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: exceptions are edited by position
              <tr key={i}>
                <td>
                  <input type="date" aria-label={`${t('date')} ${t('exceptions')} ${i + 1}`} value={e.date} onChange={(ev) => setException(i, 'date', ev.target.value)} />
                  {errors[`shiftPattern.exceptions.${e.date}`] ? <em className="field-error">{errors[`shiftPattern.exceptions.${e.date}`].join(', ')}</em> : null}
                </td>
                {cells(e, `${t('exceptions')} ${i + 1}`, `shiftPattern.exceptions.${e.date}`, (k, v) => setException(i, k, v))}
                <td><button type="button" onClick={() => onChange({ ...value, exceptions: value.exceptions.filter((_, j) => j !== i) })}>{t('remove')}</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" onClick={() => onChange({ ...value, exceptions: [...value.exceptions, { date: props.firstDate, ...empty() }] })}>{t('addException')}</button>
    </fieldset>
  );
}
