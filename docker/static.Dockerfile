# One image per front end: `--build-arg APP=mfe-items` (or mfe-account, mfe-admin; the host adds `--build-arg NGINX_CONF=host`).
# Each is built and deployed alone; the host finds the remotes at run time through /mf-remotes.json.
FROM node:24-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY packages packages
COPY ${APP}/package.json ${APP}/
RUN npm install --no-audit --no-fund --workspace ${APP} --include-workspace-root
COPY ${APP} ${APP}
RUN npm run build -w ${APP}

FROM nginx:1.27-alpine
ARG APP
ARG NGINX_CONF=remote
COPY docker/nginx-${NGINX_CONF}.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
