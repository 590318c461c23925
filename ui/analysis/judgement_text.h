#pragma once

#include <QString>

#include "dicechess/analysis/judgement.h"

namespace dicechess::ui {

// How a judgement was obtained, in the UI's language, for the label beside its value: "value network alone",
// "value network, 1-turn search", "256 rollouts", "one-die ExpectiMiniMax, 3 plies".
QString judgementText(const Judgement& judgement);

}  // namespace dicechess::ui
