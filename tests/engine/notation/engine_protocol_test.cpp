// The text layer of DCEP (docs/engine-protocol.md): engine lines, host commands and turn texts.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "dicechess/core/dice.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/engine_protocol.h"
#include "dicechess/rules/variant_rules.h"
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
    EXPECT_NE(
        error("position fen 8/8/8/8/8/8/8/8 w - -").find("'position dfen <DFEN> [turns <TURN> <ROLL> ...]'"),
        std::string::npos);
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

TEST(EngineProtocolTest, MoreMalformedEngineLinesAreRefusedSayingWhy) {
    EXPECT_NE(engineError("id").find("'id' needs"), std::string::npos);
    EXPECT_NE(engineError("option Seed type spin").find("'option name <NAME>'"), std::string::npos);
    EXPECT_NE(engineError("option name Seed spin").find("'type <t>' must follow"), std::string::npos);
    EXPECT_NE(engineError("option name X type spin default 1 min 0").find("needs 'min' and 'max'"),
              std::string::npos);
    EXPECT_NE(engineError("option name X type spin default 1 min a max 3").find("'min' is not an integer"),
              std::string::npos);
    EXPECT_NE(engineError("option name X type spin default 1 min 0 max").find("'max' without a value"),
              std::string::npos);
    EXPECT_NE(engineError("option name X type combo default a var").find("'var' without a value"),
              std::string::npos);
    EXPECT_NE(engineError("option name X type spin default 1 min 0 max 3 step 1").find("unknown key 'step'"),
              std::string::npos);
    EXPECT_NE(engineError("option name X type spin default").find("empty default"), std::string::npos);
    EXPECT_NE(engineError("dcepok 0").find("not a positive integer"), std::string::npos);
    EXPECT_NE(engineError("dcepok 1 2").find("one version"), std::string::npos);
    EXPECT_NE(engineError("legalturns please").find("takes no arguments"), std::string::npos);
    EXPECT_NE(engineError("answer yes please").find("'answer yes' or 'answer no'"), std::string::npos);
    EXPECT_NE(engineError("answer").find("'answer yes' or 'answer no'"), std::string::npos);
    EXPECT_NE(engineError("info nodes -1").find("not a count"), std::string::npos);
    EXPECT_NE(engineError("info time soon").find("not milliseconds"), std::string::npos);
    EXPECT_NE(engineError("info winpct nan").find("0 to 100"), std::string::npos);
    EXPECT_NE(engineError("info winpct -3").find("0 to 100"), std::string::npos);
    EXPECT_NE(engineError("info pv").find("'pv' without a value"), std::string::npos);
    EXPECT_NE(engineError("info depth 1 nodes 5 depth 2").find("'depth' given twice"), std::string::npos);
    EXPECT_NE(engineError("BESTTURN e2e4").find("unknown engine message"), std::string::npos);
    EXPECT_NE(engineError("\tbestturn e2e4").find("unknown engine message"), std::string::npos);
    // The limit is on the line without its line end; a CR does not count against it.
    EXPECT_TRUE(parseEngineLine("# " + std::string(MaxLineLength - 2, 'x')));
}

TEST(EngineProtocolTest, InfoLinesAndCommentsAreAdvisory) {
    EXPECT_TRUE(isAdvisoryLine("info score cp 12"));
    EXPECT_TRUE(isAdvisoryLine("info"));
    EXPECT_TRUE(isAdvisoryLine("# thinking"));
    EXPECT_TRUE(isAdvisoryLine(""));
    EXPECT_TRUE(isAdvisoryLine(" \r"));
    EXPECT_FALSE(isAdvisoryLine("bestturn e2e4"));
    EXPECT_FALSE(isAdvisoryLine("information"));
    EXPECT_FALSE(isAdvisoryLine("readyok"));
    EXPECT_TRUE(engineLine<InfoMessage>("info").pv == std::nullopt);
}

TEST(EngineProtocolTest, DcepMayNameTheHostsHighestVersion) {
    EXPECT_FALSE(std::get<DcepCommand>(*parseHostLine("dcep")).highestVersion);
    EXPECT_EQ(std::get<DcepCommand>(*parseHostLine("dcep 2")).highestVersion, 2);
    EXPECT_EQ(formatDcep(3), "dcep 3");
    for (const char* bad : {"dcep 0", "dcep two", "dcep 1 2", "dcep -1"}) {
        const Result<HostCommand> command = parseHostLine(bad);
        ASSERT_FALSE(command) << bad;
        EXPECT_NE(command.error().find("at most one version number"), std::string::npos) << bad;
    }
}

