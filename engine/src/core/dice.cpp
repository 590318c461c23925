#include "dicechess/core/dice.h"

#include <cctype>

namespace dicechess {
namespace {

std::array<DiceRoll, DistinctRolls> makeRolls() {
    std::array<DiceRoll, DistinctRolls> rolls{};
    std::size_t n = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = a; b <= 6; ++b)
            for (int c = b; c <= 6; ++c) {
                const int weight = (a == b && b == c) ? 1 : (a == b || b == c) ? 3 : 6;
                rolls[n++] = DiceRoll{{static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b),
                                       static_cast<std::uint8_t>(c)},
                                      weight};
            }
    return rolls;
}

constexpr char Letters[] = "?pnbrqk";

}  // namespace

DicePool DiceRoll::pool() const {
    DicePool pool;
    for (std::uint8_t face : faces) pool.add(static_cast<PieceType>(face));
    return pool;
}

const std::array<DiceRoll, DistinctRolls>& allRolls() {
    static const std::array<DiceRoll, DistinctRolls> rolls = makeRolls();
    return rolls;
}

int rollIndex(DicePool pool) {
    const auto& rolls = allRolls();
    for (std::size_t i = 0; i < rolls.size(); ++i)
        if (rolls[i].pool() == pool) return static_cast<int>(i);
    return -1;
}

char pieceLetter(PieceType t, bool upperCase) {
    const char c = Letters[index(t)];
    return upperCase ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
}

std::optional<PieceType> pieceTypeFromLetter(char letter) {
    const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
    for (int t = 1; t <= PieceTypeCount; ++t)
        if (Letters[t] == lower) return static_cast<PieceType>(t);
    return std::nullopt;
}

std::string poolLetters(DicePool pool, bool upperCase) {
    std::string letters;
    for (int t = 1; t <= PieceTypeCount; ++t)
        letters.append(static_cast<std::size_t>(pool.count(static_cast<PieceType>(t))),
                       pieceLetter(static_cast<PieceType>(t), upperCase));
    return letters;
}

Result<DicePool> parseRoll(std::string_view text) {
    auto fail = [](std::string message) { return Result<DicePool>::failure(std::move(message)); };
    DicePool pool;
    int dice = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ',') {
            if (i == 0 || i + 1 == text.size() || text[i + 1] == ',')
                return fail("misplaced comma at position " + std::to_string(i + 1));
            continue;
        }
        std::optional<PieceType> type;
        if (c >= '1' && c <= '6') {
            type = static_cast<PieceType>(c - '0');
        } else {
            type = pieceTypeFromLetter(c);
        }
        if (!type) {
            return fail(std::string("'") + c + "' at position " + std::to_string(i + 1) +
                        " is not a die (use P N B R Q K, p n b r q k or 1-6)");
        }
        if (++dice > 3) return fail("a roll has at most three dice");
        pool.add(*type);
    }
    if (dice == 0) return fail("a roll needs one to three dice");
    return pool;
}

}  // namespace dicechess
