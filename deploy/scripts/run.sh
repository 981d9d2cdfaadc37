#!/usr/bin/env bash
# Runs one of package.json's scripts in a release, without npm (the image has
# none, and a VPS needs none to run the site):
#
#   deploy/scripts/run.sh staff:add owner@sandtonsoundhire.co.za
#   deploy/scripts/run.sh staff:list
#
# as `npm run <script> -- <args>` would: from the release's directory, on the
# release's Node 24 (first on PATH), with NODE_ENV=production. The settings in
# SITE_ENV_FILE (default /etc/sandton-sound/site.env, when it can be read:
# the systemd unit's) are added to the environment, variables already set
# winning, so the command sees the database the server uses.
set -euo pipefail

if [[ $# -lt 1 ]]; then
  echo "usage: $0 <package.json script> [arguments…]" >&2
  exit 2
fi
release_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)"
cd "$release_dir"
export PATH="$release_dir/node_modules/.bin:$PATH" NODE_ENV=production

name="$1"
shift
# npm's separator (npm run backup -- --keep 7) is accepted and dropped.
if [[ "${1:-}" == "--" ]]; then shift; fi
command="$(node -e '
  const script = require("./package.json").scripts?.[process.argv[1]];
  if (!script) {
    console.error(`package.json has no script "${process.argv[1]}"`);
    process.exit(2);
  }
  process.stdout.write(script);
' "$name")"

env_file="${SITE_ENV_FILE:-/etc/sandton-sound/site.env}"
if [[ -r "$env_file" ]]; then
  # Read as dotenv (as the server's EnvironmentFile and .env are), not as shell.
  while IFS= read -r -d '' assignment; do export "$assignment"; done < <(node -e '
    const { parseEnv } = require("node:util");
    const settings = parseEnv(require("node:fs").readFileSync(process.argv[1], "utf8"));
    for (const [key, value] of Object.entries(settings))
      if (process.env[key] === undefined) process.stdout.write(`${key}=${value}\0`);
  ' "$env_file")
fi

exec sh -c "$command \"\$@\"" "$name" "$@"
