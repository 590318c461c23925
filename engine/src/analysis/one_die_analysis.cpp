#include "dicechess/analysis/one_die_analysis.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "dicechess/core/thread_pool.h"
#include "dicechess/eval/eval.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/one_die.h"

namespace dicechess {

BotDecision analyseOneDieRoll(const Position& rolled, int plies, std::stop_token stop) {
    BotDecision decision;
    decision.supportUnit = SupportUnit::Plies;
    const std::vector<StudyMoveValue> values = studyMoveValues(rolled, oneDieAnalysisSearch(plies, stop));
    std::size_t best = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const StudyMoveValue& v = values[i];
        if (v.value > values[best].value) best = i;
        Candidate candidate;
        candidate.turns = {Turn{v.move}};
        candidate.final = afterOneDieMove(rolled, v.move);
        candidate.capturesKing = rolled.capturesKing(v.move);
        candidate.winProbability = oneDieWinProbability(v.value);
        candidate.breakdown = evaluate(candidate.final, rolled.sideToMove());
        candidate.score = candidate.capturesKing ? WinScore : candidate.breakdown.aggressive();
        if (!candidate.capturesKing)
            candidate.kingCaptureRisk =
                oneDieKingCaptureProbability(candidate.final, rolled.sideToMove()).value();
        candidate.support = plies;
        decision.candidates.push_back(std::move(candidate));
    }
    if (!values.empty()) {
        decision.candidates[best].chosen = true;
        decision.turn = {values[best].move};
        decision.score = decision.candidates[best].score;
        decision.winProbability = decision.candidates[best].winProbability;
    }
    return decision;
}

OneDiePreRoll analyseOneDiePreRoll(const Position& pos, int plies, std::stop_token stop) {
    OneDiePreRoll result;
    const OneDieRolls rolls = oneDieRolls(pos);
    const StudySearchOptions options = oneDieAnalysisSearch(plies, stop);
    if (rolls.count == 0) {
        Position passed = pos;  // nothing can move: the turn passes
        passed.endTurn();
        result.moverWins = 1 - oneDieWinProbability(options.leafValue(passed));
        return result;
    }
    double sum = 0;
    for (int i = 0; i < rolls.count; ++i) {
        const PieceType type = rolls.types[static_cast<std::size_t>(i)];
        const StudySearchResult searched = studyExpectiminimax(withOneDie(pos, type), options);
        const double wins = oneDieWinProbability(searched.value);
        result.rolls.push_back({type, searched.best, wins});
        sum += wins;
    }
    result.moverWins = sum / rolls.count;
    return result;
}

GameAnalysis analyseOneDieGame(const GameRecord& record, const AnalysisOptions& options,
                               const std::function<void(int done, int total)>& progress) {
    const ReplayedTurns replayed = replayTurns(record);

    GameAnalysis analysis;
    analysis.engine = "one-die expectiminimax, " + std::to_string(std::max(1, options.oneDiePlies)) +
                      " plies, level 5 evaluation";
    analysis.turns.resize(record.turns.size());
    const auto judgeTurn = [&](std::size_t i) {
        const Position& preRoll = replayed.preRoll[i];
        const TurnRecord& turn = record.turns[i];
        TurnAnalysis& t = analysis.turns[i];
        t.turnIndex = static_cast<int>(i);
        t.mover = turn.mover;
        const OneDiePreRoll before = analyseOneDiePreRoll(preRoll, options.oneDiePlies, options.stop);
        t.preRollEquity = before.moverWins;
        if (!turn.moves.empty()) {
            const Position rolled = withOneDie(preRoll, typeOf(preRoll.pieceOn(turn.moves.front().from())));
            const BotDecision judged = analyseOneDieRoll(rolled, options.oneDiePlies, options.stop);
            for (const Candidate& c : judged.candidates) {
                if (c.turns.front() == turn.moves) t.playedEquity = c.winProbability.value_or(0);
                if (c.chosen) {
                    t.bestEquity = c.winProbability.value_or(0);
                    t.bestTurn = c.turns.front();
                }
            }
            t.judged = judged.candidates.size() > 1;
            t.loss = t.judged ? std::max(0.0, t.bestEquity - t.playedEquity) : 0.0;
            t.luck = t.bestEquity - t.preRollEquity;
        } else {
            t.playedEquity = t.bestEquity = t.preRollEquity;  // a pass: nothing could move
        }
    };
    parallelFor(record.turns.size(), options.threads, judgeTurn, options.stop, progress);
    reclassify(analysis, options.thresholds);
    return analysis;
}

}  // namespace dicechess
