#include "analysis/analysis_summary_view.h"

#include <QHeaderView>

#include "common/locale_format.h"

namespace dicechess::ui {

AnalysisSummaryView::AnalysisSummaryView(QWidget* parent) : QTableWidget(2, 7, parent) {
    setObjectName(QStringLiteral("analysisSummary"));
    setHorizontalHeaderLabels(
        {tr("Turns"), tr("?!"), tr("?"), tr("??"), tr("Loss"), tr("Acc. %"), tr("Luck")});
    horizontalHeaderItem(0)->setToolTip(tr("Turns judged (forced turns and passes are not)"));
    horizontalHeaderItem(1)->setToolTip(tr("Inaccuracies ?! (thresholds in Edit ▸ Preferences)"));
    horizontalHeaderItem(2)->setToolTip(tr("Mistakes ?"));
    horizontalHeaderItem(3)->setToolTip(tr("Blunders ??"));
    horizontalHeaderItem(4)->setToolTip(tr("Average win-% points lost per judged turn"));
    horizontalHeaderItem(5)->setToolTip(tr("Mean per-turn accuracy in % (100 = always the best turn)"));
    horizontalHeaderItem(6)->setToolTip(
        tr("Sum over the player's rolls of how much better than average "
           "each roll was (win-% points)"));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    setFont(small);
    horizontalHeader()->setFont(small);
    verticalHeader()->setFont(small);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    horizontalHeader()->setMinimumSectionSize(24);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    hide();
}

void AnalysisSummaryView::setAnalysis(const GameAnalysis* analysis, const QString& whiteName,
                                      const QString& blackName) {
    setVisible(analysis != nullptr);
    if (!analysis) return;
    setVerticalHeaderLabels({tr("White"), tr("Black")});
    // The verdicts say what judged them, so a pane that disagrees with a mark can be understood.
    setToolTip(analysis->engine.empty() ? QString()
                                        : tr("Judged by: %1").arg(QString::fromStdString(analysis->engine)));
    verticalHeaderItem(0)->setToolTip(whiteName);
    verticalHeaderItem(1)->setToolTip(blackName);
    for (int row = 0; row < 2; ++row) {
        const PlayerSummary& p = analysis->players[static_cast<std::size_t>(row)];
        const QStringList cells{QString::number(p.judged),       QString::number(p.marks[1]),
                                QString::number(p.marks[2]),     QString::number(p.marks[3]),
                                decimal(p.averageLoss * 100, 1), decimal(p.accuracy, 1),
                                signedDecimal(p.luck * 100, 1)};
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setTextAlignment(Qt::AlignCenter);
            // A narrow panel may cut the cell: its tooltip says the whole thing.
            item->setToolTip(QStringLiteral("%1 — %2: %3")
                                 .arg(row == 0 ? whiteName : blackName,
                                      horizontalHeaderItem(column)->toolTip().isEmpty()
                                          ? horizontalHeaderItem(column)->text()
                                          : horizontalHeaderItem(column)->toolTip(),
                                      cells[column]));
            setItem(row, column, item);
        }
    }
    resizeRowsToContents();
    setFixedHeight(horizontalHeader()->sizeHint().height() + rowHeight(0) + rowHeight(1) + 2 * frameWidth());
}

QString AnalysisSummaryView::cellText(int row, int column) const {
    const QTableWidgetItem* cell = item(row, column);
    return cell ? cell->text() : QString();
}

}  // namespace dicechess::ui
