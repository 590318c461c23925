// Our bots served over DCEP (play/engine_server.h): scripted sessions through string streams.
#include <gtest/gtest.h>

#include <chrono>
#include <sstream>
#include <streambuf>
#include <string>
#include <thread>
#include <vector>

#include "dicechess/bots/registry.h"
#include "dicechess/core/rng.h"
#include "dicechess/notation/engine_protocol.h"
#include "dicechess/play/engine_server.h"
#include "test_support.h"

namespace dicechess {
namespace {

using namespace std::chrono_literals;

constexpr const char* Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB";
constexpr const char* Middle = "rnbqkb1r/pppp1ppp/5n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 2 QQR";

std::vector<std::string> serve(const std::string& input, const std::string& bot = "greedy") {
    std::istringstream in(input);
    std::ostringstream out;
    EngineServerSettings settings;
    settings.botSpec = bot;
    const Status served = serveEngine(in, out, settings);
    EXPECT_TRUE(served) << (served ? "" : served.error());
    std::vector<std::string> lines;
    std::istringstream text(out.str());
    for (std::string line; std::getline(text, line);) lines.push_back(line);
    return lines;
}

std::vector<std::string> starting(const std::vector<std::string>& lines, const std::string& word) {
    std::vector<std::string> found;
    for (const std::string& line : lines)
        if (line.starts_with(word)) found.push_back(line);
    return found;
}

// Input that arrives in pieces, each after a pause: a host that sends `stop` while the engine thinks.
class SlowInput : public std::streambuf {
public:
    SlowInput(std::vector<std::string> pieces, std::chrono::milliseconds pause)
        : m_pieces(std::move(pieces)), m_pause(pause) {}

protected:
    int_type underflow() override {
        if (m_next == m_pieces.size()) return traits_type::eof();
        if (m_next > 0) std::this_thread::sleep_for(m_pause);
        std::string& piece = m_pieces[m_next++];
        setg(piece.data(), piece.data(), piece.data() + piece.size());
        return traits_type::to_int_type(piece.front());
    }

private:
    std::vector<std::string> m_pieces;
    std::size_t m_next = 0;
    std::chrono::milliseconds m_pause;
};

TEST(EngineServerTest, AScriptedSessionFollowsTheProtocol) {
    const std::vector<std::string> lines = serve(
        "dcep\nsetoption name Seed value 7\nnewgame variant three-dice\nisready\n# a comment\n\n"
        "position dfen " +
        std::string(Start) + "\ngo movetime 50\nposition dfen " + Middle + "\ngo\nbogus\nquit\n");
    ASSERT_GE(lines.size(), 8u);
    EXPECT_EQ(lines[0], "id name DiceChess Studio Greedy");
    EXPECT_EQ(lines[1], "id author DiceChess Studio");
    EXPECT_EQ(starting(lines, "dcepok"), std::vector<std::string>{"dcepok 1"});
    EXPECT_EQ(starting(lines, "readyok").size(), 1u);
    const std::vector<std::string> best = starting(lines, "bestturn ");
    ASSERT_EQ(best.size(), 2u);
    EXPECT_TRUE(dcep::parseTurn(test::positionFrom(Start), best[0].substr(9)));
    EXPECT_TRUE(dcep::parseTurn(test::positionFrom(Middle), best[1].substr(9)));
    EXPECT_EQ(starting(lines, "# error: unknown host command 'bogus'").size(), 1u);
    for (const std::string& line : lines) EXPECT_TRUE(dcep::parseEngineLine(line)) << line;
}

TEST(EngineServerTest, ForcedPassAndMisplacedCommandsAreAnswered) {
    const std::vector<std::string> lines = serve(
        "dcep\ngo\nposition dfen 4k3/8/8/8/8/8/8/4K3 w - - 0 1 QQQ\ngo\nsetoption name Depth value 3\n"
        "position dfen 4k3/8/8/8/8/8/8/4K3 w - - 0 1\ncube double?\ncube take?\n");
    EXPECT_EQ(starting(lines, "bestturn"), std::vector<std::string>{"bestturn pass"});
    EXPECT_EQ(starting(lines, "# error: go before position").size(), 1u);
    EXPECT_EQ(starting(lines, "# error: no option 'Depth'").size(), 1u);
    EXPECT_EQ(starting(lines, "answer ").size(), 2u);
}

TEST(EngineServerTest, StopDuringGoInfiniteGivesALegalTurnPromptly) {
    SlowInput input({"dcep\nposition dfen " + std::string(Middle) + "\ngo infinite\n", "stop\n", "quit\n"},
                    300ms);
    std::istream in(&input);
    std::ostringstream out;
    EngineServerSettings settings;
    settings.botSpec = "monte-carlo";
    const auto start = std::chrono::steady_clock::now();
    ASSERT_TRUE(serveEngine(in, out, settings));
    const auto took = std::chrono::steady_clock::now() - start;
    EXPECT_LT(took, 3s);  // two pauses of 0.3 s; the search itself ends at the stop
    const std::string text = out.str();
    const std::size_t at = text.find("bestturn ");
    ASSERT_NE(at, std::string::npos) << text;
    const std::string turn = text.substr(at + 9, text.find('\n', at) - at - 9);
    EXPECT_TRUE(dcep::parseTurn(test::positionFrom(Middle), turn)) << turn;
}

TEST(EngineServerTest, AServedDecisionIsTheInProcessBotsForTheSameSeed) {
    for (const char* spec : {"random", "greedy", "aggressive"}) {
        for (const char* dfen : {Start, Middle}) {
            const std::vector<std::string> lines =
                serve("dcep\nsetoption name Seed value 42\nnewgame variant three-dice\nposition dfen " +
                          std::string(dfen) + "\ngo\nquit\n",
                      spec);
            const std::vector<std::string> best = starting(lines, "bestturn ");
            ASSERT_EQ(best.size(), 1u) << spec;
            Result<std::unique_ptr<Bot>> bot = createBot(spec, Variant::ThreeDice);
            ASSERT_TRUE(bot);
            Rng rng(42);
            BotRequest request;
            request.position = test::positionFrom(dfen);
            request.rng = &rng;
            request.withCandidates = false;
            EXPECT_EQ(best[0], "bestturn " + dcep::formatTurn((*bot)->chooseTurn(request).turn))
                << spec << " " << dfen;
        }
    }
}

// A host gives a 64-bit game seed as the Seed's two's-complement value (its range is the whole signed
// 64-bit range): the served decisions are the in-process bot's with Rng(seed) for seeds above 2^63 too.
TEST(EngineServerTest, SeedTakesAnySixtyFourBitSeedAsItsTwosComplementValue) {
    const std::vector<std::string> handshake = serve("dcep\nquit\n");
    EXPECT_EQ(starting(handshake, "option name Seed"),
              std::vector<std::string>{
                  "option name Seed type spin default 1 min -9223372036854775808 max 9223372036854775807"});
    for (const std::uint64_t seed : {0xF00DCAFE12345678ULL, 3ULL, 0x8000000000000000ULL}) {
        const std::string value = std::to_string(static_cast<std::int64_t>(seed));
        std::string session = "dcep\nsetoption name Seed value " + value + "\nnewgame variant three-dice\n";
        for (int i = 0; i < 3; ++i) session += "position dfen " + std::string(Start) + "\ngo\n";
        const std::vector<std::string> best = starting(serve(session + "quit\n", "random"), "bestturn ");
        ASSERT_EQ(best.size(), 3u) << value;
        Result<std::unique_ptr<Bot>> bot = createBot("random", Variant::ThreeDice);
        ASSERT_TRUE(bot);
        Rng rng(seed);
        for (int i = 0; i < 3; ++i) {  // one generator through the game, as in a match
            BotRequest request;
            request.position = test::positionFrom(Start);
            request.rng = &rng;
            request.withCandidates = false;
            EXPECT_EQ(best[static_cast<std::size_t>(i)],
                      "bestturn " + dcep::formatTurn((*bot)->chooseTurn(request).turn))
                << value << " decision " << i;
        }
    }
    const std::vector<std::string> refused =
        serve("dcep\nsetoption name Seed value 9223372036854775808\nsetoption name Seed value x\nquit\n");
    EXPECT_EQ(starting(refused, "# error: Seed").size(), 2u);
}

// Every one-die agent is served (docs/engine-protocol.md §14): by --bot, by `setoption name Bot`, and the
// default bot picks one for `newgame variant one-die`; its turns follow the one-die rules.
TEST(EngineServerTest, OneDieAgentsAreServedForOneDieGames) {
    const std::string castle = "4k3/8/8/8/8/8/8/4K2R w K - 0 1 K";
    const std::string game = "newgame variant one-die\nisready\nposition dfen " + castle + "\ngo\nquit\n";
    for (const auto& [bot, input] : std::vector<std::pair<std::string, std::string>>{
             {"minimax", "dcep\n" + game},
             {"expectimax:depth=2", "dcep\n" + game},
             {"", "dcep\n" + game},
             {"", "dcep\nsetoption name Bot value minimax\n" + game},
             {"greedy", "dcep\nsetoption name Bot value minimax:depth=2\n" + game}}) {
        const std::vector<std::string> lines = serve(input, bot);
        EXPECT_TRUE(starting(lines, "# error").empty()) << bot << ": " << starting(lines, "# error").front();
        const std::vector<std::string> best = starting(lines, "bestturn ");
        ASSERT_EQ(best.size(), 1u) << bot;
        EXPECT_TRUE(dcep::parseTurn(test::positionFrom(castle), best[0].substr(9), Variant::OneDie))
            << bot << ": " << best[0];
    }
    // A one-die agent names itself in the handshake before any game.
    EXPECT_EQ(serve("dcep\nquit\n", "minimax").front().rfind("id name DiceChess Studio ", 0), 0u);
}

// A game the bot does not play is never played under the other rules: the engine says why and ends.
TEST(EngineServerTest, AGameInAVariantTheBotDoesNotPlayEndsTheSession) {
    for (const auto& [bot, variant] :
         std::vector<std::pair<std::string, std::string>>{{"greedy", "one-die"}, {"minimax", "three-dice"}}) {
        std::istringstream in("dcep\nnewgame variant " + variant + "\nisready\nposition dfen " + Start +
                              "\ngo\nquit\n");
        std::ostringstream out;
        EngineServerSettings settings;
        settings.botSpec = bot;
        const Status served = serveEngine(in, out, settings);
        ASSERT_FALSE(served) << bot;
        EXPECT_NE(served.error().find("Bot '" + bot + "' does not play " + variant + " games"),
                  std::string::npos)
            << served.error();
        EXPECT_NE(out.str().find("# error: Bot '" + bot + "'"), std::string::npos) << out.str();
        EXPECT_EQ(out.str().find("readyok"), std::string::npos) << out.str();
        EXPECT_EQ(out.str().find("bestturn"), std::string::npos) << out.str();
    }
}

TEST(EngineServerTest, AnUnknownBotIsRefused) {
    std::istringstream in("dcep\n");
    std::ostringstream out;
    EngineServerSettings settings;
    settings.botSpec = "no-such-bot";
    EXPECT_FALSE(serveEngine(in, out, settings));
    EXPECT_TRUE(out.str().empty());
}

}  // namespace
}  // namespace dicechess
