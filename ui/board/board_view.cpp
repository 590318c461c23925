#include "board/board_view.h"

#include "board/turn_arrows.h"

#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include "dicechess/rules/movegen.h"

namespace dicechess::ui {
namespace {

struct BoardColours {
    QColor light, dark, lastFrom, lastTo, selected, target, cursor, coordinateOnLight, coordinateOnDark,
        frame;
};

BoardColours coloursFor(bool dark) {
    if (dark) {
        return {QColor(0x9e, 0xa7, 0xb3),  QColor(0x4f, 0x5d, 0x70),  QColor(210, 180, 60, 90),
                QColor(230, 200, 70, 140), QColor(90, 170, 255, 140), QColor(20, 30, 40, 120),
                QColor(255, 255, 255),     QColor(0x4f, 0x5d, 0x70),  QColor(0x9e, 0xa7, 0xb3),
                QColor(0x23, 0x2a, 0x33)};
    }
    return {QColor(0xf0, 0xdc, 0xb4),  QColor(0xb8, 0x87, 0x5b),  QColor(205, 210, 60, 110),
            QColor(215, 220, 50, 160), QColor(80, 160, 255, 130), QColor(40, 40, 40, 110),
            QColor(30, 90, 220),       QColor(0xb8, 0x87, 0x5b),  QColor(0xf0, 0xdc, 0xb4),
            QColor(0x5a, 0x3d, 0x26)};
}

const char* promotionName(PieceType t) {
    switch (t) {
        case PieceType::Queen: return QT_TRANSLATE_NOOP("dicechess::ui::BoardView", "Queen");
        case PieceType::Rook: return QT_TRANSLATE_NOOP("dicechess::ui::BoardView", "Rook");
        case PieceType::Bishop: return QT_TRANSLATE_NOOP("dicechess::ui::BoardView", "Bishop");
        default: return QT_TRANSLATE_NOOP("dicechess::ui::BoardView", "Knight");
    }
}

}  // namespace

BoardView::BoardView(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAccessibleName(tr("Chess board"));
}

void BoardView::setPosition(const Position& position) {
    if (!(position == m_position)) {
        m_arrows.clear();
        m_hintTurns.clear();
    }
    m_position = position;
    clearSelection();
    update();
}

void BoardView::setLegalMoves(const MoveList& moves) {
    m_legal = moves;
    if (m_selected && !canPick(*m_selected)) clearSelection();
    update();
}

void BoardView::setLastTurn(const Turn& turn) {
    m_lastTurn = turn;
    update();
}

void BoardView::setArrows(const Turn& turn) {
    m_arrows = turn;
    update();
}

void BoardView::setHintTurns(const std::vector<Turn>& turns) {
    m_hintTurns = turns;
    update();
}

void BoardView::setFlipped(bool flipped) {
    m_flipped = flipped;
    update();
}

void BoardView::setDarkTheme(bool dark) {
    m_dark = dark;
    update();
}

int BoardView::squareSize() const {
    return qMax(8, qMin(width(), height()) / 8);
}

QPoint BoardView::boardOrigin() const {
    const int side = squareSize() * 8;
    return {(width() - side) / 2, (height() - side) / 2};
}

QRect BoardView::squareRect(Square s) const {
    const int size = squareSize();
    const int column = m_flipped ? 7 - fileOf(s) : fileOf(s);
    const int row = m_flipped ? rankOf(s) : 7 - rankOf(s);
    return {boardOrigin() + QPoint(column * size, row * size), QSize(size, size)};
}

std::optional<Square> BoardView::squareAt(QPoint point) const {
    const QPoint local = point - boardOrigin();
    const int size = squareSize();
    if (local.x() < 0 || local.y() < 0 || local.x() >= size * 8 || local.y() >= size * 8) return std::nullopt;
    const int column = local.x() / size;
    const int row = local.y() / size;
    const int file = m_flipped ? 7 - column : column;
    const int rank = m_flipped ? row : 7 - row;
    return makeSquare(file, rank);
}

bool BoardView::canPick(Square s) const {
    for (Move m : m_legal)
        if (m.from() == s) return true;
    return false;
}

void BoardView::clearSelection() {
    m_selected.reset();
    m_dragPoint.reset();
    m_dragging = false;
}

void BoardView::pick(Square s) {
    m_selected = s;
    update();
}

void BoardView::attemptMove(Square from, Square to) {
    MoveList candidates;
    for (Move m : m_legal)
        if (m.from() == from && m.to() == to) candidates.push_back(m);
    clearSelection();
    update();
    if (candidates.size() == 1) {
        emit microMoveRequested(candidates.front());
        return;
    }
    if (candidates.size() > 1) {
        // Only the promotion pieces that are legal here (the maximum-dice rule may force one). The menu
        // is a non-blocking popup: choosing emits the move, dismissing it cancels the drop.
        auto* menu = new QMenu(this);
        menu->setObjectName(QStringLiteral("promotionChooser"));
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->setTitle(tr("Promote to"));
        for (Move m : candidates) {
            QAction* action = menu->addAction(tr(promotionName(m.promotion())));
            action->setIcon(QIcon(
                m_pieces.pixmap(makePiece(m_position.sideToMove(), m.promotion()), 32, devicePixelRatioF())));
            connect(action, &QAction::triggered, this, [this, m] { emit microMoveRequested(m); });
        }
        menu->popup(mapToGlobal(squareRect(to).center()));
        return;
    }
    // Not legal: find the pseudo-legal move (castling, en passant) so the controller can say why.
    DicePool everyType;
    for (int t = 1; t <= PieceTypeCount; ++t) everyType.add(static_cast<PieceType>(t));
    MoveList pseudo;
    generateMoves(m_position, everyType, pseudo, CastlingDice::KingOnly);
    Move attempted(from, to);
    for (Move m : pseudo)
        if (m.from() == from && m.to() == to) attempted = m;
    emit moveRejected(attempted);
}

void BoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const BoardColours colours = coloursFor(m_dark);
    const int size = squareSize();
    p.fillRect(QRect(boardOrigin() - QPoint(2, 2), QSize(size * 8 + 4, size * 8 + 4)), colours.frame);

