/** Problem details on screen: the message beside the field it names, the rest in a banner. */
import type { Problem } from '@cs/client';
import { useT } from '../i18n';

export type FieldErrors = Record<string, string[]>;

export function fieldErrors(problem: Problem | undefined | null): FieldErrors {
  return (problem?.errors as FieldErrors | undefined) ?? {};
}

/** The banner says what went wrong in the office's words where the table has the code (`problem.<CODE>`), else the API's. */
export function ProblemBanner({ problem }: { problem: Problem | undefined | null }) {
  const t = useT();
  if (!problem) return null;
  const key = `problem.${String(problem.code)}`;
  const worded = problem.code && t(key) !== key ? t(key) : null;
  return (
    <p role="alert" className="problem">
      {worded ?? problem.detail ?? problem.title} {problem.code ? <code>{problem.code}</code> : null}
    </p>
  );
}

/** A form's outcome: its problem as a banner, or the notice of its last success. */
export function FormStatus({ form }: { form: { problem: Problem | undefined | null; notice: string } }) {
  return (
    <>
      <ProblemBanner problem={form.problem} />
      {form.notice ? <p role="status">{form.notice}</p> : null}
    </>
  );
}

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  errors?: FieldErrors;
  type?: string;
  required?: boolean;
  options?: Array<[string, string]>;
}

/** A labelled input (or select) with the API's message for this field right beside it. */
export function Field({ label, name, value, onChange, errors = {}, type = 'text', required, options }: FieldProps) {
  const messages = errors[name];
  const id = `field-${name}`;
  return (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      {options ? (
        <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} name={name} type={type} value={value} required={required} step={type === 'number' ? 'any' : undefined}
          aria-invalid={messages ? true : undefined} onChange={(e) => onChange(e.target.value)} />
      )}
      {messages ? <em className="field-error">{messages.join(', ')}</em> : null}
    </label>
  );
}
