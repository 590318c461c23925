#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

#include "dicechess/rules/position.h"

#include "dicechess/core/result.h"

namespace dicechess {

// The DFEN field a parse error belongs to (RULES.md §11); Text is the string as a whole.
enum class DfenField : std::uint8_t {
    Text,
    Placement,
    SideToMove,
    Castling,
    EnPassant,
    HalfmoveClock,
    FullmoveNumber,
    Dice,
};

// Why a DFEN string was rejected: the field and a reason a user can act on.
struct DfenError {
    DfenField field;
    std::string reason;

    // "DFEN field 4 (en passant): …" ready for a status line or stderr.
    std::string message() const;
};

// What the position will be used for: play needs exactly one king per side and no pawn on rank 1 or 8;
// geometry (attack tables, editors, KCP experiments) accepts any placement.
enum class DfenUse : std::uint8_t { Play, Geometry };

std::string_view fieldName(DfenField field);

// Parses DFEN text; never throws, never accepts malformed text.
Result<Position, DfenError> parseDfen(std::string_view text, DfenUse use = DfenUse::Play);

// Canonical DFEN: castling in KQkq order, en-passant squares sorted, dice sorted and cased by side,
// dice field omitted when the pool is empty.
std::string toDfen(const Position& pos);

}  // namespace dicechess
