import { base64url } from 'jose';
import { createHmac } from 'node:crypto';
import type { TestIssuer, TokenClaims } from './issuer';

const encode = (value: object) => base64url.encode(JSON.stringify(value));

/**
 * The token attacks every protected surface must refuse: each entry is [name, token]. All of them
 * must answer 401.
 */
export async function forgedTokens(issuer: TestIssuer, claims: TokenClaims): Promise<Array<[string, string]>> {
  const valid = await issuer.token(claims);
  const [header, payload, signature] = valid.split('.');
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const now = Math.floor(Date.now() / 1000);
  const noneToken = `${encode({ alg: 'none', typ: 'at+jwt' })}.${payload}.`;
  const hsHeader = encode({ alg: 'HS256', typ: 'at+jwt', kid: 'test-key-1' });
  const hsSignature = createHmac('sha256', JSON.stringify(issuer.publicJwk)).update(`${hsHeader}.${payload}`).digest('base64url');
  const hsWithX = createHmac('sha256', Buffer.from(issuer.publicJwk.x as string, 'base64url')).update(`${hsHeader}.${payload}`).digest('base64url');
  const tampered = encode({ ...decoded, perm: { ...decoded.perm, users: { delete: 'All' } }, sub: 'someone-else' });
  return [
    ['expired', await issuer.token(claims, { iat: now - 3600, expiresIn: now - 1800 })],
    ['correctly signed, living 10 years', await issuer.token(claims, { iat: now, expiresIn: now + 10 * 365 * 86_400 })],
    ['wrong issuer', await issuer.token(claims, { iss: 'https://evil.example' })],
    ['wrong audience', await issuer.token(claims, { aud: 'another-api' })],
    ['wrong typ', await issuer.token(claims, { typ: 'JWT' })],
    ['alg none', noneToken],
    ['HS256 signed with the public key (JWK)', `${hsHeader}.${payload}.${hsSignature}`],
    ['HS256 signed with the public key (raw)', `${hsHeader}.${payload}.${hsWithX}`],
    ['tampered payload', `${header}.${tampered}.${signature}`],
    ['garbage', 'not-a-jwt'],
  ];
}
