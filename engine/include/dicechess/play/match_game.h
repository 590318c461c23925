#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/bots/bot.h"
#include "dicechess/core/clock.h"
#include "dicechess/core/variant.h"
#include "dicechess/notation/record.h"
#include "dicechess/play/stats.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/position.h"

namespace dicechess {

class ValueNet;

// A head-to-head match (BOTS.md §7): `gamesPerColour` pairs of games; both games of pair i use the dice
// stream seeded from (seed, i), once with each bot as White.
struct MatchOptions {
    std::string bot;       // the bot under test (results are from its point of view)
    std::string baseline;  // its opponent
    int gamesPerColour = 100;
    std::uint64_t seed = 1;
    int threads = 1;
    std::optional<TimeControl> timeControl;  // the clock of a side without its own move time
    int moveTimeMs = 0;                      // > 0: the bot under test's budget for every decision (no clock)
    int baselineMoveTimeMs = 0;              // > 0: the baseline's
    std::uint64_t workBudget = 0;            // BotRequest::workBudget of the bot under test
    std::uint64_t baselineWorkBudget = 0;
    int maxTurns = DefaultTurnCap;
    std::optional<SprtOptions> sprt;
    Variant variant = Variant::ThreeDice;  // the rules both bots play (their ids name bots of this variant)
    Position start = Position::startPosition();
    bool keepRecords = false;
    // Level 9's value network for each side when not the installed one (Entrant::net).
    std::shared_ptr<const ValueNet> botNet;
    std::shared_ptr<const ValueNet> baselineNet;
    std::string botName;  // the players' names in records (default: the bot ids)
    std::string baselineName;
    // Makes the bots by id; createBot(id, variant) unless a caller (a test, a plug-in host) supplies its own.
    std::function<std::unique_ptr<Bot>(std::string_view)> botFactory;
    // Called with the game at its start and after every completed turn (a live board).
    std::function<void(const Game&)> onTurn;
};

// One finished game of a match.
struct MatchGame {
    int pair = 0;
    bool botIsWhite = true;
    GameResult result = GameResult::Ongoing;
    Termination termination = Termination::None;
    std::string incident;  // why a bot lost outside the board (exception, illegal turn), else empty
    int turns = 0;
    std::vector<double> botDecisionMs;
    std::vector<double> baselineDecisionMs;
    std::uint64_t botWork = 0;
    std::uint64_t baselineWork = 0;
    std::optional<GameRecord> record;

    int index() const { return 2 * pair + (botIsWhite ? 0 : 1); }
    // 1, ½ or 0 for the bot under test.
    double botScore() const;
};

// The seed of the generator of the bot playing `side` in game `gameIndex` (MatchGame::index) of a match
// seeded `matchSeed`: one stream per game and colour, whatever the thread count; it is also the request's
// rngSeed, an external engine's Seed.
std::uint64_t matchBotSeed(std::uint64_t matchSeed, int gameIndex, Color side);

// Plays one game of a match: pair `pair`, with the bot under test as White or Black.
MatchGame playMatchGame(const MatchOptions& options, int pair, bool botIsWhite, std::stop_token stop = {});

}  // namespace dicechess
