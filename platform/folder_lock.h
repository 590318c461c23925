#pragma once

#include <filesystem>
#include <string>
#include <variant>

namespace dicechess {

// An exclusive lock on a match folder (flock on DIR/lock), so two processes — the app and the CLI, or two
// machines sharing a file system — never play into the same folder. The operating system releases it when
// the object is destroyed or the process ends, a crash included, so a lock is never left stale.
class FolderLock {
public:
    static std::variant<FolderLock, std::string> acquire(const std::filesystem::path& dir);

    FolderLock(FolderLock&& other) noexcept;
    FolderLock& operator=(FolderLock&& other) noexcept;
    FolderLock(const FolderLock&) = delete;
    FolderLock& operator=(const FolderLock&) = delete;
    ~FolderLock();

private:
    explicit FolderLock(int fd) : m_fd(fd) {}
    int m_fd = -1;
};

}  // namespace dicechess
