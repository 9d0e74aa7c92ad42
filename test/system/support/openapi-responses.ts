/**
 * Checks a response against the served OpenAPI document: its status is documented for the
 * operation, its media type too, its body fits the schema (ajv, JSON Schema 2020-12, the dialect of
 * OpenAPI 3.1) and every documented header it carries fits its schema; and an accepted request
 * against the operation's request body (presence, media type, schema).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export interface ObservedResponse {
  status: number;
  headers: Headers;
  text: string;
}

export class ResponseChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly doc: Doc) {
    addFormats(this.ajv);
    this.ajv.addSchema(doc, 'openapi.json');
  }

  private validator(ref: string): ValidateFunction {
    let validate = this.compiled.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json#/${ref}` });
      this.compiled.set(ref, validate);
    }
    return validate;
  }

  /** What is wrong with the response (empty when it is what the document says). */
  check(path: string, method: string, res: ObservedResponse): string[] {
    const documented = this.doc.paths[path]?.[method]?.responses?.[String(res.status)];
    if (res.status >= 500) return [`${res.status} from the server: ${res.text.slice(0, 300)}`];
    if (!documented) return [`status ${res.status} is not documented: ${res.text.slice(0, 300)}`];
    const problems: string[] = [];
    for (const [name, header] of Object.entries<Doc>(documented.headers ?? {})) {
      const value = res.headers.get(name);
      if (value === null || !header.schema) continue;
      const validate = this.validator(pointer('paths', path, method, 'responses', String(res.status), 'headers', name, 'schema'));
      if (!validate(value)) problems.push(`header ${name}: ${value} ${this.ajv.errorsText(validate.errors)}`);
    }
    if (!documented.content) {
      if (res.text !== '') problems.push(`a body where none is documented: ${res.text.slice(0, 200)}`);
      return problems;
    }
    const mediaType = (res.headers.get('content-type') ?? '').split(';')[0].trim();
    if (!documented.content[mediaType]) return [...problems, `media type ${mediaType} is not documented for ${res.status}`];
    // A file (a binary string: a PDF, a CSV): its media type is what the document describes.
    if (documented.content[mediaType].schema?.format === 'binary') return res.text === '' ? [...problems, 'an empty file'] : problems;
    let body: unknown;
    try {
      body = JSON.parse(res.text);
    } catch {
      return [...problems, `body is not JSON: ${res.text.slice(0, 200)}`];
    }
    const validate = this.validator(pointer('paths', path, method, 'responses', String(res.status), 'content', mediaType, 'schema'));
    if (!validate(body)) problems.push(`body does not fit: ${this.ajv.errorsText(validate.errors)} — ${res.text.slice(0, 400)}`);
    return problems;
  }

  /**
   * What is wrong with a request the service accepted: a body where the document has none, no body
   * where it requires one, a media type it does not list (`application/*+json` stands for every
   * `application/<x>+json`), or a body that does not fit its schema.
   */
  checkRequest(path: string, method: string, req: { contentType?: string; body?: string }): string[] {
    const documented = this.doc.paths[path]?.[method]?.requestBody;
    if (req.body === undefined || req.body === '') return documented?.required ? ['no body, but the document requires one'] : [];
    if (!documented) return [`a body the document does not declare: ${req.body.slice(0, 200)}`];
    const type = (req.contentType ?? '').split(';')[0].trim().toLowerCase();
    const key = type in documented.content ? type : /^application\/[^/]+\+json$/.test(type) && 'application/*+json' in documented.content ? 'application/*+json' : undefined;
    if (!key) return [`request media type ${type} is not documented`];
    const validate = this.validator(pointer('paths', path, method, 'requestBody', 'content', key, 'schema'));
    return validate(JSON.parse(req.body)) ? [] : [`request body does not fit: ${this.ajv.errorsText(validate.errors)} — ${req.body.slice(0, 300)}`];
  }

  /** What is wrong with a response that should be `#/components/responses/<name>`. */
  checkComponentResponse(name: string, res: ObservedResponse): string[] {
    const validate = this.validator(pointer('components', 'responses', name, 'content', 'application/problem+json', 'schema'));
    return validate(JSON.parse(res.text)) ? [] : [this.ajv.errorsText(validate.errors)];
  }
}
