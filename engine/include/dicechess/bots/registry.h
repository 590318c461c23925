#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/bots/bot.h"
#include "dicechess/core/result.h"
#include "dicechess/core/variant.h"

namespace dicechess {

// Every registered bot, by level.
const std::vector<BotInfo>& botRegistry();

// A new bot by id ("greedy") or level ("3"); nullptr when unknown.
std::unique_ptr<Bot> createBot(std::string_view idOrLevel);

// The ids joined for error messages ("random, checkmate-aware, …").
std::string botIdList();

// Any bot of a variant by spec: the three-dice registry above, or the one-die registry
// (bots/study/study_agents.h, whose specs take parameters: "minimax:depth=9").
Result<std::unique_ptr<Bot>> createBot(std::string_view spec, Variant variant);

}  // namespace dicechess
