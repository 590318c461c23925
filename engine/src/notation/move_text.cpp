#include "dicechess/notation/move_text.h"

#include <algorithm>
#include <sstream>

#include "dicechess/rules/movegen.h"
#include "dicechess/rules/turngen.h"

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

std::optional<Turn> parseTurnText(const Position& rolled, std::string_view text) {
    return TurnTextReader(rolled).read(text);
}

TurnTextReader::TurnTextReader(const Position& rolled) : m_rolled(rolled) {
    TurnGenerator generator;
    for (const TurnOutcome& o : generator.distinctOutcomes(rolled)) m_finalKeys.push_back(o.final.key());
    std::sort(m_finalKeys.begin(), m_finalKeys.end());
}

std::optional<Turn> TurnTextReader::read(std::string_view text) const {
    Turn turn;
    Position pos = m_rolled;
    std::string spaced(text);
    std::replace(spaced.begin(), spaced.end(), ',', ' ');
    std::istringstream words(spaced);
    for (std::string word; words >> word;) {
        if (word == "--" && turn.empty()) continue;
        const std::optional<Move> move = parseUciMove(pos, word);
        if (!move || !isLegalMove(pos, *move) || turn.size() == turn.capacity()) return std::nullopt;
        turn.push_back(*move);
        pos.play(*move);
    }
    // Complete: it reaches one of the roll's final positions.
    const Position final = afterTurn(m_rolled, turn, nullptr);
    if (std::binary_search(m_finalKeys.begin(), m_finalKeys.end(), final.key())) return turn;
    return std::nullopt;
}

}  // namespace dicechess
