/** Types of the runner's inputs and outputs. */
export type { SeveritySettingsWithRules } from '../shared/check-types';

export type { Locale, Severity, WorkingTimeFacts, WorkingTimeFinding } from './types';
