#include "dicechess/play/match.h"

#include "dicechess/play/tournament.h"

namespace dicechess {

MatchReport runMatch(const MatchOptions& options, const std::function<void(const MatchGame&)>& onGame,
                     std::stop_token stop) {
    TournamentSetup setup;
    setup.format = TournamentFormat::HeadToHead;
    const auto entrant = [](const std::string& id, int moveTimeMs, std::uint64_t workBudget,
                            std::shared_ptr<const ValueNet> net) {
        Entrant e(id, moveTimeMs, workBudget);
        e.net = std::move(net);
        return e;
    };
    setup.entrants = {entrant(options.bot, options.moveTimeMs, options.workBudget, options.botNet),
                      entrant(options.baseline, options.baselineMoveTimeMs, options.baselineWorkBudget,
                              options.baselineNet)};
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
