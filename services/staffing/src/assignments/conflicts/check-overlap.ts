import { intersection } from './dates';
import { formatRange } from './format';
import type { CheckFinding, ConflictFacts } from './types';

/**
 * Any other assignment of the same employee whose inclusive date range intersects the
 * candidate range (a shared first/last day counts). One finding per assignment.
 */
export function checkOverlap(facts: ConflictFacts): CheckFinding[] {
  const { candidate } = facts;
  const findings: CheckFinding[] = [];
  for (const other of facts.otherAssignments) {
    const overlap = intersection(candidate.startDate, candidate.endDate, other.startDate, other.endDate);
    if (overlap === null) continue;
    findings.push({
      check: 'overlap',
      code: 'ASSIGNMENT_OVERLAP',
      message:
        `The employee is already assigned to order ${other.orderId} from ` +
        `${formatRange(other.startDate, other.endDate)}, overlapping on ${formatRange(overlap.from, overlap.to)}.`,
      related: [
        { type: 'assignment', id: other.id },
        { type: 'order', id: other.orderId },
      ],
      details: {
        assignmentId: other.id,
        orderId: other.orderId,
        startDate: other.startDate,
        endDate: other.endDate,
        overlapFrom: overlap.from,
        overlapTo: overlap.to,
      },
    });
  }
  return findings;
}
