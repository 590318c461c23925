#include "bots/searching_bot.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

#include "bots/bot_factories.h"
#include "dicechess/eval/win_model.h"

namespace dicechess::bots {
namespace {

// Levels 7 and 9 search with these.
// Untimed play stops at this many nodes (on one thread, see searchThreads): 0.35 s a decision on average,
// 0.85 s at most (an untimed 10-pair match of level 7 against Aggressive on this machine's 2 cores).
constexpr std::uint64_t UntimedNodes = 20000;
// At the last turn each reply node weighs only its 6 best replies by static order: at 100 ms a turn this
// lets depth 2 reach the leading candidates (100 game pairs of level 7 against Aggressive: beam 3 74 %,
// 6 77.5 %, 12 75.5 %, exact 73 %; docs/strength.md).
constexpr int ReplyBeam = 6;

}  // namespace

bool SearchingBot::offerDraw(const Position& pos, Color, Rng&) {
    return isBareBishopsDraw(pos);
}

double SearchingBot::preRollModel(const Position& preRoll) const {
    return preRollWinProbability(preRoll);
}

double SearchingBot::modelWinProbability(const Position& pos, Color me) const {
    Position mine = pos;
    mine.setSideToMove(me);
    mine.setDice(DicePool{});
    if (!mine.hasKing(Color::White) || !mine.hasKing(Color::Black)) return mine.hasKing(me) ? 1.0 : 0.0;
    return preRollModel(mine);
}

BotDecision SearchingBot::decide(const BotRequest& request, std::span<const RootEstimate> roots,
                                 const Turn& best, double value, std::uint64_t work, SupportUnit unit) {
    constexpr double BasisPoints = 10000;
    // The chosen candidate's own estimate: a deeper partial iteration may have chosen it after the last
    // complete one set `value`, and the decision must agree with its row.
    for (const RootEstimate& root : roots)
        if (root.turn == best && root.winProbability) value = *root.winProbability;
    if (!request.withCandidates) {
        // Matches want the turn only: the search already chose it, so the turns are not generated again.
        BotDecision decision;
        decision.turn = best;
        const bool capture = std::any_of(roots.begin(), roots.end(), [&](const RootEstimate& r) {
            return r.capturesKing && r.turn == best;
        });
        decision.score = capture ? WinScore : std::llround(value * BasisPoints);
        decision.winProbability = value;
        decision.work = work;
        decision.supportUnit = unit;
        return decision;
    }
    m_table.build(request.position);
    std::unordered_map<std::uint64_t, const RootEstimate*> byFinal;
    for (const RootEstimate& root : roots) byFinal.emplace(root.finalKey, &root);
    const auto groups = static_cast<std::size_t>(m_table.groupCount());
    std::vector<std::int64_t> scores(groups);
    std::vector<std::optional<double>> wins(groups);
    std::vector<double> support(groups);
    std::size_t chosen = 0;
    for (int g = 0; g < m_table.groupCount(); ++g) {
        const auto found = byFinal.find(m_table.final(g).key());
        if (found == byFinal.end()) continue;
        const RootEstimate& root = *found->second;
        const auto i = static_cast<std::size_t>(g);
        wins[i] = root.winProbability;
        support[i] = root.support;
        scores[i] =
            root.capturesKing ? WinScore : std::llround(root.winProbability.value_or(0) * BasisPoints);
        if (root.turn == best) chosen = m_table.firstTurn(g);
    }
    BotDecision decision = makeDecision(m_table, chosen, scores, request, wins);
    decision.turn = best;  // the search's representative turn of the chosen final position
    decision.winProbability = value;
    decision.work = work;
    decision.supportUnit = unit;
    for (std::size_t i = 0; i < groups; ++i) decision.candidates[i].support = support[i];
    return decision;
}

BotDecision ExpectimaxSearchingBot::searchTurn(const BotRequest& request, const ValueNet* leafNet) {
    SearchLimits limits;
    limits.deadline = request.deadline;
    limits.stop = request.stop;
    limits.threads = searchThreads(request);
    limits.maxNodes = request.workBudget.value_or(request.deadline ? 0 : UntimedNodes);
    SearchFeatures features;
    features.replyBeam = ReplyBeam;
    features.leafNet = leafNet;
    const SearchResult result =
        m_search.search(request.position, limits, features, [&](const SearchProgress& p) {
            if (!request.progress) return;
            // Each completed iteration is an answer the analysis pane can show while deeper ones run.
            const bool partial = p.iteration && request.withCandidates;
            const BotDecision sofar = partial ? decideFrom(request, *p.iteration) : BotDecision{};
            request.progress(BotProgress{p.rootsDone, p.rootsTotal, p.nodes, partial ? &sofar : nullptr});
        });
    return decideFrom(request, result);
}

BotDecision ExpectimaxSearchingBot::decideFrom(const BotRequest& request, const SearchResult& result) {
    std::vector<RootEstimate> roots;
    for (const RootValue& root : result.roots)
        roots.push_back({root.final.key(), root.turn, root.capturesKing,
                         root.depth > 0 ? std::optional<double>(root.value) : std::nullopt,
                         static_cast<double>(root.depth)});
    return decide(request, roots, result.best, result.value, result.nodes, SupportUnit::Depth);
}

}  // namespace dicechess::bots
