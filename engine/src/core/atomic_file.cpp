#include "dicechess/core/atomic_file.h"

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <system_error>

#include <unistd.h>

namespace dicechess {
namespace {

namespace fs = std::filesystem;

std::string failure(const fs::path& path, const char* what, int error) {
    return "cannot " + std::string(what) + " '" + path.string() + "': " + std::strerror(error);
}

// A name of its own for every write, so two writers of one path (a bot's live save and its final one)
// cannot rename each other's half-written temporary: the last complete file wins.
fs::path temporaryFor(const fs::path& path) {
    static std::atomic<unsigned> writes{0};
    return path.string() + ".tmp" + std::to_string(::getpid()) + "-" + std::to_string(writes++);
}

}  // namespace

Status writeFileAtomically(const fs::path& path, std::string_view bytes) {
    const fs::path temporary = temporaryFor(path);
    std::FILE* file = std::fopen(temporary.c_str(), "wb");
    if (!file) return failure(path, "write", errno);
    const bool written = std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size() &&
                         std::fflush(file) == 0 && ::fsync(::fileno(file)) == 0;
    const int writeError = errno;
    const bool closed = std::fclose(file) == 0;
    const int closeError = errno;
    if (!written || !closed) {
        std::remove(temporary.c_str());  // the old file stays as it was
        return failure(path, "write", written ? closeError : writeError);
    }
    std::error_code error;
    fs::rename(temporary, path, error);
    if (error) {
        std::remove(temporary.c_str());
        return "cannot replace '" + path.string() + "': " + error.message();
    }
    return Done{};
}

Status checkWritable(const fs::path& path) {
    const fs::path temporary = temporaryFor(path);
    std::FILE* file = std::fopen(temporary.c_str(), "wb");
    if (!file) return failure(path, "write", errno);
    std::fclose(file);
    std::remove(temporary.c_str());
    return Done{};
}

}  // namespace dicechess
