/**
 * The planning time zone of this process (PLANNING_TIME_ZONE, validated by the config at start and
 * set once by buildApp). Duty times are wall-clock in it.
 */
import { Temporal } from 'temporal-polyfill';
import { defaultParameters, type WorkingTimeParameters } from './parameters';
import { isValidTimeZone } from './zoned-time';

let zone = defaultParameters.timeZone;
let parameters: WorkingTimeParameters = defaultParameters;

export function setPlanningTimeZone(value: string): void {
  if (!isValidTimeZone(value)) throw new Error(`unknown time zone: ${value}`);
  zone = value;
  parameters = { ...defaultParameters, timeZone: value };
}

export const planningTimeZone = (): string => zone;

/** The rules' parameters with the planning time zone (what the checks run with). */
export const planningParameters = (): WorkingTimeParameters => parameters;

/** Today in the planning time zone ('YYYY-MM-DD'): the day "from today on" means everywhere. */
export const planningDay = (at = zone): string => Temporal.Now.plainDateISO(at).toString();
