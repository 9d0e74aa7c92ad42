#!/usr/bin/env bash
# The edge's image of deploy/swarm/stack.yml, haproxy:2.6: present, else pulled, else — where no
# image registry is reachable — a local stand-in: Debian bookworm's haproxy package (2.6) on the
# node:20-bookworm-slim base the Dockerfile uses, reading the same /usr/local/etc/haproxy/haproxy.cfg.
set -euo pipefail
image=haproxy:2.6
docker image inspect "$image" >/dev/null 2>&1 && exit 0
timeout 120 docker pull -q "$image" >/dev/null 2>&1 && exit 0
echo "no registry serves $image: building a stand-in from Debian's haproxy package"
docker build -q -t "$image" - >/dev/null <<'DOCKERFILE'
FROM node:20-bookworm-slim
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends haproxy >/dev/null \
 && rm -rf /var/lib/apt/lists/* && mkdir -p /usr/local/etc/haproxy
USER haproxy
CMD ["haproxy", "-f", "/usr/local/etc/haproxy/haproxy.cfg"]
DOCKERFILE
