/**
 * The planning time zone of this process (PLANNING_TIME_ZONE, validated by the config at start and
 * set once by buildApp). Duty times are wall-clock in it.
 */
import { defaultParameters } from './parameters';
import { isValidTimeZone } from './zoned-time';

let zone = defaultParameters.timeZone;

export function setPlanningTimeZone(value: string): void {
  if (!isValidTimeZone(value)) throw new Error(`unknown time zone: ${value}`);
  zone = value;
}

export const planningTimeZone = (): string => zone;
