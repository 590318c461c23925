#pragma once
// The judges the grown decision benchmark scores (decision_references.h), by spec:
//   net[=FILE]       the value net at 0-ply: the turn whose final position it values best
//   model            the fitted win model (level 7) at 0-ply
//   analysis[=FILE][:depth=D][:shortlist=K]
//                    Analyse Game's default: the net plus a D-turn search (2) of its best K (8)
//   monte-carlo      the Monte-Carlo analysis: 256 random-playout rollouts on the Aggressive shortlist of 8
//   bot=ENTRANT      a bot's own choice, as a match entrant ("9:movetime=100", "9:budget=3000:net=FILE")
// Without FILE the installed net (defaultValueNet) is used.

#include <memory>
#include <string>
#include <string_view>

#include "dicechess/core/result.h"
#include "dicechess/training/decision_references.h"

namespace dicechess {

struct NamedJudge {
    std::string name;  // the spec as given
    DecisionJudgeFunction choose;
};

// Errors name the part of the spec that is wrong (an unknown judge, a net file that does not load).
Result<NamedJudge> decisionJudge(std::string_view spec);

}  // namespace dicechess
