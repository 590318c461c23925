#pragma once

#include <QAbstractListModel>
#include <vector>

#include "dicechess/notation/record.h"
#include "dicechess/rules/game.h"

namespace dicechess::ui {

// One row per turn of the game: "12. [PNB] e2e4 g1f3 f1c4" or "12... [ppq] --" for a pass; a double
// before the roll adds its lines at the top of its turn's row ("12. White doubles to 2", "Black takes").
// A turn cut short by the end of the game says why ("12... [ppq] (resigned)"), never the pass sign. A
// finished game has rows after its turns only — a dropped double, then the result ("1-0 · White wins",
// "Black resigned") — so row i is always turn i. Rows of several lines keep the narrow list readable.
// Fed by the GameController after every change; read by the move list view.
class MoveListModel : public QAbstractListModel {
    Q_OBJECT
public:
    using QAbstractListModel::QAbstractListModel;

    // `doubles` are the game's cube actions (stakes mode); `stake` is what a win scores in stakes mode
    // (the cube value), 0 when the game is not played for a stake.
    void setGame(const Game& game, const std::vector<CubeAction>& doubles = {}, int stake = 0);
    // Error marks per turn from a whole-game analysis (?!, ?, ??); an empty list removes them.
    void setMarks(std::vector<QString> marks);
    // Tooltips per turn: the verdict of a whole-game analysis in words (empty: none).
    void setVerdicts(std::vector<QString> verdicts);
    // The move number of a turn as the list shows it ("13." or "13..."); empty outside the game.
    QString turnNumber(int turn) const;
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    std::vector<QString> m_rows;
    std::size_t m_turnRows = 0;  // rows of turns; the rows after them are the game's end
    bool m_resultRow = false;    // the last row is the result
    std::vector<QString> m_numbers;
    std::vector<QString> m_marks;
    std::vector<QString> m_verdicts;
};

}  // namespace dicechess::ui
