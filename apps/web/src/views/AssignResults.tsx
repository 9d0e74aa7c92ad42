/**
 * What assigning several at once did, per employee in the request's order: saved (with the warnings
 * it was saved over), or refused with the code and the findings that refused her. The problem's own
 * sentence is English; it is shown (marked so) only when no finding says why.
 */
import type { Schemas } from '@cs/client';
import { useT } from '../i18n';
import { Findings } from '../ui/Findings';

type Result = Schemas['AssignSeveralResult'];
export interface Outcome {
  results: Result[];
  /** The employees' names as the list showed them when assigning. */
  names: Record<string, string>;
}

export function AssignResults({ outcome }: { outcome: Outcome }) {
  const t = useT();
  const saved = outcome.results.filter((r) => r.outcome === 'saved').length;
  return (
    <section className="assign-results" aria-labelledby="assign-results-title">
      <h3 id="assign-results-title">{t('candidates.results')}</h3>
      <p role="status">{t('candidates.savedOf')}: {saved} / {outcome.results.length}</p>
      <ul>
        {outcome.results.map((r) => {
          const name = outcome.names[r.employeeId] ?? r.employeeId.slice(0, 8);
          const findings = r.outcome === 'saved' ? (r.assignment?.warnings ?? []) : (r.findings ?? []);
          return (
            <li key={r.employeeId} className={r.outcome}>
              <p>
                <strong>{name}</strong>: {t(`candidates.${r.outcome}`)} {r.code ? <code>{r.code}</code> : null}
                {r.outcome === 'refused' && !findings.length && r.message ? <span lang="en"> {r.message}</span> : null}
              </p>
              {findings.length ? <Findings findings={findings} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
