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
