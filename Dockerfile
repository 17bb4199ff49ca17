# One image for both services; docker-compose.yml picks the command. Production-like: an external PostgreSQL.
FROM node:24-bookworm-slim
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build
ENV NODE_ENV=production
EXPOSE 8080 8081
CMD ["node", "--import", "tsx", "api/src/server.ts"]
