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

# The opening book the same way (docs/opening-book.md): a small White stage in shards, merged, the Black
# stage after it in shards, merged into the White book; byte for byte the book of the unsharded runs.
small="--rolled-out 2 --min-rollouts 16 --max-rollouts 16"
"$cli" book build --stage white --positions 10 $small --threads 2 --out white-full >book.log 2>&1
"$cli" book merge white-full --out white-full.book >>book.log 2>&1
"$cli" book build --stage black --white white-full.book --positions 3 $small --threads 2 --out black-full >>book.log 2>&1
"$cli" book merge black-full --into white-full.book --out full.book >>book.log 2>&1

parallel --will-cite --jobs 2 \
  '"$CLI" book build --stage white --positions 10 '"$small"' --shard {}/'$N' --out white{} > white{}.log 2>&1' \
  ::: $(seq 0 $((N - 1)))
"$cli" book merge white[0-9]*/ --out white.book >>book.log 2>&1
parallel --will-cite --jobs 2 \
  '"$CLI" book build --stage black --white white.book --positions 3 '"$small"' --shard {}/'$N' --out black{} > black{}.log 2>&1' \
  ::: $(seq 0 $((N - 1)))
"$cli" book merge black[0-9]*/ --into white.book --out merged.book >>book.log 2>&1
cmp full.book merged.book
echo "a small opening book in 3 shards a stage made by GNU parallel equals the unsharded book"

# A match with an external engine (docs/engine-protocol.md) the same way: our level 4 served over DCEP 1
# as engine:served4 from an engines file every host has; each game's engine gets the game's seed, so the
# shards merge to the unsharded report.
printf '[{"name": "served4", "command": "%s", "arguments": ["engine", "--bot", "4"]}]\n' "$cli" >engines.json
export DICECHESS_ENGINES=$work/engines.json
engine_match="--bots 3,engine:served4 --format round-robin --games 6 --seed 43"
"$cli" match $engine_match --threads 2 --out engine-full --json engine-full.json >engine.log 2>&1
parallel --will-cite --jobs 2 \
  '"$CLI" match '"$engine_match"' --threads 1 --shard {}/'$N' --out engine{} > engine{}.log 2>&1' \
  ::: $(seq 0 $((N - 1)))
"$cli" merge engine[0-9]*/ --json engine-merged.json >>engine.log 2>&1
python3 "$tools/same_report.py" engine-full.json engine-merged.json
echo "a match with an external engine in 3 shards made by GNU parallel equals the unsharded run"

# The rollout-labelled training set the same way (docs/distributed.md, "Labelling"): the sampled positions
# copied to every host, one shard of `label run` a job, the shard files returned and merged; byte for byte
# the file of one unsharded run.
"$cli" label positions --out labels-full --candidates 90 --rollouts 16 --max-plies 4 --seed 5 --threads 2 >label.log 2>&1
cp -r labels-full labels-sharded
"$cli" label run labels-full --threads 2 >>label.log 2>&1
"$cli" label merge labels-full --out full.tsv >>label.log 2>&1
parallel --will-cite --jobs 2 \
  '"$CLI" label run labels-sharded --shard {}/'$N' --threads 1 > label{}.log 2>&1' ::: $(seq 0 $((N - 1)))
"$cli" label merge labels-sharded --out merged.tsv >>label.log 2>&1
cmp full.tsv merged.tsv
echo "a small labelled set in 3 shards made by GNU parallel equals the unsharded labels"
