/**
 * Findings get their words once, at the end, in the requested language only: the message
 * catalogue of that language by the finding's code (messages/<locale>.ts). The working-time rules
 * still word their findings themselves, in both languages (`params.words`): the one language asked
 * for is taken from them.
 */
import type { Locale, Severity } from '../shared/check-types';
import { ruleCatalogues } from '../working-time';
import type { WorkingTimeRule } from '../working-time/rule';
import type { LocalizedText } from '../working-time/types';
import type { Catalogues, Check, RawFinding, Words } from './check';
import { de } from './messages/de';
import { en } from './messages/en';
import type { Finding } from './types';

const catalogues: Catalogues = { de, en };

/** The words a working-time rule gave its finding (rule.ts). */
interface RuleWords {
  words: { text: LocalizedText; remedy: LocalizedText | null };
}

/** A finding's words in one language. */
export function wordsOf(raw: RawFinding, locale: Locale): Words {
  const entry = catalogues[locale][raw.code] ?? ruleCatalogues[locale][raw.code];
  if (entry) return entry(raw.params as never);
  const { text, remedy } = (raw.params as RuleWords).words;
  return { message: text[locale], remedy: remedy ? remedy[locale] : null };
}

/** The finding as the API answers it. */
export function render(raw: RawFinding, check: Pick<Check | WorkingTimeRule, 'check' | 'legalSource'>, severity: Severity, locale: Locale): Finding {
  const { message, remedy } = wordsOf(raw, locale);
  return { check: check.check, severity, code: raw.code, legalSource: check.legalSource, message, remedy, related: raw.related, details: raw.details };
}
