/**
 * A conflict-check finding, rendered from its fields alone. In view: severity, the sentence, the
 * legal source, the remedy and the records concerned — what a planner acts on — with the code as a
 * small tag (the rules in Einstellungen are named by it). The finding's `details` (internal
 * parameters: ranks, code lists, numbers) and, for a finding grouped over several dates
 * (`details.days`, docs/working-time-rules.md), each date's numbers open on demand. Dates and
 * times in the text never break across lines (`Values`).
 */
import type { Schemas } from '@cs/client';
import { useLanguage, useT, type Language } from '../i18n';
import { Values } from './Values';
import { localIsoDates } from '../dates';

type Finding = Schemas['AssignmentFinding'];
type Day = Record<string, unknown>;


/** The records a finding concerns, each once, named by its kind (a duty's label names itself). */
export function relatedText(related: Finding['related'], t: (key: string) => string, language: Language) {
  const seen = new Set<string>();
  return related
    .filter((r) => !seen.has(`${r.type}:${r.id}`) && seen.add(`${r.type}:${r.id}`))
    .map((r) => {
      const name = localIsoDates(r.label ?? r.id, language);
      return r.type === 'duty' ? name : `${t(`entity.${r.type}`)} ${name}`;
    })
    .join('; ');
}

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
          {days.map((d, i) => <tr key={i}>{columns.map((c) => <td key={c}><Values text={show(d[c])} /></td>)}</tr>)}
        </tbody>
      </table>
    </details>
  );
}

function Details({ details }: { details: Record<string, unknown> }) {
  const t = useT();
  const { days, dates: _dates, ...numbers } = details;
  const hasDays = Array.isArray(days) && days.length > 0;
  if (!Object.keys(numbers).length && !hasDays) return null;
  return (
    <details className="finding-details">
      <summary>{t('details')}</summary>
      {Object.keys(numbers).length ? (
        <dl>
          {Object.entries(numbers).map(([k, v]) => (
            <div key={k}><dt>{k}</dt><dd><Values text={show(v)} /></dd></div>
          ))}
        </dl>
      ) : null}
      {hasDays ? <Days days={days as Day[]} /> : null}
    </details>
  );
}

export function Findings({ findings }: { findings: Finding[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ul className="findings">
      {findings.map((f, i) => (
        <li key={`${f.code}-${i}`} className={f.severity === 'Error' ? 'error' : 'warning'}>
          <p className="finding-sentence"><strong>{t(f.severity)}</strong> <Values text={f.message} /> <code>{f.code}</code></p>
          {f.legalSource ? <p>{t('legalSource')}: <span lang="de">{f.legalSource}</span></p> : null}
          {f.remedy ? <p>{t('remedy')}: <Values text={f.remedy} /></p> : null}
          {f.related.length ? <p>{t('related')}: <Values text={relatedText(f.related, t, language)} /></p> : null}
          <Details details={(f.details ?? {}) as Record<string, unknown>} />
        </li>
      ))}
    </ul>
  );
}
