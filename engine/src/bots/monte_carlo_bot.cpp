// Level 6: the shortest king capture if any; otherwise the 16 best turns by material, each judged by
// the Monte-Carlo pre-roll equity of its final position (BOTS.md §4).
#include <algorithm>
#include <numeric>

#include "bots/bot_factories.h"
#include "bots/turn_table.h"
#include "dicechess/search/equity.h"

namespace dicechess::bots {
namespace {

constexpr int CandidatesJudged = 16;
constexpr int UntimedRollouts = 120;
constexpr int RolloutPlies = 40;

class MonteCarloBot final : public Bot {
public:
    explicit MonteCarloBot(BotInfo info) : m_info(std::move(info)) {}

    const BotInfo& info() const override { return m_info; }

    BotDecision chooseTurn(const BotRequest& request) override {
        m_table.build(request.position);
        const Color mover = request.position.sideToMove();
        const auto groups = static_cast<std::size_t>(m_table.groupCount());
        std::vector<std::int64_t> scores(groups);
        std::vector<std::optional<double>> winProbabilities(groups);
        bool anyCapture = false;
        for (int g = 0; g < m_table.groupCount(); ++g) {
            anyCapture = anyCapture || m_table.capturesKing(g);
            scores[static_cast<std::size_t>(g)] =
                m_table.capturesKing(g) ? WinScore : material(m_table.final(g), mover);
            if (m_table.capturesKing(g)) winProbabilities[static_cast<std::size_t>(g)] = 1.0;
        }
        if (anyCapture)
            return makeDecision(m_table, pickStandard(m_table, scores, *request.rng), scores, request,
                                winProbabilities);

        std::vector<int> order(groups);
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return scores[static_cast<std::size_t>(a)] > scores[static_cast<std::size_t>(b)];
        });
        order.resize(std::min<std::size_t>(order.size(), CandidatesJudged));

        int best = order.front();
        double bestWin = -1;
        std::uint64_t rollouts = 0;
        std::vector<std::uint64_t> rolloutCounts(groups);
        // The candidates with what is known so far: each judged one says how many rollouts judged it.
        const auto decide = [&] {
            BotDecision decision =
                makeDecision(m_table, m_table.firstTurn(best), scores, request, winProbabilities);
            for (std::size_t g = 0; g < decision.candidates.size(); ++g)
                decision.candidates[g].rollouts = rolloutCounts[g];
            decision.work = rollouts;
            return decision;
        };
        for (std::size_t i = 0; i < order.size(); ++i) {
            if (request.stop.stop_requested()) break;
            EquityOptions options;
            options.rollouts =
                request.workBudget
                    ? static_cast<int>(std::min<std::uint64_t>(*request.workBudget, std::uint64_t{1} << 30))
                    : UntimedRollouts;
            options.maxPlies = RolloutPlies;
            options.stop = request.stop;
            if (request.deadline) {
                // Each remaining candidate gets an equal share of the time that is left.
                const auto left = *request.deadline - SteadyClock::now();
                options.deadline = SteadyClock::now() + left / static_cast<long>(order.size() - i);
                if (!request.workBudget) options.rollouts = 1 << 30;
            }
            const Position& final = m_table.final(order[i]);
            const Equity equity = estimateEquity(final, options, *request.rng);
            rollouts += static_cast<std::uint64_t>(equity.rollouts);
            rolloutCounts[static_cast<std::size_t>(order[i])] = static_cast<std::uint64_t>(equity.rollouts);
            const double win = equity.winsFor(mover);
            winProbabilities[static_cast<std::size_t>(order[i])] = win;
            if (win > bestWin) {
                bestWin = win;
                best = order[i];
            }
            if (request.progress) {
                BotProgress progress{static_cast<int>(i + 1), static_cast<int>(order.size()), rollouts};
                BotDecision partial;
                if (request.withCandidates) {
                    partial = decide();
                    progress.partial = &partial;
                }
                request.progress(progress);
            }
        }
        return decide();
    }

    bool offerDouble(const Position& pos, Color me, Rng& rng) override {
        return winProbability(pos, me, rng) > 0.65;
    }
    bool takeDouble(const Position& pos, Color me, Rng& rng) override {
        return winProbability(pos, me, rng) > 0.30;
    }
    bool offerDraw(const Position& pos, Color, Rng&) override { return isBareBishopsDraw(pos); }
    bool acceptDraw(const Position& pos, Color me, Rng&) override { return standardEval(pos, me) < -200; }

private:
    // The bot's own estimate for `me`, with `me` made the side to move (BOTS.md §5).
    static double winProbability(const Position& pos, Color me, Rng& rng) {
        Position mine = pos;
        mine.setSideToMove(me);
        EquityOptions options;
        options.rollouts = UntimedRollouts;
        options.maxPlies = RolloutPlies;
        return estimateEquity(mine, options, rng).winsFor(me);
    }

    BotInfo m_info;
    TurnTable m_table;
};

}  // namespace

std::unique_ptr<Bot> makeMonteCarloBot(const BotInfo& info) {
    return std::make_unique<MonteCarloBot>(info);
}

}  // namespace dicechess::bots
