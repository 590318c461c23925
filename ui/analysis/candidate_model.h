#pragma once

#include <QAbstractTableModel>
#include <vector>

#include <dicechess/bot.h>

namespace dicechess::ui {

// The candidate turns of the analysed roll, one row per distinct final position, ranked best first:
// the bot's score, win % for the mover, the difference to the best, the BOTS.md §1 terms, the
// king-capture risk after the turn, the dice used and how many micro-move orders reach it.
class CandidateModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Rank,
        TurnText,
        Score,
        WinPercent,
        DeltaToBest,
        Material,
        KingSafety,
        PawnStorm,
        Proximity,
        RingPressure,
        KingCaptureRisk,
        DiceUsed,
        Orders,
        ColumnCount
    };

    using QAbstractTableModel::QAbstractTableModel;

    // Replaces the rows with a decision's candidates (ranked by win %, then score).
    void setDecision(const BotDecision& decision);
    void clear();
    const Candidate* candidate(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<Candidate> m_rows;
    double m_bestWin = 0;
    std::int64_t m_bestScore = 0;
};

}  // namespace dicechess::ui
