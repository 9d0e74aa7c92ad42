#!/usr/bin/env bash
# The production topology end to end: builds the image (once, for all five services), starts
# docker-compose.yml, waits for the gateway to be ready, checks that no container restarted, runs
# test/compose/ through the published gateway, prints image size, start time and memory per service,
# and removes everything it started (`down -v`), also on failure. Exits non-zero when anything fails.
#
# Needs a Docker engine (DOCKER_HOST, else the default socket, else unix:///tmp/docker.sock) with the
# base images (docker-compose.yml, Dockerfile) and this checkout's `npm ci` (the test runs on jest).
# Uses Compose v2 (`docker compose`) or v1 (`docker-compose`), whichever is installed. It runs as its
# own compose project (COMPOSE_TEST_PROJECT, default care-staffing-compose-test) with its own
# environment file and a free port for the gateway: a `.env` or a running deployment of this
# checkout is left alone.
# Settings: COMPOSE_READY_TIMEOUT (seconds, default 240) bounds the wait for the gateway.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/wait-ready.sh
source scripts/wait-ready.sh

if [ -z "${DOCKER_HOST:-}" ] && ! docker info >/dev/null 2>&1; then export DOCKER_HOST=unix:///tmp/docker.sock; fi
docker info >/dev/null 2>&1 || { echo "compose-test: no Docker engine answers (DOCKER_HOST=${DOCKER_HOST:-default})" >&2; exit 1; }
if docker compose version >/dev/null 2>&1; then compose_cli=(docker compose); else compose_cli=(docker-compose); fi

project=${COMPOSE_TEST_PROJECT:-care-staffing-compose-test}
ready_timeout=${COMPOSE_READY_TIMEOUT:-240}
work=$(mktemp -d)
port=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
admin_email=admin@compose.test
admin_password=$(node -p "require('node:crypto').randomBytes(18).toString('base64url')")
cat >"$work/env" <<EOF
POSTGRES_PASSWORD=$(node -p "require('node:crypto').randomBytes(18).toString('hex')")
CORS_ORIGINS=http://127.0.0.1:$port
BOOTSTRAP_ADMIN_EMAIL=$admin_email
BOOTSTRAP_ADMIN_PASSWORD=$admin_password
GATEWAY_PUBLISHED_PORT=$port
EOF
compose() { "${compose_cli[@]}" --project-name "$project" --env-file "$work/env" --file docker-compose.yml "$@"; }
services=(nats postgres identity facilities staffing audit gateway)

finish() {
  status=$?
  if [ "$status" -ne 0 ]; then
    echo "=== compose-test FAILED (exit $status): state and logs ===" >&2
    compose ps >&2 || true
    compose logs --no-color --tail=150 >&2 || true
  fi
  compose down --volumes --remove-orphans >/dev/null 2>&1 || echo "compose-test: down -v failed" >&2
  rm -rf "$work"
  exit "$status"
}
trap finish EXIT

echo "=== compose-test: ${compose_cli[*]}, project $project, gateway on 127.0.0.1:$port ==="
# Every service has the same image and build; building one service builds it for all.
compose build identity
compose down --volumes --remove-orphans >/dev/null 2>&1 || true # leftovers of an interrupted run

started=$(date +%s.%N)
compose up --detach --no-build
wait_until compose-test "$started" "$ready_timeout" 1 gateway_ready "http://127.0.0.1:$port"

# A service that crashed and was restarted (restart: unless-stopped) may answer again by now.
none_restarted() {
  local service state failed=0
  for service in "${services[@]}"; do
    state=$(docker inspect --format '{{.RestartCount}} {{.State.Status}}' "$(compose ps -q "$service")")
    [ "$state" = "0 running" ] || { echo "compose-test: $service restarted or stopped (restarts, state: $state)" >&2; failed=1; }
  done
  return "$failed"
}
none_restarted
# shellcheck disable=SC2046
memory() { docker stats --no-stream --format 'table {{.Name}}\t{{.MemUsage}}\t{{.CPUPerc}}' $(compose ps -q); }
idle_memory=$(memory)

COMPOSE_BASE_URL=http://127.0.0.1:$port COMPOSE_ADMIN_EMAIL=$admin_email COMPOSE_ADMIN_PASSWORD=$admin_password \
  node --experimental-vm-modules --no-warnings node_modules/jest/bin/jest.js --config test/compose/jest.config.js
none_restarted

echo "=== compose-test passed: figures of this run ==="
docker image ls care-staffing --format 'image care-staffing: {{.Size}}'
echo "up to gateway ready: $ready_seconds s"
echo "memory once ready:"
echo "$idle_memory"
echo "memory after the tests:"
memory
