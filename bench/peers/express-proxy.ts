/** Bench peer: express + http-proxy-middleware with a keep-alive agent, no middleware of ours. PORT and TARGET from the environment. */
import http from 'node:http';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

const app = express();
app.disable('x-powered-by');
app.use(createProxyMiddleware({ target: process.env.TARGET!, agent: new http.Agent({ keepAlive: true, maxSockets: 512 }) }));
app.listen(Number(process.env.PORT), '127.0.0.1');
