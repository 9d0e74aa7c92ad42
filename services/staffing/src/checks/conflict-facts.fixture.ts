import type { RawFinding } from './check';
import { wordsOf } from './render';
import type { ConflictFacts } from './types';

/**
 * A clean baseline for the unit tests: Mon 2026-05-04 .. Fri 2026-05-08 at 8 h/day
 * (40 h in 2026-W19) for a qualified, active, 40 h/week employee with an open-ended
 * active contract. Every check passes on it.
 */
export function makeFacts(overrides: {
  candidate?: Partial<ConflictFacts['candidate']>;
  order?: Partial<ConflictFacts['order']>;
  employee?: Partial<ConflictFacts['employee']>;
  absences?: ConflictFacts['absences'];
  contracts?: ConflictFacts['contracts'];
  qualificationRanks?: ConflictFacts['qualificationRanks'];
  sameOrder?: ConflictFacts['sameOrder'];
  dutyDates?: ConflictFacts['dutyDates'];
  unavailableDays?: ConflictFacts['unavailableDays'];
  facilityBlock?: ConflictFacts['facilityBlock'];
  lending?: ConflictFacts['lending'];
} = {}): ConflictFacts {
  return {
    candidate: {
      employeeId: 'e1', orderId: 'o1', startDate: '2026-05-04', endDate: '2026-05-08',
      hoursPerDay: 8, shiftStart: null, shiftEnd: null, ...overrides.candidate,
    },
    order: {
      id: 'o1', label: '2026-05-01 – 2026-05-31', facilityId: 'f1', facilityName: 'Haus Sonne', requiredQualification: 'RN',
      startDate: '2026-05-01', endDate: '2026-05-31', status: 'Open', headcount: 1, ...overrides.order,
    },
    employee: {
      id: 'e1', name: 'Anna Müller', qualifications: ['RN'], weeklyHours: 40, entryDate: '2020-01-01',
      exitDate: null, active: true, ...overrides.employee,
    },
    qualificationRanks: overrides.qualificationRanks ?? { CA: 1, LPN: 2, RN: 3 },
    qualificationLabels: { CA: 'Care assistant', LPN: 'Licensed practical nurse', RN: 'Registered nurse' },
    absences: overrides.absences ?? [],
    contracts: overrides.contracts ?? [
      { id: 'c1', facilityId: 'f1', status: 'Active', validFrom: '2026-01-01', validTo: null },
    ],
    sameOrder: overrides.sameOrder ?? [],
    dutyDates: overrides.dutyDates ?? ['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08'],
    unavailableDays: overrides.unavailableDays ?? [],
    facilityBlock: overrides.facilityBlock ?? null,
    lending: overrides.lending ?? null,
  };
}

/** A finding's words in both languages, as the message catalogues give them. */
export function words(raw: RawFinding) {
  const [de, en] = [wordsOf(raw, 'de'), wordsOf(raw, 'en')];
  return { text: { de: de.message, en: en.message }, remedy: de.remedy === null || en.remedy === null ? null : { de: de.remedy, en: en.remedy } };
}
