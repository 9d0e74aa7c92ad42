import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { acceptsIdempotencyKey, errorSpecs, idempotencyHeaders, readModifyWrite, type Api, type Operation } from '@cs/contracts';
import { markReadOnly, requestBodyOf } from './read-only-fields';
import { anyProblem, methodNotAllowed, problemResponse, problemSchemas } from './problem-responses';
import { headersObject, type ResponseHeaderName } from './response-headers';

const ifMatchHeader = z.string().optional().meta({ description: 'The `ETag` of the version being changed, e.g. `"3"`; stale → 412.' });
const idempotencyKeyHeader = z
  .string()
  .max(255)
  .optional()
  .meta({
    description:
      'A new unique value per request (a UUID): a repeat with the same key within a day gets the first answer (`Idempotent-Replayed: true`) instead of doing the work twice; while the first is in progress → 409 `IDEMPOTENCY_KEY_IN_USE`; the key with another request → 422 `IDEMPOTENCY_KEY_REUSED`.',
  });
const csrfHeader = z
  .string()
  .min(1)
  .meta({ description: 'Any non-empty value (e.g. `XMLHttpRequest`): CSRF defence for the cookie-authenticated endpoints; without it → 403.' });

function describePermission(op: Operation): string {
  if (op.refreshCookie === 'rotate' || op.refreshCookie === 'clear') {
    return 'Authenticated by the `refresh_token` cookie (no bearer token); needs `X-Requested-With`, and an `Origin`, if sent, must be allowed.';
  }
  if (op.permission === 'public') return 'Public: no token needed.';
  if (op.permission === 'authenticated') return 'Any signed-in user.';
  const { module, action, own } = op.permission;
  return `Requires permission \`${module}:${action}\`${own ? ' (with `Own` scope: only the caller’s own records)' : ''}.`;
}

/** `ETag` when the success body is a record with a `version`; `Set-Cookie` where the refresh cookie is set; `Idempotent-Replayed` where a key is taken. */
function successHeaders(op: Operation): ResponseHeaderName[] {
  const names: ResponseHeaderName[] = [];
  if (op.response instanceof z.ZodObject && 'version' in op.response.shape) names.push('ETag');
  if (acceptsIdempotencyKey(op)) names.push('Idempotent-Replayed');
  if (op.refreshCookie) names.push('Set-Cookie');
  if (op.file) names.push('Content-Disposition');
  return names;
}

/** A file body (an operation with `file`): bytes of the declared media type. */
const binaryFile = z.string().meta({ format: 'binary' });

type ProblemSchemaFor = ReturnType<typeof problemSchemas>;

/** What the services accept (spec §4 rule 1) and answer (`Accept: text/json` → `text/json`, else `application/json`). */
const REQUEST_TYPES = ['application/json', 'text/json', 'application/*+json'];
const RESPONSE_TYPES = ['application/json', 'text/json'];
const jsonContent = (types: string[], schema: z.ZodType) => Object.fromEntries(types.map((type) => [type, { schema }]));

function responsesOf(name: string, op: Operation, problemFor: ProblemSchemaFor): ZodOpenApiResponsesObject {
  const status = `${op.status ?? 200}` as `2${string}`;
  const headers = headersObject(successHeaders(op));
  const responses: ZodOpenApiResponsesObject = {
    [status]: {
      description: op.response ? 'Success' : 'Success, no content',
      ...(headers ? { headers } : {}),
      ...(op.file ? { content: { [op.file.contentType.split(';')[0]]: { schema: binaryFile } } } : op.response ? { content: jsonContent(RESPONSE_TYPES, op.response) } : {}),
    },
  };
  for (const spec of errorSpecs(op)) responses[`${spec.status}` as `4${string}`] = problemResponse(op, spec, problemFor(name, spec));
  return responses;
}

function securityOf(op: Operation) {
  if (op.refreshCookie === 'rotate' || op.refreshCookie === 'clear') return [{ refreshCookie: [] }];
  return op.permission === 'public' ? [] : [{ bearerAuth: [] }];
}

function operationObject(api: Api, name: string, op: Operation, problemFor: ProblemSchemaFor): ZodOpenApiOperationObject {
  const cookieAuthenticated = op.refreshCookie === 'rotate' || op.refreshCookie === 'clear';
  const header = {
    ...(op.ifMatch ? { 'if-match': ifMatchHeader } : {}),
    ...(acceptsIdempotencyKey(op) ? { [idempotencyHeaders.key]: idempotencyKeyHeader } : {}),
    ...(cookieAuthenticated ? { 'x-requested-with': csrfHeader } : {}),
  };
  return {
    operationId: name,
    summary: op.summary,
    description: describePermission(op),
    tags: [op.tag],
    security: securityOf(op),
    requestParams: {
      ...(op.params ? { path: op.params } : {}),
      ...(op.query ? { query: op.query } : {}),
      ...(Object.keys(header).length > 0 ? { header: z.object(header) } : {}),
    },
    ...(op.body ? { requestBody: { required: !op.body.safeParse(undefined).success, content: jsonContent(REQUEST_TYPES, requestBodyOf(api, name)) } } : {}),
    responses: responsesOf(name, op, problemFor),
  };
}

/** OpenAPI 3.1 for every operation the contracts declare (generated once, at gateway start). */
export function buildOpenApi(apis: Record<string, Api>, version = '1.0.0') {
  const operations = Object.values(apis).flatMap((api) => Object.entries(api).map(([name, op]) => ({ api, name, op })));
  const problemFor = problemSchemas(operations.map(({ name, op }) => [name, op]));
  const paths: ZodOpenApiPathsObject = {};
  const tags = new Set<string>();
  for (const { api, name, op } of operations) {
    paths[op.path] ??= {};
    if (paths[op.path][op.method]) throw new Error(`Two operations declare ${op.method.toUpperCase()} ${op.path}`);
    paths[op.path][op.method] = operationObject(api, name, op, problemFor);
    tags.add(op.tag);
  }
  const readOnly = operations.flatMap(({ api, name }) => {
    const rmw = readModifyWrite(api, name);
    return rmw ? [{ path: api[rmw.read].path, fields: rmw.readOnly }] : [];
  });
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Care staffing API',
      version,
      description:
        'All operations go through the gateway. Errors are `application/problem+json` with a stable `code`; each response ' +
        'lists the codes it can carry. A method a known path does not support gets 405 with `Allow` ' +
        '(`#/components/responses/MethodNotAllowed`); an unknown path gets 404 `ROUTE_NOT_FOUND`.',
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    security: [{ bearerAuth: [] }],
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        refreshCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'refresh_token',
          description: 'The HttpOnly refresh-token cookie set by login (path `/api/auth`); only refresh and logout accept it.',
        },
      },
      schemas: { Problem: anyProblem },
      responses: { MethodNotAllowed: methodNotAllowed },
    },
    paths,
  });
  return markReadOnly(document, readOnly);
}
