#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the data-layer tests and prints its
# URL on stdout (everything else goes to stderr), so CI can do:
#
#   export TEST_DATABASE_URL="$(scripts/start-test-postgres.sh)"
#   npx vitest run app/server
#
# Idempotent: a cluster already running on the port is reused. As root it
# installs Debian's postgresql package when missing and runs the cluster as
# the postgres user. `scripts/start-test-postgres.sh stop` stops it.
#
# Settings (environment): TEST_PG_PORT (5433), TEST_PG_DATA (/tmp/pgdata).
# The cluster trusts local connections and skips fsync: for tests only.
set -euo pipefail

PORT="${TEST_PG_PORT:-5433}"
DATA="${TEST_PG_DATA:-/tmp/pgdata}"
LOG="${DATA%/}.log"
URL="postgres://postgres@127.0.0.1:${PORT}/postgres"

log() { printf '%s\n' "$*" >&2; }

find_bin_dir() {
  # Newest installed major version.
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

BIN="$(find_bin_dir || true)"
if [[ -z "$BIN" || ! -x "$BIN/initdb" ]]; then
  if [[ "$(id -u)" -ne 0 ]]; then
    log "PostgreSQL is not installed and this is not root: install the 'postgresql' package first."
    exit 1
  fi
  log "Installing PostgreSQL with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  BIN="$(find_bin_dir)"
fi

# Run cluster commands as postgres when root (PostgreSQL refuses to run as
# root), else as the current user.
as_owner() {
  if [[ "$(id -u)" -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

if [[ "${1:-start}" == "stop" ]]; then
  if [[ -f "$DATA/postmaster.pid" ]]; then
    as_owner "$BIN/pg_ctl" -D "$DATA" -m fast -w stop >&2
  else
    log "No cluster running in $DATA."
  fi
  exit 0
fi

if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  log "PostgreSQL already accepting connections on port $PORT."
  echo "$URL"
  exit 0
fi

mkdir -p "$DATA"
if [[ "$(id -u)" -eq 0 ]]; then
  chown postgres:postgres "$DATA"
  chmod 700 "$DATA"
  touch "$LOG"
  chown postgres:postgres "$LOG"
fi

if [[ ! -f "$DATA/PG_VERSION" ]]; then
  log "Creating a cluster in $DATA…"
  as_owner "$BIN/initdb" -D "$DATA" -A trust -U postgres -E UTF8 --no-instructions >&2
fi

log "Starting PostgreSQL on 127.0.0.1:$PORT (log: $LOG)…"
as_owner "$BIN/pg_ctl" -D "$DATA" -l "$LOG" -w -t 60 \
  -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >&2

echo "$URL"
