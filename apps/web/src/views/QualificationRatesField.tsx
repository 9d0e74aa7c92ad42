/** Billing rates per qualification of a facility: rows of value-list code and rate (€); empty rows are dropped. */
import { useT } from '../i18n';
import { Field } from '../ui/problem';

export type RateRow = { qualification: string; rate: string };

export const toRateRows = (rates: readonly { qualification: string; rate: number }[] | undefined): RateRow[] =>
  (rates ?? []).map((r) => ({ qualification: r.qualification, rate: String(r.rate) }));

export const toRates = (rows: readonly RateRow[]) =>
  rows
    .filter((r) => r.qualification.trim() !== '' || r.rate.trim() !== '')
    .map((r) => ({ qualification: r.qualification.trim(), rate: Number(r.rate.replace(',', '.')) }));

export function QualificationRatesField(props: { rows: RateRow[]; onChange: (rows: RateRow[]) => void; errors: Record<string, string[]> }) {
  const t = useT();
  const { rows, onChange, errors } = props;
  const setRow = (i: number, k: keyof RateRow) => (v: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  return (
    <fieldset className="field">
      <legend>{t('qualificationBillingRates')}</legend>
      {rows.map((r, i) => (
        <div key={i}>
          <Field label={t('qualification')} name={`qualificationBillingRates.${i}.qualification`} value={r.qualification} onChange={setRow(i, 'qualification')} errors={errors} />
          <Field label={t('qualificationRate')} name={`qualificationBillingRates.${i}.rate`} type="number" value={r.rate} onChange={setRow(i, 'rate')} errors={errors} />
          <button type="button" onClick={() => onChange(rows.filter((_, j) => j !== i))}>{t('remove')}</button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...rows, { qualification: '', rate: '' }])}>{t('addRate')}</button>
    </fieldset>
  );
}
