#!/usr/bin/env bash
# Container smoke test: build the image, run it (read-only root file system, JUDGE_PORT off the default), wait for
# /readyz, ask one English and one Spanish question, check the process is not root and the HEALTHCHECK passes,
# print the image size and the build time.
#   deploy/smoke.sh [BUILD ARGS...]        e.g. deploy/smoke.sh --build-arg TORCH_INDEX_URL=
# Environment: ENGINE (docker or podman; default: docker if its daemon answers, else podman), IMAGE (mtg-judge:smoke),
# PORT (18000; also passed as JUDGE_PORT so the healthcheck is tested off the default port), SKIP_BUILD=1.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -z "${ENGINE:-}" ]]; then
  if command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then ENGINE=docker
  elif command -v podman >/dev/null 2>&1; then ENGINE=podman
  else echo "smoke: neither a docker daemon nor podman is available" >&2; exit 2; fi
fi
IMAGE=${IMAGE:-mtg-judge:smoke}
PORT=${PORT:-18000}
NAME=mtg-judge-smoke-$$
BASE=http://127.0.0.1:$PORT
# podman's default OCI image format drops HEALTHCHECK; docker's format keeps it
FORMAT=(); [[ $ENGINE == podman ]] && FORMAT=(--format docker)

fail() { echo "smoke: FAIL: $*" >&2; $ENGINE logs --tail 30 "$NAME" >&2 2>&1 || true; exit 1; }
trap '$ENGINE rm -f "$NAME" >/dev/null 2>&1 || true' EXIT

build_s=skipped
if [[ -z "${SKIP_BUILD:-}" ]]; then
  started=$(date +%s)
  $ENGINE build "${FORMAT[@]}" -t "$IMAGE" "$@" .
  build_s=$(( $(date +%s) - started ))
fi

$ENGINE run -d --name "$NAME" --read-only --tmpfs /tmp -e JUDGE_PORT="$PORT" -p "127.0.0.1:$PORT:$PORT" "$IMAGE" >/dev/null
echo "smoke: waiting for $BASE/readyz"
for _ in $(seq 120); do
  python3 -c "import sys, urllib.request; urllib.request.urlopen('$BASE/readyz', timeout=2)" 2>/dev/null && break
  [[ "$($ENGINE inspect -f '{{.State.Running}}' "$NAME")" == true ]] || fail "the container exited"
  sleep 1
done
python3 -c "import urllib.request; urllib.request.urlopen('$BASE/readyz', timeout=2)" || fail "/readyz never answered"

ask() {  # ask QUESTION LANG: answered, in that language, with citations
  python3 - "$BASE" "$1" "$2" <<'PY'
import json, sys, urllib.request
base, question, lang = sys.argv[1:]
request = urllib.request.Request(f"{base}/v1/ask", json.dumps({"question": question}).encode(), {"Content-Type": "application/json"})
answer = json.load(urllib.request.urlopen(request, timeout=30))
cited = [c["rule"] for c in answer["citations"]]
print(f"smoke: {lang} → answered={answer['answered']} lang={answer['lang']} cites {', '.join(cited[:4])}")
sys.exit(0 if answer["answered"] and answer["lang"] == lang and cited else 1)
PY
}
ask "What happens if the target of my spell becomes illegal before it resolves?" en || fail "English question"
ask "¿Qué pasa si el objetivo de mi hechizo se vuelve ilegal?" es || fail "Spanish question"

uid=$($ENGINE exec "$NAME" id -u)
[[ $uid != 0 ]] || fail "the service runs as root"
echo "smoke: runs as uid $uid ($($ENGINE exec "$NAME" id -un))"

if [[ $ENGINE == podman ]]; then
  podman healthcheck run "$NAME" || fail "healthcheck"
else
  for _ in $(seq 100); do
    status=$(docker inspect -f '{{.State.Health.Status}}' "$NAME")
    [[ $status == healthy ]] && break
    [[ $status == unhealthy ]] && fail "healthcheck unhealthy"
    sleep 1
  done
  [[ $status == healthy ]] || fail "healthcheck still $status"
fi
echo "smoke: healthcheck passes (on JUDGE_PORT=$PORT)"

size=$($ENGINE image inspect -f '{{.Size}}' "$IMAGE")
echo "smoke: OK — image $IMAGE $(( size / 1000000 )) MB, build ${build_s}s ($ENGINE)"
