/** The working-time rules' findings in German, keyed by code (words.ts). */
import type { RuleCatalogue } from '../../types';
import { availability } from './availability';
import { duties } from './duties';
import { hoursWords } from './hours';
import { periods } from './periods';
import { restWords } from './rests';
import { youth } from './youth';

export const de: RuleCatalogue = { ...availability, ...duties, ...hoursWords, ...periods, ...restWords, ...youth };
