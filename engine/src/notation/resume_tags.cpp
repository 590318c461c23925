#include "dicechess/notation/resume_tags.h"

#include <algorithm>
#include <charconv>
#include <string_view>

namespace dicechess {
namespace {

constexpr int MaxCube = 64;
constexpr std::array<const char*, 2> BotTags{"WhiteBot", "BlackBot"};
constexpr std::array<const char*, 2> NameTags{"White", "Black"};
constexpr std::array<const char*, 2> ClockTags{"WhiteClockMs", "BlackClockMs"};

template <class Number>
std::optional<Number> parseWhole(std::string_view text) {
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// The bot's part of a match entrant: its id (and a one-die agent's parameters), without the match's
// movetime or budget, which a record may carry even for bots that ignore them (so not parseEntrant, which
// refuses a movetime on a bot that plays at once). An external engine's id is "engine:NAME" (a name holds
// no ':'), so its first colon is part of the id.
std::string playerOfEntrant(std::string_view entrant, Variant variant) {
    constexpr std::string_view EnginePrefix = "engine:";  // bots/registry's ExternalEnginePrefix
    const std::size_t idStart = entrant.starts_with(EnginePrefix) ? EnginePrefix.size() : 0;
    const std::size_t colon = entrant.find(':', idStart);
    std::string player(entrant.substr(0, colon));
    if (variant != Variant::OneDie || colon == std::string_view::npos) return player;
    std::string_view rest = entrant.substr(colon + 1);
    while (!rest.empty()) {
        const std::size_t next = rest.find(':');
        const std::string_view part = rest.substr(0, next);
        if (!part.starts_with("movetime=") && !part.starts_with("budget=")) (player += ':') += part;
        rest = next == std::string_view::npos ? std::string_view() : rest.substr(next + 1);
    }
    return player;
}

}  // namespace

ResumeTags readResumeTags(const GameRecord& record) {
    ResumeTags tags;
    for (std::size_t c = 0; c < 2; ++c) {
        tags.players[c] = record.tag(BotTags[c]);
        if (tags.players[c].empty())
            tags.players[c] = playerOfEntrant(record.tag(NameTags[c]), record.variant());
    }
    tags.seed = parseWhole<std::uint64_t>(record.tag("Seed")).value_or(0);
    tags.stakes = record.variant() == Variant::ThreeDice && record.tag("Stakes") == "on";
    tags.manualRoll = record.tag("Rolling") == "manual";
    tags.timeControl = parseTimeControl(record.tag("TimeControl")).asOptional();
    if (tags.timeControl)
        for (std::size_t c = 0; c < 2; ++c)
            // Zero resumes nothing, but a finished game keeps it: that is its fallen flag.
            if (const auto ms = parseWhole<std::int64_t>(record.tag(ClockTags[c]));
                ms && (*ms > 0 || (*ms == 0 && record.result != GameResult::Ongoing)))
                tags.clockMs[c] = *ms;
    const auto cube = parseWhole<int>(record.tag("CubeValue"));
    tags.cubeValue = cube && *cube >= 1 && *cube <= MaxCube ? *cube : 1;
    if (record.tag("CubeOwner") == "white") tags.cubeOwner = Color::White;
    if (record.tag("CubeOwner") == "black") tags.cubeOwner = Color::Black;
    tags.reopened = record.tag("Reopened");
    const auto hints = parseWhole<int>(record.tag("Hints"));
    tags.hints = hints && *hints > 0 ? *hints : 0;
    const auto warnings = parseWhole<int>(record.tag("TutorWarnings"));
    tags.tutorWarnings = warnings && *warnings > 0 ? *warnings : 0;
    const auto takebacks = parseWhole<int>(record.tag("Takebacks"));
    tags.takebacks = takebacks && *takebacks > 0 ? *takebacks : 0;
    return tags;
}

void writeResumeTags(GameRecord& record, const ResumeTags& tags) {
    for (std::size_t c = 0; c < 2; ++c) record.setTag(BotTags[c], tags.players[c]);
    record.setTag("Stakes", tags.stakes ? "on" : "off");
    if (tags.manualRoll) record.setTag("Rolling", "manual");
    if (tags.stakes) {
        record.setTag("CubeValue", std::to_string(tags.cubeValue));
        record.setTag("CubeOwner", !tags.cubeOwner                   ? "centre"
                                   : *tags.cubeOwner == Color::White ? "white"
                                                                     : "black");
    }
    if (tags.timeControl)
        for (std::size_t c = 0; c < 2; ++c)
            // A fallen flag leaves a clock below zero; the record keeps it at zero.
            record.setTag(ClockTags[c],
                          std::to_string(std::max<std::int64_t>(0, tags.clockMs[c].value_or(0))));
    if (!tags.reopened.empty()) record.setTag("Reopened", tags.reopened);
    if (tags.hints > 0) record.setTag("Hints", std::to_string(tags.hints));
    if (tags.tutorWarnings > 0) record.setTag("TutorWarnings", std::to_string(tags.tutorWarnings));
    if (tags.takebacks > 0) record.setTag("Takebacks", std::to_string(tags.takebacks));
}

}  // namespace dicechess
