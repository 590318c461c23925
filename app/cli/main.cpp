// dicechess-cli: the rules engine on the command line. Data goes to stdout, one item per line;
// errors go to stderr with exit status 2.
#include <algorithm>
#include <cstring>
#include <exception>
#include <iostream>
#include <optional>
#include <string>

#include "cli_support.h"
#include "commands.h"
#include "platform/shipped_book.h"
#include "platform/shipped_net.h"

namespace dicechess::cli {

const std::vector<Command>& commands() {
    static const std::vector<Command> list = {
        {"moves", "legal first micro-moves for the dice in field 7",
         "usage: dicechess-cli moves DFEN\n"
         "Prints the legal first micro-moves (RULES.md §4) for the dice in DFEN field 7, sorted, one UCI "
         "move\n"
         "per line. Nothing is printed when the roll passes.\n"
         "example: dicechess-cli moves \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB\"\n"
         "         ->  b1a3\n",
         runMoves},
        {"turns", "legal turns for the dice in field 7",
         "usage: dicechess-cli turns DFEN [--distinct] [--count]\n"
         "Prints every legal turn, one per line, micro-moves separated by single spaces; a forced pass is "
         "'--'.\n"
         "  --distinct  one representative turn per distinct final position\n"
         "  --count     print only the number of lines\n",
         runTurns},
        {"rolls", "turn counts for each of the 56 rolls",
         "usage: dicechess-cli rolls DFEN [--variant one-die]\n"
         "For each of the 56 rolls (field 7 is ignored) prints: ROLL WEIGHT TURNS DISTINCT KINGCAPTURE\n"
         "WEIGHT is out of 216; TURNS and DISTINCT count a forced pass as one; KINGCAPTURE is 1 when some\n"
         "legal turn captures a king.\n"
         "--variant one-die: one line per piece type that can move: TYPE 1/K PROBABILITY MOVES KINGCAPTURE\n"
         "(the die is re-rolled until it names a movable type, so each of the K types has probability "
         "1/K).\n",
         runRolls},
        {"apply", "play micro-moves and print the resulting DFEN",
         "usage: dicechess-cli apply DFEN MOVE...\n"
         "Plays the micro-moves in order (each must be legal) and prints the resulting DFEN. When the turn "
         "is\n"
         "complete the end-of-turn step runs. An illegal move is an error that lists the legal ones.\n"
         "example: dicechess-cli apply \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB\" e2e4 "
         "g1f3 f1c4\n"
         "         ->  rnbqkbnr/pppppppp/8/8/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq e3 2 1\n",
         runApply},
        {"kcp", "king-capture probability (RULES.md §12)",
         "usage: dicechess-cli kcp DFEN [--defender white|black] [--queen] [--variant one-die]\n"
         "Prints the exact probability and count out of 216 that the defender's opponent, moving next, can\n"
         "capture a defender king (or queen with --queen). Default defender: the side not to move.\n"
         "--variant one-die: the share of the opponent's movable piece types that can capture the king,\n"
         "as PROBABILITY CAPTURING/MOVABLE.\n"
         "example: dicechess-cli kcp \"4k3/8/8/8/1b6/8/8/4K3 b - - 0 1\"   ->  0.421296 91/216\n"
         "example: dicechess-cli kcp --variant one-die \"4r3/8/8/8/8/p7/8/k3K3 w - - 0 30\" --defender white"
         "   ->  0.333333 1/3\n",
         runKcp},
        {"perft", "move-path enumeration counts",
         "usage: dicechess-cli perft DFEN --die N --depth D\n"
         "       dicechess-cli perft DFEN --turns --depth D\n"
         "--die: pseudo-legal micro-moves with one fixed die (1-6 or P N B R Q K) at every ply, castling "
         "with\n"
         "the King die alone, the end-of-turn step between plies (vectors/perft_suite.json).\n"
         "--turns: the sum over all 56 rolls of distinct final positions, recursively, D turns deep.\n",
         runPerft},
        {"bots", "the registered bots: level, id, name, description",
         "usage: dicechess-cli bots [--variant one-die]\n"
         "Prints one line per bot: LEVEL ID NAME DESCRIPTION (tab-separated).\n"
         "--variant one-die: the Maastricht study's agents (level 0) and our levels 5, 7 and 8 on one die,\n"
         "each parameter under its agent as NAME=DEFAULT (RANGE) MEANING; write them as\n"
         "minimax:depth=9 or expecti-mcts:iterations=2000:c=0.8.\n",
         runBots},
        {"best", "the judge's or a bot's turn for a position with dice, with the candidate table",
         "usage: dicechess-cli best DFEN --bot ID [--seed S] [--time-ms T] [--variant one-die]\n"
         "       dicechess-cli best DFEN --judge [--engine net|monte-carlo] [--played TURN] [--variant "
         "one-die]\n"
         "Prints the chosen turn, its score, then every candidate (distinct final position) with the bot's "
         "score,\n"
         "the evaluation terms (material, king safety, pawn storm, proximity, ring pressure), the win\n"
         "probability where the bot estimates one, how it was judged, and the king-capture risk for the\n"
         "mover after the turn. --judge: the judge of Analyse Game and the analysis pane instead of a bot,\n"
         "with the same numbers: the net on every candidate ('1 turn'), its best 8 searched two turns deep\n"
         "('2 turns', ranked first), or with --engine monte-carlo 96 random-playout rollouts on the\n"
         "Aggressive shortlist of 8 ('96 rollouts +- SE'); --played TURN (micro-moves, e.g. \"f2f3 a7c6\n"
         "c6e7\") is judged as deep as the best, as Analyse Game judges the turn a game played.\n"
         "example: dicechess-cli best \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB\" --bot "
         "aggressive\n"
         "         ->  turn e2e4 f1b5 b1c3\n"
         "example: dicechess-cli best \"8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15 PNN\" --judge "
         "--played "
         "\"f2f3 a7c6 c6e7\"\n"
         "         ->  candidates 98\n",
         runBest},
        {"rollout", "roll out candidate turns of one roll against each other (common random numbers)",
         "usage: dicechess-cli rollout DFEN --turns \"T1;T2;...\" [--policy net|random] [--max-plies P]\n"
         "                             [--target-error E] [--min-rollouts N] [--max-rollouts M] [--seed S]\n"
         "                             [--threads T]\n"
         "Plays out the position each turn leaves (the opponent to roll) with the same dice for every turn\n"
         "in the same rollout, crediting each ply's exact king-capture chance, until the standard error of\n"
         "every turn's difference to the first is at most E (after N rollouts) or M rollouts are played.\n"
         "--policy net (default) plays the value network's fast policy and, with --max-plies P, cuts each\n"
         "rollout after P plies with the net's value (gnubg's truncated rollouts); random plays random\n"
         "turns. Prints each turn's win % for the side that played it with its standard error, its\n"
         "difference to the first with that difference's (smaller) standard error, the rollouts per turn,\n"
         "the time and the rollouts a second. Values do not depend on T. Defaults: E 0.005, N 64, M 5000,\n"
         "P 1000 (to the end), seed 1, 1 thread.\n"
         "example: dicechess-cli rollout \"8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15 PNN\" --turns "
         "\"a3a4 a7c6 c6e5;f2f3 a7c6 c6e7\" --max-plies 8 --max-rollouts 64\n"
         "         ->  rollouts 64 per turn\n",
         runRollout},
        {"book", "the opening book: compute it (resumable, in shards), merge it, show it",
         "usage: dicechess-cli book build --stage white|black [--white BOOK] --out DIR [--shard K/N]\n"
         "                                [--positions N] [--rolled-out K] [--target-error E]\n"
         "                                [--min-rollouts N] [--max-rollouts M] [--max-plies P] [--seed S]\n"
         "                                [--threads T]\n"
         "       dicechess-cli book build --resume DIR [--threads T]\n"
         "       dicechess-cli book merge DIR... --out BOOK [--into WHITE-BOOK]\n"
         "       dicechess-cli book show [--book BOOK] [--roll PNB] [--after ROLL|pass] [--turns N]\n"
         "       dicechess-cli book choices GAMES.dcg... --out FILE [--player ID]\n"
         "build: the White stage is the 56 rolls of the start position; the Black stage the 56 rolls after\n"
         "the White book's (--white) best turn for each of the ten likeliest White rolls, and after White's\n"
         "pass. Each position: every distinct turn ranked by the judge (Analyse Game's), the best K rolled\n"
         "out against each other with common dice by the value network's policy, cut after P plies, until\n"
         "every difference to the best has a standard error of at most E (or M rollouts). The folder keeps\n"
         "each finished position (setup.txt, entries.tsv) and --resume continues it after a stop or kill;\n"
         "--shard K/N computes the positions whose number is K mod N (0 <= K < N), T positions at a time.\n"
         "--positions N: the stage's first N positions only (a small book). Results do not depend on T.\n"
         "merge: shard folders (and, with --into, the White book they follow) into one book file; refuses\n"
         "other settings or a shard twice and warns about what is missing. show: the book's best turn for\n"
         "each roll, or with --roll every turn of one roll (win % ± SE, the difference to the best and its\n"
         "SE, the judge's value); --after: Black's turns after White's best for that roll, or its pass.\n"
         "choices: how often a player (--player, a White/Black tag; default neural, level 9) chose each\n"
         "first turn in the games, for the Opening Explorer's level 9 column "
         "(resources/book/level9-choices.txt).\n"
         "Defaults: K 6, E 0.005, N 64, M 20000, P 8, seed 1, 1 thread; the shipped book "
         "(docs/opening-book.md).\n"
         "example: dicechess-cli book build --stage white --positions 1 --max-rollouts 64 --out tiny-book\n"
         "         ->  white stage, shard 0/1: 1 of 1 positions\n",
         runBook},
        {"puzzles", "puzzles from recorded games, each verified by rollouts",
         "usage: dicechess-cli puzzles build GAMES.dcg... --out FILE [--resume] [--threads T] [--positions "
         "N]\n"
         "                                [--judge-margin J] [--verified-margin V] [--rivals R]\n"
         "                                [--target-error E] [--max-rollouts M] [--seed S]\n"
         "       dicechess-cli puzzles show [FILE]\n"
         "build: every distinct rolled position of the games is judged (Analyse Game's judge); where the "
         "best\n"
         "turn is at least J above the next, it and the next R turns are rolled out against each other with\n"
         "common dice (the value network's policy, cut after 8 plies) until every difference has a standard\n"
         "error of at most E (or M rollouts); the position is a puzzle when the best stays ahead of each "
         "rival\n"
         "by at least V after subtracting 1.96 standard errors. A king capture in one micro-move is no "
         "puzzle.\n"
         "The file is rewritten after each position; --resume continues it with the same options. "
         "--positions\n"
         "N: the first N positions only. show: each puzzle's solution, value, margin ± SE and source (the\n"
         "shipped set without FILE). The app plays a set in Learn ▸ Puzzles. Defaults: J 0.10, V 0.05, R 3,\n"
         "E 0.01, M 2000, seed 1, 1 thread.\n"
         "example: dicechess-cli puzzles show\n"
         "         ->  puzzles from\n",
         runPuzzles},
        {"equity", "Monte-Carlo pre-roll equity of a position",
         "usage: dicechess-cli equity DFEN [--rollouts N] [--max-plies P] [--target-error E] [--seed S]\n"
         "                             [--policy random|net]\n"
         "Prints P(White wins), P(Black wins), P(undecided), the rollouts played and the standard error\n"
         "(BOTS.md §4). --policy net plays the value network's fast policy instead of random turns and\n"
         "judges what is undecided after P plies by the net. Defaults: 500 rollouts, 1000 plies, no target\n"
         "error, seed 1, random.\n",
         runEquity},
        {"eval", "what a position is worth: the number the app's eval bar shows",
         "usage: dicechess-cli eval DFEN [--engine net|monte-carlo] [--quick] [--variant one-die]\n"
         "Prints P(White wins), P(Black wins) and how they were obtained, by the judgement the app's eval\n"
         "bar uses for the same settings: before a roll the pre-roll equity, with dice on the board the\n"
         "value of the best turn still available. --engine net (the default when a value network is\n"
         "installed): the net with a one-turn search (before a roll: the 56 rolls and the net's best turn\n"
         "for each; with dice: the best turn of `best --judge`, its 8 best searched two turns deep);\n"
         "--quick: the net alone, the eval bar's first value. --engine monte-carlo: 256 rollouts before a\n"
         "roll; with dice the best of `best --judge --engine monte-carlo` (96 rollouts on each of 8\n"
         "candidates). A one-die position (--variant one-die) is judged by ExpectiMiniMax, 3 plies.\n"
         "example: dicechess-cli eval --quick \"4k3/8/8/8/8/8/8/4K2Q w - - 0 1\"\n"
         "         ->  method value network, 0-ply\n",
         runEval},
        {"match", "a bot-vs-bot match or tournament in game pairs with shared dice",
         "usage: dicechess-cli match --bot A --baseline B [--movetime MS [--baseline-movetime MS]] "
         "[OPTIONS]\n"
         "       dicechess-cli match --bots A,B,C... [--format round-robin|gauntlet|head-to-head] [OPTIONS]\n"
         "       dicechess-cli match --resume DIR [--threads T] [--json FILE] [--csv FILE] [--record FILE]\n"
         "                                [--ratings FILE]\n"
         "OPTIONS: --games N --seed S --threads T --tc M+I --movetime MS --max-turns N --starts FILE\n"
         "         --sprt ELO0,ELO1,ALPHA,BETA --out DIR --shard K/N --json FILE --csv FILE --record FILE\n"
         "         --variant one-die --csv-games FILE --csv-moves FILE --serve --data DIR\n"
         "Plays N game pairs per pairing; both games of a pair use the same dice (colours swapped), and "
         "every\n"
         "pairing gets the same dice in the same round. Results are the same for any T (untimed bots).\n"
         "A bot is ID or ID:movetime=MS:budget=N (e.g. expectimax:movetime=1000); levels 1-9 work as ids.\n"
         "Level 9 also takes :net=FILE, a value network in place of the installed one (two nets head to\n"
         "head: --bot 9:budget=3000:net=new.dcvnet --baseline 9:budget=3000).\n"
         "--tc: Fischer minutes+seconds per side for bots without a move time; --movetime: a fixed budget\n"
         "per decision (--baseline-movetime: the baseline's own); --starts: one DFEN per line, round r "
         "plays\n"
         "line r mod count; --sprt: stop a head-to-head match once the pair-based SPRT accepts a "
         "hypothesis.\n"
         "--out DIR: a match folder (setup.txt, results.tsv, games/) written after every game;\n"
         "--resume DIR: continue it after a stop, kill or crash, with identical results;\n"
         "--shard K/N: play only the game pairs whose number is K mod N (0 <= K < N); combine with merge.\n"
         "--variant one-die: the one-die dialect with its own bots (bots --variant one-die), e.g.\n"
         "minimax:depth=9 or expecti-mcts:iterations=2000; --csv-games/--csv-moves: the study's logs, one\n"
         "row per game and one per decision (columns in docs/one-die.md); --ratings FILE: the standings'\n"
         "Elo of the plain bot levels around 1500 as the app's bot ratings (resources/ratings/).\n"
         "--serve --data DIR: hold the match on the platform server serving DIR (dicechess-cli serve\n"
         "--data DIR; or --server URL --operator-token FILE): an entrant platform:TEAM/NAME is a bot\n"
         "connected to it, our bots are its house bots, every game runs on the server's clock (--tc M+I in\n"
         "whole seconds, Fischer 5+3 by default) and is rated on its ladder. The games of a round share a\n"
         "server seed and client seeds made from the match's seed and the round, so their rolls are equal;\n"
         "the client seeds start with 'match:' to show the dice were not from a random server seed.\n"
         "Progress goes to stderr; the final table (from A's side, or the standings) to stdout.\n"
         "example: dicechess-cli match --bot aggressive --baseline greedy --games 800 --seed 1 --threads 2\n"
         "         ->  score 61.6% +- 2.4% (95% CI)\n"
         "example: dicechess-cli match --bots 7:budget=500,5,3 --format gauntlet --games 10 --seed 1 --out "
         "m1\n"
         "         ->  3    greedy                           20      3.0    15.0% +-15.6    -126 +- 199\n"
         "example: dicechess-cli match --variant one-die --bot expectiminimax --baseline basic --games 50 "
         "--seed 5\n"
         "         ->  score 91.0% +- 5.6% (95% CI)\n",
         runMatch},
        {"merge", "combine the folders of a sharded match into one report",
         "usage: dicechess-cli merge DIR... [--json FILE] [--csv FILE] [--record FILE] [--out DIR]\n"
         "                             [--ratings FILE]\n"
         "Reads match folders written with match --out DIR --shard K/N, refuses folders of different\n"
         "set-ups or the same shard twice, warns about missing shards, and prints the report of all games\n"
         "(identical to the unsharded match once every shard is in). --out writes one merged match folder,\n"
         "--record every game as .dcg. docs/distributed.md shows GNU parallel and Slurm recipes.\n",
         runMerge},
        {"analyse", "whole-game analysis: error marks, accuracy and luck",
         "usage: dicechess-cli analyse FILE.dcg [--game N] [--engine net|monte-carlo] [--depth D]\n"
         "                             [--rollouts R] [--shortlist K] [--max-plies P] [--seed S]\n"
         "                             [--threads T] [--out FILE.dcg] [--plies P (one-die games)]\n"
         "                             [--verify ??|?|?!|all]\n"
         "For every turn: the mover's win % before the roll, after the played turn and after the best\n"
         "turn for that roll, the luck of the roll against the average roll, and a mark ?! ? ?? for\n"
         "losses of 4, 8 and 16 points. --engine net (the default when a value network is installed):\n"
         "every candidate judged by the net, the K best and the played one searched D turns deep\n"
         "(D 2: the opponent's 56 rolls and best replies too); luck is the roll's best by the net minus\n"
         "the mean over all rolls. --engine monte-carlo: R random-playout rollouts of P plies on the K best\n"
         "candidates by the Aggressive evaluation plus the played one, shared seeds. Passes and forced\n"
         "turns are not judged. Then a summary per player. --out writes the game with the verdicts as\n"
         "comments. Defaults: game 1, net, depth 2, 96 rollouts, shortlist 8, 40 plies, seed 1, 1 thread.\n"
         "A one-die game (its Variant tag) is judged by the one-die analysis instead: every move by\n"
         "ExpectiMiniMax --plies P deep (default 3) with level 5's evaluation as win probabilities.\n"
         "--verify ?? (or ? or ?!: that mark and worse): each such mark is checked gnubg-style, the played\n"
         "turn and the best rolled out against each other (net policy, common random numbers, cut after 8\n"
         "plies by the net's value) until their difference is known to a standard error of 1 point or\n"
         "2000 rollouts a turn; a line per verified turn says the rolled-out difference and whether the "
         "mark\n"
         "is confirmed, changed or withdrawn, and --out keeps it in the record "
         "(verified=LOSS,SE,ROLLOUTS).\n"
         "--verify all: every judged turn that is not the best, marked or not (mark '-'): how many real\n"
         "errors the marks miss (scripts/mark-precision sums it over recorded games).\n",
         runAnalyse},
        {"losses", "where a bot loses in recorded games: lengths, capture odds, safest turns",
         "usage: dicechess-cli losses FILE.dcg... --bot ID\n"
         "Replays the games of bot ID (as named in the White/Black tags; 'neural' matches\n"
         "'neural:movetime=100') and reports: its results and lost games by colour and length, the exact\n"
         "chance of the roll that captured its king, and for its turns with a real choice how much\n"
         "king-capture chance they left the opponent against the safest turn of the same roll (its last\n"
         "turn before a capture, and all its turns in lost and in won games).\n"
         "example: dicechess-cli match --bot 9:budget=1000 --baseline aggressive --games 10 --seed 1 "
         "--record "
         "l9.dcg\n"
         "         dicechess-cli losses l9.dcg --bot neural\n"
         "         ->  games 20 of neural: won 17, lost 3 (as White 1, as Black 2), drawn 0\n",
         runLosses},
        {"rating", "the player's rating from .dcg files, game by game, as the app rates it",
         "usage: dicechess-cli rating GAMES.dcg... --player NAME [--bot-ratings FILE] [--json FILE]\n"
         "Rates the games of the files in order as the app's rating does (Game > Rating History): each\n"
         "rated game is one Glicko-2 rating period from 1500 ± 686 (RD 350), against the bot's Elo from\n"
         "the bots' ratings (the installed ones, or --bot-ratings FILE) with a deviation of its 95 %\n"
         "half-width / 1.96. The player is the side named NAME by its WhiteBot/BlackBot tag (the app\n"
         "writes 'human'; its White/Black tag holds the UI language's word) or by its White/Black tag (a\n"
         "match entrant: its bot id). A game is rated when exactly one side is the player and the other a\n"
         "rated bot (a plain id or level), on three dice from the standard start, finished, with at least\n"
         "one completed turn, without hints, tutor warnings or takebacks (its Hints, TutorWarnings and\n"
         "Takebacks tags), and not rated before in the files (the seed and a hash of the moves). A record\n"
         "does not say whether fair play was on, so it is taken as on (the app leaves a game played with\n"
         "fair play off unrated).\n"
         "Prints each game's verdict (rated, not-finished, not-three-dice, not-human-against-bot,\n"
         "unrated-bot, fair-play-off, help-used, non-standard-start, no-completed-turn, already-rated), for\n"
         "a rated game the score, the bot with its rating and the player's rating after it, then the\n"
         "rating as the app shows it. --json FILE: the same with every number (rating, deviation,\n"
         "volatility) in full.\n"
         "example: dicechess-cli match --bot greedy --baseline random --games 1 --seed 1 --record g.dcg\n"
         "         dicechess-cli rating g.dcg --player greedy\n"
         "         ->  rating 1523 ± 644 (Glicko-2, 2 of 2 games rated)\n",
         runRating},
        {"engine", "serve one of our bots over the engine protocol (DCEP 1) on stdin/stdout",
         "usage: dicechess-cli engine [--bot SPEC] [--seed N]\n"
         "Speaks docs/engine-protocol.md as an engine: reads the host's commands on stdin and answers on\n"
         "stdout, serving the bot SPEC: a three-dice id or level, or a one-die agent (minimax:depth=4); by\n"
         "default greedy on three dice and basic on one die. A 'newgame' whose variant SPEC does not play\n"
         "ends the engine with the reason (exit status 2), never a game under the other rules. The search\n"
         "runs beside the input, so 'stop' is answered at once with the best\n"
         "turn so far; progress comes as 'info' lines. Options: Seed (N, 1 by default; a fresh game's\n"
         "decisions equal the in-process bot's with that seed), Bot, DCEP_Cube (answers cube and draw\n"
         "questions). Ends at 'quit' or the end of input.\n"
         "example: dicechess-cli engine-check -- dicechess-cli engine --bot 5\n",
         runEngine},
        {"engine-check", "check that an external engine speaks the engine protocol (DCEP 1)",
         "usage: dicechess-cli engine-check [--timeout SECONDS] [--movetime MS] [--stderr FILE] -- COMMAND\n"
         "       [ARGS...]\n"
         "Starts COMMAND with ARGS (no shell) and plays docs/engine-protocol.md through it: the handshake,\n"
         "isready, newgame, position and go movetime MS (300) on an opening, a middlegame and an ending\n"
         "(answering the legal-turns service when asked), go infinite then stop, the cube question when the\n"
         "engine declares DCEP_Cube, and quit. Prints 'ok' per check and 'FAIL' with the offending line\n"
         "per violation (an info pv that is not a legal turn, a pipe the engine stopped reading); each\n"
         "answer may take --timeout SECONDS (5) beyond its move time. After violations the end of the\n"
         "engine's stderr follows ('err' lines); --stderr FILE keeps all of it (replacing FILE).\n"
         "Exit status 0 only when the engine conforms; 1 when it does not start or breaks the protocol.\n",
         runEngineCheck},
        {"verify-dice", "recompute a platform game's dice from its revealed seeds",
         "usage: dicechess-cli verify-dice FILE...\n"
         "Reads each FILE as a game history of the Dice Chess platform (GET /games/ID/history, JSON) or\n"
         "as .dcg records saved from the platform (by serve or bot: the tags DiceCommit, ServerSeed,\n"
         "ClientSeedWhite, ClientSeedBlack) and checks the provably fair dice (docs/platform-wire.md §8):\n"
         "the revealed server seed's SHA-256 must be the commit published when the game began, and every\n"
         "recorded roll must be the one HMAC-SHA256 of that seed gives over both client seeds and the\n"
         "roll's number (a .dcg keeps a roll's dice, not their order, so they are compared as a set).\n"
         "Prints 'fair' per game, or 'NOT FAIR' with each turn whose dice differ. Exit status 0 only when\n"
         "every game is fair; 1 when one is not; 2 when a file cannot be read or is not a platform game\n"
         "(the field or tag is named).\n"
         "In the source tree, tests/data/platform/history-fair.json is a fair game of 6 rolls and\n"
         "history-tampered.json the same game with one die changed.\n",
         runVerifyDice},
        {"import", "platform game histories as .dcg records, their dice verified",
         "usage: dicechess-cli import FILE.json... --out DIR\n"
         "Reads each FILE as a finished game of the Dice Chess platform (GET /games/ID/history, JSON) and\n"
         "writes it to DIR/GAMEID.dcg: every turn replayed by the platform's turn rule (RULES.md §4b; the\n"
         "record's Rules tag says so) and required to give the history's fenAfter exactly, a turn cut\n"
         "short by a resignation or a flag fall kept as the unfinished last turn (its roll recomputed from\n"
         "the seeds), the players, time control, result and termination as tags, and the fairness values\n"
         "(GameId, DiceCommit, ServerSeed, ClientSeedWhite, ClientSeedBlack) kept, so verify-dice and the\n"
         "app check the dice again. Prints one line per file: the record written with its dice verdict, or\n"
         "'refused' with the turn and field that do not replay. Exit status 0 when every file is imported\n"
         "with fair dice; 1 when a game's dice are not its seeds'; 2 when a file is refused.\n"
         "In the source tree, tests/data/platform/import-special.json is a game that castles, takes en\n"
         "passant, promotes, passes and ends in a king capture.\n",
         runImport},
        {"bot", "one of our bots, or a DCEP engine, playing on a Dice Chess platform server",
         "usage: dicechess-cli bot --server URL (--token-file FILE | --token TOKEN | --anonymous NAME)\n"
         "       [--bot ID | --engine NAME] [--out DIR] [--poll SECONDS]\n"
         "       [--challenge TEAM/NAME [--games N] [--sprt ELO0,ELO1,ALPHA,BETA]] [--games N]\n"
         "       [--tc MIN+INC|unlimited] [--accept PATTERN,...|none] [--accept-tc KIND,...] [--ladder]\n"
         "       [--max-games N] [--seeks N] [--ca-file PEM] [--config FILE]\n"
         "       [--webhook --listen HOST:PORT --secret-file FILE [--register-webhook URL]]\n"
         "Connects to a server that speaks the platform's Bot API (dicechess-cli serve, or the public\n"
         "platform over https://, its certificate verified against the system's store and --ca-file's\n"
         "certificates) and plays there as the bot the token names (the token from\n"
         "--token-file's first line, else DICECHESS_TOKEN, else --token; --anonymous NAME mints an\n"
         "anonymous identity, which plays unrated games only). The token is never printed.\n"
         "--bot ID (default 5) thinks with one of our bots (`dicechess-cli bots`); --engine NAME with an\n"
         "engine of the engines file over DCEP. Each roll for our seat is answered inside the server's\n"
         "clock; the turn is checked against the server's legal-move tree, and a brain that crashes,\n"
         "hangs or chooses a turn not in the tree is replaced for that decision by a legal turn of the\n"
         "tree (logged) and restarted for the next: a game is never lost to our own fault.\n"
         "Streams (the default): the account stream and a game stream per live game; a roll for our seat\n"
         "is played from its DiceRolled at once, and the bot also looks over its games (GET /bot/games)\n"
         "every 5 s and after every reconnect, so a restarted bot finds its games and plays on.\n"
         "--poll SECONDS polls only, for hosts that cannot hold a connection open. --webhook: the server\n"
         "POSTs each turn to --listen HOST:PORT, signed with the secret in --secret-file; a delivery\n"
         "whose signature, timestamp (within 300 s) or secret is wrong is answered 401 and nothing is\n"
         "played. --register-webhook URL first registers URL as the bot's webhook (answering the\n"
         "server's handshake on --listen) and writes the minted secret to --secret-file (mode 0600);\n"
         "without --webhook it then exits. In webhook mode the bot still polls every 2 s (or --poll) for\n"
         "challenges, finished games and a turn whose delivery never came (played through REST).\n"
         "Incoming challenges are accepted when the challenger matches --accept (TEAM/NAME, TEAM/* or *;\n"
         "default *; none declines all) and the time control is one of --accept-tc (unlimited,\n"
         "suddendeath, fischer, permove; default all); the others are declined. --challenge TEAM/NAME\n"
         "plays a series of --games N (default 1) against that bot at --tc (default 5+3, Fischer 300+3:\n"
         "the ladder's control), one game at a time, then prints the score and Elo and exits; --sprt\n"
         "stops it early at the SPRT's verdict on pairs of consecutive games (the platform seats the\n"
         "challenger White, so there is no colour swap). --ladder\n"
         "joins the server's rating ladder (registered bots) and leaves it on SIGINT/SIGTERM; with\n"
         "--games N (and no --challenge) the bot stops after N games.\n"
         "--max-games N (1-32) declares how many games the bot plays at once (POST /bot/capacity,\n"
         "registered bots); beyond it the server refuses an accept as busy and the challenge waits.\n"
         "--seeks N (1-3) keeps N seeks at --tc open in the lobby while the bot has room for a game\n"
         "(each polled to stay alive, a taken one replaced, all withdrawn when the bot stops).\n"
         "Every game gets a client seed of ours (the fairness entropy). At each game's end its history\n"
         "is read, its dice recomputed from the revealed seeds (a mismatch is reported loudly and makes\n"
         "the exit status 1). With --out DIR each game is written to DIR/ID.dcg after every turn while it\n"
         "is played, and whole at its end with the fairness values as tags (verify-dice FILE checks it\n"
         "again; the app opens it).\n"
         "--config FILE: a JSON object whose keys are these long options ({\"bot\": \"9\", \"ladder\": "
         "true,\n"
         "\"accept\": [\"house/*\"], \"accept-tc\": [\"fischer\"]}); an option on the command line wins\n"
         "(docs/examples/bot-config.json).\n"
         "Exit status 0 when every game's dice were fair; 1 when one was not; 2 on bad arguments, an\n"
         "unreachable server or a token it does not accept.\n"
         "Level 9 on the server of `dicechess-cli serve`, unrated: dicechess-cli bot --server\n"
         "http://127.0.0.1:8080 --anonymous level9 --bot 9 (README, \"Play on the platform\").\n",
         runBot},
        {"serve", "the Dice Chess platform's server on this machine (its Bot API, wire for wire)",
         "usage: dicechess-cli serve [--listen HOST:PORT] [--data DIR] [--house SPEC,...] [--ladder]\n"
         "       [--ladder-interval SECONDS] [--ladder-games N] [--webhooks] [--webhook-cap SECONDS]\n"
         "       [--webhook-any-host] [--anon-limit N] [--register-limit N] [--webhook-limit N]\n"
         "       [--house-threads N] [--body-limit BYTES] [--tokens FILE]\n"
         "Serves the public Dice Chess platform's Bot API (docs/platform-wire.md): anonymous and registered\n"
         "bots, challenges, seeks, GET /bot/games, the game and account ndjson streams, moves with their\n"
         "verdict, provably fair dice (commit at creation, seeds revealed at the end), the four time\n"
         "controls on the server's clock, /games, /games/ID/moves, /games/ID/history, /leaderboard and\n"
         "/bots/TEAM/NAME, so a bot written for the platform plays here unchanged. Our levels are house\n"
         "bots, house/<bot id> (all of them unless --house names some; engine:NAME makes an engine of the\n"
         "engines file one); they accept challenges at once. --ladder pairs the bots on the ladder every\n"
         "--ladder-interval SECONDS (60) at Fischer 300+3, at most --ladder-games (8) at once, and rates\n"
         "every ladder game with Glicko-2; the house bots start at their shipped ratings. --webhooks\n"
         "enables webhook bots (signed deliveries, each bounded by --webhook-cap SECONDS, 120), calling\n"
         "only addresses on this machine unless --webhook-any-host. The limits per client address and hour\n"
         "(30 mints, 5 registrations, 5 webhook registrations; 0 for none) and the request body limit\n"
         "(1 MiB; larger bodies get 413) can be changed. State is kept in DIR/platform.sqlite (a folder in\n"
         "the temporary directory without --data): tokens, ratings, live games (they continue after a\n"
         "restart, even after kill -9) and every finished game, also written as DIR/games/ID.dcg with its\n"
         "fairness values. Prints 'listening on http://HOST:PORT' first (--listen 127.0.0.1:0 picks a free\n"
         "port; 127.0.0.1:8080 by default) and stops on SIGINT or SIGTERM. --tokens FILE (else the\n"
         "PLAY_BOT_TOKENS variable) gives bots fixed tokens: team|name|token entries, one per line or\n"
         "comma-separated, as the platform's static roster.\n",
         runServe},
        {"heatmap", "the 56 rolls of a position: probability, best score, king captures",
         "usage: dicechess-cli heatmap DFEN\n"
         "For each roll: ROLL WEIGHT/216 BEST (Aggressive score of the best turn, 'win' or 'pass') "
         "KINGCAPTURE TURN.\n",
         runHeatmap},
        {"search", "level-7 expectimax search of a rolled position",
         "usage: dicechess-cli search DFEN [--depth D] [--time-ms MS] [--threads T] [--plain] [--roots]\n"
         "       dicechess-cli search --suite N [--pieces K] [--seed S] --depth D\n"
         "Expectimax over turns (decision nodes: distinct final positions; chance nodes: the 56 rolls) with\n"
         "alpha-beta, Star1/Star2 pruning and a transposition table; --plain turns every refinement off.\n"
         "Iterative deepening to depth D, or until MS milliseconds pass. Prints the best turn, the mover's\n"
         "win probability, the depth completed, nodes and speed; --roots lists every candidate's value.\n"
         "This is the exact search; level 7 in play also weighs only the 6 best replies at the last turn.\n"
         "--suite: N generated positions with K extra pieces, pruned against plain search at depth D.\n",
         runSearch},
        {"fit-eval", "fit the level-7 win model on recorded games",
         "usage: dicechess-cli fit-eval FILE.dcg... [--iterations N]\n"
         "Every turn start of the finished games (both kings on the board) is a sample: the win model's\n"
         "features for the side to move and the game's result for it. Maximum likelihood by Fisher\n"
         "scoring from the current weights; prints the log-loss before and after and the new table.\n"
         "Record games with: dicechess-cli match ... --record FILE.dcg\n",
         runFitEval},
        {"train", "train the value network by self-play (TD(lambda))",
         "usage: dicechess-cli train --out DIR [--generations N] [--games G] [--epochs E] [--lambda L]\n"
         "                           [--lr R] [--batch B] [--explore X] [--max-turns T] [--seed S] "
         "[--threads T]\n"
         "                           [--prologue-share P] [--prologue-turns N] [--opponent-share P]\n"
         "                           [--opponent BOT]\n"
         "       dicechess-cli train --resume DIR [--generations N] [--threads T] [same options]\n"
         "Each generation plays G self-play games with the current net's fast policy (every final position "
         "of\n"
         "the roll judged by the net, the best played; with chance X one of the three best), computes "
         "TD(lambda)\n"
         "targets from each game's result, then trains E epochs of Adam (rate R, minibatches of B). DIR "
         "holds\n"
         "checkpoint.bin (resume), net.dcvnet (the latest net, for --eval-file) and log.tsv (one line per\n"
         "generation); both files are replaced atomically after every generation, so a stopped run loses at\n"
         "most the generation in progress. Results depend on the seed and options only, not on T.\n"
         "With chance P (--prologue-share) a game opens with 0..N turns played by two fast bots (levels\n"
         "1-5, drawn per game) before the net takes both sides, so it also learns positions its own play\n"
         "rarely reaches. With chance P (--opponent-share) a game pits the net against the fast bot BOT\n"
         "(--opponent, levels 1-5, default aggressive) on one colour: only the net's turns are learnt, and\n"
         "each generation reports the net's score in those games.\n"
         "Defaults: 1 generation, 2000 games, 2 epochs, lambda 0.7, lr 0.001, batch 256, explore 0.05,\n"
         "600 turns, prologue share 0 of up to 12 turns, opponent share 0, seed 1, 1 thread.\n"
         "Progress goes to stderr; the net's path to stdout.\n"
         "example: dicechess-cli train --out run1 --generations 2 --games 50 --threads 2\n"
         "         ->  run1/net.dcvnet\n",
         runTrain},
        {"distill", "teach the value network the value of its own one-turn search",
         "usage: dicechess-cli distill --from CHECKPOINT --out DIR [--positions N] [--turns D] [--epochs E]\n"
         "                             [--lr R] [--prologue-share P] [--seed S] [--threads T]\n"
         "       dicechess-cli distill --from CHECKPOINT --out DIR --labels LABELS-DIR[,DIR...]\n"
         "                             [--rollout-weight W] [--value-weighting] [--mirror] [--epochs E]\n"
         "                             [--lr R] [--seed S] [--threads T]\n"
         "Samples N positions from self-play of the checkpoint's net (a share P of the games open with\n"
         "fast bots' turns), labels each with the net's own D-turn search (the 56 rolls and the best turn\n"
         "of each: a value that sees the opponent's immediate captures), then trains E epochs of Adam at\n"
         "rate R on those labels, starting from the checkpoint; one position in 20 is held out and its\n"
         "error reported. DIR keeps positions.dfen, labels.tsv (a line per position), checkpoint.bin,\n"
         "net.dcvnet and log.tsv: run the same command again to resume. A format-1 checkpoint (no threat\n"
         "inputs) starts with zero threat weights. Defaults: N 100000, D 1, E 4, R 0.0003, P 0.3, seed 1,\n"
         "1 thread. Progress goes to stderr; the net's path to stdout.\n"
         "--labels: train on the kept positions of a rollout-labelled set (dicechess-cli label, merged into\n"
         "LABELS-DIR/labels.tsv) instead, each with the target W x rollout + (1 - W) x one-turn search\n"
         "(default W 1); --value-weighting weights each position's loss by (1 - a)^2, a the roll's king-\n"
         "capture chance, so the loss follows the error in the value a + (1 - a) x sigma(z); --mirror\n"
         "also trains each position without castling rights with its files mirrored (the same game).\n"
         "A checkpoint of a narrower net is widened to this build's widths (DICECHESS_NET_* in CMake).\n"
         "--labels A,B trains on several sets together (a second round of labels beside the first).\n"
         "The shipped net (resources/nets/default.dcvnet, docs/strength.md) is training/distill2: --from\n"
         "training/distill1/checkpoint.bin --labels training/labels1 --mirror --epochs 20.\n"
         "example: dicechess-cli train --out run1 --games 20\n"
         "         dicechess-cli distill --from run1/checkpoint.bin --out d1 --positions 100 --epochs 1\n"
         "         ->  d1/net.dcvnet\n",
         runDistill},
        {"label", "the rollout-labelled training set: sample positions, label them in shards, merge",
         "usage: dicechess-cli label positions --out DIR [--candidates N] [--rollouts R] [--max-plies P]\n"
         "                                   [--keep-base B] [--keep-per-point K] [--seed S] [--threads T]\n"
         "       dicechess-cli label run DIR [--shard K/N] [--threads T]\n"
         "       dicechess-cli label merge DIR... --out FILE\n"
         "positions: N positions before the roll from games of the value network's fast policy (three in\n"
         "four) and of levels 5-9 on work budgets (one in four), into DIR/positions.dfen with "
         "DIR/setup.txt;\n"
         "a stopped sampling resumes with the same command.\n"
         "run: each position's value by the net and by its one-turn search; it is kept with chance\n"
         "B + K x |difference in win-% points| (at most 1), and a kept one is labelled by R rollouts of the\n"
         "net's policy cut after P plies (one dice stream a position, seeded by the seed and the position's\n"
         "number), with their standard error. A line per position goes to DIR/labels-K-of-N.tsv as it is\n"
         "done: shard K of N takes the positions whose number is K mod N; run the same command again to\n"
         "resume. Shards run anywhere (docs/distributed.md); merge joins them into the file one unsharded\n"
         "run writes. Results do not depend on T. Defaults: N 280000, R 64, P 8, B 0.5, K 0.1, seed 1.\n"
         "example: dicechess-cli label positions --out l1 --candidates 100\n"
         "         dicechess-cli label run l1 --shard 0/2\n"
         "         dicechess-cli label run l1 --shard 1/2\n"
         "         dicechess-cli label merge l1 --out labels.tsv\n",
         runLabel},
        {"benchdb", "the evaluation benchmark: build it (resumable), score evaluators on it",
         "usage: dicechess-cli benchdb build --out FILE [--count N] [--seed S] [--target-error E]\n"
         "                                  [--max-rollouts R] [--bots A,B,...] [--threads T]\n"
         "       dicechess-cli benchdb score FILE [--rollouts R] [--truncated-plies P [--truncated-rollouts "
         "N]]\n"
         "                                        [--judge-value] [--threads T]\n"
         "       dicechess-cli benchdb decisions FILE [--positions N] [--rollouts R] [--seed S]\n"
         "             [--reference-error E] [--reference-rollouts M] [--out RESULTS] [--threads T]\n"
         "build: N positions before the roll (a third each of openings, middlegames and sparse endings) "
         "from\n"
         "games between bots of levels 1-5 and 7-9, each labelled with rollouts by the value network's fast "
         "policy\n"
         "to the end of the game (exact king-capture odds credited every ply) until the standard error is\n"
         "at most E. The sample is saved to FILE.sample first and lines are appended as they are labelled;\n"
         "run the same command again to resume.\n"
         "score: the mean absolute error against the labels of the net alone, the fitted win model of\n"
         "level 7, R random-playout rollouts (0: left out) and, with P, N net-policy rollouts truncated "
         "after\n"
         "P plies by the net's value, and with --judge-value the judge's value (the net with a one-turn\n"
         "search, as the eval bar shows it); by phase, by whether the enemy's next roll could capture the "
         "king\n"
         "(chance above 5 %: 'threat') and with the mean signed error ('bias'). Defaults: 2000 positions,\n"
         "seed 1, E 0.02, R 5000 (build) / 256 (score), N 64, 1 thread.\n"
         "decisions: rolls N positions of FILE (in a seeded random order) and reports the win\n"
         "probability each judge loses per decision against the best of a shortlist of turns, each rolled\n"
         "out by the net's fast policy to a standard error of E (at most M rollouts). The judges: the net\n"
         "and the fitted model at 0-ply, the Monte-Carlo analysis with R random rollouts a turn, the net\n"
         "with a 2-turn search. Results go line by line to RESULTS (default FILE.decisions): a stopped run\n"
         "resumes, and a later run with a larger N continues it. Defaults: N 200, R 256, E 0.02, M 1000,\n"
         "seed 1.\n"
         "       dicechess-cli benchdb references FILE [--positions N] [--target-error E] [--max-rollouts "
         "M]\n"
         "             [--seed S] [--out REFS] [--threads T]\n"
         "       dicechess-cli benchdb judge REFS --judge SPEC[,SPEC...] [--threads T]\n"
         "references: the grown decision benchmark. The same decisions as 'decisions' (its N first), each\n"
         "with a shortlist (Analyse Game's best 4, the net's best 6 and the fitted model's best 3 at 0-ply,\n"
         "the Monte-Carlo analysis's choice) rolled out against each other: net policy, common dice, cut\n"
         "after 8 plies by the net's value, until every difference to the first has a standard error of E\n"
         "(at most M rollouts a turn). Every turn's value is kept in REFS (default FILE.references), line\n"
         "by line; the same command resumes. Defaults: N 600, E 0.01, M 2000, seed 1.\n"
         "judge: each judge's loss a decision against the references' best (95 % interval), the share of\n"
         "best turns and the loss on decisions where the enemy threatened the king (> 5 %) and the rest. A\n"
         "SPEC is net[=FILE] or model (0-ply), analysis[=FILE][:depth=D][:shortlist=K] (Analyse Game: D 2,\n"
         "K 8 by default), monte-carlo, or\n"
         "bot=ENTRANT as in match (bot=9:movetime=100, bot=9:budget=3000:net=FILE). A turn outside the\n"
         "shortlist is rolled out with the decision's own dice and rollout count. With several judges,\n"
         "each one's difference to the first is also given paired (the same decisions: a far tighter\n"
         "interval).\n"
         "example: dicechess-cli benchdb build --out db.tsv --count 3 --max-rollouts 16\n"
         "         dicechess-cli benchdb references db.tsv --positions 1 --target-error 0.05 "
         "--max-rollouts 64\n"
         "         dicechess-cli benchdb judge db.tsv.references --judge net,model\n"
         "         ->  decisions 1 with a choice\n",
         runBenchDb},
        {"bench", "fixed benchmark with a deterministic node signature",
         "usage: dicechess-cli bench [--repeat-scale X]\n"
         "Times legal-move listing, distinct-final enumeration, king-capture probability and perft on fixed\n"
         "positions. The last line, 'Nodes searched', is a deterministic signature of engine behaviour.\n",
         runBench},
    };
    return list;
}

namespace {

void printUsage(std::ostream& out) {
    out << "usage: dicechess-cli COMMAND [ARGS...]\n\nCommands:\n";
    std::size_t width = 0;
    for (const Command& c : commands()) width = std::max(width, std::strlen(c.name));
    for (const Command& c : commands())
        out << "  " << c.name << std::string(width + 2 - std::strlen(c.name), ' ') << c.summary << '\n';
    out << "\nRun 'dicechess-cli COMMAND --help' for the arguments of one command.\n"
           "Every command takes --eval-file FILE: the value network to use instead of the shipped one.\n"
           "A DFEN is one argument: quote it, e.g. \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 "
           "1 PNB\".\n";
}

}  // namespace
}  // namespace dicechess::cli

