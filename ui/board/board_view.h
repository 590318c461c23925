#pragma once

#include <vector>

#include <QWidget>
#include <optional>

#include "dicechess/core/move.h"
#include "dicechess/rules/position.h"

#include "common/piece_renderer.h"

namespace dicechess::ui {

// The chess board: custom-painted, resizable, HiDPI-crisp. Shows a position, the last turn's
// micro-moves, and the legal targets of a picked piece; accepts click-click, drag-and-drop and keyboard
// input (arrows move a cursor, Enter picks and drops, Esc cancels; the cursor appears with ↑, ↓, Enter
// or Space on the focused board or on Tab, and a mouse click or Esc hides it so ←/→ review turns again). It
// never changes the game itself: it emits requests that the GameController judges.
class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);

    void setPosition(const Position& position);
    const Position& position() const { return m_position; }
    // Moves the user may play now; empty makes the board read-only.
    void setLegalMoves(const MoveList& moves);
    void setLastTurn(const Turn& turn);
    // Arrows for the micro-moves of a candidate turn (analysis pane); an empty turn removes them.
    void setArrows(const Turn& turn);
    const Turn& arrows() const { return m_arrows; }
    // A hint's turns, best first, as arrows in one colour each with the rank on every arrow; cleared when
    // the position changes.
    void setHintTurns(const std::vector<Turn>& turns);
    const std::vector<Turn>& hintTurns() const { return m_hintTurns; }
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    void setDarkTheme(bool dark);
    // Position-editor mode: clicks and drags edit squares (signals below) instead of requesting moves.
    void setEditMode(bool on) { m_editMode = on; }

    // Geometry helpers (also used by tests to click squares).
    QRect squareRect(Square s) const;
    std::optional<Square> squareAt(QPoint point) const;

    QSize sizeHint() const override { return {560, 560}; }
    QSize minimumSizeHint() const override { return {240, 240}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    void microMoveRequested(dicechess::Move move);
    // A drop that is not legal now: the attempted move (from, to; kind guessed) for an explanation.
    void moveRejected(dicechess::Move attempted);
    // Edit mode: a click on a square (secondary = right button), or a piece dragged to another square
    // (to = -1 when dropped off the board).
    void editClicked(dicechess::Square square, bool secondary);
    void editDragged(dicechess::Square from, int to);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    int squareSize() const;
    QPoint boardOrigin() const;
    bool canPick(Square s) const;
    void pick(Square s);
    void attemptMove(Square from, Square to);
    void clearSelection();
    void editPress(QMouseEvent* event);
    void editRelease(QMouseEvent* event);

    Position m_position;
    MoveList m_legal;
    Turn m_lastTurn;
    Turn m_arrows;
    std::vector<Turn> m_hintTurns;
    bool m_flipped = false;
    bool m_dark = false;
    bool m_editMode = false;
    std::optional<Square> m_selected;
    std::optional<QPoint> m_dragPoint;
    bool m_dragging = false;
    Square m_cursor = makeSquare(4, 1);
    bool m_cursorVisible = false;
    PieceRenderer m_pieces;
};

}  // namespace dicechess::ui
