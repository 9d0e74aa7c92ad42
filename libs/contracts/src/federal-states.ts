import { z } from 'zod';

/**
 * The 16 German federal states and the state of a German postal code — the one place both
 * facilities (the facility's `state`, derived when not given) and staffing (public holidays of the
 * working-time engine) take them from. Codes are the subdivision part of ISO 3166-2 (`BY` for
 * `DE-BY`), exactly what `date-holidays` expects; docs/facilities.md, "Federal state".
 *
 * Federal state of a German postal code: used when a facility's `state` is not given. No maintained npm package maps postal codes to states (checked: only GeoJSON
 * area data sets), so this is a small table of Deutsche Post's two-digit routing regions
 * ("Leitregionen") to the state that holds most of each, refined by three-digit prefixes where a
 * region is split between states. Approximate near state borders: a recorded `state` always wins.
 */
export const federalStates = ['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'] as const;
export type FederalState = (typeof federalStates)[number];

/** Two-digit routing region → state (exported for the backfill migrations, which copy it). */
export const postalRegionStates: Readonly<Record<string, FederalState>> = {
  '01': 'SN', '02': 'SN', '03': 'BB', '04': 'SN', '06': 'ST', '07': 'TH', '08': 'SN', '09': 'SN',
  '10': 'BE', '12': 'BE', '13': 'BE', '14': 'BB', '15': 'BB', '16': 'BB', '17': 'MV', '18': 'MV', '19': 'MV',
  '20': 'HH', '21': 'NI', '22': 'HH', '23': 'SH', '24': 'SH', '25': 'SH', '26': 'NI', '27': 'NI', '28': 'HB', '29': 'NI',
  '30': 'NI', '31': 'NI', '32': 'NW', '33': 'NW', '34': 'HE', '35': 'HE', '36': 'HE', '37': 'NI', '38': 'NI', '39': 'ST',
  '40': 'NW', '41': 'NW', '42': 'NW', '44': 'NW', '45': 'NW', '46': 'NW', '47': 'NW', '48': 'NW', '49': 'NI',
  '50': 'NW', '51': 'NW', '52': 'NW', '53': 'NW', '54': 'RP', '55': 'RP', '56': 'RP', '57': 'NW', '58': 'NW', '59': 'NW',
  '60': 'HE', '61': 'HE', '63': 'HE', '64': 'HE', '65': 'HE', '66': 'SL', '67': 'RP', '68': 'BW', '69': 'BW',
  '70': 'BW', '71': 'BW', '72': 'BW', '73': 'BW', '74': 'BW', '75': 'BW', '76': 'BW', '77': 'BW', '78': 'BW', '79': 'BW',
  '80': 'BY', '81': 'BY', '82': 'BY', '83': 'BY', '84': 'BY', '85': 'BY', '86': 'BY', '87': 'BY', '88': 'BW', '89': 'BW',
  '90': 'BY', '91': 'BY', '92': 'BY', '93': 'BY', '94': 'BY', '95': 'BY', '96': 'BY', '97': 'BY', '98': 'TH', '99': 'TH',
};

/** Three-digit prefixes whose state differs from their region's. */
export const postalSubRegionStates: Readonly<Record<string, FederalState>> = {
  '049': 'BB', '140': 'BE', '141': 'BE', '172': 'BB', '193': 'BB', '210': 'HH', '211': 'HH', '214': 'SH', '215': 'SH',
  '228': 'SH', '229': 'SH', '239': 'MV', '275': 'HB', '288': 'NI', '364': 'TH', '373': 'TH', '388': 'ST',
  '494': 'NW', '495': 'NW', '534': 'RP', '535': 'RP', '575': 'RP', '576': 'RP', '637': 'BY', '638': 'BY', '639': 'BY',
  '668': 'RP', '669': 'RP', '685': 'HE', '686': 'HE', '767': 'RP', '768': 'RP', '881': 'BY', '892': 'BY',
  '965': 'TH', '979': 'BW',
};

/** '80331' → 'BY'; null for anything that is not a five-digit German postal code of a known region. */
export function stateFromPostalCode(postalCode: string | null): FederalState | null {
  if (postalCode === null || !/^\d{5}$/.test(postalCode.trim())) return null;
  const code = postalCode.trim();
  return postalSubRegionStates[code.slice(0, 3)] ?? postalRegionStates[code.slice(0, 2)] ?? null;
}

/** The wire schema of a state code (exact, upper case). */
export const federalStateSchema = z.enum(federalStates, { message: `must be one of ${federalStates.join(', ')}` });

export function isFederalState(value: string): value is FederalState {
  return (federalStates as readonly string[]).includes(value);
}
