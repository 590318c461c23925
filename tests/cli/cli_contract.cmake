# Runs dicechess-cli as a user would and checks stdout, stderr and exit codes.
# Usage: cmake -DCLI=path/to/dicechess-cli -P cli_contract.cmake
set(START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
set(failures 0)

include(${CMAKE_CURRENT_LIST_DIR}/expect_run.cmake)

expect_run(moves-pnb 0 "^b1a3\nb1c3\nb2b3\nb2b4\nd2d3\nd2d4\ne2e3\ne2e4\ng1f3\ng1h3\ng2g3\ng2g4$" "^$" moves "${START} PNB")
expect_run(moves-needs-dice 2 "^$" "field 7" moves "${START}")
expect_run(moves-bad-dfen 2 "^$" "DFEN field 4 \\(en passant\\)" moves "4k3/8/8/8/8/8/8/4K3 w - e9 0 1 P")
expect_run(moves-unquoted 2 "^$" "quote the DFEN" moves rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB)
expect_run(turns-count 0 "^340$" "^$" turns "${START} PNB" --count)
expect_run(turns-distinct-count 0 "^124$" "^$" turns "${START} PNB" --distinct --count)
expect_run(turns-pass 0 "^--$" "^$" turns "4k3/8/8/8/8/8/8/4K3 w - - 0 1 PPP")
expect_run(turns-unknown-option 2 "^$" "unknown option '--fast'" turns "${START} PNB" --fast)
expect_run(rolls-first 0 "^PPP 1 [0-9]+ [0-9]+ 0\n" "^$" rolls "${START}")
expect_run(apply-turn 0 "^rnbqkbnr/pppppppp/8/8/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq e3 2 1$" "^$"
           apply "${START} PNB" e2e4 g1f3 f1c4)
expect_run(apply-partial 0 "^rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1 NB$" "^$"
           apply "${START} PNB" e2e4)
expect_run(apply-illegal 2 "^$" "move 1 'a2a3' is not legal here; legal: b1a3" apply "${START} PNB" a2a3)
expect_run(apply-king-capture 0 "^R7/8/8/8/8/8/8/4K3 w - - 0 1$" "^$" apply "k7/8/8/8/8/8/8/R3K3 w - - 0 1 PPR" a1a8)
expect_run(kcp-bishop 0 "^0.421296 91/216$" "^$" kcp "4k3/8/8/8/1b6/8/8/4K3 b - - 0 1")
expect_run(kcp-two-types 0 "^0.703704 152/216$" "^$" kcp "4k3/8/8/8/1b6/8/8/r3K3 w - - 0 1" --defender white)
# RULES.md §11: geometry-only tools take a position without a king of a side (the issue's example: the
# queen attacks White's king, Black has none; White, defending, can lose it; Black has no king to lose).
expect_run(kcp-no-black-king 0 "^0.421296 91/216$" "^$" kcp "4q3/8/8/8/4K3/8/8/8 b - - 0 1")
expect_run(kcp-no-king-to-lose 0 "^0.000000 0/216$" "^$" kcp "4q3/8/8/8/4K3/8/8/8 b - - 0 1" --defender black)
expect_run(kcp-bad-defender 2 "^$" "--defender must be" kcp "${START}" --defender red)
expect_run(perft-kiwipete 0 "^63$" "^$" perft "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" --die 1 --depth 2)
expect_run(perft-letter-die 0 "^4$" "^$" perft "${START}" --die N --depth 1)
expect_run(perft-bad-depth 2 "^$" "--depth must be a whole number" perft "${START}" --die 1 --depth x)
expect_run(perft-turns 0 "^3296$" "^$" perft "${START}" --turns --depth 1)
expect_run(bots-registry 0 "^1\trandom\tRandom\t.*\n6\tmonte-carlo\t.*\n7\texpectimax\t.*\n8\tmcts\t" "^$" bots)
expect_run(best-aggressive 0 "^turn [a-h][1-8][a-h][1-8] .*\nscore -?[0-9]+\ncandidates 124\nrank" "^$"
           best "${START} PNB" --bot aggressive --seed 3)
expect_run(best-pass 0 "^turn --\n" "^$" best "4k3/8/8/8/8/8/8/4K3 w - - 0 1 PPP" --bot greedy)
expect_run(best-unknown-bot 2 "^$" "--bot 'deep-blue' is not a bot" best "${START} PNB" --bot deep-blue)
expect_run(equity-certain 0 "^white 1.000000\nblack 0.000000\nundecided 0.000000\nrollouts 5\n" "^$"
           equity "8/8/8/1N1QB3/3k4/2K1P3/8/3R4 w - - 0 1" --rollouts 5)
expect_run(equity-bad-rollouts 2 "^$" "--rollouts must be a whole number" equity "${START}" --rollouts none)
expect_run(match-small 0 "match greedy vs random: 4 games.*score .*elo" "games 4/4" match --bot greedy --baseline random --games 2 --seed 5)
# Progress on a stderr that is not a terminal (a log file, a pipe): one line per update, never a carriage
# return that would pile every update onto one line (issue 28).
execute_process(COMMAND ${CLI} match --bot random --baseline greedy --games 2 --seed 5
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0 OR NOT "${err}" MATCHES "^(games [1-4]/4  score [^\r\n]*\n)+$" OR NOT "${err}" MATCHES "games 4/4[^\n]*\n$")
  string(REPLACE "\r" "<CR>" shown "${err}")
  message(SEND_ERROR "match-progress-in-a-log: exit ${code}, stderr not one line per update:\n${shown}")
endif()
expect_run(match-bad-tc 2 "^$" "--tc: time control must be MINUTES\\+SECONDS" match --bot greedy --baseline random --tc soon)
expect_run(match-bad-sprt 2 "^$" "--sprt: SPRT needs four numbers" match --bot greedy --baseline random --sprt 0,5)
expect_run(match-movetime-and-tc 2 "^$" "either --tc or --movetime" match --bot greedy --baseline random --tc 1+0 --movetime 50)
expect_run(match-baseline-movetime-alone 2 "^$" "--baseline-movetime needs --movetime" match --bot greedy --baseline random --baseline-movetime 50)
set(M ${CMAKE_CURRENT_BINARY_DIR}/cli-matches)
file(REMOVE_RECURSE ${M})
expect_run(match-out 0 "match greedy vs random: 6 games" "games 6/6" match --bot greedy --baseline random --games 3 --seed 5 --out ${M}/whole)
expect_run(match-out-exists 2 "^$" "--out: .* already holds a match" match --bot greedy --baseline random --games 3 --out ${M}/whole)
expect_run(match-resume-finished 0 "match greedy vs random: 6 games" "resuming .*: 6 of 6 games already played" match --resume ${M}/whole)
expect_run(match-resume-with-setup 2 "^$" "--resume takes the set-up from .*drop --games" match --resume ${M}/whole --games 4)
expect_run(match-resume-not-a-folder 2 "^$" "--resume: .*nowhere is not a match folder" match --resume ${M}/nowhere)
expect_run(match-shard-0 0 "match greedy vs random: 4 games" "games 4/4" match --bot greedy --baseline random --games 3 --seed 5 --shard 0/2 --out ${M}/s0)
expect_run(match-shard-1 0 "match greedy vs random: 2 games" "games 2/2" match --bot greedy --baseline random --games 3 --seed 5 --shard 1/2 --out ${M}/s1)
expect_run(merge-shards 0 "match greedy vs random: 6 games" "^$" merge ${M}/s0 ${M}/s1)
expect_run(merge-missing-shard 0 "match greedy vs random: 4 games" "warning: shards 1/2 are missing" merge ${M}/s0)
expect_run(match-shard-other-seed 0 "match greedy vs random: 2 games" "games 2/2" match --bot greedy --baseline random --games 3 --seed 6 --shard 1/2 --out ${M}/t1)
expect_run(merge-mismatch 2 "^$" "holds a different match" merge ${M}/s0 ${M}/t1)
expect_run(merge-same-shard 2 "^$" "shard 0/2 is given twice" merge ${M}/s0 ${M}/s0)
# Output files are written whole at the end (temporary file + rename); a path that cannot be written is
# refused before any game is played, naming the option, the file and the reason.
expect_run(match-json-unwritable 2 "^$" "--json: cannot write '${M}/no-such-folder/r.json': No such file or directory" match --bot greedy --baseline random --games 1 --json ${M}/no-such-folder/r.json)
expect_run(match-json-written 0 "match greedy vs random: 2 games" "games 2/2" match --bot greedy --baseline random --games 1 --seed 5 --json ${M}/r.json --record ${M}/r.dcg)
file(READ ${M}/r.json report_json)
if(NOT report_json MATCHES "\"games_played\": 2" OR EXISTS ${M}/r.json.tmp OR NOT EXISTS ${M}/r.dcg)
  message(SEND_ERROR "match --json wrote:\n${report_json}")
endif()
expect_run(match-bad-shard 2 "^$" "--shard: a shard is K/N" match --bot greedy --baseline random --shard 2/2)
expect_run(match-round-robin 0 "round-robin of 3 bots: 6 of 6 games.*rank" "games 6/6" match --bots greedy,random,checkmate-aware --games 1)
expect_run(match-bad-entrant 2 "^$" "--bots: bot 'greedy:speed=1': unknown option 'speed'" match --bots greedy:speed=1,random)
file(WRITE ${M}/starts.txt "# openings\n${START}\n8/8/8 w - - 0 1\n")
expect_run(match-bad-starts 2 "^$" "--starts .*starts.txt: line 3: DFEN field" match --bot greedy --baseline random --starts ${M}/starts.txt)
expect_run(search-without-limit 2 "^$" "give --depth D or --time-ms MS" search "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 RKP")
expect_run(search-depth-one 0 "^turn .*\nwin-probability .*\ndepth 1\n" "^$" search "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 RKP" --depth 1)
expect_run(fit-eval-missing-file 2 "^$" "cannot read 'nowhere.dcg'" fit-eval nowhere.dcg)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/blunder.dcg "[StartDFEN \"k3q3/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n\n1. [PPR] a1b1 *\n")
expect_run(analyse-blunder 0 "1\\.     white  PPR   a1b1 .* \\?\\?   a1a8.*summary white: judged 1, \\?! 0, \\? 0, \\?\\? 1" "^analysing turn 1/1\n$"
           analyse ${CMAKE_CURRENT_BINARY_DIR}/blunder.dcg --rollouts 16 --engine monte-carlo)
