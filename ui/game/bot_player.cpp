#include "game/bot_player.h"

#include "dicechess/core/rng.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/search/timeman.h"

#include "common/seed_salts.h"

namespace dicechess::ui {
namespace {

constexpr std::int64_t BotOverheadMs = 50;

}  // namespace

BotPlayer::BotPlayer() {
    connect(&m_work, &CancellableWorker::failed, this, [this](const QString& reason) {
        emit forfeited(m_asked, Termination::IllegalMove, tr("the bot failed: %1").arg(reason));
    });
    m_moveTimer.setSingleShot(true);
    connect(&m_moveTimer, &QTimer::timeout, this, &BotPlayer::playNextMove);
}

void BotPlayer::requestTurn(const GameOptions& options, const Game& game, std::optional<qint64> clockMs) {
    const Position& pos = game.position();
    qint64 deadlineMs = 0;
    if (options.timeControl)
        deadlineMs = planTurnTime(*clockMs, options.timeControl->incrementMs, pos.fullmoveNumber())
                         .budget(BotOverheadMs);
    m_asked = pos.sideToMove();
    const BotSeeds seeds{
        deriveSeed(options.seed, seed_salt::BotDecision, static_cast<std::uint64_t>(game.turns().size())),
        deriveSeed(options.seed, seed_salt::EngineGame, static_cast<std::uint64_t>(index(m_asked)))};
    runForSide(m_asked, [this, botId = options.player(m_asked).botId, variant = options.variant,
                         game = m_gameNumber, pos, seeds, deadlineMs](const WorkerTask& task) {
        const BotDecision decision =
            botTurn(m_seats, botId, variant, game, pos, seeds, deadlineMs, task.stop());
        task.reply([this, decision] { emit decided(decision); });
    });
}

void BotPlayer::ask(Color side, const GameOptions& options, const Game& game, BotQuestion question,
                    std::function<void(bool)> then) {
    const quint64 seed = deriveSeed(options.seed, seed_salt::BotAnswer + static_cast<std::uint64_t>(question),
                                    static_cast<std::uint64_t>(game.turns().size()));
    m_asked = side;
    runForSide(side,
               [this, botId = options.player(side).botId, variant = options.variant, number = m_gameNumber,
                pos = game.position(), side, question, seed, then = std::move(then)](const WorkerTask& task) {
                   const bool answer = botAnswer(m_seats, botId, variant, number, pos, side, question, seed);
                   task.reply([then, answer] { then(answer); });
               });
}

void BotPlayer::runForSide(Color side, std::function<void(const WorkerTask&)> job) {
    m_work.start([this, side, job = std::move(job)](const WorkerTask& task) {
        try {
            job(task);
        } catch (const BotFault& fault) {
            task.reply(
                [this, side, how = fault.termination(), reason = QString::fromStdString(fault.what())] {
                    emit forfeited(side, how, tr("the bot failed: %1").arg(reason));
                });
        }
    });
}

void BotPlayer::play(Game& game, const Turn& turn) {
    m_game = &game;
    m_moves.assign(turn.begin(), turn.end());
    if (m_moves.empty()) {
        emit forfeited(game.position().sideToMove(), Termination::IllegalMove,
                       tr("the bot returned no turn although moves were possible"));
        return;
    }
    m_moveTimer.start(m_paceMs);
}

void BotPlayer::playNextMove() {
    if (m_moves.empty()) return;
    Game& game = *m_game;
    const Move m = m_moves.front();
    m_moves.erase(m_moves.begin());
    const bool capture = game.position().pieceOn(m.to()) != Piece::None || m.isEnPassant();
    const Color mover = game.position().sideToMove();
    if (!game.playMicroMove(m)) {
        emit forfeited(mover, Termination::IllegalMove,
                       tr("the bot played the illegal micro-move %1").arg(QString::fromStdString(toUci(m))));
        return;
    }
    emit played(capture);
    if (game.isOver() || game.awaitingRoll()) {
        m_moves.clear();
        emit turnDone(mover);
        return;
    }
    // The platform's rule lets a turn stop before a king capture it declines (RULES.md §4b).
    if (m_moves.empty() && game.canEndTurn() && game.endTurn()) {
        emit turnDone(mover);
        return;
    }
    if (m_moves.empty()) {
        emit forfeited(mover, Termination::IllegalMove, tr("the bot stopped before its turn was complete"));
        return;
    }
    m_moveTimer.start(m_paceMs);
}

void BotPlayer::releaseEngines() {
    stop();
    m_work.start([this](const WorkerTask&) { m_seats.clear(); });
}

void BotPlayer::stop() {
    m_work.cancel();
    m_moves.clear();
    m_moveTimer.stop();
}

}  // namespace dicechess::ui
