/**
 * Several codes of a value list, one checkbox each (a fieldset named by its legend), with the API's
 * messages for the field (`qualifications`, `qualifications.2`) beside it. A code the record has
 * but the list no longer offers as active stays shown, so saving does not drop it unasked.
 */
import type { FieldErrors } from './problem';

interface Props {
  legend: string;
  name: string;
  value: string[];
  onChange: (value: string[]) => void;
  options: Array<[string, string]>;
  errors?: FieldErrors;
}

export function CodeChecklist({ legend, name, value, onChange, options, errors = {} }: Props) {
  const offered = options.filter(([code]) => code !== '');
  const kept = value.filter((code) => !offered.some(([c]) => c === code)).map((code): [string, string] => [code, code]);
  const messages = Object.entries(errors).filter(([k]) => k === name || k.startsWith(`${name}.`)).flatMap(([, m]) => m);
  const toggle = (code: string, on: boolean) => onChange(on ? [...value, code] : value.filter((c) => c !== code));
  return (
    <fieldset className="checklist" aria-invalid={messages.length ? true : undefined}>
      <legend>{legend}</legend>
      {[...offered, ...kept].map(([code, label]) => (
        <label key={code}>
          <input type="checkbox" name={name} value={code} checked={value.includes(code)} onChange={(e) => toggle(code, e.target.checked)} /> {label}
        </label>
      ))}
      {messages.length ? <em className="field-error">{messages.join(', ')}</em> : null}
    </fieldset>
  );
}
