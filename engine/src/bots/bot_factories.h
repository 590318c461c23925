#pragma once

#include <memory>

#include "dicechess/bots/bot.h"

namespace dicechess {
class ValueNet;
}

namespace dicechess::bots {

// One factory per bot family; src/bot.cpp maps registry ids to them.
std::unique_ptr<Bot> makeRandomBot(const BotInfo& info);
std::unique_ptr<Bot> makeCheckmateAwareBot(const BotInfo& info);
// Greedy (material), Cautious Greedy (standard) and Aggressive (aggressive) share one implementation.
enum class ScoringRule : std::uint8_t { Material, Standard, Aggressive };
std::unique_ptr<Bot> makeScoringBot(const BotInfo& info, ScoringRule rule);
std::unique_ptr<Bot> makeMonteCarloBot(const BotInfo& info);
std::unique_ptr<Bot> makeExpectimaxBot(const BotInfo& info);
std::unique_ptr<Bot> makeMctsBot(const BotInfo& info);
std::unique_ptr<Bot> makeNeuralBot(const BotInfo& info);  // with the installed net
std::unique_ptr<Bot> makeNeuralBot(const BotInfo& info, std::shared_ptr<const ValueNet> net);

// BOTS.md §5 default win probability for `me`: 1 / (1 + exp(−standard/400)).
double defaultWinProbability(const Position& pos, Color me);

// BOTS.md §5 bare-bishops draw: no pawns, knights, rooks or queens; at most one bishop a side; kings not
// adjacent; each bishop on the other square colour than the enemy king.
bool isBareBishopsDraw(const Position& pos);

}  // namespace dicechess::bots
