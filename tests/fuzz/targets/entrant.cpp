// Bot entrant specs ("expectimax:movetime=100", one-die agents with parameters): parsing never crashes,
// and an accepted spec's canonical text parses to the same entrant, in both rules dialects.
#include "../fuzz_check.h"
#include "dicechess/play/tournament.h"

using namespace dicechess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string input = fuzz::text(data, size);
    for (const Variant variant : {Variant::ThreeDice, Variant::OneDie}) {
        const auto entrant = parseEntrant(input, variant);
        if (!entrant) {
            fuzz::check(!entrant.error().empty(), "a rejection says why");
            continue;
        }
        const auto reread = parseEntrant(entrant->spec(), variant);
        fuzz::check(reread.has_value(), "a canonical spec parses");
        fuzz::check(*reread == *entrant, "a canonical spec is the same entrant");
    }
    return 0;
}
