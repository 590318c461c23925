#include "editor/position_editor_dialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/one_die.h"

#include "board/board_view.h"
#include "common/piece_renderer.h"

namespace dicechess::ui {
namespace {

constexpr int EraserId = 0;

int paletteId(Piece piece) {
    return static_cast<int>(piece);
}

}  // namespace

PositionEditorDialog::PositionEditorDialog(const Position& initial, QWidget* parent, Variant variant)
    : QDialog(parent) {
    setWindowTitle(tr("Set Up Position"));
    auto* layout = new QHBoxLayout(this);
    auto* palette = new QWidget;
    buildPalette(palette);
    layout->addWidget(palette);

    auto* centre = new QVBoxLayout;
    m_board = new BoardView;
    m_board->setEditMode(true);
    m_board->setToolTip(
        tr("Click: place the palette piece (again: remove it) · drag: move a piece, off the "
           "board to remove it · right-click: clear the square"));
    centre->addWidget(m_board, 1);
    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("editorProblem"));
    m_problem->setWordWrap(true);
    centre->addWidget(m_problem);
    layout->addLayout(centre, 1);

    auto* side = new QVBoxLayout;
    auto* form = new QFormLayout;
    m_variant = new QComboBox;
    m_variant->addItem(tr("Three dice (standard)"), static_cast<int>(Variant::ThreeDice));
    m_variant->addItem(tr("One die (Maastricht study)"), static_cast<int>(Variant::OneDie));
    m_variant->setCurrentIndex(m_variant->findData(static_cast<int>(variant)));
    form->addRow(tr("Rules"), m_variant);
    m_side = new QComboBox;
    m_side->addItem(tr("White"));
    m_side->addItem(tr("Black"));
    form->addRow(tr("Side to move"), m_side);
    m_whiteShort = new QCheckBox(tr("White O-O"));
    m_whiteLong = new QCheckBox(tr("White O-O-O"));
    m_blackShort = new QCheckBox(tr("Black O-O"));
    m_blackLong = new QCheckBox(tr("Black O-O-O"));
    auto* castling = new QGridLayout;
    castling->addWidget(m_whiteShort, 0, 0);
    castling->addWidget(m_whiteLong, 0, 1);
    castling->addWidget(m_blackShort, 1, 0);
    castling->addWidget(m_blackLong, 1, 1);
    form->addRow(tr("Castling"), castling);
    m_enPassant = new QLineEdit;
    m_enPassant->setObjectName(QStringLiteral("editorEnPassant"));
    m_enPassant->setPlaceholderText(tr("none, or squares: e3 c3"));
    form->addRow(tr("En-passant targets"), m_enPassant);
    m_dice = new QLineEdit;
    m_dice->setObjectName(QStringLiteral("editorDice"));
    m_dice->setPlaceholderText(tr("none (before the roll), or PNB"));
    m_dice->setToolTip(tr("The dice still to spend, as piece letters: P N B R Q K"));
    form->addRow(tr("Dice"), m_dice);
    m_halfmove = new QSpinBox;
    m_halfmove->setRange(0, MaxHalfmoveClock);
    form->addRow(tr("Half-move clock"), m_halfmove);
    m_fullmove = new QSpinBox;
    m_fullmove->setRange(1, 1000000);
    form->addRow(tr("Full-move number"), m_fullmove);
    side->addLayout(form);

    auto* boardButtons = new QHBoxLayout;
    auto* start = new QPushButton(tr("Start position"));
    auto* clear = new QPushButton(tr("Clear board"));
    auto* flip = new QPushButton(tr("Flip"));
    boardButtons->addWidget(start);
    boardButtons->addWidget(clear);
    boardButtons->addWidget(flip);
    side->addLayout(boardButtons);
    side->addWidget(new QLabel(tr("DFEN")));
    m_dfen = new QLineEdit;
    m_dfen->setObjectName(QStringLiteral("editorDfen"));
    side->addWidget(m_dfen);
    side->addStretch(1);

    auto* buttons = new QDialogButtonBox;
    m_play = buttons->addButton(tr("&Play From Here"), QDialogButtonBox::AcceptRole);
    m_analyse = buttons->addButton(tr("&Analyse This Position"), QDialogButtonBox::AcceptRole);
    buttons->addButton(QDialogButtonBox::Cancel);
    side->addWidget(buttons);
    layout->addLayout(side);