// The game of docs/engine-protocol.md §12, from Black's first decision.
constexpr const char* GameStart = "6k1/5ppp/8/8/8/8/4NPPP/4R2K b - - 3 24 pnk";
constexpr const char* GameTurns = "g7g5,g8f8 BRR e1d1,d1e1 nnk f8g7 RRQ e1b1,b1b3 nqq pass NBQ e2f4 rqk";

TEST(EngineProtocolTest, PositionTurnsPlayTheTurnsAndRollsSinceTheDfen) {
    const std::string line = std::string("position dfen ") + GameStart + " turns " + GameTurns;
    const Result<HostCommand> command = parseHostLine(line);
    ASSERT_TRUE(command) << command.error();
    const PositionCommand& position = std::get<PositionCommand>(*command);
    EXPECT_EQ(toDfen(position.position), "8/5pkp/8/6p1/5N2/1R6/5PPP/7K b - - 7 27 rqk");
    EXPECT_EQ(position.turnsSince, 6u);
    EXPECT_EQ(formatHostCommand(*command), "position dfen 8/5pkp/8/6p1/5N2/1R6/5PPP/7K b - - 7 27 rqk");

    // §5's example, and the same history formatted by the host.
    const Result<HostCommand> short_ =
        parseHostLine(std::string("position dfen ") + GameStart + " turns g7g5,g8f8 BRR e1d1,d1e1 nnk");
    ASSERT_TRUE(short_) << short_.error();
    EXPECT_EQ(toDfen(std::get<PositionCommand>(*short_).position),
              "5k2/5p1p/8/6p1/8/8/4NPPP/4R2K b - - 3 25 nnk");
    const Position first = test::positionFrom(GameStart);
    std::vector<PlayedTurn> since;
    Position pos = first;
    for (const auto& [turnText, roll] : std::vector<std::pair<const char*, const char*>>{{"g7g5,g8f8", "BRR"},
                                                                                         {"e1d1,d1e1", "nnk"},
                                                                                         {"f8g7", "RRQ"},
                                                                                         {"e1b1,b1b3", "nqq"},
                                                                                         {"pass", "NBQ"},
                                                                                         {"e2f4", "rqk"}}) {
        const Result<Turn> turn = parseTurn(pos, turnText);
        ASSERT_TRUE(turn) << turnText << ": " << turn.error();
        pos = legalTurnOutcome(pos, *turn, Variant::ThreeDice)->final;
        pos.setDice(*parseRoll(roll));
        since.push_back({*turn, *parseRoll(roll)});
    }
    EXPECT_EQ(formatPosition(first, since), line);
    EXPECT_EQ(formatPosition(first, {}), std::string("position dfen ") + GameStart);

    // A last roll '-' is the position before a roll (a question's).
    const Result<HostCommand> beforeRoll =
        parseHostLine(std::string("position dfen ") + GameStart + " turns g7g5,g8f8 -");
    ASSERT_TRUE(beforeRoll) << beforeRoll.error();
    EXPECT_EQ(toDfen(std::get<PositionCommand>(*beforeRoll).position),
              "5k2/5p1p/8/6p1/8/8/4NPPP/4R2K w - g6 1 25");
}

TEST(EngineProtocolTest, MalformedPositionTurnsAreRefusedNamingTheTurn) {
    auto error = [](const std::string& turns) {
        const Result<HostCommand> command =
            parseHostLine(std::string("position dfen ") + GameStart + (turns.empty() ? "" : " ") + turns);
        EXPECT_FALSE(command) << turns;
        return command ? std::string() : command.error();
    };
    EXPECT_NE(error("turns").find("'turns' without a turn"), std::string::npos);
    EXPECT_NE(error("turns g7g5,g8f8").find("the last turn has no roll"), std::string::npos);
    EXPECT_NE(error("turns g7g5,g8f8 BRR e1d1").find("the last turn has no roll"), std::string::npos);
    EXPECT_NE(error("turns g7g5 RRB").find("turn 1: turn 'g7g5' is not a whole legal turn"),
              std::string::npos);
    EXPECT_NE(error("turns g7g5,g8f8 BRR e1d2,d1e1 nnk").find("turn 2: micro-move 1 'e1d2'"),
              std::string::npos);
    EXPECT_NE(error("turns g7g5,g8f8 RB").find("is not three dice"), std::string::npos);
    EXPECT_NE(error("turns g7g5,g8f8 RRBB").find("roll 'RRBB'"), std::string::npos);
    EXPECT_NE(error("turns g7g5,g8f8 245").find("not dice letters"), std::string::npos);
    EXPECT_NE(error("turns g7g5,g8f8 - e1d1,d1e1 nnk").find("only the last roll may be -"),
              std::string::npos);
    EXPECT_NE(parseHostLine("position dfen 4k3/8/8/8/8/8/8/R3K3 w Q - 0 1 RRK turns a1a8,a8e8 kkk")
                  .error()
                  .find("position: turn 1: 'a1a8,a8e8' captures a king: the game is over"),
              std::string::npos);
    EXPECT_NE(parseHostLine("position dfen 6k1/5ppp/8/8/8/8/4NPPP/4R2K b - - 3 24 turns g7g5 RRB")
                  .error()
                  .find("no dice to play with"),
              std::string::npos);
    EXPECT_NE(parseHostLine("position dfen turns e2e4 PNB").error().find("without a DFEN"),
              std::string::npos);
    EXPECT_NE(parseHostLine("position dfen").error().find("'position dfen <DFEN> [turns"), std::string::npos);
}

