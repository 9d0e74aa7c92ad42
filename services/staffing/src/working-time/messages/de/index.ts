/** The working-time rules' findings in German, keyed by code (words.ts). */
import type { RuleCatalogue } from '../../types';
import { availability } from './availability';
import { periods } from './periods';

export const de: RuleCatalogue = { ...availability, ...periods };
