#include "game/game_texts.h"

#include <QStringList>

#include "dicechess/bots/registry.h"
#include "dicechess/bots/study/study_agents.h"

#include "common/bot_texts.h"

namespace dicechess::ui {

QString GameTexts::side(Color side) {
    return side == Color::White ? tr("White") : tr("Black");
}

QString GameTexts::player(const PlayerSpec& player, Variant variant) {
    const QString botId = player.botId;
    if (botId.isEmpty()) return tr("Human");
    if (isExternalEngineSpec(botId.toStdString()))
        return tr("%1 (engine)").arg(botId.mid(static_cast<qsizetype>(ExternalEnginePrefix.size())));
    if (variant == Variant::OneDie) {
        if (const auto spec = parseStudyAgentSpec(botId.toStdString())) {
            const QString name = botName(Variant::OneDie, spec->agent->id);
            const QString text = QString::fromStdString(spec->text());
            const qsizetype colon = text.indexOf(QLatin1Char(':'));
            return colon < 0 ? name : tr("%1 (%2)").arg(name, text.mid(colon + 1));
        }
        return botId;
    }
    for (const BotInfo& info : botRegistry())
        if (QString::fromStdString(info.id) == botId)
            return tr("%1 (level %2)").arg(botName(Variant::ThreeDice, info.id)).arg(info.level);
    return botId;
}

QString GameTexts::dice(DicePool pool) {
    QStringList faces;
    for (int t = 1; t <= PieceTypeCount; ++t)
        for (int n = 0; n < pool.count(static_cast<PieceType>(t)); ++n)
            faces << QString(QChar(pieceLetter(static_cast<PieceType>(t), true)));
    return faces.join(' ');
}

QString GameTexts::pieceName(PieceType type) {
    switch (type) {
        case PieceType::Pawn: return tr("pawn");
        case PieceType::Knight: return tr("knight");
        case PieceType::Bishop: return tr("bishop");
        case PieceType::Rook: return tr("rook");
        case PieceType::Queen: return tr("queen");
        case PieceType::King: return tr("king");
        default: return {};
    }
}

QString GameTexts::illegalMove(const IllegalReason& reason) {
    const QString piece = pieceName(reason.piece);
    switch (reason.kind) {
        case IllegalKind::NotOwnPiece: return tr("Pick one of your own pieces");
        case IllegalKind::NothingCanMove: return tr("No piece can move: the turn passes");
        case IllegalKind::OtherPieceType:
            return tr("The die names a %1: move a %1").arg(pieceName(reason.dieType));
        case IllegalKind::CannotMoveThere: return tr("A %1 cannot move there").arg(piece);
        case IllegalKind::NoDieLeft: return tr("No %1 die left this turn").arg(piece);
        case IllegalKind::CastlingNeedsKingAndRook:
            return tr("Castling needs both a king die and a rook die");
        case IllegalKind::PieceHasNoMove:
            return tr("This %1 has no legal move: with %2 left the turn must use %n dice", nullptr,
                      reason.mustUse)
                .arg(piece, dice(reason.dice));
        case IllegalKind::StrandsDice: break;
    }
    QStringList stuck;
    for (int t = 1; t <= PieceTypeCount; ++t)
        if (reason.dice.has(static_cast<PieceType>(t))) stuck << pieceName(static_cast<PieceType>(t));
    const QString total = reason.mustUse == 3   ? tr("all three dice")
                          : reason.mustUse == 2 ? tr("two dice")
                                                : tr("one die");
    return tr("Must use %1: after this move only %2 of the remaining %3 dice can be played")
        .arg(total)
        .arg(reason.playable)
        .arg(stuck.join(QStringLiteral(", ")));
}

QString GameTexts::result(const Game& game, const QString& detail, std::optional<int> points) {
    const GameResult result = game.result();
    if (result == GameResult::Ongoing) return tr("Game in progress");
    QString who = result == GameResult::Draw
                      ? tr("Draw")
                      : tr("%1 wins").arg(result == GameResult::WhiteWins ? tr("White") : tr("Black"));
    QString how;
    switch (game.termination()) {
        case Termination::KingCaptured: how = tr("king captured"); break;
        case Termination::HalfmoveRule: how = tr("100 micro-moves without a pawn move or capture"); break;
        case Termination::TurnCap: how = tr("turn limit reached"); break;
        case Termination::Resignation: how = tr("resignation"); break;
        case Termination::DoubleDropped: how = tr("double dropped"); break;
        case Termination::TimeForfeit: how = tr("time forfeit"); break;
        case Termination::Agreement: how = tr("agreement"); break;
        case Termination::IllegalMove: how = detail.isEmpty() ? tr("illegal move") : detail; break;
        case Termination::EngineCrash:
        case Termination::EngineTimeout:
        case Termination::EngineFlood:
        case Termination::ProtocolError: how = detail.isEmpty() ? tr("engine fault") : detail; break;
        case Termination::None: break;
    }
    if (points && result != GameResult::Draw) who += tr(" (%n points)", nullptr, static_cast<int>(*points));
    return tr("%1 — %2").arg(who, how);
}

QString GameTexts::helpUsed(int hints, int tutorWarnings, int takebacks) {
    QStringList help;
    if (hints > 0) help << tr("%n hint(s) used", nullptr, hints);
    if (tutorWarnings > 0) help << tr("%n tutor warning(s)", nullptr, tutorWarnings);
    if (takebacks > 0) help << tr("%n takeback(s)", nullptr, takebacks);
    return help.join(QStringLiteral(", "));
}

QString GameTexts::doubleQuestion(Color by, int value, const QString& doubler, const QString& taker) {
    return tr("%1 (%2) doubles the stakes to %3.\n\n%4 (%5): take and play on for %3, or pass and lose %6 "
              "now?")
        .arg(side(by), doubler)
        .arg(value)
        .arg(side(~by), taker)
        .arg(value / 2);
}

}  // namespace dicechess::ui
