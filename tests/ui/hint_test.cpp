// Game ▸ Hint: the judge's three best turns as arrows with their values, counted in the record and the
// result.
#include <QMessageBox>
#include <QPainter>
#include <QStandardPaths>
#include <QTest>

#include "board/board_view.h"
#include "dicechess/analysis/judgement.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/notation/resume_tags.h"
#include "dicechess/rules/turngen.h"
#include "game/hint_advisor.h"
#include "platform/shipped_net.h"
#include "settings/app_settings.h"
#include "shell/main_window.h"
#include "ui_test_support.h"

using namespace dicechess;
using namespace dicechess::ui;
using namespace dicechess::ui::test;

namespace {

QStringList turnTexts(const std::vector<Turn>& turns) {
    QStringList texts;
    for (const Turn& turn : turns) texts << QString::fromStdString(turnToString(turn));
    return texts;
}

// The engine judge's three best turns of the rolled position, in rank order, judged with the settings
// Hint uses (Preferences ▸ Evaluation through judgeSettingsFor).
QStringList judgesBestThree(const Position& rolled, Variant variant) {
    const BotDecision judged = judgeRoll(rolled, judgeSettingsFor(AppSettings().evaluationEngine(), variant));
    std::vector<Turn> best;
    for (const std::size_t i : rankedCandidates(judged)) {
        if (best.size() == 3) break;
        best.push_back(judged.candidates[i].turns.front());
    }
    return turnTexts(best);
}

// Whether the status line names the turns in this order, each after its rank ("1. e2e4 g1f3 f1c4 47.1 %").
bool statusNamesInOrder(const QString& status, const QStringList& turns) {
    qsizetype from = 0;
    for (int rank = 0; rank < turns.size(); ++rank) {
        from = status.indexOf(QStringLiteral("%1. %2 ").arg(rank + 1).arg(turns[rank]), from);
        if (from < 0) return false;
    }
    return true;
}

}  // namespace

class HintTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("DICECHESS_NO_SOUND", "1");
        useEnglish();
    }

    void aHintShowsTheJudgesBestTurnsAndIsRecorded() {
        AppSettings().setEvaluationEngine(AnalysisEngine::MonteCarlo);  // no net installed yet: rollouts
        MainWindow window;
        QVERIFY(startHumanGame(window, humanVs("greedy", 6)));
        const Position rolled = window.controller().position();
        TurnGenerator generator;
        const std::size_t expected = std::min<std::size_t>(3, generator.distinctOutcomes(rolled).size());
        QCOMPARE(expected, 3U);
        window.hints().request();
        QTRY_COMPARE_WITH_TIMEOUT(window.board().hintTurns().size(), expected, 60000);
        QVERIFY(window.statusText().startsWith(QStringLiteral("Hint: 1. ")));
        // The arrows are the judge's best three, best first, and the status line names them in that order.
        const QStringList judged = judgesBestThree(rolled, window.controller().game().variant());
        QCOMPARE(turnTexts(window.board().hintTurns()), judged);
        QVERIFY2(statusNamesInOrder(window.statusText(), judged), qPrintable(window.statusText()));
        QCOMPARE(window.controller().hints(), 1);
        QCOMPARE(readResumeTags(window.controller().record()).hints, 1);
        // scripts/screenshot renders the README's picture of a hint from here.
        if (const QString dir = qEnvironmentVariable("DICECHESS_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(window.grab().save(dir + QStringLiteral("/hint.png")));
        // The hint's best turn is legal here; playing a micro-move clears the arrows.
        const Turn best = window.board().hintTurns().front();
        QVERIFY(!best.empty());
        QVERIFY(window.controller().tryMicroMove(best.front()));
        QVERIFY(window.board().hintTurns().empty());
        window.controller().resign();
        QVERIFY2(window.statusText().contains(QStringLiteral("1 hint used")),
                 qPrintable(window.statusText()));
    }

    // With the value network preferred and installed, the hint is the net judge's ranking (Analyse Game's).
    void withTheNetTheHintIsTheNetJudgesRanking() {
        QVERIFY(installValueNet(std::nullopt).error.empty());
        QVERIFY(defaultValueNet());
        AppSettings().setEvaluationEngine(AnalysisEngine::Net);
        MainWindow window;
        QVERIFY(startHumanGame(window, humanVs("greedy", 11)));
        const Position rolled = window.controller().position();
        window.hints().request();
        QTRY_COMPARE_WITH_TIMEOUT(window.board().hintTurns().size(), std::size_t{3}, 60000);
        const QStringList best = judgesBestThree(rolled, window.controller().game().variant());
        QCOMPARE(turnTexts(window.board().hintTurns()), best);
        QVERIFY2(statusNamesInOrder(window.statusText(), best), qPrintable(window.statusText()));
    }
};

QTEST_MAIN(HintTest)
#include "hint_test.moc"
