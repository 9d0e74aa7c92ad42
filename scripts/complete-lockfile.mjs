/**
 * The npm mirror this project is built on serves only the platform packages of the machines it
 * runs on, so `npm install` cannot record the other platforms' optional native bindings
 * (@swc/core-darwin-arm64, @unrs/resolver-binding-win32-x64-msvc, …) in package-lock.json — and
 * `npm ci` then refuses the lock as "out of sync". This adds the missing optional entries, with
 * the `os` / `cpu` / `libc` their names state, so `npm ci` accepts the lock and skips them on
 * every other platform. Run it after changing dependencies: `node scripts/complete-lockfile.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const osNames = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const cpuNames = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => osNames.includes(p));
  const cpu = parts.find((p) => cpuNames.includes(p));
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    const nested = `${path}/node_modules/${dep}`;
    if (packages[key] || packages[nested]) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue; // not a platform binding: leave it to npm
    packages[key] = { version: version.replace(/^[^\d]*/, ''), optional: true, ...platform };
    added += 1;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform entries added`);
