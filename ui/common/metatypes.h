#pragma once

#include <QMetaType>

#include <dicechess/bot.h>
#include <dicechess/position.h>
#include <dicechess/rng.h>

// Engine value types carried by queued signals between the GUI thread and workers.
Q_DECLARE_METATYPE(dicechess::Position)
Q_DECLARE_METATYPE(dicechess::BotDecision)
Q_DECLARE_METATYPE(dicechess::Move)

namespace dicechess::ui {

// Registers the types above once, before any queued connection carries them.
void registerMetaTypes();

}  // namespace dicechess::ui
