#pragma once

#include <string>
#include <vector>

#include "dicechess/core/result.h"
#include "dicechess/notation/record.h"
#include "dicechess/play/game_room.h"
#include "online/wire.h"

namespace dicechess::online {

// The platform's games as our .dcg records (docs/dcg-format.md), so the app opens and analyses them.

// The turns of a game from `start`, each roll's micro-moves typed by replaying them (a king capture ends
// the turn without its end-of-turn step, as on the platform: §14.3), and each turn's `fenAfter`, when
// given, required of the replay exactly. Result and tags are the caller's. The error names the turn that
// does not replay, or the field that differs.
Result<GameRecord> recordOfTurns(const Position& start, const std::vector<room::PlayedTurn>& turns);

// The platform's draws (the 100 half-move clock and the 5,000-roll cap) as our terminations.
Termination drawTermination(std::size_t rolls);

// A finished game's history (`GET /games/{id}/history`, §14) as our record: its turns, result and
// termination, the players' names, and the fairness values as tags (GameId, DiceCommit, ServerSeed,
// ClientSeedWhite, ClientSeedBlack) so `verify-dice` can check it. A turn cut short by a resignation or a
// flag fall (which has no record in the history) becomes the unfinished last turn, with the roll the seeds
// give it. The error names the field that is missing or wrong, or the turn whose moves do not replay.
Result<GameRecord> recordFromHistory(const Json& history);

// A game still being played, from its state (§2, PublicGameState: players, time control, commit) and its
// Snapshot's history (§14.4), as a record without a result, so a game is on disk while it is played.
Result<GameRecord> recordOfLiveGame(const std::string& gameId, const Json& state, const Json& turns);

}  // namespace dicechess::online
