#pragma once

#include <QObject>

class QMenu;
class QWidget;

namespace dicechess::ui {

class AnalysisSession;
class Tutor;
class AppSettings;
class BoardView;
class DiceView;
class EvalBar;
class GameController;
class PositionEvaluator;
class SoundPlayer;

// The user's preferences handed to the parts they concern: the View menu's switches (animations, sounds,
// bot pace, theme) and Edit ▸ Preferences…; each change is stored in AppSettings at once.
class UserPreferences : public QObject {
    Q_OBJECT
public:
    struct Parts {
        GameController& controller;
        BoardView& board;
        EvalBar& evalBar;
        DiceView& dice;
        SoundPlayer& sounds;
        PositionEvaluator& evaluator;
        AnalysisSession& session;
        Tutor& tutor;
    };
    UserPreferences(AppSettings& settings, Parts parts, QWidget* window);

    // View ▸ Flip Board, and the switches Animations, Sounds, Bot Pace and Theme.
    void addViewActions(QMenu& view);
    // Edit ▸ Preferences…: thresholds, background evaluation, engine, fair play, confirm turns, language.
    void preferencesDialog();
    // A light or a dark board for the chosen theme (Follow System reads the application's palette).
    void applyTheme();

signals:
    void statusMessage(const QString& message);
    // The preferences dialog changed settings the views show.
    void changed();

private:
    AppSettings& m_settings;
    Parts m_parts;
    QWidget* m_window;
};

}  // namespace dicechess::ui
