// Levels 3–5: the best final position by one evaluator (material, standard or aggressive) with the
// standard tie-break; each level keeps its own cube and draw policy (BOTS.md §2, §5).
#include <cstdlib>

#include "bots/bot_factories.h"
#include "bots/turn_table.h"

namespace dicechess::bots {
namespace {

class ScoringBot final : public Bot {
public:
    ScoringBot(BotInfo info, ScoringRule rule) : m_info(std::move(info)), m_rule(rule) {}

    const BotInfo& info() const override { return m_info; }

    BotDecision chooseTurn(const BotRequest& request) override {
        m_table.build(request.position);
        const Color mover = request.position.sideToMove();
        m_scores.clear();
        for (int g = 0; g < m_table.groupCount(); ++g)
            m_scores.push_back(m_table.capturesKing(g) ? WinScore : score(m_table.final(g), mover));
        return makeDecision(m_table, pickStandard(m_table, m_scores, *request.rng), m_scores, request);
    }

    bool offerDouble(const Position& pos, Color me, Rng&) override {
        const double p = defaultWinProbability(pos, me);
        switch (m_rule) {
            case ScoringRule::Material: return false;
            case ScoringRule::Standard: return p > 0.70;
            case ScoringRule::Aggressive: return p > 0.55;
        }
        return false;
    }
    bool takeDouble(const Position& pos, Color me, Rng&) override {
        const double p = defaultWinProbability(pos, me);
        switch (m_rule) {
            case ScoringRule::Material: return p > 0.25;
            case ScoringRule::Standard: return p > 0.35;
            case ScoringRule::Aggressive: return p > 0.22;
        }
        return false;
    }
    bool offerDraw(const Position& pos, Color me, Rng&) override {
        return m_rule == ScoringRule::Standard && pos.fullmoveNumber() > 30 &&
               std::abs(standardEval(pos, me)) < 50;
    }
    bool acceptDraw(const Position& pos, Color me, Rng&) override {
        return m_rule == ScoringRule::Standard && standardEval(pos, me) < -100;
    }

private:
    std::int64_t score(const Position& final, Color mover) const {
        switch (m_rule) {
            case ScoringRule::Material: return material(final, mover);
            case ScoringRule::Standard: return standardEval(final, mover);
            case ScoringRule::Aggressive: return evaluate(final, mover).aggressive();
        }
        return 0;
    }

    BotInfo m_info;
    ScoringRule m_rule;
    TurnTable m_table;
    std::vector<std::int64_t> m_scores;
};

}  // namespace

std::unique_ptr<Bot> makeScoringBot(const BotInfo& info, ScoringRule rule) {
    return std::make_unique<ScoringBot>(info, rule);
}

}  // namespace dicechess::bots