expect_run(analyse-blunder-net 0 "1\\.     white  PPR   a1b1 .* \\?\\?   a1a8.*summary white: judged 1, \\?! 0, \\? 0, \\?\\? 1" "analysing turn 1/1"
           analyse ${CMAKE_CURRENT_BINARY_DIR}/blunder.dcg --engine net --depth 2)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/loss.dcg "[White \"neural:movetime=100\"]\n[Black \"aggressive\"]\n[Result \"0-1\"]\n[StartDFEN \"4k3/8/8/8/8/8/r7/4K3 w - - 0 1\"]\n\n1. [NNK] e1e2 1... [ppr] a2e2 0-1\n")
expect_run(losses-one-game 0 "games 1 of neural: won 0, lost 1 \\(as White 1, as Black 0\\).*>=35% 1.*no safer turn in 0; chance left 0.421, safest 0.074" "^$"
           losses ${CMAKE_CURRENT_BINARY_DIR}/loss.dcg --bot neural)
expect_run(losses-other-bot 2 "^$" "game 1: neither White \\('neural:movetime=100'\\) nor Black \\('aggressive'\\) is 'greedy'"
           losses ${CMAKE_CURRENT_BINARY_DIR}/loss.dcg --bot greedy)
expect_run(analyse-bad-engine 2 "^$" "--engine must be net or monte-carlo, got 'gnubg'"
           analyse ${CMAKE_CURRENT_BINARY_DIR}/blunder.dcg --engine gnubg)
