# One image for every service; SERVICE picks which one runs.
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
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY libs libs
COPY services services
ARG SERVICE
ENV SERVICE=${SERVICE}
USER node
CMD ["sh", "-c", "exec node --import tsx services/${SERVICE}/src/main.ts"]
