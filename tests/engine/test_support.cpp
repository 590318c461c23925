#include "test_support.h"

#include <algorithm>
#include <fstream>
#include <variant>

#include <gtest/gtest.h>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/movegen.h"
#include "dicechess/rules/turngen.h"

namespace dicechess::test {

Position positionFrom(const std::string& dfen, DfenUse use) {
    auto parsed = parseDfen(dfen, use);
    if (const auto* error = std::get_if<DfenError>(&parsed)) {
        ADD_FAILURE() << "bad test DFEN '" << dfen << "': " << error->message();
        return Position::startPosition();
    }
    return std::get<Position>(parsed);
}

std::set<std::string> legalMoveNames(const Position& pos) {
    MoveList moves;
    legalMoves(pos, moves);
    std::set<std::string> names;
    for (Move m : moves) names.insert(toUci(m));
    return names;
}

std::set<std::string> legalTurnTexts(const Position& pos) {
    TurnGenerator generator;
    std::set<std::string> texts;
    for (const Turn& t : generator.legalTurns(pos)) texts.insert(turnToString(t));
    return texts;
}

namespace {

// L*(S): 0 for an empty pool, else the best over pseudo-legal moves of 1 (a king capture) or the dice the
// move spends plus L* after it.
int naiveMaxDice(const Position& s) {
    if (s.dice().empty()) return 0;
    MoveList moves;
    generateMoves(s, moves);
    int best = 0;
    for (Move m : moves)
        best = std::max(best, s.capturesKing(m) ? 1 : m.diceSpent() + naiveMaxDice(s.after(m)));
    return best;
}

void naiveExpand(const Position& s, Turn& prefix, std::vector<NaiveTurn>& out) {
    const int most = naiveMaxDice(s);
    MoveList moves;
    generateMoves(s, moves);
    for (Move m : moves) {
        const bool capture = s.capturesKing(m);
        const Position next = s.after(m);
        const int rest = capture ? 0 : naiveMaxDice(next);
        if (!capture && !(most > 0 && m.diceSpent() + rest == most)) continue;
        prefix.push_back(m);
        if (capture) {
            out.push_back({prefix, next.key()});  // the game ends at the capture, side to move unchanged
        } else if (rest == 0) {
            Position final = next;
            final.endTurn();
            out.push_back({prefix, final.key()});
        } else {
            naiveExpand(next, prefix, out);
        }
        prefix.pop_back();
    }
}

}  // namespace

std::vector<NaiveTurn> naiveLegalTurns(const Position& rolled) {
    std::vector<NaiveTurn> out;
    Turn prefix;
    if (naiveMaxDice(rolled) == 0) {  // a forced pass: one empty turn
        Position final = rolled;
        final.endTurn();
        return {{Turn{}, final.key()}};
    }
    naiveExpand(rolled, prefix, out);
    return out;
}

nlohmann::json loadJson(const std::string& relativePath) {
    std::ifstream in(std::string(DICECHESS_TEST_DATA_DIR) + "/" + relativePath);
    if (!in) {
        ADD_FAILURE() << "cannot open test data " << relativePath;
        return nlohmann::json::array();
    }
    return nlohmann::json::parse(in);
}

int checkBotPlaysLegalTurns(Bot& bot, int games, std::uint64_t seed, int every,
                            const std::function<void(BotRequest&)>& shape, bool wantCandidates) {
    int seen = 0;
    int checked = 0;
    TurnGenerator generator;
    forEachRandomState(games, seed, [&](const Position& pos) {
        if (pos.dice().size() != 3 || seen++ % every != 0) return;
        ++checked;
        Rng rng(1);
        BotRequest request;
        request.position = pos;
        request.rng = &rng;
        shape(request);
        const BotDecision d = bot.chooseTurn(request);
        bool legal = false;
        for (const Turn& t : generator.legalTurns(pos)) legal = legal || t == d.turn;
        EXPECT_TRUE(legal) << bot.info().id << " played " << turnToString(d.turn) << " in " << toDfen(pos);
        if (wantCandidates) {
            EXPECT_FALSE(d.candidates.empty()) << toDfen(pos);
        }
    });
    return checked;
}

std::shared_ptr<const ValueNet> shippedNet() {
    static const std::shared_ptr<const ValueNet> net = []() -> std::shared_ptr<const ValueNet> {
        auto loaded = ValueNet::load(DICECHESS_SHIPPED_NET);
        if (const auto* error = std::get_if<std::string>(&loaded)) {
            ADD_FAILURE() << *error;
            return nullptr;
        }
        return std::make_shared<const ValueNet>(std::get<ValueNet>(std::move(loaded)));
    }();
    return net;
}

}  // namespace dicechess::test
