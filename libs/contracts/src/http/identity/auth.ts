import { z } from 'zod';
import { permissionMapSchema } from '../../permissions';
import { defineApi } from '../operation';
import { passwordSchema, userResponseSchema } from './users';

export const loginRequestSchema = z
  .strictObject({ email: z.string().trim().min(1, { message: 'is required' }).max(254), password: passwordSchema })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Login and refresh answer the same: a short-lived bearer token (the refresh token travels as a cookie). */
export const tokenResponseSchema = z
  .object({ accessToken: z.string(), tokenType: z.literal('Bearer'), expiresIn: z.number().int() })
  .meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const changePasswordRequestSchema = z
  .strictObject({ currentPassword: passwordSchema, newPassword: passwordSchema })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const rotateKeyResponseSchema = z
  .object({ kid: z.string(), activatesAt: z.string() })
  .meta({ id: 'RotateKeyResponse' });

/** `GET /api/auth/me`: the caller, their roles and the permissions merged from them (as of now, not as of the token). */
export const meResponseSchema = userResponseSchema
  .extend({
    roles: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
    permissions: permissionMapSchema,
  })
  .meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const authApi = defineApi({
  login: {
    method: 'post',
    path: '/api/auth/login',
    summary: 'Log in with email and password; sets the refresh-token cookie',
    tag: 'Auth',
    permission: 'public',
    body: loginRequestSchema,
    response: tokenResponseSchema,
    refreshCookie: 'set',
    errors: [
      { status: 401, codes: ['UNAUTHORIZED'], description: 'Wrong email or password, or the account is inactive' },
      { status: 429, codes: ['TOO_MANY_LOGIN_ATTEMPTS'], description: 'Too many failed logins for this account or address, or too many requests (see `Retry-After`)' },
    ],
  },
  refresh: {
    method: 'post',
    path: '/api/auth/refresh',
    summary: 'New access token from the refresh-token cookie (rotates it); needs X-Requested-With and an allowed Origin',
    tag: 'Auth',
    permission: 'public',
    response: tokenResponseSchema,
    refreshCookie: 'rotate',
    errors: [
      { status: 401, codes: ['UNAUTHORIZED'], description: 'The refresh cookie is missing, expired, revoked or reused; log in again' },
      { status: 403, codes: ['CSRF_HEADER_REQUIRED', 'ORIGIN_NOT_ALLOWED'], description: '`X-Requested-With` is missing, or the `Origin` is not allowed' },
    ],
  },
  logout: {
    method: 'post',
    path: '/api/auth/logout',
    summary: 'End the session of the refresh-token cookie; needs X-Requested-With and an allowed Origin',
    tag: 'Auth',
    permission: 'public',
    status: 204,
    response: null,
    refreshCookie: 'clear',
    errors: [{ status: 403, codes: ['CSRF_HEADER_REQUIRED', 'ORIGIN_NOT_ALLOWED'], description: '`X-Requested-With` is missing, or the `Origin` is not allowed' }],
  },
  me: {
    method: 'get',
    path: '/api/auth/me',
    summary: 'The caller with roles and permissions',
    tag: 'Auth',
    permission: 'authenticated',
    response: meResponseSchema,
  },
  changePassword: {
    method: 'post',
    path: '/api/auth/change-password',
    summary: 'Change the own password (ends the caller’s other sessions)',
    tag: 'Auth',
    permission: 'authenticated',
    body: changePasswordRequestSchema,
    status: 204,
    response: null,
    errors: [
      { status: 400, codes: ['VALIDATION_FAILED'], description: 'Invalid input, a wrong current password, or a new password that breaks the policy (`errors` names the field)' },
      { status: 401, codes: ['UNAUTHORIZED'], description: 'Missing or invalid access token, or the account is no longer active' },
      { status: 429, codes: ['TOO_MANY_LOGIN_ATTEMPTS'], description: 'Too many wrong current passwords, or too many requests (see `Retry-After`)' },
    ],
    mutates: true,
    idempotencyKey: false,
  },
  rotateSigningKey: {
    method: 'post',
    path: '/api/auth/keys/rotate',
    summary: 'Create a new signing key: published in the JWKS now, signing after the activation delay',
    tag: 'Auth',
    permission: { module: 'roles', action: 'update' },
    response: rotateKeyResponseSchema,
    mutates: true,
  },
});