# The web image: the host's build and its web server (web/) on Node 24. It renders the pages, serves the host's files
# and forwards the API's paths to the API service; it holds no secret. The remotes are their own images
# (docker/static.Dockerfile), deployed alone; their server builds are fetched and checked against their keys.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY packages packages
COPY mfe-host/package.json mfe-host/
COPY web/package.json web/
RUN npm install --no-audit --no-fund --workspace mfe-host --workspace web --include-workspace-root
COPY mfe-host mfe-host
COPY web web
RUN npm run build -w mfe-host && npm run build -w web && npm prune --omit=dev --workspace web --include-workspace-root

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages packages
COPY --from=build /app/web/package.json web/
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/mfe-host/dist mfe-host/dist
USER node
EXPOSE 3000
# A larger young generation: a render's short-lived objects die young (docs/web-server.md).
CMD ["node", "--max-semi-space-size=64", "web/dist/main.js"]
