// DFEN (RULES.md §11): parsing never crashes, and an accepted position writes back to text that parses
// to the same position and the same text, for play and for geometry-only use.
#include <variant>

#include "../fuzz_check.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/rules/turngen.h"

using namespace dicechess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string input = fuzz::text(data, size);
    for (const DfenUse use : {DfenUse::Play, DfenUse::Geometry}) {
        const auto parsed = parseDfen(input, use);
        const auto* position = std::get_if<Position>(&parsed);
        if (!position) {
            fuzz::check(!std::get<DfenError>(parsed).message().empty(), "a rejection says why");
            continue;
        }
        const std::string written = toDfen(*position);
        const auto reread = parseDfen(written, use);
        fuzz::check(std::holds_alternative<Position>(reread), "written DFEN parses");
        fuzz::check(std::get<Position>(reread) == *position, "written DFEN is the same position");
        fuzz::check(toDfen(std::get<Position>(reread)) == written, "written DFEN is stable");
        if (use == DfenUse::Play && !position->dice().empty()) {
            MoveList moves;
            legalMoves(*position, moves);
        }
        const RollProbability odds = kingCaptureProbability(*position, Color::White);
        fuzz::check(odds.outcomes >= 0 && odds.outcomes <= 216, "KCP counts rolls out of 216");
    }
    return 0;
}
