#include "dicechess/training/decision_references.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <memory>
#include <numeric>
#include <span>

#include "core/parse_number.h"
#include "core/text_files.h"
#include "dicechess/analysis/analysis.h"
#include "dicechess/analysis/turn_rollouts.h"
#include "dicechess/core/rng.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/eval/win_model.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/rules/turngen.h"
#include "training/decision_rankings.h"

namespace dicechess {
namespace {

constexpr int RollAttempts = 16;
constexpr std::size_t AnalysisShortlist = 4;
constexpr std::size_t NetShortlist = 6;
constexpr std::size_t FittedShortlist = 3;
constexpr double ThreatLevel = 0.05;  // as the benchmark database's threat bins

// The finals of an analysis's ranking, best first.
std::vector<Position> rankedFinals(const Position& rolled, const AnalysisOptions& options,
                                   std::size_t count) {
    std::vector<Position> finals;
    for (const CandidateEquity& c : analyseRoll(rolled, options).candidates) {
        if (finals.size() == count) break;
        finals.push_back(c.final);
    }
    return finals;
}

TurnRolloutSettings rolloutSettings(const ValueNet& policy, int maxPlies, std::uint64_t diceSeed) {
    TurnRolloutSettings settings;
    settings.policy = &policy;
    settings.maxPlies = maxPlies;
    settings.seed = diceSeed;
    return settings;
}

// A 64-bit key or seed written in hexadecimal (parseNumber reads decimal only).
bool parseHex(std::string_view text, std::uint64_t& value) {
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, 16);
    return !text.empty() && error == std::errc() && end == text.data() + text.size();
}

}  // namespace

double DecisionReference::best() const {
    double best = 0;
    for (const ReferenceTurn& t : turns) best = std::max(best, t.moverWins);
    return best;
}

const ReferenceTurn* DecisionReference::find(std::uint64_t finalKey) const {
    for (const ReferenceTurn& t : turns)
        if (t.finalKey == finalKey) return &t;
    return nullptr;
}

std::optional<Position> decisionRoll(const Position& preRoll, std::uint64_t seed) {
    TurnGenerator generator;
    Rng dice(deriveSeed(seed, 0xDEC1, preRoll.key()));  // the rolls of `benchdb decisions`
    for (int attempt = 0; attempt < RollAttempts; ++attempt) {
        Position rolled = preRoll;
        rolled.setDice(dice.rollDice());
        const std::span<const TurnOutcome> outcomes = generator.distinctOutcomes(rolled);
        if (outcomes.size() >= 2 && std::none_of(outcomes.begin(), outcomes.end(),
                                                 [](const TurnOutcome& o) { return o.capturesKing; }))
            return rolled;
    }
    return std::nullopt;
}

std::optional<DecisionReference> referenceDecision(std::size_t position, const BenchmarkPosition& p,
                                                   const ValueNet& policy,
                                                   const DecisionReferenceOptions& options) {
    const std::optional<RolledDecision> decision = rolledDecision(p.preRoll, options.seed);
    if (!decision) return std::nullopt;
    const Position& rolled = decision->rolled;
    const std::vector<TurnOutcome>& outcomes = decision->outcomes;
    std::vector<Position> finals =
        rankedFinals(rolled, borrowedNetAnalysis(policy, options.stop), AnalysisShortlist);
    const std::vector<Position> monteCarlo = rankedFinals(
        rolled, monteCarloAnalysis(options.monteCarloRollouts, options.seed, p.preRoll, options.stop), 1);
    finals.insert(finals.end(), monteCarlo.begin(), monteCarlo.end());
    const ZeroPlyRankings rankings = zeroPlyRankings(outcomes, policy);
    for (const auto& [order, count] :
         {std::pair{&rankings.byNet, NetShortlist}, {&rankings.byFitted, FittedShortlist}})
        for (std::size_t i = 0; i < std::min(count, order->size()); ++i)
            finals.push_back(outcomes[(*order)[i]].final);
    if (options.stop.stop_requested() || finals.empty()) return std::nullopt;
    std::vector<Position> distinct;
    for (const Position& f : finals)
        if (std::none_of(distinct.begin(), distinct.end(),
                         [&](const Position& d) { return d.key() == f.key(); }))
            distinct.push_back(f);

    DecisionReference d;
    d.position = position;
    d.phase = p.phase;
    d.rolled = rolled;
    d.threatened = kingCaptureProbability(p.preRoll, p.preRoll.sideToMove()).value() > ThreatLevel;
    d.diceSeed = deriveSeed(options.seed, 0x12EF, p.preRoll.key());
    TurnRolloutSettings settings = rolloutSettings(policy, options.maxPlies, d.diceSeed);
    settings.targetError = options.targetError;
    settings.minRollouts = options.minRollouts;
    settings.maxRollouts = options.maxRollouts;
    settings.stop = options.stop;
    const TurnRollouts r = rollOutTurns(distinct, rolled.sideToMove(), settings);
    if (r.stopped) return std::nullopt;
    d.rollouts = r.rollouts;
    for (std::size_t i = 0; i < distinct.size(); ++i)
        d.turns.push_back(
            {distinct[i].key(), r.moverWins[i], i == 0 ? r.standardErrors[0] : r.differenceErrors[i]});
    return d;
}

