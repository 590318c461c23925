#include "analysis/candidate_model.h"

#include <QBrush>
#include <QColor>
#include <algorithm>

#include "dicechess/notation/move_text.h"

#include "common/locale_format.h"

namespace dicechess::ui {

void CandidateModel::setDecision(const BotDecision& decision) {
    beginResetModel();
    m_rows.clear();
    for (std::size_t i : rankedCandidates(decision)) m_rows.push_back(decision.candidates[i]);
    m_rolled.assign(m_rows.size(), std::nullopt);
    m_unit = decision.supportUnit;
    m_rolledOut =
        std::any_of(m_rows.begin(), m_rows.end(), [](const Candidate& c) { return c.rollouts > 0; });
    endResetModel();
}

void CandidateModel::clear() {
    beginResetModel();
    m_rows.clear();
    m_rolled.clear();
    endResetModel();
}

void CandidateModel::setRollouts(const std::vector<int>& rows, const TurnRollouts& result) {
    beginResetModel();
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        if (!m_rolled[r]) continue;  // an earlier rollout: back to the engine's value
        m_rows[r].winProbability = m_rolled[r]->judgedWins;
        m_rolled[r].reset();
    }
    for (std::size_t i = 0; i < rows.size() && i < result.moverWins.size(); ++i) {
        const auto r = static_cast<std::size_t>(rows[i]);
        if (r >= m_rows.size()) continue;
        RolledOut rolled;
        rolled.moverWins = result.moverWins[i];
        rolled.reference = i == 0;
        rolled.differenceError = i == 0 ? result.standardErrors[0] : result.differenceErrors[i];
        rolled.rollouts = result.rollouts;
        rolled.judgedWins = m_rows[r].winProbability;
        m_rows[r].winProbability = rolled.moverWins;
        m_rolled[r] = rolled;
    }
    // Rolled-out rows first, best first; the others keep the engine's order below them.
    std::vector<std::size_t> order(m_rows.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [this](std::size_t a, std::size_t b) {
        if (m_rolled[a].has_value() != m_rolled[b].has_value()) return m_rolled[a].has_value();
        return m_rolled[a] && m_rolled[a]->moverWins > m_rolled[b]->moverWins;
    });
    std::vector<Candidate> rowsInOrder;
    std::vector<std::optional<RolledOut>> rolledInOrder;
    for (std::size_t i : order) {
        rowsInOrder.push_back(std::move(m_rows[i]));
        rolledInOrder.push_back(m_rolled[i]);
    }
    m_rows = std::move(rowsInOrder);
    m_rolled = std::move(rolledInOrder);
    endResetModel();
}

bool CandidateModel::isRolledOut(int row) const {
    return row >= 0 && row < rowCount() && m_rolled[static_cast<std::size_t>(row)].has_value();
}

const Candidate* CandidateModel::candidate(int row) const {
    return row >= 0 && row < rowCount() ? &m_rows[static_cast<std::size_t>(row)] : nullptr;
}

bool CandidateModel::comparableWithBest(int row) const {
    // Only values of one kind compare: the same depth or visits (support), and both a win % or both a
    // score. The ranking puts these rows first, best first, so their differences never increase.
    if (row == 0) return true;
    if (isRolledOut(0)) return isRolledOut(row);  // one rollout, the same dice for every row
    const Candidate& c = m_rows[static_cast<std::size_t>(row)];
    const Candidate& best = m_rows.front();
    if (c.support != best.support) return false;
    if (best.winProbability && c.winProbability) return true;
    if (best.winProbability || c.winProbability) return false;
    return (best.score == WinScore) == (c.score == WinScore);
}

std::optional<double> CandidateModel::deltaToBest(int row) const {
    const Candidate* c = candidate(row);
    if (!c || !comparableWithBest(row)) return std::nullopt;
    const Candidate& best = m_rows.front();
    if (best.winProbability && c->winProbability) return (*c->winProbability - *best.winProbability) * 100;
    if (c->score == WinScore) return 0.0;  // both capture the king
    return static_cast<double>(c->score - best.score);
}

QString CandidateModel::judgement(int row) const {
    const Candidate& c = m_rows[static_cast<std::size_t>(row)];
    if (c.capturesKing) return tr("king capture");
    if (const auto& rolled = m_rolled[static_cast<std::size_t>(row)])
        return tr("%n rollouts ± %1", nullptr, rolled->rollouts)
            .arg(decimal(rolled->differenceError * 100, 1));
    return engineJudgement(c);
}

QString CandidateModel::engineJudgement(const Candidate& c) const {
    if (c.fromBook)
        return tr("book, %n rollouts ± %1", nullptr, static_cast<int>(c.rollouts))
            .arg(decimal(c.standardError * 100, 1));
    switch (m_unit) {
        case SupportUnit::Depth:
            // The number first: a narrow pane may show only the start of the column.
            if (!c.winProbability || c.support <= 0) return tr("not judged");
            return tr("%n turns", nullptr, static_cast<int>(c.support));
        case SupportUnit::Visits:
            if (c.support <= 0) return tr("not visited");
            return tr("%n visits", nullptr, static_cast<int>(c.support));
        case SupportUnit::Plies: return tr("%n plies", nullptr, static_cast<int>(c.support));
        case SupportUnit::None: break;
    }
    if (m_rolledOut) {
        if (!c.winProbability) return tr("material");
        const QString rollouts = tr("%n rollouts", nullptr, static_cast<int>(c.rollouts));
        // The standard error in win-% points, as the value beside it.
        return c.standardError > 0 ? tr("%1 ± %2").arg(rollouts, decimal(c.standardError * 100, 1))
                                   : rollouts;
    }
    return tr("score");
}

