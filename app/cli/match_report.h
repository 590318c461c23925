#pragma once

#include <string>

#include "dicechess/play/tournament.h"

namespace dicechess::cli {

// What the tables say instead of an Elo when the games are too few for one (ScoreSummary::hasElo).
inline constexpr const char* UnboundedElo = "unbounded";

// "+120 +-  45" (an Elo and its 95 % half-width), or UnboundedElo.
std::string eloText(bool hasElo, double elo, double margin);

// The final tables of a match or tournament on stdout: a head-to-head match as one detailed table, more
// pairings as a crosstable of pairings and the standings.
void printTournamentReport(const TournamentSetup& setup, const TournamentReport& report);

}  // namespace dicechess::cli
