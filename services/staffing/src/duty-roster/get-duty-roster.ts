import type { DutyRosterQuery, DutyRosterResponse } from '@cs/contracts/http/duty-roster';
import { toPaged } from '@cs/contracts/http/common';
import type { Principal, Queryable } from '@cs/service-kit';
import { planningTimeZone } from '../working-time';
import { rosterAbsences, rosterAvailability, rosterDuties, rosterEmployees } from './duty-roster.repo';
import { rosterRows } from './roster-rows';
import { planningDay } from '../working-time/planning-zone';
import { rosterDates, rosterWindow, weekParts } from './roster-window';

/**
 * The duty roster of one page of employees over from–to (at most 31 days; this week by default): the page, then the
 * duties, absences and stated days of all its employees in one query each. Stated availability is
 * shown only to a caller who may read it for every employee (`availability: read`, All).
 */
export async function getDutyRoster(q: Queryable, principal: Principal, asked: DutyRosterQuery): Promise<DutyRosterResponse> {
  const query = { ...asked, ...rosterWindow(asked, planningDay()) };
  const dates = rosterDates(query.from, query.to);
  const availabilityShown = principal.permissions.availability?.read === 'All';
  const page = await rosterEmployees(q, query);
  const ids = page.rows.map((row) => row.id);
  const [duties, absences, availability] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          rosterDuties(q, ids, query.from, query.to),
          rosterAbsences(q, ids, query.from, query.to),
          availabilityShown ? rosterAvailability(q, ids, query.from, query.to) : Promise.resolve([]),
        ]);
  const items = rosterRows(page.rows, { dates, weeks: weekParts(dates), duties, absences, availability: availabilityShown ? availability : null, zone: planningTimeZone() });
  return { from: query.from, to: query.to, availabilityShown, ...toPaged(items, page.total, query) };
}
