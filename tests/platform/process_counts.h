#pragma once
// What a test of external engines counts to show nothing leaked: this process's open descriptors and its
// child processes (zombies included), read from /proc.
#include <unistd.h>
#include <filesystem>
#include <fstream>
#include <string>

namespace dicechess::test {

inline int openDescriptors() {
    int count = 0;
    for (auto it = std::filesystem::directory_iterator("/proc/self/fd");
         it != std::filesystem::directory_iterator(); ++it)
        ++count;
    return count;
}

inline int childProcesses() {
    int count = 0;
    const std::string self = std::to_string(::getpid());
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
        std::ifstream stat(entry.path() / "stat");
        std::string pid, name, state, parent;
        if (stat >> pid >> name >> state >> parent && parent == self) ++count;
    }
    return count;
}

}  // namespace dicechess::test