expect_run(eval-file-missing 2 "^$" "--eval-file nowhere.dcvnet: cannot open the file"
           best "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB" --bot neural --eval-file nowhere.dcvnet)
file(REMOVE_RECURSE ${M}/train ${M}/train3)
expect_run(train-needs-a-folder 2 "^$" "give exactly one of --out DIR or --resume DIR" train)
expect_run(train-one-generation 0 "train/net.dcvnet$" "generation 1: 4 games .* loss"
           train --out ${M}/train --games 4 --max-turns 40 --epochs 1)
expect_run(train-refuses-a-used-folder 2 "^$" "already holds a training run; continue it with --resume"
           train --out ${M}/train)
expect_run(train-resumes 0 "train/net.dcvnet$" "generation 2: 4 games" train --resume ${M}/train --generations 2)
expect_run(train-bad-lambda 2 "^$" "lambda" train --out ${M}/train2 --lambda 2)
expect_run(train-thinking-opponent 2 "^$" "--opponent: training opponent 'neural' thinks"
           train --out ${M}/train2 --opponent neural --opponent-share 0.5)
expect_run(train-unknown-opponent 2 "^$" "--opponent: unknown training opponent 'nobody'; known: random"
           train --out ${M}/train2 --opponent nobody)
expect_run(train-opponent-games 0 "train3/net.dcvnet$" "generation 1: 6 games .* net .* % in [0-9]+ games against greedy"
           train --out ${M}/train3 --games 6 --max-turns 40 --epochs 1 --opponent-share 0.7 --opponent greedy)
expect_run(distill-empty-labels-folder 2 "^$" "--labels: an empty folder name in 'a,,b'"
           distill --from ${M}/train/checkpoint.bin --out ${M}/distill --labels a,,b)
expect_run(distill-trailing-comma 2 "^$" "--labels: an empty folder name in 'a,'"
           distill --from ${M}/train/checkpoint.bin --out ${M}/distill --labels a,)
expect_run(match-bots-trailing-comma 2 "^$" "--bots: an empty item in '1,2,'" match --bots 1,2, --games 1)
expect_run(distill-unmerged-labels 1 "^$" "nowhere/positions.dfen.*label merge"
           distill --from ${M}/train/checkpoint.bin --out ${M}/distill --labels ${M}/nowhere)
file(REMOVE ${M}/bench.tsv ${M}/bench.tsv.sample)
expect_run(benchdb-build 0 "bench.tsv: 3 positions" "sampling 3 positions" benchdb build --out ${M}/bench.tsv --count 3 --max-rollouts 2 --bots random,greedy)
expect_run(benchdb-build-empty-bot 2 "^$" "--bots: unknown bot ''; known: random"
           benchdb build --out ${M}/bench-bad.tsv --count 3 --bots random,)
expect_run(benchdb-rebuild-uses-the-saved-sample 0 "bench.tsv: 3 positions" "using the sample saved in .*bench.tsv.sample"
           benchdb build --out ${M}/bench.tsv --count 3 --max-rollouts 2 --bots random,greedy)
expect_run(benchdb-resume-other-sample 2 "^$" "bench.tsv.sample: line 1: the sample was drawn with other settings"
           benchdb build --out ${M}/bench.tsv --count 3 --seed 2 --max-rollouts 2 --bots random,greedy)
expect_run(benchdb-score 0 "value net, 0-ply .*fitted win model.*positions 3 \\(opening 1, middlegame 1, sparse 1; enemy king-capture chance above 5 %: [0-3]\\)" "^$"
           benchdb score ${M}/bench.tsv --rollouts 2)
expect_run(benchdb-score-judge-value 0 "judge: value net, 1-turn search .*positions 3" "^$"
           benchdb score ${M}/bench.tsv --rollouts 0 --judge-value)
expect_run(benchdb-judge-value-elsewhere 2 "^$" "--judge-value is an option of benchdb score, not of decisions"
           benchdb decisions ${M}/bench.tsv --judge-value)
expect_run(benchdb-score-foreign-option 2 "^$" "--positions is an option of benchdb decisions, not of score"
           benchdb score ${M}/bench.tsv --positions 5)
expect_run(benchdb-decisions-foreign-option 2 "^$" "--target-error is an option of benchdb build, not of decisions"
           benchdb decisions ${M}/bench.tsv --target-error 0.1)
file(REMOVE ${M}/bench.tsv.sample)
expect_run(benchdb-other-sample 2 "^$" "holds positions of another sample"
           benchdb build --out ${M}/bench.tsv --count 3 --seed 2 --max-rollouts 2 --bots random,greedy)
file(WRITE ${M}/badbench.tsv "# comment\n8/8/8 w - - 0 1\t0.5\t0.01\t10\tsparse\tx\n")
expect_run(benchdb-bad-line 2 "^$" "badbench.tsv: line 2: DFEN field" benchdb score ${M}/badbench.tsv)
# The opening book: a small White run in two shards, one resumed, merged and shown; refusals.
file(REMOVE_RECURSE ${M}/book0 ${M}/book1)
expect_run(book-build-shard 0 "white stage, shard 0/2: 2 of 2 positions in .*book0" "white positions 2/2"
           book build --stage white --positions 3 --rolled-out 2 --min-rollouts 16 --max-rollouts 16 --shard 0/2 --out ${M}/book0)
