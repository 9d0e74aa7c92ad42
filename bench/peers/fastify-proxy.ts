/** Bench peer: fastify + @fastify/http-proxy (undici underneath), nothing else. PORT and TARGET from the environment. */
import Fastify from 'fastify';
import proxy from '@fastify/http-proxy';

const app = Fastify({ logger: false });
await app.register(proxy, { upstream: process.env.TARGET! });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
