// The short specs of the command line and match set-ups: time controls ("3+2"), shards ("1/4"), formats,
// rules dialects and one-die agent specs ("minimax:depth=5"). Parsing never crashes, and each accepted
// value's text parses to the same value.
#include "../fuzz_check.h"
#include "dicechess/bots/study/study_agents.h"
#include "dicechess/core/variant.h"
#include "dicechess/play/match.h"
#include "dicechess/play/tournament.h"

using namespace dicechess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string input = fuzz::text(data, size);
    if (const auto control = parseTimeControl(input)) {
        const auto reread = parseTimeControl(control->text());
        fuzz::check(reread && reread->text() == control->text(), "a time control's text is stable");
    }
    if (const auto shard = parseShard(input)) {
        const auto reread = parseShard(shard->text());
        fuzz::check(reread && *reread == *shard, "a shard's text is the same shard");
    }
    if (const auto format = parseFormat(input))
        fuzz::check(parseFormat(formatName(*format)) == format, "a format's name is the same format");
    if (const auto variant = parseVariant(input))
        fuzz::check(parseVariant(variantName(*variant)) == variant, "a variant's name is the same variant");
    if (const auto agent = parseStudyAgentSpec(input)) {
        const auto reread = parseStudyAgentSpec(agent->text());
        fuzz::check(reread && reread->text() == agent->text(), "an agent spec's text is stable");
    } else {
        fuzz::check(!agent.error().empty(), "a rejected agent spec says why");
    }
    return 0;
}
