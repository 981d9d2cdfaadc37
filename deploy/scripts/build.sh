#!/usr/bin/env bash
# Builds a self-contained release of the site into <out-dir>:
#
#   deploy/scripts/build.sh <out-dir>
#
# The release holds the repository's files as they are in the working tree:
# the tracked ones and new ones git does not ignore, so an uncommitted change
# is built and tested as it stands (what .gitignore names, such as .env, data/
# and node_modules/, is left out). Then the production build
# (build/) and the production dependencies only, among them Node 24 itself
# (the `node` package: node_modules/.bin/node). Start it with
# deploy/scripts/start.sh from inside the release. The Dockerfile's build stage
# runs this script as it is; so does the topology test.
#
# Outside a git checkout (an image's build context, already filtered by
# .dockerignore) every file of the source tree is taken except the
# directories the build itself writes.
#
# Needs bash, tar and an npm (any Node 18+ runs it: the build's own scripts
# run on the release's Node 24, which npm puts first on their PATH).
# <out-dir> must not exist or be empty. The site's settings are read when it
# starts, not at build (decision 063): one release serves any address.
# NPM_CI_FLAGS adds flags to npm ci.
set -euo pipefail

if [[ $# -ne 1 || -z "$1" ]]; then
  echo "usage: $0 <out-dir>" >&2
  exit 2
fi

source_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
mkdir -p "$1"
out_dir="$(cd "$1" && pwd)"
if [[ -n "$(ls -A "$out_dir")" ]]; then
  echo "$out_dir is not empty: give a new or empty directory for the release." >&2
  exit 2
fi
if [[ "$out_dir" == "$source_dir" || "$out_dir" == "$source_dir"/* ]]; then
  echo "The release must be built outside the source tree ($source_dir)." >&2
  exit 2
fi

started=$SECONDS
echo "Copying the source from $source_dir"
if git -C "$source_dir" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  # Tracked and new unignored files that exist in the working tree (a deleted one is left out).
  (
    cd "$source_dir"
    git ls-files -z --cached --others --exclude-standard --deduplicate | while IFS= read -r -d '' file; do
      [[ -e "$file" || -L "$file" ]] && printf '%s\0' "$file"
    done | tar --null --files-from=- --create --file=-
  ) | tar --extract --file=- --directory="$out_dir"
else
  tar --create --file=- --directory="$source_dir" \
    --exclude=./.git --exclude=./node_modules --exclude=./build --exclude=./build-islands \
    --exclude=./build-spa --exclude=./.react-router --exclude=./data --exclude=.env --exclude=.env.production \
    --exclude=./test-results --exclude=./playwright-report --exclude=./.e2e-data . |
    tar --extract --file=- --directory="$out_dir"
fi

cd "$out_dir"
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false
# shellcheck disable=SC2086 # NPM_CI_FLAGS is a list of flags
echo "Installing dependencies (npm ci)"
npm ci --prefer-offline --loglevel=error ${NPM_CI_FLAGS:-} >/dev/null
echo "Building (npm run build)"
build_log="$(mktemp)"
trap 'rm -f "$build_log"' EXIT
if ! npm run build --silent >"$build_log" 2>&1; then
  tail -n 40 "$build_log" >&2
  echo "npm run build failed (last lines above)." >&2
  exit 1
fi
# Warnings are worth seeing; the list of files built is not.
grep -E "WARNING" "$build_log" >&2 || true
echo "Keeping only the production dependencies (npm prune --omit=dev)"
npm prune --omit=dev --loglevel=error >/dev/null

# The release runs on its own Node: it must have survived the prune.
node_version="$(node_modules/.bin/node --version)"
if [[ "$node_version" != v24.* ]]; then
  echo "The release's node_modules/.bin/node is $node_version, not Node 24." >&2
  exit 1
fi
echo "Release built in $((SECONDS - started)) s: $out_dir, $(du -sh . | cut -f1), Node $node_version"
