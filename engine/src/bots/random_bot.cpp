// Level 1: a uniformly random legal turn; random cube and draw answers.
#include "bots/bot_factories.h"
#include "bots/turn_table.h"

namespace dicechess::bots {
namespace {

class RandomBot final : public Bot {
public:
    explicit RandomBot(BotInfo info) : m_info(std::move(info)) {}

    const BotInfo& info() const override { return m_info; }

    BotDecision chooseTurn(const BotRequest& request) override {
        m_table.build(request.position);
        const Color mover = request.position.sideToMove();
        const std::size_t chosen = request.rng->below(m_table.turns().size());
        // Scores are for display only: without the candidate table only the chosen one is reported.
        std::vector<std::int64_t> scores(static_cast<std::size_t>(m_table.groupCount()));
        for (int g = 0; g < m_table.groupCount(); ++g) {
            if (!request.withCandidates && g != m_table.groupOf(chosen)) continue;
            scores[static_cast<std::size_t>(g)] =
                m_table.capturesKing(g) ? WinScore : standardEval(m_table.final(g), mover);
        }
        return makeDecision(m_table, chosen, scores, request);
    }

    bool offerDouble(const Position&, Color, Rng& rng) override { return rng.uniform() < 0.15; }
    bool takeDouble(const Position&, Color, Rng& rng) override { return rng.uniform() < 0.50; }
    bool offerDraw(const Position&, Color, Rng& rng) override { return rng.uniform() < 0.05; }
    bool acceptDraw(const Position&, Color, Rng& rng) override { return rng.uniform() < 0.20; }

private:
    BotInfo m_info;
    TurnTable m_table;
};

}  // namespace

std::unique_ptr<Bot> makeRandomBot(const BotInfo& info) {
    return std::make_unique<RandomBot>(info);
}

}  // namespace dicechess::bots
