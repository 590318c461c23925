#include "play_online/live_game.h"

#include <QDir>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTimer>

#include "dicechess/core/atomic_file.h"
#include "dicechess/notation/move_text.h"
#include "online/platform_record.h"

#include "game/game_controller.h"
#include "play_online/platform_game_opener.h"

namespace dicechess::ui {

using online::Json;
using Kind = online::LiveGameLog::Kind;

namespace {

GameController::LiveClocks clocksOf(const Json& clocks) {
    if (!clocks.is_object() || !clocks.value("white", Json()).is_number_integer() ||
        !clocks.value("black", Json()).is_number_integer())
        return std::nullopt;
    return std::array<qint64, 2>{clocks["white"].get<qint64>(), clocks["black"].get<qint64>()};
}

DicePool poolOf(const Json& dice) {
    DicePool pool;
    for (const Json& die : dice)
        if (die.is_number_integer() && die.get<int>() >= 1 && die.get<int>() <= 6 && pool.size() < 3)
            pool.add(static_cast<PieceType>(die.get<int>()));
    return pool;
}

std::vector<std::string> movesOf(const Json& moves) {
    std::vector<std::string> out;
    if (moves.is_array())
        for (const Json& m : moves)
            if (m.is_string()) out.push_back(m.get<std::string>());
    return out;
}

QString randomSeedHex() {
    QString hex;
    for (int i = 0; i < 4; ++i)
        hex += QStringLiteral("%1").arg(QRandomGenerator::system()->generate(), 8, 16, QLatin1Char('0'));
    return hex;
}

}  // namespace

QUrl liveSocketUrl(const LiveSeat& seat) {
    QUrl url(seat.server);
    url.setScheme(url.scheme() == QLatin1String("https") ? QStringLiteral("wss") : QStringLiteral("ws"));
    url.setPath(url.path().remove(QRegularExpression(QStringLiteral("/+$"))) + QStringLiteral("/games/") +
                seat.gameId + QStringLiteral("/ws"));
    if (!seat.token.isEmpty()) url.setQuery(QStringLiteral("token=") + seat.token);
    return url;
}

LiveGame::LiveGame(GameController& controller, PlatformGameOpener& opener, QObject* parent)
    : QObject(parent), m_controller(controller), m_opener(opener) {
    connect(&m_link, &LiveLink::lineReceived, this, &LiveGame::onLine);
    connect(&m_link, &LiveLink::stateChanged, this, [this](LiveLink::State state, const QString& why) {
        switch (state) {
            case LiveLink::State::Connecting: m_connection = tr("connecting…"); break;
            case LiveLink::State::Open: m_connection = tr("connected"); break;
            case LiveLink::State::Reconnecting:
                m_connection =
                    tr("reconnecting… (attempt %1 of %2)").arg(m_link.attempts()).arg(LiveLink::MaxAttempts);
                break;
            case LiveLink::State::Closed:
                m_connection = m_active && !m_over ? tr("connection lost") : QString();
                if (m_active && !m_over) {
                    emit connectionChanged(m_connection);
                    giveUp(closedReason(why));  // whose reason is the last word
                    return;
                }
                break;
        }
        emit connectionChanged(m_connection);
    });
    connect(&m_controller, &GameController::phaseChanged, this, [this] { pump(); });
    // Another game put on the board (New Game, Open…) leaves this one; the server resigns a seat whose
    // socket stays closed past its 30-s grace.
    connect(&m_controller, &GameController::gameStarted, this, [this] {
        if (!m_active || m_controller.live()) return;
        leave();
        emit connectionChanged(m_seat.seat ? tr("left game %1: the server resigns the seat if it is not back "
                                                "within 30 s")
                                                 .arg(m_seat.gameId)
                                           : tr("stopped watching game %1").arg(m_seat.gameId));
    });
    connect(&m_controller, &GameController::liveTurnReady, this, &LiveGame::sendTurn);
    connect(&m_controller, &GameController::liveResignRequested, this, [this] {
        // Sent when the socket is back (or the game joined again), if it is down now.
        if (!m_active || !m_link.send(QStringLiteral("{\"Resign\":{}}"))) m_resignPending = true;
    });
    connect(&m_controller, &GameController::liveOutOfStep, this, [this] {
        if (m_active) QTimer::singleShot(0, this, &LiveGame::resync);  // after the controller's own step
    });
}

void LiveGame::join(const LiveSeat& seat) {
    leave();
    // A resignation asked for while the socket was down is still wanted when the same game is joined again.
    if (seat.gameId != m_seat.gameId || seat.token != m_seat.token) m_resignPending = false;
    m_seat = seat;
    m_log = online::LiveGameLog();
    m_queue.clear();
    m_unsent.clear();
    m_begun = false;
    m_over = false;
    if (!isPlatformGameId(seat.gameId)) {
        emit failed(tr("'%1' is not a platform game's id (a UUID)").arg(seat.gameId));
        return;
    }
    m_active = true;
    // Our share of the dice's entropy, sent on every open (the server keeps the first, before the roll).
    const QString hello = seat.token.isEmpty()
                              ? QString()
                              : QStringLiteral("{\"SubmitSeed\":{\"seed\":\"%1\"}}").arg(randomSeedHex());
    m_link.open(liveSocketUrl(seat), hello);
}

void LiveGame::leave() {
    m_active = false;
    m_link.close();
    m_queue.clear();
}

void LiveGame::sendTurn(const QStringList& moves) {
    if (!m_active) return;
    m_unsent = moves;
    Json list = Json::array();
    for (const QString& m : moves) list.push_back(m.toStdString());
    if (m_link.send(QString::fromStdString(online::compact(Json{{"SubmitTurn", {{"moves", list}}}}))))
        m_unsent.clear();
}

void LiveGame::onLine(const QString& line) {
    const Json event = Json::parse(line.toStdString(), nullptr, false);
    if (event.is_discarded()) return;  // not an event: the platform ignores such frames as well
    const Kind kind = m_log.take(event);
    if (kind == Kind::Ignored) return;
    // The server closes the socket after its last event: no reconnect, even while that event waits here.
    if (kind == Kind::GameEnded) {
        m_over = true;
        m_link.close();
    }
    m_queue.emplace_back(kind, m_log.body());
    if (kind == Kind::Snapshot || kind == Kind::TurnPlayed) saveSoFar();
    pump();
}

void LiveGame::pump() {
    if (m_pumping) return;  // an event's own signals (a rebuilt board's phase) come back here
    m_pumping = true;
    while (m_active && !m_queue.empty() && !m_controller.liveBusy()) {
        auto [kind, body] = std::move(m_queue.front());
        m_queue.pop_front();
        try {
            apply(kind, body);
        } catch (const Json::exception& shape) {  // an event of a shape the platform does not send
            emit connectionChanged(tr("an event of the server was skipped: %1").arg(shape.what()));
        }
    }
    m_pumping = false;
}

void LiveGame::apply(Kind kind, const Json& body) {
    using Phase = GameController::Phase;
    switch (kind) {
        case Kind::Snapshot: {
            const Json state = online::fieldOr(body, "state", &Json::is_object, Json::object());
            if (m_resignPending) {
                m_resignPending = false;
                m_link.send(QStringLiteral("{\"Resign\":{}}"));
            }
            if (const Json status = online::fieldOr(state, "status", &Json::is_object, Json::object());
                status.contains("Ended")) {
                resync();  // a game that ended while we were away, or one watched after its end
                if (m_active) onEnded(status["Ended"]);
                return;
            }
            const Json* pending = online::fieldOf(state, "dicePending", &Json::is_boolean);
            const bool ourRoll = pending && pending->get<bool>() &&
                                 online::sideFrom(online::stringField(state, "activeSeat")) == m_seat.seat;
            const Phase phase = m_controller.phase();
            const bool moving = phase == Phase::HumanMoving || phase == Phase::AwaitingConfirm;
            const bool sameTurn =
                m_begun && m_controller.live() &&
                m_controller.game().turns().size() ==
                    online::fieldOr(body, "history", &Json::is_array, Json::array()).size() + 1;
            if (ourRoll && sameTurn && moving) return;  // back after a drop: the turn in progress goes on
            if (ourRoll && sameTurn && phase == Phase::Sending) {
                if (m_unsent.isEmpty())
                    for (const Move m : m_controller.game().turns().back().moves)
                        m_unsent << QString::fromStdString(toUci(m));
                sendTurn(m_unsent);  // the server never had it: again
                return;
            }
            resync();
            return;
        }
        case Kind::DiceRolled:
            if (const auto seat = online::sideFrom(online::stringField(body, "seat")))
                m_controller.liveRolled(*seat, poolOf(online::fieldOr(body, "dice", &Json::is_array, Json())),
                                        clocksOf(body.value("clocks", Json())));
            return;
        case Kind::TurnPlayed: {
            const auto seat = online::sideFrom(online::stringField(body, "seat"));
            if (!seat || !m_controller.liveTurnPlayed(*seat, movesOf(body.value("moves", Json()))))
                resync();  // not what this board holds: rebuilt from the log, which has every turn
            return;
        }
        case Kind::Rejected:
            if (online::sideFrom(online::stringField(body, "seat")) == m_seat.seat) {
                const std::string reason = online::stringField(body, "reason");
                m_controller.liveRejected(reason.empty() ? tr("refused") : QString::fromStdString(reason));
            }
            return;
        case Kind::GameEnded: onEnded(body); return;
        case Kind::Ignored: return;
    }
}

void LiveGame::resync() {
    auto record = m_log.record(m_seat.gameId.toStdString());
    if (!record) {
        giveUp(tr("The server's game %1 does not replay here: %2")
                   .arg(m_seat.gameId, QString::fromStdString(record.error())));
        return;
    }
    // The rebuilt board's phase changes must not let queued events in half-way (they come after it).
    const bool outermost = !m_pumping;
    m_pumping = true;
    m_begun = true;
    m_controller.beginLive(*record, m_seat.seat, clocksOf(m_log.clocks()));
    m_boardGame = m_controller.gameId();
    // The roll waiting now, as the log knows it (a Snapshot's state is older than the turns after it).
    if (const auto seat = online::sideFrom(m_log.pendingSeat()))
        m_controller.liveRolled(*seat, poolOf(m_log.dice()), clocksOf(m_log.clocks()));
    if (!outermost) return;
    m_pumping = false;
    pump();
}

void LiveGame::giveUp(const QString& reason) {
    m_active = false;
    m_link.close();
    m_queue.clear();
    m_controller.liveDetached(tr("%1 — the game goes on on the server").arg(reason));
    emit failed(reason);
}

QString LiveGame::closedReason(const QString& why) const {
    switch (m_link.refusal()) {
        case 0: break;
        case 403:
            return tr("%1 refused the seat of game %2 (HTTP 403): the link's seat token is not that game's")
                .arg(m_seat.server, m_seat.gameId);
        case 404: return tr("%1 has no game %2 (HTTP 404)").arg(m_seat.server, m_seat.gameId);
        default:
            return tr("%1 refused the connection to game %2 (HTTP %3)")
                .arg(m_seat.server, m_seat.gameId)
                .arg(m_link.refusal());
    }
    return tr("The connection to %1 was lost and did not come back (%2)")
        .arg(m_seat.server, why.isEmpty() ? tr("no answer") : why);
}

void LiveGame::onEnded(const Json& body) {
    m_active = false;
    m_link.close();
    const Json over = online::fieldOr(body, "over", &Json::is_object, Json::object());
    const Json result = online::fieldOr(over, "result", &Json::is_object, Json::object());
    const std::string how = online::stringField(over, "termination");
    GameResult outcome = GameResult::Draw;
    if (result.contains("Win"))
        outcome = online::sideFrom(online::stringField(result["Win"], "side")) == Color::White
                      ? GameResult::WhiteWins
                      : GameResult::BlackWins;
    Termination termination = Termination::Agreement;
    QString detail;
    if (how == "KingCaptured") termination = Termination::KingCaptured;
    if (how == "Resign") termination = Termination::Resignation;
    if (how == "Timeout") termination = Termination::TimeForfeit;
    if (how == "Draw") termination = online::drawTermination(m_log.history().size());
    if (how == "Aborted") detail = tr("the server aborted the game");
    m_controller.liveEnded(outcome, termination, detail);
    emit ended(m_controller.resultDescription());
    // The server's own record of the game replaces ours: its seeds are revealed now and checked.
    PlatformGameSource source;
    source.historyUrl = platformHistoryUrl(m_seat.server, m_seat.gameId);
    // The history takes the board's place without a question only if the board still shows this game
    // when it arrives; otherwise it is only kept.
    m_opener.openSource(source, LiveGameEnd{m_seat.gameId, [&controller = m_controller, board = m_boardGame] {
                                                return controller.gameId() == board;
                                            }});
}

void LiveGame::saveSoFar() {
    auto record = m_log.record(m_seat.gameId.toStdString());
    if (!record) return;  // said when it is applied (resync)
    QDir().mkpath(PlatformGameOpener::folder());
    const std::filesystem::path file =
        (PlatformGameOpener::folder() + QLatin1Char('/') + m_seat.gameId + QStringLiteral(".dcg"))
            .toStdString();
    if (auto written = writeFileAtomically(file, writeRecord(*record)); !written)
        emit connectionChanged(
            tr("the game so far could not be saved: %1").arg(QString::fromStdString(written.error())));
}

}  // namespace dicechess::ui
