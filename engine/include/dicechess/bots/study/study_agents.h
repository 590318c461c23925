#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dicechess/bots/bot.h"
#include "dicechess/core/result.h"
#include "dicechess/core/variant.h"

namespace dicechess {

// The agents of the Maastricht study (ONE_DIE.md §3, docs/one-die.md) for the one-die dialect, each a Bot
// whose request carries a one-die roll. Written as specs: an id, then `:name=value` parameters
// ("minimax:depth=9", "expecti-mcts:iterations=2000:c=0.8"); parameters left out take their default.

struct StudyParameter {
    std::string name;
    double defaultValue = 0;
    double min = 0;
    double max = 0;
    bool integer = true;
    std::string meaning;
    // A parameter chosen by name ("opponent=basic"); its value is the index of the name.
    std::vector<std::string> choices;
};

struct StudyAgentInfo {
    std::string id;
    std::string name;
    std::string description;
    std::vector<StudyParameter> parameters;
    int level = 0;        // our own levels adapted to one die (5, 7, 8); 0 for the study's agents
    bool thinks = false;  // plays to a movetime or budget (--movetime, :budget=) instead of fixed work
};

const std::vector<StudyAgentInfo>& studyAgentRegistry();
const StudyAgentInfo* findStudyAgent(std::string_view id);

// A parsed spec: the agent and every parameter's value (defaults filled in).
struct StudyAgentSpec {
    const StudyAgentInfo* agent = nullptr;
    std::map<std::string, double, std::less<>> values;

    double value(std::string_view name) const;
    // The spec written back with the parameters that differ from their default ("minimax:depth=9").
    std::string text() const;
};

// Parses a spec; on failure `error` names the part that is wrong (unknown agent or parameter, a value
// that is not a number or out of range).
Result<StudyAgentSpec> parseStudyAgentSpec(std::string_view text);

// The registry of the one-die dialect: the study's agents, then our levels 5, 7 and 8 adapted to it.
// A spec may name one of ours by level ("7") as well as by id.
std::unique_ptr<Bot> createStudyAgent(const StudyAgentSpec& spec);
// By spec text, or what is wrong with the spec.
Result<std::unique_ptr<Bot>> createStudyAgent(std::string_view text);

}  // namespace dicechess
