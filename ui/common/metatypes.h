#pragma once

#include <QMetaType>

#include <vector>

#include "dicechess/analysis/analysis.h"
#include "dicechess/bots/bot.h"
#include "dicechess/core/rng.h"
#include "dicechess/play/tournament.h"
#include "dicechess/rules/position.h"

// Engine value types carried by queued signals between the GUI thread and workers.
Q_DECLARE_METATYPE(dicechess::Position)
Q_DECLARE_METATYPE(dicechess::BotDecision)
Q_DECLARE_METATYPE(dicechess::Move)
Q_DECLARE_METATYPE(dicechess::Turn)
Q_DECLARE_METATYPE(std::vector<dicechess::RollCell>)
Q_DECLARE_METATYPE(dicechess::GameAnalysis)
Q_DECLARE_METATYPE(dicechess::GameRecord)
Q_DECLARE_METATYPE(dicechess::TournamentGame)

namespace dicechess::ui {

// Registers the types above once, before any queued connection carries them.
void registerMetaTypes();

}  // namespace dicechess::ui
