#include "board/eval_bar.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include "common/locale_format.h"

namespace dicechess::ui {

EvalBar::EvalBar(QWidget* parent) : QWidget(parent) {
    setAccessibleName(tr("Evaluation bar"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
}

void EvalBar::setWhiteWinProbability(std::optional<double> probability) {
    m_white = probability;
    update();
}

void EvalBar::setResult(std::optional<GameResult> result) {
    if (result == GameResult::Ongoing) result.reset();
    m_result = result;
    update();
}

double EvalBar::whiteShare() const {
    if (m_result)
        return *m_result == GameResult::WhiteWins ? 1.0 : *m_result == GameResult::BlackWins ? 0.0 : 0.5;
    return m_white.value_or(0.5);
}

QString EvalBar::text() const {
    if (m_result) return scoreText(*m_result);
    return m_white ? QStringLiteral("%1%").arg(qRound(*m_white * 100)) : QStringLiteral("?");
}

void EvalBar::setMeaning(const QString& meaning) {
    m_meaning = meaning;
}

bool EvalBar::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip) return QWidget::event(event);
    const QPoint at = static_cast<QHelpEvent*>(event)->pos();
    const bool top = at.y() < LabelHeight;
    const bool bottom = at.y() > height() - LabelHeight;
    QString text;
    if (m_result) {
        text = tr("The game is over: %1").arg(this->text());
    } else if (top || bottom) {
        const bool white = top == m_flipped;
        text = tr("%1 king: captured on %2's next roll with probability %3 % (exact, KCP)")
                   .arg(white ? tr("White's") : tr("Black's"), white ? tr("Black") : tr("White"))
                   .arg(decimal((white ? m_whiteDanger : m_blackDanger) * 100, 1));
    } else if (m_white) {
        text = tr("White wins %1 % — %2").arg(decimal(*m_white * 100, 1)).arg(m_meaning);
    } else {
        text = tr("No value for this position yet (%1)").arg(m_meaning);
    }
    QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), text, this);
    return true;
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
    const int labelHeight = LabelHeight;
    const QRectF bar(6, labelHeight, width() - 12, height() - 2 * labelHeight);
    const double white = whiteShare();
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
    // White's figure (or the result) always sits at White's end, on the light part when it is tall
    // enough to hold it.
    const QRectF whiteEnd(bar.left(), m_flipped ? bar.top() + 4 : bar.bottom() - 20, bar.width(), 16);
    p.setPen(whiteHeight >= 22 ? QColor(0x3a, 0x37, 0x34) : QColor(0xf4, 0xf1, 0xea));
    p.drawText(whiteEnd, Qt::AlignCenter, text());
    if (m_result) return;  // a finished game has no next roll to fear

    // King danger: the side's king capture chance on the opponent's next roll, at that side's end.
    auto danger = [&](double value, bool top) {
        const QRectF area(0, top ? 0 : height() - labelHeight, width(), labelHeight);
        p.setPen(value > 0 ? QColor(0xc0, 0x39, 0x2b) : palette().color(QPalette::WindowText));
        p.drawText(area, Qt::AlignCenter, QStringLiteral("♚ %1%").arg(qRound(value * 100)));
    };
    danger(m_flipped ? m_whiteDanger : m_blackDanger, true);
    danger(m_flipped ? m_blackDanger : m_whiteDanger, false);
}

}  // namespace dicechess::ui
