import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { baseConfigSchema, ConfigError, loadConfig } from './config';

describe('loadConfig with the base settings', () => {
  it('defaults the database pool to 10 connections and takes a number from the environment', () => {
    expect(loadConfig(baseConfigSchema, {}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig(baseConfigSchema, { DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
  });

  it.each(['0', '-1', '2.5', 'many', '101'])('refuses DATABASE_POOL_SIZE=%s, naming the setting', (value) => {
    expect(() => loadConfig(baseConfigSchema, { DATABASE_POOL_SIZE: value })).toThrow(ConfigError);
    expect(() => loadConfig(baseConfigSchema, { DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('settings from files (the _FILE convention of Docker and Kubernetes secrets)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'config-files-'));
  const file = (name: string, content: string) => {
    const at = path.join(dir, name);
    writeFileSync(at, content);
    return at;
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads NAME from the file NAME_FILE names, without the trailing line break', () => {
    const config = loadConfig(baseConfigSchema, { DATABASE_PASSWORD_FILE: file('pw', 's3cret-from-file\n'), JWT_ISSUER_FILE: file('iss', 'issuer\r\n') });
    expect(config.DATABASE_PASSWORD).toBe('s3cret-from-file');
    expect(config.JWT_ISSUER).toBe('issuer');
  });

  it('works for a schema with a refinement (identity has one)', () => {
    const schema = baseConfigSchema.extend({ SECRET: z.string() }).refine((c) => c.SECRET.length > 3, { message: 'too short' });
    expect(loadConfig(schema, { SECRET_FILE: file('secret', 'long enough\n') }).SECRET).toBe('long enough');
  });

  it('refuses NAME and NAME_FILE together', () => {
    expect(() => loadConfig(baseConfigSchema, { JWT_ISSUER: 'a', JWT_ISSUER_FILE: file('both', 'b') })).toThrow(/JWT_ISSUER: set both JWT_ISSUER and JWT_ISSUER_FILE/);
  });

  it('names a file it cannot read, never showing any content', () => {
    const missing = path.join(dir, 'missing');
    expect(() => loadConfig(baseConfigSchema, { DATABASE_PASSWORD_FILE: missing })).toThrow(ConfigError);
    expect(() => loadConfig(baseConfigSchema, { DATABASE_PASSWORD_FILE: missing })).toThrow(`DATABASE_PASSWORD_FILE: cannot read ${missing} (ENOENT)`);
  });

  it('leaves *_FILE variables of settings it does not declare alone', () => {
    expect(() => loadConfig(baseConfigSchema, { SSL_CERT_FILE: path.join(dir, 'not-there') })).not.toThrow();
  });
});

describe('DATABASE_PASSWORD', () => {
  it('completes DATABASE_URL, percent-encoded, so that the driver reads the password as given', () => {
    const password = 'p@ss:w/rd%20?#&=ä';
    const config = loadConfig(baseConfigSchema, { DATABASE_URL: 'postgres://app@db.internal:5432/staffing', DATABASE_PASSWORD: password });
    // node-postgres' own reading of the URL: what the pool will connect with.
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    expect({ user: client.user, password: client.password, host: client.host, port: client.port, database: client.database }).toEqual({ user: 'app', password, host: 'db.internal', port: 5432, database: 'staffing' });
  });

  it('refuses a DATABASE_URL that has a password of its own', () => {
    expect(() => loadConfig(baseConfigSchema, { DATABASE_URL: 'postgres://app:old@db/x', DATABASE_PASSWORD: 'new' })).toThrow(/DATABASE_PASSWORD: DATABASE_URL has a password already/);
  });

  it('is optional: DATABASE_URL stays as given without it', () => {
    expect(loadConfig(baseConfigSchema, { DATABASE_URL: 'postgres://app:pw@db/x' }).DATABASE_URL).toBe('postgres://app:pw@db/x');
  });
});

describe('NATS_STREAM_REPLICAS', () => {
  it('defaults to one replica and takes 1–5', () => {
    expect(loadConfig(baseConfigSchema, {}).NATS_STREAM_REPLICAS).toBe(1);
    expect(loadConfig(baseConfigSchema, { NATS_STREAM_REPLICAS: '3' }).NATS_STREAM_REPLICAS).toBe(3);
    expect(() => loadConfig(baseConfigSchema, { NATS_STREAM_REPLICAS: '0' })).toThrow(/NATS_STREAM_REPLICAS/);
    expect(() => loadConfig(baseConfigSchema, { NATS_STREAM_REPLICAS: '6' })).toThrow(/NATS_STREAM_REPLICAS/);
  });
});
