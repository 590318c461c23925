#pragma once

#include <QAbstractTableModel>
#include <optional>
#include <vector>

#include "dicechess/bots/bot.h"

namespace dicechess::ui {

// The candidate turns of the analysed roll, one row per distinct final position, in the engine's ranking
// (rankedCandidates): the candidates judged most firmly first (deepest search, most visits), by win %
// (or score) among them. Columns: win % for the mover, the difference to the first row, how the row was
// judged (search depth, visits, rollouts), the bot's score, the BOTS.md §1 terms, the king-capture risk
// after the turn, the dice used and how many micro-move orders reach it. The difference is given only for
// rows judged as the first one was: a win % from a shallower search is not comparable with a deeper one.
class CandidateModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // What decides the order comes first, so a narrow pane shows it without scrolling.
    enum Column {
        Rank,
        TurnText,
        WinPercent,
        DeltaToBest,
        Judged,
        Score,
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

    // Replaces the rows with a decision's candidates, in the engine's ranking.
    void setDecision(const BotDecision& decision);
    void clear();
    const Candidate* candidate(int row) const;
    // The row's win % points (or score) minus the first row's; nullopt when the row was judged otherwise
    // than the first (another depth or number of visits, not rolled out, not judged), so the two values are
    // not comparable. Non-increasing down the rows that have one.
    std::optional<double> deltaToBest(int row) const;
    // What the order means for the current decision, for the pane's progress line ("the deepest searched,
    // then by win %").
    QString orderDescription() const;
    // Whether the columns say anything for the current decision: a win % (bots of levels 1–5 have none)
    // and a judgement that differs by row (they judge every candidate by its score).
    bool hasWinPercent() const;
    bool hasJudgements() const { return m_unit != SupportUnit::None || m_rolledOut; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    bool comparableWithBest(const Candidate& c) const;
    QString judgement(const Candidate& c) const;
    QString judgementToolTip(const Candidate& c) const;

    std::vector<Candidate> m_rows;
    SupportUnit m_unit = SupportUnit::None;
    bool m_rolledOut = false;  // some candidate was judged by rollouts (level 6)
};

}  // namespace dicechess::ui
