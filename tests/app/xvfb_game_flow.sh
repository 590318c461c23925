#!/usr/bin/env bash
# The real app under Xvfb, driven by keystrokes as a user would (issue 28): a running 5+3 game is not
# replaced by New Game without the Save / Discard / Cancel question, Cancel keeps it, and after a
# resignation Take Back (Ctrl+Z) leaves the result standing. The saved records are the evidence.
# usage: xvfb_game_flow.sh PATH/TO/dicechess
set -euo pipefail
app=$1
home=$(mktemp -d)
display=:$((90 + RANDOM % 400))
cleanup() {
  kill "${app_pid:-}" "${xvfb_pid:-}" 2>/dev/null || true
  rm -rf "$home"
}
trap cleanup EXIT
export HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data DISPLAY=$display DICECHESS_NO_SOUND=1
settings="$XDG_CONFIG_HOME/DiceChess/DiceChess Studio.conf"
autosave="$XDG_DATA_HOME/DiceChess/DiceChess Studio/autosave.dcg"
mkdir -p "$(dirname "$settings")"
# The last New Game: Greedy (White) against the human with a 5+3 clock; the start-up game uses it.
printf '[view]\nbotPaceMs=0\nanimations=false\n[game]\nwhite=greedy\nblack=\ntimeControl=5+3\n' >"$settings"

fail() {
  echo "xvfb_game_flow: $*" >&2
  exit 1
}
window_named() { timeout "${2:-20}" xdotool search --sync --onlyvisible --name "$1" 2>/dev/null | head -n 1; }
press() {
  xdotool windowfocus --sync "$1" 2>/dev/null || true
  xdotool key --clearmodifiers "$2"
  sleep 0.5
}
save_as() {
  press "$main" ctrl+shift+s
  dialog=$(window_named '^Save Game$') || fail "Save As showed no file dialog"
  xdotool windowfocus --sync "$dialog" 2>/dev/null || true
  xdotool key ctrl+a
  xdotool type --delay 20 "$1"
  xdotool key Return
  for _ in $(seq 50); do [[ -s $1 ]] && return; sleep 0.2; done
  fail "Save As did not write $1"
}

Xvfb "$display" -screen 0 1400x900x24 >/dev/null 2>&1 &
xvfb_pid=$!
sleep 1
"$app" >"$home/app.log" 2>&1 &
app_pid=$!
main=$(window_named 'DiceChess Studio' 30) || fail "the main window did not appear"

# The start-up game waits for Roll (R) before anything runs; then Greedy plays White's first turn and the
# human (Black) is to move, with the clock running.
sleep 1
[[ ! -s $autosave ]] || fail "the start-up game was played before the first Roll"
press "$main" r
for _ in $(seq 100); do [[ -s $autosave ]] && break; sleep 0.2; done
[[ -s $autosave ]] || fail "no turn was autosaved"
seed=$(sed -n 's/^\[Seed "\(.*\)"\]$/\1/p' "$autosave")
grep -q '^\[TimeControl "5+3"\]' "$autosave" || fail "the start-up game ignored the last New Game's clock"
title=$(xdotool getwindowname "$main")
[[ $title == *"*"* ]] || fail "the title '$title' has no unsaved mark"

# New Game (Ctrl+N, Enter) over the running game: the question comes; Cancel (Escape) keeps the game.
press "$main" ctrl+n
new_game=$(window_named '^New Game$') || fail "Ctrl+N showed no New Game dialog"
press "$new_game" Return
question=$(window_named '^Unsaved game$') || fail "a running game was replaced without asking"
press "$question" Escape
save_as "$home/kept.dcg"
grep -q "^\[Seed \"$seed\"\]" "$home/kept.dcg" || fail "Cancel did not keep the game (seed $seed)"
grep -q '^\[Result "\*"\]' "$home/kept.dcg" || fail "the kept game is not running"

# Resign (Ctrl+R, Yes), close the game-over box with Review (Escape), then Take Back (Ctrl+Z).
press "$main" ctrl+r
confirm=$(window_named '^Resign$') || fail "Ctrl+R asked nothing"
press "$confirm" Return
over=$(window_named '^Game over$') || fail "no game-over box after resigning"
press "$over" Escape
press "$main" ctrl+z
press "$main" ctrl+s
sleep 1
grep -q '^\[Result "1-0"\]' "$home/kept.dcg" || fail "after Take Back the result is not 1-0: $(grep Result "$home/kept.dcg")"
grep -q '^\[Termination "resignation"\]' "$home/kept.dcg" || fail "after Take Back the game no longer ends by resignation"
if grep -q '^\[Reopened ' "$home/kept.dcg"; then fail "a resignation was reopened"; fi
title=$(xdotool getwindowname "$main")
[[ $title == "kept.dcg"* && $title != *"*"* ]] || fail "after saving, the title is '$title'"
echo "xvfb_game_flow: the question protected the running game; the resignation stood after Take Back"
