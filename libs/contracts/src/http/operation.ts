import { z } from 'zod';
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
  /**
   * Errors besides the ones every route can give (see `errorSpecs`): a bare status stands for the
   * kit's code of that status (404 → `NOT_FOUND`, 412 → `VERSION_MISMATCH`, …); a `DeclaredError`
   * names the service's own codes, the extension members its problem body carries and, where the
   * generic text would mislead, what the status means here. This list is the one source: OpenAPI
   * publishes it, and a test checks that every code a service throws is declared.
   */
  errors?: ReadonlyArray<number | DeclaredError>;
  /**
   * The refresh-token cookie (`refresh_token`): `set` by login; `rotate`d by refresh and `clear`ed
   * by logout, which authenticate with it and need the CSRF header `X-Requested-With`.
   */
  refreshCookie?: 'set' | 'rotate' | 'clear';
  /**
   * The success answer is a file, not JSON, of this content type (`application/pdf`, a text type
   * with its charset: `text/csv; charset=utf-8`). `response` is then `fileAnswerSchema`: the handler
   * answers `{ filename, content }` — bytes sent as they are, text encoded by the charset — and the
   * kit sends it with `Content-Disposition: attachment` naming the file; OpenAPI declares a binary
   * body of the media type (docs/platform.md, "File answers").
   */
  file?: { contentType: string };
  /** Supports `If-Match` (optimistic concurrency). */
  ifMatch?: boolean;
  /** Does not change anything (for audit-completeness tests: mutating operations must emit an event). */
  mutates?: boolean;
  /**
   * `false`: the operation takes no `Idempotency-Key` (see `acceptsIdempotencyKey`) — its body
   * carries a password, and a remembered request keeps a digest of its body.
   */
  idempotencyKey?: false;
}

/** The problem codes of `Idempotency-Key` handling (the kit sends them; docs/platform.md). */
export const idempotencyKeyCodes = { invalid: 'IDEMPOTENCY_KEY_INVALID', inUse: 'IDEMPOTENCY_KEY_IN_USE', reused: 'IDEMPOTENCY_KEY_REUSED' } as const;

/**
 * The headers, as node names them (lower case): the request's key (draft-ietf-httpapi-idempotency-key-header),
 * and the mark of an answer stored for an earlier request with the same key.
 */
export const idempotencyHeaders = { key: 'idempotency-key', replayed: 'idempotent-replayed' } as const;

/**
 * A POST by a signed-in caller may carry `Idempotency-Key`: a repeat with the same key gets the
 * first answer instead of doing the work again (docs/platform.md, "Idempotency keys"). Public
 * operations (login, refresh, logout) and the cookie ones take none; nor do those that opt out.
 */
export const acceptsIdempotencyKey = (op: Operation): boolean =>
  op.method === 'post' && op.permission !== 'public' && op.refreshCookie === undefined && op.idempotencyKey !== false;

/** One status's service-specific problem codes, e.g. `{ status: 409, codes: ['ROLE_IN_USE'], extensions: { userCount } }`. */
export interface DeclaredError {
  status: number;
  codes: readonly string[];
  /** Members the problem body carries besides RFC 9457's and `errors` (all optional in the document). */
  extensions?: Record<string, z.ZodType>;
  /** What the status means for this operation, when the generic text would mislead. */
  description?: string;
}

export type Api = Record<string, Operation>;

/** What the handler of a file operation (`file`) answers: the file's name for the download and its bytes, or its text. */
export const fileAnswerSchema = z.object({ filename: z.string(), content: z.union([z.string(), z.custom<Uint8Array>((value) => value instanceof Uint8Array)]) });
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

/** Identity function that keeps each operation's literal types for handler inference. */
export const defineApi = <A extends Api>(api: A): A => api;
