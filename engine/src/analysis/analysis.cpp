#include "dicechess/analysis/analysis.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <numeric>
#include <sstream>
#include <tuple>
#include <unordered_map>

#include "dicechess/analysis/one_die_analysis.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/eval/eval.h"
#include "dicechess/eval/net_policy.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/turngen.h"
#include "dicechess/search/equity.h"
#include "dicechess/search/expectimax.h"

namespace dicechess {
namespace {

constexpr int CaptureScore = 1000000;  // ranks king captures above any evaluation

// The mover's win probability by random-playout rollouts, and its standard error.
std::pair<double, double> moverEquityAndError(const Position& preRoll, Color mover,
                                              const AnalysisOptions& options, std::uint64_t seed) {
    EquityOptions equity;
    equity.rollouts = options.rollouts;
    equity.maxPlies = options.maxPlies;
    equity.stop = options.stop;
    Rng rng(seed);
    const Equity e = estimateEquity(preRoll, equity, rng);
    return {e.winsFor(mover), e.standardError};
}

double moverEquity(const Position& preRoll, Color mover, const AnalysisOptions& options, std::uint64_t seed) {
    return moverEquityAndError(preRoll, mover, options, seed).first;
}

// The shortest text that reads back as exactly `p`: a saved and reopened analysis shows the same figures
// as the live one (rounded once, from the same value).
std::string formatProbability(double p) {
    std::array<char, 32> text{};
    const auto written = std::to_chars(text.data(), text.data() + text.size(), p);
    return std::string(text.data(), written.ptr);
}

// A best turn as annotateRecord writes it ("e2e4,g1f3"), replayed from the rolled position; empty when a
// micro-move does not parse or is not legal there (a damaged annotation is ignored, not trusted).
Turn turnFromText(const Position& rolled, const std::string& text) {
    Turn turn;
    Position position = rolled;
    std::istringstream moves(text);
    std::string uci;
    while (std::getline(moves, uci, ',')) {
        const std::optional<Move> move = parseUciMove(position, uci);
        if (!move || turn.size() == turn.capacity()) return {};
        turn.push_back(*move);
        position = position.after(*move);
    }
    return turn;
}

// "LOSS,SE,ROLLOUTS" as annotateRecord writes a verification; nothing when damaged (ignored, not trusted).
std::optional<MarkVerification> verificationFromText(const std::string& text) {
    std::istringstream fields(text);
    MarkVerification v;
    char comma1 = 0;
    char comma2 = 0;
    if (!(fields >> v.loss >> comma1 >> v.standardError >> comma2 >> v.rollouts) || comma1 != ',' ||
        comma2 != ',' || v.rollouts <= 0 || v.standardError < 0 || !fields.eof())
        return std::nullopt;
    return v;
}

// Per-player totals from the turn verdicts: judged turns, marks, average loss, accuracy, luck.
void summarizePlayers(GameAnalysis& analysis) {
    analysis.players = {};
    std::array<double, 2> lossSum{};
    std::array<double, 2> accuracySum{};
    for (const TurnAnalysis& t : analysis.turns) {
        const auto side = static_cast<std::size_t>(index(t.mover));
        PlayerSummary& player = analysis.players[side];
        player.luck += t.luck;
        if (!t.judged) continue;
        ++player.judged;
        ++player.marks[static_cast<std::size_t>(t.mark)];
        lossSum[side] += t.loss;
        accuracySum[side] += turnAccuracy(t.loss);
    }
    for (std::size_t side = 0; side < 2; ++side) {
        PlayerSummary& player = analysis.players[side];
        if (player.judged == 0) continue;
        player.averageLoss = lossSum[side] / player.judged;
        player.accuracy = accuracySum[side] / player.judged;
    }
}

}  // namespace

double rollLuck(const Position& preRoll, DicePool roll) {
    if (roll.size() != 3) return 0;  // the rest of a roll given mid-turn has no fair comparison
    auto value = [](const RollCell& cell) {
        return cell.capturesKing ? 1.0 : winProbabilityFromEval(cell.bestScore);
    };
    double expected = 0;
    double actual = 0;
    for (const RollCell& cell : rollHeatMap(preRoll)) {
        expected += cell.roll.weight * value(cell);
        if (cell.roll.pool() == roll) actual = value(cell);
    }
    return actual - expected / OrderedRolls;
}

const char* markText(ErrorMark mark) {
    switch (mark) {
        case ErrorMark::None: return "";
        case ErrorMark::Inaccuracy: return "?!";
        case ErrorMark::Mistake: return "?";
        case ErrorMark::Blunder: return "??";
    }
    return "";
}

std::optional<ErrorMark> markFromText(std::string_view text) {
    for (const ErrorMark mark : {ErrorMark::Inaccuracy, ErrorMark::Mistake, ErrorMark::Blunder})
        if (text == markText(mark)) return mark;
    return std::nullopt;
}

bool reachesThreshold(double loss, double threshold) {
    return loss >= threshold;
}

ErrorMark classifyLoss(double loss, const ErrorThresholds& thresholds) {
    if (reachesThreshold(loss, thresholds.blunder)) return ErrorMark::Blunder;
    if (reachesThreshold(loss, thresholds.mistake)) return ErrorMark::Mistake;
    if (reachesThreshold(loss, thresholds.inaccuracy)) return ErrorMark::Inaccuracy;
    return ErrorMark::None;
}

double turnAccuracy(double loss) {
    return 100.0 * std::exp(-std::max(0.0, loss) / 0.2);
}

namespace {

// The net's judgement of a roll: every candidate by 1 − V(final), then the shortlist (and the played
// turn) searched netTurns turns deep.
void judgeByNet(const Position& rolled, const AnalysisOptions& options, std::uint64_t playedKey,
                RollAnalysis& analysis) {
    const ValueNet& net = *options.net;
    NetAccumulator acc;
    net.refresh(rolled, acc);
    for (CandidateEquity& c : analysis.candidates) {
        if (c.capturesKing) continue;
        NetAccumulator after = acc;
        net.update(rolled, c.final, after);
        c.equity = 1.0 - net.winProbability(c.final, after);
        c.depth = 1;
    }
    std::vector<std::size_t> order(analysis.candidates.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return *analysis.candidates[a].equity > *analysis.candidates[b].equity;
    });
    if (!order.empty()) analysis.netBest = *analysis.candidates[order.front()].equity;
    if (options.netTurns <= 1) return;
    ExpectimaxSearch search(16);
    SearchFeatures features;
    features.leafNet = &net;
    int deepened = 0;
    for (std::size_t i : order) {
        CandidateEquity& c = analysis.candidates[i];
        const bool played = c.final.key() == playedKey;
        if (c.capturesKing || (deepened >= options.shortlist && !played)) continue;
        if (options.stop.stop_requested()) break;
        c.equity = 1.0 - search.valueBeforeRoll(c.final, options.netTurns - 1, features, options.stop);
        c.depth = options.netTurns;
        if (!played || deepened < options.shortlist) ++deepened;
    }
}

// The opening book's rolled-out values replace the judge's for the turns it rolled out, one depth above the
// judge's shortlist so they rank first (the book's best turn first). False when the book lacks the roll, or
// when a played turn (playedKey) is not one it rolled out: its loss must not set the book's rollouts
// against the judge's value of the played turn, two different scales.
bool judgeByBook(const Position& rolled, const AnalysisOptions& options, std::uint64_t playedKey,
                 RollAnalysis& analysis) {
    const BookEntry* entry = options.book ? options.book->find(rolled) : nullptr;
    if (!entry) return false;
    std::unordered_map<std::uint64_t, const BookTurn*> rolledOut;
    const TurnTextReader turns(rolled);
    for (const BookTurn& t : entry->turns)
        if (t.rolledOut)
            if (const std::optional<Turn> turn = turns.read(t.text))
                rolledOut.emplace(afterTurn(rolled, *turn).key(), &t);
    if (playedKey != 0 && !rolledOut.contains(playedKey)) return false;
    for (CandidateEquity& c : analysis.candidates)
        if (const auto found = rolledOut.find(c.final.key()); found != rolledOut.end()) {
            c.equity = *found->second->rolledOut;
            c.standardError = found->second->standardError;
            c.depth = options.netTurns + 1;
            c.bookRollouts = entry->rollouts;
        }
    return true;
}

}  // namespace

