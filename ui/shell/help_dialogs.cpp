#include "shell/help_dialogs.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"

#include "board/board_view.h"

namespace dicechess::ui {
namespace {

// A diagram for the help text: the board widget itself, rendered off screen, so the pictures always
// look like the real board.
QImage diagram(const char* dfen, const Turn& arrows, const Turn& lastTurn = {}) {
    BoardView board;
    board.resize(200, 200);
    const auto parsed = parseDfen(dfen);
    if (const auto* position = std::get_if<Position>(&parsed)) board.setPosition(*position);
    board.setLastTurn(lastTurn);
    board.setArrows(arrows);
    return board.grab().toImage();
}

Turn turnOf(std::initializer_list<Move> moves) {
    Turn turn;
    for (Move m : moves) turn.push_back(m);
    return turn;
}

Move uci(const char* text, const char* dfen) {
    const auto parsed = parseDfen(dfen);
    const auto* position = std::get_if<Position>(&parsed);
    const auto move = position ? parseUciMove(*position, text) : std::nullopt;
    return move.value_or(Move{});
}

QDialog* closableDialog(QWidget* parent, const QString& title, QWidget* body, QSize size) {
    auto* dialog = new QDialog(parent);
    dialog->setWindowTitle(title);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(body);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(size);
    return dialog;
}

}  // namespace

QDialog* createHowToPlayDialog(QWidget* parent) {
    auto* text = new QTextBrowser;
    text->setObjectName(QStringLiteral("howToPlay"));
    text->setOpenExternalLinks(false);
    QTextDocument* document = text->document();

    constexpr const char* turnDfen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB";
    document->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("diagram:turn")),
                          diagram(turnDfen, turnOf({uci("e2e4", turnDfen), uci("g1f3", turnDfen)})));
    constexpr const char* captureDfen = "8/4k3/8/8/1B6/8/8/4K3 w - - 0 1 B";
    document->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("diagram:capture")),
                          diagram(captureDfen, turnOf({uci("b4e7", captureDfen)})));
    constexpr const char* castleDfen = "r3k2r/pppq1ppp/8/8/8/8/PPPQ1PPP/R3K2R w KQkq - 0 1 PRK";
    document->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("diagram:castle")),
                          diagram(castleDfen, turnOf({uci("e1g1", castleDfen), uci("a2a4", castleDfen)})));

    const QString figure = QStringLiteral("<p align=center><img src=\"%1\"><br><i>%2</i></p>");
    QString html;
    html += QObject::tr(
        "<h2>How to play Dice Chess</h2>"
        "<p>Chess pieces and moves, but every turn starts with a roll of <b>three dice</b>. "
        "Each die names a piece type: 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king. "
        "You play up to three <b>micro-moves</b>, one per die, each with a piece of the die's "
        "type, in any order. Doubles are real: two pawn dice move one pawn twice or two pawns "
        "once each.</p>");
    html += figure.arg(QStringLiteral("diagram:turn"),
                       QObject::tr("Roll P N B: 1 e2e4 spends the pawn die, 2 g1f3 the knight die; the "
                                   "bishop die pays for a third micro-move, e.g. f1c4."));
    html += QObject::tr(
        "<h3>Winning</h3><p>There is no check and no checkmate: kings may stand in "
        "attack. You win by <b>capturing the king</b>; the game ends on the spot. You also "
        "win when the opponent resigns, drops a double or runs out of time.</p>");
    html += figure.arg(QStringLiteral("diagram:capture"),
                       QObject::tr("With a bishop die White plays b4e7 and wins at once."));
    html += QObject::tr(
        "<h3>Which micro-moves are legal</h3><p>You must use as many dice as the position "
        "allows: if some order of micro-moves spends all three dice, every turn must spend all "
        "three. A king capture is always allowed. When no die can be used the turn passes "
        "by itself; you can never pass on purpose. The board only lets you pick pieces "
        "that keep the most dice playable, and says why when it refuses a move.</p>");
    html += QObject::tr(
        "<h3>Castling, en passant, promotion</h3><p>Castling needs a king die and a rook die "
        "and spends both; attacked squares never matter. A double pawn push can be taken en "
        "passant during the whole of the opponent's next turn. Promotion spends the pawn die, "
        "and the new piece may move again if a matching die is left.</p>");
    html += figure.arg(QStringLiteral("diagram:castle"),
                       QObject::tr("Roll P R K: castling e1g1 spends the king and the rook die, a2a4 the "
                                   "pawn die."));
    html += QObject::tr(
        "<h3>Draws</h3><p>A draw comes by agreement, or when 100 micro-moves pass without "
        "a pawn move or a capture. There is no stalemate and no draw by repetition.</p>");
    html += QObject::tr(
        "<h3>One die</h3><p>Game ▸ New Game ▸ Rules: One die plays a second dialect, the one of "
        "the Maastricht study \"Exploring agents in Dice Chess\". Each turn rolls <b>one die</b>, "
        "and a piece of the type it names makes <b>one micro-move</b>. A face whose type cannot "
        "move is rolled again, so every type that can move is equally likely. The king die alone "
        "castles. When no piece can move at all the turn passes. Capturing the king wins, draws "
        "come as above, and there is no doubling cube. The bots are the study's agents and our "
        "levels 5, 7 and 8; the analysis judges every move of the rolled type, and KCP is the "
        "share of the opponent's movable piece types that can capture your king.</p>");
    html += QObject::tr(
        "<h3>What the analysis shows</h3><ul>"
        "<li><b>Eval bar</b>: the chance that White wins. Before the roll it is the "
        "position's value; after a roll, the value of the best turn with these dice.</li>"
        "<li><b>♚ KCP</b> (king-capture probability): the chance that the side to move "
        "next can capture your king with its coming roll, counted over all 216 rolls.</li>"
        "<li><b>Heat map</b>: the 56 rolls with their probability and the best turn's "
        "score; green rolls capture the king, blue ones are good for the mover, red ones "
        "bad. Click a roll to see its candidates.</li>"
        "<li><b>Marks</b>: <b>?!</b> inaccuracy, <b>?</b> mistake, <b>?"
        "?</b> blunder, by how "
        "much the played turn lowered the win chance against the best turn with the same "
        "dice (the thresholds are in the Preferences). Select a marked turn to see the "
        "best one.</li>"
        "<li><b>Luck</b>: how much better or worse the roll was than an average roll from "
        "the same position; good play with bad dice can still lose.</li></ul>");
    html += QObject::tr(
        "<h3>Learn and prepare</h3><ul>"
        "<li><b>Opening Explorer</b> (Game ▸ Opening Explorer): every first turn of a roll from the "
        "opening book, the best ones rolled out with win % ± standard error, and how often level 9 "
        "chose each; play one on the board or open it as a variation. Level 9 plays the book's best "
        "turn, and Analyse Game judges book rolls by the book.</li>"
        "<li><b>Hint</b> (H): the judge's three best turns for your roll, as numbered arrows.</li>"
        "<li><b>Tutor</b> (Edit ▸ Preferences): warns when your turn against a bot loses more than "
        "its threshold, and offers to undo it.</li>"
        "<li><b>Learn from Your Mistakes</b> (Learn menu): after Analyse Game, your ? and ?? turns "
        "come back as exercises. Play a better turn on the small board: within the ?! threshold of "
        "the best it counts, then the solution and the game's loss are shown. Solved exercises are "
        "remembered for each game.</li>"
        "<li><b>Puzzles</b> (Learn menu): positions from recorded games where one turn is clearly "
        "better than every other, each verified by rollouts. Your first answer to a puzzle "
        "scores.</li>"
        "<li><b>Ratings</b>: New Game shows each bot level's rating from a round-robin of the "
        "levels; games against a bot without hints, the tutor or takebacks rate you (Glicko-2), "
        "and Game ▸ Rating History shows how your rating went.</li></ul>"
        "<p>Hints and tutor warnings are counted in the game's record and named with the result.</p>");
    html += QObject::tr(
        "<h3>Fair play</h3><p>Against a bot the eval bar and the analysis stay hidden until "
        "the game ends (Edit ▸ Preferences turns this off).</p>");
    html += QObject::tr(
        "<h3>Play online</h3><p>Game ▸ Play Online… opens a platform server's lobby: accept a seek or "
        "post one, play one of its bots, watch a live game, or create a game for a friend and send the "
        "link. <i>Local server</i> starts one on this computer. The server rolls the dice and keeps the "
        "clocks; your finished turn is sent whole and stands when the server takes it. In a game on a "
        "server there is no eval bar, hint, tutor, analysis or takeback until it ends; then the server's "
        "record opens in its place with its dice checked against the seeds it reveals.</p>");
    text->setHtml(html);
    return closableDialog(parent, QObject::tr("How to Play"), text, {620, 720});
}

