import type { Express, RequestHandler } from 'express';
import { sendProblem } from './problem-details';

interface DeclaredPath {
  pattern: RegExp;
  methods: Set<string>;
}

/** The declared operations' paths of each app, filled by `mountOperations`. */
const declaredPaths = new WeakMap<Express, Map<string, DeclaredPath>>();

/** `/api/facilities/{id}` → a matcher for one concrete path (one trailing slash allowed, as express routes). */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}/?$`);

export function declarePath(app: Express, method: string, path: string) {
  const paths = declaredPaths.get(app) ?? new Map<string, DeclaredPath>();
  declaredPaths.set(app, paths);
  const entry = paths.get(path) ?? { pattern: patternOf(path), methods: new Set<string>() };
  entry.methods.add(method.toUpperCase());
  if (entry.methods.has('GET')) entry.methods.add('HEAD');
  paths.set(path, entry);
}

/**
 * For requests no route took (mounted just before the 404 handler): a path some operation
 * declares, asked with a method none declares, gets 405 `METHOD_NOT_ALLOWED` with `Allow`
 * (RFC 9110 §15.5.6). OPTIONS is left to express, which answers it with `Allow` itself.
 */
export function methodNotAllowedHandler(app: Express): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'OPTIONS') return next();
    const allowed = new Set<string>();
    for (const { pattern, methods } of declaredPaths.get(app)?.values() ?? []) {
      if (pattern.test(req.path)) for (const method of methods) allowed.add(method);
    }
    if (allowed.size === 0 || allowed.has(req.method)) return next();
    const allow = [...allowed].sort().join(', ');
    sendProblem(res, 405, 'METHOD_NOT_ALLOWED', `${req.method} is not supported on ${req.path}; use ${allow}.`, { headers: { Allow: allow } });
  };
}
