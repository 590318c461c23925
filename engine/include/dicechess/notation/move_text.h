#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/core/move.h"
#include "dicechess/rules/position.h"

namespace dicechess {

std::string squareName(Square s);
std::optional<Square> parseSquare(std::string_view text);

// UCI long algebraic: e2e4, e7e8q, castling as the king's move (e1g1).
std::string toUci(Move m);

// Resolves UCI text against the position's pseudo-legal micro-moves for its pool; nullopt if none matches.
std::optional<Move> parseUciMove(const Position& pos, std::string_view text);

// Micro-moves separated by single spaces; a pass (empty turn) is written "--".
std::string turnToString(const Turn& turn);

// A whole legal turn of the rolled position from micro-moves separated by spaces or commas ("f2f3 a7c6
// c6e7"; "--" or nothing for a forced pass), or nothing when a micro-move is illegal or the turn is not
// complete.
std::optional<Turn> parseTurnText(const Position& rolled, std::string_view text);

// Reads many turns of one rolled position (a book entry's, the Explorer's rows): the roll's final positions
// are generated once here, where parseTurnText generates them for every turn it reads.
class TurnTextReader {
public:
    explicit TurnTextReader(const Position& rolled);
    // As parseTurnText(rolled, text).
    std::optional<Turn> read(std::string_view text) const;

private:
    Position m_rolled;
    std::vector<std::uint64_t> m_finalKeys;  // sorted
};

}  // namespace dicechess
