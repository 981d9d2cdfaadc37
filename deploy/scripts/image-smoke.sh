#!/usr/bin/env bash
# Builds the site's image with Debian's podman/buildah where no container
# registry is reachable, runs it and asks its /healthz, /readyz and home page:
#
#   deploy/scripts/image-smoke.sh [port]        (default port 11250; run as root)
#
# Slow (minutes) and not part of npm test; the topology test runs the scripts
# the image runs. Needs: apt-get install podman buildah mmdebstrap.
#
# 1. The base image is made from Debian's own packages (mmdebstrap, minbase,
#    without documentation or translations, as Debian's slim images are) and
#    imported as localhost/sandton-sound-base:bookworm, once. On a machine whose
#    HTTPS goes through an inspecting proxy, the proxy's CA certificates in
#    /usr/local/share/ca-certificates (SMOKE_EXTRA_CA_DIR) are added to it, so
#    that apt and npm inside the build trust it.
# 2. deploy/Dockerfile is built with BASE_IMAGE set to it (buildah, docker format
#    so the HEALTHCHECK is kept).
# 3. The image runs with podman; where podman cannot start a container (an OCI
#    runtime refused by the machine's cgroups or limits), its command runs in
#    the image's filesystem under buildah's chroot isolation instead, as the
#    image's user with its environment. Either way the image's own HEALTHCHECK
#    command is run too.
set -euo pipefail

port="${1:-11250}"
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
base="${SMOKE_BASE_IMAGE:-localhost/sandton-sound-base:bookworm}"
image="${SMOKE_IMAGE:-localhost/sandton-sound:smoke}"
extra_ca_dir="${SMOKE_EXTRA_CA_DIR:-/usr/local/share/ca-certificates}"
work="$(mktemp -d)"
container=""
runner_pid=""

# Every process started under $1, deepest first (a chroot's processes outlive buildah when it is killed).
descendants() {
  local child
  for child in $(ps -o pid= --ppid "$1"); do
    descendants "$child"
    echo "$child"
  done
}

cleanup() {
  if [[ -n "$runner_pid" ]]; then
    # shellcheck disable=SC2046 # one pid a word
    kill $(descendants "$runner_pid") "$runner_pid" 2>/dev/null || true
  fi
  if [[ -n "$container" ]]; then
    podman rm -f "$container" >/dev/null 2>&1 || buildah rm "$container" >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

make_base_image() {
  local hook="true" changes=()
  if compgen -G "$extra_ca_dir/*.crt" >/dev/null; then
    cp "$extra_ca_dir"/*.crt "$work/"
    hook="cp $work/*.crt \"\$1/usr/local/share/ca-certificates/\" && chroot \"\$1\" update-ca-certificates >/dev/null"
    # Node (and so npm) reads its own CA list, not the system's, unless told.
    changes=(--change "ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt")
  fi
  mmdebstrap --quiet --variant=minbase --include=ca-certificates \
    --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/info/*' \
    --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright' \
    --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-include=/usr/share/locale/locale.alias' \
    --customize-hook="$hook" bookworm "$work/rootfs.tar"
  podman import --quiet "${changes[@]}" "$work/rootfs.tar" "$base" >/dev/null
}

if curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz" 2>/dev/null; then
  echo "Something already answers on port $port: give another one." >&2
  exit 2
fi

if ! podman image exists "$base"; then
  echo "Making the base image $base from Debian's packages"
  make_base_image
fi

echo "Building $image from deploy/Dockerfile"
started=$SECONDS
# chroot isolation's default of 1024 open files is too few for npm ci.
buildah bud --quiet --isolation chroot --format docker --layers --ulimit "nofile=$(ulimit -n):$(ulimit -Hn)" \
  --build-arg BASE_IMAGE="$base" -f "$repo/deploy/Dockerfile" -t "$image" "$repo" >/dev/null
build_seconds=$((SECONDS - started))
size_bytes="$(podman image inspect --format '{{.Size}}' "$image")"
base_bytes="$(podman image inspect --format '{{.Size}}' "$base")"
echo "Built in ${build_seconds} s: $((size_bytes / 1000000)) MB (the base $((base_bytes / 1000000)) MB)"

run_with_podman() {
  local name="sandton-sound-smoke-$$"
  container="$(podman run -d --name "$name" -p "127.0.0.1:$port:3000" "$image" 2>"$work/podman.err")" || {
    # A container that could not start is still created: remove it.
    podman rm -f "$name" >/dev/null 2>&1 || true
    container=""
    return 1
  }
}

run_with_buildah() {
  container="$(buildah from --quiet "$image")"
  buildah run --isolation chroot --env PORT="$port" --env HOST=127.0.0.1 "$container" \
    /usr/bin/tini -- /app/deploy/scripts/start.sh >"$work/site.log" 2>&1 &
  runner_pid=$!
}

if run_with_podman; then
  echo "Running it with podman"
  health() { podman healthcheck run "$container"; }
else
  echo "podman cannot start a container here ($(tail -n 1 "$work/podman.err")):"
  echo "running the image's command under buildah's chroot isolation instead"
  run_with_buildah
  # The image's HEALTHCHECK is ["CMD", "node", "-e", <script>]: its script, run as the image would.
  healthcheck="$(podman image inspect --format '{{join .Config.Healthcheck.Test " "}}' "$image")"
  [[ "$healthcheck" == "CMD node -e "* ]] || { echo "Unexpected HEALTHCHECK: $healthcheck" >&2; exit 1; }
  health() { buildah run --isolation chroot --env PORT="$port" "$container" node -e "${healthcheck#CMD node -e }"; }
fi

for _ in $(seq 1 60); do
  curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  sleep 1
done
echo "/healthz: $(curl -sS -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/healthz")"
echo "/readyz:  $(curl -sS -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/readyz")"
echo "/:        $(curl -sS -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")"
health && echo "HEALTHCHECK: healthy"
if [[ -n "$runner_pid" ]]; then
  echo "Node in the image: $(buildah run --isolation chroot "$container" node --version)"
  # SIGTERM to the server (as the container runtime sends it): it drains and stops.
  server_pid=""
  for pid in $(descendants "$runner_pid"); do
    if [[ "$(ps -o args= -p "$pid")" == *"server/start.mjs"* ]]; then server_pid="$pid"; fi
  done
  kill -TERM "$server_pid"
  for _ in $(seq 1 20); do kill -0 "$server_pid" 2>/dev/null || break; sleep 1; done
  echo "After SIGTERM: $(grep -E '^(SIGTERM|Server closed)' "$work/site.log" | paste -sd ' ' -)"
else
  echo "Node in the image: $(podman exec "$container" node --version)"
fi
