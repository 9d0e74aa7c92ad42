import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { problemSchema, type Api, type Operation } from '@cs/contracts';

const problem = problemSchema.meta({ id: 'Problem', description: 'RFC 9457 problem details with a stable `code`.' });

const errorDescriptions: Record<number, string> = {
  400: 'Invalid input (`errors` maps field paths to messages)',
  401: 'Missing, expired or invalid access token',
  403: 'The caller’s roles do not grant this operation',
  404: 'Not found',
  409: 'Conflict with the current state',
  412: 'Stale `If-Match` version',
  413: 'Request body too large',
  415: 'Unsupported request content type',
  422: 'Rejected by a business rule',
  429: 'Rate limit exceeded (see `Retry-After`)',
  502: 'The owning service is unreachable',
  504: 'The owning service did not answer in time',
};

const ifMatchHeader = z.object({
  'if-match': z.string().optional().meta({ description: 'The `ETag` of the version being changed, e.g. `"3"`; stale → 412.' }),
});

/** 400 always; 401 unless public; 403 for module permissions; 429/502/504 from the gateway; plus the declared ones. */
function errorStatuses(op: Operation): number[] {
  const statuses = new Set([400, ...(op.errors ?? []), 429, 502, 504]);
  if (op.permission !== 'public') statuses.add(401);
  if (typeof op.permission === 'object') statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

function describePermission(op: Operation): string {
  if (op.permission === 'public') return 'Public: no token needed.';
  if (op.permission === 'authenticated') return 'Any signed-in user.';
  const { module, action, own } = op.permission;
  return `Requires permission \`${module}:${action}\`${own ? ' (with `Own` scope: only the caller’s own records)' : ''}.`;
}

function responsesOf(op: Operation): ZodOpenApiResponsesObject {
  const status = `${op.status ?? 200}` as `2${string}`;
  const responses: ZodOpenApiResponsesObject = {
    [status]: op.response
      ? { description: 'Success', content: { 'application/json': { schema: op.response } } }
      : { description: 'Success, no content' },
  };
  for (const code of errorStatuses(op)) {
    responses[`${code}` as `4${string}`] = {
      description: errorDescriptions[code] ?? 'Error',
      content: { 'application/problem+json': { schema: problem } },
    };
  }
  return responses;
}

function operationObject(name: string, op: Operation): ZodOpenApiOperationObject {
  return {
    operationId: name,
    summary: op.summary,
    description: describePermission(op),
    tags: [op.tag],
    security: op.permission === 'public' ? [] : [{ bearerAuth: [] }],
    requestParams: {
      ...(op.params ? { path: op.params } : {}),
      ...(op.query ? { query: op.query } : {}),
      ...(op.ifMatch ? { header: ifMatchHeader } : {}),
    },
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
    responses: responsesOf(op),
  };
}

/** OpenAPI 3.1 for every operation the contracts declare (generated once, at gateway start). */
export function buildOpenApi(apis: Record<string, Api>, version = '1.0.0') {
  const paths: ZodOpenApiPathsObject = {};
  const tags = new Set<string>();
  for (const api of Object.values(apis)) {
    for (const [name, op] of Object.entries(api)) {
      paths[op.path] ??= {};
      if (paths[op.path][op.method]) throw new Error(`Two operations declare ${op.method.toUpperCase()} ${op.path}`);
      paths[op.path][op.method] = operationObject(name, op);
      tags.add(op.tag);
    }
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Care staffing API',
      version,
      description: 'All operations go through the gateway. Errors are `application/problem+json` with a stable `code`.',
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    security: [{ bearerAuth: [] }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  });
}
