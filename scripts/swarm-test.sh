#!/usr/bin/env bash
# deploy/swarm/stack.yml end to end on a one-node Docker Swarm: makes this engine a swarm manager if
# it is none (and leaves the swarm again at the end, unless another stack was deployed meanwhile),
# builds the image, creates the stack's secrets, deploys it, waits until every service has all its
# replicas and the gateway is ready through the edge, runs test/compose/ through the edge and then
# test/swarm/ (a NATS node killed: no event lost), prints start time and memory, and removes the
# stack, its volumes and secrets — also on failure, after printing every service's state and log.
#
# Needs a Docker engine (DOCKER_HOST, else the default socket, else unix:///tmp/docker.sock) with the
# base images (stack.yml, Dockerfile) and this checkout's `npm ci` (the tests run on jest). Where no
# registry serves haproxy:2.6 (the edge), a stand-in is built from Debian's haproxy package.
# Settings: SWARM_TEST_STACK (default cs-swarm-test), SWARM_TEST_IMAGE (default care-staffing),
# SWARM_READY_TIMEOUT (seconds, default 480), SWARM_TEST_KEEP=1 leaves the stack running (and prints
# the settings bench/rolling-restart.bench.ts needs); the stack's own variables (RATE_LIMIT_PER_MINUTE,
# …) pass through from the environment.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/wait-ready.sh
source scripts/wait-ready.sh

if [ -z "${DOCKER_HOST:-}" ] && ! docker info >/dev/null 2>&1; then export DOCKER_HOST=unix:///tmp/docker.sock; fi
docker info >/dev/null 2>&1 || { echo "swarm-test: no Docker engine answers (DOCKER_HOST=${DOCKER_HOST:-default})" >&2; exit 1; }

stack=${SWARM_TEST_STACK:-cs-swarm-test}
image=${SWARM_TEST_IMAGE:-care-staffing}
ready_timeout=${SWARM_READY_TIMEOUT:-480}
port=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
admin_email=admin@swarm.test
admin_password=$(node -p "require('node:crypto').randomBytes(18).toString('base64url')")
secrets=(postgres-password signing-key-encryption bootstrap-admin-password)
joined_swarm=0

log_state() {
  echo "=== swarm-test: state and logs of $stack ===" >&2
  docker stack ps "$stack" --no-trunc --format '{{.Name}} {{.CurrentState}} {{.Error}}' >&2 || true
  for service in $(docker stack services "$stack" --format '{{.Name}}' 2>/dev/null); do
    echo "--- $service" >&2
    docker service logs --raw --tail 60 "$service" >&2 2>&1 || true
  done
}

remove_stack() {
  docker stack rm "$stack" >/dev/null 2>&1 || true
  # `stack rm` returns at once; volumes and the network go once the containers are gone.
  for _ in $(seq 1 90); do
    [ -z "$(docker ps -aq --filter "label=com.docker.stack.namespace=$stack")" ] && break
    sleep 1
  done
  for _ in $(seq 1 30); do
    docker network inspect "${stack}_default" >/dev/null 2>&1 || break
    sleep 1
  done
  # shellcheck disable=SC2046
  docker volume rm $(docker volume ls -q --filter "label=com.docker.stack.namespace=$stack") >/dev/null 2>&1 || true
  # A secret goes once no service refers to it any more.
  for secret in "${secrets[@]}"; do
    for _ in $(seq 1 30); do
      docker secret inspect "$stack-$secret" >/dev/null 2>&1 || break
      docker secret rm "$stack-$secret" >/dev/null 2>&1 || sleep 1
    done
  done
}

