/**
 * Restoring an assignment from the Papierkorb: the checks run first (`GET /api/trash/assignments/{id}/check`,
 * in the user's language) and their findings are shown as on the board. No findings → restored at
 * once; an Error → blocked; Warnings → restored only once acknowledged (the restore then sends
 * `acknowledgement`, recorded in the event). A 409 on restoring (something changed in between)
 * shows the findings the server answered.
 */
import { useEffect, useState } from 'react';
import type { Problem, Schemas } from '@cs/client';
import { api, call } from '../session';
import { useLanguage, useT } from '../i18n';
import { CheckPreview } from '../ui/LiveCheck';

type Check = Schemas['AssignmentCheckResponse'];

const restoreAssignment = (id: string, acknowledged: boolean) =>
  call(() => api.POST('/api/trash/assignments/{id}/restore', { params: { path: { id } }, body: acknowledged ? { acknowledgement: {} } : {} }));

export function AssignmentRestore({ id, onRestored, onClose }: { id: string; onRestored: () => void; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const [preview, setPreview] = useState<Check | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);

  const restore = async (ack: boolean) => {
    const { error } = await restoreAssignment(id, ack);
    if (!error) return onRestored();
    const findings = (error as { findings?: Check['findings'] }).findings;
    if (findings?.length) {
      setPreview({ canSave: !findings.some((f) => f.severity === 'Error'), findings });
      setProblem(null);
    } else setProblem(error);
  };

  useEffect(() => {
    let current = true;
    setAcknowledged(false);
    void call(() => api.GET('/api/trash/assignments/{id}/check', { params: { path: { id } } })).then(({ data, error }) => {
      if (!current) return;
      setProblem(error ?? null);
      setPreview(data ?? null);
      if (data?.canSave && data.findings.length === 0) void restore(false);
    });
    return () => void (current = false);
  }, [id, language]); // eslint-disable-line react-hooks/exhaustive-deps -- restore reads only `id`

  const warnings = preview?.findings.filter((f) => f.severity === 'Warning') ?? [];
  const canRestore = Boolean(preview?.canSave) && (warnings.length === 0 || acknowledged);
  return (
    <div className="restore-check">
      <CheckPreview check={{ preview, problem, warnings, acknowledged, setAcknowledged }} texts={{ blocked: 'restoreBlocked', acknowledge: 'restoreAcknowledge' }} />
      <div className="actions">
        {preview?.findings.length ? (
          <button type="button" disabled={!canRestore} onClick={() => void restore(warnings.length > 0)}>{t('restore')}</button>
        ) : null}
        <button type="button" onClick={onClose}>{t('close')}</button>
      </div>
    </div>
  );
}
