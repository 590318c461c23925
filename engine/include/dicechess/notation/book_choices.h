#pragma once
// How often a player chose each first turn in recorded games: the Opening Explorer's "level 9" column,
// counted by `dicechess-cli book choices` from level 9's games (e.g. the bots' round-robin).

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/core/result.h"
#include "dicechess/notation/record.h"

namespace dicechess {

struct FirstTurnChoices {
    std::string player;  // the White or Black tag whose turns count ("neural": level 9)
    int games = 0;       // the player's games that were counted
    // One line of the file: a rolled first position, a turn played from it and how often.
    struct Choice {
        Position rolled;
        Turn turn;
        int count = 0;
        std::uint64_t finalKey = 0;  // of the position the turn leaves (what counts)
    };
    std::vector<Choice> choices;  // one per (position, final position), in first-seen order

    // How often the player reached `turn`'s final position from `rolled` (its clocks ignored), and how often
    // it played from `rolled` at all.
    int count(const Position& rolled, const Turn& turn) const;
    int total(const Position& rolled) const;
};

// The player's first turn of each game (White's first turn, or Black's first when the player was Black),
// counted by final position; games from another start position are skipped.
FirstTurnChoices countFirstTurnChoices(std::span<const GameRecord> games, std::string_view player);

// Text: "dicechess-book-choices<TAB>1", "player<TAB>…", "games<TAB>N", then "choice<TAB>DFEN<TAB>turn<TAB>N"
// lines. Errors name the line.
std::string firstTurnChoicesText(const FirstTurnChoices& choices);
Result<FirstTurnChoices> parseFirstTurnChoices(std::string_view text);
// The file's choices; errors start with the path.
Result<FirstTurnChoices> loadFirstTurnChoices(const std::string& path);

}  // namespace dicechess
