#pragma once

#include <cstdint>
#include <functional>
#include <stop_token>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "dicechess/eval/value_net.h"
#include "dicechess/rules/position.h"

#include "dicechess/core/result.h"

namespace dicechess {

// The evaluation benchmark (gnubg-style, docs/strength.md): positions before the roll from games of
// several levels, each with a reference win probability for the side to move from long rollouts played
// by the value network's fast policy. One line per position:
//   DFEN <tab> p <tab> standard error <tab> rollouts <tab> phase <tab> source
// p and the error are for the side to move; phase is opening, middlegame or sparse; source names the
// game (bots and seed). Lines starting with # are comments.
struct BenchmarkPosition {
    Position preRoll;
    double moverWins = 0.5;
    double standardError = 0;
    int rollouts = 0;
    std::string phase;
    std::string source;
};

std::string benchmarkLine(const BenchmarkPosition& p);
// Every line checked: errors say "line N: " and what is wrong.
Result<std::vector<BenchmarkPosition>> parseBenchmarkDb(std::string_view text);

// opening (28 or more pieces), middlegame (14–27) or sparse (fewer).
const char* gamePhase(const Position& pos);

// The bots whose games give the positions by default: levels 1–5 and 7–9 (the deep ones on small node
// budgets, so sampling is quick).
std::vector<std::string> defaultBenchmarkBots();

// `count` positions before the roll, a third of each phase, from games between bots drawn from `bots`,
// played on `threads` threads; deterministic for the seed whatever the thread count. A game gives at most
// one position of the opening and of the middlegame and up to six of the sparse phase, which few games
// reach. Positions with a king capture certain or impossible to avoid are kept: they are part of play.
// `progress` gets the number sampled so far; a stop returns an empty sample.
std::vector<BenchmarkPosition> sampleBenchmarkPositions(
    int count, std::uint64_t seed, const std::vector<std::string>& bots = defaultBenchmarkBots(),
    int threads = 1, const std::function<void(int sampled)>& progress = {}, std::stop_token stop = {});

// The sample saved before labelling (so a resumed build does not play its games again): a header line
// naming the settings, then DFEN <tab> phase <tab> source. Parsing refuses another header.
std::string sampleHeader(int count, std::uint64_t seed, const std::vector<std::string>& bots);
std::string sampleFileText(const std::vector<BenchmarkPosition>& sample, std::string_view header);
Result<std::vector<BenchmarkPosition>> parseSampleFile(std::string_view text, std::string_view header);

// Labels a position with rollouts by the net's fast policy (to the end of the game, the exact KCP of every
// ply credited: a Rao-Blackwellised estimate) until the standard error is at most `targetError` or
// `maxRollouts` are played.
void labelBenchmarkPosition(BenchmarkPosition& p, const ValueNet& policy, double targetError, int maxRollouts,
                            std::uint64_t seed, std::stop_token stop = {});

}  // namespace dicechess
