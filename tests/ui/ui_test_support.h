#pragma once
// Helpers shared by the UI tests: game set-ups, windows that take key shortcuts, waiting for a phase.
#include <QString>
#include <QTemporaryDir>
#include <initializer_list>

#include "dicechess/rules/position.h"

#include "game/game_controller.h"
#include "game/game_options.h"

class QWidget;

namespace dicechess::ui {
class BoardView;
class MainWindow;
}  // namespace dicechess::ui

namespace dicechess::ui::test {

Position positionFrom(const char* dfen);

// Test-mode settings and paths, no sound, fair play off (so the evaluations show during a game), and the
// English translation installed as the app's main installs it.
void useTestEnvironment();
// The English translation, as the app installs it: the plural forms of the %n strings ("1 hint used").
void useEnglish();

// A human with White against `bot` with Black.
GameOptions humanVs(const char* bot, quint64 seed, Position start = Position::startPosition());
// The same in stakes mode: the human waits before rolling, so a pre-roll position is on the board.
GameOptions stakesHumanVs(const char* bot, quint64 seed);

// Clicks the from-square, then the to-square, as a user picking and dropping with the mouse.
void clickMove(BoardView& board, Move m);

// Writes `text` to `name` in the directory; the path, or empty when it cannot be written.
QString writeFile(const QTemporaryDir& dir, const char* name, const char* text);

// Shows the window and waits until it is active: key shortcuts go to the active window only.
bool showActive(QWidget& window);

bool waitForPhase(GameController& c, std::initializer_list<GameController::Phase> phases,
                  int timeoutMs = 20000);

// Shows a non-interactive main window (bots without pacing), starts `options` and waits until the human
// may move; false if that never comes.
bool startHumanGame(MainWindow& window, const GameOptions& options);

}  // namespace dicechess::ui::test