    QFont coordinateFont = font();
    coordinateFont.setPixelSize(qMax(8, size / 6));
    coordinateFont.setBold(true);
    p.setFont(coordinateFont);
    for (Square s = 0; s < 64; ++s) {
        const QRect r = squareRect(s);
        const bool light = (fileOf(s) + rankOf(s)) % 2 == 1;
        p.fillRect(r, light ? colours.light : colours.dark);
        for (std::size_t i = 0; i < m_lastTurn.size(); ++i) {
            const Move m = m_lastTurn[i];
            if (m.from() == s) p.fillRect(r, colours.lastFrom);
            if (m.to() == s) p.fillRect(r, colours.lastTo);
        }
        if (m_selected && *m_selected == s) p.fillRect(r, colours.selected);
        // Coordinates inside the edge squares, like a printed board.
        p.setPen(light ? colours.coordinateOnLight : colours.coordinateOnDark);
        const int bottomRow = m_flipped ? 7 : 0;
        const int leftColumn = m_flipped ? 7 : 0;
        if (rankOf(s) == bottomRow)
            p.drawText(r.adjusted(0, 0, -3, -1), Qt::AlignRight | Qt::AlignBottom,
                       QString(QChar('a' + fileOf(s))));
        if (fileOf(s) == leftColumn)
            p.drawText(r.adjusted(3, 1, 0, 0), Qt::AlignLeft | Qt::AlignTop, QString(QChar('1' + rankOf(s))));
    }

    const qreal dpr = devicePixelRatioF();
    for (Square s = 0; s < 64; ++s) {
        const Piece piece = m_position.pieceOn(s);
        if (piece == Piece::None || (m_dragging && m_selected && *m_selected == s)) continue;
        p.drawPixmap(squareRect(s).topLeft(), m_pieces.pixmap(piece, size, dpr));
    }

    if (m_selected) {
        p.setPen(Qt::NoPen);
        p.setBrush(colours.target);
        for (Move m : m_legal) {
            if (m.from() != *m_selected) continue;
            const QRect r = squareRect(m.to());
            if (m_position.pieceOn(m.to()) != Piece::None) {
                QPainterPath ring;
                ring.addRect(r);
                ring.addEllipse(QRectF(r).adjusted(-size * 0.05, -size * 0.05, size * 0.05, size * 0.05));
                p.drawPath(ring);
            } else {
                p.drawEllipse(QRectF(r).center(), size * 0.16, size * 0.16);
            }
        }
    }
    // Candidate arrows: numbered in the order the micro-moves are played.
    std::vector<QLineF> centres;
    for (const Move& m : m_arrows)
        centres.emplace_back(QRectF(squareRect(m.from())).center(), QRectF(squareRect(m.to())).center());
    paintTurnArrows(p, layOutTurnArrows(centres, size), size, font());
    // A hint: the third best first, so the best is drawn on top.
    static const QColor hintColours[] = {QColor(30, 150, 60, 190), QColor(40, 90, 200, 160),
                                         QColor(210, 120, 20, 150)};
    std::vector<std::vector<QLineF>> hintLines;
    for (std::size_t rank = 0; rank < std::min<std::size_t>(m_hintTurns.size(), 3); ++rank) {
        std::vector<QLineF>& lines = hintLines.emplace_back();
        for (const Move& m : m_hintTurns[rank])
            lines.emplace_back(QRectF(squareRect(m.from())).center(), QRectF(squareRect(m.to())).center());
    }
    const std::vector<std::vector<TurnArrow>> hintArrows = layOutRankedTurns(hintLines, size);
    for (std::size_t rank = hintArrows.size(); rank-- > 0;)
        paintTurnArrows(p, hintArrows[rank], size, font(), hintColours[rank], static_cast<int>(rank) + 1);
    if (m_cursorVisible && hasFocus()) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(colours.cursor, qMax(2, size / 20)));
        p.drawRect(squareRect(m_cursor).adjusted(2, 2, -2, -2));
    }
    if (m_dragging && m_selected && m_dragPoint) {
        const Piece piece = m_position.pieceOn(*m_selected);
        p.drawPixmap(*m_dragPoint - QPoint(size / 2, size / 2), m_pieces.pixmap(piece, size, dpr));
    }
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    if (m_editMode) {
        editPress(event);
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    const auto square = squareAt(event->position().toPoint());
    if (!square) return;
    m_cursorVisible = false;
    if (m_selected && *m_selected != *square && !canPick(*square)) {
        attemptMove(*m_selected, *square);
        return;
    }
    if (canPick(*square)) {
        pick(*square);
        m_dragPoint = event->position().toPoint();
        return;
    }
    const Piece piece = m_position.pieceOn(*square);
    if (!m_legal.empty() && piece != Piece::None && colorOf(piece) == m_position.sideToMove()) {
        emit moveRejected(Move(*square, *square));  // an own piece without a legal move: say why
    }
    clearSelection();
    update();
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    if (!m_selected || !m_dragPoint) return;
    if (!m_dragging && (event->position().toPoint() - *m_dragPoint).manhattanLength() < 4) return;
    m_dragging = true;
    m_dragPoint = event->position().toPoint();
    update();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (m_editMode) {
        editRelease(event);
        return;
    }
    if (event->button() != Qt::LeftButton || !m_selected) return;
    if (!m_dragging) {
        m_dragPoint.reset();
        return;  // a click: the piece stays picked until the target click
    }
    const auto square = squareAt(event->position().toPoint());
    const Square from = *m_selected;
    if (!square || *square == from) {
        m_dragging = false;
        m_dragPoint.reset();
        update();
        return;
    }
    attemptMove(from, *square);  // an illegal drop snaps back (the piece was never moved)
}

