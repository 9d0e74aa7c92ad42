/** The vocabulary every check speaks: check families, severities and their settings, languages. */

export type CheckName = 'qualification' | 'availability' | 'workingHours' | 'overlap' | 'contractCoverage';

export type Severity = 'Warning' | 'Error';

/** Severity per check family, as stored in the AssignmentValidationSettings singleton. */
export type SeveritySettings = Record<CheckName, Severity>;

/** A per-rule setting: a severity, or `Off` — the rule does not run. */
export type RuleSetting = Severity | 'Off';

/** The families' severities, plus optional per-rule settings keyed by rule code. */
export type SeveritySettingsWithRules = SeveritySettings & { rules?: Record<string, RuleSetting> };

/** The languages findings are written in. */
export type Locale = 'de' | 'en';
