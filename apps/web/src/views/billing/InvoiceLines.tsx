/**
 * An invoice's lines (employee, kind, quantity, unit, unit price, amount) and its net, VAT and gross,
 * as the API has them. A line's description is the invoice's German document text (marked `lang="de"`).
 */
import { useLanguage, useT } from '../../i18n';
import { decimalText, euros } from './money';
import type { Invoice } from './invoice-calls';

/** "Muster, Erika – Arbeitsstunden": the line's name without its kind (the kind has a column). */
const employeeOf = (name: string) => name.split(' – ')[0];

export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const language = useLanguage();
  if (invoice.lines.length === 0) return <p>{t('invoice.noLines')}</p>;
  return (
    <div className="table-wrap">
      <table className="invoice-lines" aria-label={t('invoice.lines')}>
        <thead>
          <tr><th>{t('employee')}</th><th>{t('invoice.kind')}</th><th className="num">{t('invoice.quantity')}</th><th>{t('invoice.unit')}</th><th className="num">{t('invoice.unitPrice')}</th><th className="num">{t('invoice.amount')}</th></tr>
        </thead>
        <tbody>
          {invoice.lines.map((l) => (
            <tr key={l.position}>
              <td>{l.employeeId ? employeeOf(l.name) : l.name}{l.description ? <small className="hint" lang="de"> {l.description}</small> : null}</td>
              <td>{t(`invoice.kind.${l.kind}`)}</td>
              <td className="num nowrap">{decimalText(l.quantity, language)}</td>
              <td>{t(`invoice.unit.${l.unitCode}`)}</td>
              <td className="num nowrap">{euros(l.unitPrice, language)}</td>
              <td className="num nowrap">{euros(l.netAmount, language)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr><th colSpan={5}>{t('invoice.net')}</th><td className="num nowrap">{euros(invoice.net, language)}</td></tr>
          <tr><th colSpan={5}>{t('invoice.vat')} {decimalText(invoice.vatPercent, language)} %</th><td className="num nowrap">{euros(invoice.vat, language)}</td></tr>
          <tr><th colSpan={5}>{t('invoice.gross')}</th><td className="num nowrap">{euros(invoice.gross, language)}</td></tr>
        </tfoot>
      </table>
    </div>
  );
}
