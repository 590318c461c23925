#include "common/metatypes.h"

namespace dicechess::ui {

void registerMetaTypes() {
    qRegisterMetaType<dicechess::Position>();
    qRegisterMetaType<dicechess::BotDecision>();
    qRegisterMetaType<dicechess::Move>();
}

}  // namespace dicechess::ui