std::string referenceLine(const DecisionReference& d) {
    char head[64];
    std::snprintf(head, sizeof head, "\t%d\t%d\t%016llx\t", d.threatened ? 1 : 0, d.rollouts,
                  static_cast<unsigned long long>(d.diceSeed));
    std::string line = std::to_string(d.position) + '\t' + d.phase + '\t' + toDfen(d.rolled) + head;
    for (std::size_t i = 0; i < d.turns.size(); ++i) {
        char turn[64];
        std::snprintf(turn, sizeof turn, "%s%016llx:%.5f:%.5f", i ? "," : "",
                      static_cast<unsigned long long>(d.turns[i].finalKey), d.turns[i].moverWins,
                      d.turns[i].differenceError);
        line += turn;
    }
    return line;
}

Result<DecisionReference> parseReferenceLine(std::string_view line) {
    const std::vector<std::string_view> fields = splitText(line, '\t');
    if (fields.size() != 7)
        return "expected 7 tab-separated fields (position, phase, DFEN, threatened, rollouts, dice seed, "
               "turns), got " +
               std::to_string(fields.size());
    DecisionReference d;
    const auto position = parseNumber<std::size_t>(fields[0]);
    if (!position) return std::string("field 1 (position) is not a number");
    d.position = *position;
    d.phase = std::string(fields[1]);
    const auto rolled = parseDfen(fields[2]);
    if (!rolled) return "field 3 (DFEN): " + rolled.error().message();
    d.rolled = *rolled;
    if (d.rolled.dice().empty()) return std::string("field 3 (DFEN): the position has no roll");
    const auto threatened = parseNumber<int>(fields[3]);
    if (!threatened || *threatened < 0 || *threatened > 1)
        return std::string("field 4 (threatened) must be 0 or 1");
    d.threatened = *threatened == 1;
    const auto rollouts = parseNumber<int>(fields[4]);
    if (!rollouts || *rollouts < 1) return std::string("field 5 (rollouts) must be positive");
    d.rollouts = *rollouts;
    if (!parseHex(fields[5], d.diceSeed)) return std::string("field 6 (dice seed) is not hexadecimal");
    for (std::string_view turn : splitText(fields[6], ',')) {
        const std::vector<std::string_view> parts = splitText(turn, ':');
        ReferenceTurn t;
        const auto wins = parts.size() == 3 ? parseNumber<double>(parts[1]) : std::nullopt;
        const auto error = parts.size() == 3 ? parseNumber<double>(parts[2]) : std::nullopt;
        if (!wins || !error || !parseHex(parts[0], t.finalKey) || *wins < 0 || *wins > 1)
            return "field 7 (turns): '" + std::string(turn) + "' is not KEY:WINS:ERROR";
        t.moverWins = *wins;
        t.differenceError = *error;
        d.turns.push_back(t);
    }
    return d;
}

double judgedLoss(const DecisionReference& d, const Position& chosenFinal, const ValueNet& policy,
                  int maxPlies) {
    const double best = d.best();
    if (const ReferenceTurn* t = d.find(chosenFinal.key())) return best - t->moverWins;
    TurnRolloutSettings settings = rolloutSettings(policy, maxPlies, d.diceSeed);
    settings.minRollouts = settings.maxRollouts = d.rollouts;
    settings.targetError = 0;
    const TurnRollouts r = rollOutTurns({chosenFinal}, d.rolled.sideToMove(), settings);
    return std::max(best, r.moverWins[0]) - r.moverWins[0];
}

JudgeScore scoreJudge(const std::vector<DecisionReference>& decisions, const DecisionJudgeFunction& judge,
                      const ValueNet& policy, int maxPlies, int threads, std::stop_token stop) {
    std::vector<double> losses(decisions.size());
    std::vector<char> offShortlist(decisions.size());  // not vector<bool>: workers write neighbours
    parallelFor(
        decisions.size(), threads,
        [&](std::size_t i) {
            const DecisionReference& d = decisions[i];
            const Position final = judge(d.rolled);
            offShortlist[i] = d.find(final.key()) == nullptr;
            losses[i] = judgedLoss(d, final, policy, maxPlies);
        },
        stop);
    JudgeScore score;
    std::array<double, 3> sum{}, squares{};
    std::array<int, 3> count{};
    for (std::size_t i = 0; i < decisions.size(); ++i) {
        const double l = losses[i];
        for (const std::size_t bin : {std::size_t{0}, std::size_t{decisions[i].threatened ? 1U : 2U}}) {
            sum[bin] += l;
            squares[bin] += l * l;
            ++count[bin];
        }
        score.bestTurns += l == 0;
        score.offShortlist += offShortlist[i];
    }
    score.decisions = count[0];
    score.threatened = count[1];
    score.loss = meanInterval(sum[0], squares[0], count[0]);
    score.threatLoss = meanInterval(sum[1], squares[1], count[1]);
    score.quietLoss = meanInterval(sum[2], squares[2], count[2]);
    score.losses = std::move(losses);
    return score;
}

MeanInterval pairedDifference(const JudgeScore& a, const JudgeScore& b) {
    double sum = 0, squares = 0;
    const std::size_t n = std::min(a.losses.size(), b.losses.size());
    for (std::size_t i = 0; i < n; ++i) {
        const double d = a.losses[i] - b.losses[i];
        sum += d;
        squares += d * d;
    }
    return meanInterval(sum, squares, static_cast<int>(n));
}

}  // namespace dicechess
