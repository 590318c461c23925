#pragma once

#include <QDialog>
#include <optional>

#include "dicechess/core/variant.h"
#include "dicechess/rules/position.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace dicechess::ui {

class BoardView;

// Edit ▸ Set Up Position: pieces placed from a palette (click, or drag on the board; right-click
// clears), the rules (three dice or one die), side to move, castling rights, en-passant targets, dice,
// clocks, and the DFEN kept in step.
// Everything is validated by the engine's DFEN parser, so its messages (RULES.md §11) name what is
// wrong; the position can then be played or analysed.
class PositionEditorDialog : public QDialog {
    Q_OBJECT
public:
    enum class Use { Play, Analyse };

    explicit PositionEditorDialog(const Position& initial, QWidget* parent = nullptr,
                                  Variant variant = Variant::ThreeDice);

    // The position when the fields are valid.
    std::optional<Position> position() const { return m_valid; }
    Use chosenUse() const { return m_use; }
    // The rules the position is to be played by (one die: at most one die, of a type that can move).
    Variant variant() const;
    QComboBox& variantBox() { return *m_variant; }
    // The problem with the current fields (empty when valid), as shown under the board.
    QString problem() const;
    QString dfen() const;

    BoardView& board() { return *m_board; }
    // Selects the palette entry: a piece, or Piece::None for the eraser.
    void selectPalette(Piece piece);
    // Replaces every field from DFEN text; false (and a message) when the text is not valid DFEN.
    bool setDfen(const QString& text);

private:
    void buildPalette(QWidget* host);
    void loadPosition(const Position& position);
    void onSquareClicked(Square square, bool secondary);
    void onPieceDragged(Square from, int to);
    void revalidate();
    QString placementText() const;

    Position m_placement;  // the board as edited (any placement; validity is judged on the whole DFEN)
    std::optional<Position> m_valid;
    Use m_use = Use::Play;
    Piece m_palette = Piece::None;
    bool m_loading = false;
    BoardView* m_board = nullptr;
    QButtonGroup* m_paletteButtons = nullptr;
    QComboBox* m_variant = nullptr;
    QComboBox* m_side = nullptr;
    QCheckBox* m_whiteShort = nullptr;
    QCheckBox* m_whiteLong = nullptr;
    QCheckBox* m_blackShort = nullptr;
    QCheckBox* m_blackLong = nullptr;
    QLineEdit* m_enPassant = nullptr;
    QLineEdit* m_dice = nullptr;
    QSpinBox* m_halfmove = nullptr;
    QSpinBox* m_fullmove = nullptr;
    QLineEdit* m_dfen = nullptr;
    QLabel* m_problem = nullptr;
    QPushButton* m_play = nullptr;
    QPushButton* m_analyse = nullptr;
};

}  // namespace dicechess::ui
