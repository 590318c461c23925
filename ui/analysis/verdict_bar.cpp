#include "analysis/verdict_bar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <dicechess/notation.h>

namespace dicechess::ui {

QString verdictText(const TurnAnalysis& turn) {
    if (!turn.judged) return QObject::tr("Not judged: a pass or a forced turn");
    const QString mark = QString::fromLatin1(markText(turn.mark));
    const QString best = QString::fromStdString(turnToString(turn.bestTurn));
    if (turn.loss < 0.0005) return QObject::tr("Best turn (%1 %)").arg(turn.playedEquity * 100, 0, 'f', 1);
    return QObject::tr("%1 −%2 % — best %3 (%4 %), played %5 %")
        .arg(mark.isEmpty() ? QObject::tr("Loss") : mark)
        .arg(turn.loss * 100, 0, 'f', 1)
        .arg(best)
        .arg(turn.bestEquity * 100, 0, 'f', 1)
        .arg(turn.playedEquity * 100, 0, 'f', 1);
}

VerdictBar::VerdictBar(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("verdictBar"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_text = new QLabel;
    m_text->setObjectName(QStringLiteral("verdictLine"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_showBest = new QPushButton(tr("Show best"));
    m_showBest->setToolTip(tr("Go to this turn's roll and draw the best turn as arrows"));
    layout->addWidget(m_text, 1);
    layout->addWidget(m_showBest);
    connect(m_showBest, &QPushButton::clicked, this, [this] {
        if (m_turn >= 0) emit showBestRequested(m_turn);
    });
    hide();
}

void VerdictBar::showVerdict(const TurnAnalysis* turn, const QString& engine) {
    setVisible(turn != nullptr);
    if (!turn) {
        m_turn = -1;
        return;
    }
    m_turn = turn->turnIndex;
    m_text->setText(verdictText(*turn));
    m_text->setToolTip(engine.isEmpty() ? QString() : tr("Judged by: %1").arg(engine));
    m_showBest->setVisible(turn->judged && turn->loss >= 0.0005 && !turn->bestTurn.empty());
}

QString VerdictBar::text() const {
    return m_text->text();
}

}  // namespace dicechess::ui
