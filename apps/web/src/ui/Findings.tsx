/**
 * A conflict-check finding, rendered from its fields alone: severity, code, message, the numbers in
 * `details`, and — when the API sends them — `legalSource`, `related` and `remedy`.
 */
import type { Schemas } from '@cs/client';
import { useT } from '../i18n';

type Finding = Schemas['AssignmentFinding'] & { legalSource?: unknown; remedy?: unknown };

const show = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

export function Findings({ findings }: { findings: Finding[] }) {
  const t = useT();
  return (
    <ul className="findings">
      {findings.map((f, i) => (
        <li key={`${f.code}-${i}`} className={f.severity === 'Error' ? 'error' : 'warning'}>
          <strong>{t(f.severity)}</strong> <code>{f.code}</code> {f.message}
          {f.details && Object.keys(f.details).length ? (
            <dl>
              {Object.entries(f.details).map(([k, v]) => (
                <div key={k}><dt>{k}</dt><dd>{show(v)}</dd></div>
              ))}
            </dl>
          ) : null}
          {f.legalSource ? <p>{t('legalSource')}: <span lang="de">{show(f.legalSource)}</span></p> : null}
          {f.related?.length ? <p>{t('related')}: {f.related.map((r) => r.label ?? `${r.type} ${r.id}`).join('; ')}</p> : null}
          {f.remedy ? <p>{t('remedy')}: {show(f.remedy)}</p> : null}
        </li>
      ))}
    </ul>
  );
}
