#include "bots/turn_table.h"

#include "dicechess/rules/kcp.h"

namespace dicechess::bots {

void TurnTable::build(const Position& pos) {
    m_start = pos;
    m_turns = m_generator.keyedTurns(pos);
    m_groupOf.resize(m_turns.size());
    m_groups.clear();
    m_groupByKey.clear();
    for (std::size_t i = 0; i < m_turns.size(); ++i) {
        const auto [it, inserted] =
            m_groupByKey.try_emplace(m_turns[i].finalKey, static_cast<int>(m_groups.size()));
        if (inserted) {
            Position final = pos;
            for (Move m : m_turns[i].turn) final.play(m);
            m_groups.push_back(Group{i, m_turns[i].capturesKing, finishTurn(final, m_turns[i].capturesKing)});
        }
        m_groupOf[i] = it->second;
    }
}

std::size_t pickStandard(const TurnTable& table, std::span<const std::int64_t> groupScores, Rng& rng) {
    auto keyOf = [&](std::size_t i) {
        const std::int64_t score = groupScores[static_cast<std::size_t>(table.groupOf(i))];
        const auto length = static_cast<std::int64_t>(table.turns()[i].turn.size());
        return std::pair{score, score == WinScore ? -length : std::int64_t{0}};
    };
    auto best = keyOf(0);
    for (std::size_t i = 1; i < table.turns().size(); ++i) best = std::max(best, keyOf(i));
    std::size_t ties = 0;
    for (std::size_t i = 0; i < table.turns().size(); ++i) ties += keyOf(i) == best ? 1 : 0;
    std::size_t pick = rng.below(ties);
    for (std::size_t i = 0; i < table.turns().size(); ++i)
        if (keyOf(i) == best && pick-- == 0) return i;
    return 0;
}

BotDecision makeDecision(const TurnTable& table, std::size_t chosenTurn,
                         std::span<const std::int64_t> groupScores, const BotRequest& request,
                         std::span<const std::optional<double>> groupWinProbabilities) {
    BotDecision decision;
    const int chosenGroup = table.groupOf(chosenTurn);
    decision.turn = table.turns()[chosenTurn].turn;
    decision.score = groupScores[static_cast<std::size_t>(chosenGroup)];
    if (!groupWinProbabilities.empty())
        decision.winProbability = groupWinProbabilities[static_cast<std::size_t>(chosenGroup)];
    decision.work = static_cast<std::uint64_t>(table.groupCount());
    if (!request.withCandidates) return decision;

    const Color mover = table.start().sideToMove();
    decision.candidates.resize(static_cast<std::size_t>(table.groupCount()));
    for (int g = 0; g < table.groupCount(); ++g) {
        Candidate& c = decision.candidates[static_cast<std::size_t>(g)];
        c.final = table.final(g);
        c.capturesKing = table.capturesKing(g);
        c.score = groupScores[static_cast<std::size_t>(g)];
        c.breakdown = evaluate(c.final, mover);
        if (!groupWinProbabilities.empty())
            c.winProbability = groupWinProbabilities[static_cast<std::size_t>(g)];
        c.kingCaptureRisk = c.capturesKing ? 0.0 : kingCaptureProbability(c.final, mover).value();
        c.chosen = g == chosenGroup;
    }
    for (std::size_t i = 0; i < table.turns().size(); ++i)
        decision.candidates[static_cast<std::size_t>(table.groupOf(i))].turns.push_back(
            table.turns()[i].turn);
    return decision;
}

}  // namespace dicechess::bots
