#include "game/review_cursor.h"

#include <QStringList>
#include <algorithm>

#include "dicechess/notation/move_text.h"
#include "dicechess/rules/turngen.h"
#include "dicechess/rules/variant_rules.h"

namespace dicechess::ui {
namespace {

bool before(ReviewPoint a, ReviewPoint b) {
    return a.turn != b.turn ? a.turn < b.turn : a.step < b.step;
}

// The position a variation may continue from, ignoring its dice (a roll may be chosen "what if").
Position withoutDice(Position position) {
    position.setDice(DicePool{});
    return position;
}

}  // namespace

ReviewPoint ReviewCursor::livePoint() const {
    const Game& game = m_controller.game();
    const int total = static_cast<int>(game.turns().size());
    const bool inProgress = !game.awaitingRoll() && !game.isOver() && total > 0;
    if (!inProgress) return {total, 0};
    return {total - 1, static_cast<int>(game.turns().back().moves.size()) + 1};
}

void ReviewCursor::forgetStale() const {
    if (m_gameId != m_controller.gameId()) {
        m_gameId = m_controller.gameId();
        m_point.reset();
        m_variation.reset();
        return;
    }
    const ReviewPoint live = livePoint();
    if (m_point && !before(*m_point, live)) m_point.reset();
    if (m_variation && before(live, m_variation->from)) m_variation.reset();
}

const std::optional<ReviewPoint>& ReviewCursor::point() const {
    forgetStale();
    return m_point;
}

const std::optional<Variation>& ReviewCursor::variation() const {
    forgetStale();
    return m_variation;
}

Position ReviewCursor::position() const {
    if (const auto& variation = this->variation()) return variation->position;
    if (const auto& point = this->point()) return m_controller.positionAt(*point);
    return m_controller.position();
}

std::optional<Turn> ReviewCursor::playedFromHere() const {
    const auto& point = this->point();
    if (variation() || !point || point->step != 1) return std::nullopt;
    const std::vector<TurnRecord>& turns = m_controller.game().turns();
    if (point->turn < 0 || static_cast<std::size_t>(point->turn) >= turns.size()) return std::nullopt;
    return turns[static_cast<std::size_t>(point->turn)].moves;
}

ShownPoint ReviewCursor::shown() const {
    ShownPoint shown;
    shown.position = position();  // in review a replay of the record: computed once
    shown.roller = shown.position.sideToMove();
    const std::vector<TurnRecord>& turns = m_controller.game().turns();
    auto showTurn = [&](Color mover, DicePool roll, Turn moves, DicePool remaining = {}) {
        shown.roller = mover;
        shown.roll = roll;
        shown.lastTurn = std::move(moves);
        shown.remaining = remaining;
    };
    if (const auto& variation = this->variation()) {
        if (!variation->steps.empty()) {
            const Variation::Step& last = variation->steps.back();
            showTurn(last.mover, last.roll, last.moves);
        }
    } else if (const auto& point = this->point()) {
        if (point->step == 0 && point->turn > 0) {
            const TurnRecord& before = turns[static_cast<std::size_t>(point->turn - 1)];
            showTurn(before.mover, before.roll, before.moves);
        } else if (point->step > 0) {
            // Inside a turn: its micro-moves so far, and the dice still to spend.
            const TurnRecord& turn = turns[static_cast<std::size_t>(point->turn)];
            const auto played = std::min(turn.moves.size(), static_cast<std::size_t>(point->step - 1));
            showTurn(turn.mover, turn.roll, Turn(turn.moves.begin(), turn.moves.begin() + played),
                     shown.position.dice());
        }
    } else if (!turns.empty()) {
        const Game& game = m_controller.game();
        const bool inProgress = !game.awaitingRoll() && !game.isOver();
        const TurnRecord& last = turns.back();
        // A turn in progress with no micro-move yet marks the turn before it.
        Turn moves = last.moves;
        if (inProgress && last.moves.empty())
            moves = turns.size() >= 2 ? turns[turns.size() - 2].moves : Turn{};
        showTurn(last.mover, last.roll, moves, inProgress ? shown.position.dice() : DicePool{});
    }
    return shown;
}

void ReviewCursor::goLive() {
    m_gameId = m_controller.gameId();
    m_point.reset();
    m_variation.reset();
}

void ReviewCursor::goTo(ReviewPoint point) {
    m_gameId = m_controller.gameId();
    m_variation.reset();
    if (point.turn < 0) point = {0, 0};
    if (before(point, livePoint())) {
        m_point = point;
    } else {
        m_point.reset();
    }
}

void ReviewCursor::stepTurn(int direction) {
    const ReviewPoint at = variation() ? m_variation->from : current();
    if (direction < 0) {
        // Back to the start of this turn, or of the previous one when already there.
        goTo({at.step > 0 ? at.turn : std::max(0, at.turn - 1), 0});
    } else if (!isLive()) {
        goTo({at.turn + 1, 0});
    }
}

void ReviewCursor::stepMicroMove(int direction) {
    const ReviewPoint at = variation() ? m_variation->from : current();
    if (direction < 0) {
        if (at.step > 0) {
            goTo({at.turn, at.step - 1});
        } else if (at.turn > 0) {
            goTo({at.turn - 1, m_controller.lastStep(at.turn - 1)});
        } else {
            goTo(at);
        }
    } else if (!isLive()) {
        goTo(at.step < m_controller.lastStep(at.turn) ? ReviewPoint{at.turn, at.step + 1}
                                                      : ReviewPoint{at.turn + 1, 0});
    }
}

bool ReviewCursor::playVariation(const Position& rolled, const Turn& turn) {
    const Position shown = position();
    if (m_variation && m_variation->capturedKing) return false;
    const bool sameDice = rolled == shown;
    const bool chosenRoll = shown.dice().empty() && withoutDice(rolled) == shown;
    if (!sameDice && !chosenRoll) return false;
    const auto outcome = legalTurnOutcome(rolled, turn, m_controller.game().variant());
    if (!outcome) return false;
    if (!m_variation) m_variation = Variation{current(), shown, {}, shown, false};
    m_variation->steps.push_back({rolled.sideToMove(), rolled.dice(), turn});
    m_variation->position = outcome->final;
    m_variation->capturedKing = outcome->capturesKing;
    return true;
}

bool ReviewCursor::takeBackVariationTurn() {
    if (!variation()) return false;
    m_variation->steps.pop_back();
    if (m_variation->steps.empty()) {
        m_variation.reset();
        return true;
    }
    Position pos = m_variation->start;
    for (const Variation::Step& step : m_variation->steps) {
        pos.setDice(step.roll);
        pos = afterTurn(pos, step.moves, &m_variation->capturedKing);
    }
    m_variation->position = pos;
    return true;
}

QString ReviewCursor::variationText() const {
    if (!variation()) return {};
    QStringList parts;
    for (const Variation::Step& step : m_variation->steps) {
        const bool white = step.mover == Color::White;
        parts << QStringLiteral("%1 [%2] %3")
                     .arg(white ? QStringLiteral("W") : QStringLiteral("B"),
                          QString::fromStdString(poolLetters(step.roll, white)),
                          step.moves.empty() ? QStringLiteral("pass")
                                             : QString::fromStdString(turnToString(step.moves)));
    }
    return parts.join(QStringLiteral(" · "));
}

}  // namespace dicechess::ui
