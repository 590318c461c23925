#include "shell/game_files.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>

#include "dicechess/notation/dfen.h"
#include "dicechess/rules/variant_rules.h"

#include "common/safe_write.h"
#include "game/game_controller.h"
#include "game/review_cursor.h"
#include "play_online/platform_game_opener.h"
#include "settings/app_settings.h"
#include "shell/unsaved_game.h"

namespace dicechess::ui {

GameFiles::GameFiles(GameController& controller, const ReviewCursor& review, AppSettings& settings,
                     QWidget* window)
    : QObject(window),
      m_controller(controller),
      m_review(review),
      m_settings(settings),
      m_window(window),
      m_unsaved(std::make_unique<UnsavedGame>(controller)),
      m_recentMenu(new QMenu(tr("Open &Recent"), window)),
      m_platformGames(new PlatformGameOpener(*this, settings, window)) {
    rebuildRecentMenu();
    connect(m_platformGames, &PlatformGameOpener::statusMessage, this, &GameFiles::statusMessage);
    connect(&m_controller, &GameController::gameStarted, this, [this] {
        m_path.clear();          // a new or replaced game has no file until it is saved (open() sets it)
        m_unsaved->markSaved();  // nothing played yet, or exactly what the opened file holds
    });
}

GameFiles::~GameFiles() = default;

void GameFiles::addFileActions(QMenu& game) {
    game.addAction(tr("&Open…"), QKeySequence::Open, this, &GameFiles::openDialog);
    game.addMenu(m_recentMenu);
    m_platformGames->addTo(game);
    game.addAction(tr("&Save"), QKeySequence::Save, this, &GameFiles::save);
    game.addAction(tr("Save &As…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), this, &GameFiles::saveAs);
}

void GameFiles::addClipboardActions(QMenu& edit) {
    edit.addAction(tr("&Copy DFEN"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this, [this] {
        QApplication::clipboard()->setText(QString::fromStdString(toDfen(m_review.position())));
        emit statusMessage(tr("DFEN copied"));
    });
    edit.addAction(tr("Copy &Game Record"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C), this, [this] {
        QApplication::clipboard()->setText(QString::fromStdString(writeRecord(m_controller.record())));
        emit statusMessage(tr("Game record copied (.dcg text)"));
    });
    edit.addAction(tr("Paste Game &Record"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_V), this,
                   &GameFiles::pasteRecord);
    edit.addAction(tr("&Paste DFEN as New Game"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), this,
                   &GameFiles::pasteDfen);
}

void GameFiles::setInteractive(bool interactive) {
    m_interactive = interactive;
    m_platformGames->setInteractive(interactive);
}

bool GameFiles::isUnsaved() const {
    return m_unsaved->isUnsaved();
}

bool GameFiles::mayReplaceGame(const QString& replacement) {
    if (!m_unsaved->isUnsaved()) return true;
    const QString question = m_unsaved->question(replacement);
    QMessageBox::StandardButton answer = QMessageBox::Discard;
    if (m_replaceQuestion) {
        answer = m_replaceQuestion(question);
    } else if (m_interactive) {
        answer = QMessageBox::question(m_window, tr("Unsaved game"), question,
                                       QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                       QMessageBox::Save);
    }
    if (answer == QMessageBox::Cancel) return false;
    if (answer == QMessageBox::Save) {
        save();
        return !m_unsaved->isUnsaved();  // a cancelled or failed save keeps the game
    }
    return true;
}

void GameFiles::openDialog() {
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Game"), QString(),
                                                      tr("Dice Chess games (*.dcg);;All files (*)"));
    if (!path.isEmpty()) openFromMenu(path);
}

void GameFiles::openFromMenu(const QString& path) {
    if (!mayReplaceGame(tr("open %1").arg(QFileInfo(path).fileName()))) return;
    if (const auto error = open(path)) QMessageBox::warning(m_window, tr("Open Game"), *error);
}

std::optional<QString> GameFiles::open(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return tr("Cannot open %1: %2").arg(path, file.errorString());
    auto parsed = readRecords(file.readAll().toStdString());
    if (const auto* error = std::get_if<RecordError>(&parsed))
        return tr("%1 is not a valid game record:\n%2").arg(path, QString::fromStdString(error->toString()));
    const auto& records = std::get<std::vector<GameRecord>>(parsed);
    m_controller.loadRecord(records.front());
    m_path = path;
    emit fileChanged();
    m_settings.addRecentFile(path);
    rebuildRecentMenu();
    if (records.size() > 1)
        emit statusMessage(
            tr("%1 holds %n games; showing the first", nullptr, static_cast<int>(records.size())).arg(path));
    return std::nullopt;
}

std::optional<QString> GameFiles::saveTo(const QString& path) const {
    return writeFileSafely(path, QByteArray::fromStdString(writeRecord(m_controller.record())));
}

bool GameFiles::offerResume() {
    QFile file(GameArchive::autosavePath());
    if (!file.open(QIODevice::ReadOnly)) return false;
    auto parsed = readRecords(file.readAll().toStdString());
    auto* records = std::get_if<std::vector<GameRecord>>(&parsed);
    if (!records || records->front().result != GameResult::Ongoing) return false;
    if (m_interactive &&
        QMessageBox::question(m_window, tr("Resume game?"),
                              tr("An unfinished game was saved when the app last closed. Resume it?")) !=
            QMessageBox::Yes)
        return false;
    m_controller.loadRecord(records->front());
    emit statusMessage(tr("Resumed the autosaved game"));
    return true;
}

void GameFiles::save() {
    if (m_path.isEmpty()) {
        saveAs();
        return;
    }
    if (const auto error = saveTo(m_path)) {
        QMessageBox::warning(m_window, tr("Save Game"), *error);
    } else {
        m_unsaved->markSaved();
        emit fileChanged();
        emit statusMessage(tr("Saved %1").arg(m_path));
    }
}

void GameFiles::saveAs() {
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Game"), tr("game.dcg"),
                                                tr("Dice Chess games (*.dcg)"));
    if (path.isEmpty()) return;
    if (!path.endsWith(QLatin1String(".dcg"))) path += QLatin1String(".dcg");
    if (const auto error = saveTo(path)) {
        QMessageBox::warning(m_window, tr("Save Game"), *error);
    } else {
        m_path = path;
        m_unsaved->markSaved();
        emit fileChanged();
        m_settings.addRecentFile(path);
        rebuildRecentMenu();
        emit statusMessage(tr("Saved %1").arg(path));
    }
}

void GameFiles::rebuildRecentMenu() {
    m_recentMenu->clear();
    const QStringList files = m_settings.recentFiles();
    for (const QString& path : files) {
        m_recentMenu->addAction(path, this, [this, path] { openFromMenu(path); });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void GameFiles::pasteRecord() {
    auto parsed = readRecords(QApplication::clipboard()->text().toStdString());
    if (const auto* error = std::get_if<RecordError>(&parsed)) {
        emit statusMessage(tr("Cannot paste the game: %1").arg(QString::fromStdString(error->toString())));
        return;
    }
    if (!mayReplaceGame(tr("paste a game record"))) return;
    m_controller.loadRecord(std::get<std::vector<GameRecord>>(parsed).front());
    emit statusMessage(tr("Game pasted"));
}

void GameFiles::pasteDfen() {
    const QString text = QApplication::clipboard()->text().trimmed();
    auto parsed = parseDfen(text.toStdString());
    if (const auto* error = std::get_if<DfenError>(&parsed)) {
        emit statusMessage(tr("Cannot paste: %1").arg(QString::fromStdString(error->message())));
        return;
    }
    GameOptions options = m_controller.options();
    options.start = std::get<Position>(parsed);
    if (const Status dice = checkStartDice(options.start, options.variant); !dice) {
        emit statusMessage(tr("Cannot paste: %1").arg(QString::fromStdString(dice.error())));
        return;
    }
    options.seed = randomGameSeed();
    if (!mayReplaceGame(tr("start a game from the pasted DFEN"))) return;
    // Not remembered: the next New Game starts from the standard position again.
    m_controller.newGame(options);
}

}  // namespace dicechess::ui
