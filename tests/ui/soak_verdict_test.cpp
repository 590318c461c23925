// The soak's memory verdict: searches in flight raise single samples, a leak raises the baseline.
#include <QTest>
#include <vector>

#include "soak_verdict.h"

using dicechess::ui::memoryVerdict;

namespace {

constexpr long Mb = 1024;

// Ninety samples around a baseline, every third one taken while a large search holds 40 MB more.
std::vector<long> samplesWithSearches(long baselineMb, long leakedMbByTheEnd) {
    std::vector<long> kb;
    for (int i = 0; i < 90; ++i) {
        const long leaked = leakedMbByTheEnd * Mb * i / 89;
        kb.push_back(baselineMb * Mb + leaked + (i % 3 == 1 ? 40 * Mb : 0));
    }
    return kb;
}

}  // namespace

class SoakVerdictTest : public QObject {
    Q_OBJECT
private slots:
    void searchesInFlightAreNotGrowth() {
        std::vector<long> kb = samplesWithSearches(80, 0);
        kb.back() = 130 * Mb;  // one large search at the very end
        const auto verdict = memoryVerdict(kb);
        QVERIFY(verdict.flat);
        QCOMPARE(verdict.middleBaselineKb, 80 * Mb);
        QCOMPARE(verdict.lastBaselineKb, 80 * Mb);
    }
    void aLeakRaisesTheBaseline() {
        // 90 MB leaked over the run: about 30 MB between the thirds' baselines.
        const auto verdict = memoryVerdict(samplesWithSearches(80, 90));
        QVERIFY(!verdict.flat);
        QVERIFY(verdict.lastBaselineKb - verdict.middleBaselineKb > 20 * Mb);
    }
    void aStepThatStaysIsGrowth() {
        // CI's failed run (2 minutes, 484 games): memory freed by searches but kept by the worker threads'
        // malloc arenas raised the baseline in a step that never came back. Resident memory is what the user
        // sees, so it counts; the app now gives such memory back (app/gui/main.cpp, returnFreedMemory).
        std::vector<long> kb = samplesWithSearches(80, 0);
        for (std::size_t i = 0; i < kb.size(); ++i)
            if (i >= 2 * kb.size() / 3) kb[i] += 23 * Mb + 512;
        const auto verdict = memoryVerdict(kb);
        QVERIFY(!verdict.flat);
        QCOMPARE(verdict.lastBaselineKb - verdict.middleBaselineKb, 23 * Mb + 512);
    }
    void aSmallSteadyRiseWithinTheAllowanceIsFlat() {
        // What the Match Lab keeps by design (its results and rows): a few MB over a short run.
        QVERIFY(memoryVerdict(samplesWithSearches(80, 6)).flat);
    }
};

QTEST_APPLESS_MAIN(SoakVerdictTest)
#include "soak_verdict_test.moc"
