/** PostgreSQL's own client tools (pg_dump, pg_restore), from PATH or `PG_BIN_DIR`. */
import { spawn } from 'node:child_process';
import path from 'node:path';

const toolPath = (tool: string) => (process.env.PG_BIN_DIR ? path.join(process.env.PG_BIN_DIR, tool) : tool);

/**
 * Runs a tool to its end; rejects with its error output. The password travels in PGPASSWORD, never
 * on the command line (where every user of the machine could read it).
 */
export function runPgTool(tool: string, args: string[], password?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(toolPath(tool), args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', (error) =>
      reject(new Error(`${tool} could not be started (${error.message}): install PostgreSQL's client tools of the server's major version or newer, or set PG_BIN_DIR`)),
    );
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${tool} failed (exit ${code}): ${err.trim()}`))));
  });
}

/** `pg_dump (PostgreSQL) 15.20 …` */
export const pgToolVersion = async (tool: string) => (await runPgTool(tool, ['--version'])).trim();
