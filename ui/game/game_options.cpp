#include "game/game_options.h"

#include <QRandomGenerator>

namespace dicechess::ui {

quint64 randomGameSeed() {
    return QRandomGenerator::global()->generate64();
}

}  // namespace dicechess::ui