    connect(m_board, &BoardView::editClicked, this, &PositionEditorDialog::onSquareClicked);
    connect(m_board, &BoardView::editDragged, this, &PositionEditorDialog::onPieceDragged);
    for (QCheckBox* box : {m_whiteShort, m_whiteLong, m_blackShort, m_blackLong})
        connect(box, &QCheckBox::toggled, this, &PositionEditorDialog::revalidate);
    connect(m_side, &QComboBox::currentIndexChanged, this, &PositionEditorDialog::revalidate);
    connect(m_enPassant, &QLineEdit::textChanged, this, &PositionEditorDialog::revalidate);
    connect(m_dice, &QLineEdit::textChanged, this, &PositionEditorDialog::revalidate);
    connect(m_variant, &QComboBox::currentIndexChanged, this, &PositionEditorDialog::revalidate);
    connect(m_halfmove, &QSpinBox::valueChanged, this, &PositionEditorDialog::revalidate);
    connect(m_fullmove, &QSpinBox::valueChanged, this, &PositionEditorDialog::revalidate);
    connect(m_dfen, &QLineEdit::textEdited, this, [this](const QString& text) { setDfen(text); });
    connect(start, &QPushButton::clicked, this, [this] { loadPosition(Position::startPosition()); });
    connect(clear, &QPushButton::clicked, this, [this] {
        m_placement.clear();
        m_board->setPosition(m_placement);
        revalidate();
    });
    connect(flip, &QPushButton::clicked, this, [this] { m_board->setFlipped(!m_board->isFlipped()); });
    connect(m_play, &QPushButton::clicked, this, [this] { m_use = Use::Play; });
    connect(m_analyse, &QPushButton::clicked, this, [this] { m_use = Use::Analyse; });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    loadPosition(initial);
    resize(900, 560);
}

void PositionEditorDialog::buildPalette(QWidget* host) {
    auto* grid = new QGridLayout(host);
    m_paletteButtons = new QButtonGroup(this);
    PieceRenderer renderer;
    const PieceType types[] = {PieceType::King,   PieceType::Queen,  PieceType::Rook,
                               PieceType::Bishop, PieceType::Knight, PieceType::Pawn};
    for (int column = 0; column < 2; ++column) {
        const Color colour = column == 0 ? Color::White : Color::Black;
        for (int row = 0; row < 6; ++row) {
            const Piece piece = makePiece(colour, types[row]);
            auto* button = new QToolButton;
            button->setCheckable(true);
            button->setIcon(QIcon(renderer.pixmap(piece, 40, devicePixelRatioF())));
            button->setIconSize(QSize(40, 40));
            button->setToolTip(QString(QChar(pieceLetter(types[row], colour == Color::White))));
            m_paletteButtons->addButton(button, paletteId(piece));
            grid->addWidget(button, row, column);
        }
    }
    auto* eraser = new QToolButton;
    eraser->setCheckable(true);
    eraser->setText(tr("Erase"));
    eraser->setToolTip(tr("Clicks clear squares"));
    m_paletteButtons->addButton(eraser, EraserId);
    grid->addWidget(eraser, 6, 0, 1, 2);
    grid->setRowStretch(7, 1);
    connect(m_paletteButtons, &QButtonGroup::idClicked, this,
            [this](int id) { m_palette = static_cast<Piece>(id); });
    selectPalette(makePiece(Color::White, PieceType::Pawn));
}

void PositionEditorDialog::selectPalette(Piece piece) {
    m_palette = piece;
    if (QAbstractButton* button = m_paletteButtons->button(paletteId(piece))) button->setChecked(true);
}

void PositionEditorDialog::loadPosition(const Position& position) {
    m_loading = true;
    m_placement = position;
    m_board->setPosition(position);
    m_side->setCurrentIndex(position.sideToMove() == Color::White ? 0 : 1);
    const std::uint8_t rights = position.castlingRights();
    m_whiteShort->setChecked((rights & WhiteKingSide) != 0);
    m_whiteLong->setChecked((rights & WhiteQueenSide) != 0);
    m_blackShort->setChecked((rights & BlackKingSide) != 0);
    m_blackLong->setChecked((rights & BlackQueenSide) != 0);
    QStringList targets;
    for (Square s = 0; s < 64; ++s)
        if (position.enPassantTargets() & (Bitboard{1} << s))
            targets << QString::fromStdString(squareName(s));
    m_enPassant->setText(targets.join(QLatin1Char(' ')));
    m_dice->setText(QString::fromStdString(poolLetters(position.dice(), true)));
    m_halfmove->setValue(position.halfmoveClock());
    m_fullmove->setValue(static_cast<int>(position.fullmoveNumber()));
    m_loading = false;
    revalidate();
}