void BoardView::editPress(QMouseEvent* event) {
    const auto square = squareAt(event->position().toPoint());
    if (!square) return;
    if (event->button() == Qt::RightButton) {
        emit editClicked(*square, true);
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    if (m_position.pieceOn(*square) == Piece::None) {
        emit editClicked(*square, false);
        return;
    }
    m_selected = square;  // a piece: dragged, or clicked on release
    m_dragPoint = event->position().toPoint();
}

void BoardView::editRelease(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_selected) return;
    const Square from = *m_selected;
    const bool dragged = m_dragging;
    const auto square = squareAt(event->position().toPoint());
    clearSelection();
    update();
    if (!dragged) {
        emit editClicked(from, false);
    } else if (!square || *square != from) {
        emit editDragged(from, square ? static_cast<int>(*square) : -1);
    }
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    int dx = 0;
    int dy = 0;
    switch (event->key()) {
        case Qt::Key_Left: dx = -1; break;
        case Qt::Key_Right: dx = 1; break;
        case Qt::Key_Up: dy = 1; break;
        case Qt::Key_Down: dy = -1; break;
        case Qt::Key_Escape:
            // First Esc drops a picked piece, the next one hands the arrow keys back to turn review.
            if (m_selected) {
                clearSelection();
            } else {
                m_cursorVisible = false;
            }
            update();
            return;
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            m_cursorVisible = true;
            if (m_selected && *m_selected != m_cursor) {
                attemptMove(*m_selected, m_cursor);
            } else if (canPick(m_cursor)) {
                pick(m_cursor);
            } else if (m_position.pieceOn(m_cursor) != Piece::None && !m_legal.empty()) {
                emit moveRejected(Move(m_cursor, m_cursor));
            }
            update();
            return;
        default: QWidget::keyPressEvent(event); return;
    }
    if (m_flipped) {
        dx = -dx;
        dy = -dy;
    }
    m_cursorVisible = true;
    m_cursor = makeSquare(qBound(0, fileOf(m_cursor) + dx, 7), qBound(0, rankOf(m_cursor) + dy, 7));
    update();
}

bool BoardView::event(QEvent* event) {
    // While the keyboard cursor is on the board, its keys win over the window's review shortcuts
    // (←/→ step through turns, Esc leaves a variation); otherwise the shortcuts act as usual.
    if (event->type() == QEvent::ShortcutOverride && m_cursorVisible && hasFocus()) {
        auto* key = static_cast<QKeyEvent*>(event);
        const bool cursorKey = key->key() == Qt::Key_Left || key->key() == Qt::Key_Right ||
                               key->key() == Qt::Key_Up || key->key() == Qt::Key_Down ||
                               key->key() == Qt::Key_Escape;
        if (cursorKey && key->modifiers() == Qt::NoModifier) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void BoardView::focusInEvent(QFocusEvent* event) {
    // Reaching the board with Tab means the user is on the keyboard: show the cursor at once.
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason)
        m_cursorVisible = true;
    QWidget::focusInEvent(event);
    update();
}

void BoardView::focusOutEvent(QFocusEvent* event) {
    m_cursorVisible = false;
    QWidget::focusOutEvent(event);
    update();
}

}  // namespace dicechess::ui
