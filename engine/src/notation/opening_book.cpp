#include "dicechess/notation/opening_book.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <fstream>
#include <mutex>
#include <sstream>
#include <utility>

#include "core/parse_number.h"
#include "core/text_files.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"

namespace dicechess {
namespace {

constexpr std::string_view FormatLine = "dicechess-opening-book";

std::optional<double> parseReal(std::string_view text) {
    return parseNumber<double>(text);
}

std::string checksumText(std::uint64_t checksum) {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(checksum));
    return text;
}

std::string fourDecimals(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.4f", value);
    return text;
}

std::string fiveDecimals(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.5f", value);
    return text;
}

bool isProbability(double x) {
    return x >= 0 && x <= 1;
}

Result<BookTurn> parseBookTurn(std::string_view field, const TurnTextReader& turns) {
    const std::vector<std::string_view> parts = splitText(field, '|');
    if (parts.size() != 3 && parts.size() != 6)
        return Result<BookTurn>::failure("a turn has 3 fields separated by '|' (6 when rolled out), not " +
                                         std::to_string(parts.size()));
    BookTurn turn;
    turn.text = std::string(parts[0]);
    if (!turns.read(turn.text))
        return Result<BookTurn>::failure("'" + turn.text + "' is not a legal turn of this roll");
    const std::optional<double> judged = parseReal(parts[1]);
    const std::optional<int> depth = parseNumber<int>(parts[2]);
    if (!judged || !isProbability(*judged))
        return Result<BookTurn>::failure("turn '" + turn.text + "': the judged value '" +
                                         std::string(parts[1]) + "' is not a probability");
    if (!depth || *depth < 0 || *depth > 8)
        return Result<BookTurn>::failure("turn '" + turn.text + "': the depth '" + std::string(parts[2]) +
                                         "' is not 0 to 8");
    turn.judged = *judged;
    turn.judgedTurns = *depth;
    if (parts.size() == 3) return turn;
    const std::optional<double> value = parseReal(parts[3]);
    const std::optional<double> error = parseReal(parts[4]);
    const std::optional<double> differenceError = parseReal(parts[5]);
    if (!value || !isProbability(*value) || !error || !isProbability(*error) || !differenceError ||
        !isProbability(*differenceError))
        return Result<BookTurn>::failure("turn '" + turn.text + "': the rollout fields '" +
                                         std::string(parts[3]) + "|" + std::string(parts[4]) + "|" +
                                         std::string(parts[5]) + "' are not a value and two standard errors");
    turn.rolledOut = *value;
    turn.standardError = *error;
    turn.differenceError = *differenceError;
    return turn;
}

// The book's order: rolled-out turns by rollout value, then the rest as the judge ranks them (the turns it
// searched deeper first, each depth by value).
bool inBookOrder(const BookTurn& a, const BookTurn& b) {
    if (a.rolledOut.has_value() != b.rolledOut.has_value()) return a.rolledOut.has_value();
    if (a.rolledOut) return *a.rolledOut >= *b.rolledOut;
    if (a.judgedTurns != b.judgedTurns) return a.judgedTurns > b.judgedTurns;
    return a.judged >= b.judged;
}

std::string lineError(std::size_t line, const std::string& message) {
    return "line " + std::to_string(line) + ": " + message;
}

}  // namespace

std::string bookKey(const Position& rolled) {
    const std::string dfen = toDfen(rolled);
    const std::vector<std::string_view> fields = splitText(dfen, ' ');
    std::string key;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i == 4 || i == 5) continue;  // the clocks
        if (!key.empty()) key += ' ';
        key += fields[i];
    }
    return key;
}

const BookEntry* OpeningBook::find(const Position& rolled) const {
    // The Zobrist key covers the same fields; the text confirms a match against a collision.
    for (const BookEntry& entry : entries)
        if (entry.position.key() == rolled.key() && bookKey(entry.position) == bookKey(rolled)) return &entry;
    return nullptr;
}

namespace {

std::mutex defaultBookMutex;
std::shared_ptr<const OpeningBook> defaultBook;
std::function<std::shared_ptr<const OpeningBook>()> defaultBookLoader;

}  // namespace

std::shared_ptr<const OpeningBook> defaultOpeningBook() {
    const std::lock_guard lock(defaultBookMutex);
    // Loaded under the lock: a second caller waits for the first load instead of loading again.
    if (defaultBookLoader) defaultBook = std::exchange(defaultBookLoader, nullptr)();
    return defaultBook;
}

