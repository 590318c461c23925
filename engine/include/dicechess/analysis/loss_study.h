#pragma once

#include <array>
#include <span>
#include <string>
#include <string_view>
#include <variant>

#include "dicechess/notation/record.h"

#include "dicechess/core/result.h"

namespace dicechess {

// Where a bot loses (docs/strength.md, "Where level 9 loses against Aggressive"): recorded games replayed
// turn by turn, measuring how its lost games end and how much king-capture chance its turns leave the
// opponent, against the safest turn each roll allowed. Chances are exact (kcp.h).
struct LossStudy {
    int games = 0;  // finished games the bot played
    int won = 0, lost = 0, drawn = 0;
    std::array<int, 2> lostAs{};        // by the bot's colour (White, Black)
    std::array<int, 4> lostByLength{};  // game length in turns: 1–6, 7–10, 11–16, 17 or more
    // Losses by king capture, by the capture chance of the roll that took the king: below 5 %, 5–20 %,
    // 20–35 %, 35 % or more. Losses any other way (time, a dropped double) are not in these.
    std::array<int, 4> captureChance{};
    // The bot's last turn before a king capture, when that roll gave a real choice (two or more final
    // positions, no capture of its own): how many, how many left no more than the safest turn did, and the
    // sums of the chance left and of the safest chance.
    int lastTurns = 0;
    int lastTurnsSafest = 0;
    double lastTurnLeft = 0, lastTurnSafest = 0;
    // Every turn of the bot with a real choice, in lost games [0] and won games [1]: how many, and the sum
    // of the chance left minus the safest chance.
    std::array<int, 2> turns{};
    std::array<double, 2> excess{};
};

// The bot is named as in a match ("neural" also matches "neural:movetime=100"); every game must have it
// as White or Black, else the error names the game. Unfinished games are skipped.
Result<LossStudy> studyLosses(std::span<const GameRecord> games, std::string_view bot);

}  // namespace dicechess
