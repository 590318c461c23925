#!/usr/bin/env bash
# docs/distributed.md's GNU parallel recipe run for real on this machine (job slots here instead of ssh
# hosts): a small deterministic round-robin split into shards by `parallel`, merged, and compared with the
# same match played unsharded. The reports must agree on everything but the measured times.
# usage: parallel_recipe.sh PATH/TO/dicechess-cli
set -euo pipefail
cli=$(realpath "$1")
tools=$(realpath "$(dirname "$0")/../../tools")
if ! command -v parallel >/dev/null; then
  echo "GNU parallel is not installed (scripts/deps installs it)" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

N=3
match="--bots 3,4,5 --format round-robin --games 6 --seed 42"
"$cli" match $match --threads 2 --out full --json full.json >full.log 2>&1

# The recipe: `--jobs 2` on this machine stands for `--sshloginfile hosts.txt --jobs 1 --return --cleanup`.
export CLI=$cli
parallel --will-cite --jobs 2 \
  '"$CLI" match '"$match"' --threads 1 --shard {}/'$N' --out shard{} > shard{}.log 2>&1' ::: $(seq 0 $((N - 1)))
"$cli" merge shard*/ --json merged.json >merge.log 2>&1

python3 "$tools/same_report.py" full.json merged.json
echo "merged 3 shards made by GNU parallel: the report equals the unsharded run"
