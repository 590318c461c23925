#pragma once

#include <QObject>

class QMenuBar;
class QWidget;

namespace dicechess::ui {

class AnalysisSession;
class AppSettings;
class ExercisesWindow;
class GameController;
class PuzzlesWindow;

// The Learn menu and its windows (made on first use): Learn from Your Mistakes (the analysed game's ? and ??
// turns as exercises, judged by the judge of Analyse Game) and Puzzles (the shipped puzzle set).
class LearnMenu : public QObject {
    Q_OBJECT
public:
    LearnMenu(GameController& controller, AnalysisSession& session, const AppSettings& settings,
              QWidget* window);

    void addTo(QMenuBar& menus);
    // The human's mistakes when one human played a bot, everyone's otherwise; false (with the reason in the
    // status line) when the game has no analysis to learn from yet.
    bool learnFromMistakes();
    ExercisesWindow* exercisesWindow() const { return m_exercises; }
    PuzzlesWindow& puzzles();

signals:
    void statusMessage(const QString& message);

private:
    GameController& m_controller;
    AnalysisSession& m_session;
    const AppSettings& m_settings;
    QWidget* m_window;
    ExercisesWindow* m_exercises = nullptr;
    PuzzlesWindow* m_puzzles = nullptr;
};

}  // namespace dicechess::ui
