#include "dicechess/play/match_game.h"

#include <algorithm>
#include <exception>
#include <stdexcept>

#include "dicechess/bots/registry.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/one_die.h"
#include "dicechess/search/timeman.h"

namespace dicechess {
namespace {

constexpr std::int64_t BotOverheadMs = 50;

}  // namespace

double MatchGame::botScore() const {
    if (result == GameResult::Draw || result == GameResult::Ongoing) return 0.5;
    return (result == GameResult::WhiteWins) == botIsWhite ? 1.0 : 0.0;
}

std::uint64_t matchBotSeed(std::uint64_t matchSeed, int gameIndex, Color side) {
    return deriveSeed(matchSeed, static_cast<std::uint64_t>(gameIndex), side == Color::White ? 1 : 2);
}

MatchGame playMatchGame(const MatchOptions& options, int pair, bool botIsWhite, std::stop_token stop) {
    MatchGame outcome;
    outcome.pair = pair;
    outcome.botIsWhite = botIsWhite;
    const int gameIndex = outcome.index();
    Rng dice(deriveSeed(options.seed, static_cast<std::uint64_t>(pair)));
    const std::uint64_t whiteSeed = matchBotSeed(options.seed, gameIndex, Color::White);
    const std::uint64_t blackSeed = matchBotSeed(options.seed, gameIndex, Color::Black);
    Rng whiteRng(whiteSeed);
    Rng blackRng(blackSeed);
    std::string cannotStart;  // an external engine that failed to start loses the game, saying why
    const auto make = [&](bool underTest) -> std::unique_ptr<Bot> {
        const std::string& id = underTest ? options.bot : options.baseline;
        if (options.botFactory) return options.botFactory(id);
        if (const auto& net = underTest ? options.botNet : options.baselineNet)
            return createBotWithNet(id, net);
        Result<std::unique_ptr<Bot>> bot = createBot(id, options.variant);
        if (!bot && isExternalEngineSpec(id) && cannotStart.empty()) cannotStart = bot.error();
        return bot ? std::move(*bot) : nullptr;
    };
    std::unique_ptr<Bot> white = make(botIsWhite);
    std::unique_ptr<Bot> black = white ? make(!botIsWhite) : nullptr;
    if ((!white || !black) && cannotStart.empty())
        throw std::invalid_argument("unknown bot id in match options");
    // A side with its own move time has no clock; the other (if a time control is set) plays on one.
    const int whiteMoveMs = botIsWhite ? options.moveTimeMs : options.baselineMoveTimeMs;
    const int blackMoveMs = botIsWhite ? options.baselineMoveTimeMs : options.moveTimeMs;
    const std::array<bool, 2> onClock = {options.timeControl && whiteMoveMs <= 0,
                                         options.timeControl && blackMoveMs <= 0};
    std::array<std::int64_t, 2> clockMs{};
    if (options.timeControl) clockMs = {options.timeControl->initialMs, options.timeControl->initialMs};

    Game game(options.start, options.maxTurns, options.variant);
    if (options.onTurn) options.onTurn(game);
    auto lose = [&](Color loser, Termination why, std::string incident) {
        game.finish(loser == Color::White ? GameResult::BlackWins : GameResult::WhiteWins, why);
        outcome.incident = std::move(incident);
    };
    if (!white || !black) lose(white ? Color::Black : Color::White, Termination::IllegalMove, cannotStart);
    while (!game.isOver() && !stop.stop_requested()) {
        if (game.awaitingRoll()) game.roll(rollFor(options.variant, game.position(), dice));
        if (game.isOver() || game.awaitingRoll()) continue;  // forced pass: no decision, no time
        const Color mover = game.position().sideToMove();
        Bot& bot = mover == Color::White ? *white : *black;
        const bool isBotUnderTest = (mover == Color::White) == botIsWhite;
        const std::string who = bot.info().id + (mover == Color::White ? " (White)" : " (Black)");
        BotRequest request;
        request.position = game.position();
        request.rng = mover == Color::White ? &whiteRng : &blackRng;
        request.rngSeed = mover == Color::White ? whiteSeed : blackSeed;
        request.stop = stop;
        request.withCandidates = false;
        if (const std::uint64_t budget = isBotUnderTest ? options.workBudget : options.baselineWorkBudget;
            budget > 0)
            request.workBudget = budget;
        for (const Color side : {Color::White, Color::Black})
            if (onClock[index(side)])
                (side == Color::White ? request.whiteClock : request.blackClock) =
                    BotClock{clockMs[index(side)], options.timeControl->incrementMs};
        const auto started = SteadyClock::now();
        if (onClock[index(mover)]) {
            const TurnTime plan = planTurnTime(clockMs[index(mover)], options.timeControl->incrementMs,
                                               game.position().fullmoveNumber());
            request.deadline = started + std::chrono::milliseconds(plan.budget(BotOverheadMs));
        } else if (const int ms = mover == Color::White ? whiteMoveMs : blackMoveMs; ms > 0) {
            request.deadline = started + std::chrono::milliseconds(ms);
        }
        BotDecision decision;
        try {
            decision = bot.chooseTurn(request);
        } catch (const std::exception& e) {
            // A failure that came after the mover's flag fell (an external engine that did not answer
            // within its clock and the grace) is a loss on time, with the failure as its reason.
            const double failedAfterMs =
                std::chrono::duration<double, std::milli>(SteadyClock::now() - started).count();
            const auto* fault = dynamic_cast<const BotFault*>(&e);
            if (onClock[index(mover)] && failedAfterMs > static_cast<double>(clockMs[index(mover)]))
                lose(mover, Termination::TimeForfeit, who + " ran out of time: " + e.what());
            else
                lose(mover, fault ? fault->termination() : Termination::IllegalMove,
                     who + " threw: " + e.what());
            break;
        }
        const double elapsedMs =
            std::chrono::duration<double, std::milli>(SteadyClock::now() - started).count();
        // An answer after the flag fell is refused: it loses on time and is neither played into the game
        // (nor its record) nor counted among the decisions.
        if (onClock[index(mover)] && clockMs[index(mover)] - std::llround(elapsedMs) < 0) {
            lose(mover, Termination::TimeForfeit, who + " ran out of time");
            break;
        }
        (isBotUnderTest ? outcome.botDecisionMs : outcome.baselineDecisionMs).push_back(elapsedMs);
        (isBotUnderTest ? outcome.botWork : outcome.baselineWork) += decision.work;
        for (Move m : decision.turn) {
            if (game.isOver() || game.awaitingRoll() || !game.playMicroMove(m)) {
                lose(mover, Termination::IllegalMove,
                     who + " played an illegal turn: " + turnToString(decision.turn) + " in " +
                         toDfen(request.position));
                break;
            }
        }
        if (game.isOver()) break;
        if (options.onTurn) options.onTurn(game);
        if (!game.awaitingRoll()) {
            lose(mover, Termination::IllegalMove,
                 who + " played an incomplete turn: " + turnToString(decision.turn) + " in " +
                     toDfen(request.position));
            break;
        }
        if (onClock[index(mover)])
            clockMs[index(mover)] += options.timeControl->incrementMs - std::llround(elapsedMs);
    }
    if (options.onTurn && game.isOver()) options.onTurn(game);  // the final position, however it ended
    outcome.result = game.result();
    outcome.termination = game.termination();
    outcome.turns = game.completedTurns();
    if (options.keepRecords) {
        const std::string& botName = options.botName.empty() ? options.bot : options.botName;
        const std::string& baselineName =
            options.baselineName.empty() ? options.baseline : options.baselineName;
        GameRecord record = makeRecord(
            game, botIsWhite ? botName : baselineName, botIsWhite ? baselineName : botName, options.seed,
            "DiceChess Studio match", options.timeControl ? options.timeControl->text() : "-");
        record.setTag("Round", std::to_string(gameIndex + 1));
        outcome.record = std::move(record);
    }
    return outcome;
}

}  // namespace dicechess