void setDefaultOpeningBook(std::shared_ptr<const OpeningBook> book) {
    const std::lock_guard lock(defaultBookMutex);
    defaultBookLoader = nullptr;
    defaultBook = std::move(book);
}

void setDefaultOpeningBookLoader(std::function<std::shared_ptr<const OpeningBook>()> loader) {
    const std::lock_guard lock(defaultBookMutex);
    defaultBook = nullptr;
    defaultBookLoader = std::move(loader);
}

std::string bookEntryLine(const BookEntry& entry) {
    std::string line = toDfen(entry.position) + '\t' + std::to_string(entry.rollouts);
    for (const BookTurn& turn : entry.turns) {
        line += '\t' + turn.text + '|' + fourDecimals(turn.judged) + '|' + std::to_string(turn.judgedTurns);
        if (turn.rolledOut)
            line += '|' + fiveDecimals(*turn.rolledOut) + '|' + fiveDecimals(turn.standardError) + '|' +
                    fiveDecimals(turn.differenceError);
    }
    return line;
}

Result<BookEntry> parseBookEntryLine(std::string_view line) {
    const std::vector<std::string_view> fields = splitText(line, '\t');
    if (fields.size() < 3)
        return Result<BookEntry>::failure(
            "an entry needs a DFEN, the rollouts and at least one turn, "
            "separated by tabs");
    auto position = parseDfen(fields[0]);
    if (!position) return Result<BookEntry>::failure("the DFEN: " + position.error().message());
    if (position->dice().size() != 3)
        return Result<BookEntry>::failure("the DFEN '" + std::string(fields[0]) +
                                          "' has no roll of three dice");
    BookEntry entry;
    entry.position = *position;
    const std::optional<int> rollouts = parseNumber<int>(fields[1]);
    if (!rollouts || *rollouts < 0 || *rollouts > 100'000'000)
        return Result<BookEntry>::failure("the rollouts '" + std::string(fields[1]) + "' are not a count");
    entry.rollouts = *rollouts;
    const TurnTextReader turns(entry.position);
    for (std::size_t i = 2; i < fields.size(); ++i) {
        Result<BookTurn> turn = parseBookTurn(fields[i], turns);
        if (!turn) return Result<BookEntry>::failure("turn " + std::to_string(i - 1) + ": " + turn.error());
        if (!entry.turns.empty() && !inBookOrder(entry.turns.back(), *turn))
            return Result<BookEntry>::failure("turn " + std::to_string(i - 1) + " '" + turn->text +
                                              "' is out of the book's order (rolled-out turns by their "
                                              "value, then the rest as the judge ranks them)");
        entry.turns.push_back(std::move(*turn));
    }
    if (entry.turns.front().rolledOut && entry.turns.front().differenceError != 0)
        return Result<BookEntry>::failure("the best turn's difference error is not 0");
    return entry;
}

std::string bookSettingsText(const BookSettings& s) {
    std::ostringstream text;
    text << "policy\t" << checksumText(s.policyChecksum) << '\n'
         << "rolled-out\t" << s.rolledOut << '\n'
         << "target-error\t" << fiveDecimals(s.targetError) << '\n'
         << "min-rollouts\t" << s.minRollouts << '\n'
         << "max-rollouts\t" << s.maxRollouts << '\n'
         << "max-plies\t" << s.maxPlies << '\n'
         << "seed\t" << s.seed << '\n';
    return text.str();
}

