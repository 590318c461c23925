#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "dicechess/play/tournament.h"

#include "dicechess/core/result.h"

namespace dicechess {

// A tournament on disk (docs/distributed.md describes the files):
//   setup.txt    the set-up, written once when the match starts (text, one "key = value" per line)
//   results.tsv  one line per finished game, appended and flushed as each game ends
//   games/       one .dcg per finished game, written (atomically) before its result line
// A kill can at worst cut the last result line short; opening the folder ignores that line (the next append
// removes it) and the game is played again. Resuming plays exactly the missing games with the same seeds.
class MatchFolder {
public:
    // Creates the folder (and parents). Refuses a directory that already holds a match.
    static Result<MatchFolder> create(const std::filesystem::path& dir, const TournamentSetup& setup);
    enum class Records : bool { Load, Skip };
    // Reads the set-up and every finished game; errors name the file and line. Records::Skip leaves the
    // games' records on disk (only checking they exist): resuming and the tables need the results alone, and
    // replaying thousands of records is the slow part of opening.
    static Result<MatchFolder> open(const std::filesystem::path& dir, Records records = Records::Load);

    const std::filesystem::path& path() const { return m_dir; }
    const TournamentSetup& setup() const { return m_setup; }
    // The games finished when the folder was opened, by game number (appended ones are not added).
    const std::vector<TournamentGame>& games() const { return m_games; }

    // Writes one finished game: done when it is on disk, else why not.
    Status append(const TournamentGame& game);

    // The record of game `gameNumber` (0-based): games/0000001.dcg for game 0, in this folder or in `dir`.
    std::filesystem::path gamePath(long long gameNumber) const { return gamePath(m_dir, gameNumber); }
    static std::filesystem::path gamePath(const std::filesystem::path& dir, long long gameNumber);
    // True when a run would play nothing more (of the games read when the folder was opened): every game
    // of this shard's schedule is in, or the SPRT has stopped the match (stopsAtVerdict).
    bool isFinished() const;

private:
    std::filesystem::path m_dir;
    TournamentSetup m_setup;
    std::vector<TournamentGame> m_games;
    std::optional<std::size_t> m_cutTail;  // results.tsv ends in a cut line: keep only this many bytes
};

// TournamentHooks::onGame for a run that keeps its games in `folder`: appends each finished game, then calls
// `then` (if given). The first write error is kept in `*written` (which starts done) and requests `stop`,
// since games that cannot be kept are not worth playing; nothing is written after it. Used by
// `dicechess-cli match` and the Match Lab's runner; `folder` and `written` must outlive the run.
std::function<void(const TournamentGame&)> appendingTo(MatchFolder& folder, Status* written,
                                                       std::stop_source stop,
                                                       std::function<void(const TournamentGame&)> then = {});

// One line of results.tsv (with its newline; tabs and newlines in the incident become spaces) and its
// parser, which checks the line against the set-up (pairing, round, shard, game number).
std::string resultLine(const TournamentGame& game, int pairings);
Result<TournamentGame> parseResultLine(std::string_view line, const TournamentSetup& setup);

// setup.txt: text and parser (errors say "line N: …").
std::string setupText(const TournamentSetup& setup);
Result<TournamentSetup> parseSetupText(std::string_view text);

// Combines shard folders of one tournament: same set-up except the shard index, each shard once. The
// result has shard 0/1 and every game of the given shards; `missingShards` lists shards not given.
struct MergedShards {
    TournamentSetup setup;
    std::vector<TournamentGame> games;
    std::vector<int> missingShards;
};
Result<MergedShards> mergeShards(std::span<const MatchFolder> folders);

// Every game's record as one .dcg text, by game number.
std::string gamesText(std::span<const TournamentGame> games);

}  // namespace dicechess
