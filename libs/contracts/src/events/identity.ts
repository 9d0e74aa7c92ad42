import { z } from 'zod';
import { roleResponseSchema, userResponseSchema } from '../http/identity';

/**
 * Events identity publishes on the IDENTITY stream (`identity.>`). `data` never carries password or
 * token hashes. Subjects: `{ type: 'user' | 'role' | 'signingKey', id }`.
 */
export const identityEventTypes = {
  userCreated: 'identity.user.created',
  userUpdated: 'identity.user.updated',
  userDeactivated: 'identity.user.deactivated',
  userPasswordChanged: 'identity.user.passwordChanged',
  userPasswordReset: 'identity.user.passwordReset',
  userDeleted: 'identity.user.deleted',
  userRestored: 'identity.user.restored',
  userPurged: 'identity.user.purged',
  roleCreated: 'identity.role.created',
  roleUpdated: 'identity.role.updated',
  /** Roles have no trash: a deleted role is gone (audit maps no trash type to subject `role`). */
  roleDeleted: 'identity.role.deleted',
  signingKeyCreated: 'identity.signingKey.created',
  /** Access tokens of some users issued before a moment are refused by every verifier from now on. */
  accessTokensRevoked: 'identity.accessTokens.revoked',
} as const;

/** created / updated / deactivated / passwordChanged / passwordReset / restored: the user as the HTTP API shows it. */
export const userEventDataSchema = userResponseSchema;
export type UserEventData = z.infer<typeof userEventDataSchema>;

/** `identity.user.deleted`: the user plus the trash label and who deleted it when. */
export const userDeletedEventDataSchema = userResponseSchema.extend({
  label: z.string(),
  deletedAt: z.string(),
  deletedBy: z.string().nullable(),
});
export type UserDeletedEventData = z.infer<typeof userDeletedEventDataSchema>;

/** `identity.user.purged`. */
export const userPurgedEventDataSchema = z.object({ id: z.string().uuid(), label: z.string() });
export type UserPurgedEventData = z.infer<typeof userPurgedEventDataSchema>;

/** `identity.role.created|updated|deleted`: the role as the HTTP API shows it. */
export const roleEventDataSchema = roleResponseSchema;
export type RoleEventData = z.infer<typeof roleEventDataSchema>;

/** `identity.signingKey.created`: a new key id and when it starts signing (key material never). */
export const signingKeyCreatedEventDataSchema = z.object({ kid: z.string(), activatesAt: z.string() });
export type SigningKeyCreatedEventData = z.infer<typeof signingKeyCreatedEventDataSchema>;

/**
 * `identity.accessTokens.revoked`: every access token of `userIds` issued before `issuedBefore`
 * (ISO 8601 with milliseconds; compared with the token's `iat`) is refused until it expires.
 * Recorded in the same transaction as the change that caused it (deactivation, password change or
 * reset, deletion, role or permission change). Subject: the user, or the role whose change
 * affected its holders.
 */
export const accessTokensRevokedEventDataSchema = z.object({
  userIds: z.array(z.string().min(1)),
  issuedBefore: z.string().datetime({ offset: true }),
  reason: z.string(),
});
export type AccessTokensRevokedEventData = z.infer<typeof accessTokensRevokedEventDataSchema>;
