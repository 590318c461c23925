#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <thread>
#include <vector>

#include "dicechess/core/result.h"
#include "platform/engines/engines_file.h"

namespace dicechess {

// How "engine:NAME" bots are made, for every program (the CLI's commands, the app, the platform bot).
struct EngineMakerOptions {
    // Each engine's stderr is appended to logDir/NAME.stderr.log (the folder made on first use; one
    // that cannot be made leaves the log out, not the engine); none when empty.
    std::filesystem::path logDir;
    std::chrono::milliseconds grace{1'000};  // of every protocol deadline
    // The GUI's thread, which never waits on an engine: there an "engine:NAME" bot is a stand-in that
    // checks the name and starts no process (reading a match set-up or a game record asks for each bot
    // once to check its spec), and throws if asked to play. Engines start in the threads that play them.
    std::optional<std::thread::id> standInThread;
};

// Installs, for the whole process, the one maker of "engine:NAME" bots (bots/registry.h): the engines
// of `engines` (the engines file, read by the caller), or — when the file could not be read — a maker
// that refuses every engine bot with that reason. Replaces any earlier installation. A bot let go before
// it was asked anything (a match checking its entrants) keeps its process for the next bot of that
// engine and variant, so a match starts each engine once before its first game.
void installEngineMaker(const Result<std::vector<EngineConfig>>& engines, EngineMakerOptions options = {});

// The engine session behind an "engine:NAME" bot the maker made (for a caller that speaks to the engine
// itself, like the analysis pane), or null for any other bot. The bot counts as used.
class Bot;
class ExternalEngine;
ExternalEngine* externalEngineOf(Bot& bot);

// The same for a list of engines.
void installExternalEngines(std::vector<EngineConfig> engines, std::filesystem::path logDir,
                            std::chrono::milliseconds grace = std::chrono::milliseconds(1'000));

}  // namespace dicechess