RollAnalysis analyseRoll(const Position& rolled, const AnalysisOptions& options, const Turn* mustInclude) {
    TurnGenerator generator;
    const auto outcomes = generator.distinctOutcomes(rolled);
    const Color mover = rolled.sideToMove();
    RollAnalysis analysis;
    analysis.distinctFinals = static_cast<int>(outcomes.size());
    std::uint64_t playedKey = 0;
    if (mustInclude) playedKey = afterTurn(rolled, *mustInclude, nullptr).key();
    for (const TurnOutcome& o : outcomes) {
        CandidateEquity c;
        c.turn = o.turn;
        c.final = o.final;
        c.capturesKing = o.capturesKing;
        c.aggressiveScore = o.capturesKing ? CaptureScore : evaluate(o.final, mover).aggressive();
        if (o.capturesKing) c.equity = 1.0;
        analysis.candidates.push_back(c);
    }
    std::vector<std::size_t> order(analysis.candidates.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return analysis.candidates[a].aggressiveScore > analysis.candidates[b].aggressiveScore;
    });
    if (options.engine == AnalysisEngine::Net && options.net) {
        judgeByNet(rolled, options, mustInclude ? playedKey : 0, analysis);
        analysis.byBook = judgeByBook(rolled, options, mustInclude ? playedKey : 0, analysis);
        std::stable_sort(analysis.candidates.begin(), analysis.candidates.end(),
                         [](const CandidateEquity& a, const CandidateEquity& b) {
                             if (a.capturesKing != b.capturesKing) return a.capturesKing;
                             if (a.capturesKing) return a.turn.size() < b.turn.size();
                             if (a.depth != b.depth) return a.depth > b.depth;
                             return *a.equity > *b.equity;
                         });
        return analysis;
    }
    // Step 1: roll out the shortlist and the played turn, all with the same seeds (common random numbers
    // make the differences between candidates far less noisy than the equities themselves).
    const std::uint64_t seed = deriveSeed(options.seed, rolled.key());
    int judged = 0;
    for (std::size_t rank = 0; rank < order.size(); ++rank) {
        CandidateEquity& c = analysis.candidates[order[rank]];
        const bool played = mustInclude && c.final.key() == playedKey;
        if (c.equity || (judged >= options.shortlist && !played)) continue;
        if (options.stop.stop_requested()) break;
        std::tie(c.equity, c.standardError) = moverEquityAndError(c.final, mover, options, seed);
        if (!played || judged < options.shortlist) ++judged;
    }
    std::stable_sort(analysis.candidates.begin(), analysis.candidates.end(),
                     [](const CandidateEquity& a, const CandidateEquity& b) {
                         if (a.equity.has_value() != b.equity.has_value()) return a.equity.has_value();
                         if (a.equity && *a.equity != *b.equity) return *a.equity > *b.equity;
                         if (a.capturesKing != b.capturesKing) return a.capturesKing;
                         if (a.capturesKing) return a.turn.size() < b.turn.size();
                         return a.aggressiveScore > b.aggressiveScore;
                     });
    return analysis;
}

