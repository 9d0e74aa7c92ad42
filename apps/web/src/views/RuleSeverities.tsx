/**
 * The per-rule severities of Einstellungen: every rule of the catalogue
 * (`GET /api/settings/assignment-validation/rules`: code, check family, legal source, label in the
 * language on screen) with a select — no override (its check's severity, or the rule's own default
 * where it has one), Warning, Error or Off (the rule does not run).
 */
import type { Schemas } from '@cs/client';
import { api } from '../session';
import { useLanguage, useT } from '../i18n';
import { useList } from '../ui/useList';

type Rule = Schemas['AssignmentValidationRule'];

export function RuleSeverities(props: { rules: Record<string, string>; checks: Record<string, string>; editable: boolean; onChange: (rules: Record<string, string>) => void }) {
  const t = useT();
  const language = useLanguage();
  const [catalogue] = useList<Rule>(() => api.GET('/api/settings/assignment-validation/rules'), [language]);
  const choose = (code: string, value: string) => {
    const { [code]: _old, ...rest } = props.rules;
    props.onChange(value ? { ...rest, [code]: value } : rest);
  };
  return (
    <>
      <h2>{t('rules')}</h2>
      <div className="table-wrap">
        <table className="rules">
          <thead><tr><th>{t('rule')}</th><th>{t('legalSource')}</th><th>{t('check')}</th><th>{t('ruleSeverity')}</th></tr></thead>
          <tbody>
            {catalogue.map((r) => (
              <tr key={r.code}>
                <td>{r.label} <code>{r.code}</code></td><td lang="de">{r.legalSource}</td><td>{t(r.check)}</td>
                <td>
                  <select aria-label={r.label} value={props.rules[r.code] ?? ''} disabled={!props.editable} onChange={(e) => choose(r.code, e.target.value)}>
                    <option value="">{r.ownDefault ? `${t('ruleDefault')} (${t(r.ownDefault)})` : `${t('asCheck')} (${t(props.checks[r.check] ?? '')})`}</option>
                    <option value="Warning">{t('Warning')}</option>
                    <option value="Error">{t('Error')}</option>
                    <option value="Off">{t('Off')}</option>
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
