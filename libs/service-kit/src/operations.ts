import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { acceptsIdempotencyKey, declaredCodes, readModifyWrite, type Api, type FileAnswer, type Operation, type Scope } from '@cs/contracts';
import { bearerToken, type Principal, type TokenVerifier } from './auth';
import { AppError, badRequest, forbidden, unauthorized, zodErrors } from './problem-details';
import { NUL_MESSAGE, nulPaths } from './nul-characters';
import { sendFile, sendJson } from './respond';
import { assertReadOnlyUnchanged, takeReadOnly, versionToMatch } from './read-only-fields';
import { declarePath } from './method-not-allowed';
import type { Logger } from './logger';
import { nameOperation } from './metrics/request-metrics';
import { nameRequestSpan } from './tracing/request-span';
import { rememberByKey } from './idempotency/idempotent-request';
import type { InFlight } from './listen';
import type { IdempotencyStore } from './idempotency/idempotency-store';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

/**
 * Who is asking and how far their grant reaches. `scope: 'Own'` comes with the caller's linked
 * employee (null when none is linked: such a caller owns nothing and sees nothing).
 */
export type Access = { scope: 'All' } | { scope: 'Own'; employeeId: string | null };

export interface Context<O extends Operation> {
  params: Infer<O['params']>;
  query: Infer<O['query']>;
  body: Infer<O['body']>;
  principal: O['permission'] extends 'public' ? Principal | null : Principal;
  access: Access;
  /** Version from `If-Match` (`"3"`, `W/"3"`, `3`) or, without it, an update body’s `version`; undefined when neither (or `*`). */
  expectedVersion: number | undefined;
  /**
   * The read-only fields an update's body carried (a client sending back the record it read), each
   * equal to the record's current value — checked before the handler runs (docs/platform.md).
   */
  readOnly: ReadonlyMap<string, unknown>;
  requestId: string;
  log: Logger;
  req: Request;
  res: Response;
}

export type Handler<O extends Operation> = (ctx: Context<O>) => Promise<O['response'] extends z.ZodType ? z.input<O['response']> : void>;
export type Handlers<A extends Api> = { [K in keyof A]: Handler<A[K]> };

export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) throw badRequest('If-Match must carry a version ETag such as "3".', { 'If-Match': ['is malformed'] });
  return Number(match[1]);
}

function parsePart<S extends z.ZodType | undefined>(schema: S, value: unknown, where: string): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const withNul = nulPaths(value, where === 'body' ? '' : where);
  if (withNul.length > 0) {
    const errors: Record<string, string[]> = Object.create(null);
    for (const path of withNul) errors[path] = [NUL_MESSAGE];
    throw badRequest(`The request ${where} is invalid: ${withNul.join(', ')} ${NUL_MESSAGE}.`, errors);
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    throw badRequest(`The request ${where} is invalid.`, zodErrors(result.error, where === 'body' ? '' : where));
  }
  return result.data as Infer<S>;
}

/** Resolves the caller and their scope for an operation, or throws 401/403. Deny by default. */
export async function authorize(op: Operation, req: Request, verify: TokenVerifier): Promise<{ principal: Principal | null; access: Access }> {
  if (op.permission === 'public') return { principal: null, access: { scope: 'All' } };
  const token = bearerToken(req.headers.authorization);
  if (!token) throw unauthorized();
  const principal = await verify(token);
  if (op.permission === 'authenticated') return { principal, access: { scope: 'All' } };
  const { module, action, own } = op.permission;
  const granted: Scope | undefined = principal.permissions[module]?.[action];
  if (granted === 'All') return { principal, access: { scope: 'All' } };
  if (granted === 'Own' && own) return { principal, access: { scope: 'Own', employeeId: principal.employeeId } };
  throw forbidden(`Your roles do not grant ${module}:${action}${granted === 'Own' ? ' beyond your own records' : ''}.`);
}

/**
 * Mounts a contract's operations on the app. Every operation must have a handler and a declared
 * permission, or the service refuses to start.
 */
export function mountOperations<A extends Api>(app: Express, api: A, handlers: Handlers<A>, verify: TokenVerifier) {
  for (const [name, op] of Object.entries(api)) {
    const handler = handlers[name] as Handler<Operation> | undefined;
    if (!handler) throw new Error(`Operation ${name} (${op.method.toUpperCase()} ${op.path}) has no handler`);
    if (!op.permission) throw new Error(`Operation ${name} declares no permission; every route must`);
    const declared = declaredCodes(op);
    const rmw = readModifyWrite(api, name);
    const read = rmw && { op: api[rmw.read], handler: handlers[rmw.read] as Handler<Operation> };
    const spanName = `${op.method.toUpperCase()} ${op.path}`;
    const takesKey = acceptsIdempotencyKey(op);
    const route: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
      nameOperation(req, name);
      nameRequestSpan(req, spanName, op.path);
      // Counted while it runs: a stop waits for it before closing the database (`startService` sets it).
      const end = (req.app.get('in flight') as InFlight | undefined)?.begin();
      try {
        const { principal, access } = await authorize(op, req, verify);
        const params = parsePart(op.params, req.params, 'path');
        const query = parsePart(op.query, req.query, 'query');
        const { editable, sent } = takeReadOnly(req.body, rmw?.readOnly ?? []);
        const body = parsePart(op.body, editable, 'body');
        const ctx: Context<Operation> = {
          params,
          query,
          body,
          principal: principal as Principal,
          access,
          expectedVersion: versionToMatch(sent, op.ifMatch ? parseIfMatch(req.headers['if-match']) : undefined),
          readOnly: sent,
          requestId: req.headers['x-request-id'] as string,
          // The request's child logger is made only if the handler logs (most never do).
          get log() {
            return req.log;
          },
          req,
          res,
        };
        // `startService` gives the app the store; an app built without it (unit tests) ignores the header.
        const keys: IdempotencyStore | undefined = takesKey ? req.app.get('idempotency') : undefined;
        if (keys && principal && (await rememberByKey(req, res, keys, principal.userId, req.log))) return;
        if (read) {
          // The record as its read answers it (same path, so the same parameters, and the caller's
          // access); the read's context inherits the rest of this one (its lazy logger too).
          const readInput = { params: parsePart(read.op.params, req.params, 'path'), query: parsePart(read.op.query, {}, 'query'), body: undefined };
          const readCurrent = () => read.handler(Object.assign(Object.create(ctx) as Context<Operation>, readInput));
          await assertReadOnlyUnchanged(sent, ctx.expectedVersion, readCurrent);
        }
        const result = await handler(ctx);
        if (res.headersSent) return;
        const status = op.status ?? 200;
        if (op.response === null || status === 204) res.status(status).end();
        else if (op.file) sendFile(req, res, status, op.file.contentType, result as unknown as FileAnswer);
        else sendJson(req, res, status, result);
      } catch (error) {
        // The operation's `errors` are the published contract: a code outside them is a bug to fix there.
        if (error instanceof AppError && !declared.has(error.code)) {
          req.log.error({ event: 'contract.undeclared_error_code', operation: name, code: error.code }, 'error code not declared by the operation');
        }
        next(error);
      } finally {
        end?.();
      }
    };
    app[op.method](expressPath(op.path), route);
    declarePath(app, op.method, op.path);
  }
}