GameAnalysis analyseGame(const GameRecord& record, const AnalysisOptions& options,
                         const std::function<void(int done, int total)>& progress) {
    if (record.variant() == Variant::OneDie) return analyseOneDieGame(record, options, progress);
    // Step 1: the position before each roll, from a replay of the record (a record starting mid-turn is
    // judged from its remaining dice, the turn's roll).
    const ReplayedTurns replayed = replayTurns(record);

    // Step 2: every turn is independent; workers take them in any order, results land by index.
    GameAnalysis analysis;
    analysis.engine = analysisEngineText(options);
    analysis.turns.resize(record.turns.size());
    const auto judgeTurn = [&](std::size_t i) {
        const Position& preRoll = replayed.preRoll[i];
        const TurnRecord& turn = record.turns[i];
        TurnAnalysis& t = analysis.turns[i];
        t.turnIndex = static_cast<int>(i);
        t.mover = turn.mover;
        Position rolled = preRoll;
        rolled.setDice(turn.roll);
        const bool byNet = options.engine == AnalysisEngine::Net && options.net;
        SearchFeatures features;
        features.leafNet = options.net.get();
        // The net's pre-roll value is the mean over the 56 rolls of the best candidate by the net.
        t.preRollEquity =
            byNet ? ExpectimaxSearch(16).valueBeforeRoll(preRoll, 1, features, options.stop)
                  : moverEquity(preRoll, t.mover, options, deriveSeed(options.seed, preRoll.key(), 1));
        const RollAnalysis roll = analyseRoll(rolled, options, &turn.moves);
        bool captured = false;
        const std::uint64_t playedKey = afterTurn(rolled, turn.moves, &captured).key();
        for (const CandidateEquity& c : roll.candidates) {
            if (c.final.key() == playedKey && c.equity) t.playedEquity = *c.equity;
        }
        const CandidateEquity& best = roll.candidates.front();
        t.bestEquity = best.equity.value_or(t.playedEquity);
        t.bestTurn = best.turn;
        t.judged = !turn.moves.empty() && roll.distinctFinals > 1;
        t.loss = t.judged ? std::max(0.0, t.bestEquity - t.playedEquity) : 0.0;
        // Luck on one scale: this roll's best candidate by the net against the mean over all rolls.
        t.luck =
            byNet && turn.roll.size() == 3 ? roll.netBest - t.preRollEquity : rollLuck(preRoll, turn.roll);
        t.mark = t.judged ? classifyLoss(t.loss, options.thresholds) : ErrorMark::None;
        t.byBook = roll.byBook;
    };
    parallelFor(record.turns.size(), options.threads, judgeTurn, options.stop, progress);

    // A dropped double ended the game before a roll: its position is judged like a turn's pre-roll.
    const bool droppedAtEnd = !record.cubeActions.empty() && !record.cubeActions.back().taken &&
                              record.cubeActions.back().turnIndex == static_cast<int>(record.turns.size());
    if (droppedAtEnd && !options.stop.stop_requested() && replayed.end.awaitingRoll()) {
        const Position& preRoll = replayed.end.position();
        SearchFeatures features;
        features.leafNet = options.net.get();
        analysis.finalPreRoll = options.engine == AnalysisEngine::Net && options.net
                                    ? ExpectimaxSearch(16).valueBeforeRoll(preRoll, 1, features, options.stop)
                                    : moverEquity(preRoll, preRoll.sideToMove(), options,
                                                  deriveSeed(options.seed, preRoll.key(), 1));
    }
    summarizePlayers(analysis);
    return analysis;
}

