#include "dicechess/training/benchmark_db.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdio>
#include <functional>
#include <memory>
#include <sstream>

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/rules/game.h"
#include "dicechess/search/equity.h"

namespace dicechess {
namespace {

constexpr std::array<const char*, 3> Phases = {"opening", "middlegame", "sparse"};
constexpr std::uint64_t SampleNodeBudget = 1500;
constexpr int SampleTurnCap = 300;

std::vector<std::string> splitTabs(std::string_view line) {
    std::vector<std::string> fields;
    std::size_t start = 0;
    while (true) {
        const std::size_t tab = line.find('\t', start);
        fields.emplace_back(
            line.substr(start, tab == std::string_view::npos ? std::string_view::npos : tab - start));
        if (tab == std::string_view::npos) return fields;
        start = tab + 1;
    }
}

std::optional<double> parseReal(const std::string& text) {
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

int phaseIndex(const Position& pos) {
    const int pieces = popCount(pos.occupied());
    return pieces >= 28 ? 0 : pieces >= 14 ? 1 : 2;
}

}  // namespace

std::vector<std::string> defaultBenchmarkBots() {
    return {"random",     "checkmate-aware", "greedy", "cautious-greedy",
            "aggressive", "expectimax",      "mcts",   "neural"};
}

const char* gamePhase(const Position& pos) {
    return Phases[static_cast<std::size_t>(phaseIndex(pos))];
}

std::string benchmarkLine(const BenchmarkPosition& p) {
    char numbers[96];
    std::snprintf(numbers, sizeof numbers, "%.5f\t%.5f\t%d", p.moverWins, p.standardError, p.rollouts);
    return toDfen(p.preRoll) + '\t' + numbers + '\t' + p.phase + '\t' + p.source;
}

Result<std::vector<BenchmarkPosition>> parseBenchmarkDb(std::string_view text) {
    std::vector<BenchmarkPosition> positions;
    std::istringstream lines{std::string(text)};
    std::string line;
    int number = 0;
    while (std::getline(lines, line)) {
        ++number;
        if (line.empty() || line.front() == '#') continue;
        const std::string at = "line " + std::to_string(number) + ": ";
        const std::vector<std::string> fields = splitTabs(line);
        if (fields.size() != 6)
            return at + "expected 6 tab-separated fields (DFEN, p, error, rollouts, phase, source), got " +
                   std::to_string(fields.size());
        auto parsed = parseDfen(fields[0]);
        if (auto* error = std::get_if<DfenError>(&parsed)) return at + error->message();
        BenchmarkPosition p;
        p.preRoll = std::get<Position>(parsed);
        if (!p.preRoll.dice().empty()) return at + "the position must be before its roll (no dice field)";
        const auto wins = parseReal(fields[1]);
        const auto error = parseReal(fields[2]);
        const auto rollouts = parseReal(fields[3]);
        if (!wins || *wins < 0 || *wins > 1) return at + "p must be a probability, got '" + fields[1] + "'";
        if (!error || *error < 0 || *error > 0.5)
            return at + "the standard error must be in [0, 0.5], got '" + fields[2] + "'";
        if (!rollouts || *rollouts < 1 || *rollouts != static_cast<int>(*rollouts))
            return at + "rollouts must be a positive whole number, got '" + fields[3] + "'";
        if (fields[4] != gamePhase(p.preRoll))
            return at + "phase '" + fields[4] + "' does not fit the position (" + gamePhase(p.preRoll) + ")";
        p.moverWins = *wins;
        p.standardError = *error;
        p.rollouts = static_cast<int>(*rollouts);
        p.phase = fields[4];
        p.source = fields[5];
        positions.push_back(std::move(p));
    }
    return positions;
}

namespace {

// One sampling game and the positions it offers, by phase; depends on (seed, game) only.
struct SampledGame {
    std::array<std::vector<Position>, 3> seen;
    std::string source;
    Rng pick{0};  // draws the game's two bots, then chooses among `seen` once the game is consumed
};

SampledGame playSamplingGame(std::uint64_t seed, std::uint64_t g, const std::vector<std::string>& botIds) {
    SampledGame sampled;
    sampled.pick = Rng(deriveSeed(seed, 0x5A3F, g));
    const std::array<std::string, 2> ids = {botIds[sampled.pick.below(botIds.size())],
                                            botIds[sampled.pick.below(botIds.size())]};
    sampled.source = ids[0] + "-" + ids[1] + " game " + std::to_string(g) + " seed " + std::to_string(seed);
    std::array<std::unique_ptr<Bot>, 2> bots = {createBot(ids[0]), createBot(ids[1])};
    Rng dice(deriveSeed(seed, 0xB3DB, g));
    std::array<Rng, 2> botRng = {Rng(deriveSeed(seed, g, 1)), Rng(deriveSeed(seed, g, 2))};
    Game game(Position::startPosition(), SampleTurnCap);
    while (!game.isOver()) {
        const Position preRoll = game.position();
        if (preRoll.hasKing(Color::White) && preRoll.hasKing(Color::Black))
            sampled.seen[static_cast<std::size_t>(phaseIndex(preRoll))].push_back(preRoll);
        game.roll(dice.rollDice());
        if (game.awaitingRoll() || game.isOver()) continue;  // a pass
        const auto side = static_cast<std::size_t>(index(game.position().sideToMove()));
        BotRequest request;
        request.position = game.position();
        request.rng = &botRng[side];
        request.withCandidates = false;
        request.workBudget = SampleNodeBudget;
        for (Move m : bots[side]->chooseTurn(request).turn) game.playMicroMove(m);
    }
    return sampled;
}

// Adds the game's positions to the sample while their phase's quota lasts. Few games reach the sparse
// phase (most end with a king capture before), so one that does gives up to six positions there.
void takePositions(SampledGame& game, std::array<int, 3>& quota, std::vector<BenchmarkPosition>& sample) {
    constexpr std::array<std::size_t, 3> PerGame = {1, 1, 6};
    for (std::size_t phase = 0; phase < 3; ++phase) {
        std::vector<Position>& seen = game.seen[phase];
        for (std::size_t k = 0; k < PerGame[phase] && quota[phase] > 0 && !seen.empty(); ++k) {
            const std::size_t chosen = game.pick.below(seen.size());
            BenchmarkPosition p;
            p.preRoll = seen[chosen];
            p.phase = Phases[phase];
            p.source = game.source;
            sample.push_back(std::move(p));
            --quota[phase];
            seen.erase(seen.begin() + static_cast<std::ptrdiff_t>(chosen));
        }
    }
}

}  // namespace

std::vector<BenchmarkPosition> sampleBenchmarkPositions(int count, std::uint64_t seed,
                                                        const std::vector<std::string>& botIds, int threads,
                                                        const std::function<void(int sampled)>& progress,
                                                        std::stop_token stop) {
    std::array<int, 3> quota = {count / 3, count - 2 * (count / 3), count / 3};
    std::vector<BenchmarkPosition> sample;
    constexpr std::uint64_t GameCap = 1'000'000;
    const auto batch = static_cast<std::uint64_t>(8 * std::max(1, threads));
    std::vector<SampledGame> games;
    for (std::uint64_t first = 0; static_cast<int>(sample.size()) < count && first < GameCap;
         first += batch) {
        // Games are played in parallel but consumed in order, so the sample does not depend on `threads`.
        games.resize(static_cast<std::size_t>(std::min(batch, GameCap - first)));
        parallelFor(
            games.size(), threads,
            [&](std::size_t i) { games[i] = playSamplingGame(seed, first + i, botIds); }, stop);
        if (stop.stop_requested()) return {};
        for (SampledGame& game : games) takePositions(game, quota, sample);
        if (progress)
            progress(static_cast<int>(std::min<std::size_t>(sample.size(), static_cast<std::size_t>(count))));
    }
    return sample;
}

std::string sampleHeader(int count, std::uint64_t seed, const std::vector<std::string>& bots) {
    std::string botList;
    for (const std::string& id : bots) botList += (botList.empty() ? "" : ",") + id;
    return "sample count " + std::to_string(count) + " seed " + std::to_string(seed) + " bots " + botList;
}

std::string sampleFileText(const std::vector<BenchmarkPosition>& sample, std::string_view header) {
    std::string text = "# " + std::string(header) + "\n";
    for (const BenchmarkPosition& p : sample)
        text += toDfen(p.preRoll) + '\t' + p.phase + '\t' + p.source + '\n';
    return text;
}

Result<std::vector<BenchmarkPosition>> parseSampleFile(std::string_view text, std::string_view header) {
    std::vector<BenchmarkPosition> sample;
    std::istringstream lines{std::string(text)};
    std::string line;
    if (!std::getline(lines, line) || line != "# " + std::string(header))
        return std::string("line 1: the sample was drawn with other settings (expected '# ") +
               std::string(header) + "')";
    for (int number = 2; std::getline(lines, line); ++number) {
        const std::string at = "line " + std::to_string(number) + ": ";
        const std::vector<std::string> fields = splitTabs(line);
        if (fields.size() != 3) return at + "expected 3 tab-separated fields (DFEN, phase, source)";
        auto parsed = parseDfen(fields[0]);
        if (auto* error = std::get_if<DfenError>(&parsed)) return at + error->message();
        BenchmarkPosition p;
        p.preRoll = std::get<Position>(parsed);
        if (!p.preRoll.dice().empty()) return at + "the position must be before its roll (no dice field)";
        if (fields[1] != gamePhase(p.preRoll))
            return at + "phase '" + fields[1] + "' does not fit the position (" + gamePhase(p.preRoll) + ")";
        p.phase = fields[1];
        p.source = fields[2];
        sample.push_back(std::move(p));
    }
    return sample;
}

void labelBenchmarkPosition(BenchmarkPosition& p, const ValueNet& policy, double targetError, int maxRollouts,
                            std::uint64_t seed, std::stop_token stop) {
    EquityOptions options;
    options.policyNet = &policy;
    options.rollouts = maxRollouts;
    options.maxPlies = 1000;
    options.targetError = targetError;
    options.minRollouts = std::min(64, maxRollouts);
    options.stop = std::move(stop);
    Rng rng(deriveSeed(seed, p.preRoll.key()));
    const Equity e = estimateEquity(p.preRoll, options, rng);
    // As the net is trained: a draw (the 100-micro-move rule) counts half.
    p.moverWins = e.winsFor(p.preRoll.sideToMove()) + 0.5 * e.undecided;
    p.standardError = e.standardError;
    p.rollouts = e.rollouts;
}

}  // namespace dicechess
