#!/bin/bash
# Usage: tools/behaviour-baseline.sh BIN_DIR OUT_DIR: the deterministic outputs (bench counts, untimed
# matches, best at every level, analyse, heatmap, equity, kcp, search, perft, losses) of the dicechess-cli
# in BIN_DIR, to diff between two builds when a change must not alter behaviour (timing lines aside).
set -u
B=$1/dicechess-cli; O=$2; mkdir -p $O
E="$(cd "$(dirname "$0")/.." && pwd)/docs/examples"
P="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB"
T15="8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15 PNN"
$B bench > $O/bench.txt 2>&1
$B match --bots 1,2,3,4,5,6 --format round-robin --games 6 --seed 11 --threads 2 --json $O/rr.json > $O/rr.txt 2>/dev/null
$B match --bots 7:budget=400,8:budget=300,9:budget=400 --format round-robin --games 3 --seed 12 --threads 2 --json $O/rr789.json > $O/rr789.txt 2>/dev/null
$B match --variant one-die --bot expectiminimax --baseline basic --games 10 --seed 5 --threads 2 > $O/onedie.txt 2>/dev/null
for lvl in 1 2 3 4 5 6 7 8 9; do $B best --bot $lvl "$P" > $O/best$lvl.txt 2>&1; $B best --bot $lvl "$T15" > $O/best15_$lvl.txt 2>&1; done
$B analyse $E/forty-turns.dcg > $O/analyse.txt 2>&1
$B heatmap "$T15" > $O/heatmap.txt 2>&1
$B equity --rollouts 200 "$P" > $O/equity.txt 2>&1
$B kcp "4k3/8/8/8/1b6/8/8/4K3 b - - 0 1" > $O/kcp.txt 2>&1
$B search --depth 2 "$T15" > $O/search.txt 2>&1
$B perft --depth 2 "$P" > $O/perft.txt 2>&1
$B losses --bot 5 $E/forty-turns.dcg > $O/losses.txt 2>&1
echo done
