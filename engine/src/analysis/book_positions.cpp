// The rolled positions of the opening book's stages and one entry computed (analysis/book_run.h).
#include <algorithm>

#include "dicechess/analysis/book_run.h"
#include "dicechess/analysis/judgement.h"
#include "dicechess/analysis/turn_rollouts.h"
#include "dicechess/core/dice.h"
#include "dicechess/core/rng.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {
namespace {

// Gives each entry's rollouts their own dice, apart from the other seeded uses of the book's seed.
constexpr std::uint64_t BookSalt = 0xB00C;

Position rolledStart(DicePool roll) {
    Position start = Position::startPosition();
    start.setDice(roll);
    return start;
}

bool hasMove(const Position& rolled) {
    TurnGenerator generator;
    const auto turns = generator.legalTurns(rolled);
    return !(turns.size() == 1 && turns.front().empty());
}

std::vector<Position> withEveryRoll(const Position& beforeRoll) {
    std::vector<Position> positions;
    for (const DiceRoll& roll : allRolls()) {
        Position rolled = beforeRoll;
        rolled.setDice(roll.pool());
        positions.push_back(rolled);
    }
    return positions;
}

}  // namespace

std::vector<DicePool> followedWhiteRolls() {
    std::vector<const DiceRoll*> withMove;
    for (const DiceRoll& roll : allRolls())
        if (hasMove(rolledStart(roll.pool()))) withMove.push_back(&roll);
    std::stable_sort(withMove.begin(), withMove.end(),
                     [](const DiceRoll* a, const DiceRoll* b) { return a->weight > b->weight; });
    std::vector<DicePool> rolls;
    for (std::size_t i = 0; i < withMove.size() && rolls.size() < BookWhiteRollsFollowed; ++i)
        rolls.push_back(withMove[i]->pool());
    return rolls;
}

std::vector<Position> whiteBookPositions() {
    // The rolls the Black stage follows first, so that a partial White run already serves it.
    const std::vector<DicePool> followed = followedWhiteRolls();
    std::vector<Position> positions;
    for (const DicePool roll : followed) positions.push_back(rolledStart(roll));
    for (const DiceRoll& roll : allRolls())
        if (std::find(followed.begin(), followed.end(), roll.pool()) == followed.end())
            positions.push_back(rolledStart(roll.pool()));
    return positions;
}

Position afterWhitePass() {
    for (const DiceRoll& roll : allRolls()) {
        const Position rolled = rolledStart(roll.pool());
        if (!hasMove(rolled)) return afterTurn(rolled, Turn{});
    }
    return Position::startPosition();  // not reached: BBB has no move from the start
}

std::optional<Position> afterWhiteBest(const OpeningBook& white, DicePool whiteRoll) {
    const Position rolled = rolledStart(whiteRoll);
    const BookEntry* entry = white.find(rolled);
    if (!entry) return std::nullopt;
    // parseBookEntryLine checked the turn is legal.
    return afterTurn(rolled, *parseTurnText(rolled, entry->best().text));
}

std::optional<Position> afterWhiteRollOrPass(const OpeningBook& white, std::string_view whiteTurn) {
    if (whiteTurn == "pass") return afterWhitePass();
    const Result<DicePool> roll = parseRoll(whiteTurn);
    return roll && roll->size() == 3 ? afterWhiteBest(white, *roll) : std::nullopt;
}

Result<std::vector<Position>> blackBookPositions(const OpeningBook& white) {
    std::vector<Position> afterWhite;
    for (const DicePool roll : followedWhiteRolls()) {
        const std::optional<Position> after = afterWhiteBest(white, roll);
        if (!after)
            return Result<std::vector<Position>>::failure("the White book has no entry for the roll " +
                                                          poolLetters(roll, true));
        afterWhite.push_back(*after);
    }
    afterWhite.push_back(afterWhitePass());
    std::vector<Position> positions;
    for (const Position& beforeRoll : afterWhite)
        for (const Position& rolled : withEveryRoll(beforeRoll)) positions.push_back(rolled);
    return positions;
}

std::optional<BookEntry> computeBookEntry(const Position& rolled, const BookSettings& settings,
                                          const std::shared_ptr<const ValueNet>& net, int threads,
                                          std::stop_token stop) {
    JudgementSettings judge;
    judge.net = net;
    judge.stop = stop;
    const BotDecision decision = judgeRoll(rolled, judge);
    if (stop.stop_requested()) return std::nullopt;
    BookEntry entry;
    entry.position = rolled;
    std::vector<Position> finals;
    for (const std::size_t i : rankedCandidates(decision)) {
        const Candidate& candidate = decision.candidates[i];
        BookTurn turn;
        turn.text = turnToString(candidate.turns.front());
        turn.judged = candidate.winProbability.value_or(0.5);
        turn.judgedTurns = static_cast<int>(candidate.support);
        entry.turns.push_back(std::move(turn));
        if (static_cast<int>(finals.size()) < settings.rolledOut) finals.push_back(candidate.final);
    }
    if (finals.size() < 2) return entry;  // a forced turn has nothing to be compared with
    TurnRolloutSettings rollouts;
    rollouts.policy = net.get();
    rollouts.maxPlies = settings.maxPlies;
    rollouts.targetError = settings.targetError;
    rollouts.minRollouts = settings.minRollouts;
    rollouts.maxRollouts = settings.maxRollouts;
    rollouts.seed = deriveSeed(settings.seed, BookSalt, rolled.key());
    rollouts.threads = threads;
    rollouts.stop = stop;
    rollouts.reference = TurnRolloutSettings::Reference::Best;
    const TurnRollouts result = rollOutTurns(finals, rolled.sideToMove(), rollouts);
    if (result.stopped) return std::nullopt;
    entry.rollouts = result.rollouts;
    for (std::size_t c = 0; c < finals.size(); ++c) {
        entry.turns[c].rolledOut = result.moverWins[c];
        entry.turns[c].standardError = result.standardErrors[c];
        entry.turns[c].differenceError = result.differenceErrors[c];
    }
    // The rolled-out turns by their rollout value (the reference, the best, comes first); the rest keep the
    // judge's order.
    std::stable_sort(entry.turns.begin(), entry.turns.begin() + static_cast<std::ptrdiff_t>(finals.size()),
                     [](const BookTurn& a, const BookTurn& b) { return *a.rolledOut > *b.rolledOut; });
    return entry;
}

}  // namespace dicechess
