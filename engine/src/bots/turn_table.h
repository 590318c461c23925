#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

#include "dicechess/bots/bot.h"
#include "dicechess/rules/turngen.h"

namespace dicechess::bots {

// The legal turns of one roll grouped by distinct final position: bots score each group once and
// still choose among turns (BOTS.md §0). Reused across decisions; not thread-safe.
class TurnTable {
public:
    void build(const Position& pos);

    const Position& start() const { return m_start; }
    std::span<const KeyedTurn> turns() const { return m_turns; }
    int groupOf(std::size_t turnIndex) const { return m_groupOf[turnIndex]; }
    int groupCount() const { return static_cast<int>(m_groups.size()); }
    const Position& final(int group) const { return m_groups[static_cast<std::size_t>(group)].final; }
    bool capturesKing(int group) const { return m_groups[static_cast<std::size_t>(group)].capturesKing; }
    // Index of the first turn (in generation order) reaching the group.
    std::size_t firstTurn(int group) const { return m_groups[static_cast<std::size_t>(group)].firstTurn; }

private:
    struct Group {
        std::size_t firstTurn;
        bool capturesKing;
        Position final;
    };

    TurnGenerator m_generator;
    Position m_start;
    std::span<const KeyedTurn> m_turns;
    std::vector<int> m_groupOf;
    std::vector<Group> m_groups;
    std::unordered_map<std::uint64_t, int> m_groupByKey;
};

// The standard tie-break (BOTS.md §0): the turns with the largest (score, −length if the score is a
// win); one of them uniformly with the bot's generator. Returns the turn index.
std::size_t pickStandard(const TurnTable& table, std::span<const std::int64_t> groupScores, Rng& rng);

// Uniform pick among the turns whose group satisfies the predicate; nullopt when none does.
template <typename Predicate>
std::optional<std::size_t> pickUniformWhere(const TurnTable& table, Rng& rng, Predicate groupMatches) {
    std::size_t matching = 0;
    for (std::size_t i = 0; i < table.turns().size(); ++i) matching += groupMatches(table.groupOf(i)) ? 1 : 0;
    if (matching == 0) return std::nullopt;
    std::size_t pick = rng.below(matching);
    for (std::size_t i = 0; i < table.turns().size(); ++i)
        if (groupMatches(table.groupOf(i)) && pick-- == 0) return i;
    return std::nullopt;
}

// Assembles a decision for the chosen turn; with request.withCandidates, one candidate per group with
// its score, breakdown, optional win probability and the king-capture risk after it.
BotDecision makeDecision(const TurnTable& table, std::size_t chosenTurn,
                         std::span<const std::int64_t> groupScores, const BotRequest& request,
                         std::span<const std::optional<double>> groupWinProbabilities = {});

}  // namespace dicechess::bots
