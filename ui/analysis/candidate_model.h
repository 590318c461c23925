#pragma once

#include <QAbstractTableModel>
#include <optional>
#include <vector>

#include "dicechess/analysis/turn_rollouts.h"
#include "dicechess/bots/bot.h"

namespace dicechess::ui {

// The candidate turns of the analysed roll, one row per distinct final position, in the engine's ranking
// (rankedCandidates): the candidates judged most firmly first (deepest search, most visits), by win %
// (or score) among them. Columns: win % for the mover, the difference to the first row, how the row was
// judged (search depth, visits, rollouts), the bot's score, the BOTS.md §1 terms, the king-capture risk
// after the turn, the dice used and how many micro-move orders reach it. The difference is given only for
// rows judged as the first one was: a win % from a shallower search is not comparable with a deeper one.
// Rows rolled out by the pane ("Roll out") show their rolled-out win % and come first.
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
    // The pane's "Roll out": rows[i] was rolled out as result entry i, rows[0] the reference the differences'
    // errors are measured to. Those rows take the rolled-out win % and move to the top, best first (a
    // rolled-out value is firmer than any search's); an earlier rollout's values are dropped.
    void setRollouts(const std::vector<int>& rows, const TurnRollouts& result);
    bool isRolledOut(int row) const;
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
    bool hasJudgements() const { return m_unit != SupportUnit::None || m_rolledOut || isRolledOut(0); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // A row's value from the pane's rollouts, and what judged it before.
    struct RolledOut {
        double moverWins = 0;
        double differenceError = 0;  // of its difference to the reference row; the reference: its own error
        int rollouts = 0;
        bool reference = false;
        std::optional<double> judgedWins;  // the engine's win % before the rollout
    };

    bool comparableWithBest(int row) const;
    QString judgement(int row) const;
    QString engineJudgement(const Candidate& c) const;  // how the engine judged it (not the pane's rollout)
    QString judgementToolTip(int row) const;

    std::vector<Candidate> m_rows;
    std::vector<std::optional<RolledOut>> m_rolled;  // by row: set for rows of the pane's last rollout
    SupportUnit m_unit = SupportUnit::None;
    bool m_rolledOut = false;  // some candidate was judged by rollouts (level 6)
};

}  // namespace dicechess::ui