QDialog* createShortcutsDialog(QWidget* parent, const QMenuBar& menus) {
    auto* table = new QTableWidget(0, 2);
    table->setObjectName(QStringLiteral("shortcuts"));
    table->setHorizontalHeaderLabels({QObject::tr("Key"), QObject::tr("Action")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    const auto add = [table](const QString& key, const QString& action) {
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(key));
        table->setItem(row, 1, new QTableWidgetItem(action));
    };
    for (QAction* menuAction : menus.actions()) {
        const QMenu* menu = menuAction->menu();
        if (!menu) continue;
        const QString menuName = menu->title().remove(QLatin1Char('&'));
        for (QAction* action : menu->actions()) {
            if (action->shortcut().isEmpty()) continue;
            add(action->shortcut().toString(QKeySequence::NativeText),
                menuName + QStringLiteral(" ▸ ") + action->text().remove(QLatin1Char('&')));
        }
    }
    add(QObject::tr("↑ ↓ (board focused)"), QObject::tr("Board: show the keyboard cursor and move it"));
    add(QObject::tr("← → (cursor shown)"),
        QObject::tr("Board: move the cursor sideways instead of reviewing"));
    add(QObject::tr("Enter / Space"), QObject::tr("Board: pick the piece under the cursor, then drop it"));
    add(QObject::tr("Esc (cursor shown)"),
        QObject::tr("Board: drop the picked piece; again: hide the cursor so ← → review turns"));
    return closableDialog(parent, QObject::tr("Keyboard Shortcuts"), table, {560, 620});
}

HelpMenu::HelpMenu(QMainWindow& window) : QObject(&window) {
    QMenu* help = window.menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&How to Play"), QKeySequence::HelpContents, this, [this, &window] {
        if (!m_howToPlay) m_howToPlay = createHowToPlayDialog(&window);
        m_howToPlay->show();
        m_howToPlay->raise();
    });
    help->addAction(tr("&Keyboard Shortcuts"), this, [this, &window] {
        if (!m_shortcuts) m_shortcuts = createShortcutsDialog(&window, *window.menuBar());
        m_shortcuts->show();
        m_shortcuts->raise();
    });
    help->addAction(tr("&About DiceChess Studio"), this, [&window] {
        QMessageBox::about(
            &window, tr("About DiceChess Studio"),
            tr("<h3>DiceChess Studio</h3><p>Three-dice Dice Chess: roll three dice, each names a "
               "piece type; play up to three micro-moves; capture the king to win.</p>"
               "<p>Help ▸ How to Play explains the rules and the analysis; Help ▸ Keyboard Shortcuts "
               "lists every key.</p>"));
    });
}

}  // namespace dicechess::ui
