/** Types of the runner's inputs and outputs. */
import type { SeveritySettings } from '../assignments/conflicts/types';

export type { Locale, Severity, WorkingTimeFacts, WorkingTimeFinding } from './types';

/** The seed's per-check severities, plus optional per-rule overrides keyed by rule code. */
export type SeveritySettingsWithRules = SeveritySettings & { rules?: Record<string, import('./types').Severity> };
