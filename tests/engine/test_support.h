#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "dicechess/notation.h"
#include "dicechess/position.h"

namespace dicechess::test {

// Parses a DFEN that the test knows to be valid (fails the test otherwise).
Position positionFrom(const std::string& dfen, DfenUse use = DfenUse::Play);

// Loads tests/data/<relativePath> as JSON.
nlohmann::json loadJson(const std::string& relativePath);

// Plays random legal games and calls visit(position) at every state with dice (seeded, deterministic).
template <typename Visit>
void forEachRandomState(int games, std::uint64_t seed, Visit visit);

}  // namespace dicechess::test

#include "test_support_impl.h"