TEST(EngineProtocolTest, OneDiePositionsAndTurns) {
    const std::string start = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 P";
    const Result<HostCommand> command =
        parseHostLine("position dfen " + start + " turns e2e4 k", Variant::OneDie);
    ASSERT_TRUE(command) << command.error();
    EXPECT_EQ(toDfen(std::get<PositionCommand>(*command).position), "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1 k");
    // Under the one-die rules a roll of three dice, a type that cannot move, or two micro-moves are refused.
    EXPECT_NE(
        parseHostLine("position dfen " + start + " turns e2e4 kkk", Variant::OneDie).error().find("one die"),
        std::string::npos);
    EXPECT_NE(parseHostLine("position dfen " + start + " turns e2e4 q", Variant::OneDie)
                  .error()
                  .find("cannot move"),
              std::string::npos);
    EXPECT_NE(parseHostLine("position dfen " + start + " turns e2e4 -", Variant::OneDie)
                  .error()
                  .find("only for a side that cannot move"),
              std::string::npos);
    const Position rolled = test::positionFrom(start);
    EXPECT_TRUE(parseTurn(rolled, "e2e4", Variant::OneDie));
    EXPECT_FALSE(parseTurn(rolled, "e2e3,e3e4", Variant::OneDie));
    EXPECT_NE(parseTurn(rolled, "pass", Variant::OneDie).error().find("'pass' is not allowed"),
              std::string::npos);
    EXPECT_NE(parseTurn(rolled, "e1d1", Variant::OneDie).error().find("not a move the dice allow"),
              std::string::npos);
}

