// What `dicechess-cli bot` reads from a platform server (docs/platform-wire.md §5, §14): ndjson stream
// bytes, cut into pieces at the places the input's first byte picks, and each event's move tree and game
// history. Nothing crashes; the events do not depend on how the bytes were cut; a tree that reads as paths
// writes back to a tree that reads as the same paths; a history accepted as a record is a .dcg our reader
// takes back with the same turns; a client's log of the events (LiveGameLog, the app's and the bot's) takes
// every one of them, whatever its fields' types, and its record so far is written or refused with a reason.
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "../fuzz_check.h"
#include "online/live_game_log.h"
#include "online/ndjson_lines.h"
#include "online/platform_client.h"
#include "online/platform_record.h"

using namespace dicechess;
using namespace dicechess::online;

namespace {

void checkTree(const Json& tree) {
    const auto paths = pathsOfTree(tree);
    if (!paths) {
        fuzz::check(!paths.error().empty(), "a refused tree says why");
        return;
    }
    const auto again = pathsOfTree(moveTree(*paths));
    fuzz::check(again && *again == *paths, "a tree's paths write back to the same paths");
}

void checkHistory(const Json& history) {
    const auto record = recordFromHistory(history);
    if (!record) {
        fuzz::check(!record.error().empty(), "a refused history says why");
        return;
    }
    const auto reread = readRecords(writeRecord(*record));
    fuzz::check(std::holds_alternative<std::vector<GameRecord>>(reread),
                "an accepted history is a readable .dcg");
    const auto& games = std::get<std::vector<GameRecord>>(reread);
    fuzz::check(games.size() == 1 && games.front().turns.size() == record->turns.size(),
                "the .dcg has the history's turns");
}

void checkEvent(const Json& event) {
    if (event.contains("DiceRolled") && event["DiceRolled"].is_object() &&
        event["DiceRolled"].contains("legalMoves"))
        checkTree(event["DiceRolled"]["legalMoves"]);
    if (event.contains("legalMoves")) checkTree(event["legalMoves"]);
    if (event.contains("turns")) checkHistory(event);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::size_t piece = data[0] % 16 + 1;
    const std::string bytes = fuzz::text(data + 1, size - 1);
    NdjsonLines whole;
    const std::vector<Json> events = whole.feed(bytes);
    NdjsonLines cut;
    std::vector<Json> pieced;
    for (std::size_t at = 0; at < bytes.size(); at += piece)
        for (Json& event : cut.feed(std::string_view(bytes).substr(at, piece)))
            pieced.push_back(std::move(event));
    fuzz::check(pieced == events && cut.skipped == whole.skipped && cut.pending() == whole.pending(),
                "the events do not depend on how the bytes arrive");
    LiveGameLog log;
    for (const Json& event : events) {
        fuzz::check(event.is_object(), "an event is a JSON object");
        checkEvent(event);
        log.take(event);
    }
    const auto sofar = log.record("fuzz");
    fuzz::check(sofar || !sofar.error().empty(), "a log's record that does not replay says why");
    return 0;
}
