/**
 * The words of the rules' findings: once, at the end, for the findings reported only, in the
 * language asked for only — the message catalogue of that language by the finding's code
 * (messages/<locale>/).
 */
import { de } from './messages/de';
import { en } from './messages/en';
import type { Locale, RuleCatalogue, RuleFinding, RuleWords, WordedFinding } from './types';

export const ruleCatalogues: Record<Locale, RuleCatalogue> = { de, en };

/** A finding's words in one language. */
export function ruleWords(f: RuleFinding, locale: Locale): RuleWords {
  return ruleCatalogues[locale][f.code](f.params as never);
}

/** A finding worded in both languages (what the rule tests read). */
export function worded(f: RuleFinding): WordedFinding {
  const [d, e] = [ruleWords(f, 'de'), ruleWords(f, 'en')];
  const { code, related, details } = f;
  return { code, text: { de: d.message, en: e.message }, remedy: d.remedy === null || e.remedy === null ? null : { de: d.remedy, en: e.remedy }, related, details };
}
