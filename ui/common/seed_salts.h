#pragma once

#include <cstdint>

// The salts that give each use of a seed its own random stream: deriveSeed(seed, salt, n). Changing one
// changes every game or analysis replayed from a seed, so they are named once here. (The eval bar's
// rollouts are the engine's judgement, judgement.h, with its own salt.)
namespace dicechess::ui::seed_salt {

constexpr std::uint64_t Dice = 0xD1CE;        // roll n of a game (n counts rolls, not turns)
constexpr std::uint64_t BotDecision = 0xB07;  // a bot's turn after n turns
constexpr std::uint64_t BotAnswer = 0xC0BE;   // plus the question: a bot's cube and draw answers
constexpr std::uint64_t EngineGame = 0xE9;    // an external engine's Seed for a whole game (n: its side)
constexpr std::uint64_t PaneRoll = 0xA7A1;    // the analysis pane on a rolled position (seeded by its key)
constexpr std::uint64_t PanePreRoll = 0xE0;   // the analysis pane before the roll (seeded by its key)

}  // namespace dicechess::ui::seed_salt
