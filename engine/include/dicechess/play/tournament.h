#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "dicechess/play/match.h"
#include "dicechess/play/stats.h"

namespace dicechess {

// Tournaments: two or more bots in dice-sharing game pairs (BOTS.md §7), in one of three formats, on N
// threads, optionally split across machines. Every pairing plays the same dice in the same round, so
// rounds compare like with like. The folder that keeps a tournament on disk is match_folder.h.

enum class TournamentFormat : std::uint8_t {
    HeadToHead,  // exactly two entrants
    Gauntlet,    // the first entrant meets each of the others
    RoundRobin,  // every entrant meets every other
};

const char* formatName(TournamentFormat format);  // "head-to-head", "gauntlet", "round-robin"
std::optional<TournamentFormat> parseFormat(std::string_view text);

// One bot with its settings, written "ID[:movetime=MS][:budget=N][:net=FILE]" (e.g.
// "expectimax:movetime=100", "neural:budget=3000:net=training/distill1/net.dcvnet").
struct Entrant {
    Entrant() = default;
    explicit Entrant(std::string id, int moveTime = 0, std::uint64_t budget = 0)
        : botId(std::move(id)), moveTimeMs(moveTime), workBudget(budget) {}

    std::string botId;
    int moveTimeMs = 0;            // > 0: the budget of every decision; 0: the tournament's clock, or untimed
    std::uint64_t workBudget = 0;  // > 0: the bot's own work limit (BotRequest::workBudget)
    // Level 9 only: its value network from this file instead of the installed one (head-to-head of nets).
    std::string netFile;
    std::shared_ptr<const ValueNet> net;  // loaded from netFile by parseEntrant

    std::string spec() const;  // the canonical text above; also the entrant's name in tables and records
    // Equal settings; two loads of one net file are equal, a file changed between them is not.
    bool operator==(const Entrant& other) const;
};

// Parses an entrant spec; the bot id must be registered for the variant. Errors name the part that is
// wrong. One-die bots take their own parameters too ("minimax:depth=9:movetime=100"): every part but
// movetime and budget belongs to the bot, whose canonical spec becomes botId.
Result<Entrant> parseEntrant(std::string_view text, Variant variant = Variant::ThreeDice);

// "platform:TEAM/NAME": a bot connected to a platform server (dicechess-cli serve), which plays only in a
// match held on that server (match --serve), never in this process.
inline constexpr std::string_view PlatformEntrantPrefix = "platform:";
bool isPlatformEntrant(std::string_view botId);

// "K/N": this machine plays the game pairs whose number is ≡ K (mod N), 0 ≤ K < N.
struct Shard {
    int index = 0;
    int count = 1;

    std::string text() const;
    bool operator==(const Shard&) const = default;
};
Result<Shard> parseShard(std::string_view text);

// A list of start positions: one DFEN per line; blank lines and lines starting with # are skipped.
// Errors say "line N: " and the DFEN field at fault.
Result<std::vector<Position>> parseStartList(std::string_view text);

struct TournamentSetup {
    TournamentFormat format = TournamentFormat::HeadToHead;
    std::vector<Entrant> entrants;
    int pairsPerPairing = 100;
    std::uint64_t seed = 1;
    std::optional<TimeControl> timeControl;  // for entrants without their own move time
    std::vector<Position> starts;  // round r starts from starts[r mod size]; empty: the standard start
    int maxTurns = DefaultTurnCap;
    std::optional<SprtOptions> sprt;  // judged per pairing; a head-to-head match stops at a verdict
    Variant variant = Variant::ThreeDice;
    Shard shard;

    // Everything but the shard: shards of one tournament have equal keys.
    bool sameTournament(const TournamentSetup& other) const;
};

// Whether the set-up can be played, else what is wrong with it.
Status validateSetup(const TournamentSetup& setup);

// Who meets whom; `first` is the entrant whose point of view the pairing's table takes.
struct Pairing {
    int first = 0;
    int second = 0;
};
std::vector<Pairing> pairingsOf(const TournamentSetup& setup);

// Game pair number n is round n / P of pairing n mod P (P pairings), so a stopped tournament has
// played every pairing about equally. Game number 2n is the pair's game with the first entrant as White.
constexpr long long gameNumberOf(int pairings, int pairing, int round, bool firstIsWhite) {
    return 2 * (static_cast<long long>(round) * pairings + pairing) + (firstIsWhite ? 0 : 1);
}

struct TournamentGame {
    int pairing = 0;
    int round = 0;
    MatchGame game;  // game.pair == round; game.botIsWhite: the pairing's first entrant had White

    long long pairNumber(int pairings) const { return static_cast<long long>(round) * pairings + pairing; }
    long long gameNumber(int pairings) const {
        return gameNumberOf(pairings, pairing, round, game.botIsWhite);
    }
};

// Total game pairs of the tournament; this shard plays numbers shard.index, shard.index + shard.count, …
long long totalPairs(const TournamentSetup& setup);
long long shardPairCount(const TournamentSetup& setup);

// One pairing's game pairs scored as a live run meets them: this shard's pairs of the pairing in schedule
// order, each complete pair's score binned and, with an SPRT, judged after it. Counting stops at the first
// pair still missing a game and at the first SPRT verdict, where a live head-to-head match stops. The one
// place pair scores and the SPRT history are computed: the runner (stopping a match), the report (which
// pairs count) and the Match Lab's LLR chart all read it.
class PairTally {
public:
    PairTally(const TournamentSetup& setup, int pairing);

