#pragma once
// Computing the opening book (docs/opening-book.md): the rolled positions of each stage, one entry judged
// and rolled out, and a run folder that keeps finished entries line by line, resumes after a kill and
// splits into shards that merge into one book, like a match folder (play/match_folder.h).

#include <filesystem>
#include <functional>
#include <memory>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/core/result.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/notation/opening_book.h"

namespace dicechess {

enum class BookStage : std::uint8_t {
    White,  // White's first turn: the 56 rolls of the start position
    Black,  // Black's first turn: the 56 rolls after White's best turn of each of the ten likeliest White
            // rolls with a move, and after White's forced pass
};

// How many White rolls with a move the Black stage follows.
constexpr int BookWhiteRollsFollowed = 10;

// The rolled positions of White's first turn: the rolls the Black stage follows first (so that the first
// ten positions of a White run already serve it), then the others in the order of allRolls().
std::vector<Position> whiteBookPositions();
// The ten White rolls the Black stage follows: the likeliest rolls with a move (every roll of three
// different pieces is equally likely; ties go by the order of allRolls(), which puts the pawn first).
std::vector<DicePool> followedWhiteRolls();
// The start position after White's forced pass (a roll of bishops, rooks, queens and kings only).
Position afterWhitePass();
// The position after the White book's best turn for `whiteRoll`: nothing when the book lacks the roll.
std::optional<Position> afterWhiteBest(const OpeningBook& white, DicePool whiteRoll);
// The position before Black's first roll that `whiteTurn` names: "pass" (afterWhitePass) or a roll of three
// dice (afterWhiteBest); nothing when it is neither or the book lacks the roll.
std::optional<Position> afterWhiteRollOrPass(const OpeningBook& white, std::string_view whiteTurn);
// The rolled positions of Black's first turn: for each followed roll (then the pass), the position after
// the White book's best turn, with each of the 56 rolls. Fails when `white` lacks a followed roll.
Result<std::vector<Position>> blackBookPositions(const OpeningBook& white);

// One entry: every distinct turn judged (judgeRoll with `net`), the judge's best `settings.rolledOut`
// rolled out against each other by `net`'s policy until every difference to the best is known to
// settings.targetError. Deterministic for the settings; `threads` only splits the rollouts. Nothing when
// stopped.
std::optional<BookEntry> computeBookEntry(const Position& rolled, const BookSettings& settings,
                                          const std::shared_ptr<const ValueNet>& net, int threads,
                                          std::stop_token stop);

// What a run folder computes.
struct BookRunSetup {
    BookStage stage = BookStage::White;
    BookSettings settings;
    std::vector<Position> positions;  // the stage's positions (a small book may take the first few)
    int shardIndex = 0;               // this folder computes the positions whose index ≡ shardIndex
    int shardCount = 1;               // (mod shardCount)

    bool operator==(const BookRunSetup&) const = default;
    bool ownsPosition(std::size_t index) const {
        return static_cast<int>(index % static_cast<std::size_t>(shardCount)) == shardIndex;
    }
};

// A book run on disk:
//   setup.txt    the stage, shard, settings and positions (one DFEN per line), written once
//   entries.tsv  one line per finished position, "index<TAB>entry line", appended and flushed
// A kill can at worst cut the last line short; opening ignores it and that position is computed again.
class BookRunFolder {
public:
    static Result<BookRunFolder> create(const std::filesystem::path& dir, const BookRunSetup& setup);
    static Result<BookRunFolder> open(const std::filesystem::path& dir);

    const std::filesystem::path& path() const { return m_dir; }
    const BookRunSetup& setup() const { return m_setup; }
    // The finished entries by position index.
    const std::vector<std::pair<std::size_t, BookEntry>>& entries() const { return m_entries; }
    // The positions of this shard still to compute, in index order.
    std::vector<std::size_t> remaining() const;

    // Computes the remaining positions, `parallel` at a time with `threads` rollout threads each, appending
    // each as it finishes. `progress(done, total)` after each, from any worker, one call at a time.
    Status run(const std::shared_ptr<const ValueNet>& net, int parallel, int threads, std::stop_token stop,
               const std::function<void(std::size_t done, std::size_t total)>& progress = {});

private:
    std::filesystem::path m_dir;
    BookRunSetup m_setup;
    std::vector<std::pair<std::size_t, BookEntry>> m_entries;
};

std::string bookStageName(BookStage stage);

// Combines run folders (the shards of one or more stages) and optionally a book already made (the White
// stage, when merging Black's) into one book: the same settings everywhere, no shard of a stage twice;
// White's entries first, each stage in position order. `missing` names what is not computed yet.
struct MergedBook {
    OpeningBook book;
    std::vector<std::string> missing;  // "white shard 2/4", "black: 17 positions of shard 0/1"
};
Result<MergedBook> mergeBookRuns(std::span<const BookRunFolder> folders, const OpeningBook* base = nullptr);

}  // namespace dicechess
