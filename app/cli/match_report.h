#pragma once

#include "dicechess/tournament.h"

namespace dicechess::cli {

// The final tables of a match or tournament on stdout: a head-to-head match as one detailed table, more
// pairings as a crosstable of pairings and the standings.
void printTournamentReport(const TournamentSetup& setup, const TournamentReport& report);

}  // namespace dicechess::cli