int main(int argc, char** argv) {
    using namespace dicechess::cli;
    if (argc < 2) {
        printUsage(std::cerr);
        return 2;
    }
    const std::string name = argv[1];
    if (name == "--man") {
        printManPage(std::cout, DICECHESS_VERSION);
        return 0;
    }
    if (name == "--version") {
        std::cout << "dicechess-cli " << DICECHESS_VERSION << '\n';
        return 0;
    }
    if (name == "--help" || name == "-h" || name == "help") {
        if (argc > 2) {
            for (const Command& c : commands())
                if (c.name == std::string(argv[2])) {
                    std::cout << c.help;
                    return 0;
                }
        }
        printUsage(std::cout);
        return 0;
    }
    for (const Command& c : commands()) {
        if (c.name != name) continue;
        CommandArgs args(argv + 2, argv + argc);
        // --eval-file PATH is global: the value network every command uses (level 9, analysis).
        std::optional<std::string> evalFile;
        for (std::size_t i = 0; i < args.size(); ++i) {
            if (args[i] == "--eval-file" && i + 1 < args.size()) {
                evalFile = args[i + 1];
                args.erase(args.begin() + static_cast<std::ptrdiff_t>(i),
                           args.begin() + static_cast<std::ptrdiff_t>(i) + 2);
                break;
            }
            if (args[i].rfind("--eval-file=", 0) == 0) {
                evalFile = args[i].substr(12);
                args.erase(args.begin() + static_cast<std::ptrdiff_t>(i));
                break;
            }
        }
        const dicechess::NetInstallation net = dicechess::installValueNet(evalFile);
        if (!net.error.empty()) {
            std::cerr << "dicechess-cli " << name << ": --eval-file " << net.error << '\n';
            return 2;
        }
        const bool usesNet =
            name == "match" || name == "best" || name == "search" || name == "analyse" || name == "eval";
        if (!net.warning.empty() && usesNet)
            std::cerr << "dicechess-cli " << name << ": warning: " << net.warning << '\n';
        dicechess::installOpeningBook([usesNet, name](const std::string& problem) {
            if (usesNet) std::cerr << "dicechess-cli " << name << ": warning: " << problem << '\n';
        });
        for (const auto& arg : args)
            if (arg == "--help" || arg == "-h") {
                std::cout << c.help;
                return 0;
            }
        installEnginesFile();  // engine:NAME specs (a match with a folder logs their stderr there)
        try {
            return c.run(args);
        } catch (const UsageError& e) {
            std::cerr << "dicechess-cli " << name << ": " << e.what() << '\n';
        } catch (const std::exception& e) {
            std::cerr << "dicechess-cli " << name << ": internal error: " << e.what() << '\n';
        }
        return 2;
    }
    std::cerr << "dicechess-cli: unknown command '" << name << "'\n";
    printUsage(std::cerr);
    return 2;
}
