#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "dicechess/core/result.h"
#include "dicechess/rules/game.h"

namespace dicechess {

// A double in stakes mode (RULES.md §9), offered before the roll of turn `turnIndex` (0-based; equal to
// the number of turns when a dropped double ended the game) and raising the cube to `value`.
struct CubeAction {
    int turnIndex = 0;
    int value = 2;
    bool taken = true;
    bool operator==(const CubeAction&) const = default;
};

// A game as stored in a .dcg file (docs/dcg-format.md): PGN-like tag pairs, then movetext with each
// turn's roll and micro-moves, passes as "--", optional {comments}, and the result.
struct GameRecord {
    std::vector<std::pair<std::string, std::string>> tags;  // in file order
    Position start = Position::startPosition();
    std::vector<TurnRecord> turns;
    std::vector<std::string> comments;    // one per turn ("" when none)
    std::vector<CubeAction> cubeActions;  // in game order; written "(2 take)" / "(4 drop)" before a roll
    GameResult result = GameResult::Ongoing;
    Termination termination = Termination::None;

    std::string tag(std::string_view name) const;
    void setTag(std::string_view name, std::string value);
    // The rules dialect named by the Variant tag (three dice when the tag is absent).
    Variant variant() const;
    // The turn rule named by the Rules tag: the platform's (RULES.md §4b) for "dicechess-platform", the
    // records of games played on a server that speaks its wire; ours (§4) otherwise.
    TurnRule turnRule() const;
};

// Where and why a record was rejected (1-based line and column).
struct RecordError {
    int line = 0;
    int column = 0;
    std::string message;

    std::string toString() const;
};

// A record of a finished or running game with the standard tags (Event, Date, White, Black, Result,
// Termination, StartDFEN, Seed, TimeControl, Rules).
GameRecord makeRecord(const Game& game, std::string_view white, std::string_view black, std::uint64_t seed,
                      std::string_view event, std::string_view timeControl);

// Text of one record, ending with a blank line so records can be concatenated.
std::string writeRecord(const GameRecord& record);

// Parses every record in the text and replays it under the rules: malformed text or an illegal turn
// is an error with its line and column.
Result<std::vector<GameRecord>, RecordError> readRecords(std::string_view text);

// A record's turns replayed under its variant's rules (the record must have been validated by readRecords
// or written by us), in turn order: the one replay behind the two functions below and the game analyses.
struct ReplayedTurns {
    // The position before each turn's roll, without dice (for a record that starts mid-turn, its first
    // turn's position without the remaining dice).
    std::vector<Position> preRoll;
    // The game's position once each turn's roll is on the board: the position its moves were played from
    // (after a roll no piece can use, the pass is already made and the opponent is to roll).
    std::vector<Position> rolled;
    Game end;  // after the last turn, not finished by the record's result
};
ReplayedTurns replayTurns(const GameRecord& record);

// Replays a record into a Game, finished by the record's result (the record must have been validated by
// readRecords or written by us).
Game replay(const GameRecord& record);

// The position each turn of a record was played from, its roll on the board (the remaining dice for a
// record that starts mid-turn), in turn order: ReplayedTurns::rolled.
std::vector<Position> rolledPositions(const GameRecord& record);

// "1-0", "0-1", "1/2-1/2" or "*".
const char* resultText(GameResult result);

}  // namespace dicechess
