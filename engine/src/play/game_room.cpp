#include "dicechess/play/game_room.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/platform_turns.h"

namespace dicechess::room {
namespace {

constexpr std::size_t MinSeedLength = 16;
constexpr std::size_t MaxSeedLength = 256;

Milliseconds fromSeconds(int seconds) {
    return Milliseconds{seconds} * 1000;
}

Milliseconds& bankOf(Clocks& clocks, Color seat) {
    return seat == Color::White ? clocks.white : clocks.black;
}
Milliseconds bankOf(const Clocks& clocks, Color seat) {
    return seat == Color::White ? clocks.white : clocks.black;
}

bool hasBanks(TimeControl::Kind kind) {
    return kind == TimeControl::Kind::Fischer || kind == TimeControl::Kind::SuddenDeath;
}

Clocks initialBanks(const TimeControl& control) {
    switch (control.kind) {
        case TimeControl::Kind::Fischer:
        case TimeControl::Kind::SuddenDeath:
            return {fromSeconds(control.initialSeconds), fromSeconds(control.initialSeconds)};
        case TimeControl::Kind::PerMove:
            return {fromSeconds(control.secondsPerMove), fromSeconds(control.secondsPerMove)};
        case TimeControl::Kind::Unlimited: break;
    }
    return {};
}

RoomRecord freshRecord(RoomSettings settings) {
    RoomRecord record;
    record.banks = initialBanks(settings.timeControl);
    record.settings = std::move(settings);
    return record;
}

// The platform counts a seed's characters as its JVM string does (UTF-16 code units), so "16..256" agrees
// with it for any text: a code point outside the Basic Multilingual Plane (a 4-byte UTF-8 form) counts 2.
std::size_t seedLength(std::string_view seed) {
    std::size_t units = 0;
    for (const char c : seed) {
        const auto byte = static_cast<unsigned char>(c);
        if ((byte & 0xC0U) == 0x80U) continue;  // a continuation byte
        units += byte >= 0xF0U ? 2 : 1;
    }
    return units;
}

DicePool poolOf(const Dice& dice) {
    DicePool pool;
    for (const int die : dice) {
        if (die < 1 || die > PieceTypeCount)
            throw std::logic_error("a die outside 1..6: " + std::to_string(die));
        pool.add(static_cast<PieceType>(die));
    }
    return pool;
}

// Plays a turn path's micro-moves, stopping at a king capture; whether one was captured, or nothing when
// a micro-move does not parse in the position it meets.
std::optional<bool> playPath(Position& pos, const std::vector<std::string>& moves) {
    for (const std::string& text : moves) {
        const std::optional<Move> move = parseUciMove(pos, text);
        if (!move) return std::nullopt;
        const bool kingCaptured = pos.capturesKing(*move);
        pos.play(*move);
        if (kingCaptured) return true;
    }
    return false;
}

bool drawDue(const Position& pos, const RoomRecord& record) {
    return pos.halfmoveClock() >= HalfmoveDrawLimit || record.rolls >= record.settings.maxRolls;
}

}  // namespace

TurnPaths platformTurnPaths(const Position& rolled) {
    TurnPaths paths;
    for (const Turn& turn : platformTurns(rolled)) {
        std::vector<std::string>& path = paths.emplace_back();
        for (const Move m : turn) path.push_back(toUci(m));
    }
    std::sort(paths.begin(), paths.end());
    paths.erase(std::unique(paths.begin(), paths.end()), paths.end());
    return paths;
}

GameRoom::GameRoom(RoomSettings settings, std::unique_ptr<DiceSource> dice)
    : GameRoom(freshRecord(std::move(settings)), std::move(dice)) {}

GameRoom::GameRoom(RoomRecord record, std::unique_ptr<DiceSource> dice)
    : m_record(std::move(record)), m_dice(std::move(dice)), m_position(m_record.settings.start) {
    if (!m_dice) throw std::invalid_argument("a game room needs a dice source");
    m_position.setDice(DicePool{});
    for (std::size_t i = 0; i < m_record.history.size(); ++i) {
        const PlayedTurn& turn = m_record.history[i];
        m_position.setDice(poolOf(turn.dice));
        const std::optional<bool> kingCaptured = playPath(m_position, turn.moves);
        if (!kingCaptured)
            throw std::invalid_argument("game record: turn " + std::to_string(i + 1) + " does not replay");
        if (!*kingCaptured) m_position.endTurn();
    }
}

GameRoom GameRoom::restore(RoomRecord record, std::unique_ptr<DiceSource> dice, Milliseconds now) {
    GameRoom room(std::move(record), std::move(dice));
    const RoomRecord& kept = room.m_record;
    const auto completed = static_cast<std::int64_t>(kept.history.size());
    if (kept.rolls < completed || kept.rolls > completed + 1)
        throw std::invalid_argument("game record: " + std::to_string(kept.rolls) + " rolls for " +
                                    std::to_string(completed) + " turns");
    // Monotonic time does not survive a process: the seed grace or the pending turn starts again now (§7).
    room.m_beganAt = now;
    if (kept.over || !kept.started || kept.rolls == completed) return room;
    const ClientSeeds seeds = room.effectiveSeeds();
    const Dice rolled = room.m_dice->roll(seeds.white, seeds.black, kept.rolls - 1);
    room.m_position.setDice(poolOf(rolled));
    auto turns = std::make_shared<const TurnPaths>(platformTurnPaths(room.m_position));
    if (turns->empty()) throw std::invalid_argument("game record: the pending roll has no legal turn");
    room.m_pending = rolled;
    room.m_pendingTurns = std::move(turns);
    room.m_turnStartedAt = now;
    return room;
}

std::vector<Event> GameRoom::begin(Milliseconds now) {
    std::vector<Event> events;
    if (isOver() || m_record.started) return events;
    m_record.started = true;
    m_beganAt = now;
    if (m_record.whiteSeed && m_record.blackSeed) rollUntilPending(now, events);
    return events;
}

std::vector<Event> GameRoom::submitSeed(Color seat, std::string_view seed, Milliseconds now) {
    std::vector<Event> events;
    fireDue(now, events);
    if (isOver() || m_record.rolls > 0) return events;
    const std::size_t length = seedLength(seed);
    if (length < MinSeedLength || length > MaxSeedLength) {
        reject(seat, "seed must be 16..256 characters", events);
        return events;
    }
    std::optional<std::string>& kept = seat == Color::White ? m_record.whiteSeed : m_record.blackSeed;
    if (kept) return events;
    kept = std::string(seed);
    if (m_record.started && m_record.whiteSeed && m_record.blackSeed) rollUntilPending(now, events);
    return events;
}

Verdict GameRoom::submitTurn(Color seat, const std::vector<std::string>& moves, Milliseconds now,
                             std::vector<Event>& events) {
    fireDue(now, events);  // a submission at the deadline is too late, even before onTimer() ran
    if (isOver()) return Verdict{false, 0, "game is over"};
    if (!m_pending || seat != m_position.sideToMove()) return reject(seat, "not your turn", events);
    if (!std::binary_search(m_pendingTurns->begin(), m_pendingTurns->end(), moves))
        return reject(seat, "illegal turn", events);
    PlayedTurn turn{seat, *m_pending, moves, {}};
    const std::optional<bool> kingCaptured = playPath(m_position, moves);
    if (!kingCaptured) throw std::logic_error("a turn of the pending roll's tree does not replay");
    if (!*kingCaptured) m_position.endTurn();  // §14.3: a king capture ends the game before the end of turn
    debit(seat, now - m_turnStartedAt);
    m_pending.reset();
    m_pendingTurns.reset();
    turn.fenAfter = toDfen(m_position);
    const std::int64_t played = closeTurn(std::move(turn), *kingCaptured, events);
    if (!isOver()) rollUntilPending(now, events);
    return Verdict{true, played, {}};
}

std::vector<Event> GameRoom::resign(Color seat, Milliseconds now) {
    std::vector<Event> events;
    fireDue(now, events);
    if (!isOver()) end(GameOver{~seat, EndReason::Resign}, events);
    return events;
}

std::vector<Event> GameRoom::abort(Milliseconds /*now*/) {
    std::vector<Event> events;
    if (!isOver()) end(GameOver{std::nullopt, EndReason::Aborted}, events);
    return events;
}

std::vector<Event> GameRoom::onTimer(Milliseconds now) {
    std::vector<Event> events;
    fireDue(now, events);
    return events;
}

std::optional<Milliseconds> GameRoom::nextDeadline() const {
    if (isOver() || !m_record.started) return std::nullopt;
    if (m_pending) return m_turnStartedAt + turnBudget();
    // Nothing pending happens before the first roll only (or in a restored record cut between a turn and
    // its next roll, due at once); the idle cap bounds that wait too, and ends it by rolling.
    if (m_record.rolls == 0) return m_beganAt + std::min(settings().seedGrace, settings().idleCap);
    return m_beganAt;
}

PublicState GameRoom::state(Milliseconds now) const {
    PublicState state;
    state.version = m_record.version;
    state.dfen = toDfen(m_position);
    state.activeSeat = m_position.sideToMove();
    state.dicePending = m_pending.has_value();
    state.over = m_record.over;
    state.timeControl = settings().timeControl;
    if (settings().timeControl.kind != TimeControl::Kind::Unlimited) {
        Clocks live = m_record.banks;
        if (m_pending) {
            Milliseconds& mover = bankOf(live, m_position.sideToMove());
            mover = std::max<Milliseconds>(0, mover - std::max<Milliseconds>(0, now - m_turnStartedAt));
        }
        state.clocks = live;
    }
    state.commit = commit();
    if (isOver()) {
        state.seed = m_dice->seed();
        state.clientSeeds = effectiveSeeds();
    }
    state.legalTurns = m_pendingTurns;
    return state;
}

std::string GameRoom::commit() const {
    return m_dice->commit();
}

ClientSeeds GameRoom::effectiveSeeds() const {
    return {m_record.whiteSeed.value_or(settings().whiteId), m_record.blackSeed.value_or(settings().blackId)};
}

std::optional<Dice> GameRoom::pendingDice() const {
    return m_pending;
}

void GameRoom::rollUntilPending(Milliseconds now, std::vector<Event>& events) {
    while (!isOver()) {
        const ClientSeeds seeds = effectiveSeeds();
        const Dice dice = m_dice->roll(seeds.white, seeds.black, m_record.rolls);
        ++m_record.rolls;
        m_position.setDice(poolOf(dice));
        auto turns = std::make_shared<const TurnPaths>(platformTurnPaths(m_position));
        const Color seat = m_position.sideToMove();
        events.push_back(DiceRolled{nextVersion(), seat, dice, toDfen(m_position), turnStartClocks(), turns});
        if (!turns->empty()) {
            m_pending = dice;
            m_pendingTurns = std::move(turns);
            m_turnStartedAt = now;
            return;
        }
        m_position.endTurn();  // the forced pass: no clock charged
        closeTurn(PlayedTurn{seat, dice, {}, toDfen(m_position)}, false, events);
    }
}

std::int64_t GameRoom::closeTurn(PlayedTurn turn, bool kingCaptured, std::vector<Event>& events) {
    const Color mover = turn.seat;
    m_record.history.push_back(turn);
    const std::int64_t v = nextVersion();
    events.push_back(TurnPlayed{v, std::move(turn)});
    if (kingCaptured)
        end(GameOver{mover, EndReason::KingCaptured}, events);
    else if (drawDue(m_position, m_record))
        end(GameOver{std::nullopt, EndReason::Draw}, events);
    return v;
}

void GameRoom::end(GameOver over, std::vector<Event>& events) {
    m_record.over = over;
    m_pending.reset();
    m_pendingTurns.reset();
    m_position.setDice(DicePool{});  // an unfinished roll is not part of the game (§14.2)
    events.push_back(GameEnded{nextVersion(), over, m_dice->seed(), effectiveSeeds()});
}

Verdict GameRoom::reject(Color seat, std::string reason, std::vector<Event>& events) {
    const std::int64_t v = nextVersion();
    events.push_back(Rejected{v, seat, reason});
    return Verdict{false, v, std::move(reason)};
}

void GameRoom::fireDue(Milliseconds now, std::vector<Event>& events) {
    const std::optional<Milliseconds> due = nextDeadline();
    if (!due || now < *due) return;
    if (!m_pending) {
        rollUntilPending(now, events);
        return;
    }
    const Color mover = m_position.sideToMove();
    bankOf(m_record.banks, mover) = 0;
    end(GameOver{~mover, EndReason::Timeout}, events);
}

void GameRoom::debit(Color mover, Milliseconds elapsed) {
    const TimeControl& control = settings().timeControl;
    if (!hasBanks(control.kind)) return;
    Milliseconds& bank = bankOf(m_record.banks, mover);
    const Milliseconds increment =
        control.kind == TimeControl::Kind::Fischer ? fromSeconds(control.incrementSeconds) : 0;
    bank = std::max<Milliseconds>(0, bank - elapsed) + increment;
}

Milliseconds GameRoom::turnBudget() const {
    switch (settings().timeControl.kind) {
        case TimeControl::Kind::Unlimited: return settings().idleCap;
        case TimeControl::Kind::PerMove: return fromSeconds(settings().timeControl.secondsPerMove);
        case TimeControl::Kind::SuddenDeath:
        case TimeControl::Kind::Fischer: break;
    }
    return bankOf(m_record.banks, m_position.sideToMove());
}

std::optional<Clocks> GameRoom::turnStartClocks() const {
    if (settings().timeControl.kind == TimeControl::Kind::Unlimited) return std::nullopt;
    return m_record.banks;
}

}  // namespace dicechess::room
