/** The vocabulary every check speaks: check families, severities and their settings, languages. */

export type CheckName = 'qualification' | 'availability' | 'workingHours' | 'overlap' | 'contractCoverage';

export type Severity = 'Warning' | 'Error';

/** Severity per check family, as stored in the AssignmentValidationSettings singleton. */
export type SeveritySettings = Record<CheckName, Severity>;

/** The families' severities, plus optional per-rule overrides keyed by rule code. */
export type SeveritySettingsWithRules = SeveritySettings & { rules?: Record<string, Severity> };

/** The languages findings are written in. */
export type Locale = 'de' | 'en';
