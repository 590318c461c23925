// Value-network files (--eval-file): loading never crashes, a rejection says why, and an accepted net
// writes bytes that load to the same bytes. Each input is tried as it is and with its header's payload
// size and checksum made to fit, so that mutations reach the weights instead of stopping at the checksum.
#include <variant>

#include "../fuzz_check.h"
#include "dicechess/eval/value_net.h"

using namespace dicechess;

namespace {

std::string withRepairedChecksum(std::string bytes) {
    const std::size_t header = ValueNet::HeaderBytes;
    const auto payload = static_cast<std::uint32_t>(bytes.size() - header);
    const std::uint64_t sum = ValueNet::checksum(std::string_view(bytes).substr(header));
    for (std::size_t i = 0; i < 4; ++i)
        bytes[header - 12 + i] = static_cast<char>((payload >> (8 * i)) & 0xFFU);
    for (std::size_t i = 0; i < 8; ++i) bytes[header - 8 + i] = static_cast<char>((sum >> (8 * i)) & 0xFFU);
    return bytes;
}

void checkNet(const std::string& input) {
    const auto loaded = ValueNet::fromBytes(input, "fuzz");
    const auto* net = std::get_if<ValueNet>(&loaded);
    if (!net) {
        fuzz::check(std::get<std::string>(loaded).find("fuzz") != std::string::npos,
                    "a rejection names the file");
        return;
    }
    const std::string bytes = net->toBytes();
    const auto reread = ValueNet::fromBytes(bytes, "fuzz");
    fuzz::check(std::holds_alternative<ValueNet>(reread), "a written net loads");
    fuzz::check(std::get<ValueNet>(reread).toBytes() == bytes, "a written net is stable");
    const double value = net->winProbability(Position::startPosition());
    fuzz::check(value >= 0.0 && value <= 1.0, "a loaded net gives probabilities");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string input = fuzz::text(data, size);
    checkNet(input);
    if (size >= ValueNet::HeaderBytes) checkNet(withRepairedChecksum(input));
    return 0;
}
