# Sourced by compose-test.sh and swarm-test.sh: waiting for a started system.

# gateway_ready URL: the gateway at URL answers /health/ready with 200 (every service answers).
gateway_ready() { node -e "fetch('$1/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; }

# wait_until WHO STARTED TIMEOUT STEP COMMAND…: runs COMMAND every STEP seconds until it succeeds;
# after TIMEOUT seconds since STARTED (epoch seconds, fractional) it says so on behalf of WHO and fails.
# Afterwards ready_seconds holds the seconds since STARTED.
wait_until() {
  local who=$1 started=$2 timeout=$3 step=$4
  shift 4
  until "$@"; do
    if [ "$(node -p "Math.floor(Date.now() / 1000 - $started)")" -ge "$timeout" ]; then
      echo "$who: not ready within $timeout s" >&2
      return 1
    fi
    sleep "$step"
  done
  ready_seconds=$(node -p "(Date.now() / 1000 - $started).toFixed(1)")
}
