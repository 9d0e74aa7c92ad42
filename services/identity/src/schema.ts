import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';
import type { StoredPrivateKey } from './keys/key-encryption';
import type { PermissionGrant } from '@cs/contracts';
export { outbox, inbox } from '@cs/service-kit/outbox/tables';
export { parkedEvents } from '@cs/service-kit/messaging/parked-events';
import { instant, recordColumns } from '@cs/service-kit/records/columns';

const created = () => instant('created_at').notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    /** argon2id PHC string; never leaves this service (not in responses, events or logs). */
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    employeeId: uuid('employee_id'),
    /** The facility of a facility user (ward's office): their `Own` scope is that facility's records. */
    facilityId: uuid('facility_id'),
    lastLoginAt: instant('last_login_at'),
    ...recordColumns(),
    deletedAt: instant('deleted_at'),
    deletedBy: uuid('deleted_by'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`).where(sql`deleted_at is null`),
    uniqueIndex('users_employee_unique').on(t.employeeId).where(sql`deleted_at is null and employee_id is not null`),
    index('users_display_name_idx').on(t.displayName, t.id),
    index('users_facility_idx').on(t.facilityId),
    check('users_one_link', sql`employee_id is null or facility_id is null`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    permissions: jsonb('permissions').$type<PermissionGrant[]>().notNull(),
    /** Seeded roles: `administrator` (protected), `planner`, `employee`, `facility`; null for roles made by users. */
    builtIn: text('built_in', { enum: ['administrator', 'planner', 'employee', 'facility'] }).unique(),
    ...recordColumns(),
  },
  (t) => [uniqueIndex('roles_name_unique').on(sql`lower(${t.name})`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').notNull().references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** One login = one family of refresh tokens; revoking the family ends the session. */
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
    /** Absolute end of the session, however often it is refreshed. */
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('session_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey(),
  familyId: uuid('family_id').notNull().references(() => sessionFamilies.id, { onDelete: 'cascade' }),
  /** SHA-256 (base64url) of the random token; the token itself is only ever in the cookie. */
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: created(),
  expiresAt: instant('expires_at').notNull(),
  /** Set when the token was exchanged for a successor; presenting it again is reuse. */
  rotatedAt: instant('rotated_at'),
});

/** Ed25519 signing keys; a key signs from `activates_at` until the next key activates. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
  /** Sealed with SIGNING_KEY_ENCRYPTION_KEY when it is set (keys/key-encryption.ts). */
  privateJwk: jsonb('private_jwk').$type<StoredPrivateKey>().notNull(),
  createdAt: created(),
  activatesAt: instant('activates_at').notNull(),
});

/** Staffing's employees (from `staffing.employee.*`), to validate user ↔ employee links. */
export const employeeReplica = pgTable('employee_replica', {
  id: uuid('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  deleted: boolean('deleted').notNull().default(false),
  /** The employee's `version` of the event applied last: an older event never overwrites a newer state (several identity processes share the consumer). */
  sourceVersion: integer('source_version').notNull().default(0),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** The facilities service's facilities (from `facilities.facility.*`), to validate user ↔ facility links. */
export const facilityReplica = pgTable('facility_replica', {
  id: uuid('id').primaryKey(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * Failed password checks per throttle key, shared by every identity process (auth/login-throttle.ts).
 * `key` is the scope and a SHA-256 of the account and/or client address — no email or address in clear.
 * Rows whose window has ended are deleted by a timer.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowEndsAt: instant('window_ends_at').notNull(),
  },
  (t) => [index('login_failures_window_ends_idx').on(t.windowEndsAt)],
);

/** The addresses an account last logged in from successfully (SHA-256 of each), so guessing from elsewhere cannot lock the owner out. */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    account: text('account').notNull(),
    address: text('address').notNull(),
    lastSuccessAt: instant('last_success_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.address] }), index('login_known_addresses_last_success_idx').on(t.lastSuccessAt)],
);
