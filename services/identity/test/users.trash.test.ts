import { beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { purgeExpiredFromTrash } from '@cs/service-kit';
import { call } from '@cs/service-kit/testing/index';
import { userTrashable } from '../src/users/user-trashable';
import { signedInAdmin, createUser, login, outboxEvents, harnessForFile } from './harness';

const h = harnessForFile('identity_users_trash');
let admin: string, url: string;

beforeAll(async () => void ({ url, admin } = await signedInAdmin(h)));

const remove = (id: string) => call(`${url}/api/users/${id}`, { method: 'DELETE', token: admin });
const restore = (id: string) => call(`${url}/api/trash/users/${id}/restore`, { method: 'POST', token: admin });
const purge = (id: string) => call(`${url}/api/trash/users/${id}`, { method: 'DELETE', token: admin });

describe('users in the trash', () => {
  test('a deleted user is invisible and cannot log in; restoring brings it back', async () => {
    const user = await createUser(url, admin, { email: 'trash.me@example.org', displayName: 'Trash Me' });
    expect((await remove(user.id)).status).toBe(204);
    expect((await call(`${url}/api/users/${user.id}`, { token: admin })).status).toBe(404);
    expect((await call(`${url}/api/users?search=trash.me`, { token: admin })).body.totalCount).toBe(0);
    expect((await login(url, 'trash.me@example.org', 'a-long-password-1')).status).toBe(401);
    const [deleted] = await outboxEvents(h.svc.db, 'identity.user.deleted');
    expect(deleted.data).toMatchObject({ id: user.id, label: 'Trash Me <trash.me@example.org>', deletedAt: expect.any(String), deletedBy: expect.any(String) });

    const restored = await restore(user.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: user.id, email: 'trash.me@example.org' });
    expect((await login(url, 'trash.me@example.org', 'a-long-password-1')).status).toBe(200);
    expect(await outboxEvents(h.svc.db, 'identity.user.restored')).toHaveLength(1);
  });

  test('restore and purge only apply to users in the trash (404 otherwise)', async () => {
    const user = await createUser(url, admin, { email: 'live@example.org' });
    expect((await restore(user.id)).status).toBe(404);
    expect((await purge(user.id)).status).toBe(404);
  });

  test('purging deletes for good and announces it with the label only', async () => {
    const user = await createUser(url, admin, { email: 'purge.me@example.org', displayName: 'Purge Me' });
    await remove(user.id);
    expect((await purge(user.id)).status).toBe(204);
    expect((await restore(user.id)).status).toBe(404);
    const [purged] = await outboxEvents(h.svc.db, 'identity.user.purged');
    expect(purged.data).toEqual({ id: user.id, label: 'Purge Me <purge.me@example.org>' });
  });

  test('a user whose email was taken meanwhile cannot be restored (409)', async () => {
    const user = await createUser(url, admin, { email: 'taken@example.org' });
    await remove(user.id);
    await createUser(url, admin, { email: 'TAKEN@example.org' });
    expect((await restore(user.id)).status).toBe(409);
  });

  test('nobody deletes their own account', async () => {
    const me = (await call(`${url}/api/auth/me`, { token: admin })).body;
    expect((await remove(me.id)).status).toBe(409);
  });

  test('the retention purge removes users trashed longer than TRASH_RETENTION_DAYS, and only those', async () => {
    const old = await createUser(url, admin, { email: 'old.trash@example.org' });
    const recent = await createUser(url, admin, { email: 'recent.trash@example.org' });
    await remove(old.id);
    await remove(recent.id);
    await h.svc.db.execute(sql`update users set deleted_at = now() - interval '31 days' where id = ${old.id}`);
    expect(await purgeExpiredFromTrash(h.svc, [userTrashable], 30)).toBe(1);
    expect((await restore(old.id)).status).toBe(404);
    expect((await restore(recent.id)).status).toBe(200);
    expect((await outboxEvents(h.svc.db, 'identity.user.purged')).map((e) => e.subject.id)).toContain(old.id);
  });
});
