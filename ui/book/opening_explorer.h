#pragma once

#include <QWidget>
#include <memory>
#include <utility>
#include <vector>

#include "dicechess/core/result.h"
#include "dicechess/notation/book_choices.h"
#include "dicechess/notation/opening_book.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace dicechess::ui {

// The position `dicechess --explorer SPEC` opens: ROLL (White's first turn), ROLL:black-roll (Black's after
// `book`'s best White turn for ROLL) or pass:black-roll (Black's after White's pass); else a message.
Result<Position, QString> explorerPosition(const QString& spec, const OpeningBook* book);

// The Opening Explorer (Game ▸ Opening Explorer): pick whose first turn and the roll, and see every turn of
// the opening book for it (docs/opening-book.md) — the rolled-out ones with win % ± SE and their difference
// to the best ± SE, the rest with the judge's value, and how often level 9 chose each — then play the chosen
// turn on the board or open the line as a variation.
class OpeningExplorer : public QWidget {
    Q_OBJECT
public:
    // One turn of a line: the rolled position and the turn played from it.
    using Line = std::vector<std::pair<Position, Turn>>;

    explicit OpeningExplorer(std::shared_ptr<const OpeningBook> book, QWidget* parent = nullptr);

    // Shows `rolled`'s entry when the book has it (White's first turn, or Black's after a book line).
    bool showPosition(const Position& rolled);
    // How often level 9 chose each turn in its recorded games (the Level 9 column); null hides the counts.
    void setChoices(std::shared_ptr<const FirstTurnChoices> choices);
    int rowCount() const;
    void selectRow(int row);
    // The line to the selected turn from the start position (White's book turn first for Black's).
    Line selectedLine() const;

signals:
    void playRequested(const dicechess::ui::OpeningExplorer::Line& line);
    void variationRequested(const dicechess::ui::OpeningExplorer::Line& line);

private:
    void fillSides();
    void labelRolls();  // the roll picker in the case of the side to move
    void refresh();
    Position beforeRoll() const;  // of the side chosen
    Position rolled() const;

    std::shared_ptr<const OpeningBook> m_book;
    QComboBox* m_side = nullptr;
    QComboBox* m_roll = nullptr;
    QLabel* m_summary = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_play = nullptr;
    QPushButton* m_variation = nullptr;
    const BookEntry* m_entry = nullptr;
    std::shared_ptr<const FirstTurnChoices> m_choices;
};

}  // namespace dicechess::ui
