// The engine's layout (docs/DESIGN.md, "Engine modules"): no include cycle among its files, every file in
// a module folder, and tests/engine mirrors the module folders. engine/ModuleOrder.cmake checks the order
// of the modules; this checks what a configure-time include scan cannot.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace dicechess {
namespace {

namespace fs = std::filesystem;

const fs::path Root = DICECHESS_SOURCE_DIR;
const std::vector<std::string> Modules = {"core", "rules",    "notation", "eval",    "search",
                                          "bots", "analysis", "play",     "training"};

// Every engine file by its name as included ("dicechess/rules/position.h", "rules/zobrist.h", ...).
std::map<std::string, fs::path> engineFiles() {
    std::map<std::string, fs::path> files;
    for (const fs::path& base : {Root / "engine/include", Root / "engine/src"})
        for (const auto& entry : fs::recursive_directory_iterator(base))
            if (entry.is_regular_file())
                files[fs::relative(entry.path(), base).generic_string()] = entry.path();
    return files;
}

std::vector<std::string> includesOf(const fs::path& file) {
    static const std::regex include(R"(^#include \"([a-z_/]+\.(?:h|inc))\")");
    std::vector<std::string> names;
    std::ifstream in(file);
    std::smatch match;
    for (std::string line; std::getline(in, line);)
        if (std::regex_search(line, match, include)) names.push_back(match[1]);
    return names;
}

TEST(EngineLayoutTest, EveryEngineFileIsInAModuleFolder) {
    const std::set<std::string> modules(Modules.begin(), Modules.end());
    for (const auto& [name, path] : engineFiles()) {
        const std::string folder = name.starts_with("dicechess/") ? name.substr(10) : name;
        EXPECT_TRUE(modules.contains(folder.substr(0, folder.find('/'))))
            << path << " is in no module folder";
    }
}

TEST(EngineLayoutTest, NoIncludeCycle) {
    const std::map<std::string, fs::path> files = engineFiles();
    std::map<std::string, int> state;  // 1: on the current path, 2: done
    std::vector<std::string> path;
    std::function<void(const std::string&)> visit = [&](const std::string& name) {
        state[name] = 1;
        path.push_back(name);
        for (const std::string& included : includesOf(files.at(name))) {
            if (!files.contains(included)) continue;  // a test or platform header: not the engine's
            if (state[included] == 1) {
                std::string cycle;
                for (auto it = std::find(path.begin(), path.end(), included); it != path.end(); ++it)
                    cycle += *it + " -> ";
                ADD_FAILURE() << "include cycle: " << cycle << included;
            } else if (state[included] == 0) {
                visit(included);
            }
        }
        path.pop_back();
        state[name] = 2;
    };
    for (const auto& entry : files) {
        if (state[entry.first] == 0) visit(entry.first);
    }
    EXPECT_GT(files.size(), 100U);
}

TEST(EngineLayoutTest, EngineTestsMirrorTheModuleFolders) {
    std::set<std::string> folders;
    for (const auto& entry : fs::directory_iterator(Root / "tests/engine")) {
        if (entry.is_directory()) folders.insert(entry.path().filename().string());
        const std::string name = entry.path().filename().string();
        if (entry.is_regular_file() && name != "layout_test.cpp") {  // this file: the whole engine's
            EXPECT_FALSE(name.ends_with("_test.cpp"))
                << entry.path() << " belongs in the folder of the module it tests";
        }
    }
    EXPECT_EQ(folders, std::set<std::string>(Modules.begin(), Modules.end()));
}

}  // namespace
}  // namespace dicechess
