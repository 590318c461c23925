#pragma once

#include <optional>
#include <string>

namespace dicechess {

// What installing the value network gave: the file in use (empty when none) and a message for the user —
// an error when the file asked for cannot be used, a warning when the shipped one is missing or damaged
// (the bots and the analysis then use the fitted win model).
struct NetInstallation {
    std::string path;
    std::string error;
    std::string warning;
};

// Loads `requested` (--eval-file), or else the shipped net (share/dicechess/nets/default.dcvnet beside the
// installed program, or resources/nets/ of the source tree for a build that is not installed), and makes
// it the engine's default net (value_net.h).
NetInstallation installValueNet(const std::optional<std::string>& requested);

}  // namespace dicechess
