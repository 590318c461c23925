#pragma once
// A hand-made finished game of a tournament, for tests of its tables (engine) and the Match Lab (UI).
#include "dicechess/play/tournament.h"

namespace dicechess::test {

// Game pair `round` of pairing `pairing`, with `firstScore` (1, ½ or 0) the pairing's first entrant's. With
// `withRecord` it carries an empty record holding the result, as a match folder's games do.
inline TournamentGame finishedGame(int pairing, int round, bool firstIsWhite, double firstScore,
                                   bool withRecord = false) {
    TournamentGame g;
    g.pairing = pairing;
    g.round = round;
    g.game.pair = round;
    g.game.botIsWhite = firstIsWhite;
    g.game.result = firstScore == 0.5                     ? GameResult::Draw
                    : (firstScore == 1.0) == firstIsWhite ? GameResult::WhiteWins
                                                          : GameResult::BlackWins;
    if (withRecord) {
        g.game.record.emplace();
        g.game.record->result = g.game.result;
    }
    return g;
}

}  // namespace dicechess::test
