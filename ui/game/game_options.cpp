#include "game/game_options.h"

#include <QRandomGenerator>

namespace dicechess::ui {

quint64 randomGameSeed() {
    return QRandomGenerator::global()->generate64();
}

GameOptions setUpFrom(GameOptions last, const Position& start, Variant variant, bool analysisBoard) {
    last.start = start;
    if (last.variant != variant) {
        last.variant = variant;
        for (PlayerSpec* player : {&last.white, &last.black})
            if (!player->isHuman())
                player->botId =
                    variant == Variant::OneDie ? QStringLiteral("expectimax") : QStringLiteral("aggressive");
        if (variant == Variant::OneDie) last.stakes = false;
    }
    if (analysisBoard) {
        last.white = PlayerSpec{};
        last.black = PlayerSpec{};
        last.manualRoll = true;
        last.stakes = false;
        last.timeControl.reset();
    }
    return last;
}

}  // namespace dicechess::ui
