/** The working-time rules' findings in English, keyed by code (words.ts). */
import type { RuleCatalogue } from '../../types';
import { availability } from './availability';
import { periods } from './periods';

export const en: RuleCatalogue = { ...availability, ...periods };
