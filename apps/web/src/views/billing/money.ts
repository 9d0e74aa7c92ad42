/**
 * Decimal strings of the API (`"1755.00"`, `"-12.30"`, `"40.3333"`) in the reader's format, digit by
 * digit — never through a floating-point number: "1.755,00 €" in German, "€1,755.00" in English.
 */
import type { Language } from '../../i18n';

export function decimalText(value: string, language: Language): string {
  const negative = value.startsWith('-');
  const [whole, fraction] = value.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'de' ? '.' : ',');
  const text = fraction === undefined ? grouped : `${grouped}${language === 'de' ? ',' : '.'}${fraction}`;
  return negative ? `-${text}` : text;
}

export const euros = (value: string, language: Language) => (language === 'de' ? `${decimalText(value, language)} €` : `€${decimalText(value, language)}`);
