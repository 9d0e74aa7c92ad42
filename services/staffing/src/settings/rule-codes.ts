import { badRequest } from '@cs/service-kit';
import { ruleCatalogue } from './rule-catalogue';

/** Every finding code a per-rule severity may name: the catalogue's (working-time rules and the seed's remaining checks). */
export const ruleCodes: ReadonlySet<string> = new Set(ruleCatalogue('de').items.map((r) => r.code));

/** An unknown rule code in `rules` → 400 naming `rules.<code>` (nothing saved). */
export function requireKnownRuleCodes(rules: Record<string, unknown> | undefined): void {
  const unknown = Object.keys(rules ?? {}).filter((code) => !ruleCodes.has(code));
  if (unknown.length > 0) {
    throw badRequest('Unknown rule code(s) in rules.', Object.fromEntries(unknown.map((code) => [`rules.${code}`, ['is not a known rule code']])));
  }
}
