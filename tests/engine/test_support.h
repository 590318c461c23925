#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <functional>

#include "dicechess/bots/bot.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/rules/position.h"

namespace dicechess::test {

// A Result as it is, with its error (if any) kept in *error: how the tests check parsers' messages.
template <typename R>
R keepError(R result, std::string* error) {
    if (!result && error) *error = result.error();
    return result;
}

// A Result's error, or "" when it holds a value: lets a test compare and search the message.
template <typename R>
std::string errorOf(const R& result) {
    return result ? std::string() : result.error();
}

// Parses a DFEN that the test knows to be valid (fails the test otherwise).
Position positionFrom(const std::string& dfen, DfenUse use = DfenUse::Play);

// The legal micro-moves of a position with dice, as UCI texts.
std::set<std::string> legalMoveNames(const Position& pos);
// The legal turns of a position with dice, as turn texts ("--" for a forced pass).
std::set<std::string> legalTurnTexts(const Position& pos);

// The legal turns of a rolled position enumerated naively from RULES.md §4 (every order of the dice, every
// pseudo-legal micro-move of the move generator, L* recomputed by plain recursion at every step), with the
// key of each turn's final position: independent of TurnGenerator, so its counts can be checked.
struct NaiveTurn {
    Turn turn;
    std::uint64_t finalKey = 0;
};
std::vector<NaiveTurn> naiveLegalTurns(const Position& rolled);

// The shipped value network (resources/nets/default.dcvnet), loaded once; fails the test when it cannot be.
std::shared_ptr<const ValueNet> shippedNet();

// Loads tests/data/<relativePath> as JSON.
nlohmann::json loadJson(const std::string& relativePath);

// Asks the bot for a turn at every `every`-th random state with three dice (requests shaped by `shape`:
// a budget or a deadline) and checks each answer is one of the legal turns; with `wantCandidates` also that
// candidates came back. Returns how many states were checked.
int checkBotPlaysLegalTurns(Bot& bot, int games, std::uint64_t seed, int every,
                            const std::function<void(BotRequest&)>& shape, bool wantCandidates = false);

// Plays random legal games and calls visit(position) at every state with dice (seeded, deterministic).
template <typename Visit>
void forEachRandomState(int games, std::uint64_t seed, Visit visit);

}  // namespace dicechess::test

#include "test_support_impl.h"
