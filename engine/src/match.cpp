#include "dicechess/match.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cmath>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "dicechess/bot.h"
#include "dicechess/notation.h"
#include "dicechess/one_die.h"
#include "dicechess/study_agents.h"
#include "dicechess/timeman.h"
#include "dicechess/tournament.h"

namespace dicechess {
namespace {

constexpr std::int64_t BotOverheadMs = 50;

DecisionTimes timesOf(std::vector<double> ms) {
    DecisionTimes times;
    times.decisions = static_cast<int>(ms.size());
    if (ms.empty()) return times;
    std::sort(ms.begin(), ms.end());
    double sum = 0;
    for (double m : ms) sum += m;
    auto percentile = [&](double q) {
        return ms[static_cast<std::size_t>(q * static_cast<double>(ms.size() - 1) + 0.5)];
    };
    times.mean = sum / static_cast<double>(ms.size());
    times.p50 = percentile(0.5);
    times.p95 = percentile(0.95);
    times.max = ms.back();
    return times;
}

std::optional<double> parseDecimal(std::string_view text) {
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value) ||
        value < 0)  // from_chars also reads "inf" and "nan"
        return std::nullopt;
    return value;
}

}  // namespace

std::string TimeControl::text() const {
    auto trim = [](double v) {
        std::string s = std::to_string(v);
        while (s.back() == '0') s.pop_back();
        if (s.back() == '.') s.pop_back();
        return s;
    };
    return trim(static_cast<double>(initialMs) / 60000.0) + "+" +
           trim(static_cast<double>(incrementMs) / 1000.0);
}

std::optional<TimeControl> parseTimeControl(std::string_view text, std::string* error) {
    // A week per side and an hour per turn bound the control, so its milliseconds never overflow.
    constexpr double MaxMinutes = 7 * 24 * 60;
    constexpr double MaxSeconds = 3600;
    const std::size_t plus = text.find('+');
    const auto minutes = plus == std::string_view::npos ? std::nullopt : parseDecimal(text.substr(0, plus));
    const auto seconds = plus == std::string_view::npos ? std::nullopt : parseDecimal(text.substr(plus + 1));
    const auto fail = [&](const std::string& why) -> std::optional<TimeControl> {
        if (error) *error = why + ", got '" + std::string(text) + "'";
        return std::nullopt;
    };
    if (!minutes || !seconds || *minutes <= 0)
        return fail("time control must be MINUTES+SECONDS with minutes > 0, like 1+0 or 3+2");
    if (*minutes > MaxMinutes || *seconds > MaxSeconds)
        return fail("time control must be at most 10080 minutes (a week) + 3600 seconds");
    const TimeControl control{static_cast<std::int64_t>(std::llround(*minutes * 60000)),
                              static_cast<std::int64_t>(std::llround(*seconds * 1000))};
    if (control.initialMs < 1) return fail("time control must give each side at least a millisecond");
    return control;
}

double MatchGame::botScore() const {
    if (result == GameResult::Draw || result == GameResult::Ongoing) return 0.5;
    return (result == GameResult::WhiteWins) == botIsWhite ? 1.0 : 0.0;
}