std::string analysisEngineText(const AnalysisOptions& options) {
    if (options.engine == AnalysisEngine::Net && options.net)
        return "net, " + std::to_string(options.netTurns) + " turns, shortlist " +
               std::to_string(options.shortlist);
    return "monte-carlo, " + std::to_string(options.rollouts) + " rollouts of " +
           std::to_string(options.maxPlies) + " plies, shortlist " + std::to_string(options.shortlist);
}

void annotateRecord(GameRecord& record, const GameAnalysis& analysis) {
    if (!analysis.engine.empty()) record.setTag("AnalysisEngine", analysis.engine);
    if (analysis.finalPreRoll)
        record.setTag("AnalysisFinalPreRoll", formatProbability(*analysis.finalPreRoll));
    record.comments.resize(record.turns.size());
    for (const TurnAnalysis& t : analysis.turns) {
        if (t.turnIndex < 0 || static_cast<std::size_t>(t.turnIndex) >= record.comments.size()) continue;
        std::string& comment = record.comments[static_cast<std::size_t>(t.turnIndex)];
        if (const auto at = comment.find("analysis:"); at != std::string::npos) comment.erase(at);
        while (!comment.empty() && comment.back() == ' ') comment.pop_back();
        std::string bestTurn = turnToString(t.bestTurn);
        std::replace(bestTurn.begin(), bestTurn.end(), ' ', ',');
        std::string text = "analysis: judged=" + std::string(t.judged ? "1" : "0") +
                           " pre=" + formatProbability(t.preRollEquity) +
                           " played=" + formatProbability(t.playedEquity) +
                           " best=" + formatProbability(t.bestEquity) + " best-turn=" + bestTurn +
                           " luck=" + formatProbability(t.luck);
        if (t.mark != ErrorMark::None) text += std::string(" mark=") + markText(t.mark);
        if (t.byBook) text += " book=1";
        if (t.verification) {
            text += " verified=" + formatProbability(t.verification->loss) + ',' +
                    formatProbability(t.verification->standardError) + ',' +
                    std::to_string(t.verification->rollouts);
        }
        comment += (comment.empty() ? "" : " ") + text;
    }
}

