import { startNats, TestIssuer } from '@cs/service-kit/testing/index';

/**
 * What every benchmark's services need besides their database: a nats-server of their own, a test
 * token issuer, and the settings that point the services at both.
 */
export async function startBenchPlatform() {
  const nats = await startNats();
  const issuer = await TestIssuer.start();
  const common = { NATS_URL: nats.url, JWKS_URL: issuer.jwksUrl, JWT_ISSUER: issuer.issuer, JWT_AUDIENCE: issuer.audience };
  return { nats, issuer, common };
}

/** One element at random (request mixes). */
export const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
