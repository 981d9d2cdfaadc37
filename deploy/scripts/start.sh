#!/usr/bin/env bash
# Starts the site from a release built by deploy/scripts/build.sh, on the
# release's own Node 24 (node_modules/.bin/node), in production mode:
#
#   /opt/sandton-sound/current/deploy/scripts/start.sh
#
# Run from anywhere: it works from the release's own directory, with links
# resolved (/opt/sandton-sound/current pointing at a newer release does not
# change the files a running process serves). Relative paths in the settings
# (DATABASE_FILE=data/site.db, …) are read from there: a release that others
# replace should be given absolute ones, outside it.
# server/start.mjs reads .env in the release when there is one (variables
# already set win), checks the Node version and runs the database's pending
# migrations before the server listens. exec: SIGTERM from systemd, the
# container runtime or a terminal reaches Node itself, which drains and stops.
set -euo pipefail

release_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)"
cd "$release_dir"
if [[ ! -f build/server/index.js ]]; then
  echo "$release_dir holds no build (build/server/index.js): build a release with deploy/scripts/build.sh." >&2
  exit 1
fi
export NODE_ENV=production
exec "$release_dir/node_modules/.bin/node" server/start.mjs "$@"
