#!/usr/bin/env bash
# A headless run of the app (--screenshot here; --soak works the same way) plays bot games of its own: it
# must leave the user's settings and autosaved game exactly as they were.
# usage: headless_isolation.sh PATH/TO/dicechess
set -euo pipefail
app=$1
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data
settings="$XDG_CONFIG_HOME/DiceChess/DiceChess Studio.conf"
autosave="$XDG_DATA_HOME/DiceChess/DiceChess Studio/autosave.dcg"
mkdir -p "$(dirname "$settings")" "$(dirname "$autosave")"
printf '[view]\ntheme=dark\nbotPaceMs=1234\n[game]\nwhite=greedy\n' >"$settings"
printf '[White "human"]\n[Black "aggressive"]\n[Seed "9"]\n[Result "*"]\n\n1. PNB e2e4 g1f3 f1c4\n' >"$autosave"
cp "$settings" "$home/settings.before"
cp "$autosave" "$home/autosave.before"
QT_QPA_PLATFORM=offscreen DICECHESS_NO_SOUND=1 "$app" --seed 3 --white aggressive --black greedy \
  --screenshot "$home/shot.png" --screenshot-after-turns 4 >/dev/null 2>&1
test -s "$home/shot.png" || { echo "no screenshot was written" >&2; exit 1; }
cmp "$settings" "$home/settings.before" || { echo "the run changed the user's settings" >&2; exit 1; }
cmp "$autosave" "$home/autosave.before" || { echo "the run overwrote the user's autosave" >&2; exit 1; }
echo "settings and autosave untouched"
