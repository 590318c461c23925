#include "dicechess/core/atomic_file.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "temp_files.h"
#include "test_support.h"

namespace dicechess {
namespace {

namespace fs = std::filesystem;
using test::FileSizeLimit;
using test::TempDir;

// Whether a temporary of `path` (`<path>.tmp…`) was left beside it.
bool temporaryLeft(const fs::path& path) {
    for (const auto& entry : fs::directory_iterator(path.parent_path()))
        if (entry.path().filename().string().starts_with(path.filename().string() + ".tmp")) return true;
    return false;
}

std::string contentsOf(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(AtomicFileTest, WritesANewFileAndReplacesAnOldOneLeavingNoTemporary) {
    TempDir dir;
    fs::create_directories(dir / "");
    const fs::path path = dir / "report.json";
    EXPECT_EQ(test::errorOf(writeFileAtomically(path, "first")), "");
    EXPECT_EQ(contentsOf(path), "first");
    EXPECT_EQ(test::errorOf(writeFileAtomically(path, std::string("second\0with a nul", 17))), "");
    EXPECT_EQ(contentsOf(path), std::string("second\0with a nul", 17));
    EXPECT_FALSE(temporaryLeft(path));
}

TEST(AtomicFileTest, AWriteThatFailsHalfWayKeepsTheOldFileAndNamesTheFile) {
    TempDir dir;
    fs::create_directories(dir / "");
    const fs::path path = dir / "games.dcg";
    ASSERT_EQ(test::errorOf(writeFileAtomically(path, "the game saved before")), "");
    std::string error;
    {
        const FileSizeLimit limit(100);
        error = test::errorOf(writeFileAtomically(path, std::string(4096, 'x')));
    }
    EXPECT_NE(error.find("cannot write '" + path.string() + "'"), std::string::npos) << error;
    EXPECT_NE(error.find("too large"), std::string::npos) << error;  // the system's reason
    EXPECT_EQ(contentsOf(path), "the game saved before");
    EXPECT_FALSE(temporaryLeft(path));
}

TEST(AtomicFileTest, TwoWritersOfOnePathBothSucceedAndLeaveOneWholeFile) {
    TempDir dir;
    fs::create_directories(dir / "");
    const fs::path path = dir / "game.dcg";
    const std::string live(20000, 'l');
    const std::string final(30000, 'f');
    std::vector<std::string> errors(2);
    auto writer = [&](int which) {
        for (int i = 0; i < 200; ++i)
            if (auto error = test::errorOf(writeFileAtomically(path, which ? final : live)); !error.empty())
                errors[which] = error;
    };
    std::thread first(writer, 0);
    std::thread second(writer, 1);
    first.join();
    second.join();
    EXPECT_EQ(errors, std::vector<std::string>(2));
    const std::string left = contentsOf(path);
    EXPECT_TRUE(left == live || left == final) << left.size() << " bytes";
    EXPECT_FALSE(temporaryLeft(path));
}

TEST(AtomicFileTest, AMissingFolderOrADirectoryInTheWayIsAClearError) {
    TempDir dir;
    fs::create_directories(dir / "taken");
    const fs::path nowhere = dir / "no such folder" / "out.csv";
    EXPECT_NE(
        test::errorOf(writeFileAtomically(nowhere, "x")).find("cannot write '" + nowhere.string() + "'"),
        std::string::npos);
    EXPECT_NE(test::errorOf(checkWritable(nowhere)).find("No such file or directory"), std::string::npos);
    EXPECT_NE(test::errorOf(writeFileAtomically(dir / "taken", "x")).find("cannot replace"),
              std::string::npos);
    EXPECT_TRUE(fs::is_directory(dir / "taken"));
    EXPECT_EQ(test::errorOf(checkWritable(dir / "fine.csv")), "");
    EXPECT_FALSE(fs::exists(dir / "fine.csv"));
    EXPECT_FALSE(temporaryLeft(dir / "fine.csv"));
}

}  // namespace
}  // namespace dicechess
