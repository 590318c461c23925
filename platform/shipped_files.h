#pragma once

#include <string>

namespace dicechess {

// Where a shipped data file is: share/dicechess/<folder>/<name> beside the installed program, else
// `sourcePath` in the source tree of this build; "" when neither exists.
std::string shippedFilePath(const char* folder, const char* name, const char* sourcePath);

}  // namespace dicechess
