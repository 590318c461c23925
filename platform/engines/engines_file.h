#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "dicechess/core/result.h"

namespace dicechess {

// One external engine the user installed, in the spirit of cutechess's engines.json: how to start it
// (the program and its arguments, passed without a shell), where, the options it is given after the
// handshake, and the protocol version it speaks (docs/engine-protocol.md).
struct EngineConfig {
    std::string name;  // unique; `dicechess-cli match --bot engine:NAME`
    std::string command;
    std::vector<std::string> arguments;
    std::string workingDirectory;  // empty: the caller's
    std::map<std::string, std::string> options;
    int protocol = 1;
};

// The engines file: a JSON array of engines,
//   [{"name": "random", "command": "python3", "arguments": ["random_agent.py"],
//     "workingDirectory": "/opt/agents", "options": {"Seed": "7"}, "protocol": 1}]
// A file that does not exist holds no engines; anything malformed is refused with the file, the entry and
// the field named.
Result<std::vector<EngineConfig>> loadEngines(const std::filesystem::path& path);
Result<std::vector<EngineConfig>> parseEngines(std::string_view json, const std::string& source);
Status saveEngines(const std::filesystem::path& path, const std::vector<EngineConfig>& engines);
std::string enginesToJson(const std::vector<EngineConfig>& engines);

// Where the user's engines file lives: $DICECHESS_ENGINES when set, else
// $XDG_CONFIG_HOME/DiceChess/engines.json, else ~/.config/DiceChess/engines.json.
std::filesystem::path defaultEnginesPath();

// Why `name` cannot name an engine (empty, spaces, ':' or ','), or nothing.
std::optional<std::string> engineNameProblem(const std::string& name);
const EngineConfig* findEngine(const std::vector<EngineConfig>& engines, std::string_view name);

}  // namespace dicechess
