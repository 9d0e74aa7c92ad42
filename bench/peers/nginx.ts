/**
 * Bench peer: nginx with one worker and an upstream keep-alive pool, when `nginx` is on PATH
 * (otherwise the benchmark leaves it out and says so).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const nginxAvailable = () => spawnSync('nginx', ['-v']).status === 0;

const config = (port: number, target: URL, dir: string) => `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  upstream service { server ${target.host}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / { proxy_pass http://service; proxy_http_version 1.1; proxy_set_header Connection ""; }
  }
}`;

/** Starts nginx in the foreground; resolves with its process. */
export function startNginx(port: number, target: string): ChildProcess {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  writeFileSync(path.join(dir, 'nginx.conf'), config(port, new URL(target), dir));
  return spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
}
