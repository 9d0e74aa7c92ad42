import type { ServerResponse } from 'node:http';
import type { Response } from 'express';
import { z } from 'zod';
import type { Problem } from '@cs/contracts';

/**
 * A coded failure that maps to problem+json. Domain code throws these (or returns coded results that
 * routes turn into them); the one error handler renders them.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: { errors?: Record<string, string[]>; title?: string; headers?: Record<string, string>; [k: string]: unknown } = {},
  ) {
    super(message);
  }
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new AppError(400, 'VALIDATION_FAILED', message, { errors });
export const unauthorized = (message = 'A valid bearer token is required.') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission for this operation.') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} was not found.`);
export const conflict = (code: string, message: string, extra: AppError['extra'] = {}) => new AppError(409, code, message, extra);
export const staleVersion = () =>
  new AppError(412, 'VERSION_MISMATCH', 'The record was changed by someone else; reload it and apply your change again.');

/**
 * zod issues → `{ "field.path": ["message"] }`; unknown keys are named one by one. The map is keyed
 * by client input (a body key may be `__proto__` or `constructor`), so it has no prototype: a key
 * never meets an inherited member.
 */
export function zodErrors(error: z.ZodError, prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = Object.create(null);
  const add = (path: string, msg: string) => (out[path] ??= []).push(msg);
  for (const issue of error.issues) {
    const base = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, 'is not a known field');
    } else {
      add(base || '(body)', issue.message);
    }
  }
  return out;
}

export function problemBody(status: number, code: string, detail: string, instance?: string, extra: Record<string, unknown> = {}): Problem {
  return {
    type: `https://errors.care-staffing.example/${code.toLowerCase().replace(/_/g, '-')}`,
    title: (extra.title as string) ?? titles[status] ?? 'Error',
    status,
    detail,
    instance,
    code,
    ...extra,
  } as Problem;
}

export function sendProblem(res: Response, status: number, code: string, detail: string, extra: Record<string, unknown> = {}) {
  const { headers, ...rest } = extra as { headers?: Record<string, string> };
  if (headers) for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res
    .status(status)
    .type('application/problem+json')
    .send(JSON.stringify(problemBody(status, code, detail, res.req?.originalUrl, rest)));
}

/**
 * `sendProblem` for a plain `node:http` response (no express prototypes): the same body, status and
 * headers (`application/problem+json; charset=utf-8`, `Content-Length`; no body for HEAD).
 */
export function writeProblem(res: ServerResponse, status: number, code: string, detail: string, extra: Record<string, unknown> = {}) {
  const { headers, ...rest } = extra as { headers?: Record<string, string> };
  if (headers) for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  const body = JSON.stringify(problemBody(status, code, detail, res.req?.url, rest));
  res.statusCode = status;
  res.setHeader('content-type', 'application/problem+json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}
