#include "soak.h"

#include <malloc.h>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"

#include "analysis/analysis_dock.h"
#include "match/match_lab_window.h"
#include "match/match_setup_panel.h"
#include "shell/main_window.h"
#include "soak_verdict.h"

namespace {

using namespace dicechess;
using namespace dicechess::ui;

struct Sample {
    double minutes = 0;
    long residentKb = 0;
    long heapInUseKb = 0;  // the allocator's chunks in use (all arenas and mmapped blocks): live data
    long heapHeldKb = 0;   // what the allocator holds from the system, in use or free (arenas and mmaps)
    int fileDescriptors = 0;
    int threads = 0;
    int games = 0;
};

long residentKb() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return 0;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').front().toLong();
    return 0;
}

int entriesIn(const char* directory) {
    return static_cast<int>(
        QDir(QString::fromLatin1(directory)).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size());
}

// Levels 1–8 of the registry: the round-robin's entrants and the main window's players.
std::vector<std::string> soakLevels() {
    std::vector<std::string> ids;
    for (const BotInfo& info : botRegistry())
        if (info.level >= 1 && info.level <= 8) ids.push_back(info.id);
    return ids;
}

}  // namespace

int runSoak(int minutes) {
    QTemporaryDir folder;
    const std::vector<std::string> levels = soakLevels();
    TournamentSetup setup;
    setup.format = TournamentFormat::RoundRobin;
    for (const std::string& id : levels) setup.entrants.push_back(Entrant{id, 50, 0});  // 50 ms a move
    setup.pairsPerPairing = 1000;  // more than any soak finishes
    setup.seed = 1;

    MatchLabWindow lab;
    lab.setInteractive(false);
    lab.setupPanel().setSetup(setup);
    lab.setupPanel().setConcurrency(1);  // the other core plays the main window's games
    if (const auto error = lab.startNew(folder.filePath(QStringLiteral("soak")))) {
        std::fprintf(stderr, "dicechess: soak: %s\n", qPrintable(*error));
        return 2;
    }

    MainWindow window;
    window.setInteractive(false);
    window.resize(1300, 800);
    window.show();
    window.analysis().show();
    window.controller().setBotPaceMs(20);
    window.controller().setPassPauseMs(20);
    int windowGames = 0;
    const auto nextGame = [&] {
        GameOptions options;
        options.seed = static_cast<quint64>(windowGames) + 1;
        options.white =
            PlayerSpec{QString::fromStdString(levels[static_cast<std::size_t>(windowGames) % levels.size()])};
        options.black = PlayerSpec{
            QString::fromStdString(levels[static_cast<std::size_t>(windowGames * 3 + 1) % levels.size()])};
        window.startGame(options);
    };
    QObject::connect(&window.controller(), &GameController::gameOver, &window, [&] {
        ++windowGames;
        QTimer::singleShot(0, &window, nextGame);
    });
    nextGame();

    std::vector<Sample> samples;
    QElapsedTimer clock;
    clock.start();
    const auto sample = [&] {
        // The app pins glibc's mmap and trim thresholds (main.cpp), so what a search frees goes back to the
        // system; the trim gives back what the main arena still keeps in its free lists.
        malloc_trim(0);
        const struct mallinfo2 heap = mallinfo2();
        samples.push_back({static_cast<double>(clock.elapsed()) / 60000.0, residentKb(),
                           static_cast<long>((heap.uordblks + heap.hblkhd) / 1024),
                           static_cast<long>((heap.arena + heap.hblkhd) / 1024), entriesIn("/proc/self/fd"),
                           entriesIn("/proc/self/task"), windowGames + static_cast<int>(lab.games().size())});
        const Sample& s = samples.back();
        if (samples.size() % 3 == 1)  // a line for every third sample: about thirty
            std::printf(
                "%6.2f min  rss %7ld kB  heap %7ld kB in use, %7ld held  fds %4d  threads %3d  games %6d\n",
                s.minutes, s.residentKb, s.heapInUseKb, s.heapHeldKb, s.fileDescriptors, s.threads, s.games);
        std::fflush(stdout);
    };
    QTimer sampler;
    QObject::connect(&sampler, &QTimer::timeout, sample);
    sampler.start(std::max(1000, minutes * 60000 / 90));  // about ninety samples
    QTimer::singleShot(minutes * 60000, qApp, &QCoreApplication::quit);
    sample();
    QCoreApplication::exec();
    sample();
    lab.stop();

    std::vector<long> resident;
    std::vector<long> heapInUse;
    for (const Sample& s : samples) {
        resident.push_back(s.residentKb);
        heapInUse.push_back(s.heapInUseKb);
    }
    const MemoryVerdict memory = memoryVerdict(resident);
    const MemoryVerdict heap = memoryVerdict(heapInUse);  // the same thirds, of the live data alone
    const Sample& middle = samples[samples.size() / 2];
    const Sample& end = samples.back();
    std::printf("soak: %d min, %d games (%d in the main window, %zu in the Match Lab)\n", minutes, end.games,
                windowGames, lab.games().size());
    std::printf(
        "soak: resident memory %ld kB at the start, %ld kB in the middle, %ld kB at the end; baseline %ld kB "
        "in the middle third, %ld kB in the last: %s\n",
        samples.front().residentKb, middle.residentKb, end.residentKb, memory.middleBaselineKb,
        memory.lastBaselineKb, memory.flat ? "flat" : "GROWING");
    std::printf(
        "soak: heap in use %ld kB at the start, %ld kB at the end; baseline %ld kB in the middle third, %ld "
        "kB "
        "in the last; held from the system at the end %ld kB\n",
        samples.front().heapInUseKb, end.heapInUseKb, heap.middleBaselineKb, heap.lastBaselineKb,
        end.heapHeldKb);
    std::printf("soak: open file descriptors %d / %d / %d, threads %d / %d / %d\n",
                samples.front().fileDescriptors, middle.fileDescriptors, end.fileDescriptors,
                samples.front().threads, middle.threads, end.threads);
    return memory.flat ? 0 : 1;
}
