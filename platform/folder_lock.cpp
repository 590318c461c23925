#include "platform/folder_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>
#include <utility>

namespace dicechess {

std::variant<FolderLock, std::string> FolderLock::acquire(const std::filesystem::path& dir) {
    const std::filesystem::path path = dir / "lock";
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return "cannot open " + path.string() + ": " + std::strerror(errno);
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        const int error = errno;
        ::close(fd);
        if (error == EWOULDBLOCK)
            return dir.string() +
                   " is being played by another process (its lock file is held); stop that first";
        return "cannot lock " + path.string() + ": " + std::strerror(error);
    }
    return FolderLock(fd);
}

FolderLock::FolderLock(FolderLock&& other) noexcept : m_fd(std::exchange(other.m_fd, -1)) {}

FolderLock& FolderLock::operator=(FolderLock&& other) noexcept {
    if (this != &other) {
        if (m_fd >= 0) ::close(m_fd);
        m_fd = std::exchange(other.m_fd, -1);
    }
    return *this;
}

FolderLock::~FolderLock() {
    if (m_fd >= 0) ::close(m_fd);  // closing the descriptor releases the flock
}

}  // namespace dicechess
