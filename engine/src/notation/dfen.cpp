#include <array>
#include <charconv>
#include <vector>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"

namespace dicechess {
namespace {

using DfenResult = Result<Position, DfenError>;

std::vector<std::string_view> splitOnSpaces(std::string_view text) {
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    for (;;) {
        const std::size_t space = text.find(' ', start);
        fields.push_back(text.substr(start, space == std::string_view::npos ? space : space - start));
        if (space == std::string_view::npos) return fields;
        start = space + 1;
    }
}

std::string quoted(std::string_view text) {
    constexpr std::size_t Limit = 24;
    std::string shown(text.substr(0, Limit));
    if (text.size() > Limit) shown += "...";
    return "'" + shown + "'";
}

std::optional<DfenError> parsePlacement(std::string_view text, Position& pos) {
    auto error = [](std::string reason) { return DfenError{DfenField::Placement, std::move(reason)}; };
    int rank = 7;
    int file = 0;
    bool lastWasDigit = false;
    for (const char c : text) {
        const std::string rankName = "rank " + std::to_string(rank + 1);
        if (c == '/') {
            if (file != 8)
                return error(rankName + " has " + std::to_string(file) + " files, needs exactly 8");
            if (rank == 0) return error("more than 8 ranks");
            --rank;
            file = 0;
            lastWasDigit = false;
            continue;
        }
        if (c >= '1' && c <= '8') {
            if (lastWasDigit)
                return error(rankName + " has two digits in a row; write empty squares as one digit");
            file += c - '0';
            lastWasDigit = true;
            if (file > 8) return error(rankName + " has more than 8 files");
            continue;
        }
        const std::optional<PieceType> type = pieceTypeFromLetter(c);
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        if (!type || !letter) {
            return error(std::string("'") + c + "' in " + rankName +
                         " is not a piece letter (PNBRQK pnbrqk), a digit 1-8 or '/'");
        }
        if (file >= 8) return error(rankName + " has more than 8 files");
        const Color color = (c >= 'a' && c <= 'z') ? Color::Black : Color::White;
        pos.putPiece(makeSquare(file, rank), makePiece(color, *type));
        ++file;
        lastWasDigit = false;
    }
    if (rank != 0)
        return error("has " + std::to_string(8 - rank) + " ranks, needs exactly 8 separated by '/'");
    if (file != 8) return error("rank 1 has " + std::to_string(file) + " files, needs exactly 8");
    return std::nullopt;
}

std::optional<DfenError> checkPlayable(const Position& pos) {
    for (Color c : {Color::White, Color::Black}) {
        const int kings = popCount(pos.pieces(c, PieceType::King));
        const char* side = c == Color::White ? "white" : "black";
        if (kings != 1) {
            return DfenError{DfenField::Placement, std::string("a position for play needs exactly one ") +
                                                       side + " king (found " + std::to_string(kings) + ")"};
        }
    }
    const Bitboard badPawns = pos.pieces(PieceType::Pawn) & (rankBits(0) | rankBits(7));
    if (badPawns != 0) {
        return DfenError{DfenField::Placement, "pawn on " + squareName(lowestSquare(badPawns)) +
                                                   ": pawns cannot stand on rank 1 or 8"};
    }
    return std::nullopt;
}

std::optional<DfenError> parseCastling(std::string_view text, Position& pos) {
    auto error = [](std::string reason) { return DfenError{DfenField::Castling, std::move(reason)}; };
    if (text == "-") return std::nullopt;
    if (text.empty()) return error("is empty; use '-' for no castling rights");
    std::uint8_t rights = NoCastling;
    for (const char c : text) {
        std::uint8_t right = NoCastling;
        switch (c) {
            case 'K': right = WhiteKingSide; break;
            case 'Q': right = WhiteQueenSide; break;
            case 'k': right = BlackKingSide; break;
            case 'q': right = BlackQueenSide; break;
            default: return error(quoted(text) + " may only hold K, Q, k, q or be '-'");
        }
        if (rights & right) return error(quoted(text) + " repeats '" + std::string(1, c) + "'");
        rights |= right;
    }
    pos.setCastlingRights(rights);
    return std::nullopt;
}

std::optional<DfenError> parseEnPassant(std::string_view text, Position& pos) {
    auto error = [](std::string reason) { return DfenError{DfenField::EnPassant, std::move(reason)}; };
    if (text == "-") return std::nullopt;
    if (text.empty() || text.size() % 2 != 0)
        return error(quoted(text) + " must be '-' or whole squares like e3 or a3c3e3");
    Bitboard targets = 0;
    for (std::size_t i = 0; i < text.size(); i += 2) {
        const std::optional<Square> target = parseSquare(text.substr(i, 2));
        if (!target) return error(quoted(text.substr(i, 2)) + " is not a square");
        const std::string name = squareName(*target);
        if (targets & squareBit(*target)) return error("square " + name + " is listed twice");
        if (rankOf(*target) != 2 && rankOf(*target) != 5)
            return error("target " + name + " is not on rank 3 or 6, where double pushes pass");
        if (pos.pieceOn(*target) != Piece::None) return error("target " + name + " is not empty");
        const bool white = rankOf(*target) == 2;
        const Square pawnSquare = white ? *target + 8 : *target - 8;
        if (pos.pieceOn(pawnSquare) != makePiece(white ? Color::White : Color::Black, PieceType::Pawn)) {
            return error("target " + name + " needs the " + (white ? "white" : "black") +
                         " pawn that created it on " + squareName(pawnSquare));
        }
        targets |= squareBit(*target);
    }
    pos.setEnPassantTargets(targets);
    return std::nullopt;
}

std::optional<std::uint64_t> parseNumber(std::string_view text) {
    if (text.empty() || text.size() > 12) return std::nullopt;
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    for (const char c : text)
        if (c < '0' || c > '9') return std::nullopt;
    return value;
}

std::optional<DfenError> parseDice(std::string_view text, Position& pos) {
    auto error = [](std::string reason) { return DfenError{DfenField::Dice, std::move(reason)}; };
    if (text == "-") return std::nullopt;
    if (text.empty() || text.size() > 3)
        return error(quoted(text) + " must be '-' or 1-3 letters from pnbrqk");
    DicePool pool;
    for (const char c : text) {
        const std::optional<PieceType> type = pieceTypeFromLetter(c);
        if (!type || c < 'A')
            return error(quoted(text) + " holds '" + std::string(1, c) + "', not one of pnbrqk");
        pool.add(*type);
    }
    pos.setDice(pool);
    return std::nullopt;
}

}  // namespace

std::string_view fieldName(DfenField field) {
    static constexpr std::array<std::string_view, 8> Names = {
        "text",       "placement",       "side to move",     "castling",
        "en passant", "half-move clock", "full-move number", "dice"};
    return Names[static_cast<std::size_t>(field)];
}

std::string DfenError::message() const {
    if (field == DfenField::Text) return "DFEN: " + reason;
    return "DFEN field " + std::to_string(static_cast<int>(field)) + " (" + std::string(fieldName(field)) +
           "): " + reason;
}

DfenResult parseDfen(std::string_view text, DfenUse use) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 32 || c > 126) {
            return DfenError{DfenField::Text, "byte " + std::to_string(c) + " at position " +
                                                  std::to_string(i + 1) + " is not printable ASCII"};
        }
    }
    const std::vector<std::string_view> fields = splitOnSpaces(text);
    if (fields.size() < 4 || fields.size() > 7) {
        return DfenError{DfenField::Text,
                         "has " + std::to_string(fields.size()) +
                             " space-separated fields, needs 4 to 7 (placement side castling "
                             "en-passant [half-move] [full-move] [dice])"};
    }
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (fields[i].empty()) {
            return DfenError{static_cast<DfenField>(i + 1),
                             "is empty (fields are separated by exactly one space, with none at the ends)"};
        }
    }

    Position pos;
    if (auto error = parsePlacement(fields[0], pos)) return *error;
    if (use == DfenUse::Play)
        if (auto error = checkPlayable(pos)) return *error;

    if (fields[1] != "w" && fields[1] != "b")
        return DfenError{DfenField::SideToMove, quoted(fields[1]) + " must be 'w' or 'b'"};
    pos.setSideToMove(fields[1] == "w" ? Color::White : Color::Black);

    if (auto error = parseCastling(fields[2], pos)) return *error;
    if (auto error = parseEnPassant(fields[3], pos)) return *error;

    if (fields.size() > 4) {
        const std::optional<std::uint64_t> clock = parseNumber(fields[4]);
        if (!clock || *clock > MaxHalfmoveClock)
            return DfenError{DfenField::HalfmoveClock,
                             quoted(fields[4]) + " must be a whole number from 0 to 127"};
        pos.setHalfmoveClock(static_cast<int>(*clock));
    }
    if (fields.size() > 5) {
        const std::optional<std::uint64_t> number = parseNumber(fields[5]);
        if (!number || *number < 1 || *number > 2147483647ULL) {
            return DfenError{DfenField::FullmoveNumber,
                             quoted(fields[5]) + " must be a whole number from 1 to 2147483647"};
        }
        pos.setFullmoveNumber(static_cast<std::uint32_t>(*number));
    }
    if (fields.size() > 6)
        if (auto error = parseDice(fields[6], pos)) return *error;
    return pos;
}

