// Level 9 with its own value network (Entrant net=FILE): what a head-to-head of two nets is built on.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "dicechess/eval/value_net.h"
#include "dicechess/play/match_game.h"
#include "dicechess/play/tournament.h"
#include "temp_files.h"
#include "test_support.h"

namespace dicechess {
namespace {

std::string writeFile(const std::filesystem::path& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
    return path.string();
}

// A net that judges every position alike (all weights zero): level 9 then plays by king-capture odds only.
std::string flatNetBytes() {
    return ValueNet::fromParameters(NetParameters{}, "flat").toBytes();
}

TEST(EntrantNetTest, NetFileParsesIntoTheSpecAndTwoLoadsOfOneFileAreEqual) {
    test::TempDir dir;
    std::filesystem::create_directories(dir / "");
    const std::string shipped = writeFile(dir / "shipped.dcvnet", test::shippedNet()->toBytes());
    const std::string flat = writeFile(dir / "flat.dcvnet", flatNetBytes());
    std::string error;
    const auto first = test::keepError(parseEntrant("9:budget=200:net=" + shipped), &error);
    ASSERT_TRUE(first) << error;
    EXPECT_EQ(first->spec(), "neural:budget=200:net=" + shipped);
    ASSERT_TRUE(first->net);
    EXPECT_NE(first->net->payloadChecksum(), 0U);
    const auto again = parseEntrant(first->spec());
    ASSERT_TRUE(again);
    EXPECT_EQ(*again, *first);  // a resumed match folder names the same entrant
    const auto other = parseEntrant("neural:budget=200:net=" + flat);
    ASSERT_TRUE(other);
    EXPECT_FALSE(*other == *first);
    writeFile(dir / "shipped.dcvnet", flatNetBytes());  // the file changed between two runs
    const auto changed = parseEntrant(first->spec());
    ASSERT_TRUE(changed);
    EXPECT_FALSE(*changed == *first);
}

TEST(EntrantNetTest, BadNetOptionsSayWhatIsWrong) {
    test::TempDir dir;
    std::filesystem::create_directories(dir / "");
    const std::string flat = writeFile(dir / "flat.dcvnet", flatNetBytes());
    const std::string junk = writeFile(dir / "junk.dcvnet", "not a net at all");
    std::string error;
    for (const auto& [text, expected] :
         {std::pair{"greedy:net=" + flat, std::string("level 9 (neural) only")},
          std::pair{"7:budget=100:net=" + flat, std::string("level 9 (neural) only")},
          std::pair{std::string("9:net="), std::string("net needs a file")},
          std::pair{"9:net=" + (dir / "missing.dcvnet").string(), std::string("cannot open the file")},
          std::pair{"9:net=" + junk, std::string("not a DiceChess value network")}}) {
        EXPECT_FALSE(test::keepError(parseEntrant(text), &error)) << text;
        EXPECT_NE(error.find(expected), std::string::npos) << error;
    }
}

TEST(EntrantNetTest, TheBotUnderTestPlaysWithItsOwnNet) {
    setDefaultValueNet(test::shippedNet());
    MatchOptions options;
    options.bot = "neural";
    options.baseline = "greedy";
    options.workBudget = 300;
    options.seed = 4;
    options.keepRecords = true;
    const MatchGame installed = playMatchGame(options, 0, true);
    options.botNet = std::make_shared<const ValueNet>(ValueNet::fromParameters(NetParameters{}));
    const MatchGame flat = playMatchGame(options, 0, true);
    options.botNet = test::shippedNet();
    const MatchGame sameNet = playMatchGame(options, 0, true);
    ASSERT_TRUE(installed.record && flat.record && sameNet.record);
    EXPECT_EQ(writeRecord(*sameNet.record), writeRecord(*installed.record));
    EXPECT_NE(writeRecord(*flat.record), writeRecord(*installed.record));
}

}  // namespace
}  // namespace dicechess
