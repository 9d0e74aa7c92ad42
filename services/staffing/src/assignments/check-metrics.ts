import { Counter, defineMetrics, type Metrics } from '@cs/service-kit';
import type { Finding } from '../checks';

/** Where a check ran: a preview (`GET`/`POST /api/assignments/check`) or a save (create, update, bulk assign). */
export type CheckTrigger = 'preview' | 'save';

/**
 * Staffing's check series (docs/operations.md, "Metrics"): the assignment checks performed, and
 * their findings by rule (the finding's code), check family and severity. The candidates' ranking,
 * restore checks and re-checks after an absence are not counted: they check many assignments at
 * once and would drown what dispatchers meet.
 */
export const checkMetrics = defineMetrics((registers) => {
  const checks = new Counter({
    name: 'staffing_assignment_checks_total',
    help: 'Assignment checks performed, by trigger (preview, save) and outcome (savable: no Error finding; refused: at least one).',
    labelNames: ['trigger', 'outcome'] as const,
    registers,
  });
  for (const trigger of ['preview', 'save']) for (const outcome of ['savable', 'refused']) checks.inc({ trigger, outcome }, 0);
  const findings = new Counter({
    name: 'staffing_check_findings_total',
    help: 'Findings of the assignment checks, by rule (the finding code), check family, severity (Warning, Error) and trigger (preview, save).',
    labelNames: ['rule', 'check', 'severity', 'trigger'] as const,
    registers,
  });
  return { checks, findings };
});

/** Counts one check and its findings; returns the result unchanged. */
export function countCheck<R extends { canSave: boolean; findings: readonly Pick<Finding, 'code' | 'check' | 'severity'>[] }>(metrics: Metrics, trigger: CheckTrigger, result: R): R {
  const counted = checkMetrics(metrics);
  counted.checks.inc({ trigger, outcome: result.canSave ? 'savable' : 'refused' });
  for (const { code, check, severity } of result.findings) counted.findings.inc({ rule: code, check, severity, trigger });
  return result;
}
