#include "analysis/analysis_summary_view.h"

#include <QHeaderView>

#include "common/locale_format.h"

namespace dicechess::ui {

AnalysisSummaryView::AnalysisSummaryView(QWidget* parent) : QTableWidget(FigureCount, 2, parent) {
    setObjectName(QStringLiteral("analysisSummary"));
    setHorizontalHeaderLabels({tr("White"), tr("Black")});
    setVerticalHeaderLabels({tr("Turns"), tr("?!"), tr("?"), tr("??"), tr("Loss"), tr("Acc. %"), tr("Luck")});
    verticalHeaderItem(Judged)->setToolTip(tr("Turns judged (forced turns and passes are not)"));
    verticalHeaderItem(Inaccuracies)->setToolTip(tr("Inaccuracies ?! (thresholds in Edit ▸ Preferences)"));
    verticalHeaderItem(Mistakes)->setToolTip(tr("Mistakes ?"));
    verticalHeaderItem(Blunders)->setToolTip(tr("Blunders ??"));
    verticalHeaderItem(AverageLoss)->setToolTip(tr("Average win-% points lost per judged turn"));
    verticalHeaderItem(Accuracy)->setToolTip(tr("Mean per-turn accuracy in % (100 = always the best turn)"));
    verticalHeaderItem(Luck)->setToolTip(
        tr("Sum over the player's rolls of how much better than average "
           "each roll was (win-% points)"));
    for (int figure = 0; figure < FigureCount; ++figure)
        verticalHeaderItem(figure)->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    setFont(small);
    horizontalHeader()->setFont(small);
    verticalHeader()->setFont(small);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    hide();
}

void AnalysisSummaryView::setAnalysis(const GameAnalysis* analysis, const QString& whiteName,
                                      const QString& blackName) {
    setVisible(analysis != nullptr);
    if (!analysis) return;
    // The verdicts say what judged them, so a pane that disagrees with a mark can be understood.
    setToolTip(analysis->engine.empty() ? QString()
                                        : tr("Judged by: %1").arg(QString::fromStdString(analysis->engine)));
    const QString names[2] = {whiteName, blackName};
    for (int player = 0; player < 2; ++player) {
        horizontalHeaderItem(player)->setToolTip(names[player]);
        const PlayerSummary& p = analysis->players[static_cast<std::size_t>(player)];
        const QString cells[FigureCount] = {QString::number(p.judged),       QString::number(p.marks[1]),
                                            QString::number(p.marks[2]),     QString::number(p.marks[3]),
                                            decimal(p.averageLoss * 100, 1), decimal(p.accuracy, 1),
                                            signedDecimal(p.luck * 100, 1)};
        for (int figure = 0; figure < FigureCount; ++figure) {
            auto* item = new QTableWidgetItem(cells[figure]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(QStringLiteral("%1 — %2: %3")
                                 .arg(names[player], verticalHeaderItem(figure)->toolTip(), cells[figure]));
            setItem(figure, player, item);
        }
    }
    resizeRowsToContents();
    int height = horizontalHeader()->sizeHint().height() + 2 * frameWidth();
    for (int figure = 0; figure < FigureCount; ++figure) height += rowHeight(figure);
    setFixedHeight(height);
}

QString AnalysisSummaryView::cellText(int player, int figure) const {
    const QTableWidgetItem* cell = item(figure, player);
    return cell ? cell->text() : QString();
}

}  // namespace dicechess::ui
