#pragma once

#include <QMessageBox>
#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

class QMenu;
class QWidget;

namespace dicechess::ui {

class AppSettings;
class GameController;
class PlatformGameOpener;
class ReviewCursor;
class UnsavedGame;

// The game on screen as a file: Open, Open Recent, Save, Save As, copying and pasting a game record or a
// DFEN, the autosave offered at start-up, and the Save / Discard / Cancel question before a game with
// unsaved play is replaced. Its dialogs belong to `window`; what it reports goes out as statusMessage().
class GameFiles : public QObject {
    Q_OBJECT
public:
    GameFiles(GameController& controller, const ReviewCursor& review, AppSettings& settings, QWidget* window);
    ~GameFiles() override;

    // Game ▸ Open…, Open Recent, Open Platform Game…, Save, Save As…; Edit ▸ Copy DFEN, Copy Game Record,
    // Paste Game Record, Paste DFEN as New Game.
    void addFileActions(QMenu& game);
    void addClipboardActions(QMenu& edit);

    // Dialogs are skipped (answers default) when running non-interactively (tests, screenshots).
    void setInteractive(bool interactive);
    PlatformGameOpener& platformGames() { return *m_platformGames; }
    // Answers the Save / Discard / Cancel question instead of a dialog (tests; the question's text is
    // passed). Without it a non-interactive window discards.
    using ReplaceQuestion = std::function<QMessageBox::StandardButton(const QString& question)>;
    void setReplaceQuestion(ReplaceQuestion question) { m_replaceQuestion = std::move(question); }

    // The file the game was opened from or last saved to; empty for a new game.
    const QString& path() const { return m_path; }
    bool isUnsaved() const;
    // Before `replacement` ("open game.dcg") replaces a game with unsaved play: Save / Discard / Cancel.
    // True when the replacement may go ahead (nothing to lose, saved, or discarded).
    bool mayReplaceGame(const QString& replacement);
    // Opens a .dcg file or saves the game to one without asking; an error is returned for the caller to show.
    std::optional<QString> open(const QString& path);
    std::optional<QString> saveTo(const QString& path) const;
    // Offers to resume the autosaved unfinished game; true if one was resumed.
    bool offerResume();
    void save();    // to the game's file when it has one, else Save As
    void saveAs();  // asks for the file

signals:
    void statusMessage(const QString& message);
    // The game's file or its saved state changed (the window title shows both).
    void fileChanged();

private:
    void openDialog();
    void openFromMenu(const QString& path);
    void rebuildRecentMenu();
    void pasteRecord();
    void pasteDfen();

    GameController& m_controller;
    const ReviewCursor& m_review;
    AppSettings& m_settings;
    QWidget* m_window;
    std::unique_ptr<UnsavedGame> m_unsaved;
    QString m_path;
    QMenu* m_recentMenu;  // Game ▸ Open Recent
    PlatformGameOpener* m_platformGames;
    ReplaceQuestion m_replaceQuestion;
    bool m_interactive = true;
};

}  // namespace dicechess::ui
