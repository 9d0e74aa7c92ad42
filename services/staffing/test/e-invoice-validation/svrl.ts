/**
 * The findings of a schematron run: its SVRL report's failed asserts and successful reports, each
 * with the rule's id, its flag (fatal, error or warning as the rule file sets it), text and location.
 */
import { XMLParser } from 'fast-xml-parser';

export interface Finding {
  id: string;
  flag: string;
  text: string;
  location: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  isArray: (name) => name === 'failed-assert' || name === 'successful-report',
});

type Raw = { id?: string; flag?: string; location?: string; text?: string | { '#text'?: string } };
const textOf = (t: Raw['text']) => (typeof t === 'object' ? (t['#text'] ?? '') : String(t ?? '')).replace(/\s+/g, ' ').trim();

/** A rule without a flag counts as an error: nothing unflagged passes as a warning. */
export function svrlFindings(svrl: string): Finding[] {
  const output = parser.parse(svrl)['schematron-output'];
  if (!output) throw new Error(`not an SVRL report: ${svrl.slice(0, 200)}`);
  const raw: Raw[] = [...(output['failed-assert'] ?? []), ...(output['successful-report'] ?? [])];
  return raw.map((r) => ({ id: r.id ?? '(no id)', flag: r.flag ?? 'error', text: textOf(r.text), location: r.location ?? '' }));
}

/** Findings that make the document invalid: flagged fatal or error. */
export const blocking = (findings: Finding[]) => findings.filter((f) => f.flag !== 'warning' && f.flag !== 'information');
