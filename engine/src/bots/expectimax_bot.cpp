// Level 7: expectimax over turns and rolls (expectimax.h) with the fitted win model (win_model.h).
#include <cmath>
#include <unordered_map>

#include "bot_factories.h"
#include "dicechess/expectimax.h"
#include "dicechess/win_model.h"
#include "turn_table.h"

namespace dicechess::bots {
namespace {

// Untimed play stops at this many nodes (one thread: a deterministic stopping point), about 0.2–0.5 s.
constexpr std::uint64_t UntimedNodes = 20000;
constexpr double ProbabilityScale = 10000;
// At the last turn each reply node weighs only its 6 best replies by static order: at 100 ms a turn this
// lets depth 2 reach the leading candidates (100 game pairs against Aggressive: beam 3 74 %, 6 77.5 %,
// 12 75.5 %, exact 73 %; docs/strength.md).
constexpr int ReplyBeam = 6;  // candidate scores are win probabilities in basis points

class ExpectimaxBot final : public Bot {
public:
    explicit ExpectimaxBot(BotInfo info) : m_info(std::move(info)) {}

    const BotInfo& info() const override { return m_info; }

    BotDecision chooseTurn(const BotRequest& request) override {
        SearchLimits limits;
        limits.deadline = request.deadline;
        limits.stop = request.stop;
        limits.threads = request.threads;
        limits.maxNodes = request.workBudget.value_or(request.deadline ? 0 : UntimedNodes);
        SearchFeatures features;
        features.replyBeam = ReplyBeam;
        const SearchResult result =
            m_search.search(request.position, limits, features, [&](const SearchProgress& p) {
                if (request.progress)
                    request.progress(BotProgress{p.rootsDone, p.rootsTotal, p.nodes, nullptr});
            });

        m_table.build(request.position);
        std::unordered_map<std::uint64_t, const RootValue*> byFinal;
        for (const RootValue& root : result.roots) byFinal.emplace(root.final.key(), &root);
        const auto groups = static_cast<std::size_t>(m_table.groupCount());
        std::vector<std::int64_t> scores(groups);
        std::vector<std::optional<double>> wins(groups);
        std::size_t chosen = 0;
        for (int g = 0; g < m_table.groupCount(); ++g) {
            const auto found = byFinal.find(m_table.final(g).key());
            if (found == byFinal.end()) continue;
            const RootValue& root = *found->second;
            if (root.depth > 0) wins[static_cast<std::size_t>(g)] = root.value;
            scores[static_cast<std::size_t>(g)] =
                root.capturesKing ? WinScore : std::llround(root.value * ProbabilityScale);
            if (root.turn == result.best) chosen = m_table.firstTurn(g);
        }
        BotDecision decision = makeDecision(m_table, chosen, scores, request, wins);
        decision.turn = result.best;  // the search's representative turn of the chosen final position
        decision.winProbability = result.value;
        decision.work = result.nodes;
        return decision;
    }

    bool offerDouble(const Position& pos, Color me, Rng&) override {
        return winProbabilityFor(pos, me) > 0.70;
    }
    bool takeDouble(const Position& pos, Color me, Rng&) override {
        return winProbabilityFor(pos, me) > 0.25;
    }
    bool offerDraw(const Position& pos, Color, Rng&) override { return isBareBishopsDraw(pos); }
    bool acceptDraw(const Position& pos, Color me, Rng&) override {
        return winProbabilityFor(pos, me) < 0.30;
    }

private:
    static double winProbabilityFor(const Position& pos, Color me) {
        Position mine = pos;
        mine.setSideToMove(me);
        mine.setDice(DicePool{});
        if (!mine.hasKing(Color::White) || !mine.hasKing(Color::Black)) return mine.hasKing(me) ? 1.0 : 0.0;
        return preRollWinProbability(mine);
    }

    BotInfo m_info;
    ExpectimaxSearch m_search;
    TurnTable m_table;
};

}  // namespace

std::unique_ptr<Bot> makeExpectimaxBot(const BotInfo& info) {
    return std::make_unique<ExpectimaxBot>(info);
}

}  // namespace dicechess::bots