MatchGame playMatchGame(const MatchOptions& options, int pair, bool botIsWhite, std::stop_token stop) {
    MatchGame outcome;
    outcome.pair = pair;
    outcome.botIsWhite = botIsWhite;
    const int gameIndex = outcome.index();
    Rng dice(deriveSeed(options.seed, static_cast<std::uint64_t>(pair)));
    Rng whiteRng(deriveSeed(options.seed, static_cast<std::uint64_t>(gameIndex), 1));
    Rng blackRng(deriveSeed(options.seed, static_cast<std::uint64_t>(gameIndex), 2));
    const auto make = [&](const std::string& id) {
        return options.botFactory ? options.botFactory(id) : createBot(id, options.variant);
    };
    std::unique_ptr<Bot> white = make(botIsWhite ? options.bot : options.baseline);
    std::unique_ptr<Bot> black = make(botIsWhite ? options.baseline : options.bot);
    if (!white || !black) throw std::invalid_argument("unknown bot id in match options");
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
        request.stop = stop;
        request.withCandidates = false;
        if (const std::uint64_t budget = isBotUnderTest ? options.workBudget : options.baselineWorkBudget;
            budget > 0)
            request.workBudget = budget;
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
            lose(mover, Termination::IllegalMove, who + " threw: " + e.what());
            break;
        }
        const double elapsedMs =
            std::chrono::duration<double, std::milli>(SteadyClock::now() - started).count();
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
        if (onClock[index(mover)]) {
            clockMs[index(mover)] -= static_cast<std::int64_t>(std::llround(elapsedMs));
            if (clockMs[index(mover)] < 0) {
                lose(mover, Termination::TimeForfeit, who + " ran out of time");
                break;
            }
            clockMs[index(mover)] += options.timeControl->incrementMs;
        }
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

MatchReport summarizeMatch(const MatchOptions& options, std::span<const MatchGame> games) {
    MatchReport report;
    report.options = options;
    report.gamesPlayed = static_cast<int>(games.size());
    std::vector<double> botMs;
    std::vector<double> baselineMs;
    double turns = 0;
    for (const MatchGame& g : games) {
        ColourResults& side = g.botIsWhite ? report.asWhite : report.asBlack;
        const double s = g.botScore();
        (s == 1.0 ? side.wins : s == 0.0 ? side.losses : side.draws)++;
        turns += g.turns;
        botMs.insert(botMs.end(), g.botDecisionMs.begin(), g.botDecisionMs.end());
        baselineMs.insert(baselineMs.end(), g.baselineDecisionMs.begin(), g.baselineDecisionMs.end());
        report.botWork += g.botWork;
        report.baselineWork += g.baselineWork;
        if (!g.incident.empty())
            report.incidents.push_back("game " + std::to_string(g.index() + 1) + ": " + g.incident);
    }
    // Pairs are the two games with the same pair index, adjacent in index order.
    for (std::size_t i = 0; i + 1 < games.size(); i += 2) {
        ++report.pairBins[pairScoreBin(games[i].botScore(), games[i + 1].botScore())];
    }
    report.score = summarizeScore(report.asWhite.wins + report.asBlack.wins,
                                  report.asWhite.losses + report.asBlack.losses,
                                  report.asWhite.draws + report.asBlack.draws);
    report.meanTurns = games.empty() ? 0 : turns / static_cast<double>(games.size());
    report.botTimes = timesOf(std::move(botMs));
    report.baselineTimes = timesOf(std::move(baselineMs));
    if (options.sprt) report.sprt = sprt(report.pairBins, *options.sprt);
    return report;
}

MatchReport runMatch(const MatchOptions& options, const std::function<void(const MatchGame&)>& onGame,
                     std::stop_token stop) {
    TournamentSetup setup;
    setup.format = TournamentFormat::HeadToHead;
    setup.entrants = {Entrant{options.bot, options.moveTimeMs, options.workBudget},
                      Entrant{options.baseline, options.baselineMoveTimeMs, options.baselineWorkBudget}};
    setup.pairsPerPairing = options.gamesPerColour;
    setup.seed = options.seed;
    setup.timeControl = options.timeControl;
    setup.starts = {options.start};
    setup.maxTurns = options.maxTurns;
    setup.sprt = options.sprt;
    TournamentHooks hooks;
    hooks.botFactory = options.botFactory;
    if (onGame) hooks.onGame = [&](const TournamentGame& g) { onGame(g.game); };
    TournamentControl control;
    control.threads = options.threads;
    control.stop = std::move(stop);
    const std::vector<TournamentGame> played = runTournament(setup, {}, hooks, control);
    const TournamentReport report = summarizeTournament(setup, played);
    MatchReport match = report.pairings.front().report;
    match.options = options;
    return match;
}

}  // namespace dicechess