expect_run(book-build-other-shard 0 "white stage, shard 1/2: 1 of 1 positions" ""
           book build --stage white --positions 3 --rolled-out 2 --min-rollouts 16 --max-rollouts 16 --shard 1/2 --out ${M}/book1)
expect_run(book-resume-finished 0 "white stage, shard 1/2: 1 of 1 positions" "resuming .*book1: 1 of 1 positions done"
           book build --resume ${M}/book1)
expect_run(book-resume-with-settings 2 "^$" "--resume takes the set-up from the folder; --seed cannot change it"
           book build --resume ${M}/book1 --seed 4)
expect_run(book-out-twice 2 "^$" "--out: .*book1' already holds a book run"
           book build --stage white --positions 3 --out ${M}/book1)
expect_run(book-merge 0 "3 entries written to .*small.book" "^$" book merge ${M}/book0 ${M}/book1 --out ${M}/small.book)
expect_run(book-merge-missing-shard 0 "1 entries written" "warning: missing white shard 0/2"
           book merge ${M}/book1 --out ${M}/half.book)
expect_run(book-show 0 "^rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 .*PNB .*PNR .*PNQ" "^$"
           book show --book ${M}/small.book)
expect_run(book-show-roll 0 "PNB  \\(16 rollouts of each rolled-out turn\\).*\n1 .*\n2 .*\n3 .* -  " "^$"
           book show --book ${M}/small.book --roll BNP --turns 3)
expect_run(book-show-missing-roll 2 "^$" "the book has no entry for .* PPP" book show --book ${M}/small.book --roll PPP)
expect_run(book-show-after-missing 2 "^$" "the book has no entry for a roll from rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b"
           book show --book ${M}/small.book --after pass)
expect_run(book-black-needs-white 2 "^$" "--stage black needs --white BOOK" book build --stage black --out ${M}/bookb)
expect_run(book-black-short-white 2 "^$" "--white: the White book has no entry for the roll PNK"
           book build --stage black --white ${M}/small.book --out ${M}/bookb)
file(WRITE ${M}/bad.book "dicechess-opening-book\t1\npolicy\tzz\n")
expect_run(book-corrupt 2 "^$" "--book: opening book '.*bad.book', the settings \\(lines 2-2\\): policy: 'zz' is not a 16-digit"
           book show --book ${M}/bad.book)
expect_run(book-unknown-action 2 "^$" "book: unknown action 'print'" book print)
# Puzzles: a two-turn game whose second position (the black king beside White's knight) is one; the set
# resumes, refuses to be overwritten, reads back, and a corrupt one names its line.
file(REMOVE ${M}/puzzles.txt)
file(WRITE ${M}/knight.dcg "[White \"human\"]\n[Black \"neural\"]\n[StartDFEN \"8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15\"]\n\n15. [PNN] f2f3 a7c6 c6e7 15... [bbk] d7e7 *\n")
expect_run(puzzles-build 0 "^1 puzzles from 2 of 2 positions in .*puzzles.txt$" "positions 2/2"
           puzzles build ${M}/knight.dcg --out ${M}/puzzles.txt)
expect_run(puzzles-build-exists 2 "^$" "--out: .*puzzles.txt exists; --resume continues it"
           puzzles build ${M}/knight.dcg --out ${M}/puzzles.txt)
expect_run(puzzles-resume-other-settings 2 "^$" "--resume: .*puzzles.txt was built with other settings"
           puzzles build ${M}/knight.dcg --out ${M}/puzzles.txt --resume --seed 5)
expect_run(puzzles-resume 0 "^1 puzzles from 2 of 2 positions" "resuming .*puzzles.txt: 2 of 2 positions scanned, 1 puzzles"
           puzzles build ${M}/knight.dcg --out ${M}/puzzles.txt --resume)
expect_run(puzzles-show 0 "^1 puzzles from 2 positions;.*\n1 +d7e7 .*knight.dcg game 1 \\(human v neural\\) turn 2$" "^$"
           puzzles show ${M}/puzzles.txt)
file(WRITE ${M}/badpuzzles.txt "dicechess-puzzles\t1\nrivals\tmany\n")
expect_run(puzzles-corrupt 2 "^$" "badpuzzles.txt: line 2: rivals 'many' is not a whole number" puzzles show ${M}/badpuzzles.txt)
expect_run(puzzles-unknown-action 2 "^$" "puzzles: unknown action 'solve'" puzzles solve)
# The Explorer's level 9 column: first turns of a player counted from games.
file(WRITE ${M}/first.dcg "[White \"neural\"]\n[Black \"greedy\"]\n\n1. [PNB] e2e4 g1f3 f1c4 *\n")
expect_run(book-choices 0 "^1 games of neural: 1 first turns written to .*choices.txt$" "^$"
           book choices ${M}/first.dcg ${M}/knight.dcg --out ${M}/choices.txt)
expect_run(book-choices-nobody 2 "^$" "no game of 'random'" book choices ${M}/first.dcg --player random --out ${M}/c2.txt)
# The bots' ratings file from a round-robin of plain levels.
expect_run(match-ratings 0 "rank bot" "^"
           match --bots 1,2,3 --format round-robin --games 1 --seed 3 --ratings ${M}/ratings.txt)
file(READ ${M}/ratings.txt ratings)
if(NOT ratings MATCHES "^dicechess-bot-ratings\t1\n.*command\tdicechess-cli match --bots random,checkmate-aware,greedy --format round-robin --games 1 --seed 3\nlevel\t1\trandom\t")
  message(SEND_ERROR "match-ratings: unexpected file\n${ratings}")
