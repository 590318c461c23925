#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "dicechess/core/clock.h"
#include "dicechess/notation/record.h"

namespace dicechess {

// The tags that let a saved game be resumed where it stopped (docs/dcg-format.md): who plays each side,
// the dice seed, stakes and rolling mode, the clocks and the cube. Written and read only here, so the app's
// saves and match records agree on them.
struct ResumeTags {
    // Per colour: a bot id ("aggressive", a one-die agent with its parameters "minimax:depth=5"), "human",
    // or empty when the record does not say.
    std::array<std::string, 2> players;
    std::uint64_t seed = 0;
    bool stakes = false;      // the doubling cube is in play (never on one die)
    bool manualRoll = false;  // humans press Roll themselves
    std::optional<TimeControl> timeControl;
    std::array<std::optional<std::int64_t>, 2> clockMs;  // time left per colour, with a time control
    int cubeValue = 1;
    std::optional<Color> cubeOwner;
    // Finished games reopened by taking back their king capture, as "turn 40" entries joined by ", "
    // (tag Reopened); empty when the game never was.
    std::string reopened;
    // Hints the human asked for (tag Hints): a game with hints is not fair play and is not rated.
    int hints = 0;
    // Tutor warnings the human was shown (tag TutorWarnings): as hints, the game is not rated.
    int tutorWarnings = 0;
    // Turns the human took back (tag Takebacks): as hints, the game is not rated.
    int takebacks = 0;
};

// Missing or malformed tags read as their defaults; a clock at zero reads as none unless the game is over. A
// record written by a match names each side by its entrant ("greedy:movetime=100"): the player is the bot's
// part of it (and a one-die agent's parameters).
ResumeTags readResumeTags(const GameRecord& record);
// Sets the tags on a record made by makeRecord (the seed and time control are already there).
void writeResumeTags(GameRecord& record, const ResumeTags& tags);

}  // namespace dicechess
