// Properties over many seeded random games (RULES.md as a whole).
#include <algorithm>
#include <cstdlib>
#include <set>
#include <unordered_map>

#include <gtest/gtest.h>

#include "dicechess/core/rng.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/rules/turngen.h"
#include "test_support.h"

namespace dicechess {
namespace {

// The sanitizer run lowers the count through DICECHESS_PROPERTY_GAMES; the normal run uses 10,000.
int propertyGames() {
    if (const char* text = std::getenv("DICECHESS_PROPERTY_GAMES")) return std::max(1, std::atoi(text));
    return 10000;
}

// Legal micro-moves per visited state, so turns sharing a prefix are checked once per state.
class LegalMoveCache {
public:
    bool isLegal(const Position& pos, Move m) {
        auto [it, inserted] = m_moves.try_emplace(pos.key());
        if (inserted) {
            MoveList legal;
            legalMoves(pos, legal);
            for (Move l : legal) it->second.insert(l.raw());
        }
        return it->second.count(m.raw()) != 0;
    }

private:
    std::unordered_map<std::uint64_t, std::set<std::uint16_t>> m_moves;
};

void checkTurnsReplay(const Position& pos, TurnGenerator& generator) {
    LegalMoveCache cache;
    MoveList first;
    legalMoves(pos, first);
    std::set<std::uint16_t> firstMoves;
    for (Move m : first) firstMoves.insert(m.raw());
    std::set<std::uint16_t> turnFirsts;
    for (const Turn& turn : generator.legalTurns(pos)) {
        if (turn.empty()) {
            ASSERT_TRUE(first.empty());
            continue;
        }
        turnFirsts.insert(turn[0].raw());
        // Replays the turn as `apply` does: each micro-move legal in turn, and the turn then complete.
        Position replay = pos;
        for (std::size_t i = 0; i < turn.size(); ++i) {
            ASSERT_TRUE(cache.isLegal(replay, turn[i])) << toDfen(pos) << " " << turnToString(turn);
            const bool capture = replay.capturesKing(turn[i]);
            replay.play(turn[i]);
            if (capture) {
                ASSERT_EQ(i + 1, turn.size());
            }
        }
        ASSERT_EQ(maxDice(replay), 0) << toDfen(pos) << " " << turnToString(turn);
    }
    ASSERT_EQ(firstMoves, turnFirsts) << toDfen(pos);
}

TEST(PropertiesTest, RandomGamesKeepEveryInvariant) {
    const int games = propertyGames();
    Rng rng(20261122);
    TurnGenerator generator;
    long long states = 0;
    for (int g = 0; g < games; ++g) {
        Game game(Position::startPosition(), 300);
        while (!game.isOver()) {
            game.roll(rng.rollDice());
            bool turnStart = true;
            while (!game.legalMoves().empty()) {
                const Position& pos = game.position();
                ++states;
                ASSERT_EQ(pos.key(), pos.computeKey());
                auto parsed = parseDfen(toDfen(pos));
                ASSERT_TRUE(std::holds_alternative<Position>(parsed)) << toDfen(pos);
                ASSERT_EQ(std::get<Position>(parsed), pos);
                ASSERT_EQ(std::get<Position>(parsed).key(), pos.key());
                // The full turn checks cost the most; a sample of turn starts keeps the run short.
                if (turnStart && g % 4 == 0) checkTurnsReplay(pos, generator);
                if (turnStart) {
                    const double kcp = kingCaptureProbability(pos, ~pos.sideToMove()).value();
                    ASSERT_GE(kcp, 0.0);
                    ASSERT_LE(kcp, 1.0);
                }
                turnStart = false;
                const MoveList& legal = game.legalMoves();
                ASSERT_TRUE(game.playMicroMove(legal[rng.below(legal.size())]));
            }
        }
        ASSERT_EQ(game.position().key(), game.position().computeKey());
    }
    EXPECT_GT(states, games * 10LL);
}

}  // namespace
}  // namespace dicechess
