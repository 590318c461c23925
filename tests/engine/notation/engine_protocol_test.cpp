// The text layer of DCEP (docs/engine-protocol.md): engine lines, host commands and turn texts.
#include <gtest/gtest.h>

#include <string>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/engine_protocol.h"
#include "test_support.h"

namespace dicechess::dcep {
namespace {

constexpr const char* Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB";

template <typename T>
T engineLine(const std::string& line) {
    const Result<EngineMessage> message = parseEngineLine(line);
    EXPECT_TRUE(message) << line << ": " << (message ? "" : message.error());
    EXPECT_TRUE(message && std::holds_alternative<T>(*message)) << line;
    return message && std::holds_alternative<T>(*message) ? std::get<T>(*message) : T{};
}

std::string engineError(const std::string& line) {
    const Result<EngineMessage> message = parseEngineLine(line);
    EXPECT_FALSE(message) << line;
    return message ? std::string() : message.error();
}

TEST(EngineProtocolTest, HandshakeLinesParseAndFormatBack) {
    const IdMessage name = engineLine<IdMessage>("id name Random Agent 2.0");
    EXPECT_EQ(name.field, IdMessage::Field::Name);
    EXPECT_EQ(name.text, "Random Agent 2.0");
    EXPECT_EQ(engineLine<IdMessage>("id author A. Student").field, IdMessage::Field::Author);
    const OptionMessage seed = engineLine<OptionMessage>("option name Seed type spin default 1 min 0 max 99");
    EXPECT_EQ(seed.name, "Seed");
    EXPECT_EQ(seed.type, OptionMessage::Type::Spin);
    EXPECT_EQ(seed.min, 0);
    EXPECT_EQ(seed.max, 99);
    const OptionMessage style =
        engineLine<OptionMessage>("option name Style type combo default a var a var b");
    EXPECT_EQ(style.vars, (std::vector<std::string>{"a", "b"}));
    EXPECT_EQ(engineLine<OptionMessage>("option name Book type string default").defaultValue, "");
    EXPECT_EQ(engineLine<DcepOkMessage>("dcepok 1").version, 1);
    engineLine<ReadyOkMessage>("readyok");
    for (const char* line : {"id name X", "option name Seed type spin default 1 min 0 max 99",
                             "option name DCEP_Cube type check default false", "dcepok 1", "readyok",
                             "legalturns", "answer yes", "bestturn e2e4,g1f3,f1c4",
                             "info depth 2 nodes 500 time 12 winpct 51.5 currturn e2e4 pv e2e4,d2d4"}) {
        const Result<EngineMessage> message = parseEngineLine(line);
        ASSERT_TRUE(message) << line;
        EXPECT_EQ(formatEngineMessage(*message), line);
    }
}

TEST(EngineProtocolTest, DecisionLinesCarryTheirValues) {
    const InfoMessage info = engineLine<InfoMessage>("info winpct 100 depth 3 pv a1a8,a8e8");
    EXPECT_EQ(info.depth, 3);
    EXPECT_EQ(info.winPercent, 100.0);
    EXPECT_EQ(info.pv, "a1a8,a8e8");
    EXPECT_FALSE(info.nodes);
    EXPECT_EQ(engineLine<BestTurnMessage>("bestturn pass").turn, "pass");
    EXPECT_TRUE(engineLine<AnswerMessage>("answer yes").yes);
    EXPECT_FALSE(engineLine<AnswerMessage>("answer no\r").yes);
    engineLine<LegalTurnsMessage>("legalturns");
    engineLine<CommentMessage>("# thinking aloud");
    engineLine<CommentMessage>("");
    engineLine<CommentMessage>("   ");
}

TEST(EngineProtocolTest, EveryMalformedEngineLineIsRefusedSayingWhy) {
    EXPECT_NE(engineError("bestmove e2e4").find("unknown engine message 'bestmove'"), std::string::npos);
    EXPECT_NE(engineError("id nickname X").find("'id nickname' is unknown"), std::string::npos);
    EXPECT_NE(engineError("id name").find("without text"), std::string::npos);
    EXPECT_NE(engineError("dcepok").find("one version"), std::string::npos);
    EXPECT_NE(engineError("dcepok one").find("not a positive integer"), std::string::npos);
    EXPECT_NE(engineError("readyok now").find("takes no arguments"), std::string::npos);
    EXPECT_NE(engineError("bestturn").find("exactly one turn"), std::string::npos);
    EXPECT_NE(engineError("bestturn e2e4, g1f3").find("exactly one turn"), std::string::npos);
    EXPECT_NE(engineError("answer maybe").find("'answer yes' or 'answer no'"), std::string::npos);
    EXPECT_NE(engineError("info depth").find("'depth' without a value"), std::string::npos);
    EXPECT_NE(engineError("info depth x").find("not a depth"), std::string::npos);
    EXPECT_NE(engineError("info winpct 101").find("0 to 100"), std::string::npos);
    EXPECT_NE(engineError("info score cp 12").find("unknown key 'score'"), std::string::npos);
    EXPECT_NE(engineError("option name X type button").find("unknown type"), std::string::npos);
    EXPECT_NE(engineError("option name X type spin default 5 min 0 max 3").find("within min..max"),
              std::string::npos);
    EXPECT_NE(engineError("option name X type check default maybe").find("'true' or 'false'"),
              std::string::npos);
    EXPECT_NE(engineError("option name X type combo default a").find("'var' choices"), std::string::npos);
    EXPECT_NE(engineError("option name X type check").find("no 'default'"), std::string::npos);
    EXPECT_NE(engineError(std::string(MaxLineLength + 1, 'x')).find("64 KiB"), std::string::npos);
}

TEST(EngineProtocolTest, HostCommandsFormatAndParseBack) {
    GoLimits limits;
    limits.wtimeMs = 60000;
    limits.btimeMs = 59000;
    limits.wincMs = 1000;
    limits.bincMs = 1000;
    EXPECT_EQ(formatGo(limits), "go wtime 60000 btime 59000 winc 1000 binc 1000");
    GoLimits movetime;
    movetime.movetimeMs = 100;
    EXPECT_EQ(formatGo(movetime), "go movetime 100");
    GoLimits infinite;
    infinite.infinite = true;
    EXPECT_EQ(formatGo(infinite), "go infinite");
    const Position start = test::positionFrom(Start);
    EXPECT_EQ(formatPosition(start), std::string("position dfen ") + Start);
    EXPECT_EQ(formatNewGame(Variant::OneDie, true), "newgame variant one-die stakes");
    EXPECT_EQ(formatSetOption("Seed", "7"), "setoption name Seed value 7");
    EXPECT_EQ(formatQuestion(Question::DrawAccept), "draw accept?");

    for (const std::string& line :
         {formatDcep(), formatIsReady(), formatStop(), formatQuit(), formatGo(limits), formatPosition(start),
          formatNewGame(Variant::ThreeDice), formatSetOption("Seed", "7"),
          formatQuestion(Question::CubeTake)})
        EXPECT_TRUE(parseHostLine(line)) << line;
    const Result<HostCommand> go = parseHostLine("go nodes 5000 infinite");
    ASSERT_TRUE(go);
    EXPECT_EQ(std::get<GoCommand>(*go).limits.nodes, 5000u);
    EXPECT_TRUE(std::get<GoCommand>(*go).limits.infinite);
    const Result<HostCommand> position = parseHostLine(formatPosition(start));
    ASSERT_TRUE(position);
    EXPECT_EQ(toDfen(std::get<PositionCommand>(*position).position), Start);
    const Result<HostCommand> option = parseHostLine("setoption name Book value my book.bin");
    ASSERT_TRUE(option);
    EXPECT_EQ(std::get<SetOptionCommand>(*option).value, "my book.bin");
    EXPECT_EQ(std::get<TurnsHeaderCommand>(*parseHostLine("turns 12")).count, 12u);
    EXPECT_EQ(std::get<NewGameCommand>(*parseHostLine("newgame variant one-die")).variant, Variant::OneDie);
}

TEST(EngineProtocolTest, MalformedHostCommandsAreRefusedSayingWhy) {
    auto error = [](const char* line) {
        const Result<HostCommand> command = parseHostLine(line);
        EXPECT_FALSE(command) << line;
        return command ? std::string() : command.error();
    };
    EXPECT_NE(error("go movetime").find("without a value"), std::string::npos);
    EXPECT_NE(error("go movetime -5").find("not a non-negative integer"), std::string::npos);
    EXPECT_NE(error("go movetime 5 movetime 6").find("given twice"), std::string::npos);
    EXPECT_NE(error("go depth 3").find("unknown key 'depth'"), std::string::npos);
    EXPECT_NE(error("position fen 8/8/8/8/8/8/8/8 w - -").find("'position dfen <DFEN>'"), std::string::npos);
    EXPECT_NE(error("position dfen 8/8 w - -").find("DFEN field"), std::string::npos);
    EXPECT_NE(error("newgame variant backgammon").find("unknown variant"), std::string::npos);
    EXPECT_NE(error("cube redouble?").find("unknown question"), std::string::npos);
    EXPECT_NE(error("uci").find("unknown host command 'uci'"), std::string::npos);
    EXPECT_NE(error("").find("empty line"), std::string::npos);
}

TEST(EngineProtocolTest, TurnTextsReadAgainstTheRolledPosition) {
    const Position start = test::positionFrom(Start);
    const Result<Turn> turn = parseTurn(start, "e2e4,g1f3,f1c4");
    ASSERT_TRUE(turn) << turn.error();
    EXPECT_EQ(formatTurn(*turn), "e2e4,g1f3,f1c4");
    EXPECT_NE(parseTurn(start, "").error().find("empty turn"), std::string::npos);
    EXPECT_NE(parseTurn(start, "e2e4, g1f3").error().find("holds a space"), std::string::npos);
    EXPECT_NE(parseTurn(start, "e2e4,d1d3,f1c4").error().find("micro-move 2 'd1d3' is not a move"),
              std::string::npos);
    EXPECT_NE(parseTurn(start, "e2e4,g1f3").error().find("not a whole legal turn"), std::string::npos);
    EXPECT_NE(parseTurn(start, "e2e4,g1f3,f1c4,c4f7").error().find("more than three"), std::string::npos);
    EXPECT_NE(parseTurn(start, "pass").error().find("'pass' is not allowed"), std::string::npos);
    EXPECT_NE(parseTurn(start, "e2e4,,g1f3").error().find("micro-move 2 ''"), std::string::npos);

    const Position noQueen = test::positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1 QQQ");
    const Result<Turn> pass = parseTurn(noQueen, "pass");
    ASSERT_TRUE(pass) << pass.error();
    EXPECT_TRUE(pass->empty());
    EXPECT_EQ(formatTurn(*pass), "pass");
}

}  // namespace
}  // namespace dicechess::dcep
