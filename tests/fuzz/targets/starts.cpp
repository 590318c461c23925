// --starts files (one DFEN per line, blank lines and # comments skipped): parsing never crashes, and every
// accepted start writes a DFEN that parses to the same position.
#include <variant>

#include "../fuzz_check.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/play/tournament.h"

using namespace dicechess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto parsed = parseStartList(fuzz::text(data, size));
    const auto* starts = std::get_if<std::vector<Position>>(&parsed);
    if (!starts) {
        const std::string& error = std::get<std::string>(parsed);
        fuzz::check(error.rfind("line ", 0) == 0 || error.find("no start positions") != std::string::npos,
                    "a rejection names its line, or says the list is empty");
        return 0;
    }
    for (const Position& start : *starts) {
        const auto reread = parseDfen(toDfen(start));
        fuzz::check(std::holds_alternative<Position>(reread) && std::get<Position>(reread) == start,
                    "a start writes back to the same position");
    }
    return 0;
}
