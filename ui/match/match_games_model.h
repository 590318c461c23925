#pragma once

#include <QAbstractTableModel>
#include <QString>
#include <QStringList>
#include <optional>
#include <utility>
#include <vector>

#include "dicechess/play/tournament.h"

namespace dicechess::ui {

// The Match Lab's games list: one row per finished game, its cells computed when shown. A long match
// finishes tens of thousands of games, and a row of eight QStandardItems cost about 2 KB each, which made
// the lab's memory grow with every game; a row here is a few dozen bytes.
class MatchGamesModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Number, Round, White, Black, Result, Termination, Turns, Incident, ColumnCount };

    explicit MatchGamesModel(QObject* parent = nullptr);

    // Empties the list for a match of this set-up (its entrants name the players).
    void reset(const TournamentSetup& setup);
    void append(const TournamentGame& game);
    // The game number (0-based, as in the match folder) of a row.
    long long gameNumber(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        long long number = 0;
        int round = 0;
        int pairing = 0;
        bool firstIsWhite = true;
        GameResult result = GameResult::Ongoing;
        dicechess::Termination termination = dicechess::Termination::None;
        int turns = 0;
        QString incident;
    };

    std::vector<Row> m_rows;
    std::vector<std::pair<QString, QString>> m_pairingNames;  // first and second entrant of each pairing
};

}  // namespace dicechess::ui
