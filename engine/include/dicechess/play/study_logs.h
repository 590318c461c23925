#pragma once

#include <span>
#include <string>

#include "dicechess/play/tournament.h"

namespace dicechess {

// The Maastricht study's two logs (docs/one-die.md, "CSV logs"), for games that kept their records: one
// row per game (players, winner, turns, time per move of each side, final evaluation, pieces left) and one
// row per decision (game, turn, side, player, roll, move, time, captures, pieces left, evaluation after).
// Evaluations are the study's (variant 1). Header row first; games in the order given.
std::string studyGamesCsv(const TournamentSetup& setup, std::span<const TournamentGame> games);
std::string studyMovesCsv(const TournamentSetup& setup, std::span<const TournamentGame> games);

}  // namespace dicechess
