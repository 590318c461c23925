#include "learn/learn_menu.h"

#include <QMenuBar>

#include "analysis/analysis_session.h"
#include "dicechess/analysis/judgement.h"
#include "game/game_controller.h"
#include "learn/exercises_window.h"
#include "learn/puzzles_window.h"
#include "platform/shipped_book.h"
#include "settings/app_settings.h"

namespace dicechess::ui {
namespace {

void bringUp(QWidget& window) {
    window.show();
    window.raise();
    window.activateWindow();
}

}  // namespace

LearnMenu::LearnMenu(GameController& controller, AnalysisSession& session, const AppSettings& settings,
                     QWidget* window)
    : QObject(window), m_controller(controller), m_session(session), m_settings(settings), m_window(window) {}

void LearnMenu::addTo(QMenuBar& menus) {
    QMenu* learn = menus.addMenu(tr("&Learn"));
    learn->addAction(tr("Learn from Your &Mistakes…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M), this,
                     [this] { learnFromMistakes(); });
    learn->addAction(tr("&Puzzles…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), this,
                     [this] { puzzles(); });
}

bool LearnMenu::learnFromMistakes() {
    const GameAnalysis* analysis = m_session.visible();
    if (!analysis) {
        emit statusMessage(m_session.hidden()
                               ? tr("Exercises come after the game: fair play hides its analysis now")
                               : tr("Analyse the game first (Game ▸ Analyse Game): the exercises are its "
                                    "? and ?? turns"));
        return false;
    }
    if (!m_exercises) {
        m_exercises = new ExercisesWindow(m_window);
        m_exercises->setWindowFlag(Qt::Window);
    }
    const GameOptions& options = m_controller.options();
    std::optional<Color> side;
    if (options.white.isHuman() != options.black.isHuman())
        side = options.white.isHuman() ? Color::White : Color::Black;
    const GameRecord record = m_controller.record();
    m_exercises->setGame(record, *analysis, side, m_settings.errorThresholds(),
                         judgeSettingsFor(m_settings.evaluationEngine(), record.variant()));
    bringUp(*m_exercises);
    return true;
}

PuzzlesWindow& LearnMenu::puzzles() {
    if (!m_puzzles) {
        m_puzzles = new PuzzlesWindow(m_window);
        m_puzzles->setWindowFlag(Qt::Window);
        const QString path = QString::fromStdString(shippedPuzzleSetPath());
        if (path.isEmpty() || !m_puzzles->loadSet(path))
            emit statusMessage(path.isEmpty()
                                   ? tr("No puzzle set is installed (resources/puzzles/puzzles.txt)")
                                   : tr("The puzzle set %1 cannot be used").arg(path));
    }
    bringUp(*m_puzzles);
    return *m_puzzles;
}

}  // namespace dicechess::ui