TEST(EngineProtocolTest, OneDieTurnsCastleWithTheKingDie) {
    // Castling is the King die's move in the one-die dialect (§9): `turns e1g1 k` is read by its rules.
    const std::string start = "4k3/8/8/8/8/8/8/4K2R w K - 0 1 K";
    const Position rolled = test::positionFrom(start);
    const Result<Turn> castle = parseTurn(rolled, "e1g1", Variant::OneDie);
    ASSERT_TRUE(castle) << castle.error();
    EXPECT_EQ(castle->size(), 1u);
    const Result<HostCommand> command =
        parseHostLine("position dfen " + start + " turns e1g1 k", Variant::OneDie);
    ASSERT_TRUE(command) << command.error();
    EXPECT_EQ(toDfen(std::get<PositionCommand>(*command).position), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1 k");
    // Under three dice a lone King die cannot castle (it needs the Rook die too).
    EXPECT_FALSE(parseTurn(rolled, "e1g1", Variant::ThreeDice));
}

TEST(EngineProtocolTest, PositionsAcceptRunsOfSpaces) {
    // §1: readers accept runs of spaces, inside the DFEN too.
    const Result<HostCommand> spaced = parseHostLine(
        "position  dfen  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq  -  0 1   PNB"
        "  turns  e2e4,g1f3,f1c4   pnb ");
    ASSERT_TRUE(spaced) << spaced.error();
    const Result<HostCommand> single = parseHostLine(
        "position dfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB turns e2e4,g1f3,f1c4 "
        "pnb");
    ASSERT_TRUE(single) << single.error();
    EXPECT_EQ(toDfen(std::get<PositionCommand>(*spaced).position),
              toDfen(std::get<PositionCommand>(*single).position));
}

TEST(EngineProtocolTest, AnEmptyOptionValueKeepsTheSpaceAfterValue) {
    // §4: VALUE is the rest of the line after "value " (the space included), empty or not.
    EXPECT_EQ(formatSetOption("Book", ""), "setoption name Book value ");
    EXPECT_EQ(formatSetOption("Book", "a b"), "setoption name Book value a b");
}

TEST(EngineProtocolTest, EveryHostCommandFormatsToALineThatParsesBack) {
    GoLimits all;
    all.movetimeMs = 5;
    all.wtimeMs = 1;
    all.btimeMs = 2;
    all.wincMs = 3;
    all.bincMs = 4;
    all.nodes = 18446744073709551615u;
    all.infinite = true;
    for (const std::string& line :
         {std::string("dcep"), std::string("dcep 2"), std::string("isready"),
          std::string("setoption name Book value "), std::string("setoption name Book value a b  c"),
          std::string("newgame variant one-die stakes"), std::string("newgame variant three-dice"),
          std::string("position dfen ") + Start, formatGo(all), std::string("go"), std::string("stop"),
          std::string("quit"), std::string("cube double?"), std::string("cube take?"),
          std::string("draw offer?"), std::string("draw accept?"), std::string("turns 0"),
          std::string("end")}) {
        const Result<HostCommand> command = parseHostLine(line);
        ASSERT_TRUE(command) << line << ": " << command.error();
        EXPECT_EQ(formatHostCommand(*command), line);
    }
    EXPECT_EQ(formatGo(all),
              "go movetime 5 wtime 1 btime 2 winc 3 binc 4 nodes 18446744073709551615 infinite");
    EXPECT_TRUE(std::get<NewGameCommand>(*parseHostLine("newgame variant three-dice stakes")).stakes);
    EXPECT_EQ(std::get<SetOptionCommand>(*parseHostLine("setoption name Book value")).value, "");
}

TEST(EngineProtocolTest, MoreMalformedHostCommandsAreRefusedSayingWhy) {
    auto error = [](const char* line) {
        const Result<HostCommand> command = parseHostLine(line);
        EXPECT_FALSE(command) << line;
        return command ? std::string() : command.error();
    };
    EXPECT_NE(error("isready now").find("takes no arguments"), std::string::npos);
    EXPECT_NE(error("stop it").find("takes no arguments"), std::string::npos);
    EXPECT_NE(error("setoption name Seed").find("'setoption name <NAME> value <VALUE>'"), std::string::npos);
    EXPECT_NE(error("setoption Seed value 1").find("'setoption name <NAME> value <VALUE>'"),
              std::string::npos);
    EXPECT_NE(error("newgame variant").find("'newgame variant three-dice|one-die [stakes]'"),
              std::string::npos);
    EXPECT_NE(error("newgame variant three-dice money").find("[stakes]"), std::string::npos);
    EXPECT_NE(error("newgame three-dice").find("[stakes]"), std::string::npos);
    EXPECT_NE(error("turns").find("one count"), std::string::npos);
    EXPECT_NE(error("turns many").find("one count"), std::string::npos);
    EXPECT_NE(error("go movetime 18446744073709551616").find("not a non-negative integer"),
              std::string::npos);
    EXPECT_NE(error("go infinite 5").find("unknown key '5'"), std::string::npos);
    EXPECT_NE(error("draw offer").find("unknown question"), std::string::npos);
    EXPECT_NE(error(std::string(MaxLineLength + 1, 'x').c_str()).find("64 KiB"), std::string::npos);
}

TEST(EngineProtocolTest, ALinesKeywordIsItsFirstWord) {
    EXPECT_EQ(lineKeyword("bestturn e2e4 g1f3"), "bestturn");
    EXPECT_EQ(lineKeyword("  readyok\r"), "readyok");
    EXPECT_EQ(lineKeyword("dcepok"), "dcepok");
    EXPECT_EQ(lineKeyword(""), "");
    EXPECT_EQ(lineKeyword("   "), "");
}

TEST(EngineProtocolTest, OptionValuesAreCheckedAgainstTheirDeclaration) {
    const auto option = [](const std::string& line) { return engineLine<OptionMessage>(line); };
    const OptionMessage seed = option("option name Seed type spin default 1 min -5 max 99");
    EXPECT_TRUE(checkOptionValue(seed, "-5"));
    EXPECT_TRUE(checkOptionValue(seed, "99"));
    EXPECT_NE(checkOptionValue(seed, "100").error().find("outside -5..99"), std::string::npos);
    EXPECT_NE(checkOptionValue(seed, "7x").error().find("is not an integer"), std::string::npos);
    const OptionMessage full =
        option("option name Seed type spin default 1 min -9223372036854775808 max 9223372036854775807");
    EXPECT_TRUE(checkOptionValue(full, "-9223372036854775808"));
    EXPECT_FALSE(checkOptionValue(full, "9223372036854775808"));
    const OptionMessage cube = option("option name DCEP_Cube type check default true");
    EXPECT_TRUE(checkOptionValue(cube, "false"));
    EXPECT_NE(checkOptionValue(cube, "yes").error().find("not true or false"), std::string::npos);
    const OptionMessage style = option("option name Style type combo default a var a var b");
    EXPECT_TRUE(checkOptionValue(style, "b"));
    EXPECT_NE(checkOptionValue(style, "c").error().find("not one of its choices"), std::string::npos);
    EXPECT_TRUE(checkOptionValue(option("option name Book type string default"), "any text at all"));
}

}  // namespace
}  // namespace dicechess::dcep
