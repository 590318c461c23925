#pragma once

#include <functional>
#include <stop_token>

#include "dicechess/play/match_report.h"

namespace dicechess {

// Runs a whole match on options.threads threads (a head-to-head tournament, tournament.h). `onGame`
// receives every finished game as it finishes (any order with several threads), one call at a time. Results
// are identical for any thread count (untimed matches). With SPRT, the match stops after the first pair whose
// prefix crosses a bound.
MatchReport runMatch(const MatchOptions& options, const std::function<void(const MatchGame&)>& onGame = {},
                     std::stop_token stop = {});

}  // namespace dicechess
