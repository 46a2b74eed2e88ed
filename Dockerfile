# syntax=docker/dockerfile:1
# Multi-stage image of the one server (API, console and public site). Build: docker build -t commonpurse .
# Run: see deploy/compose.yaml and docs/deploy.md.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY apps/admin/package.json apps/admin/
COPY apps/api/package.json apps/api/
COPY apps/public/package.json apps/public/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
# pg_dump/pg_restore for `db:backup`/`db:restore` against PostgreSQL; tar for the PGlite archive.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client tar \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/apps/admin/package.json apps/admin/
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/public/package.json apps/public/
COPY --from=build /app/packages/db/package.json packages/db/
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/bench/package.json bench/
# Only the server's production dependencies: the front ends are served as built files.
RUN npm ci --omit=dev --workspace @commonpurse/api --include-workspace-root=false && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/admin/dist apps/admin/dist
COPY --from=build /app/apps/public/dist apps/public/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains in-flight requests (SHUTDOWN_TIMEOUT_SECONDS) before the process exits.
CMD ["node", "apps/api/dist/main.js"]
