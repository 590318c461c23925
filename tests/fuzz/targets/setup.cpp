// setup.txt of a match folder: parsing never crashes, and an accepted set-up writes text that parses to
// the same text.
#include <variant>

#include "../fuzz_check.h"
#include "dicechess/play/match_folder.h"

using namespace dicechess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto parsed = parseSetupText(fuzz::text(data, size));
    const auto* setup = std::get_if<TournamentSetup>(&parsed);
    if (!setup) return 0;
    const std::string written = setupText(*setup);
    const auto reread = parseSetupText(written);
    fuzz::check(std::holds_alternative<TournamentSetup>(reread), "a written set-up parses");
    fuzz::check(setupText(std::get<TournamentSetup>(reread)) == written, "a written set-up is stable");
    fuzz::check(std::get<TournamentSetup>(reread).sameTournament(*setup), "a written set-up is the same");
    return 0;
}
