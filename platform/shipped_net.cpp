#include "platform/shipped_net.h"

#include "platform/shipped_book.h"
#include "platform/shipped_files.h"

#include <filesystem>
#include <system_error>
#include <variant>
#include <vector>

#include "dicechess/eval/value_net.h"
#include "dicechess/notation/opening_book.h"

namespace dicechess {
namespace {

namespace fs = std::filesystem;

// Where a shipped file may be: installed beside the program (share/dicechess/<folder>/<name>), then the
// source tree of this build.
std::vector<fs::path> shippedCandidates(const char* folder, const char* name, const char* sourcePath) {
    std::vector<fs::path> paths;
    std::error_code error;
    const fs::path program = fs::read_symlink("/proc/self/exe", error);
    if (!error) paths.push_back(program.parent_path() / ".." / "share" / "dicechess" / folder / name);
    paths.emplace_back(sourcePath);
    return paths;
}

std::vector<fs::path> shippedNetCandidates() {
    return shippedCandidates("nets", "default.dcvnet", DICECHESS_SOURCE_NET);
}

}  // namespace

std::string shippedFilePath(const char* folder, const char* name, const char* sourcePath) {
    for (const fs::path& candidate : shippedCandidates(folder, name, sourcePath)) {
        std::error_code error;
        if (fs::exists(candidate, error)) return candidate.lexically_normal().string();
    }
    return {};
}

std::string shippedOpeningBookPath() {
    return shippedFilePath("book", "opening.book", DICECHESS_SOURCE_BOOK);
}

std::string shippedPuzzleSetPath() {
    return shippedFilePath("puzzles", "puzzles.txt", DICECHESS_SOURCE_PUZZLES);
}

std::string shippedBookChoicesPath() {
    return shippedFilePath("book", "level9-choices.txt", DICECHESS_SOURCE_CHOICES);
}

void installOpeningBook(std::function<void(const std::string& problem)> warn) {
    setDefaultOpeningBookLoader([warn = std::move(warn)]() -> std::shared_ptr<const OpeningBook> {
        const std::string path = shippedOpeningBookPath();
        if (path.empty()) return nullptr;
        Result<OpeningBook> book = loadOpeningBook(path);
        if (!book) {
            if (warn) warn(book.error() + "; level 9 plays its first turns without it");
            return nullptr;
        }
        return std::make_shared<const OpeningBook>(std::move(*book));
    });
}

NetInstallation installValueNet(const std::optional<std::string>& requested) {
    NetInstallation result;
    if (requested) {
        auto loaded = ValueNet::load(*requested);
        if (auto* error = std::get_if<std::string>(&loaded)) {
            result.error = *error;
            setDefaultValueNet(nullptr);
            return result;
        }
        setDefaultValueNet(std::make_shared<const ValueNet>(std::get<ValueNet>(std::move(loaded))));
        result.path = *requested;
        return result;
    }
    std::string firstProblem;
    for (const fs::path& candidate : shippedNetCandidates()) {
        std::error_code error;
        if (!fs::exists(candidate, error)) continue;
        auto loaded = ValueNet::load(candidate.lexically_normal().string());
        if (auto* problem = std::get_if<std::string>(&loaded)) {
            if (firstProblem.empty()) firstProblem = *problem;
            continue;
        }
        setDefaultValueNet(std::make_shared<const ValueNet>(std::get<ValueNet>(std::move(loaded))));
        result.path = candidate.lexically_normal().string();
        return result;
    }
    setDefaultValueNet(nullptr);
    result.warning =
        (firstProblem.empty() ? std::string("the shipped value network (default.dcvnet) was not found")
                              : firstProblem) +
        "; level 9 and the analysis use the fitted win model instead";
    return result;
}

}  // namespace dicechess
