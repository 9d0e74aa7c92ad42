import { useState, type FormEvent } from 'react';
import type { Problem } from '@cs/client';
import { login, sessionHasEnded } from '../session';
import { useT } from '../i18n';
import { Field, ProblemBanner, fieldErrors } from '../ui/problem';

export function Login() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setProblem(await login(email, password));
    setBusy(false);
  }

  return (
    <form className="login" onSubmit={submit}>
      <h1>{t('login')}</h1>
      {sessionHasEnded() && !problem ? <p role="status">{t('sessionEnded')}</p> : null}
      <ProblemBanner problem={problem} />
      <Field label={t('email')} name="email" type="email" value={email} onChange={setEmail} errors={fieldErrors(problem)} required />
      <Field label={t('password')} name="password" type="password" value={password} onChange={setPassword} errors={fieldErrors(problem)} required />
      <button type="submit" disabled={busy}>{t('login')}</button>
    </form>
  );
}
