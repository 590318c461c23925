#include "dicechess/analysis/mark_verification.h"

#include "dicechess/analysis/turn_rollouts.h"
#include "dicechess/core/rng.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {

std::vector<int> turnsToVerify(const GameAnalysis& analysis, ErrorMark lowest) {
    std::vector<int> turns;
    for (const TurnAnalysis& t : analysis.turns) {
        if (!t.judged || t.bestTurn.empty()) continue;
        if (lowest == ErrorMark::None ? t.loss > 0 : t.mark != ErrorMark::None && t.mark >= lowest)
            turns.push_back(t.turnIndex);
    }
    return turns;
}

void verifyMarks(const GameRecord& record, GameAnalysis& analysis, const ValueNet& policy,
                 const VerifyOptions& options, const std::function<void(int done, int total)>& progress) {
    const std::vector<int> chosen = turnsToVerify(analysis, options.lowest);
    const std::vector<Position> rolled = rolledPositions(record);
    int done = 0;
    for (const int index : chosen) {
        if (options.stop.stop_requested() || static_cast<std::size_t>(index) >= rolled.size()) break;
        TurnAnalysis& t = analysis.turns[static_cast<std::size_t>(index)];
        const Position& from = rolled[static_cast<std::size_t>(index)];
        const std::vector<Position> finals = {
            afterTurn(from, t.bestTurn, nullptr),
            afterTurn(from, record.turns[static_cast<std::size_t>(index)].moves, nullptr)};
        const TurnRollouts r = rollOutTurns(finals, t.mover, verificationRollouts(policy, options, from));
        if (r.stopped) break;
        MarkVerification v;
        v.loss = r.moverWins[0] - r.moverWins[1];
        v.standardError = r.differenceErrors[1];
        v.rollouts = r.rollouts;
        v.mark = classifyLoss(v.loss, options.thresholds);
        t.verification = v;
        if (progress) progress(++done, static_cast<int>(chosen.size()));
    }
}

TurnRolloutSettings verificationRollouts(const ValueNet& policy, const VerifyOptions& options,
                                         const Position& rolled) {
    TurnRolloutSettings settings;
    settings.policy = &policy;
    settings.maxPlies = options.maxPlies;
    settings.targetError = options.targetError;
    settings.minRollouts = options.minRollouts;
    settings.maxRollouts = options.maxRollouts;
    // Each roll its own dice, the same for a seed whatever else is rolled out.
    settings.seed = deriveSeed(options.seed, rolled.key());
    settings.threads = options.threads;
    settings.stop = options.stop;
    return settings;
}

ErrorMark standingMark(const TurnAnalysis& turn) {
    return turn.verification ? turn.verification->mark : turn.mark;
}

const char* verificationOutcome(const TurnAnalysis& turn) {
    if (!turn.verification) return "";
    if (turn.verification->mark == turn.mark) return "confirmed";
    if (turn.verification->mark == ErrorMark::None) return "withdrawn";
    return "changed";
}

}  // namespace dicechess
