/**
 * The live conflict check: as the inputs change, `POST /api/assignments/check` runs (exactly what
 * saving runs; only the newest answer is shown). Errors block saving; warnings need the
 * acknowledgement. Used when planning a new assignment and when editing an assignment's duties.
 */
import { useEffect, useRef, useState } from 'react';
import type { Problem, Schemas } from '@cs/client';
import { api, call } from '../session';
import { useLanguage, useT } from '../i18n';
import { Findings } from './Findings';
import { ProblemBanner } from './problem';

export type CheckBody = Schemas['AssignmentCheckRequest'];
type Check = Schemas['AssignmentCheckResponse'];

export function useLiveCheck(body: CheckBody | null) {
  const language = useLanguage();
  const [preview, setPreview] = useState<Check | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const latest = useRef(0);
  const key = body ? JSON.stringify(body) : '';

  useEffect(() => {
    setAcknowledged(false);
    const ticket = ++latest.current;
    if (!body) return void (setPreview(null), setProblem(null));
    void call(() => api.POST('/api/assignments/check', { body })).then(({ data, error }) => {
      if (ticket !== latest.current) return; // an older answer than the inputs on screen
      setPreview(data ?? null);
      setProblem(error ?? null);
    });
  }, [key, language]); // eslint-disable-line react-hooks/exhaustive-deps -- the body's content is the key

  const warnings = preview?.findings.filter((f) => f.severity === 'Warning') ?? [];
  const canSave = Boolean(preview?.canSave) && (warnings.length === 0 || acknowledged);
  return { preview, problem, acknowledged, setAcknowledged, warnings, canSave };
}

/** What a preview on screen shows: the check's answer (or its problem) and the acknowledgement of its warnings. */
export interface CheckState {
  preview: Check | null;
  problem: Problem | null;
  warnings: Check['findings'];
  acknowledged: boolean;
  setAcknowledged: (acknowledged: boolean) => void;
}

/**
 * The preview on screen: findings (or none), "errors block", the acknowledgement checkbox. The
 * texts name what is checked for (saving by default; the Papierkorb's restore gives its own).
 */
export function CheckPreview({ check, texts = {} }: { check: CheckState; texts?: { blocked?: string; acknowledge?: string } }) {
  const t = useT();
  const { preview, warnings } = check;
  return (
    <>
      <ProblemBanner problem={check.problem} />
      <div aria-live="polite" className="preview">
        {preview ? (
          <>
            <h3>{t('check')}</h3>
            {preview.findings.length ? <Findings findings={preview.findings} /> : <p>{t('noFindings')}</p>}
            {!preview.canSave ? <p className="problem">{t(texts.blocked ?? 'blocked')}</p> : null}
            {preview.canSave && warnings.length ? (
              <label><input type="checkbox" checked={check.acknowledged} onChange={(e) => check.setAcknowledged(e.target.checked)} /> {t(texts.acknowledge ?? 'acknowledge')}</label>
            ) : null}
          </>
        ) : null}
      </div>
    </>
  );
}
