#pragma once

#include <QCoreApplication>
#include <QString>

namespace dicechess::ui {

class GameController;

// Whether the game on screen holds something that replacing it would lose: play since it was started,
// opened or last saved (the autosave does not count). The window title's unsaved mark and the
// Save / Discard / Cancel question before a game is replaced both read it.
class UnsavedGame {
    Q_DECLARE_TR_FUNCTIONS(UnsavedGame)

public:
    explicit UnsavedGame(const GameController& controller) : m_controller(controller) {}

    // The game as it is now is on disk (opened or saved), or is new with nothing to lose.
    void markSaved();
    bool isUnsaved() const;
    // The question before `replacement` replaces the game ("open forty-turns.dcg"), naming what is lost.
    QString question(const QString& replacement) const;

private:
    const GameController& m_controller;
    unsigned long long m_savedRevision = 0;
};

}  // namespace dicechess::ui
