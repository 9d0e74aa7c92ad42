import { describe, expect, test } from '@jest/globals';
import { allApis, allOperations } from '@cs/contracts/http/index';
import { buildOpenApi } from '../src/docs/build-openapi';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const doc: any = buildOpenApi(allApis);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const documented = (path: string, method: string): any => doc.paths[path][method];
const schemaOf = (ref: { $ref: string }) => doc.components.schemas[ref.$ref.split('/').pop()!];
const problemOf = (path: string, method: string, status: number) =>
  schemaOf(documented(path, method).responses[String(status)].content['application/problem+json'].schema);

describe('the OpenAPI document describes what the services send', () => {
  test('a 409 names its codes and the extension members its body carries', () => {
    const deleteRole = problemOf('/api/roles/{id}', 'delete', 409);
    expect(deleteRole.properties.code.enum).toEqual(['PROTECTED_ROLE', 'ROLE_IN_USE']);
    expect(deleteRole.properties.userCount).toMatchObject({ type: 'integer' });
    expect(deleteRole.additionalProperties).toBe(false);
    const createAssignment = problemOf('/api/assignments', 'post', 409);
    expect(createAssignment.properties.code.enum).toContain('ASSIGNMENT_CONFLICT');
    expect(createAssignment.properties.findings.items).toEqual({ $ref: '#/components/schemas/AssignmentFinding' });
    expect(problemOf('/api/value-lists/{key}/entries/{code}', 'delete', 409).properties.usage).toBeDefined();
  });

  test('every operation with a body documents 413 and 415, every one 400 with its kit codes', () => {
    for (const [name, op] of allOperations()) {
      const responses = documented(op.path, op.method).responses;
      expect([name, problemOf(op.path, op.method, 400).properties.code.enum]).toEqual([name, expect.arrayContaining(['VALIDATION_FAILED'])]);
      if (!op.body) continue;
      expect([name, Object.keys(responses)]).toEqual([name, expect.arrayContaining(['413', '415'])]);
      expect(problemOf(op.path, op.method, 415).properties.code.enum).toEqual(['UNSUPPORTED_MEDIA_TYPE']);
    }
  });

  test('refresh and logout authenticate with the refresh cookie and require X-Requested-With', () => {
    expect(doc.components.securitySchemes.refreshCookie).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'refresh_token' }));
    for (const path of ['/api/auth/refresh', '/api/auth/logout']) {
      const op = documented(path, 'post');
      expect(op.security).toEqual([{ refreshCookie: [] }]);
      expect(op.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'x-requested-with', required: true }));
      expect(Object.keys(op.responses[op.operationId === 'logout' ? '204' : '200'].headers)).toEqual(['Set-Cookie']);
      expect(problemOf(path, 'post', 403).properties.code.enum).toEqual(['CSRF_HEADER_REQUIRED', 'ORIGIN_NOT_ALLOWED']);
    }
    expect(Object.keys(documented('/api/auth/login', 'post').responses['200'].headers)).toEqual(['Set-Cookie']);
  });

  test('descriptions say what the status means for the operation', () => {
    expect(documented('/api/auth/login', 'post').responses['401'].description).not.toMatch(/access token/);
    expect(documented('/api/auth/refresh', 'post').responses['403'].description).not.toMatch(/roles/);
    expect(problemOf('/api/auth/login', 'post', 429).properties.code.enum).toEqual(['RATE_LIMITED', 'TOO_MANY_CONCURRENT_REQUESTS', 'TOO_MANY_LOGIN_ATTEMPTS']);
  });

  test('response headers: ETag on records, Retry-After on 429, WWW-Authenticate on 401, Allow on 405', () => {
    expect(Object.keys(documented('/api/facilities/{id}', 'get').responses['200'].headers)).toEqual(['ETag']);
    expect(documented('/api/facilities', 'get').responses['200'].headers).toBeUndefined();
    expect(Object.keys(documented('/api/facilities', 'get').responses['429'].headers)).toEqual(['Retry-After']);
    expect(Object.keys(documented('/api/facilities', 'get').responses['401'].headers)).toEqual(['WWW-Authenticate']);
    expect(Object.keys(doc.components.responses.MethodNotAllowed.headers)).toEqual(['Allow']);
  });

  test('date fields carry format: date, boolean filters are booleans', () => {
    expect(doc.components.schemas.OrderResponse.properties.startDate.format).toBe('date');
    expect(doc.components.schemas.EmployeeResponse.properties.entryDate.format).toBe('date');
    const param = (path: string, name: string) => documented(path, 'get').parameters.find((p: { name: string }) => p.name === name).schema;
    expect(param('/api/users', 'active').type).toBe('boolean');
    expect(param('/api/employees', 'active').type).toBe('boolean');
    expect(param('/api/value-lists/{key}', 'includeInactive').type).toBe('boolean');
  });
});
