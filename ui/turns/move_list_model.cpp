#include "turns/move_list_model.h"

#include <QColor>
#include <QFont>
#include <QStringList>
#include <algorithm>

#include "dicechess/notation/move_text.h"

#include "common/locale_format.h"

namespace dicechess::ui {

QString MoveListModel::turnNumber(int turn) const {
    return turn >= 0 && static_cast<std::size_t>(turn) < m_numbers.size()
               ? m_numbers[static_cast<std::size_t>(turn)]
               : QString();
}

namespace {

QString sideName(Color side) {
    return side == Color::White ? MoveListModel::tr("White") : MoveListModel::tr("Black");
}

// The lines of a double: "White doubles to 2", "Black takes" (or "Black drops").
QStringList doubleLines(const CubeAction& action, Color doubler) {
    return {MoveListModel::tr("%1 doubles to %2").arg(sideName(doubler)).arg(action.value),
            (action.taken ? MoveListModel::tr("%1 takes") : MoveListModel::tr("%1 drops"))
                .arg(sideName(~doubler))};
}

// A row of lines in the narrow list: the move number before the first, the others aligned under it.
QString numberedRow(const QString& number, const QStringList& lines) {
    const QString indent(number.size() + 1, QLatin1Char(' '));
    return number + QLatin1Char(' ') + lines.join(QLatin1Char('\n') + indent);
}

// Why a turn whose dice were on the board was not played out: the game ended during it.
QString cutShortText(Termination termination) {
    switch (termination) {
        case Termination::Resignation: return MoveListModel::tr("resigned");
        case Termination::TimeForfeit: return MoveListModel::tr("out of time");
        case Termination::Agreement: return MoveListModel::tr("draw agreed");
        case Termination::IllegalMove: return MoveListModel::tr("illegal move");
        case Termination::EngineCrash:
        case Termination::EngineTimeout:
        case Termination::EngineFlood:
        case Termination::ProtocolError: return MoveListModel::tr("engine fault");
        case Termination::DoubleDropped: return MoveListModel::tr("double dropped");
        case Termination::KingCaptured:
        case Termination::HalfmoveRule:
        case Termination::TurnCap:
        case Termination::None: break;
    }
    return MoveListModel::tr("game over");
}

// "1-0 · White wins" and, on a second line, how the game ended ("Black resigned"); in stakes mode a win
// adds its points.
QString resultRow(const Game& game, int stake) {
    const GameResult result = game.result();
    const QString score = scoreText(result);
    const Color winner = result == GameResult::WhiteWins ? Color::White : Color::Black;
    const QString loser = sideName(~winner);
    QString who = result == GameResult::Draw ? MoveListModel::tr("Draw")
                                             : MoveListModel::tr("%1 wins").arg(sideName(winner));
    if (stake > 0 && result != GameResult::Draw)
        who += MoveListModel::tr(" (%n points)", nullptr, static_cast<int>(stake));
    QString how;
    switch (game.termination()) {
        case Termination::KingCaptured: how = MoveListModel::tr("king captured"); break;
        case Termination::HalfmoveRule: how = MoveListModel::tr("100-micro-move rule"); break;
        case Termination::TurnCap: how = MoveListModel::tr("turn limit reached"); break;
        case Termination::Resignation: how = MoveListModel::tr("%1 resigned").arg(loser); break;
        case Termination::DoubleDropped: how = MoveListModel::tr("%1 dropped the double").arg(loser); break;
        case Termination::TimeForfeit: how = MoveListModel::tr("time forfeit by %1").arg(loser); break;
        case Termination::Agreement: how = MoveListModel::tr("by agreement"); break;
        case Termination::IllegalMove: how = MoveListModel::tr("illegal move by %1").arg(loser); break;
        case Termination::EngineCrash: how = MoveListModel::tr("crash by %1").arg(loser); break;
        case Termination::EngineTimeout: how = MoveListModel::tr("timeout by %1").arg(loser); break;
        case Termination::EngineFlood: how = MoveListModel::tr("flood by %1").arg(loser); break;
        case Termination::ProtocolError: how = MoveListModel::tr("protocol fault by %1").arg(loser); break;
        case Termination::None: break;
    }
    const QString first = QStringLiteral("%1 · %2").arg(score, who);
    return how.isEmpty() ? first : first + QLatin1Char('\n') + how;
}

}  // namespace

void MoveListModel::setGame(const Game& game, const std::vector<CubeAction>& doubles, int stake) {
    std::vector<QString> rows;
    m_numbers.clear();
    std::uint32_t fullmove = game.startPosition().fullmoveNumber();
    const bool lastInProgress = !game.isOver() && !game.awaitingRoll();
    // The game ended (resignation, flag…) after the last turn's roll, before the turn was complete.
    const bool lastCutShort =
        game.isOver() && game.turns().size() > static_cast<std::size_t>(game.completedTurns());
    for (std::size_t i = 0; i < game.turns().size(); ++i) {
        const TurnRecord& turn = game.turns()[i];
        const bool white = turn.mover == Color::White;
        const bool last = i + 1 == game.turns().size();
        m_numbers.push_back(
            QStringLiteral("%1%2").arg(fullmove).arg(white ? QStringLiteral(".") : QStringLiteral("...")));
        // A double came before the roll: its lines first.
        QStringList lines;
        for (const CubeAction& action : doubles)
            if (action.turnIndex == static_cast<int>(i)) lines << doubleLines(action, turn.mover);
        const QString roll =
            QStringLiteral("[%1]").arg(QString::fromStdString(poolLetters(turn.roll, white)));
        const QString moves = QString::fromStdString(turnToString(turn.moves));
        if (last && lastInProgress) {
            // The turn being played shows its moves so far and an ellipsis, never the pass sign.
            lines << roll + (turn.moves.empty() ? QStringLiteral(" …") : QStringLiteral(" %1 …").arg(moves));
        } else if (last && lastCutShort) {
            // Its dice were on the board: why it stopped, never the pass sign.
            const QString why = QStringLiteral("(%1)").arg(cutShortText(game.termination()));
            if (turn.moves.empty()) {
                lines << roll + QLatin1Char(' ') + why;
            } else {
                lines << roll + QLatin1Char(' ') + moves << why;
            }
        } else {
            lines << roll + QLatin1Char(' ') + moves;
        }
        rows.push_back(numberedRow(m_numbers.back(), lines));
        if (!white) ++fullmove;
    }
    m_turnRows = rows.size();
    // A double after the last turn (a drop ends the game there), then the result.
    const Color next = game.position().sideToMove();
    const QString nextNumber = QStringLiteral("%1%2").arg(fullmove).arg(
        next == Color::White ? QStringLiteral(".") : QStringLiteral("..."));
    for (const CubeAction& action : doubles)
        if (action.turnIndex >= static_cast<int>(game.turns().size()))
            rows.push_back(numberedRow(nextNumber, doubleLines(action, next)));
    m_resultRow = game.isOver();
    if (m_resultRow) rows.push_back(resultRow(game, stake));
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
    const bool turnRow = row < m_turnRows;  // marks and verdicts belong to turns, never to the end
    const QString mark = turnRow && row < m_marks.size() ? m_marks[row] : QString();
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
    if (role == Qt::ToolTipRole && turnRow && row < m_verdicts.size() && !m_verdicts[row].isEmpty())
        return m_verdicts[row];
    if (role == Qt::FontRole) {
        QFont font(QStringLiteral("DejaVu Sans Mono"));
        font.setStyleHint(QFont::Monospace);
        font.setBold(m_resultRow && row + 1 == m_rows.size());
        return font;
    }
    return {};
}

}  // namespace dicechess::ui
