# syntax=docker/dockerfile:1
# The firm's website in one small image: the compiled Node server, the prerendered pages and the
# contact inbox's migrations. The inbox itself lives in the /data volume. See docs/OPERATIONS.md.
#   docker compose up -d --build        (compose.yaml)
#   docker build --build-arg SITE_URL=https://www.firm.ca -t firm-website .

# ---- build: install everything, build the site and the server, then drop development packages ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 is compiled here from its npm source (no prebuilt binary is downloaded from outside
# the npm registry), against the Node headers the base image ships in /usr/local/include/node, so
# the build stage needs a C++ toolchain; the final image does not.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_build_from_source=true \
    npm_config_nodedir=/usr/local \
    npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false
COPY package.json package-lock.json ./
# A lockfile written on one platform can lack another's optional packages (npm/cli#9846), which
# `npm ci` refuses; `npm install` then installs the same locked versions plus the missing ones.
RUN npm ci || npm install
COPY . .
# Pages are prerendered with their canonical origin: pass the firm's address at build time.
ARG SITE_URL
RUN SITE_URL="${SITE_URL}" npm run build \
 && npm prune --omit=dev

# ---- runtime: plain node on the compiled server, as an unprivileged user ----
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/db ./db
RUN mkdir -p /data && chown node:node /data
# The contact inbox (SQLite, with its -wal and -shm files) and its backups.
VOLUME ["/data"]
USER node
EXPOSE 3000
# /healthz: 200 when the database accepts writes and no notification e-mail is stuck.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "build/bin/healthcheck.js"]
# SIGTERM: the server stops accepting, finishes requests and the e-mail being sent, exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "build/bin/server.js"]
