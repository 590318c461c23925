#include "common/metatypes.h"

namespace dicechess::ui {

void registerMetaTypes() {
    qRegisterMetaType<dicechess::Position>();
    qRegisterMetaType<dicechess::BotDecision>();
    qRegisterMetaType<dicechess::Move>();
    qRegisterMetaType<dicechess::Turn>();
    qRegisterMetaType<std::vector<dicechess::RollCell>>();
    qRegisterMetaType<dicechess::GameAnalysis>();
    qRegisterMetaType<dicechess::GameRecord>();
    qRegisterMetaType<dicechess::TournamentGame>();
}

}  // namespace dicechess::ui
