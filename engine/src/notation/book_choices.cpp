#include "dicechess/notation/book_choices.h"

#include "core/parse_number.h"
#include "core/text_files.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/notation/opening_book.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {
namespace {

constexpr std::string_view FormatLine = "dicechess-book-choices\t1";

bool sameRolled(const Position& a, const Position& b) {
    return a.key() == b.key() && bookKey(a) == bookKey(b);
}

// Adds one choice, merged with an earlier one that reaches the same final position.
void addChoice(FirstTurnChoices& choices, const Position& rolled, const Turn& turn, int count) {
    const std::uint64_t final = afterTurn(rolled, turn).key();
    for (FirstTurnChoices::Choice& c : choices.choices)
        if (c.finalKey == final && sameRolled(c.rolled, rolled)) {
            c.count += count;
            return;
        }
    choices.choices.push_back({rolled, turn, count, final});
}

std::string lineError(std::size_t line, const std::string& message) {
    return "line " + std::to_string(line) + ": " + message;
}

}  // namespace

int FirstTurnChoices::count(const Position& rolled, const Turn& turn) const {
    const std::uint64_t final = afterTurn(rolled, turn).key();
    for (const Choice& c : choices)
        if (c.finalKey == final && sameRolled(c.rolled, rolled)) return c.count;
    return 0;
}

int FirstTurnChoices::total(const Position& rolled) const {
    int sum = 0;
    for (const Choice& c : choices)
        if (sameRolled(c.rolled, rolled)) sum += c.count;
    return sum;
}

FirstTurnChoices countFirstTurnChoices(std::span<const GameRecord> games, std::string_view player) {
    FirstTurnChoices choices;
    choices.player = std::string(player);
    const std::string standard = toDfen(Position::startPosition());
    for (const GameRecord& record : games) {
        if (record.variant() != Variant::ThreeDice || toDfen(record.start) != standard) continue;
        const bool white = record.tag("White") == player;
        const bool black = record.tag("Black") == player;
        if (!white && !black) continue;
        const std::size_t turn = white ? 0 : 1;
        if (record.turns.size() <= turn) continue;
        ++choices.games;
        const std::vector<Position> rolled = rolledPositions(record);
        addChoice(choices, rolled[turn], record.turns[turn].moves, 1);
    }
    return choices;
}

std::string firstTurnChoicesText(const FirstTurnChoices& choices) {
    std::string text(FormatLine);
    text += "\nplayer\t" + singleLine(choices.player) + "\ngames\t" + std::to_string(choices.games) + '\n';
    for (const FirstTurnChoices::Choice& c : choices.choices)
        text += "choice\t" + toDfen(c.rolled) + '\t' + turnToString(c.turn) + '\t' + std::to_string(c.count) +
                '\n';
    return text;
}

Result<FirstTurnChoices> parseFirstTurnChoices(std::string_view text) {
    const std::vector<std::string_view> lines = splitLines(text);
    if (lines.empty() || lines[0] != FormatLine)
        return Result<FirstTurnChoices>::failure(
            lineError(1, "not a choices file (the first line must be 'dicechess-book-choices<TAB>1')"));
    FirstTurnChoices choices;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const std::vector<std::string_view> f = splitText(lines[i], '\t');
        const auto fail = [&](const std::string& message) {
            return Result<FirstTurnChoices>::failure(lineError(i + 1, message));
        };
        if (f[0] == "player" && f.size() == 2) {
            choices.player = std::string(f[1]);
        } else if (f[0] == "games" && f.size() == 2) {
            const std::optional<int> games = parseNumber<int>(f[1]);
            if (!games || *games < 0) return fail("games '" + std::string(f[1]) + "' is not a count");
            choices.games = *games;
        } else if (f[0] == "choice" && f.size() == 4) {
            auto rolled = parseDfen(f[1]);
            if (!rolled) return fail(rolled.error().message());
            const std::optional<Turn> turn = parseTurnText(*rolled, f[2]);
            if (!turn) return fail("'" + std::string(f[2]) + "' is not a legal turn of the roll");
            const std::optional<int> count = parseNumber<int>(f[3]);
            if (!count || *count < 1)
                return fail("the count '" + std::string(f[3]) + "' is not a positive count");
            addChoice(choices, *rolled, *turn, *count);
        } else {
            return fail("expected player, games or choice with their fields, got '" + std::string(f[0]) +
                        "' with " + std::to_string(f.size()) + " fields");
        }
    }
    return choices;
}

Result<FirstTurnChoices> loadFirstTurnChoices(const std::string& path) {
    const std::optional<std::string> text = readWholeFile(path);
    if (!text) return Result<FirstTurnChoices>::failure(path + ": cannot be read");
    Result<FirstTurnChoices> choices = parseFirstTurnChoices(*text);
    if (!choices) return Result<FirstTurnChoices>::failure(path + ": " + choices.error());
    return choices;
}

}  // namespace dicechess
