/**
 * One ranked candidate: the checkbox that chooses her (named by her name), her rank and points, the
 * score's reasons in words as the API gives them ("3 km, 18,00 € Fahrtkosten", "noch 12 h frei",
 * "war 3× hier", …) and the check's findings, opened on demand. Once chosen, the findings are
 * those of her live check (what saving runs), else those the list answered.
 */
import type { Schemas } from '@cs/client';
import { useLanguage, useT } from '../i18n';
import { Findings } from '../ui/Findings';
import { Values } from '../ui/Values';
import type { Candidate } from './useCandidates';

type Check = Schemas['AssignmentCheckResponse'];

/** The parts in the order a dispatcher reads them: fit first, then cost, then the person's situation. */
const parts = ['qualification', 'availability', 'wish', 'distance', 'hoursLeft', 'continuity', 'fairness', 'lendingHeadroom'] as const;

export const candidateName = (c: Candidate) => `${c.employee.lastName}, ${c.employee.firstName}`;

const points = (n: number, language: string) => n.toLocaleString(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 });

export function CandidateRow(props: { rank: number; candidate: Candidate; check?: Check; chosen: boolean; canChoose: boolean; onChoose: (chosen: boolean) => void }) {
  const t = useT();
  const language = useLanguage();
  const { candidate: c } = props;
  const { canSave, findings } = props.check ?? c;
  const errors = findings.filter((f) => f.severity === 'Error').length;
  const warnings = findings.length - errors;
  const id = `candidate-${c.employee.id}`;
  const count = (n: number, what: string) => (n ? `${n} ${t(`candidates.${what}${n === 1 ? '' : 's'}`)}` : '');
  return (
    <li className={canSave ? 'candidate' : 'candidate blocked'} aria-labelledby={`${id}-name`}>
      <div className="candidate-head">
        <input id={id} type="checkbox" checked={props.chosen} disabled={!props.canChoose || !canSave} onChange={(e) => props.onChoose(e.target.checked)} />
        <label htmlFor={id} id={`${id}-name`}>{candidateName(c)}</label>
        <span className="candidate-rank">{t('candidates.rank')} {props.rank}</span>
        <span className="candidate-points">{points(c.score.total, language)} {t('candidates.points')}</span>
        {!canSave ? <span className="problem">{t('blocked')}</span> : null}
      </div>
      <ul className="reasons" aria-label={t('candidates.reasons')}>
        {parts.map((p) => (
          <li key={p} title={`${t(`candidates.part.${p}`)}: ${points(c.score.parts[p].points, language)} ${t('candidates.points')}`}>
            <span className="reason-part">{t(`candidates.part.${p}`)}:</span> <span className="reason"><Values text={c.score.parts[p].reason} /></span>
          </li>
        ))}
      </ul>
      {findings.length ? (
        <details className="candidate-findings">
          <summary>
            {props.check ? t('check') : t('candidates.findings')}: {[count(errors, 'error'), count(warnings, 'warning')].filter(Boolean).join(', ')}
          </summary>
          <Findings findings={findings} />
        </details>
      ) : (
        <p className="candidate-findings">{t('candidates.noFindings')}</p>
      )}
    </li>
  );
}