endif()
# The player's rating as the app rates it (play/player_rating.h), with bot ratings of the test's own: an app
# game won against Aggressive, one with a hint, one lost as Black to Greedy and the first one again. The
# numbers are Glickman's Glicko-2 computed apart (tests/engine/play/player_rating_test.cpp).
file(WRITE ${M}/test-ratings.txt "dicechess-bot-ratings\t1\ncommand\ttest\nlevel\t3\tgreedy\t1400\t45\t100\nlevel\t5\taggressive\t1600\t45\t100\n")
set(one_turn_each "1. [PPN] e2e4 d2d4 g1f3 1... [PPN] e7e5 d7d5 g8f6 1-0")
function(app_game white black seed extra out)
  set(${out} "[WhiteBot \"${white}\"]\n[BlackBot \"${black}\"]\n[Seed \"${seed}\"]\n${extra}[Termination \"resignation\"]\n\n${one_turn_each}\n\n" PARENT_SCOPE)
endfunction()
app_game(human aggressive 7 "" won)
app_game(human greedy 8 "[Hints \"1\"]\n" hinted)
app_game(greedy human 9 "" lost)
file(WRITE ${M}/rated.dcg "${won}${hinted}${lost}${won}")
expect_run(rating-app-games 0 "^[^\n]*rated.dcg game 1: rated, win against aggressive \\(level 5, 1600 ± 45\\): 1733 ± 494\n[^\n]*rated.dcg game 2: help-used\n[^\n]*rated.dcg game 3: rated, loss against greedy \\(level 3, 1400 ± 45\\): 1476 ± 445\n[^\n]*rated.dcg game 4: already-rated\nrating 1476 ± 445 \\(Glicko-2, 2 of 4 games rated\\)$" "^$"
           rating ${M}/rated.dcg --player human --bot-ratings ${M}/test-ratings.txt --json ${M}/rating.json)
file(READ ${M}/rating.json rating_json)
if(NOT rating_json MATCHES "\"rated_games\": 2,\n  \"rating\": {\n    \"deviation\": 226\\.910105229[0-9]*,\n    \"interval\": [0-9.]+,\n    \"rating\": 1475\\.578066836[0-9]*,")
  message(SEND_ERROR "rating --json wrote:\n${rating_json}")
