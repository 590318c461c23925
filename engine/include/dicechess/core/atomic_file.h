#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "dicechess/core/result.h"

namespace dicechess {

// Writes `bytes` to a temporary `<path>.tmpPID-N`, flushes it to the disk and renames it over `path`, so a
// crash, a kill or a full disk never leaves half a file: `path` holds either its old contents or all of the
// new ones. Two writers of one path leave one of the two whole. Done, or a message naming the file and the
// system's reason.
Status writeFileAtomically(const std::filesystem::path& path, std::string_view bytes);

// Whether `path` could be written, checked by creating and removing such a temporary: lets a command refuse a
// bad output path before its work rather than after. Done, or the reason.
Status checkWritable(const std::filesystem::path& path);

}  // namespace dicechess