std::string toDfen(const Position& pos) {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = pos.pieceOn(makeSquare(file, rank));
            if (p == Piece::None) {
                ++empty;
                continue;
            }
            if (empty) out += static_cast<char>('0' + empty);
            empty = 0;
            out += pieceLetter(typeOf(p), colorOf(p) == Color::White);
        }
        if (empty) out += static_cast<char>('0' + empty);
        if (rank) out += '/';
    }
    out += pos.sideToMove() == Color::White ? " w " : " b ";
    const std::uint8_t rights = pos.castlingRights();
    if (rights == NoCastling) out += '-';
    if (rights & WhiteKingSide) out += 'K';
    if (rights & WhiteQueenSide) out += 'Q';
    if (rights & BlackKingSide) out += 'k';
    if (rights & BlackQueenSide) out += 'q';
    out += ' ';
    if (pos.enPassantTargets() == 0) out += '-';
    for (Bitboard b = pos.enPassantTargets(); b != 0;) out += squareName(popLowest(b));
    out += ' ' + std::to_string(pos.halfmoveClock()) + ' ' + std::to_string(pos.fullmoveNumber());
    if (!pos.dice().empty()) out += ' ' + poolLetters(pos.dice(), pos.sideToMove() == Color::White);
    return out;
}

}  // namespace dicechess
