#pragma once

#include <QAbstractListModel>
#include <vector>

#include <dicechess/game.h>

namespace dicechess::ui {

// One row per turn of the game: "12. [PNB] e2e4 g1f3 f1c4" or "12... [ppq] --" for a pass.
// Fed by the GameController's game after every change; read by the move list view.
class MoveListModel : public QAbstractListModel {
    Q_OBJECT
public:
    using QAbstractListModel::QAbstractListModel;

    void setGame(const Game& game);
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
    std::vector<QString> m_numbers;
    std::vector<QString> m_marks;
    std::vector<QString> m_verdicts;
};

}  // namespace dicechess::ui
