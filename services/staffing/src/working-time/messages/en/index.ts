/** The working-time rules' findings in English, keyed by code (words.ts). */
import type { RuleCatalogue } from '../../types';
import { availability } from './availability';
import { hoursWords } from './hours';
import { periods } from './periods';
import { youth } from './youth';

export const en: RuleCatalogue = { ...availability, ...hoursWords, ...periods, ...youth };
