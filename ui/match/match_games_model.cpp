#include "match/match_games_model.h"

#include "dicechess/notation/record.h"
#include "dicechess/rules/game.h"

namespace dicechess::ui {
namespace {

// How a game ended, in the UI language (the engine's terminationName() is the .dcg's English).
QString terminationText(Termination t) {
    switch (t) {
        case Termination::None: return MatchGamesModel::tr("none");
        case Termination::KingCaptured: return MatchGamesModel::tr("king captured");
        case Termination::HalfmoveRule:
            return MatchGamesModel::tr("100 micro-moves without pawn move or capture");
        case Termination::TurnCap: return MatchGamesModel::tr("turn cap");
        case Termination::Resignation: return MatchGamesModel::tr("resignation");
        case Termination::DoubleDropped: return MatchGamesModel::tr("double dropped");
        case Termination::TimeForfeit: return MatchGamesModel::tr("time forfeit");
        case Termination::Agreement: return MatchGamesModel::tr("agreement");
        case Termination::IllegalMove: return MatchGamesModel::tr("illegal move");
        case Termination::EngineCrash: return MatchGamesModel::tr("crash");
        case Termination::EngineTimeout: return MatchGamesModel::tr("timeout");
        case Termination::EngineFlood: return MatchGamesModel::tr("flood");
        case Termination::ProtocolError: return MatchGamesModel::tr("protocol");
    }
    return QString::fromLatin1(terminationName(t));
}

}  // namespace

MatchGamesModel::MatchGamesModel(QObject* parent) : QAbstractTableModel(parent) {}

void MatchGamesModel::reset(const TournamentSetup& setup) {
    beginResetModel();
    m_rows.clear();
    m_pairingNames.clear();
    for (const Pairing& p : pairingsOf(setup))
        m_pairingNames.emplace_back(
            QString::fromStdString(setup.entrants[static_cast<std::size_t>(p.first)].spec()),
            QString::fromStdString(setup.entrants[static_cast<std::size_t>(p.second)].spec()));
    endResetModel();
}

void MatchGamesModel::append(const TournamentGame& game) {
    const int row = static_cast<int>(m_rows.size());
    beginInsertRows({}, row, row);
    m_rows.push_back({game.gameNumber(static_cast<int>(m_pairingNames.size())), game.round, game.pairing,
                      game.game.botIsWhite, game.game.result, game.game.termination, game.game.turns,
                      QString::fromStdString(game.game.incident)});
    endInsertRows();
}

long long MatchGamesModel::gameNumber(int row) const {
    return m_rows.at(static_cast<std::size_t>(row)).number;
}

int MatchGamesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int MatchGamesModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MatchGamesModel::data(const QModelIndex& index, int role) const {
    if (role != Qt::DisplayRole || !index.isValid() || index.row() >= rowCount()) return {};
    const Row& r = m_rows[static_cast<std::size_t>(index.row())];
    const auto& [first, second] = m_pairingNames.at(static_cast<std::size_t>(r.pairing));
    switch (index.column()) {
        case Number: return QString::number(r.number + 1);
        case Round: return QString::number(r.round + 1);
        case White: return r.firstIsWhite ? first : second;
        case Black: return r.firstIsWhite ? second : first;
        case Result: return QString::fromLatin1(resultText(r.result));
        case Termination: return terminationText(r.termination);
        case Turns: return QString::number(r.turns);
        case Incident: return r.incident;
        default: return {};
    }
}

QVariant MatchGamesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case Number: return tr("Game");
        case Round: return tr("Round");
        case White: return tr("White");
        case Black: return tr("Black");
        case Result: return tr("Result");
        case Termination: return tr("Termination");
        case Turns: return tr("Turns");
        case Incident: return tr("Incident");
        default: return {};
    }
}

}  // namespace dicechess::ui
