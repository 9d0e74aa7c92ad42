/**
 * Einstellungen: the severity of each conflict check (every Warning/Error field of the settings: new
 * checks appear without a client change) and of single rules (RuleSeverities); a 412 reloads the
 * current version and keeps the choices on screen.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ifMatch, type Problem, type Schemas } from '@cs/client';
import { api, call, can } from '../session';
import { useT } from '../i18n';
import { Field, ProblemBanner, fieldErrors } from '../ui/problem';
import { RuleSeverities } from './RuleSeverities';

type Settings = Schemas['AssignmentValidationSettingsResponse'];
type Body = Schemas['UpdateAssignmentValidationSettingsRequest'];
const isSeverity = (v: unknown) => v === 'Warning' || v === 'Error';

export function Settings() {
  const t = useT();
  const [loaded, setLoaded] = useState<Settings>();
  const [choice, setChoice] = useState<Record<string, string>>({});
  const [rules, setRules] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState('');

  async function load(keepChoice: boolean) {
    const { data } = await call(() => api.GET('/api/settings/assignment-validation'));
    if (!data) return;
    setLoaded(data);
    if (keepChoice) return;
    setChoice(Object.fromEntries(Object.entries(data).filter(([, v]) => isSeverity(v))) as Record<string, string>);
    setRules(data.rules);
  }
  useEffect(() => void load(false), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!loaded) return;
    const { data, error } = await call(() =>
      api.PUT('/api/settings/assignment-validation', {
        params: { header: { 'if-match': ifMatch(loaded.version) } },
        body: { ...choice, rules } as unknown as Body,
      }),
    );
    setProblem(error ?? null);
    if (data) {
      setLoaded(data);
      setNotice(t('saved'));
    } else if (error?.status === 412) {
      await load(true);
      setNotice(t('conflict'));
    } else setNotice('');
  }

  const editable = can('assignmentSettings', 'update');
  return (
    <form className="card" onSubmit={submit}>
      <h1>{t('settings')}</h1>
      <h2>{t('severities')}</h2>
      {problem?.status === 412 ? null : <ProblemBanner problem={problem} />}
      {notice ? <p role="status">{notice}</p> : null}
      <div className="grid">
        {Object.keys(choice).map((check) => (
          <Field key={check} label={t(check)} name={check} value={choice[check]} errors={fieldErrors(problem)}
            onChange={(v) => setChoice({ ...choice, [check]: v })} options={[['Warning', t('Warning')], ['Error', t('Error')]]} />
        ))}
      </div>
      <RuleSeverities rules={rules} checks={choice} editable={editable} onChange={setRules} />
      {editable ? <button type="submit">{t('save')}</button> : null}
    </form>
  );
}
