#include "board/eval_bar.h"

#include <QPainter>

namespace dicechess::ui {

EvalBar::EvalBar(QWidget* parent) : QWidget(parent) {
    setAccessibleName(tr("Evaluation bar"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
}

void EvalBar::setWhiteWinProbability(std::optional<double> probability) {
    m_white = probability;
    setToolTip(probability
                   ? tr("White wins %1 % (Monte-Carlo, before the roll)").arg(*probability * 100, 0, 'f', 1)
                   : tr("No equity computed for this position yet (open the analysis pane)"));
    update();
}

void EvalBar::setKingDanger(double whiteKing, double blackKing) {
    m_whiteDanger = whiteKing;
    m_blackDanger = blackKing;
    update();
}

void EvalBar::setFlipped(bool flipped) {
    m_flipped = flipped;
    update();
}

void EvalBar::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int labelHeight = 30;
    const QRectF bar(6, labelHeight, width() - 12, height() - 2 * labelHeight);
    const double white = m_white.value_or(0.5);
    // White's share grows from White's side of the board (the bottom unless flipped).
    const double whiteHeight = bar.height() * white;
    const QRectF whitePart = m_flipped
                                 ? QRectF(bar.left(), bar.top(), bar.width(), whiteHeight)
                                 : QRectF(bar.left(), bar.bottom() - whiteHeight, bar.width(), whiteHeight);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x3a, 0x37, 0x34));
    p.drawRoundedRect(bar, 4, 4);
    p.setBrush(QColor(0xf4, 0xf1, 0xea));
    p.drawRoundedRect(whitePart, 4, 4);
    p.setPen(QPen(QColor(0x80, 0x78, 0x70), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(bar, 4, 4);

    QFont small = font();
    small.setPixelSize(11);
    small.setBold(true);
    p.setFont(small);
    const QString percent = m_white ? QString::number(qRound(white * 100)) : QStringLiteral("?");
    p.setPen(white >= 0.5 ? QColor(0x3a, 0x37, 0x34) : QColor(0xf4, 0xf1, 0xea));
    const QRectF middle(bar.left(), m_flipped ? bar.top() + 4 : bar.bottom() - 20, bar.width(), 16);
    p.drawText(
        white >= 0.5 ? middle : middle.translated(0, m_flipped ? bar.height() - 24 : -bar.height() + 24),
        Qt::AlignCenter, percent);

    // King danger: the side's king capture chance on the opponent's next roll, at that side's end.
    auto danger = [&](double value, bool top) {
        const QRectF area(0, top ? 0 : height() - labelHeight, width(), labelHeight);
        p.setPen(value > 0 ? QColor(0xc0, 0x39, 0x2b) : palette().color(QPalette::WindowText));
        p.drawText(area, Qt::AlignCenter, QStringLiteral("♚ %1").arg(qRound(value * 100)));
    };
    danger(m_flipped ? m_whiteDanger : m_blackDanger, true);
    danger(m_flipped ? m_blackDanger : m_whiteDanger, false);
}

}  // namespace dicechess::ui
