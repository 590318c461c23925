#pragma once

#include <memory>
#include <string>

#include "dicechess/core/result.h"
#include "dicechess/play/game_room.h"

namespace dicechess::online {

// The platform's commit–reveal dice behind the engine's room (docs/platform-wire.md §8): a 32-byte
// server seed, its SHA-256 published at creation, each roll HMAC-drawn from it (platform/fair_dice.h).
std::unique_ptr<room::DiceSource> freshFairDice();  // a new seed from the CSPRNG
// The source of a game restored from storage; the error names what is wrong with the seed.
Result<std::unique_ptr<room::DiceSource>> fairDiceFromSeed(const std::string& seedHex);

}  // namespace dicechess::online
