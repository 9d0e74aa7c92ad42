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
