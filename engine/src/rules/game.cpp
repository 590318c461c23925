#include "dicechess/rules/game.h"

#include <algorithm>

#include "dicechess/rules/one_die.h"
#include "dicechess/rules/platform_turns.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {

const char* terminationName(Termination t) {
    switch (t) {
        case Termination::None: return "none";
        case Termination::KingCaptured: return "king captured";
        case Termination::HalfmoveRule: return "100 micro-moves without pawn move or capture";
        case Termination::TurnCap: return "turn cap";
        case Termination::Resignation: return "resignation";
        case Termination::DoubleDropped: return "double dropped";
        case Termination::TimeForfeit: return "time forfeit";
        case Termination::Agreement: return "agreement";
        case Termination::IllegalMove: return "illegal move";
        case Termination::EngineCrash: return "crash";
        case Termination::EngineTimeout: return "timeout";
        case Termination::EngineFlood: return "flood";
        case Termination::ProtocolError: return "protocol";
    }
    return "unknown";
}

std::optional<Termination> parseTermination(std::string_view name) {
    for (int t = 0; t <= static_cast<int>(LastTermination); ++t)
        if (name == terminationName(static_cast<Termination>(t))) return static_cast<Termination>(t);
    return std::nullopt;
}

Game::Game(const Position& start, int turnCap, Variant variant, TurnRule rule)
    : m_start(start),
      m_position(start),
      m_turnCap(turnCap),
      m_variant(variant),
      m_rule(variant == Variant::ThreeDice ? rule : TurnRule::Standard) {
    if (!start.dice().empty()) {
        // A position given mid-turn: its pool is the rest of the current roll.
        m_turnInProgress = true;
        m_turns.push_back(TurnRecord{start.sideToMove(), start.dice(), {}});
        if (m_rule == TurnRule::Platform) m_platformTurns = platformTurns(m_position);
        refreshLegalMoves();
        if (m_legal.empty()) completeTurn();
    } else {
        startTurnChecks();
    }
}

void Game::startTurnChecks() {
    if (m_position.halfmoveClock() >= HalfmoveDrawLimit) {
        finish(GameResult::Draw, Termination::HalfmoveRule);
    } else if (m_completedTurns >= m_turnCap) {
        finish(GameResult::Draw, Termination::TurnCap);
    }
}

void Game::roll(DicePool dice) {
    if (!awaitingRoll()) return;
    m_position.setDice(dice);
    m_turnInProgress = true;
    m_turns.push_back(TurnRecord{m_position.sideToMove(), dice, {}});
    if (m_rule == TurnRule::Platform) m_platformTurns = platformTurns(m_position);
    refreshLegalMoves();
    if (m_legal.empty()) completeTurn();
}

bool Game::playMicroMove(Move m) {
    if (isOver() || !m_turnInProgress) return false;
    bool legal = false;
    for (Move candidate : m_legal) legal = legal || candidate == m;
    if (!legal) return false;
    const bool capture = m_position.capturesKing(m);
    const Color mover = m_position.sideToMove();
    m_position.play(m);
    m_turns.back().moves.push_back(m);
    if (capture) {
        m_legal.clear();
        m_canEnd = false;
        m_turnInProgress = false;
        ++m_completedTurns;
        finish(mover == Color::White ? GameResult::WhiteWins : GameResult::BlackWins,
               Termination::KingCaptured);
        return true;
    }
    refreshLegalMoves();
    if (m_legal.empty()) completeTurn();
    return true;
}

bool Game::endTurn() {
    if (!m_canEnd || isOver() || !m_turnInProgress) return false;
    completeTurn();
    return true;
}

void Game::completeTurn() {
    m_position.endTurn();
    m_legal.clear();
    m_canEnd = false;
    m_platformTurns.clear();
    m_turnInProgress = false;
    ++m_completedTurns;
    startTurnChecks();
}

void Game::refreshLegalMoves() {
    m_legal.clear();
    m_canEnd = false;
    if (m_rule == TurnRule::Platform) {
        // The next micro-moves of the turns that begin with the ones played so far.
        const Turn& played = m_turns.back().moves;
        for (const Turn& turn : m_platformTurns) {
            if (turn.size() < played.size() || !std::equal(played.begin(), played.end(), turn.begin()))
                continue;
            if (turn.size() == played.size()) {
                m_canEnd = true;
                continue;
            }
            const Move next = turn[played.size()];
            if (std::find(m_legal.begin(), m_legal.end(), next) == m_legal.end()) m_legal.push_back(next);
        }
        if (m_legal.empty()) m_canEnd = false;  // the turn is complete and ends by itself
        return;
    }
    if (m_variant == Variant::ThreeDice) {
        dicechess::legalMoves(m_position, m_legal);
        return;
    }
    // One die: its type's moves while the die is unspent (castling spends only the King die).
    rolledOneDieMoves(m_position, m_legal);
}

void Game::finish(GameResult result, Termination termination) {
    if (isOver()) return;
    m_result = result;
    m_termination = termination;
    m_legal.clear();
}

}  // namespace dicechess
