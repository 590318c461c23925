// .dcg records (docs/dcg-format.md), single or several per file, with comments and cube actions: reading
// never crashes, and every accepted record writes text that reads back to the same text.
#include <variant>

#include "../fuzz_check.h"
#include "dicechess/notation/record.h"
#include "dicechess/notation/resume_tags.h"

using namespace dicechess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto parsed = readRecords(fuzz::text(data, size));
    const auto* records = std::get_if<std::vector<GameRecord>>(&parsed);
    if (!records) {
        fuzz::check(!std::get<RecordError>(parsed).toString().empty(), "a rejection says why");
        return 0;
    }
    for (const GameRecord& record : *records) {
        const std::string written = writeRecord(record);
        const auto reread = readRecords(written);
        const auto* again = std::get_if<std::vector<GameRecord>>(&reread);
        fuzz::check(again && again->size() == 1, "a written record reads back as one record");
        fuzz::check(writeRecord(again->front()) == written, "a written record is stable");
        replay(record);
        readResumeTags(record);
    }
    return 0;
}
