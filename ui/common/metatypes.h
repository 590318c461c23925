#pragma once

#include <QMetaType>

#include <vector>

#include <dicechess/analysis.h>
#include <dicechess/bot.h>
#include <dicechess/position.h>
#include <dicechess/rng.h>
#include <dicechess/tournament.h>

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
