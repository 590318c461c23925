#pragma once

#include <string>
#include <string_view>

#include "dicechess/play/tournament.h"

namespace dicechess {

// The report as JSON (a head-to-head match: one pairing's flat object; otherwise format, pairings and
// standings) and as CSV (one row per pairing), for `match --json`, `merge` and the app's export.
std::string reportJson(const TournamentSetup& setup, const TournamentReport& report);
std::string reportCsv(const TournamentReport& report);

// One CSV field (RFC 4180): quoted, with quotes doubled, when it holds a comma, a quote or a line break.
std::string csvField(std::string_view text);

}  // namespace dicechess
