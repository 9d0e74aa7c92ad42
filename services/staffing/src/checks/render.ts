/**
 * Findings get their words once, at the end, for the findings reported only, in the requested
 * language only: the message catalogue of that language by the finding's code — the checks of this
 * folder (messages/<locale>.ts) and the working-time rules (../working-time/messages/<locale>/).
 * The checks evaluate to codes and parameters and never build text.
 */
import type { Locale, Severity } from '../shared/check-types';
import { ruleCatalogues } from '../working-time';
import type { WorkingTimeRule } from '../working-time/rule';
import type { Catalogues, Check, RawFinding, Words } from './check';
import { de } from './messages/de';
import { en } from './messages/en';
import type { Finding } from './types';

const catalogues: Catalogues = { de: { ...de, ...ruleCatalogues.de }, en: { ...en, ...ruleCatalogues.en } };

/** A finding's words in one language. */
export function wordsOf(raw: RawFinding, locale: Locale): Words {
  return catalogues[locale][raw.code](raw.params as never);
}

/** The finding as the API answers it. */
export function render(raw: RawFinding, check: Pick<Check | WorkingTimeRule, 'check' | 'legalSource'>, severity: Severity, locale: Locale): Finding {
  const { message, remedy } = wordsOf(raw, locale);
  return { check: check.check, severity, code: raw.code, legalSource: check.legalSource, message, remedy, related: raw.related, details: raw.details };
}
