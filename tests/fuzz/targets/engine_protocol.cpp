// DCEP lines (docs/engine-protocol.md), one per input line: the host's parser of engine output (every line
// as an engine line; a bestturn's text read against rolled positions of both dialects, as the host checks
// it) and an engine's parser of host commands (position … turns under both dialects). Nothing crashes,
// a rejection says why, an accepted line formats to a line that parses and formats to the same text, and
// an accepted turn's text reads back as the same turn.
#include <array>
#include <string_view>

#include "../fuzz_check.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/engine_protocol.h"

using namespace dicechess;

namespace {

struct Rolled {
    Position position;
    Variant variant;
};

const std::array<Rolled, 4>& rolledPositions() {
    static const std::array<Rolled, 4> positions = {
        Rolled{*parseDfen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB"),
               Variant::ThreeDice},
        Rolled{*parseDfen("r3k2r/pPp2ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 12 PKR"), Variant::ThreeDice},
        Rolled{*parseDfen("4k3/8/8/8/8/8/8/4K3 w - - 0 1 QQQ"), Variant::ThreeDice},
        Rolled{*parseDfen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 N"), Variant::OneDie},
    };
    return positions;
}

void checkTurnText(std::string_view text) {
    for (const Rolled& rolled : rolledPositions()) {
        const Result<Turn> turn = dcep::parseTurn(rolled.position, text, rolled.variant);
        if (!turn) {
            fuzz::check(!turn.error().empty(), "a refused turn says why");
            continue;
        }
        const std::string written = dcep::formatTurn(*turn);
        const Result<Turn> reread = dcep::parseTurn(rolled.position, written, rolled.variant);
        fuzz::check(reread && dcep::formatTurn(*reread) == written,
                    "an accepted turn's text is the same turn");
    }
}

void checkEngineLine(std::string_view line) {
    (void)dcep::isAdvisoryLine(line);
    const Result<dcep::EngineMessage> message = dcep::parseEngineLine(line);
    if (!message) {
        fuzz::check(!message.error().empty(), "a refused engine line says why");
        return;
    }
    const std::string written = dcep::formatEngineMessage(*message);
    const Result<dcep::EngineMessage> reread = dcep::parseEngineLine(written);
    fuzz::check(reread && reread->index() == message->index(), "a written engine message parses as itself");
    fuzz::check(dcep::formatEngineMessage(*reread) == written, "an engine message's text is stable");
    if (const auto* best = std::get_if<dcep::BestTurnMessage>(&*message)) checkTurnText(best->turn);
}

void checkHostLine(std::string_view line) {
    for (const Variant variant : {Variant::ThreeDice, Variant::OneDie}) {
        const Result<dcep::HostCommand> command = dcep::parseHostLine(line, variant);
        if (!command) {
            fuzz::check(!command.error().empty(), "a refused host line says why");
            continue;
        }
        const std::string written = dcep::formatHostCommand(*command);
        const Result<dcep::HostCommand> reread = dcep::parseHostLine(written, variant);
        fuzz::check(reread && reread->index() == command->index(), "a written host command parses as itself");
        fuzz::check(dcep::formatHostCommand(*reread) == written, "a host command's text is stable");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string input = fuzz::text(data, size);
    std::string_view rest = input;
    for (int lines = 0; lines < 64; ++lines) {
        const std::size_t end = rest.find('\n');
        const std::string_view line = rest.substr(0, end);
        checkEngineLine(line);
        checkHostLine(line);
        if (end == std::string_view::npos) break;
        rest.remove_prefix(end + 1);
    }
    return 0;
}
