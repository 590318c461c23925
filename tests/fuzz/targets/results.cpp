// results.tsv lines of a match folder, checked against a round-robin of three entrants with four pairs
// per pairing: parsing never crashes, and an accepted line is written back and read again unchanged
// (after the first write has rounded its times to the file's three decimals).
#include <variant>

#include "../fuzz_check.h"
#include "dicechess/play/match_folder.h"

using namespace dicechess;

namespace {

TournamentSetup threeEntrants() {
    TournamentSetup setup;
    setup.format = TournamentFormat::RoundRobin;
    setup.entrants = {Entrant{"random"}, Entrant{"greedy"}, Entrant{"aggressive"}};
    setup.pairsPerPairing = 4;
    return setup;
}

std::string withoutNewline(std::string line) {
    if (!line.empty() && line.back() == '\n') line.pop_back();
    return line;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const TournamentSetup setup = threeEntrants();
    const int pairings = static_cast<int>(pairingsOf(setup).size());
    const auto parsed = parseResultLine(fuzz::text(data, size), setup);
    const auto* game = std::get_if<TournamentGame>(&parsed);
    if (!game) return 0;
    const std::string written = resultLine(*game, pairings);
    fuzz::check(written.find('\n') == written.size() - 1, "a result is one line");
    const auto reread = parseResultLine(withoutNewline(written), setup);
    fuzz::check(std::holds_alternative<TournamentGame>(reread), "a written result line parses");
    const std::string again = resultLine(std::get<TournamentGame>(reread), pairings);
    const auto third = parseResultLine(withoutNewline(again), setup);
    fuzz::check(std::holds_alternative<TournamentGame>(third) &&
                    resultLine(std::get<TournamentGame>(third), pairings) == again,
                "a written result line is stable");
    return 0;
}
