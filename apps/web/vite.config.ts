import { defineConfig } from 'vite';

/**
 * The web client: React via Vite's built-in JSX transform (no plugin), served on 127.0.0.1:5173
 * by `npm start`; `vite build` writes static files to dist/. `VITE_API_URL` names the gateway
 * (default: this page's host on port 8080).
 */
export default defineConfig({
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
});
