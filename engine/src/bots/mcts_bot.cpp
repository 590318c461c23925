// Level 8: Expecti-MCTS (mcts.h) with the level-7 win model at the leaves; the tree is kept between turns.
#include <cmath>
#include <unordered_map>

#include "bot_factories.h"
#include "dicechess/mcts.h"
#include "dicechess/win_model.h"
#include "turn_table.h"

namespace dicechess::bots {
namespace {

// Untimed play runs this many iterations (one thread: deterministic for the bot's seed).
constexpr std::uint64_t UntimedIterations = 4000;
constexpr double ProbabilityScale = 10000;

class MctsBot final : public Bot {
public:
    explicit MctsBot(BotInfo info) : m_info(std::move(info)) {}

    const BotInfo& info() const override { return m_info; }

    BotDecision chooseTurn(const BotRequest& request) override {
        MctsLimits limits;
        limits.deadline = request.deadline;
        limits.stop = request.stop;
        limits.iterations = request.workBudget.value_or(request.deadline ? 0 : UntimedIterations);
        MctsOptions options;
        options.threads = request.threads;
        const MctsResult result =
            m_search.search(request.position, limits, options, request.rng->next(), [&](std::uint64_t done) {
                if (request.progress) request.progress(BotProgress{0, 0, done, nullptr});
            });

        m_table.build(request.position);
        std::unordered_map<std::uint64_t, const MctsRootStat*> byFinal;
        for (const MctsRootStat& root : result.roots) byFinal.emplace(root.final.key(), &root);
        const auto groups = static_cast<std::size_t>(m_table.groupCount());
        std::vector<std::int64_t> scores(groups);
        std::vector<std::optional<double>> wins(groups);
        std::size_t chosen = 0;
        for (int g = 0; g < m_table.groupCount(); ++g) {
            const auto found = byFinal.find(m_table.final(g).key());
            if (found == byFinal.end()) continue;
            const MctsRootStat& root = *found->second;
            if (root.visits > 0 || root.capturesKing) wins[static_cast<std::size_t>(g)] = root.value;
            scores[static_cast<std::size_t>(g)] =
                root.capturesKing ? WinScore : std::llround(root.value * ProbabilityScale);
            if (root.turn == result.best) chosen = m_table.firstTurn(g);
        }
        BotDecision decision = makeDecision(m_table, chosen, scores, request, wins);
        decision.turn = result.best;
        decision.winProbability = result.value;
        decision.work = result.iterations;
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
    MctsSearch m_search;
    TurnTable m_table;
};

}  // namespace

std::unique_ptr<Bot> makeMctsBot(const BotInfo& info) {
    return std::make_unique<MctsBot>(info);
}

}  // namespace dicechess::bots