endif()
expect_run(rating-needs-player 2 "^$" "give the player with --player NAME" rating ${M}/rated.dcg --bot-ratings ${M}/test-ratings.txt)
expect_run(rating-unknown-player 2 "^$" "no game has a side named 'Alice'" rating ${M}/rated.dcg --player Alice --bot-ratings ${M}/test-ratings.txt)
expect_run(rating-missing-file 2 "^$" "cannot read 'nowhere.dcg'" rating ${M}/rated.dcg nowhere.dcg --player human)
expect_run(rating-bad-ratings 2 "^$" "--bot-ratings: bot ratings '.*rated.dcg', line 1" rating ${M}/rated.dcg --player human --bot-ratings ${M}/rated.dcg)
expect_run(analyse-missing-file 2 "^$" "cannot read 'nowhere.dcg'" analyse nowhere.dcg)
expect_run(heatmap-rook 0 "^PPP 1/216 pass - --\n.*RRR 1/216 win king-capture a1a8" "^$" heatmap "k7/8/8/8/8/8/8/R3K3 w - - 0 1")
expect_run(man-page 0 "^\\.TH DICECHESS\\\\-CLI 1 .*\\.SS merge\n" "^$" --man)
expect_run(version 0 "^dicechess-cli [0-9]+\\.[0-9]+\\.[0-9]+$" "^$" --version)
expect_run(help-lists-commands 0 "moves.*turns.*rolls.*apply.*kcp.*perft.*bots.*best.*equity.*match.*merge.*bench" "^$" --help)
expect_run(help-for-command 0 "usage: dicechess-cli kcp" "^$" kcp --help)
expect_run(no-command 2 "^$" "usage: dicechess-cli" )
expect_run(unknown-command 2 "^$" "unknown command 'fly'" fly)
# The one-die dialect (issue 14): its registry, rolls, a match with the study's logs, clear errors.
expect_run(bots-one-die 0 "^0\trandom\tRandom\t.*\n0\tminimax\tMiniMax\t.*depth=3 \\(1 to 15\\).*\n7\texpectimax\t" "^$" bots --variant one-die)
expect_run(rolls-one-die 0 "^P 1/2 0.5000 16 0\nN 1/2 0.5000 4 0$" "^$" rolls --variant one-die "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
expect_run(best-one-die 0 "^turn b1c3\nscore 50\ncandidates 4" "^$" best --variant one-die --bot minimax:depth=1 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 N")
expect_run(best-one-die-two-dice 2 "^$" "field 7 \\(dice\\): a one-die roll has one die, got PN" best --variant one-die --bot basic "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 NP")
expect_run(best-one-die-immovable 2 "^$" "field 7 \\(dice\\): the one-die roll Q names a piece type that cannot move" best --variant one-die --bot basic "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 Q")
expect_run(match-one-die 0 "match minimax:depth=2 vs basic: 4 games" "games 4/4" match --variant one-die --bot minimax:depth=2 --baseline basic --games 2 --csv-games ${M}/g.csv --csv-moves ${M}/m.csv)
file(READ ${M}/g.csv games_csv)
if(NOT games_csv MATCHES "^game,variant,white,black,winner,termination,turns,white_moves,black_moves,white_ms_per_move,black_ms_per_move,total_ms,final_eval_white,white_pieces,black_pieces\n1,one-die,minimax:depth=2,basic,")
  message(FATAL_ERROR "match --csv-games wrote:\n${games_csv}")
endif()
# CMake's file(READ) drops carriage returns; the lines end in CRLF (RFC 4180).
file(READ ${M}/g.csv games_hex HEX)
if(NOT games_hex MATCHES "^67616d65.*0d0a")
  message(FATAL_ERROR "match --csv-games lines do not end in CRLF")
endif()
file(READ ${M}/m.csv moves_csv)
if(NOT moves_csv MATCHES "^game,turn,side,player,roll,move,ms,captured,white_pieces,black_pieces,eval_after_mover\n1,1,white,minimax:depth=2,[PN],")
  message(FATAL_ERROR "match --csv-moves wrote:\n${moves_csv}")
endif()
expect_run(match-one-die-bad-agent 2 "^$" "--bot: unknown one-die agent 'alphazero'.*one of random, basic, minimax" match --variant one-die --bot alphazero --baseline basic)
expect_run(match-one-die-bad-parameter 2 "^$" "depth='x' in 'minimax:depth=x': expected an integer from 1 to 15" match --variant one-die --bot minimax:depth=x --baseline basic)
expect_run(kcp-one-die 0 "^0.333333 1/3$" "^$" kcp --variant one-die "4r3/8/8/8/8/p7/8/k3K3 w - - 0 30" --defender white)
expect_run(kcp-one-die-queen 2 "^$" "--queen is for three dice" kcp --variant one-die "${START}" --queen)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/blunder-one-die.dcg "[Variant \"one-die\"]\n[StartDFEN \"k3q3/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n\n1. [R] a1b1 *\n")
expect_run(analyse-one-die 0 "1\\. +white +R +a1b1 .*\\?\\? +a1a8.*summary white: judged 1, \\?! 0, \\? 0, \\?\\? 1" "analysing turn 1/1"
           analyse ${CMAKE_CURRENT_BINARY_DIR}/blunder-one-die.dcg --plies 2)
expect_run(analyse-one-die-engine 2 "^$" "a one-die game is judged by the one-die analysis"
           analyse ${CMAKE_CURRENT_BINARY_DIR}/blunder-one-die.dcg --engine net)
expect_run(match-bad-variant 2 "^$" "--variant must be three-dice or one-die, got 'two-dice'" match --variant two-dice --bot 1 --baseline 2)
# External engines (docs/engine-protocol.md): engine-check passes a conforming engine and names each
# violation of a broken one; a match plays an engine of the engines file and records why a broken one lost.
set(ENGINE ${CMAKE_CURRENT_LIST_DIR}/../platform/misbehaving_engine.py)
expect_run(engine-check-good 0 "ok   handshake: Test good, 1 option.*the legal-turns service was used.*stop answered with bestturn .*conforms to DCEP 1" "^$"
           engine-check --timeout 3 -- python3 ${ENGINE} good)
expect_run(engine-check-garbage 1 "FAIL go movetime on the opening: expected 'bestturn' \\(line: 'hello there'\\).*violation\\(s\\) of DCEP 1" "^$"
           engine-check --timeout 3 -- python3 ${ENGINE} garbage)
# engine-check reads info pv, names a pipe the engine stopped reading (not a timeout), and shows the end of
# the engine's stderr after violations (the test engine echoes what it read there); --stderr keeps it all.
expect_run(engine-check-badpv 1 "FAIL go movetime on the opening: info pv is not a legal whole turn.*\\(line: 'info depth 1 pv a1a8'\\)" "^$"
           engine-check --timeout 3 -- python3 ${ENGINE} badpv)
expect_run(engine-check-nostdin 1 "FAIL writing to the engine: stopped reading its input: [0-9]+ bytes unwritten after 1\\.[0-9] s" "^$"
           engine-check --timeout 1 -- python3 ${ENGINE} nostdin)
expect_run(engine-check-stderr 1 "FAIL .*the engine's stderr \\([0-9]+ line\\(s\\)\\):\nerr  dcep\nerr  isready\n.*violation\\(s\\) of DCEP 1$" "^$"
           engine-check --timeout 3 --stderr ${CMAKE_CURRENT_BINARY_DIR}/garbage.stderr.log -- python3 ${ENGINE} garbage)
file(READ ${CMAKE_CURRENT_BINARY_DIR}/garbage.stderr.log garbage_stderr)
if(NOT garbage_stderr MATCHES "^dcep\nisready\n")
  message(SEND_ERROR "engine-check --stderr did not keep the engine's stderr: ${garbage_stderr}")
endif()
expect_run(engine-check-noname 1 "FAIL handshake: no 'id name' line.*1 violation\\(s\\) of DCEP 1" "^$"
           engine-check --timeout 3 -- python3 ${ENGINE} noname)
expect_run(engine-check-missing 1 "^FAIL start: cannot start the engine /no/such/engine: No such file or directory" "^$"
           engine-check -- /no/such/engine)
expect_run(engine-check-no-command 2 "^$" "the engine's command is missing" engine-check --timeout 3)
file(WRITE ${M}/engines.json "[{\"name\": \"good\", \"command\": \"python3\", \"arguments\": [\"${ENGINE}\", \"good\"]},\n {\"name\": \"crash\", \"command\": \"python3\", \"arguments\": [\"${ENGINE}\", \"crash\"]}]\n")
set(ENV{DICECHESS_ENGINES} ${M}/engines.json)
expect_run(match-engine 0 "match engine:good vs greedy: 4 games" "games 4/4" match --bot engine:good --baseline greedy --games 2 --seed 3)
expect_run(match-engine-crash 0 "incident game 1: engine:crash \\(White\\) threw: engine crash closed its output" "games 2/2"
           match --bot engine:crash --baseline greedy --games 1 --seed 3 --out ${M}/engine-match)
if(NOT EXISTS ${M}/engine-match/engine-logs/crash.stderr.log)
  message(FATAL_ERROR "match --out did not keep the engine's stderr log")
endif()
expect_run(match-engine-unknown 2 "^$" "--bot: no engine 'nobody' in the engines file" match --bot engine:nobody --baseline greedy)
# An external engine joins the ladder: --ratings writes its rating beside the levels' (format 2).
expect_run(match-engine-ratings 0 "rank bot" "^"
           match --bots 1,3,engine:good --format round-robin --games 2 --seed 3 --ratings ${M}/engine-ratings.txt)
file(READ ${M}/engine-ratings.txt engine_ratings)
if(NOT engine_ratings MATCHES "^dicechess-bot-ratings\t2\n.*\nlevel\t3\tgreedy\t[^\n]*\nengine\tengine:good\t[0-9.-]+\t")
  message(SEND_ERROR "match-engine-ratings: unexpected file\n${engine_ratings}")
endif()
unset(ENV{DICECHESS_ENGINES})
# Our engine over the protocol: a piped session gets the handshake, readyok and a legal bestturn (a pass
# for a roll without moves); engine-check finds it conforming; an unknown bot is refused.
set(E ${CMAKE_CURRENT_BINARY_DIR}/engine-session)
file(MAKE_DIRECTORY ${E})
file(WRITE ${E}/session.txt "dcep\nsetoption name Seed value 3\nnewgame variant three-dice\nisready\nposition dfen ${START} PNB\ngo movetime 50\nposition dfen 4k3/8/8/8/8/8/8/4K3 w - - 0 1 QQQ\ngo\nquit\n")
execute_process(COMMAND ${CLI} engine --bot greedy INPUT_FILE ${E}/session.txt RESULT_VARIABLE code
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0 OR NOT out MATCHES "^id name DiceChess Studio Greedy\n.*dcepok 1\nreadyok\n.*bestturn [a-h][1-8][a-h][1-8](,[a-h][1-8][a-h][1-8])*\n.*bestturn pass\n$")
  message(SEND_ERROR "engine-session: exit ${code}\nstdout: ${out}\nstderr: ${err}")
endif()
expect_run(engine-check-ours 0 "conforms to DCEP 1" "^$" engine-check --timeout 3 -- ${CLI} engine --bot greedy)
expect_run(engine-unknown-bot 2 "^$" "--bot: " engine --bot no-such-bot)
# Every one-die agent is served (--bot, setoption Bot, the default bot after newgame variant one-die), with
# castling as the King die's move; runs of spaces in a position are read; a newgame whose variant the bot
# does not play ends the engine with the reason.
set(ONE_DIE_CASTLE "4k3/8/8/8/8/8/8/4K2R w K - 0 1 K")
file(WRITE ${E}/one-die.txt "dcep\nnewgame variant one-die\nisready\nposition  dfen  4k3/8/8/8/8/8/8/4K2R  w K - 0 1 K turns  e1g1   k\ngo\nquit\n")
foreach(how "--bot;minimax" "--bot;expectimax:depth=2" "")
  execute_process(COMMAND ${CLI} engine ${how} INPUT_FILE ${E}/one-die.txt RESULT_VARIABLE code
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code EQUAL 0 OR out MATCHES "# error" OR NOT out MATCHES "readyok\n(info [^\n]*\n)*bestturn e8[d-f][78]\n$")
    message(SEND_ERROR "engine one-die (${how}): exit ${code}\nstdout: ${out}\nstderr: ${err}")
  endif()
endforeach()
file(WRITE ${E}/one-die-option.txt "dcep\nsetoption name Bot value minimax\nnewgame variant one-die\nisready\nposition dfen ${ONE_DIE_CASTLE}\ngo\nquit\n")
execute_process(COMMAND ${CLI} engine INPUT_FILE ${E}/one-die-option.txt RESULT_VARIABLE code
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0 OR out MATCHES "# error" OR NOT out MATCHES "^id name DiceChess Studio .*readyok\n(info [^\n]*\n)*bestturn e1[dfg][12]\n$")
  message(SEND_ERROR "engine setoption Bot minimax: exit ${code}\nstdout: ${out}\nstderr: ${err}")
endif()
file(WRITE ${E}/wrong-variant.txt "dcep\nnewgame variant one-die\nisready\nposition dfen ${ONE_DIE_CASTLE}\ngo\nquit\n")
execute_process(COMMAND ${CLI} engine --bot greedy INPUT_FILE ${E}/wrong-variant.txt RESULT_VARIABLE code
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 2 OR out MATCHES "readyok|bestturn" OR NOT out MATCHES "# error: Bot 'greedy' does not play one-die games"
   OR NOT err MATCHES "Bot 'greedy' does not play one-die games")
  message(SEND_ERROR "engine --bot greedy, one-die game: exit ${code}\nstdout: ${out}\nstderr: ${err}")
endif()
# Our level 5 over the protocol decides exactly as level 5 in process (each game's Seed is the seed of the
# in-process bot's generator for that game and colour): the same records but for the players' names, the
# same report but for the names and the decision times (docs/benchmarks.md, External engines).
file(WRITE ${E}/engines.json "[{\"name\": \"ours5\", \"command\": \"${CLI}\", \"arguments\": [\"engine\", \"--bot\", \"5\"]}]\n")
set(ENV{DICECHESS_ENGINES} ${E}/engines.json)
execute_process(COMMAND ${CLI} match --bot engine:ours5 --baseline 5 --games 10 --seed 7 --record ${E}/served.dcg
                RESULT_VARIABLE served_code OUTPUT_VARIABLE served ERROR_VARIABLE served_err)
unset(ENV{DICECHESS_ENGINES})
execute_process(COMMAND ${CLI} match --bot 5 --baseline 5 --games 10 --seed 7 --record ${E}/inprocess.dcg
                RESULT_VARIABLE inprocess_code OUTPUT_VARIABLE inprocess ERROR_QUIET)
file(READ ${E}/served.dcg served_games)
file(READ ${E}/inprocess.dcg inprocess_games)
string(REPLACE "engine:ours5" "aggressive" served_games "${served_games}")
foreach(report served inprocess)
  string(REPLACE "engine:ours5" "aggressive" ${report} "${${report}}")
  string(REGEX REPLACE "time per decision [^ ]+ +mean [0-9.]+ ms  p50 [0-9.]+  p95 [0-9.]+  max [0-9.]+"
         "time per decision" ${report} "${${report}}")
  string(REGEX REPLACE "wall time [0-9.]+ s" "" ${report} "${${report}}")
endforeach()
if(NOT served_code EQUAL 0 OR NOT inprocess_code EQUAL 0 OR NOT served MATCHES "20 games" OR served MATCHES "incident"
   OR NOT served STREQUAL inprocess OR NOT served_games STREQUAL inprocess_games)
  message(SEND_ERROR "engine-identity: level 5 over the protocol played otherwise than in process\n"
                     "served (exit ${served_code}):\n${served}\n${served_err}\nin process (exit ${inprocess_code}):\n${inprocess}")
endif()
# The Python reference engine (tools/reference-engines/random_agent.py) conforms and uses the legal-turns
# service.
set(AGENT ${CMAKE_CURRENT_LIST_DIR}/../../tools/reference-engines/random_agent.py)
expect_run(engine-check-random-agent 0 "ok   handshake: Random Agent.*the legal-turns service was used.*conforms to DCEP 1" "^$"
           engine-check --timeout 3 -- python3 ${AGENT})

# verify-dice: a platform game history's dice recomputed from its revealed seeds (docs/platform-wire.md §8);
# the files are written by tests/data/platform/make_history.py.
set(HISTORIES ${CMAKE_CURRENT_LIST_DIR}/../data/platform)
expect_run(verify-dice-fair 0 "history-fair.json: fair: the revealed seed matches its commit, 6 rolls are the seeds' rolls$"
           "^$" verify-dice ${HISTORIES}/history-fair.json)
expect_run(verify-dice-tampered 1
           "history-fair.json: fair: .*\n.*history-tampered.json: NOT FAIR: turn 3: the record rolled \\[4, 1, 6\\], the seeds give \\[3, 1, 6\\]$"
           "^$" verify-dice ${HISTORIES}/history-fair.json ${HISTORIES}/history-tampered.json)
expect_run(verify-dice-not-history 2 "^$" "cli_contract.cmake: neither a platform game history \\(JSON\\) nor a .dcg game: line 17"
           verify-dice ${CMAKE_CURRENT_LIST_DIR}/cli_contract.cmake)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/broken.json "{\"fairness\": [1")
