# The decision benchmark through the CLI (benchdb decisions): judged, resumed after a cut line, refused
# with other settings or a wrong position. Its own test because its net + 2-turn judge is the one slow
# part of the CLI's contract under the sanitizers (3 s here, minutes there), which leave it out
# (CMakePresets.json).
# Usage: cmake -DCLI=path/to/dicechess-cli -P cli_contract_decisions.cmake
include(${CMAKE_CURRENT_LIST_DIR}/expect_run.cmake)
set(M ${CMAKE_CURRENT_BINARY_DIR}/cli-decisions)
file(REMOVE_RECURSE ${M})
file(MAKE_DIRECTORY ${M})
expect_run(benchdb-build 0 "bench.tsv: 3 positions" "sampling 3 positions" benchdb build --out ${M}/bench.tsv --count 3 --max-rollouts 2 --bots random,greedy)
file(REMOVE ${M}/bench.tsv.decisions)
expect_run(benchdb-decisions-first-two 0 "decisions [1-2] of 2 positions" "judged 2/2"
           benchdb decisions ${M}/bench.tsv --positions 2 --rollouts 2 --reference-rollouts 16)
expect_run(benchdb-decisions 0 "minus net 0-ply\nvalue net, 0-ply .* \\+0.00% \\+- 0.00%\n.*net \\+ 2-turn search.*decisions [1-3] of 3 positions" "resuming .*: 2 of 3.*judged 3/3"
           benchdb decisions ${M}/bench.tsv --rollouts 2 --reference-rollouts 16)
# A kill while writing leaves an unfinished line: it is dropped and judged again.
file(READ ${M}/bench.tsv.decisions decisions_text)
string(REGEX REPLACE "\t[0-9.]+\n$" "" decisions_cut "${decisions_text}")
file(WRITE ${M}/bench.tsv.decisions "${decisions_cut}")
expect_run(benchdb-decisions-resume 0 "decisions [1-3] of 3 positions" "dropped its unfinished last line.*resuming .*bench.tsv.decisions: 2 of 3"
           benchdb decisions ${M}/bench.tsv --rollouts 2 --reference-rollouts 16)
expect_run(benchdb-decisions-other-settings 2 "^$" "bench.tsv.decisions: line 1: holds decisions of other settings"
           benchdb decisions ${M}/bench.tsv --rollouts 2 --reference-rollouts 16 --seed 5)
string(REGEX REPLACE "\n[0-9]+\t" "\n99\t" decisions_wrong "${decisions_text}")
file(WRITE ${M}/bench.tsv.decisions "${decisions_wrong}")
expect_run(benchdb-decisions-wrong-position 2 "^$" "bench.tsv.decisions: line 2: expected decision 1 \\(position [0-2]\\)"
           benchdb decisions ${M}/bench.tsv --rollouts 2 --reference-rollouts 16)
