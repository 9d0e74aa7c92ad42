import { z } from 'zod';
import type { ZodOpenApiResponseObject } from 'zod-openapi';
import { errorSpecs, problemSchema, type ErrorSpec, type Operation } from '@cs/contracts';
import { headersObject, type ResponseHeaderName } from './response-headers';

const genericDescriptions: Record<number, string> = {
  400: 'Invalid input (`errors` maps field paths to messages)',
  401: 'Missing, expired or invalid access token',
  403: 'The caller’s roles do not grant this operation',
  404: 'Not found',
  405: 'The path does not support this method (`Allow` lists the ones it does)',
  408: 'The request body did not arrive in time',
  409: 'Conflict with the current state',
  412: 'Stale `If-Match` version',
  413: 'Request body too large',
  415: 'Unsupported request content type',
  429: 'Too many requests per minute, or too many at once from this client (see `Retry-After`)',
  502: 'The owning service failed while answering',
  503: 'The owning service is starting or down, or cannot reach its database (see `Retry-After`)',
  504: 'The owning service did not answer in time',
};

/** The RFC 9457 body with any `code`: the base every error response narrows. */
export const anyProblem = problemSchema.meta({ id: 'Problem', description: 'RFC 9457 problem details with a stable `code`.' });

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const keyOf = (spec: ErrorSpec) => JSON.stringify([spec.status, [...spec.codes].sort(), Object.keys(spec.extensions).sort()]);

/**
 * Problem body schemas, one component per distinct (status, codes, extensions): `code` is an enum of
 * exactly the codes the operation declares for that status, and each declared extension member is an
 * optional property (the body allows nothing else). A variant only one operation uses is named after
 * it (`DeleteRoleProblem409`); a shared one after its status (`Problem401`, `Problem400_2`).
 */
export function problemSchemas(operations: Array<[string, Operation]>) {
  const users = new Map<string, string[]>();
  for (const [name, op] of operations) for (const spec of errorSpecs(op)) users.set(keyOf(spec), [...(users.get(keyOf(spec)) ?? []), name]);
  const perStatus = new Map<number, number>();
  const schemas = new Map<string, z.ZodType>();
  return (opName: string, spec: ErrorSpec): z.ZodType => {
    const key = keyOf(spec);
    const known = schemas.get(key);
    if (known) return known;
    const sharedBy = users.get(key) ?? [opName];
    let id = `${pascal(opName)}Problem${spec.status}`;
    if (sharedBy.length > 1) {
      const n = perStatus.get(spec.status) ?? 0;
      perStatus.set(spec.status, n + 1);
      id = `Problem${spec.status}${n === 0 ? '' : `_${n + 1}`}`;
    }
    const extensions = Object.fromEntries(Object.entries(spec.extensions).map(([k, v]) => [k, v.optional()]));
    const schema = problemSchema
      .extend({ code: z.enum(spec.codes as [string, ...string[]]), ...extensions })
      .meta({ id, description: `Problem details; \`code\` is one of ${spec.codes.map((c) => `\`${c}\``).join(', ')}.` });
    schemas.set(key, schema);
    return schema;
  };
}

export function problemResponse(op: Operation, spec: ErrorSpec, schema: z.ZodType): ZodOpenApiResponseObject {
  let description = spec.description ?? genericDescriptions[spec.status] ?? 'Error';
  if (spec.status === 401 && !spec.description && op.permission === 'public') description = 'Not authenticated';
  const headers = headersObject(spec.headers as ResponseHeaderName[]);
  return { description, ...(headers ? { headers } : {}), content: { 'application/problem+json': { schema } } };
}

/** 405 for a method a known path does not support (any path, so it lives in `components.responses`). */
export const methodNotAllowed: ZodOpenApiResponseObject = {
  description: genericDescriptions[405],
  headers: headersObject(['Allow']),
  content: { 'application/problem+json': { schema: problemSchema.extend({ code: z.literal('METHOD_NOT_ALLOWED') }).meta({ id: 'Problem405' }) } },
};
