// Value-network files (--eval-file): loading never crashes, a rejection says why, and an accepted net
// writes bytes that load to the same bytes.
#include <variant>

#include "../fuzz_check.h"
#include "dicechess/value_net.h"

using namespace dicechess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto loaded =
        ValueNet::fromBytes(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz");
    const auto* net = std::get_if<ValueNet>(&loaded);
    if (!net) {
        fuzz::check(std::get<std::string>(loaded).find("fuzz") != std::string::npos,
                    "a rejection names the file");
        return 0;
    }
    const std::string bytes = net->toBytes();
    const auto reread = ValueNet::fromBytes(bytes, "fuzz");
    fuzz::check(std::holds_alternative<ValueNet>(reread), "a written net loads");
    fuzz::check(std::get<ValueNet>(reread).toBytes() == bytes, "a written net is stable");
    fuzz::check(net->winProbability(Position::startPosition()) >= 0.0 &&
                    net->winProbability(Position::startPosition()) <= 1.0,
                "a loaded net gives probabilities");
    return 0;
}
