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

# Debian's nginx, because it packages the brotli_static module the official image lacks: the build's .br
# copies are served as they are (docker/nginx-*.conf), the same way the API serves them.
FROM debian:bookworm-slim
ARG APP
ARG NGINX_CONF=remote
RUN apt-get update && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
# The log format first (conf.d is read in name order): the site's file names it.
COPY docker/nginx-log.conf /etc/nginx/conf.d/00-log-format.conf
COPY docker/nginx-${NGINX_CONF}.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