    // The number of the next pair to count (its games are 2n, first entrant White, and 2n + 1), or none once
    // this shard's pairs of the pairing are all counted or the SPRT has reached a verdict.
    std::optional<long long> nextPair() const;
    // Counts the next pair from the first entrant's scores in its two games.
    void add(double firstAsWhite, double firstAsBlack);
    // Counts pairs while `firstEntrantScore(game number)` knows both games of the next pair.
    void addFinished(const std::function<std::optional<double>(long long gameNumber)>& firstEntrantScore);

    const std::vector<long long>& pairs() const { return m_pairs; }  // pair numbers counted, in order
    const std::array<int, 5>& bins() const { return m_bins; }        // pairs scoring 0, ¼, ½, ¾, 1
    // With an SPRT: its state after each counted pair, and the current one (no pairs: LLR 0 and the bounds).
    const std::vector<SprtState>& sprtHistory() const { return m_history; }
    std::optional<SprtState> sprt() const { return m_sprt; }
    bool decided() const { return m_sprt && m_sprt->verdict != SprtVerdict::Continue; }

private:
    std::optional<SprtOptions> m_options;
    Shard m_shard;
    int m_pairing = 0;
    int m_pairings = 1;
    long long m_rounds = 0;
    long long m_nextRound = 0;  // rounds before it are counted or not this shard's
    std::vector<long long> m_pairs;
    std::array<int, 5> m_bins{};
    std::vector<SprtState> m_history;
    std::optional<SprtState> m_sprt;
};

// A live run stops at an SPRT verdict only in a head-to-head match played whole: a shard judges 1/N of the
// pairs, so its verdict would be premature (merging the shards judges them).
bool stopsAtVerdict(const TournamentSetup& setup);

// The tally of one pairing over finished games (any order; other pairings' games are ignored).
PairTally tallyPairs(const TournamentSetup& setup, int pairing, std::span<const TournamentGame> games);

// The head-to-head options one game of a pairing is played with (dice from (seed, round)).
MatchOptions pairingOptions(const TournamentSetup& setup, int pairing, int round);

// A game in progress, for a live board: its number and the game after each completed turn.
struct LiveTurn {
    int pairing = 0;
    int round = 0;
    bool firstIsWhite = true;
    const Game* game = nullptr;  // valid during the call only
};

struct TournamentHooks {
    std::function<void(const TournamentGame&)> onGame;  // every finished game, one call at a time
    std::function<void(const LiveTurn&)> onTurn;        // may be called from several threads at once
    std::function<std::unique_ptr<Bot>(std::string_view)> botFactory;  // createBot unless given
    // While paused: a worker began waiting. `waiting` of the `workers` still running wait now; when they
    // are equal no game is being played. One call at a time, in the order of the changes.
    std::function<void(int waiting, int workers)> onPauseHeld;
};

struct TournamentControl {
    int threads = 1;
    std::stop_token stop;                       // abandons running games (they are not reported)
    const std::atomic<bool>* paused = nullptr;  // while true, no new game pair starts
    bool returnRecords = true;  // false: records go to onGame only (a long match need not hold them all)
};

// Plays this shard's games that are not in `done` (games of an earlier run of the same set-up) and returns
// every finished game, done ones included, by game number. Results are identical for any thread count and
// however the run was interrupted and resumed (untimed bots; timed ones depend on the clock).
std::vector<TournamentGame> runTournament(const TournamentSetup& setup, std::span<const TournamentGame> done,
                                          const TournamentHooks& hooks = {},
                                          const TournamentControl& control = {});

struct PairingReport {
    Pairing pairing;
    std::string first;  // entrant specs
    std::string second;
    MatchReport report;  // complete pairs only, from the first entrant's point of view
    double los = 0.5;    // likelihood that the first is stronger
};

struct Standing {
    std::string entrant;
    int games = 0;
    double points = 0;
    ScoreSummary score;  // against the field
    // Two bots: the Elo against the other, the pairing's summarizeScore (the second's negated), with its
    // interval and its "too few games". More: fitted from every pairing's games (fitFieldRatings), the
    // field's mean at 0.
    FieldRating rating;
};

struct TournamentReport {
    int gamesPlayed = 0;           // finished games, complete pairs or not
    long long gamesScheduled = 0;  // of this shard
    std::vector<PairingReport> pairings;
    std::vector<Standing> standings;  // by points, best first (ties: by rating)
};

// The tables over the finished games. A pair counts once both its games are in; in a head-to-head match
// with SPRT, pairs after the first decisive prefix are left out, as a live run would have stopped there.
TournamentReport summarizeTournament(const TournamentSetup& setup, std::span<const TournamentGame> games);

}  // namespace dicechess
