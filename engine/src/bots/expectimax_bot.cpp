// Level 7: expectimax over turns and rolls (expectimax.h) with the fitted win model (win_model.h).
#include "bots/bot_factories.h"
#include "bots/searching_bot.h"

namespace dicechess::bots {
namespace {

class ExpectimaxBot final : public ExpectimaxSearchingBot {
public:
    using ExpectimaxSearchingBot::ExpectimaxSearchingBot;

    BotDecision chooseTurn(const BotRequest& request) override { return searchTurn(request, nullptr); }
};

}  // namespace

std::unique_ptr<Bot> makeExpectimaxBot(const BotInfo& info) {
    return std::make_unique<ExpectimaxBot>(info);
}

}  // namespace dicechess::bots
