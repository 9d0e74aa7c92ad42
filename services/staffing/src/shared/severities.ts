import type { CheckName, RuleSetting, Severity, SeveritySettings, SeveritySettingsWithRules } from './check-types';

/**
 * Severities used until an admin changes AssignmentValidationSettings.
 * - Error where saving would create an assignment that cannot be worked as planned:
 *   an unqualified employee (care quality and liability), an absent / not employed /
 *   inactive employee, or the same person booked twice on a day.
 * - Warning where the check is an approximation or can be fixed after saving:
 *   working hours are estimated from date ranges (every calendar day counts), and a
 *   missing contract is often signed after the planning has started.
 */
export const defaultSeverities: SeveritySettings = {
  qualification: 'Error',
  availability: 'Error',
  workingHours: 'Warning',
  overlap: 'Error',
  contractCoverage: 'Warning',
};

/**
 * A rule's own default where it differs from its family's (a per-rule setting still wins): a day the
 * employee stated as unavailable is a wish to plan around, not a bar — the office may have agreed
 * otherwise with them — so it warns although the availability family blocks. A check may also bring
 * its own (`SeverityOf.ownDefault`: the lending-law rules, docs/lending-law.md).
 */
export const ruleDefaultSeverities: Readonly<Record<string, Severity>> = {
  EMPLOYEE_UNAVAILABLE: 'Warning',
};

/** What decides a rule's severity besides the settings. */
export interface SeverityOf {
  code: string;
  check: CheckName;
  /** Its findings say it could not check something: a Warning unless its own setting says otherwise. */
  notCheckable?: true;
  /** Its own default severity, brought by the check itself (before `ruleDefaultSeverities`). */
  ownDefault?: Severity;
}

/**
 * THE severity lookup of every check: the rule's own setting (`Off`: the rule does not run); else its
 * own default (`ownDefault`, `ruleDefaultSeverities`); else Warning for a rule that could not check something (missing data is
 * a default nobody chose, so it never blocks a save by its family's severity); else its family's.
 */
export function severityOf(rule: SeverityOf, settings: SeveritySettingsWithRules): RuleSetting {
  return settings.rules?.[rule.code] ?? ownDefaultOf(rule) ?? settings[rule.check];
}

/** What decides a rule's severity before its family's: its own default, or Warning for a rule that could not check something. */
const ownDefaultOf = (rule: SeverityOf): Severity | undefined => rule.ownDefault ?? ruleDefaultSeverities[rule.code] ?? (rule.notCheckable ? 'Warning' : undefined);

/**
 * severityOf for every rule of a list at once, their own defaults looked up once: for a runner that
 * asks about every rule on every check. The answer is aligned with `rules`.
 */
export function severityTable(rules: readonly SeverityOf[]): (settings: SeveritySettingsWithRules) => RuleSetting[] {
  const own = rules.map(ownDefaultOf);
  return (settings) => {
    const set = settings.rules && hasKeys(settings.rules) ? settings.rules : undefined;
    const out = new Array<RuleSetting>(rules.length);
    for (let i = 0; i < rules.length; i++) out[i] = set?.[rules[i].code] ?? own[i] ?? settings[rules[i].check];
    return out;
  };
}

function hasKeys(o: object): boolean {
  for (const _ in o) return true;
  return false;
}
