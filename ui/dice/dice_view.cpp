#include "dice/dice_view.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace dicechess::ui {

DiceView::DiceView(QWidget* parent) : QWidget(parent) {
    setAccessibleName(tr("Dice"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_animation.setDuration(450);
    m_animation.setStartValue(0);
    m_animation.setEndValue(9);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        m_animationStep = value.toInt();
        update();
    });
    connect(&m_animation, &QVariantAnimation::finished, this, [this] {
        update();
        emit rollShown();
    });
}

void DiceView::setDice(DicePool roll, DicePool remaining, Color mover) {
    m_mover = mover;
    m_faces.fill(0);
    m_spent.fill(false);
    std::size_t i = 0;
    for (int t = 1; t <= PieceTypeCount && i < 3; ++t) {
        const auto type = static_cast<PieceType>(t);
        // Of the dice of this type, the first ones shown are the spent ones.
        const int spentOfType = roll.count(type) - remaining.count(type);
        for (int n = 0; n < roll.count(type) && i < 3; ++n, ++i) {
            m_faces[i] = t;
            m_spent[i] = n < spentOfType;
        }
    }
    update();
}

void DiceView::setDieCount(int count) {
    m_count = std::clamp(count, 1, 3);
    update();
}

void DiceView::animateRoll() {
    if (!m_animationEnabled) {
        emit rollShown();
        return;
    }
    m_animation.stop();
    m_animation.start();
}

void DiceView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int gap = 12;
    const int size = qMin(height() - 8, (width() - 4 * gap) / 3);
    const int left = (width() - (m_count * size + (m_count - 1) * gap)) / 2;
    const bool rolling = isAnimating();
    const QPalette& palette = this->palette();
    for (std::size_t i = 0; i < static_cast<std::size_t>(m_count); ++i) {
        const QRectF die(left + static_cast<int>(i) * (size + gap), (height() - size) / 2.0, size, size);
        // While rolling, faces cycle deterministically: the animation is decoration, not chance.
        const int face = rolling ? 1 + (m_animationStep + static_cast<int>(i) * 2) % 6 : m_faces[i];
        const bool spent = !rolling && m_spent[i];
        const bool white = m_mover == Color::White;
        QColor body = white ? QColor(0xfa, 0xf7, 0xf0) : QColor(0x36, 0x33, 0x30);
        QColor edge =
            face && !spent && !rolling ? palette.color(QPalette::Highlight) : QColor(0x80, 0x78, 0x70);
        if (spent) body = white ? QColor(0xd6, 0xd2, 0xca) : QColor(0x5a, 0x57, 0x54);
        QPainterPath shape;
        shape.addRoundedRect(die, size * 0.18, size * 0.18);
        p.setPen(QPen(edge, face && !spent ? 3 : 1.5));
        p.setBrush(body);
        p.drawPath(shape);
        if (face == 0) continue;
        p.setOpacity(spent ? 0.35 : 1.0);
        const int pieceSize = qRound(size * 0.72);
        const QPoint topLeft = die.center().toPoint() - QPoint(pieceSize / 2, pieceSize / 2 + size / 20);
        p.drawPixmap(topLeft, m_pieces.pixmap(makePiece(m_mover, static_cast<PieceType>(face)), pieceSize,
                                              devicePixelRatioF()));
        // The face value in a corner, for players who think in numbers.
        QFont small = font();
        small.setPixelSize(qMax(8, size / 6));
        small.setBold(true);
        p.setFont(small);
        p.setPen(white ? QColor(0x50, 0x48, 0x40) : QColor(0xe0, 0xdc, 0xd4));
        p.drawText(die.adjusted(0, 0, -size * 0.1, -size * 0.04), Qt::AlignRight | Qt::AlignBottom,
                   QString::number(face));
        p.setOpacity(1.0);
    }
}

}  // namespace dicechess::ui
