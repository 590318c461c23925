#!/usr/bin/env bash
# Rollouts a second of two dicechess-cli binaries, side by side and alternated, on one core: the start, a
# middlegame and an ending, rolled out with the shipped net's policy and cut after 8 plies. Checks that both
# print the same table (the same values, standard errors and differences) and prints each run's speed:
# wall-clock rollouts a second as the CLI reports them, and per CPU second (steadier beside other work).
# usage: bench/rollout-speed/compare.sh OLD_CLI NEW_CLI [ROLLOUTS] [REPEATS]
set -euo pipefail
old=$1 new=$2 rollouts=${3:-256} repeats=${4:-3}
positions=(
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB|e2e4 b1c3 f1c4;e2e4 b1c3 f1b5|start"
  "r1bqk2r/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R1BQK2R w KQkq - 0 8 PNB|b2b4 f3e5 c1d2;b2b4 f3e5 d3c2|middlegame"
  "8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15 PNN|a3a4 a7c6 c6e5;d4d5 a7c6 c6e5|ending"
)
for entry in "${positions[@]}"; do
  IFS='|' read -r dfen turns name <<<"$entry"
  for ((r = 1; r <= repeats; ++r)); do
    for side in old new; do
      cli=$old
      [[ $side == new ]] && cli=$new
      start_cpu=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
      out=$("$cli" rollout "$dfen" --turns "$turns" --max-plies 8 --min-rollouts "$rollouts" \
        --max-rollouts "$rollouts" --target-error 0 --threads 1 --seed 1 2>/dev/null)
      cpu_ticks=$(($(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat) - start_cpu))
      per_cpu=$(awk -v n="$rollouts" -v t="$cpu_ticks" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.0f", 2 * n * hz / t }')
      table=$(grep -v '^rollouts' <<<"$out" | md5sum | cut -c1-8)
      speed=$(grep '^rollouts' <<<"$out" | sed -E 's/.*, ([0-9.]+) s, ([0-9]+) rollouts a second.*/\1 s \2\/s/')
      echo "$name run $r $side: $speed, $per_cpu/CPU-s, table $table"
    done
  done
done
