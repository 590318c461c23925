#include "dicechess/analysis/loss_study.h"

#include <algorithm>

#include "dicechess/rules/kcp.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {
namespace {

bool names(std::string_view player, std::string_view bot) {
    return player == bot ||
           (player.size() > bot.size() && player.starts_with(bot) && player[bot.size()] == ':');
}

int lengthBucket(std::size_t turns) {
    return turns <= 6 ? 0 : turns <= 10 ? 1 : turns <= 16 ? 2 : 3;
}

int chanceBucket(double p) {
    return p < 0.05 ? 0 : p < 0.20 ? 1 : p < 0.35 ? 2 : 3;
}

// The opponent's capture chance the played turn left, and the smallest any turn of the roll left; nothing
// when the roll gave no real choice.
struct TurnRisk {
    bool judged = false;
    double left = 0, safest = 0;
};

TurnRisk turnRisk(TurnGenerator& generator, const Position& rolled, const Position& after, Color bot) {
    const auto outcomes = generator.distinctOutcomes(rolled);
    if (outcomes.size() < 2 ||
        std::any_of(outcomes.begin(), outcomes.end(), [](const TurnOutcome& o) { return o.capturesKing; }))
        return {};
    TurnRisk risk{true, kingCaptureProbability(after, bot).value(), 1.0};
    for (const TurnOutcome& o : outcomes)
        risk.safest = std::min(risk.safest, kingCaptureProbability(o.final, bot).value());
    return risk;
}

}  // namespace

Result<LossStudy> studyLosses(std::span<const GameRecord> games, std::string_view bot) {
    LossStudy study;
    TurnGenerator generator;
    for (std::size_t g = 0; g < games.size(); ++g) {
        const GameRecord& record = games[g];
        const bool white = names(record.tag("White"), bot);
        if (!white && !names(record.tag("Black"), bot))
            return "game " + std::to_string(g + 1) + ": neither White ('" + record.tag("White") +
                   "') nor Black ('" + record.tag("Black") + "') is '" + std::string(bot) + "'";
        if (record.result == GameResult::Ongoing) continue;
        const Color me = white ? Color::White : Color::Black;
        const bool draw = record.result == GameResult::Draw;
        const bool won = !draw && (record.result == GameResult::WhiteWins) == white;
        ++study.games;
        study.won += won;
        study.drawn += draw;
        const std::size_t result = won ? 1 : 0;
        Position pos = record.start;
        TurnRisk lastRisk;
        bool captured = false;
        double captureChance = 0;
        for (const TurnRecord& turn : record.turns) {
            Position rolled = pos;
            rolled.setDice(turn.roll);
            const Position after = afterTurn(rolled, turn.moves);
            if (turn.mover == me) {
                if (draw) {
                    pos = after;
                    continue;
                }
                lastRisk = turnRisk(generator, rolled, after, me);
                if (lastRisk.judged) {
                    ++study.turns[result];
                    study.excess[result] += lastRisk.left - lastRisk.safest;
                }
            } else if (!after.hasKing(me)) {
                captured = true;
                captureChance = kingCaptureProbability(pos, me).value();
            }
            pos = after;
        }
        if (won || draw) continue;
        ++study.lost;
        ++study.lostAs[white ? 0 : 1];
        ++study.lostByLength[static_cast<std::size_t>(lengthBucket(record.turns.size()))];
        if (!captured) continue;
        ++study.captureChance[static_cast<std::size_t>(chanceBucket(captureChance))];
        if (!lastRisk.judged) continue;
        ++study.lastTurns;
        study.lastTurnsSafest += lastRisk.left <= lastRisk.safest;
        study.lastTurnLeft += lastRisk.left;
        study.lastTurnSafest += lastRisk.safest;
    }
    return study;
}

}  // namespace dicechess
