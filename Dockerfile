# One image for every service; the SERVICE environment variable picks which one a container runs
# (docker-compose.yml sets it per service). Production runs compiled JavaScript (scripts/build.mjs,
# esbuild) with production dependencies only: no TypeScript, no tsx, no dev tools, no compiler.

# --- toolchain: the package manifests, and what node-gyp needs to compile argon2, the one native addon
FROM node:20-bookworm-slim AS toolchain
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# node's headers ship in the image (/usr/local/include/node): node-gyp downloads none.
ENV npm_config_nodedir=/usr/local
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/service-kit/package.json libs/service-kit/
COPY services/gateway/package.json services/gateway/
COPY services/identity/package.json services/identity/
COPY services/facilities/package.json services/facilities/
COPY services/staffing/package.json services/staffing/
COPY services/audit/package.json services/audit/

# --- build: every dependency, then compile each service into services/<name>/dist/main.js.
# --ignore-scripts: the root package's `prepare` (embedded databases for `npm start`) is for
# development and its files are not copied yet; the build itself loads no native addon.
FROM toolchain AS build
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts scripts
COPY libs libs
COPY services services
RUN node scripts/build.mjs \
 && mkdir -p /out \
 && for s in gateway identity facilities staffing audit; do \
      mkdir -p /out/services/$s && cp -r services/$s/dist /out/services/$s/ \
      && if [ -d services/$s/migrations ]; then cp -r services/$s/migrations /out/services/$s/; fi; \
    done

# --- production dependencies, argon2 compiled from source for the image's own Node and libc.
# Its prebuilt binaries are removed: one of them crashes at load (SIGSEGV) on some hosts, and a
# binary compiled here is the only one the image can load (docs/platform.md, "Production image").
FROM toolchain AS production-dependencies
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && npm rebuild argon2 --build-from-source --foreground-scripts \
 && rm -rf node_modules/argon2/prebuilds node_modules/argon2/build/Release/obj.target node_modules/argon2/build/Release/.deps \
 && node -e "const a = require('argon2'); a.hash('self-test').then((h) => a.verify(h, 'self-test')).then((ok) => process.exit(ok ? 0 : 1))"

# --- runtime: production dependencies, the compiled services and their migrations
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=production-dependencies /app/ ./
COPY --from=build /out/ ./
USER node
CMD ["sh", "-c", "exec node --enable-source-maps services/${SERVICE:?set SERVICE to gateway, identity, facilities, staffing or audit}/dist/main.js"]