finish() {
  status=$?
  [ "$status" -ne 0 ] && log_state
  if [ "${SWARM_TEST_KEEP:-0}" = 1 ]; then
    echo "swarm-test: SWARM_TEST_KEEP=1, stack $stack left running; remove it with SWARM_TEST_STACK=$stack and this script, or docker stack rm"
    echo "SWARM_STACK=$stack SWARM_BASE_URL=http://127.0.0.1:$port SWARM_ADMIN_EMAIL=$admin_email SWARM_ADMIN_PASSWORD=$admin_password"
  else
    remove_stack
    if [ "$joined_swarm" = 1 ]; then
      if [ -z "$(docker stack ls --format '{{.Name}}' 2>/dev/null)" ]; then
        docker swarm leave --force >/dev/null || echo "swarm-test: could not leave the swarm" >&2
      else
        echo "swarm-test: other stacks run on the swarm this test made; it stays" >&2
      fi
    fi
  fi
  exit "$status"
}
trap finish EXIT

case "$(docker info --format '{{.Swarm.LocalNodeState}}')" in
  active) ;;
  inactive)
    docker swarm init --advertise-addr 127.0.0.1 >/dev/null
    joined_swarm=1
    ;;
  *) echo "swarm-test: this engine's swarm state is $(docker info --format '{{.Swarm.LocalNodeState}}')" >&2; exit 1 ;;
esac
[ "$(docker info --format '{{.Swarm.ControlAvailable}}')" = true ] || { echo "swarm-test: this engine is a swarm worker, not a manager" >&2; exit 1; }

echo "=== swarm-test: stack $stack, image $image, edge on 127.0.0.1:$port ==="
docker build -q -t "$image" . >/dev/null
bash scripts/swarm-edge-image.sh

remove_stack # leftovers of an interrupted run
for secret in "${secrets[@]}"; do
  value=$(node -p "require('node:crypto').randomBytes(24).toString('hex')")
  [ "$secret" = bootstrap-admin-password ] && value=$admin_password
  printf '%s' "$value" | docker secret create "$stack-$secret" - >/dev/null
done

started=$(date +%s.%N)
IMAGE=$image GATEWAY_PUBLISHED_PORT=$port CORS_ORIGINS=http://127.0.0.1:$port BOOTSTRAP_ADMIN_EMAIL=$admin_email \
  POSTGRES_SHARED_BUFFERS=256MB POSTGRES_PASSWORD_SECRET="$stack-postgres-password" DATABASE_PASSWORD_SECRET="$stack-postgres-password" \
  SIGNING_KEY_ENCRYPTION_SECRET="$stack-signing-key-encryption" BOOTSTRAP_ADMIN_PASSWORD_SECRET="$stack-bootstrap-admin-password" \
  docker stack deploy --prune --resolve-image never -c deploy/swarm/stack.yml "$stack" >/dev/null

# Every service at its number of replicas, and the gateway ready (every service answers) through the edge.
all_replicas() { ! docker stack services "$stack" --format '{{.Replicas}}' | awk -F/ '$1 != $2 { bad = 1 } END { exit !bad }'; }
system_ready() { all_replicas && gateway_ready "http://127.0.0.1:$port"; }
wait_until swarm-test "$started" "$ready_timeout" 2 system_ready
echo "every replica running and the gateway ready after $ready_seconds s"
docker stack services "$stack" --format '{{.Name}} {{.Replicas}}' | sort

export COMPOSE_BASE_URL=http://127.0.0.1:$port COMPOSE_ADMIN_EMAIL=$admin_email COMPOSE_ADMIN_PASSWORD=$admin_password SWARM_STACK=$stack
echo "=== the system tests through the edge (test/compose/) ==="
node --experimental-vm-modules --no-warnings node_modules/jest/bin/jest.js --config test/compose/jest.config.js
echo "=== a NATS node killed (test/swarm/) ==="
node --experimental-vm-modules --no-warnings node_modules/jest/bin/jest.js --config test/swarm/jest.config.js

echo "=== swarm-test passed: figures of this run ==="
echo "deploy to every replica running and the gateway ready: $ready_seconds s"
# shellcheck disable=SC2046
docker stats --no-stream --format 'table {{.Name}}\t{{.MemUsage}}\t{{.CPUPerc}}' $(docker ps -q --filter "label=com.docker.stack.namespace=$stack")
