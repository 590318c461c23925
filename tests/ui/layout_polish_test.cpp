// Text a user must read is never cut: the analysis summary at the default window size (pane open or not).
#include <QHeaderView>
#include <QStandardPaths>
#include <QTest>

#include "analysis/analysis_dock.h"
#include "analysis/analysis_summary_view.h"
#include "settings/app_settings.h"
#include "shell/main_window.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

namespace {

// What is cut when a text `needed` pixels wide has `available` pixels; empty when it fits.
QString cutText(const QString& what, const QString& text, int needed, int available) {
    return needed <= available
               ? QString()
               : QStringLiteral("%1 '%2' needs %3 px, has %4").arg(what, text).arg(needed).arg(available);
}

// The summary's cells and header labels that would not fit (shown with "…"): the margins are those the
// item delegate and the header leave around their text.
QStringList cutSummaryTexts(const AnalysisSummaryView& view) {
    QStringList cut;
    const int cellMargin = 2 * (view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &view) + 1);
    const QFontMetrics cellFont(view.font());
    for (int row = 0; row < view.rowCount(); ++row)
        for (int column = 0; column < view.columnCount(); ++column) {
            const QTableWidgetItem* item = view.item(row, column);
            if (!item) continue;
            const QRect rect = view.visualItemRect(item);
            cut << cutText(QStringLiteral("cell"), item->text(),
                           cellFont.horizontalAdvance(item->text()) + cellMargin, rect.width());
            if (!view.viewport()->rect().contains(rect))
                cut << QStringLiteral("cell '%1' outside the table").arg(item->text());
        }
    for (const QHeaderView* header : {view.horizontalHeader(), view.verticalHeader()}) {
        const int margin = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        const QFontMetrics headerFont(header->font());
        const bool horizontal = header->orientation() == Qt::Horizontal;
        for (int section = 0; section < header->count(); ++section) {
            const QString text = view.model()->headerData(section, header->orientation()).toString();
            const int available = horizontal ? header->sectionSize(section) : header->width();
            cut << cutText(QStringLiteral("header"), text, headerFont.horizontalAdvance(text) + margin,
                           available);
        }
    }
    cut.removeAll(QString());
    return cut;
}

}  // namespace

class LayoutPolishTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("DICECHESS_NO_SOUND", "1");
        AppSettings().setFairPlay(false);
    }

    void theAnalysisSummaryIsReadableAtTheDefaultSize() {
        MainWindow window;
        window.setInteractive(false);
        window.resize(1100, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.openGameFile(QFINDTESTDATA("../docs/examples/forty-turns-analysed.dcg")).has_value());
        QTest::qWait(50);
        const AnalysisSummaryView& summary = window.analysisSummary();
        QVERIFY(summary.isVisible());
        QCOMPARE(summary.cellText(0, AnalysisSummaryView::Judged),
                 QString::number(window.controller().analysis()->players[0].judged));
        QStringList cut = cutSummaryTexts(summary);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));

        window.analysis().show();  // the side panel narrows beside the pane
        QTest::qWait(100);
        QCOMPARE(window.size(), QSize(1100, 760));
        QVERIFY(summary.isVisible());
        cut = cutSummaryTexts(summary);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
    }

};

QTEST_MAIN(LayoutPolishTest)
#include "layout_polish_test.moc"
