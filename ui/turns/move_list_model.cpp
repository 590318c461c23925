#include "turns/move_list_model.h"

#include <QColor>
#include <QFont>
#include <algorithm>

#include <dicechess/notation.h>

namespace dicechess::ui {

QString MoveListModel::turnNumber(int turn) const {
    return turn >= 0 && static_cast<std::size_t>(turn) < m_numbers.size()
               ? m_numbers[static_cast<std::size_t>(turn)]
               : QString();
}

void MoveListModel::setGame(const Game& game) {
    std::vector<QString> rows;
    m_numbers.clear();
    std::uint32_t fullmove = game.startPosition().fullmoveNumber();
    const bool lastInProgress = !game.isOver() && !game.awaitingRoll();
    for (std::size_t i = 0; i < game.turns().size(); ++i) {
        const TurnRecord& turn = game.turns()[i];
        const bool white = turn.mover == Color::White;
        // The turn being played shows its moves so far and an ellipsis, never the pass sign.
        const bool inProgress = lastInProgress && i + 1 == game.turns().size();
        const std::string moves =
            inProgress ? (turn.moves.empty() ? std::string("…") : turnToString(turn.moves) + " …")
                       : turnToString(turn.moves);
        m_numbers.push_back(
            QStringLiteral("%1%2").arg(fullmove).arg(white ? QStringLiteral(".") : QStringLiteral("...")));
        rows.push_back(QStringLiteral("%1 [%2] %3")
                           .arg(m_numbers.back())
                           .arg(QString::fromStdString(poolLetters(turn.roll, white)))
                           .arg(QString::fromStdString(moves)));
        if (!white) ++fullmove;
    }
    // Rows only ever grow or shrink at the end, or change completely on a new game.
    const auto common = std::min(rows.size(), m_rows.size());
    std::size_t same = 0;
    while (same < common && rows[same] == m_rows[same]) ++same;
    if (same < m_rows.size()) {
        beginRemoveRows({}, static_cast<int>(same), static_cast<int>(m_rows.size()) - 1);
        m_rows.resize(same);
        endRemoveRows();
    }
    if (rows.size() > m_rows.size()) {
        beginInsertRows({}, static_cast<int>(m_rows.size()), static_cast<int>(rows.size()) - 1);
        m_rows = std::move(rows);
        endInsertRows();
    }
}

void MoveListModel::setVerdicts(std::vector<QString> verdicts) {
    m_verdicts = std::move(verdicts);
}

void MoveListModel::setMarks(std::vector<QString> marks) {
    m_marks = std::move(marks);
    if (!m_rows.empty()) emit dataChanged(index(0), index(static_cast<int>(m_rows.size()) - 1));
}

int MoveListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount()) return {};
    const auto row = static_cast<std::size_t>(index.row());
    const QString mark = row < m_marks.size() ? m_marks[row] : QString();
    if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole)
        return mark.isEmpty() ? m_rows[row] : m_rows[row] + QLatin1Char(' ') + mark;
    if (role == Qt::ForegroundRole && !mark.isEmpty()) {
        // The worst of the marks shown ("?!", "?", "??", each maybe with a cube "D" before it).
        int worst = 0;
        for (QString part : mark.split(QLatin1Char(' '))) {
            if (part.startsWith(QLatin1Char('D'))) part.remove(0, 1);
            worst = std::max(worst, part == QLatin1String("??") ? 3 : part == QLatin1String("?") ? 2 : 1);
        }
        return QColor(worst == 3 ? 0xc0392b : worst == 2 ? 0xd35400 : 0xb7950b);
    }
    if (role == Qt::ToolTipRole && row < m_verdicts.size() && !m_verdicts[row].isEmpty())
        return m_verdicts[row];
    if (role == Qt::FontRole) {
        QFont font(QStringLiteral("DejaVu Sans Mono"));
        font.setStyleHint(QFont::Monospace);
        return font;
    }
    return {};
}

}  // namespace dicechess::ui