QString CandidateModel::judgementToolTip(int row) const {
    const Candidate& c = m_rows[static_cast<std::size_t>(row)];
    const auto& rolled = m_rolled[static_cast<std::size_t>(row)];
    QString how;
    if (c.capturesKing) {
        how = tr("Captures the king: a win.");
    } else if (rolled) {
        how =
            tr("Win % from %n rollouts with the net's policy, cut after 8 plies by the net's value; every "
               "rolled-out row played the same dice.",
               nullptr, rolled->rollouts);
        how += QLatin1Char('\n') +
               (rolled->reference
                    ? tr("The reference of this rollout: ± is the standard error of its own value.")
                    : tr("± is the standard error of its difference to the reference row (common dice make "
                         "it smaller than either value's error)."));
        if (rolled->judgedWins)
            how += QLatin1Char('\n') + tr("Before the rollout: %1 % (%2).")
                                           .arg(decimal(*rolled->judgedWins * 100, 1), engineJudgement(c));
    } else if (c.fromBook) {
        how =
            tr("The opening book's value: %n rollouts with the net's policy and the same dice for the "
               "book's best turns of this roll, cut after 8 plies by the net's value; ± is its standard "
               "error. Book turns rank above the search's.",
               nullptr, static_cast<int>(c.rollouts));
    } else {
        switch (m_unit) {
            case SupportUnit::Depth:
                how = !c.winProbability || c.support <= 0 ? tr("The search did not judge this turn.")
                      : c.support == 1 ? tr("Win % from a search 1 turn deep: this turn, then the "
                                            "opponent's rolls judged by the evaluation.")
                                       : tr("Win % from a search %n turns deep: this turn, the opponent's "
                                            "rolls and replies, and so on.",
                                            nullptr, static_cast<int>(c.support));
                break;
            case SupportUnit::Visits:
                how = tr("Win % averaged over %n visits of the search tree.", nullptr,
                         static_cast<int>(c.support));
                break;
            case SupportUnit::Plies:
                how =
                    tr("Exact win % of a search %n micro-moves deep.", nullptr, static_cast<int>(c.support));
                break;
            case SupportUnit::None:
                how = !m_rolledOut ? tr("Judged by the bot's score.")
                      : c.winProbability
                          ? tr("Win % from %n rollouts.", nullptr, static_cast<int>(c.rollouts))
                          : tr("Not rolled out: only its material was judged.");
                break;
        }
    }
    if (m_rows.empty() || comparableWithBest(row)) return how;
    return how + QLatin1Char('\n') +
           tr("The first row was judged otherwise (%1), so its value does not compare with this one: the "
              "firmer judgement found nothing better, or did not reach this turn.")
               .arg(judgement(0));
}

QString CandidateModel::orderDescription() const {
    if (isRolledOut(0)) return tr("the rolled-out ones by win %, then the engine's order");
    switch (m_unit) {
        case SupportUnit::Depth: return tr("the deepest searched, then by win %");
        case SupportUnit::Visits: return tr("the most visited (the bot's choice)");
        case SupportUnit::Plies: return tr("by exact win %");
        case SupportUnit::None: break;
    }
    return m_rolledOut ? tr("the rolled-out ones by win %") : tr("by the bot's score");
}

bool CandidateModel::hasWinPercent() const {
    return std::any_of(m_rows.begin(), m_rows.end(),
                       [](const Candidate& c) { return c.winProbability.has_value(); });
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
        return index.column() == TurnText || index.column() == Judged
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::BackgroundRole && c->chosen) return QBrush(QColor(80, 160, 255, 50));
    if (role == Qt::ToolTipRole && index.column() == TurnText) {
        QStringList orders;
        for (const Turn& t : c->turns) orders << QString::fromStdString(turnToString(t));
        return tr("Orders reaching this position:\n%1").arg(orders.join('\n'));
    }
    if (role == Qt::ToolTipRole && (index.column() == Judged || index.column() == DeltaToBest))
        return judgementToolTip(index.row());
    if (role != Qt::DisplayRole) return {};
    const bool win = c->score == WinScore;
    switch (index.column()) {
        case Rank: return index.row() + 1;
        case TurnText: return QString::fromStdString(turnToString(c->turns.front()));
        case Score: return win ? tr("win") : QString::number(c->score);
        case WinPercent:
            return c->winProbability ? decimal(*c->winProbability * 100, 1) : QStringLiteral("–");
        case DeltaToBest: {
            const std::optional<double> delta = deltaToBest(index.row());
            if (!delta) return QStringLiteral("–");
            return m_rows.front().winProbability ? decimal(*delta, 1)
                                                 : QString::number(static_cast<qlonglong>(*delta));
        }
        case Judged: return judgement(index.row());
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
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case Rank:
                return tr(
                    "Best first, as the engine ranks: the candidates it judged most firmly (deepest "
                    "search, most visits, rolled out) first, by win % or score among them; then the "
                    "ones judged less firmly, which the firmer judgement found no better or did not "
                    "reach.");
            case WinPercent:
                return tr("The mover's chances after this turn, judged as the Judged column says");
            case DeltaToBest:
                return tr(
                    "Win % points (or score) minus the first row's — only for the candidates judged "
                    "as the first row was: a value from a shallower search or fewer visits does not "
                    "compare (–)");
            case Judged:
                return tr(
                    "How the engine judged the candidate: search depth in turns (levels 7 and 9), "
                    "visits of the search tree (level 8), rollouts (level 6), or an exact search of "
                    "so many micro-moves (one die)");
            default: return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
        case Rank: return tr("#");
        case TurnText: return tr("Turn");
        case Score: return tr("Score");
        case WinPercent: return tr("Win %");
        case DeltaToBest: return tr("Δ best");
        case Judged: return tr("Judged");
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