Result<BookSettings> parseBookSettings(const std::vector<std::string_view>& lines) {
    BookSettings s;
    std::vector<std::string> seen;
    for (const std::string_view line : lines) {
        const std::vector<std::string_view> parts = splitText(line, '\t');
        if (parts.size() != 2)
            return Result<BookSettings>::failure("'" + std::string(line) + "' is not 'name<TAB>value'");
        const std::string name(parts[0]);
        const std::string_view value = parts[1];
        const auto bad = [&](const char* what) {
            return Result<BookSettings>::failure(name + ": '" + std::string(value) + "' is not " + what);
        };
        if (std::find(seen.begin(), seen.end(), name) != seen.end())
            return Result<BookSettings>::failure(name + " is given twice");
        seen.push_back(name);
        if (name == "policy") {
            std::uint64_t checksum = 0;
            const auto [end, error] =
                std::from_chars(value.data(), value.data() + value.size(), checksum, 16);
            if (error != std::errc() || end != value.data() + value.size() || value.size() != 16)
                return bad("a 16-digit hexadecimal checksum");
            s.policyChecksum = checksum;
        } else if (name == "target-error") {
            const auto error = parseReal(value);
            if (!error || *error < 0 || *error > 1) return bad("a standard error between 0 and 1");
            s.targetError = *error;
        } else if (name == "rolled-out" || name == "min-rollouts" || name == "max-rollouts" ||
                   name == "max-plies" || name == "seed") {
            const auto number = parseNumber<long long>(value);
            const bool seed = name == "seed";
            if (!number || *number < (seed ? 0 : 1) || *number > (seed ? (1LL << 62) : 1'000'000'000LL))
                return bad(seed ? "a whole number from 0 to 2^62" : "a whole number from 1 to 10^9");
            if (seed)
                s.seed = static_cast<std::uint64_t>(*number);
            else if (name == "rolled-out")
                s.rolledOut = static_cast<int>(*number);
            else if (name == "min-rollouts")
                s.minRollouts = static_cast<int>(*number);
            else if (name == "max-rollouts")
                s.maxRollouts = static_cast<int>(*number);
            else
                s.maxPlies = static_cast<int>(*number);
        } else {
            return Result<BookSettings>::failure("unknown setting '" + name + "'");
        }
    }
    for (const char* required :
         {"policy", "rolled-out", "target-error", "min-rollouts", "max-rollouts", "max-plies", "seed"})
        if (std::find(seen.begin(), seen.end(), required) == seen.end())
            return Result<BookSettings>::failure(std::string("the setting '") + required + "' is missing");
    return s;
}

std::string openingBookText(const OpeningBook& book) {
    std::string text = std::string(FormatLine) + '\t' + std::to_string(OpeningBookFormat) + '\n';
    text += bookSettingsText(book.settings);
    for (const BookEntry& entry : book.entries) text += "entry\t" + bookEntryLine(entry) + '\n';
    return text;
}

Result<OpeningBook> parseOpeningBook(std::string_view text) {
    const std::vector<std::string_view> lines = splitLines(text);
    if (lines.empty()) return Result<OpeningBook>::failure("the book is empty");
    const std::vector<std::string_view> first = splitText(lines[0], '\t');
    if (first.size() != 2 || first[0] != FormatLine)
        return Result<OpeningBook>::failure(
            lineError(1, "not an opening book (it starts '" + std::string(lines[0].substr(0, 40)) + "')"));
    if (first[1] != std::to_string(OpeningBookFormat))
        return Result<OpeningBook>::failure(lineError(1, "book format " + std::string(first[1]) +
                                                             "; this program reads format " +
                                                             std::to_string(OpeningBookFormat)));
    std::size_t firstEntry = 1;
    while (firstEntry < lines.size() && !lines[firstEntry].starts_with("entry\t")) ++firstEntry;
    Result<BookSettings> settings =
        parseBookSettings(std::vector<std::string_view>(lines.begin() + 1, lines.begin() + firstEntry));
    if (!settings)
        return Result<OpeningBook>::failure("the settings (lines 2-" + std::to_string(firstEntry) +
                                            "): " + settings.error());
    OpeningBook book;
    book.settings = *settings;
    for (std::size_t i = firstEntry; i < lines.size(); ++i) {
        if (!lines[i].starts_with("entry\t"))
            return Result<OpeningBook>::failure(
                lineError(i + 1, "expected an entry line ('entry<TAB>DFEN...')"));
        Result<BookEntry> entry = parseBookEntryLine(lines[i].substr(6));
        if (!entry) return Result<OpeningBook>::failure(lineError(i + 1, entry.error()));
        if (book.find(entry->position))
            return Result<OpeningBook>::failure(lineError(i + 1, "the position is in the book twice"));
        book.entries.push_back(std::move(*entry));
    }
    return book;
}

Result<OpeningBook> loadOpeningBook(const std::string& path) {
    const std::optional<std::string> bytes = readWholeFile(path);
    if (!bytes) return Result<OpeningBook>::failure("cannot read the opening book '" + path + "'");
    Result<OpeningBook> book = parseOpeningBook(*bytes);
    if (!book) return Result<OpeningBook>::failure("opening book '" + path + "', " + book.error());
    return book;
}

}  // namespace dicechess
