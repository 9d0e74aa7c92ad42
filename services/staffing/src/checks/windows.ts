import { requiredWindow, type RequiredWindow } from '../working-time';
import { checks } from './registry';

/** The windows the registry's checks read (the working-time rules' today; a check without `windows` reads none). */
const windows = checks.flatMap((c) => (c.windows ? [c.windows] : []));

/**
 * What the facts query reads of the employee's other duties, week sums and holidays for a
 * candidate range: the union of the windows of every check in the registry.
 */
export const checkWindow = (startDate: string, endDate: string): RequiredWindow => requiredWindow([startDate, endDate], undefined, windows) as RequiredWindow;
