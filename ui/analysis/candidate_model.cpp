#include "analysis/candidate_model.h"

#include <QBrush>
#include <QColor>
#include <algorithm>

#include <dicechess/notation.h>

#include "common/locale_format.h"

namespace dicechess::ui {

void CandidateModel::setDecision(const BotDecision& decision) {
    beginResetModel();
    m_rows.clear();
    for (std::size_t i : rankedCandidates(decision)) m_rows.push_back(decision.candidates[i]);
    m_bestWin = m_rows.empty() ? 0 : m_rows.front().winProbability.value_or(0);
    m_bestScore = m_rows.empty() ? 0 : m_rows.front().score;
    endResetModel();
}

void CandidateModel::clear() {
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

const Candidate* CandidateModel::candidate(int row) const {
    return row >= 0 && row < rowCount() ? &m_rows[static_cast<std::size_t>(row)] : nullptr;
}

int CandidateModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int CandidateModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CandidateModel::data(const QModelIndex& index, int role) const {
    const Candidate* c = index.isValid() ? candidate(index.row()) : nullptr;
    if (!c || index.column() < 0 || index.column() >= ColumnCount) return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() == TurnText ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                          : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::BackgroundRole && c->chosen) return QBrush(QColor(80, 160, 255, 50));
    if (role == Qt::ToolTipRole && index.column() == TurnText) {
        QStringList orders;
        for (const Turn& t : c->turns) orders << QString::fromStdString(turnToString(t));
        return tr("Orders reaching this position:\n%1").arg(orders.join('\n'));
    }
    if (role != Qt::DisplayRole) return {};
    const bool win = c->score == WinScore;
    switch (index.column()) {
        case Rank: return index.row() + 1;
        case TurnText: return QString::fromStdString(turnToString(c->turns.front()));
        case Score: return win ? tr("win") : QString::number(c->score);
        case WinPercent:
            return c->winProbability ? decimal(*c->winProbability * 100, 1) : QStringLiteral("–");
        case DeltaToBest:
            if (c->winProbability) return decimal((*c->winProbability - m_bestWin) * 100, 1);
            return win || m_bestScore == WinScore ? QStringLiteral("–")
                                                  : QString::number(c->score - m_bestScore);
        case Material: return c->breakdown.material;
        case KingSafety: return c->breakdown.kingSafety;
        case PawnStorm: return c->breakdown.pawnStorm;
        case Proximity: return c->breakdown.proximity;
        case RingPressure: return c->breakdown.ringPressure;
        case KingCaptureRisk: return decimal(c->kingCaptureRisk * 100, 1);
        case DiceUsed: {
            int dice = 0;
            for (Move m : c->turns.front()) dice += m.diceSpent();
            return dice;
        }
        case Orders: return static_cast<int>(c->turns.size());
        default: return {};
    }
}

QVariant CandidateModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case Rank: return tr("#");
        case TurnText: return tr("Turn");
        case Score: return tr("Score");
        case WinPercent: return tr("Win %");
        case DeltaToBest: return tr("Δ best");
        case Material: return tr("Material");
        case KingSafety: return tr("King safety");
        case PawnStorm: return tr("Pawn storm");
        case Proximity: return tr("Proximity");
        case RingPressure: return tr("Ring");
        case KingCaptureRisk: return tr("KCP after %");
        case DiceUsed: return tr("Dice");
        case Orders: return tr("Orders");
        default: return {};
    }
}

}  // namespace dicechess::ui
