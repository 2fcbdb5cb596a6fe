# The API image: NestJS on Node 24 (current LTS; see SECURITY.md), answering /api (JSON) only. The pages are the web
# image's (docker/web.Dockerfile); background work runs from this image as the worker service.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json tsconfig.json ./
COPY api/package.json api/
COPY packages packages
RUN npm install --no-audit --no-fund --workspace api --include-workspace-root
COPY api api
RUN npm run build -w api && npm prune --omit=dev --workspace api --include-workspace-root

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data/uploads && chown node /data/uploads
USER node
EXPOSE 3000
# Pending migrations run at start when DATABASE_URL is set (api/src/main.ts).
CMD ["node", "--expose-gc", "--max-semi-space-size=64", "api/dist/main.js"]