bool PositionEditorDialog::setDfen(const QString& text) {
    // Geometry first, so a position still missing a king can be loaded and finished on the board.
    auto parsed = parseDfen(text.trimmed().toStdString(), DfenUse::Geometry);
    if (const auto* error = std::get_if<DfenError>(&parsed)) {
        m_valid.reset();
        m_problem->setText(QString::fromStdString(error->message()));
        m_problem->setStyleSheet(QStringLiteral("color: #c0392b"));
        m_play->setEnabled(false);
        m_analyse->setEnabled(false);
        return false;
    }
    const QString typed = m_dfen->text();
    loadPosition(std::get<Position>(parsed));
    m_dfen->setText(typed);  // leave the user's text as typed while editing it
    return true;
}

void PositionEditorDialog::onSquareClicked(Square square, bool secondary) {
    const Piece current = m_placement.pieceOn(square);
    if (current != Piece::None) m_placement.removePiece(square);
    if (!secondary && m_palette != Piece::None && current != m_palette)
        m_placement.putPiece(square, m_palette);
    m_board->setPosition(m_placement);
    revalidate();
}

void PositionEditorDialog::onPieceDragged(Square from, int to) {
    const Piece piece = m_placement.pieceOn(from);
    m_placement.removePiece(from);
    if (to >= 0) {
        if (m_placement.pieceOn(to) != Piece::None) m_placement.removePiece(to);
        m_placement.putPiece(to, piece);
    }
    m_board->setPosition(m_placement);
    revalidate();
}

QString PositionEditorDialog::placementText() const {
    return QString::fromStdString(toDfen(m_placement)).section(QLatin1Char(' '), 0, 0);
}

QString PositionEditorDialog::dfen() const {
    QString castling;
    if (m_whiteShort->isChecked()) castling += QLatin1Char('K');
    if (m_whiteLong->isChecked()) castling += QLatin1Char('Q');
    if (m_blackShort->isChecked()) castling += QLatin1Char('k');
    if (m_blackLong->isChecked()) castling += QLatin1Char('q');
    QString enPassant = m_enPassant->text();
    enPassant.remove(QLatin1Char(' ')).remove(QLatin1Char(','));
    QString dice = m_dice->text().trimmed();
    QStringList fields{placementText(),
                       m_side->currentIndex() == 0 ? QStringLiteral("w") : QStringLiteral("b"),
                       castling.isEmpty() ? QStringLiteral("-") : castling,
                       enPassant.isEmpty() ? QStringLiteral("-") : enPassant,
                       QString::number(m_halfmove->value()),
                       QString::number(m_fullmove->value())};
    if (!dice.isEmpty() && dice != QLatin1String("-")) fields << dice;
    return fields.join(QLatin1Char(' '));
}

Variant PositionEditorDialog::variant() const {
    return static_cast<Variant>(m_variant->currentData().toInt());
}

QString PositionEditorDialog::problem() const {
    return m_valid ? QString() : m_problem->text();
}

void PositionEditorDialog::revalidate() {
    if (m_loading) return;
    const QString text = dfen();
    auto parsed = parseDfen(text.toStdString(), DfenUse::Play);
    if (const auto* error = std::get_if<DfenError>(&parsed)) {
        m_valid.reset();
        m_problem->setText(QString::fromStdString(error->message()));
        m_problem->setStyleSheet(QStringLiteral("color: #c0392b"));
    } else if (const Position& parsedPosition = std::get<Position>(parsed);
               variant() == Variant::OneDie && !parsedPosition.dice().empty() &&
               !checkOneDieRoll(parsedPosition, parsedPosition.dice())) {
        m_valid.reset();
        m_problem->setText(
            QString::fromStdString(checkOneDieRoll(parsedPosition, parsedPosition.dice()).error()));
        m_problem->setStyleSheet(QStringLiteral("color: #c0392b"));
    } else {
        m_valid = parsedPosition;
        m_problem->setText(
            m_valid->dice().empty()
                ? tr("Valid: %1 to roll").arg(m_side->currentText())
                : tr("Valid: %1 to move with %2").arg(m_side->currentText(), m_dice->text().toUpper()));
        m_problem->setStyleSheet(QString());
    }
    if (!m_dfen->hasFocus()) m_dfen->setText(text);
    m_play->setEnabled(m_valid.has_value());
    m_analyse->setEnabled(m_valid.has_value());
}

}  // namespace dicechess::ui
