/**
 * A conflict-check finding, rendered from its fields alone: severity, code, message, the numbers in
 * `details`, and — when the API sends them — `legalSource`, `related` and `remedy`. A finding grouped
 * over several dates (`details.days`, docs/working-time-rules.md) shows each date's numbers in a
 * table that opens on demand; its message already names the dates.
 */
import type { Schemas } from '@cs/client';
import { useT } from '../i18n';

type Finding = Schemas['AssignmentFinding'] & { legalSource?: unknown; remedy?: unknown };
type Day = Record<string, unknown>;

const show = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''));

function Days({ days }: { days: Day[] }) {
  const t = useT();
  const columns = [...new Set(days.flatMap((d) => Object.keys(d)))];
  return (
    <details className="days">
      <summary>{t('perDay')} ({days.length})</summary>
      <table>
        <thead><tr>{columns.map((c) => <th key={c}>{c}</th>)}</tr></thead>
        <tbody>
          {days.map((d, i) => <tr key={i}>{columns.map((c) => <td key={c}>{show(d[c])}</td>)}</tr>)}
        </tbody>
      </table>
    </details>
  );
}

export function Findings({ findings }: { findings: Finding[] }) {
  const t = useT();
  return (
    <ul className="findings">
      {findings.map((f, i) => {
        const { days, dates: _dates, ...numbers } = (f.details ?? {}) as Record<string, unknown>;
        return (
          <li key={`${f.code}-${i}`} className={f.severity === 'Error' ? 'error' : 'warning'}>
            <strong>{t(f.severity)}</strong> <code>{f.code}</code> {f.message}
            {Object.keys(numbers).length ? (
              <dl>
                {Object.entries(numbers).map(([k, v]) => (
                  <div key={k}><dt>{k}</dt><dd>{show(v)}</dd></div>
                ))}
              </dl>
            ) : null}
            {Array.isArray(days) && days.length ? <Days days={days as Day[]} /> : null}
            {f.legalSource ? <p>{t('legalSource')}: <span lang="de">{show(f.legalSource)}</span></p> : null}
            {f.related?.length ? <p>{t('related')}: {f.related.map((r) => r.label ?? `${r.type} ${r.id}`).join('; ')}</p> : null}
            {f.remedy ? <p>{t('remedy')}: {show(f.remedy)}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
