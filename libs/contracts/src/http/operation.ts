import type { z } from 'zod';
import type { Action, Module } from '../permissions';

/**
 * Who may call an operation. Every operation declares one; the service kit refuses to start a
 * route without it (deny by default).
 * - `{ module, action }`: the caller's role must grant it; `own: true` marks routes that also work
 *   with `Own` scope (the service then filters by the caller's linked employee, in SQL).
 * - `'authenticated'`: any valid access token (e.g. `GET /api/auth/me`).
 * - `'public'`: no token (login, refresh, JWKS, docs).
 */
export type OperationPermission = { module: Module; action: Action; own?: boolean } | 'authenticated' | 'public';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI-style path, e.g. `/api/facilities/{id}`. */
  path: string;
  summary: string;
  tag: string;
  permission: OperationPermission;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Success status (200 unless said otherwise) and its body schema (null: no body). */
  status?: number;
  response: z.ZodType | null;
  /** Error statuses worth documenting besides the ones every route can give (400, 401, 403). */
  errors?: number[];
  /** Supports `If-Match` (optimistic concurrency). */
  ifMatch?: boolean;
  /** Does not change anything (for audit-completeness tests: mutating operations must emit an event). */
  mutates?: boolean;
}

export type Api = Record<string, Operation>;

/** Identity function that keeps each operation's literal types for handler inference. */
export const defineApi = <A extends Api>(api: A): A => api;
