#pragma once
// The opening book (docs/opening-book.md): for the rolled positions of the first turns, every distinct turn
// ranked by the judge and the best few rolled out against each other with common dice, gnubg-style. The
// book is text, versioned, and names the rollout policy and settings, so a value in it can be traced to how
// it was obtained.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/core/result.h"
#include "dicechess/rules/position.h"

namespace dicechess {

constexpr int OpeningBookFormat = 1;

// How the book's rollouts were made (every entry of one book shares them).
struct BookSettings {
    std::uint64_t policyChecksum = 0;  // the policy net's file (ValueNet::fileChecksum)
    int rolledOut = 6;                 // the judge's best this many turns are rolled out
    double targetError = 0.005;        // on each rolled-out turn's difference to the best
    int minRollouts = 64;
    int maxRollouts = 20000;
    int maxPlies = 8;  // each rollout cut after this many plies and credited the policy net's value
    std::uint64_t seed = 1;

    bool operator==(const BookSettings&) const = default;
};

struct BookTurn {
    std::string text;     // the micro-moves of the representative order ("e2e4 g1f3 f1c4")
    double judged = 0;    // the judge's win probability for the mover
    int judgedTurns = 0;  // how many turns deep the judge searched it (its shortlist deeper than the rest)
    // The rollouts' value for the mover, its standard error and that of its difference to the entry's best
    // rolled-out turn (0 for the best itself); empty for a turn that was not rolled out.
    std::optional<double> rolledOut;
    double standardError = 0;
    double differenceError = 0;
};

// One rolled position: its turns best first (rolled-out turns by their rollout value, then the rest as the
// judge ranks them: deeper-searched first, then by value).
struct BookEntry {
    Position position;  // with the roll in its dice
    int rollouts = 0;   // per rolled-out turn
    std::vector<BookTurn> turns;

    // The best turn: the first.
    const BookTurn& best() const { return turns.front(); }
};

struct OpeningBook {
    BookSettings settings;
    std::vector<BookEntry> entries;  // White's first turns, then Black's

    // The entry of a rolled position: the same board, side, castling, en passant and roll (the clocks are
    // ignored); nothing when the book does not have it.
    const BookEntry* find(const Position& rolled) const;
};

// One entry as a line of text (no newline): the DFEN, the rollouts, then one tab-separated field per turn,
// `micro-moves|judged|depth`, followed by `|rolled-out|se|difference-se` for a rolled-out turn. The parser
// checks every turn is legal in the position and the order is the book's.
std::string bookEntryLine(const BookEntry& entry);
Result<BookEntry> parseBookEntryLine(std::string_view line);

// The header lines (each ending in a newline) and their parser, which fills `settings` from the lines it
// knows and fails on a missing or unknown one; used by book files and book-run folders alike.
std::string bookSettingsText(const BookSettings& settings);
Result<BookSettings> parseBookSettings(const std::vector<std::string_view>& lines);

// A whole book file: a first line naming the format and version, the settings, then one entry per line.
// Errors name the line ("line 7: …").
std::string openingBookText(const OpeningBook& book);
Result<OpeningBook> parseOpeningBook(std::string_view text);
Result<OpeningBook> loadOpeningBook(const std::string& path);

// The book the bots (level 9) and the analysis consult: installed once at start-up by the CLI or the app
// (the shipped file); null when there is none. Thread-safe.
std::shared_ptr<const OpeningBook> defaultOpeningBook();
void setDefaultOpeningBook(std::shared_ptr<const OpeningBook> book);
// Installs a loader instead, called by the first defaultOpeningBook() (reading and checking the whole book
// takes a while; most CLI commands never ask for it).
void setDefaultOpeningBookLoader(std::function<std::shared_ptr<const OpeningBook>()> loader);

// The key `find` compares: the DFEN's board, side, castling and en-passant fields and the sorted roll.
std::string bookKey(const Position& rolled);

}  // namespace dicechess
