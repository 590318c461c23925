#include "test_support.h"

#include <fstream>
#include <variant>

#include <gtest/gtest.h>

#include "dicechess/notation.h"

namespace dicechess::test {

Position positionFrom(const std::string& dfen, DfenUse use) {
    auto parsed = parseDfen(dfen, use);
    if (const auto* error = std::get_if<DfenError>(&parsed)) {
        ADD_FAILURE() << "bad test DFEN '" << dfen << "': " << error->message();
        return Position::startPosition();
    }
    return std::get<Position>(parsed);
}

nlohmann::json loadJson(const std::string& relativePath) {
    std::ifstream in(std::string(DICECHESS_TEST_DATA_DIR) + "/" + relativePath);
    if (!in) {
        ADD_FAILURE() << "cannot open test data " << relativePath;
        return nlohmann::json::array();
    }
    return nlohmann::json::parse(in);
}

}  // namespace dicechess::test
