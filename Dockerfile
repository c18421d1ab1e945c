# syntax=docker/dockerfile:1
# The whole product in one image: `--role=api`, `--role=worker` or the research host, chosen by the command.
# TypeScript runs through tsx (decision 5), so the image carries sources and production packages, not a bundle.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Native modules build from source when no prebuilt binary fits.
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY patches ./patches
COPY packages/contracts/package.json packages/contracts/
COPY packages/http-kit/package.json packages/http-kit/
COPY packages/engine/package.json packages/engine/
COPY apps/server/package.json apps/server/
COPY apps/research/package.json apps/research/
COPY apps/web/package.json apps/web/
COPY evaluation/package.json evaluation/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
# The document workers' compiled TypeScript is made here: /app is read-only when the image runs (decision 84).
RUN npm run build -w @dd/web \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf e2e evaluation apps/web/src \
 && node --import tsx scripts/fill-worker-compile-cache.ts

FROM node:20-bookworm-slim AS runtime
# tini forwards SIGTERM to Node and reaps the document workers' processes.
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000 3001
ENTRYPOINT ["/usr/bin/tini", "--", "node", "--import", "tsx"]
CMD ["apps/server/src/main.ts", "--role=api"]
