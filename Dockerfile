# The Sudoku bot as a container image: compiled once (npm run build), run without a TypeScript
# loader (node dist/src/main.js). Written to work but not run where it was written (no Docker
# engine there); see docs/deploy.md. Build: docker build -t sudoku-bot .

# --- build: all dependencies, compile, then drop the development ones -------------------------
FROM node:20-bookworm-slim AS build
# Compilers only matter when a native module (better-sqlite3) has no prebuilt binary to fetch.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY bin ./bin
COPY scripts/build.mjs ./scripts/build.mjs
COPY src ./src
COPY adapters ./adapters
COPY assets ./assets
RUN npm run build && npm prune --omit=dev

# --- run: the build, production dependencies, a volume for the SQLite file ---------------------
FROM node:20-bookworm-slim
# MALLOC_ARENA_MAX=2: glibc's per-thread arenas otherwise let the render workers' RSS creep.
ENV NODE_ENV=production \
    HEALTH_PORT=8081 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/bin ./bin
COPY --from=build /app/dist ./dist
# DATABASE_PATH's default (data/sudoku.sqlite) is relative to /app, so it lands on the volume.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
# The web playground (WEB_PLAYGROUND=1) or Slack's HTTP mode; Discord and Socket Mode need no port.
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "bin/healthcheck.js"]
# SIGTERM (docker stop) drains: the scheduler's tick and interactions in flight finish within
# SHUTDOWN_GRACE_MS (20 s), so give the container more than that (docker stop -t 30).
STOPSIGNAL SIGTERM
CMD ["node", "dist/src/main.js"]
