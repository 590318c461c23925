#include "analysis/verdict_bar.h"

#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>
#include <string_view>

#include "dicechess/analysis/mark_verification.h"
#include "dicechess/notation/move_text.h"

#include "common/locale_format.h"

namespace dicechess::ui {

QString verdictText(const TurnAnalysis& turn) {
    if (!turn.judged) return QObject::tr("Not judged: a pass or a forced turn");
    const QString mark = QString::fromLatin1(markText(turn.mark));
    const QString best = QString::fromStdString(turnToString(turn.bestTurn));
    // The percentages are the mover's chances, which the text says: the eval bar shows White's.
    const QString mover = turn.mover == Color::White ? QObject::tr("White") : QObject::tr("Black");
    // A first turn judged by the opening book says so: its values are the book's rollouts.
    const QString book = turn.byBook ? QLatin1Char(' ') + QObject::tr("[opening book]") : QString();
    if (turn.loss < 0.0005)
        return QObject::tr("Best turn (%1 wins %2 %)").arg(mover, decimal(turn.playedEquity * 100, 1)) + book;
    const QString judged = QObject::tr("%1 −%2 % — best %3 (%4 wins %5 %), played %6 %")
                               .arg(mark.isEmpty() ? QObject::tr("Loss") : mark)
                               .arg(decimal(turn.loss * 100, 1))
                               .arg(best, mover)
                               .arg(decimal(turn.bestEquity * 100, 1), decimal(turn.playedEquity * 100, 1)) +
                           book;
    if (!turn.verification) return judged;
    const MarkVerification& v = *turn.verification;
    const QString standing = QString::fromLatin1(markText(v.mark));
    const std::string_view kind = verificationOutcome(turn);  // the one classification (CLI, status line)
    const QString outcome = kind == "confirmed"   ? QObject::tr("%1 confirmed").arg(mark)
                            : kind == "withdrawn" ? QObject::tr("%1 withdrawn").arg(mark)
                                                  : QObject::tr("%1 changed to %2").arg(mark, standing);
    // The rolled-out difference may be negative: the played turn did better than the judge's best.
    const QString loss = v.loss >= 0 ? QStringLiteral("−") + decimal(v.loss * 100, 1)
                                     : QStringLiteral("+") + decimal(-v.loss * 100, 1);
    return judged + QLatin1Char('\n') +
           QObject::tr("✓ Rollouts: %1 ± %2 % (%3 each), %4")
               .arg(loss, decimal(v.standardError * 100, 1), QLocale().toString(v.rollouts), outcome);
}

QString markWithVerification(const TurnAnalysis& turn) {
    const QString mark = QString::fromLatin1(markText(standingMark(turn)));
    return turn.verification ? mark + QStringLiteral("✓") : mark;
}

QString cubeAdviceName(CubeAdvice advice) {
    switch (advice) {
        case CubeAdvice::NoDoubleTake: return QObject::tr("No double, take");
        case CubeAdvice::DoubleTake: return QObject::tr("Double, take");
        case CubeAdvice::DoublePass: return QObject::tr("Double, pass");
        case CubeAdvice::TooGoodPass: return QObject::tr("Too good to double, pass");
    }
    return {};
}

QString cubeVerdictText(const CubeVerdict& v) {
    const QString action = !v.doubled ? QObject::tr("No double")
                           : v.taken  ? QObject::tr("Double, take")
                                      : QObject::tr("Double, pass");
    const ErrorMark worst = std::max(v.doublerMark, v.takerMark);
    const double loss = std::max(v.doublerLoss, v.takerLoss);
    const QString judged = worst == ErrorMark::None ? action
                                                    : QStringLiteral("%1 %2 −%3")
                                                          .arg(action, QString::fromLatin1(markText(worst)))
                                                          .arg(decimal(loss, 3));
    const auto equity = [](double e) { return signedDecimal(e, 3); };
    return QObject::tr("Cube: %1 — proper %2 (%3 %: ND %4, D/T %5, D/P %6)")
        .arg(judged, cubeAdviceName(v.advice))
        .arg(decimal(v.winProbability * 100, 1))
        .arg(equity(v.equities.noDouble), equity(v.equities.doubleTake), equity(v.equities.doublePass));
}

VerdictBar::VerdictBar(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("verdictBar"));
    auto* layout = new QVBoxLayout(this);  // the text gets the panel's whole width, the button goes under it
    layout->setContentsMargins(0, 0, 0, 0);
    m_text = new QLabel;
    m_text->setObjectName(QStringLiteral("verdictLine"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_showBest = new QPushButton(tr("Show best"));
    m_showBest->setToolTip(tr("Go to this turn's roll and draw the best turn as arrows"));
    layout->addWidget(m_text, 1);
    layout->addWidget(m_showBest, 0, Qt::AlignRight);
    connect(m_showBest, &QPushButton::clicked, this, [this] {
        if (m_turn >= 0) emit showBestRequested(m_turn);
    });
    hide();
}

void VerdictBar::showVerdict(const TurnAnalysis* turn, const CubeVerdict* cube, const QString& engine) {
    setVisible(turn || cube);
    m_turn = turn ? turn->turnIndex : -1;
    QStringList lines;
    if (cube) lines << cubeVerdictText(*cube);
    if (turn) lines << verdictText(*turn);
    m_text->setText(lines.join(QLatin1Char('\n')));
    QString tip = engine.isEmpty() ? QString() : tr("Judged by: %1").arg(engine);
    if (cube)
        tip +=
            (tip.isEmpty() ? QString() : QStringLiteral("\n")) +
            tr("Cube equities per unit of the cube, cubeful (Janowski, cube efficiency 0.7): ND no double, "
               "D/T double and take, D/P double and pass");
    m_text->setToolTip(tip);
    m_showBest->setVisible(turn && turn->judged && turn->loss >= 0.0005 && !turn->bestTurn.empty());
}

QString VerdictBar::text() const {
    return m_text->text();
}

}  // namespace dicechess::ui
