import { describe, expect, test } from '@jest/globals';
import { ConfigError } from '@cs/service-kit';
import { readConfig } from '../src/config';

describe('gateway settings', () => {
  test('defaults: port 8080, 1 MiB bodies, 600 requests a minute, 10 s upstream timeout', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ GATEWAY_PORT: 8080, GATEWAY_BODY_LIMIT: 1024 ** 2, RATE_LIMIT_PER_MINUTE: 600, UPSTREAM_TIMEOUT_MS: 10_000 });
    expect(config.FACILITIES_URL).toEqual(['http://127.0.0.1:3002']);
  });

  test("a service's replicas are a comma-separated list of URLs", () => {
    expect(readConfig({ STAFFING_URL: 'http://10.0.0.1:3003, http://10.0.0.2:3003' }).STAFFING_URL).toEqual(['http://10.0.0.1:3003', 'http://10.0.0.2:3003']);
  });

  test('sizes are read with units and origins as a trimmed list', () => {
    const config = readConfig({ GATEWAY_BODY_LIMIT: '512kb', CORS_ORIGINS: ' https://a.example , http://localhost:5173 ' });
    expect(config.GATEWAY_BODY_LIMIT).toBe(512 * 1024);
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'http://localhost:5173']);
  });

  test.each([
    ['CORS_ORIGINS', '*'],
    ['CORS_ORIGINS', 'null'],
    ['CORS_ORIGINS', 'https://a.example/path'],
    ['GATEWAY_BODY_LIMIT', 'lots'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['FACILITIES_URL', 'not a url'],
    ['STAFFING_URL', 'http://10.0.0.1:3003,not a url'],
    ['STAFFING_URL', ' , '],
  ])('%s=%s is refused at start, naming the setting', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => readConfig({ [name]: value })).toThrow(name);
  });
});
