# One image for every service; SERVICE picks which one runs. Production runs compiled JavaScript
# (scripts/build.mjs, esbuild) with production dependencies only: no TypeScript, no tsx, no dev tools.

# --- build: every dependency, then compile each service into services/<name>/dist/main.js
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/service-kit/package.json libs/service-kit/
COPY services/gateway/package.json services/gateway/
COPY services/identity/package.json services/identity/
COPY services/facilities/package.json services/facilities/
COPY services/staffing/package.json services/staffing/
COPY services/audit/package.json services/audit/
# --ignore-scripts: the root package's `prepare` (prepared embedded databases for `npm start`) is for
# development, and its files are not copied yet; dependencies ship prebuilt binaries (argon2, esbuild).
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

# --- runtime: production dependencies, the compiled services and their migrations
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/service-kit/package.json libs/service-kit/
COPY services/gateway/package.json services/gateway/
COPY services/identity/package.json services/identity/
COPY services/facilities/package.json services/facilities/
COPY services/staffing/package.json services/staffing/
COPY services/audit/package.json services/audit/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /out/ ./
ARG SERVICE
ENV SERVICE=${SERVICE}
USER node
CMD ["sh", "-c", "exec node --enable-source-maps services/${SERVICE}/dist/main.js"]
