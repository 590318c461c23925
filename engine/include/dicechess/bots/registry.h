#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/bots/bot.h"
#include "dicechess/core/result.h"
#include "dicechess/core/variant.h"

namespace dicechess {

class ValueNet;

// Every registered bot, by level.
const std::vector<BotInfo>& botRegistry();

// A new bot by id ("greedy") or level ("3"); nullptr when unknown.
std::unique_ptr<Bot> createBot(std::string_view idOrLevel);

// Level 9 judging with `net` instead of the installed one (a head-to-head of two nets); nullptr for any
// other id, which has no net to replace.
std::unique_ptr<Bot> createBotWithNet(std::string_view idOrLevel, std::shared_ptr<const ValueNet> net);

// The ids joined for error messages ("random, checkmate-aware, …").
std::string botIdList();

// External engines (docs/engine-protocol.md) are named "engine:NAME" wherever a bot spec is read; the
// program that can start processes installs their maker (platform/external_engine.h). Without one such a
// spec is refused with a message saying so.
inline constexpr std::string_view ExternalEnginePrefix = "engine:";
using ExternalBotMaker = std::function<Result<std::unique_ptr<Bot>>(std::string_view name, Variant variant)>;
void setExternalBotMaker(ExternalBotMaker maker);
bool isExternalEngineSpec(std::string_view spec);

// Any bot of a variant by spec: the three-dice registry above, or the one-die registry
// (bots/study/study_agents.h, whose specs take parameters: "minimax:depth=9").
Result<std::unique_ptr<Bot>> createBot(std::string_view spec, Variant variant);

}  // namespace dicechess
