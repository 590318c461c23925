// Level 2: captures an available king, else avoids leaving its own king attacked, else plays at random.
#include "bots/bot_factories.h"
#include "bots/turn_table.h"

namespace dicechess::bots {
namespace {

class CheckmateAwareBot final : public Bot {
public:
    explicit CheckmateAwareBot(BotInfo info) : m_info(std::move(info)) {}

    const BotInfo& info() const override { return m_info; }

    BotDecision chooseTurn(const BotRequest& request) override {
        m_table.build(request.position);
        const Color mover = request.position.sideToMove();
        std::vector<std::int64_t> scores;
        std::vector<bool> safe;
        for (int g = 0; g < m_table.groupCount(); ++g) {
            scores.push_back(m_table.capturesKing(g) ? WinScore : standardEval(m_table.final(g), mover));
            safe.push_back(!m_table.capturesKing(g) && kingSafety(m_table.final(g), mover) == 0);
        }
        Rng& rng = *request.rng;
        // Any king capture, whatever its length (no shortest preference at this level).
        auto chosen = pickUniformWhere(m_table, rng, [&](int g) { return m_table.capturesKing(g); });
        if (!chosen)
            chosen = pickUniformWhere(m_table, rng, [&](int g) { return safe[static_cast<std::size_t>(g)]; });
        if (!chosen) chosen = rng.below(m_table.turns().size());
        return makeDecision(m_table, *chosen, scores, request);
    }

    bool offerDouble(const Position&, Color, Rng&) override { return false; }
    bool takeDouble(const Position& pos, Color me, Rng&) override {
        return defaultWinProbability(pos, me) > 0.25;
    }
    bool offerDraw(const Position&, Color, Rng&) override { return false; }
    bool acceptDraw(const Position&, Color, Rng&) override { return false; }

private:
    BotInfo m_info;
    TurnTable m_table;
};

}  // namespace

std::unique_ptr<Bot> makeCheckmateAwareBot(const BotInfo& info) {
    return std::make_unique<CheckmateAwareBot>(info);
}

}  // namespace dicechess::bots
