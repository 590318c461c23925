#pragma once

#include <optional>
#include <span>

#include "bots/turn_table.h"
#include "dicechess/bots/bot.h"
#include "dicechess/search/expectimax.h"

namespace dicechess::bots {

// What a searching bot (levels 7–8) knows of one root candidate.
struct RootEstimate {
    std::uint64_t finalKey = 0;
    Turn turn;
    bool capturesKing = false;
    std::optional<double> winProbability;  // none when the search never judged it
    double support = 0;                    // Candidate::support: exact depth (level 7) or visits (level 8)
};

// The common part of levels 7–9: the decision assembled from root estimates (candidate scores are
// win probabilities in basis points) and cube/draw answers from the bot's static model (the level-7 win
// model unless a bot judges positions otherwise).
class SearchingBot : public Bot {
public:
    explicit SearchingBot(BotInfo info) : m_info(std::move(info)) {}

    const BotInfo& info() const override { return m_info; }
    bool offerDouble(const Position& pos, Color me, Rng&) override {
        return modelWinProbability(pos, me) > 0.70;
    }
    bool takeDouble(const Position& pos, Color me, Rng&) override {
        return modelWinProbability(pos, me) > 0.25;
    }
    bool offerDraw(const Position& pos, Color, Rng&) override;
    bool acceptDraw(const Position& pos, Color me, Rng&) override {
        return modelWinProbability(pos, me) < 0.30;
    }

protected:
    // Threads for this request's search. Without a deadline the search stops at a node or iteration
    // budget, and a budget shared by several threads stops at a point that depends on scheduling; one
    // thread keeps the choice the same for a seed at any thread count.
    static int searchThreads(const BotRequest& request) { return request.deadline ? request.threads : 1; }

    // `unit` says what the roots' support counts (depth or visits).
    BotDecision decide(const BotRequest& request, std::span<const RootEstimate> roots, const Turn& best,
                       double value, std::uint64_t work, SupportUnit unit);

    // The model's win probability for `me`, made the side to move before its roll.
    double modelWinProbability(const Position& pos, Color me) const;
    // The static model on a position before its roll with both kings on the board.
    virtual double preRollModel(const Position& preRoll) const;

private:
    BotInfo m_info;
    TurnTable m_table;
};

// Levels 7 and 9: one expectimax search (expectimax.h) per turn, with one set of limits, so a tuning change
// reaches both; they differ only in what judges the leaves.
class ExpectimaxSearchingBot : public SearchingBot {
public:
    using SearchingBot::SearchingBot;

protected:
    // The request's turn by the search (its limits in searching_bot.cpp), with `leafNet` at the leaves
    // (none: the fitted win model); each completed iteration reported as a partial decision when the
    // request wants candidates.
    BotDecision searchTurn(const BotRequest& request, const ValueNet* leafNet);

private:
    BotDecision decideFrom(const BotRequest& request, const SearchResult& result);

    ExpectimaxSearch m_search;
};

}  // namespace dicechess::bots
