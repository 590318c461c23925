#include "book/explorer_link.h"

#include <QMenu>

#include "dicechess/rules/turngen.h"
#include "game/game_controller.h"
#include "game/review_cursor.h"
#include "platform/shipped_book.h"

namespace dicechess::ui {

ExplorerLink::ExplorerLink(GameController& controller, ReviewCursor& review, QWidget* window)
    : QObject(window), m_controller(controller), m_review(review), m_window(window) {
    connect(&m_controller, &GameController::gameStarted, this, [this] {
        if (m_explorer && m_controller.live()) m_explorer->hide();  // no book while a game on a server runs
    });
}

void ExplorerLink::addTo(QMenu& game) {
    game.addAction(tr("Opening &Explorer…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), this, [this] {
        // The book's lines are help a game on a server does not allow (fair play there is not a choice).
        if (m_controller.live() && m_controller.phase() != GameController::Phase::Over)
            return emit statusMessage(tr("The Opening Explorer opens when the online game is over"));
        show();
    });
}

OpeningExplorer& ExplorerLink::show() {
    if (!m_explorer) {
        m_explorer = new OpeningExplorer(defaultOpeningBook(), m_window);
        m_explorer->setWindowFlag(Qt::Window);
        if (const std::string path = shippedBookChoicesPath(); !path.empty()) {
            Result<FirstTurnChoices> choices = loadFirstTurnChoices(path);
            if (choices)
                m_explorer->setChoices(std::make_shared<const FirstTurnChoices>(std::move(*choices)));
            else
                emit statusMessage(tr("%1; the Opening Explorer shows no level 9 counts")
                                       .arg(QString::fromStdString(choices.error())));
        }
        connect(m_explorer, &OpeningExplorer::playRequested, this, &ExplorerLink::playLine);
        connect(m_explorer, &OpeningExplorer::variationRequested, this, &ExplorerLink::openAsVariation);
    }
    m_explorer->showPosition(m_review.position());
    m_explorer->show();
    m_explorer->raise();
    m_explorer->activateWindow();
    return *m_explorer;
}

void ExplorerLink::playLine(const OpeningExplorer::Line& line) {
    if (line.empty() || (m_controller.live() && m_controller.phase() != GameController::Phase::Over)) return;
    const auto& [rolled, turn] = line.back();
    if (m_review.isLive() && m_controller.phase() == GameController::Phase::HumanMoving &&
        rolled == m_controller.position()) {
        emit turnRequested(rolled, turn);
        return;
    }
    // The game on the board cannot play it (finished, another position, a bot to move): the line's end
    // becomes a new game, said in the status line, never a silent variation.
    emit newGameRequested(afterTurn(rolled, turn));
}

void ExplorerLink::openAsVariation(const OpeningExplorer::Line& line) {
    if (line.empty()) return;
    // The line is played from the step whose position (before its roll) is the one shown.
    Position shown = m_review.position();
    shown.setDice({});
    std::size_t from = 0;
    while (from < line.size()) {
        Position before = line[from].first;
        before.setDice({});
        if (before == shown) break;
        ++from;
    }
    if (from == line.size()) {
        emit statusMessage(
            tr("Go to the first position of a game from the standard start (Home) to open a book line"));
        return;
    }
    for (std::size_t i = from; i < line.size(); ++i)
        if (!m_review.playVariation(line[i].first, line[i].second)) {
            emit statusMessage(tr("That book line cannot be played from the position shown"));
            break;
        }
    emit navigated();
}

}  // namespace dicechess::ui
