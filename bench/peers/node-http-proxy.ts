/**
 * Bench peer: the barest reverse proxy node can do — `node:http` server, one keep-alive agent,
 * `http.request` piped both ways. No edge work at all. PORT and TARGET from the environment.
 */
import http from 'node:http';

const target = new URL(process.env.TARGET!);
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

http
  .createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
