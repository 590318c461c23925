#include "test_support.h"

#include <fstream>
#include <variant>

#include <gtest/gtest.h>

#include "dicechess/notation.h"
#include "dicechess/turngen.h"

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

}  // namespace dicechess::test
