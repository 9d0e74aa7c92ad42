import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '@cs/service-kit';
import type {
  AssignmentValidationSettingsResponse,
  UpdateAssignmentValidationSettingsRequest,
} from '@cs/contracts/http/assignment-settings';
import { defaultSeverities } from '../assignments/conflicts';
import { assignmentValidationSettings as settings } from '../schema';
import { isoTimestamp } from '../shared/timestamps';

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
  const [row] = await q
    .update(settings)
    .set({ ...values, rules: values.rules ?? {}, version: sql`${settings.version} + 1`, updatedAt: sql`now()` })
    .where(eq(settings.id, 1))
    .returning();
  return toResponse(row);
}
