/** Environment for a service under test: free port, in-memory PGlite unless a test database is given, quiet logs. */
export function testEnv(overrides: Record<string, string | undefined>): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: ':memory:',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...overrides,
  };
}

/** fetch with a JSON body and bearer token; returns status, headers and parsed body. */
export async function call(
  url: string,
  init: { method?: string; token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined = init.rawBody;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(url, { method: init.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body });
  const text = await res.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, body: json, text };
}

/** Polls `probe` until it returns a truthy value or the time is up (for eventual effects such as events). */
export async function eventually<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 20_000, stepMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
}
