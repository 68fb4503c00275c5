# One image recipe for every ClassHub process; docker-compose.yml picks the stage per service.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# Not `npm ci`: the lockfile holds only linux bindings (see TOOLCHAIN.md).
RUN npm install --no-audit --no-fund \
 && NX_DAEMON=false NX_NO_CLOUD=true npx nx run-many -t build --exclude=e2e,bench \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
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
CMD ["node", "dist/main.js"]

FROM runtime AS classes
COPY --from=build /app/services/classes ./services/classes
WORKDIR /app/services/classes
CMD ["node", "dist/main.js"]

FROM runtime AS payments
COPY --from=build /app/services/payments ./services/payments
WORKDIR /app/services/payments
CMD ["node", "dist/main.js"]

FROM runtime AS gateway
COPY --from=build /app/services/gateway ./services/gateway
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/mf-catalog/dist ./mf-catalog/dist
COPY --from=build /app/mf-student/dist ./mf-student/dist
COPY --from=build /app/mf-instructor/dist ./mf-instructor/dist
COPY --from=build /app/mf-admin/dist ./mf-admin/dist
COPY --from=build /app/docs/api ./docs/api
WORKDIR /app/services/gateway
ENV WEB_ROOT=/app
CMD ["node", "dist/main.js"]
