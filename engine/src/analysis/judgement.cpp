#include "dicechess/analysis/judgement.h"

#include <algorithm>

#include "dicechess/analysis/one_die_analysis.h"
#include "dicechess/core/rng.h"
#include "dicechess/eval/eval.h"
#include "dicechess/eval/net_policy.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/rules/turngen.h"
#include "dicechess/search/equity.h"
#include "dicechess/search/expectimax.h"

namespace dicechess {
namespace {

// Rollouts before a roll, and their length.
constexpr int PreRollRollouts = 256;
constexpr int RolloutPlies = 40;
// The expectimax table of a pre-roll net search (2^16 entries).
constexpr int PreRollTableBits = 16;
// Gives the rollouts of a position their own stream (the app's other seeded uses have other salts).
constexpr std::uint64_t RolloutSalt = 0xE7A1;

double forWhite(const Position& position, double moverWins) {
    return position.sideToMove() == Color::White ? moverWins : 1 - moverWins;
}

bool judgeable(const Position& position) {
    return position.hasKing(Color::White) && position.hasKing(Color::Black);
}

Judgement netAlone(const ValueNet& net, const Position& position) {
    if (position.dice().empty())
        return {forWhite(position, net.winProbability(position)), JudgementMethod::NetAlone, 0, 0};
    TurnGenerator generator;
    const auto outcomes = generator.distinctOutcomes(position);
    NetAccumulator acc;
    net.refresh(position, acc);
    std::vector<double> values;
    const std::size_t best = netGreedyChoice(net, position, outcomes, acc, &values);
    return {forWhite(position, values[best]), JudgementMethod::NetAlone, 0, 1};
}

Judgement netSearch(const std::shared_ptr<const ValueNet>& net, const Position& position,
                    std::stop_token stop) {
    if (position.dice().empty()) {
        SearchFeatures features;
        features.leafNet = net.get();
        const double moverWins =
            ExpectimaxSearch(PreRollTableBits).valueBeforeRoll(position, 1, features, stop);
        return {forWhite(position, moverWins), JudgementMethod::NetSearch, 0, 1};
    }
    JudgementSettings settings;
    settings.net = net;
    settings.stop = std::move(stop);
    const AnalysisOptions options = judgeOptions(settings);
    const double moverWins = analyseRoll(position, options).candidates.front().equity.value_or(0.5);
    return {forWhite(position, moverWins), JudgementMethod::NetSearch, 0, options.netTurns};
}

Judgement rollouts(const Position& position, std::stop_token stop) {
    if (position.dice().empty()) {
        EquityOptions options;
        options.rollouts = PreRollRollouts;
        options.maxPlies = RolloutPlies;
        options.stop = std::move(stop);
        Rng rng(deriveSeed(position.key(), RolloutSalt));
        return {estimateEquity(position, options, rng).whiteWins, JudgementMethod::Rollouts, PreRollRollouts,
                0};
    }
    JudgementSettings settings;
    settings.engine = AnalysisEngine::MonteCarlo;
    settings.stop = std::move(stop);
    const AnalysisOptions options = judgeOptions(settings);
    const double moverWins = analyseRoll(position, options).candidates.front().equity.value_or(0.5);
    return {forWhite(position, moverWins), JudgementMethod::Rollouts, options.rollouts, 0};
}

Judgement oneDie(const Position& position, int plies, std::stop_token stop) {
    const double moverWins =
        position.dice().empty()
            ? analyseOneDiePreRoll(position, plies, std::move(stop)).moverWins
            : analyseOneDieRoll(position, plies, std::move(stop)).winProbability.value_or(0.5);
    return {forWhite(position, moverWins), JudgementMethod::OneDieSearch, 0, plies};
}

bool usesNet(const JudgementSettings& settings) {
    return settings.variant == Variant::ThreeDice && settings.engine == AnalysisEngine::Net && settings.net;
}

}  // namespace

std::optional<Judgement> quickJudgement(const Position& position, const JudgementSettings& settings) {
    if (!judgeable(position) || !usesNet(settings)) return std::nullopt;
    return netAlone(*settings.net, position);
}

JudgementMethod judgementMethod(const JudgementSettings& settings) {
    if (settings.variant == Variant::OneDie) return JudgementMethod::OneDieSearch;
    return usesNet(settings) ? JudgementMethod::NetSearch : JudgementMethod::Rollouts;
}

std::optional<Judgement> judgePosition(const Position& position, const JudgementSettings& settings) {
    if (!judgeable(position)) return std::nullopt;
    switch (judgementMethod(settings)) {
        case JudgementMethod::OneDieSearch: return oneDie(position, settings.oneDiePlies, settings.stop);
        case JudgementMethod::NetSearch: return netSearch(settings.net, position, settings.stop);
        default: return rollouts(position, settings.stop);
    }
}

AnalysisOptions judgeOptions(const JudgementSettings& settings) {
    AnalysisOptions options;
    options.engine = usesNet(settings) ? AnalysisEngine::Net : AnalysisEngine::MonteCarlo;
    options.net = options.engine == AnalysisEngine::Net ? settings.net : nullptr;
    options.book = options.engine == AnalysisEngine::Net ? settings.book : nullptr;
    options.oneDiePlies = settings.oneDiePlies;
    options.stop = settings.stop;
    return options;
}

BotDecision judgeRoll(const Position& rolled, const JudgementSettings& settings, const Turn* mustInclude,
                      bool firstPassOnly) {
    if (settings.variant == Variant::OneDie)
        return analyseOneDieRoll(rolled, settings.oneDiePlies, settings.stop);
    AnalysisOptions options = judgeOptions(settings);
    if (firstPassOnly) {
        options.netTurns = 1;
        options.shortlist = 0;
    }
    const RollAnalysis roll = analyseRoll(rolled, options, firstPassOnly ? nullptr : mustInclude);
    const Color mover = rolled.sideToMove();
    BotDecision decision;
    decision.supportUnit = options.engine == AnalysisEngine::Net ? SupportUnit::Depth : SupportUnit::None;
    for (const CandidateEquity& c : roll.candidates) {
        Candidate candidate;
        candidate.turns = {c.turn};
        candidate.final = c.final;
        candidate.capturesKing = c.capturesKing;
        candidate.score = c.aggressiveScore;
        candidate.breakdown = evaluate(c.final, mover);
        candidate.winProbability = c.equity;
        if (!c.capturesKing) candidate.kingCaptureRisk = kingCaptureProbability(c.final, mover).value();
        // A king capture is exact: it ranks with the deepest.
        candidate.support =
            c.capturesKing && options.engine == AnalysisEngine::Net ? options.netTurns : c.depth;
        const bool rolledOut = options.engine == AnalysisEngine::MonteCarlo && c.equity && !c.capturesKing;
        candidate.rollouts = rolledOut ? static_cast<std::uint64_t>(options.rollouts)
                                       : static_cast<std::uint64_t>(c.bookRollouts);
        candidate.fromBook = c.bookRollouts > 0;
        candidate.standardError = c.standardError;
        if (rolledOut) decision.work += candidate.rollouts;
        decision.candidates.push_back(std::move(candidate));
    }
    if (!decision.candidates.empty()) {
        Candidate& best = decision.candidates[rankedCandidates(decision).front()];
        best.chosen = true;
        decision.turn = best.turns.front();
        decision.score = best.score;
        decision.winProbability = best.winProbability;
    }
    return decision;
}

JudgementSettings judgeSettingsFor(AnalysisEngine preferred, Variant variant) {
    JudgementSettings settings;
    settings.variant = variant;
    std::shared_ptr<const ValueNet> net = preferred == AnalysisEngine::Net ? defaultValueNet() : nullptr;
    settings.engine = net ? AnalysisEngine::Net : AnalysisEngine::MonteCarlo;
    if (net) settings.book = defaultOpeningBook();
    settings.net = std::move(net);
    return settings;
}

std::optional<TurnJudgement> judgeTurn(const Position& rolled, const Turn& turn,
                                       const JudgementSettings& settings) {
    const BotDecision decision = judgeRoll(rolled, settings, &turn);
    if (settings.stop.stop_requested() || decision.candidates.empty()) return std::nullopt;
    const std::uint64_t turnKey = afterTurn(rolled, turn).key();
    const Candidate& best = decision.candidates[rankedCandidates(decision).front()];
    const Candidate* given = nullptr;
    for (const Candidate& c : decision.candidates)
        if (c.final.key() == turnKey) given = &c;
    if (!given || !given->winProbability || !best.winProbability) return std::nullopt;
    TurnJudgement judged;
    judged.turnValue = *given->winProbability;
    // The turn, searched as deep as the shortlist, can come out above the ranked best.
    judged.bestValue = std::max(*best.winProbability, judged.turnValue);
    judged.bestTurn = judged.bestValue > *best.winProbability ? turn : best.turns.front();
    return judged;
}

std::string describeJudgement(const Judgement& judgement) {
    switch (judgement.method) {
        case JudgementMethod::NetAlone:
            return judgement.depth == 0 ? "value network, 0-ply" : "value network, best turn by the net";
        case JudgementMethod::NetSearch:
            return "value network, " + std::to_string(judgement.depth) + "-turn search";
        case JudgementMethod::Rollouts: return std::to_string(judgement.rollouts) + " rollouts";
        case JudgementMethod::OneDieSearch:
            return "one-die ExpectiMiniMax, " + std::to_string(judgement.depth) + " plies";
    }
    return {};
}

}  // namespace dicechess
