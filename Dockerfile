# One image for the api and the gateway (docker-compose.yml picks the command): the production build, compiled
# JavaScript run by node, as the unprivileged `node` user, against an external PostgreSQL (DATABASE_URL).
FROM node:24-bookworm-slim AS build
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# DATA_DIR (a JWT secret when none is given); the containers' logs are their stdout (docker logs).
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 8080 8081
CMD ["node", "--enable-source-maps", "api/dist/server.js"]
