import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';

/** Swagger UI's files ship inside the `swagger-ui-dist` package: the page works offline. */
const assetsDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Care staffing API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css">
    <link rel="stylesheet" href="/api/docs/index.css">
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/swagger-ui-standalone-preset.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const init = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    persistAuthorization: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
  });
};
`;

/** Everything the page loads comes from the gateway itself; no inline script. */
const contentSecurityPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

/**
 * `GET /api/openapi.json` (built once, when first asked for: building it from the contracts' schemas
 * costs ≈ 0.1 s of CPU, which a start — with four more processes starting beside it — does not need
 * to pay) and `GET /api/docs` (Swagger UI, served locally).
 */
export function docsRoutes(buildDocument: () => object): Router {
  let json: string | undefined;
  const router = express.Router();
  router.get('/api/openapi.json', (_req, res) => void res.type('application/json').send((json ??= JSON.stringify(buildDocument()))));
  router.get('/api/docs', (_req, res) => {
    res.setHeader('content-security-policy', contentSecurityPolicy);
    res.type('html').send(page);
  });
  router.get('/api/docs/init.js', (_req, res) => void res.type('application/javascript').send(init));
  router.use('/api/docs', express.static(assetsDir, { index: false, fallthrough: true, maxAge: '1h' }));
  return router;
}
