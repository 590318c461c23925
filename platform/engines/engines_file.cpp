#include "platform/engines/engines_file.h"

#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "dicechess/core/atomic_file.h"

namespace dicechess {
namespace {

using Json = nlohmann::json;
using Engines = Result<std::vector<EngineConfig>>;

// An option's value as the protocol sends it: text, a number or a check box.
std::optional<std::string> optionText(const Json& value) {
    if (value.is_string()) return value.get<std::string>();
    if (value.is_boolean()) return value.get<bool>() ? "true" : "false";
    if (value.is_number_integer()) return std::to_string(value.get<long long>());
    return std::nullopt;
}

}  // namespace

std::optional<std::string> engineNameProblem(const std::string& name) {
    if (name.empty()) return "an engine needs a name";
    for (const char c : name)
        if (c == ':' || c == ',' || c == ' ' || c == '\t' || c == '\n')
            return "the engine name '" + name + "' may not hold spaces, ':' or ','";
    return std::nullopt;
}

Engines parseEngines(std::string_view json, const std::string& source) {
    const Json root = Json::parse(json, nullptr, false);
    if (root.is_discarded()) return Engines::failure(source + ": not valid JSON");
    if (!root.is_array()) return Engines::failure(source + ": expected a JSON array of engines");
    std::vector<EngineConfig> engines;
    for (std::size_t i = 0; i < root.size(); ++i) {
        const Json& entry = root[i];
        const std::string where = source + ": engine " + std::to_string(i + 1);
        if (!entry.is_object()) return Engines::failure(where + " is not an object");
        for (const auto& [key, value] : entry.items()) {
            (void)value;
            if (key != "name" && key != "command" && key != "arguments" && key != "workingDirectory" &&
                key != "options" && key != "protocol")
                return Engines::failure(where + ": unknown field '" + key + "'");
        }
        EngineConfig engine;
        if (!entry.contains("name") || !entry["name"].is_string())
            return Engines::failure(where + ": 'name' must be text");
        engine.name = entry["name"].get<std::string>();
        if (const auto problem = engineNameProblem(engine.name))
            return Engines::failure(where + ": " + *problem);
        const std::string named = where + " (" + engine.name + ")";
        if (findEngine(engines, engine.name)) return Engines::failure(named + ": the name is used twice");
        if (!entry.contains("command") || !entry["command"].is_string() ||
            entry["command"].get<std::string>().empty())
            return Engines::failure(named + ": 'command' must be the program to start");
        engine.command = entry["command"].get<std::string>();
        if (entry.contains("arguments")) {
            if (!entry["arguments"].is_array())
                return Engines::failure(named + ": 'arguments' must be a list of text");
            for (const Json& argument : entry["arguments"]) {
                if (!argument.is_string())
                    return Engines::failure(named + ": 'arguments' must be a list of text");
                engine.arguments.push_back(argument.get<std::string>());
            }
        }
        if (entry.contains("workingDirectory")) {
            if (!entry["workingDirectory"].is_string())
                return Engines::failure(named + ": 'workingDirectory' must be text");
            engine.workingDirectory = entry["workingDirectory"].get<std::string>();
        }
        if (entry.contains("options")) {
            if (!entry["options"].is_object())
                return Engines::failure(named + ": 'options' must map option names to values");
            for (const auto& [option, value] : entry["options"].items()) {
                const auto text = optionText(value);
                if (!text)
                    return Engines::failure(named + ": option '" + option +
                                            "' must be text, a whole number or true/false");
                engine.options[option] = *text;
            }
        }
        if (entry.contains("protocol")) {
            if (!entry["protocol"].is_number_integer() || entry["protocol"].get<int>() != 1)
                return Engines::failure(named +
                                        ": 'protocol' must be 1 (the version of docs/engine-protocol.md)");
            engine.protocol = 1;
        }
        engines.push_back(std::move(engine));
    }
    return engines;
}

Engines loadEngines(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return std::vector<EngineConfig>{};
    std::ifstream in(path, std::ios::binary);
    if (!in) return Engines::failure(path.string() + ": cannot be read");
    std::ostringstream text;
    text << in.rdbuf();
    return parseEngines(text.str(), path.string());
}

std::string enginesToJson(const std::vector<EngineConfig>& engines) {
    Json root = Json::array();
    for (const EngineConfig& engine : engines) {
        Json entry = {{"name", engine.name}, {"command", engine.command}, {"arguments", engine.arguments}};
        if (!engine.workingDirectory.empty()) entry["workingDirectory"] = engine.workingDirectory;
        if (!engine.options.empty()) entry["options"] = engine.options;
        entry["protocol"] = engine.protocol;
        root.push_back(std::move(entry));
    }
    return root.dump(2) + "\n";
}

Status saveEngines(const std::filesystem::path& path, const std::vector<EngineConfig>& engines) {
    std::error_code ec;
    if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), ec);
    return writeFileAtomically(path, enginesToJson(engines));
}

std::filesystem::path defaultEnginesPath() {
    if (const char* explicitPath = std::getenv("DICECHESS_ENGINES"); explicitPath && *explicitPath)
        return explicitPath;
    if (const char* config = std::getenv("XDG_CONFIG_HOME"); config && *config)
        return std::filesystem::path(config) / "DiceChess" / "engines.json";
    const char* home = std::getenv("HOME");
    return std::filesystem::path(home && *home ? home : ".") / ".config" / "DiceChess" / "engines.json";
}

const EngineConfig* findEngine(const std::vector<EngineConfig>& engines, std::string_view name) {
    for (const EngineConfig& engine : engines)
        if (engine.name == name) return &engine;
    return nullptr;
}

}  // namespace dicechess
