/**
 * NUL (U+0000) in client input. PostgreSQL refuses it in `text` ("invalid byte sequence"), so a
 * NUL that reached a query would end in a 500; no field of ours has a use for it. `mountOperations`
 * refuses it in every string of the path, the query and the body — values and keys, at any depth —
 * before the operation's schema runs, so no field can forget the rule (docs/platform.md, HTTP details).
 */
import { NUL_FREE_MESSAGE } from '@cs/contracts';

export const NUL_MESSAGE = NUL_FREE_MESSAGE;

const hasNul = (text: string) => text.includes('\u0000');

/** Field paths (`a.b.0`, prefixed like validation errors) of every string or key holding NUL. */
export function nulPaths(value: unknown, prefix = ''): string[] {
  const found: string[] = [];
  const visit = (node: unknown, path: string[], depth: number) => {
    if (typeof node === 'string') {
      if (hasNul(node)) found.push(path.join('.') || '(body)');
      return;
    }
    if (typeof node !== 'object' || node === null || depth > 64) return;
    const entries: Array<[string, unknown]> = Array.isArray(node) ? node.map((v, i) => [String(i), v]) : Object.entries(node);
    for (const [key, child] of entries) {
      if (hasNul(key)) found.push([...path, key.replace(/\u0000/g, '\\u0000')].join('.'));
      else visit(child, [...path, key], depth + 1);
    }
  };
  visit(value, prefix ? [prefix] : [], 0);
  return found;
}
