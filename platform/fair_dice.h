#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/core/result.h"
#include "dicechess/notation/record.h"

namespace dicechess::fair {

// The Dice Chess platform's provably fair dice (docs/platform-wire.md §8): the server commits to a secret
// 32-byte seed by publishing its SHA-256, and reveals the seed when the game ends; each roll is drawn from
// HMAC-SHA256 keyed by the seed over both players' client seeds and the roll's ply, so anyone holding the
// revealed values can recompute every roll, and neither side could have chosen them.
using ServerSeed = std::array<std::uint8_t, 32>;
using Roll = std::array<int, 3>;  // die values 1 (pawn) … 6 (king), in the order they were drawn

// 64 hexadecimal digits (either case); the error says what is wrong with the text.
Result<ServerSeed> parseServerSeed(std::string_view hex);
std::string toHex(const ServerSeed& seed);
// The commitment published before the game: lower-case hex of SHA-256 over the seed's 32 bytes.
std::string commitOf(const ServerSeed& seed);
// The roll numbered `ply` (0 for the game's first; forced passes count).
Roll rollAt(const ServerSeed& seed, std::string_view whiteSeed, std::string_view blackSeed, std::int64_t ply);

// The fairness values of a finished platform game and the rolls it recorded, checked against each other.
struct RecordedRoll {
    int turnNumber = 0;  // 1-based; rolled with ply turnNumber - 1
    Roll dice{};
};
struct FairnessRecord {
    std::string commit;  // empty when the record gives none
    std::string seed;    // the revealed server seed, as hex
    std::string whiteSeed;
    std::string blackSeed;
    std::vector<RecordedRoll> rolls;
    // False when the record keeps each roll as a pool, not in drawn order (a .dcg): dice compared as sets.
    bool ordered = true;
};
struct FairnessVerdict {
    bool commitChecked = false;         // the record gave a commit, and it was compared
    std::vector<std::string> problems;  // each names what differs; empty: every roll is the seeds'
    int rollsChecked = 0;
    bool fair() const { return problems.empty(); }
};
FairnessVerdict verify(const FairnessRecord& record);

// A game history as the platform serves it (`GET /games/{id}/history`, §14): its fairness values and
// turns. The error names the field that is missing or malformed.
Result<FairnessRecord> readPlatformHistory(std::string_view json);
// A platform game saved as .dcg (by `dicechess-cli serve` or `bot`): its tags DiceCommit, ServerSeed,
// ClientSeedWhite and ClientSeedBlack and its turns' rolls. The error names the missing tag, or says the
// seed is not revealed yet (a game in progress).
Result<FairnessRecord> fairnessOfRecord(const GameRecord& record);

}  // namespace dicechess::fair
