#pragma once

#include <QVariantAnimation>
#include <QWidget>
#include <array>

#include "dicechess/core/dice.h"

#include "common/piece_renderer.h"

namespace dicechess::ui {

// The dice of the current roll (three, or one in the one-die dialect), each showing the piece it moves.
// Dice already spent are dimmed, the remaining ones highlighted. A short roll animation (≤ 600 ms) can be
// switched off.
class DiceView : public QWidget {
    Q_OBJECT
public:
    explicit DiceView(QWidget* parent = nullptr);

    // The roll of the turn and what is left of it; an empty roll shows blank dice.
    void setDice(DicePool roll, DicePool remaining, Color mover);
    void animateRoll();
    // How many dice a roll has: 3, or 1 for the one-die dialect.
    void setDieCount(int count);
    int dieCount() const { return m_count; }
    void setAnimationEnabled(bool enabled) { m_animationEnabled = enabled; }
    bool isAnimating() const { return m_animation.state() == QAbstractAnimation::Running; }
signals:
    // The roll animation has ended (or was not shown): the faces on screen are the roll.
    void rollShown();

public:
    // Faces as shown, sorted by die value; 0 for a blank die (tests).
    std::array<int, 3> faces() const { return m_faces; }
    std::array<bool, 3> spent() const { return m_spent; }

    QSize sizeHint() const override { return {330, 104}; }
    QSize minimumSizeHint() const override { return {180, 64}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int m_count = 3;
    std::array<int, 3> m_faces{};
    std::array<bool, 3> m_spent{};
    Color m_mover = Color::White;
    bool m_animationEnabled = true;
    QVariantAnimation m_animation;
    int m_animationStep = 0;
    PieceRenderer m_pieces;
};

}  // namespace dicechess::ui
