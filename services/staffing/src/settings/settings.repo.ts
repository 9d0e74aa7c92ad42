import { eq } from 'drizzle-orm';
import { isoTimestamp, updateRecord, type Queryable } from '@cs/service-kit';
import type {
  AssignmentValidationSettingsResponse,
  UpdateAssignmentValidationSettingsRequest,
} from '@cs/contracts/http/assignment-settings';
import { defaultSeverities } from '../shared/severities';
import { assignmentValidationSettings as settings } from '../schema';

type SettingsRow = typeof settings.$inferSelect;

const toResponse = (row: SettingsRow): AssignmentValidationSettingsResponse => ({
  qualification: row.qualification,
  availability: row.availability,
  workingHours: row.workingHours,
  overlap: row.overlap,
  contractCoverage: row.contractCoverage,
  rules: row.rules ?? {},
  version: row.version,
  updatedAt: isoTimestamp(row.updatedAt),
});

/** The singleton (seeded by a migration; recreated with the default severities should it be missing). */
export async function readSettings(q: Queryable, opts: { lock?: boolean } = {}): Promise<AssignmentValidationSettingsResponse> {
  const select = () => {
    const query = q.select().from(settings).where(eq(settings.id, 1));
    return opts.lock ? query.for('update') : query;
  };
  let [row] = await select();
  if (!row) {
    await q.insert(settings).values({ id: 1, ...defaultSeverities }).onConflictDoNothing();
    [row] = await select();
  }
  return toResponse(row);
}

export async function writeSettings(q: Queryable, values: UpdateAssignmentValidationSettingsRequest) {
  return toResponse(await updateRecord(q, settings, 1, { ...values, rules: values.rules ?? {} }));
}
