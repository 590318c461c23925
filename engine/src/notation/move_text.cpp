#include "dicechess/notation/move_text.h"
#include "dicechess/rules/movegen.h"

namespace dicechess {

std::string squareName(Square s) {
    return {static_cast<char>('a' + fileOf(s)), static_cast<char>('1' + rankOf(s))};
}

std::optional<Square> parseSquare(std::string_view text) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return std::nullopt;
    return makeSquare(text[0] - 'a', text[1] - '1');
}

std::string toUci(Move m) {
    std::string text = squareName(m.from()) + squareName(m.to());
    if (m.isPromotion()) text += pieceLetter(m.promotion(), false);
    return text;
}

std::optional<Move> parseUciMove(const Position& pos, std::string_view text) {
    if (text.size() != 4 && text.size() != 5) return std::nullopt;
    MoveList moves;
    generateMoves(pos, moves);
    for (Move m : moves)
        if (toUci(m) == text) return m;
    return std::nullopt;
}

std::string turnToString(const Turn& turn) {
    if (turn.empty()) return "--";
    std::string text;
    for (Move m : turn) {
        if (!text.empty()) text += ' ';
        text += toUci(m);
    }
    return text;
}

}  // namespace dicechess
