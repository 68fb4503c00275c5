# One image recipe for every ClassHub process; docker-compose.yml picks the stage per service.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY . .
# Not `npm ci`: the lockfile holds only linux bindings (see docs/development.md#toolchain-notes).
RUN npm install --no-audit --no-fund

# The services, the gateway and the shell; each remote is built in its own stage below, so a remote's image is built
# and rolled without this one.
FROM deps AS build
RUN NX_DAEMON=false NX_NO_CLOUD=true npx nx run-many -t build --exclude=e2e,bench,mf-catalog,mf-student,mf-instructor,mf-admin \
 && npm prune --omit=dev --no-audit --no-fund

# One remote: `docker build --target remote --build-arg REMOTE=mf-catalog .`
FROM deps AS remote-build
ARG REMOTE
RUN test -n "$REMOTE" && NX_DAEMON=false NX_NO_CLOUD=true npx nx run "$REMOTE":build

# A remote's files on a static host of its own, at /remotes/<folder>/ (what the gateway's remotes registry points at).
FROM nginx:1.27-alpine AS remote
ARG REMOTE
COPY deploy/remotes/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=remote-build /app/${REMOTE}/dist /usr/share/nginx/html/remotes/${REMOTE}

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
# As tools/platform/platform.mjs (SERVER_NODE_ARGS): a larger young generation, fewer scavenges per request.
ENV NODE_OPTIONS=--max-semi-space-size=32
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs ./libs

FROM runtime AS nats-setup
COPY --from=build /app/tools/platform ./tools/platform
COPY --from=build /app/deploy/nats ./deploy/nats
CMD ["node", "tools/platform/nats-setup.mjs"]

FROM runtime AS identity
COPY --from=build /app/services/identity ./services/identity
WORKDIR /app/services/identity
CMD ["node", "--import", "@classhub/telemetry/register", "dist/main.js"]

FROM runtime AS classes
COPY --from=build /app/services/classes ./services/classes
WORKDIR /app/services/classes
CMD ["node", "--import", "@classhub/telemetry/register", "dist/main.js"]

FROM runtime AS payments
COPY --from=build /app/services/payments ./services/payments
WORKDIR /app/services/payments
CMD ["node", "--import", "@classhub/telemetry/register", "dist/main.js"]

FROM runtime AS notifications
COPY --from=build /app/services/notifications ./services/notifications
WORKDIR /app/services/notifications
CMD ["node", "--import", "@classhub/telemetry/register", "dist/main.js"]

# A mail catcher (maildev, a development dependency) for a local stack: SMTP on 1025, a web inbox on 1080.
FROM deps AS mail
CMD ["node", "node_modules/maildev/dist/bin/maildev.js", "--smtp", "1025", "--ip", "0.0.0.0", "--web", "1080", "--web-ip", "0.0.0.0"]

FROM runtime AS gateway
COPY --from=build /app/services/gateway ./services/gateway
# The shell only: the remotes come from their own static hosts, found through REMOTES_FILE.
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/docs/api ./docs/api
WORKDIR /app/services/gateway
ENV WEB_ROOT=/app
CMD ["node", "--import", "@classhub/telemetry/register", "dist/main.js"]
