#!/usr/bin/env bash
# Measures the desktop app under Xvfb: start to first paint, resident memory during a bot game, and CPU
# use while idle (a human to move, no clock). Run after a Release build; figures go to docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."
app=build/release/bin/dicechess
export DICECHESS_NO_SOUND=1 DICECHESS_TRACE_STARTUP=1
Xvfb :77 -screen 0 1600x1000x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null' EXIT
export DISPLAY=:77
sleep 1

echo "== start to first paint (5 runs)"
for run in 1 2 3 4 5; do
  "$app" --white human --black human --seed 1 2>/tmp/dicechess-paint.log &
  pid=$!
  sleep 2
  kill $pid
  wait $pid 2>/dev/null || true
  grep -o "first paint after [0-9]* ms" /tmp/dicechess-paint.log
done

echo "== resident memory during Monte-Carlo vs Aggressive (30 s, sampled every 0.5 s)"
"$app" --white monte-carlo --black aggressive --seed 5 2>/dev/null &
pid=$!
peak=0
for i in $(seq 60); do
  rss=$(awk '/VmRSS/ {print $2}' /proc/$pid/status 2>/dev/null || echo 0)
  ((rss > peak)) && peak=$rss
  sleep 0.5
done
kill $pid
wait $pid 2>/dev/null || true
echo "peak RSS $((peak / 1024)) MB"

echo "== CPU while idle (human to move, no clock, 10 s)"
"$app" --white human --black human --seed 1 2>/dev/null &
pid=$!
sleep 3
ticks() { awk '{print $14 + $15}' /proc/$pid/stat; }
before=$(ticks)
sleep 10
after=$(ticks)
kill $pid
wait $pid 2>/dev/null || true
echo "CPU ticks used in 10 s: $((after - before)) (of $(( $(getconf CLK_TCK) * 10 )) per core)"