expect_run(verify-dice-not-json 2 "^$" "broken.json: not JSON" verify-dice ${CMAKE_CURRENT_BINARY_DIR}/broken.json)
expect_run(verify-dice-not-platform 2 "^$" "blunder.dcg: not a platform game: no GameId or DiceCommit tag"
           verify-dice ${CMAKE_CURRENT_BINARY_DIR}/blunder.dcg)
expect_run(verify-dice-no-file 2 "^$" "name at least one game file" verify-dice)

# import: platform histories as .dcg records (issue 58). import-special.json castles, takes en passant,
# promotes, passes and ends in a king capture; import-timeout.json ends with White's turn cut short by its
# clock (written by tests/data/platform/make_import_cases.py).
set(IMPORTED ${CMAKE_CURRENT_BINARY_DIR}/imported)
file(REMOVE_RECURSE ${IMPORTED})
expect_run(import-special 0
           "import-special.json: .*/00000000-0000-4000-8000-000000000002.dcg: 7 turns, 1-0 \\(king captured\\), dice fair \\(7 rolls\\)\n.*import-timeout.json: .*000000000003.dcg: 3 turns, 0-1 \\(time forfeit\\), dice fair \\(3 rolls\\)$"
           "^$" import ${HISTORIES}/import-special.json ${HISTORIES}/import-timeout.json --out ${IMPORTED})
