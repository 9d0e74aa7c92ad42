import { readFileSync } from 'node:fs';
import type { z } from 'zod';

/**
 * The `_FILE` convention of Docker and Kubernetes secrets: `NAME_FILE=/run/secrets/x` sets NAME to
 * the file's content, without its trailing line breaks (`echo`, `openssl … >` add one). Only for
 * settings the schema declares (an unrelated `SSL_CERT_FILE` is left alone); NAME and NAME_FILE
 * together are a problem, as is a file that cannot be read (named, its content never shown).
 */
export function settingsWithFiles(schema: z.ZodType, env: Record<string, string | undefined>): { env: Record<string, string | undefined>; problems: string[] } {
  const declared = 'shape' in schema && typeof schema.shape === 'object' && schema.shape ? Object.keys(schema.shape) : [];
  const fromFiles: Record<string, string> = {};
  const problems: string[] = [];
  for (const name of declared) {
    const file = env[`${name}_FILE`];
    if (file === undefined || file === '') continue;
    if (env[name] !== undefined && env[name] !== '') {
      problems.push(`  ${name}: set both ${name} and ${name}_FILE; give one`);
      continue;
    }
    try {
      fromFiles[name] = readFileSync(file, 'utf8').replace(/[\r\n]+$/, '');
    } catch (error) {
      problems.push(`  ${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  return { env: { ...env, ...fromFiles }, problems };
}
