// Text a user must read is never cut: the analysis summary at the default window size (pane open or not),
// the New Game dialog's descriptions (in the text's colour, not a disabled grey) and bot names; hint badges
// never cover each other; the Engines dialog starts afresh after Add; and the analysis pane's candidate
// table says how each row was judged, compares only rows judged alike and keeps its differences in its
// order.
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QStyleOptionComboBox>
#include <QTest>
#include <cmath>

#include "analysis/analysis_dock.h"
#include "analysis/analysis_summary_view.h"
#include "analysis/candidate_model.h"
#include "board/turn_arrows.h"
#include "common/bot_spec_edit.h"
#include "common/installed_engines.h"
#include "engines/engines_dialog.h"
#include "game/new_game_dialog.h"
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

// Empty when the combo box shows its current entry whole (the style clips it to the edit field).
QString comboCut(const QComboBox& box) {
    QStyleOptionComboBox option;
    option.initFrom(&box);
    option.editable = box.isEditable();
    option.frame = box.hasFrame();
    option.currentText = box.currentText();
    option.subControls = QStyle::SC_All;
    const QRect field =
        box.style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, &box);
    return cutText(QStringLiteral("entry"), box.currentText(),
                   box.fontMetrics().horizontalAdvance(box.currentText()), field.width() - 2);
}

// Empty when the word-wrapped label has the height its text needs and lies inside the dialog.
QString labelCut(const QLabel& label, const QWidget& dialog) {
    if (label.text().isEmpty()) return {};
    const int needed = label.heightForWidth(label.width());
    if (needed > label.height())
        return QStringLiteral("'%1' needs %2 px of height, has %3")
            .arg(label.text())
            .arg(needed)
            .arg(label.height());
    const QRect inDialog(label.mapTo(&dialog, QPoint(0, 0)), label.size());
    if (!dialog.rect().contains(inDialog)) return QStringLiteral("'%1' outside the dialog").arg(label.text());
    return {};
}

Candidate candidate(std::optional<double> win, double support, bool chosen = false,
                    std::uint64_t rollouts = 0, std::int64_t score = 0) {
    Candidate c;
    c.turns = {Turn{}};
    c.winProbability = win;
    c.support = support;
    c.chosen = chosen;
    c.rollouts = rollouts;
    c.score = win ? std::llround(*win * 10000) : score;
    return c;
}

QString cell(const CandidateModel& model, int row, int column) {
    return model.data(model.index(row, column)).toString();
}

// Δ best never increases down the rows that have one.
bool deltasNeverIncrease(const CandidateModel& model) {
    std::optional<double> previous;
    for (int row = 0; row < model.rowCount(); ++row) {
        const std::optional<double> delta = model.deltaToBest(row);
        if (!delta) continue;
        if (previous && *delta > *previous) return false;
        previous = delta;
    }
    return true;
}

}  // namespace

class LayoutPolishTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("DICECHESS_NO_SOUND", "1");
        AppSettings().setFairPlay(false);
        useEnglish();  // "1 turn": the English plural forms
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

    void newGameShowsEveryDescriptionAndBotNameWhole() {
        NewGameDialog dialog(GameOptions{});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* rules = dialog.findChild<QComboBox*>(QStringLiteral("rulesVariant"));
        const QList<BotSpecEdit*> players = dialog.findChildren<BotSpecEdit*>();
        auto* whiteInfo = dialog.findChild<QLabel*>(QStringLiteral("whiteDescription"));
        auto* blackInfo = dialog.findChild<QLabel*>(QStringLiteral("blackDescription"));
        QVERIFY(rules && players.size() == 2 && whiteInfo && blackInfo);
        QStringList cut;
        for (int variant = 0; variant < rules->count(); ++variant) {
            rules->setCurrentIndex(variant);
            for (BotSpecEdit* player : players) {
                for (int agent = 0; agent < player->agentBox().count(); ++agent) {
                    player->agentBox().setCurrentIndex(agent);
                    QTest::qWait(20);  // the layout follows the new text
                    for (const QString& problem : {comboCut(player->agentBox()), labelCut(*whiteInfo, dialog),
                                                   labelCut(*blackInfo, dialog)})
                        if (!problem.isEmpty()) cut << rules->currentText() + QStringLiteral(": ") + problem;
                }
            }
        }
        cut.removeDuplicates();
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    }

    // Issue 55, item 9: the descriptions are enabled text in the palette's text colour, not the
    // disabled grey of a control that cannot be used.
    void newGameDescriptionsAreReadable() {
        NewGameDialog dialog(GameOptions{});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        for (const char* name : {"whiteDescription", "blackDescription"}) {
            auto* info = dialog.findChild<QLabel*>(QLatin1String(name));
            QVERIFY(info);
            QVERIFY2(info->isEnabled(), name);
            QCOMPARE(info->palette().color(QPalette::Active, info->foregroundRole()),
                     dialog.palette().color(QPalette::Active, QPalette::WindowText));
        }
    }

    // Issue 55, item 9: two arrows leaving one square (a hint's turns that start alike, or fan out from one
    // piece) keep their rank badges apart, at any board size.
    void hintBadgesFromOneSquareStayApart() {
        for (const qreal size : {40.0, 73.0, 110.0}) {
            const auto centre = [size](int file, int rank) {
                return QPointF((file + 0.5) * size, (7 - rank + 0.5) * size);
            };
            const QPointF g1 = centre(6, 0);
            const QPointF d1 = centre(3, 0);
            const std::vector<std::vector<QLineF>> turns{
                {QLineF(g1, centre(5, 2)), QLineF(centre(5, 2), centre(4, 4))},  // g1f3 f3e5
                {QLineF(g1, centre(5, 2)), QLineF(centre(5, 2), centre(6, 4))},  // g1f3 f3g5: the same start
                {QLineF(g1, centre(7, 2))},                                      // g1h3
                {QLineF(d1, centre(7, 4))},                                      // d1h5
                {QLineF(d1, centre(5, 1))},                                      // a near direction
            };
            std::vector<TurnArrow> all;
            for (const auto& arrows : layOutRankedTurns(turns, size))
                all.insert(all.end(), arrows.begin(), arrows.end());
            const qreal radius = turnArrowBadgeRadius(size);
            for (std::size_t i = 0; i < all.size(); ++i)
                for (std::size_t j = i + 1; j < all.size(); ++j) {
                    const QPointF d = all[i].badge - all[j].badge;
                    QVERIFY2(
                        std::hypot(d.x(), d.y()) >= 2 * radius,
                        qPrintable(QStringLiteral("squares of %1 px: badges %2 and %3 %4 px apart, radius %5")
                                       .arg(size)
                                       .arg(i)
                                       .arg(j)
                                       .arg(std::hypot(d.x(), d.y()))
                                       .arg(radius)));
                }
        }
    }

    // Issue 55, item 9: after Add the form is empty and the new engine is not selected, so what is typed
    // next is a new engine rather than an edit of the one just added.
    void theEnginesFormIsClearedAfterAdd() {
        EnginesDialog dialog;
        dialog.setInteractive(false);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        EngineConfig engine;
        engine.name = "first";
        engine.command = "python3";
        engine.arguments = {"agent.py"};
        engine.options["Seed"] = "7";
        dialog.setFormEngine(engine);
        QVERIFY(!dialog.addEngine());
        QCOMPARE(dialog.engineList().count(), 1);
        QVERIFY(dialog.nameEdit().text().isEmpty());
        QVERIFY(dialog.commandEdit().text().isEmpty());
        QVERIFY(dialog.argumentsEdit().text().isEmpty());
        QVERIFY(dialog.optionsEdit().toPlainText().isEmpty());
        QCOMPARE(dialog.engineList().currentRow(), -1);
        QVERIFY(dialog.engineList().selectedItems().isEmpty());
        QVERIFY(dialog.statusLabel().text().contains(QStringLiteral("first")));
        // Selecting it still brings it back into the form, and Remove leaves the home as it was.
        dialog.engineList().setCurrentRow(0);
        QCOMPARE(dialog.nameEdit().text(), QStringLiteral("first"));
        QVERIFY(!dialog.removeSelectedEngine());
        QVERIFY(InstalledEngines::instance().engines().empty());
    }

    void candidatesJudgedAtDifferentDepthsAreNotCompared() {
        // Level 9 after a partial depth-2 iteration: two candidates judged 2 turns deep, two that kept
        // their 1-turn values (one of them higher than the chosen one's 2-turn value), one not judged.
        BotDecision decision;
        decision.supportUnit = SupportUnit::Depth;
        decision.candidates = {candidate(0.569, 1), candidate(0.568, 2, true), candidate(0.483, 2),
                               candidate(0.500, 1), candidate(std::nullopt, 0)};
        CandidateModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDecision(decision);
        QCOMPARE(model.rowCount(), 5);
        const QStringList wins{"56.8", "48.3", "56.9", "50.0", "–"};
        const QStringList judged{"2 turns", "2 turns", "1 turn", "1 turn", "not judged"};
        const QStringList deltas{"0.0", "-8.5", "–", "–", "–"};
        for (int row = 0; row < 5; ++row) {
            QCOMPARE(cell(model, row, CandidateModel::WinPercent), wins[row]);
            QCOMPARE(cell(model, row, CandidateModel::Judged), judged[row]);
            QCOMPARE(cell(model, row, CandidateModel::DeltaToBest), deltas[row]);
        }
        QVERIFY(model.candidate(0)->chosen);
        QVERIFY(deltasNeverIncrease(model));
        QVERIFY(!model.deltaToBest(2).has_value());
        QVERIFY(model.data(model.index(2, CandidateModel::DeltaToBest), Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("2 turns")));
        QCOMPARE(model.headerData(CandidateModel::Judged, Qt::Horizontal).toString(),
                 QStringLiteral("Judged"));
        for (int column : {CandidateModel::Rank, CandidateModel::DeltaToBest, CandidateModel::Judged})
            QVERIFY(!model.headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(model.orderDescription().contains(QStringLiteral("deepest")));
    }

    void candidatesSayHowTheyWereJudged() {
        CandidateModel model;
        // Level 6: the rolled-out candidates by win %, then the ones judged by material only.
        BotDecision monteCarlo;
        monteCarlo.candidates = {candidate(std::nullopt, 0, false, 0, 300), candidate(0.41, 0, false, 180),
                                 candidate(0.52, 0, true, 200), candidate(std::nullopt, 0, false, 0, 900)};
        model.setDecision(monteCarlo);
        QCOMPARE(cell(model, 0, CandidateModel::Judged), QStringLiteral("200 rollouts"));
        QCOMPARE(cell(model, 1, CandidateModel::Judged), QStringLiteral("180 rollouts"));
        QCOMPARE(cell(model, 1, CandidateModel::DeltaToBest), QStringLiteral("-11.0"));
        QCOMPARE(cell(model, 2, CandidateModel::Judged), QStringLiteral("material"));
        QCOMPARE(cell(model, 2, CandidateModel::DeltaToBest), QStringLiteral("–"));
        QVERIFY(deltasNeverIncrease(model));
        // Level 8: the most visited first; a value from fewer visits is not compared.
        BotDecision mcts;
        mcts.supportUnit = SupportUnit::Visits;
        mcts.candidates = {candidate(0.61, 40), candidate(0.55, 900, true), candidate(0.50, 60)};
        model.setDecision(mcts);
        QCOMPARE(cell(model, 0, CandidateModel::Judged), QStringLiteral("900 visits"));
        QCOMPARE(cell(model, 1, CandidateModel::Judged), QStringLiteral("60 visits"));
        QCOMPARE(cell(model, 2, CandidateModel::DeltaToBest), QStringLiteral("–"));
        QVERIFY(deltasNeverIncrease(model));
        QVERIFY(model.orderDescription().contains(QStringLiteral("visited")));
        // Levels 1–5: every candidate by the bot's score.
        BotDecision scored;
        scored.candidates = {candidate(std::nullopt, 0, false, 0, 120),
                             candidate(std::nullopt, 0, true, 0, 340)};
        model.setDecision(scored);
        QCOMPARE(cell(model, 0, CandidateModel::Judged), QStringLiteral("score"));
        QCOMPARE(cell(model, 1, CandidateModel::DeltaToBest), QStringLiteral("-220"));
    }
};

QTEST_MAIN(LayoutPolishTest)
#include "layout_polish_test.moc"