expect_run(import-verified 0 "000000000002.dcg: fair: the revealed seed matches its commit, 7 rolls are the seeds' rolls"
           "^$" verify-dice ${IMPORTED}/00000000-0000-4000-8000-000000000002.dcg)
expect_run(import-analysed 0 "summary white: judged" "analysing turn"
           analyse ${IMPORTED}/00000000-0000-4000-8000-000000000002.dcg --rollouts 4 --engine monte-carlo)
file(READ ${IMPORTED}/00000000-0000-4000-8000-000000000003.dcg cut_short)
if(NOT cut_short MATCHES "2\\. \\[PPK\\] 0-1")
  message(SEND_ERROR "import-cut-short-turn-kept: White's flagged turn is not the unfinished last turn:\n${cut_short}")
endif()
expect_run(import-refused 2 "history-tampered.json: refused: turns\\[2\\]: b5c6 c2c4 e1e2 is not a legal turn there$"
           "^$" import ${HISTORIES}/history-tampered.json --out ${IMPORTED})
expect_run(import-not-json 2 "broken.json: refused: not JSON" "^$" import ${CMAKE_CURRENT_BINARY_DIR}/broken.json --out ${IMPORTED})
expect_run(import-no-out 2 "^$" "--out DIR: name the folder" import ${HISTORIES}/import-special.json)