void reclassify(GameAnalysis& analysis, const ErrorThresholds& thresholds) {
    for (TurnAnalysis& t : analysis.turns) {
        t.mark = t.judged ? classifyLoss(t.loss, thresholds) : ErrorMark::None;
        if (t.verification) t.verification->mark = classifyLoss(t.verification->loss, thresholds);
    }
    summarizePlayers(analysis);
}

GameAnalysis analysisFromRecord(const GameRecord& record, const ErrorThresholds& thresholds) {
    GameAnalysis analysis;
    analysis.engine = record.tag("AnalysisEngine");
    if (const std::string finalPreRoll = record.tag("AnalysisFinalPreRoll"); !finalPreRoll.empty()) {
        try {
            analysis.finalPreRoll = std::stod(finalPreRoll);
        } catch (const std::exception&) {
            // a damaged annotation is ignored, not trusted
        }
    }
    const std::vector<Position> rolled = rolledPositions(record);  // for the best turns
    for (std::size_t i = 0; i < record.turns.size(); ++i) {
        TurnAnalysis t;
        t.turnIndex = static_cast<int>(i);
        t.mover = record.turns[i].mover;
        const std::string comment = i < record.comments.size() ? record.comments[i] : std::string();
        const auto at = comment.find("analysis:");
        if (at != std::string::npos) {
            std::istringstream fields(comment.substr(at + 9));
            std::string field;
            while (fields >> field) {
                const auto eq = field.find('=');
                if (eq == std::string::npos) continue;
                const std::string key = field.substr(0, eq);
                const std::string value = field.substr(eq + 1);
                try {
                    if (key == "judged") t.judged = value == "1";
                    if (key == "pre") t.preRollEquity = std::stod(value);
                    if (key == "played") t.playedEquity = std::stod(value);
                    if (key == "best") t.bestEquity = std::stod(value);
                    if (key == "luck") t.luck = std::stod(value);
                    if (key == "best-turn") t.bestTurn = turnFromText(rolled[i], value);
                    if (key == "book") t.byBook = value == "1";
                    if (key == "verified") t.verification = verificationFromText(value);
                } catch (const std::exception&) {
                    t.judged = false;  // a damaged annotation is ignored, not trusted
                }
            }
            t.loss = t.judged ? std::max(0.0, t.bestEquity - t.playedEquity) : 0;
            t.mark = t.judged ? classifyLoss(t.loss, thresholds) : ErrorMark::None;
            if (!t.judged) t.verification.reset();
            if (t.verification) t.verification->mark = classifyLoss(t.verification->loss, thresholds);
        }
        analysis.turns.push_back(t);
    }
    summarizePlayers(analysis);
    return analysis;
}

std::vector<RollCell> rollHeatMap(const Position& preRoll) {
    TurnGenerator generator;
    std::vector<RollCell> cells;
    const Color mover = preRoll.sideToMove();
    for (const DiceRoll& roll : allRolls()) {
        Position rolled = preRoll;
        rolled.setDice(roll.pool());
        RollCell cell;
        cell.roll = roll;
        bool first = true;
        for (const TurnOutcome& o : generator.distinctOutcomes(rolled)) {
            const int score = o.capturesKing ? CaptureScore : evaluate(o.final, mover).aggressive();
            cell.capturesKing = cell.capturesKing || o.capturesKing;
            cell.pass = o.turn.empty();
            // Best score first; among king captures the shortest (the standard tie-break).
            const bool shorter = score == cell.bestScore && o.turn.size() < cell.bestTurn.size();
            if (first || score > cell.bestScore || shorter) {
                cell.bestScore = score;
                cell.bestTurn = o.turn;
            }
            first = false;
        }
        cells.push_back(cell);
    }
    return cells;
}

}  // namespace dicechess
