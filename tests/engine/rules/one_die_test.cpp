// The one-die dialect (docs/one-die.md): rolls, turns, records and matches.
#include <gtest/gtest.h>

#include <array>
#include <map>

#include "dicechess/notation/record.h"
#include "dicechess/play/match.h"
#include "dicechess/play/match_folder.h"
#include "dicechess/play/study_logs.h"
#include "dicechess/play/tournament.h"
#include "dicechess/play/tournament_export.h"
#include "dicechess/rules/game.h"
#include "dicechess/rules/one_die.h"
#include "test_support.h"

namespace dicechess {
namespace {

using test::positionFrom;

DicePool die(PieceType t) {
    return withOneDie(Position{}, t).dice();
}

TEST(OneDieTest, OnlyPieceTypesThatCanMoveAreRolledEachWithEqualChance) {
    // The start: pawns and knights move; nothing else can.
    const Position start = Position::startPosition();
    const OneDieRolls rolls = oneDieRolls(start);
    ASSERT_EQ(rolls.count, 2);
    EXPECT_EQ(rolls.types[0], PieceType::Pawn);
    EXPECT_EQ(rolls.types[1], PieceType::Knight);
    Rng rng(7);
    std::map<PieceType, int> seen;
    for (int i = 0; i < 20000; ++i) {
        const DicePool roll = rollOneDie(start, rng);
        ASSERT_EQ(roll.size(), 1);
        ++seen[roll.has(PieceType::Pawn) ? PieceType::Pawn : PieceType::Knight];
        ASSERT_TRUE(roll.has(PieceType::Pawn) || roll.has(PieceType::Knight))
            << "an immovable type was rolled";
    }
    EXPECT_NEAR(seen[PieceType::Pawn] / 20000.0, 0.5, 0.015);
}

// The one-generation forms draw the same roll and give the same moves, in the same order, as the plain ones.
TEST(OneDieTest, RollsAndMovesFromOneGenerationEqualThePlainOnes) {
    Rng walk(31);
    Position pos = Position::startPosition();
    for (int ply = 0; ply < 300; ++ply) {
        Rng plain(ply);
        Rng shared(ply);
        const DicePool roll = rollOneDie(pos, plain);
        MoveList sharedMoves;
        ASSERT_EQ(rollOneDie(pos, shared, sharedMoves), roll);
        Position rolled = pos;
        rolled.setDice(roll);
        if (!roll.empty()) {
            MoveList expected;
            rolledOneDieMoves(rolled, expected);
            ASSERT_EQ(std::vector<Move>(sharedMoves.begin(), sharedMoves.end()),
                      std::vector<Move>(expected.begin(), expected.end()));
        }
        std::array<MoveList, 6> byRoll;
        const OneDieRolls rolls = oneDieRolls(pos, byRoll);
        ASSERT_EQ(rolls.count, oneDieRolls(pos).count);
        for (int i = 0; i < rolls.count; ++i) {
            MoveList expected;
            oneDieMoves(pos, rolls.types[static_cast<std::size_t>(i)], expected);
            const MoveList& got = byRoll[static_cast<std::size_t>(i)];
            ASSERT_EQ(std::vector<Move>(got.begin(), got.end()),
                      std::vector<Move>(expected.begin(), expected.end()));
        }
        if (sharedMoves.empty()) break;
        const Move m = sharedMoves[walk.below(sharedMoves.size())];
        if (pos.capturesKing(m)) break;
        pos = afterOneDieMove(rolled, m);
    }
}

TEST(OneDieTest, ATurnIsOneMicroMoveOfTheRolledType) {
    Game game(Position::startPosition(), DefaultTurnCap, Variant::OneDie);
    game.roll(die(PieceType::Knight));
    ASSERT_EQ(game.legalMoves().size(), 4U);
    for (Move m : game.legalMoves()) EXPECT_EQ(typeOf(game.position().pieceOn(m.from())), PieceType::Knight);
    ASSERT_TRUE(game.playMicroMove(game.legalMoves().front()));
    EXPECT_TRUE(game.awaitingRoll()) << "one micro-move ends a one-die turn";
    EXPECT_EQ(game.position().sideToMove(), Color::Black);
}

TEST(OneDieTest, TheKingDieAloneCastlesAndTheRookDieCannot) {
    const Position pos = positionFrom("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    MoveList kingMoves;
    oneDieMoves(pos, PieceType::King, kingMoves);
    int castles = 0;
    for (Move m : kingMoves) castles += m.isCastling() ? 1 : 0;
    EXPECT_EQ(castles, 2);
    MoveList rookMoves;
    oneDieMoves(pos, PieceType::Rook, rookMoves);
    for (Move m : rookMoves) EXPECT_FALSE(m.isCastling());
    Game game(pos, DefaultTurnCap, Variant::OneDie);
    game.roll(die(PieceType::King));
    Move castle;
    for (Move m : game.legalMoves())
        if (m.isCastling() && m.to() > m.from()) castle = m;
    ASSERT_TRUE(game.playMicroMove(castle));
    EXPECT_TRUE(game.awaitingRoll());
    EXPECT_EQ(game.position().pieceOn(5), makePiece(Color::White, PieceType::Rook));  // f1
    EXPECT_EQ(game.position().pieceOn(6), makePiece(Color::White, PieceType::King));  // g1
}

TEST(OneDieTest, EnPassantAndPromotionAreSingleMicroMoves) {
    // White just played e2e4 in the previous turn: the black pawn on d4 may take en passant.
    Game ep(positionFrom("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1"), DefaultTurnCap, Variant::OneDie);
    ep.roll(die(PieceType::Pawn));
    Move capture;
    for (Move m : ep.legalMoves())
        if (m.isEnPassant()) capture = m;
    ASSERT_TRUE(capture.isEnPassant());
    ASSERT_TRUE(ep.playMicroMove(capture));
    EXPECT_EQ(ep.position().pieceOn(28), Piece::None);  // e4 is empty
    EXPECT_TRUE(ep.awaitingRoll());

    Game promotion(positionFrom("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), DefaultTurnCap, Variant::OneDie);
    promotion.roll(die(PieceType::Pawn));
    int promotions = 0;
    for (Move m : promotion.legalMoves()) promotions += m.isPromotion() ? 1 : 0;
    EXPECT_EQ(promotions, 4);
}

TEST(OneDieTest, CapturingTheKingWinsAndASideWithNoMovePasses) {
    Game game(positionFrom("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"), DefaultTurnCap, Variant::OneDie);
    game.roll(die(PieceType::Rook));
    Move take;
    for (Move m : game.legalMoves())
        if (game.position().capturesKing(m)) take = m;
    ASSERT_TRUE(game.playMicroMove(take));
    EXPECT_EQ(game.result(), GameResult::WhiteWins);
    EXPECT_EQ(game.termination(), Termination::KingCaptured);

    // Black has only a blocked pawn and no king: nothing can move, the roll is empty and the turn passes.
    const Position stuck = positionFrom("8/8/8/8/8/p7/P7/K7 b - - 0 1", DfenUse::Geometry);
    EXPECT_EQ(movableTypes(stuck), 0);
    Rng rng(1);
    EXPECT_TRUE(rollOneDie(stuck, rng).empty());
    Game passing(stuck, DefaultTurnCap, Variant::OneDie);
    passing.roll(rollOneDie(stuck, rng));
    EXPECT_TRUE(passing.awaitingRoll());
    EXPECT_EQ(passing.position().sideToMove(), Color::White);
}

// Random one-die games: every position's legal moves are exactly the rolled type's, the game always ends,
// and the record round-trips with its Variant tag.
TEST(OneDieTest, RandomGamesFollowTheRulesAndTheirRecordsReadBack) {
    Rng rng(2024);
    for (int g = 0; g < 200; ++g) {
        Game game(Position::startPosition(), DefaultTurnCap, Variant::OneDie);
        while (!game.isOver()) {
            ASSERT_TRUE(game.awaitingRoll());
            const DicePool roll = rollOneDie(game.position(), rng);
            const std::uint8_t movable = movableTypes(game.position());
            if (!roll.empty()) {
                ASSERT_EQ(roll.size(), 1);
                bool movableRoll = false;
                for (int t = 1; t <= PieceTypeCount; ++t)
                    movableRoll =
                        movableRoll || (roll.has(static_cast<PieceType>(t)) && (movable & (1U << t)));
                ASSERT_TRUE(movableRoll);
            }
            game.roll(roll);
            if (game.awaitingRoll() || game.isOver()) continue;
            for (Move m : game.legalMoves()) ASSERT_TRUE(roll.has(typeOf(game.position().pieceOn(m.from()))));
            ASSERT_TRUE(game.playMicroMove(game.legalMoves()[rng.below(game.legalMoves().size())]));
            ASSERT_TRUE(game.awaitingRoll() || game.isOver());
        }
        const GameRecord record = makeRecord(game, "a", "b", 1, "test", "-");
        EXPECT_EQ(record.tag("Variant"), "one-die");
        auto read = readRecords(writeRecord(record));
        ASSERT_TRUE(std::holds_alternative<std::vector<GameRecord>>(read))
            << std::get<RecordError>(read).toString() << "\n"
            << writeRecord(record);
        const GameRecord& back = std::get<std::vector<GameRecord>>(read).front();
        EXPECT_EQ(back.variant(), Variant::OneDie);
        EXPECT_EQ(back.turns.size(), record.turns.size());
        EXPECT_EQ(replay(back).position(), game.position());
    }
}

TEST(OneDieTest, RecordsRejectThreeDiceRollsAndImmovableTypesInAOneDieGame) {
    const std::string head = "[Event \"t\"]\n[Variant \"one-die\"]\n\n";
    auto threeDice = readRecords(head + "1. [PNB] e2e4 *\n");
    ASSERT_TRUE(std::holds_alternative<RecordError>(threeDice));
    EXPECT_NE(std::get<RecordError>(threeDice).message.find("one die"), std::string::npos);
    auto immovable = readRecords(head + "1. [Q] *\n");
    ASSERT_TRUE(std::holds_alternative<RecordError>(immovable));
    EXPECT_NE(std::get<RecordError>(immovable).message.find("cannot move"), std::string::npos);
    auto badVariant = readRecords("[Event \"t\"]\n[Variant \"two-dice\"]\n\n*\n");
    ASSERT_TRUE(std::holds_alternative<RecordError>(badVariant));
    EXPECT_NE(std::get<RecordError>(badVariant).message.find("two-dice"), std::string::npos);
    auto good = readRecords(head + "1. [N] g1f3 1... [P] e7e5 *\n");
    ASSERT_TRUE(std::holds_alternative<std::vector<GameRecord>>(good))
        << std::get<RecordError>(good).toString();
}

TEST(OneDieTest, MatchesAreDeterministicAndKeepTheVariantInTheirFolderSetUp) {
    TournamentSetup setup;
    setup.variant = Variant::OneDie;
    std::string error;
    const auto minimax = test::keepError(parseEntrant("minimax:depth=2", Variant::OneDie), &error);
    ASSERT_TRUE(minimax) << error;
    EXPECT_EQ(minimax->botId, "minimax:depth=2");
    const auto basic = test::keepError(parseEntrant("basic", Variant::OneDie), &error);
    ASSERT_TRUE(basic) << error;
    setup.entrants = {*minimax, *basic};
    setup.pairsPerPairing = 6;
    setup.seed = 3;
    const auto once = runTournament(setup, {});
    TournamentControl two;
    two.threads = 2;
    const auto again = runTournament(setup, {}, {}, two);
    ASSERT_EQ(once.size(), 12U);
    ASSERT_EQ(again.size(), 12U);
    for (std::size_t i = 0; i < once.size(); ++i) {
        EXPECT_EQ(once[i].game.result, again[i].game.result);
        EXPECT_EQ(once[i].game.turns, again[i].game.turns);
        ASSERT_TRUE(once[i].game.record);
        EXPECT_EQ(once[i].game.record->tag("Variant"), "one-die");
    }
    const std::string text = setupText(setup);
    EXPECT_NE(text.find("variant = one-die"), std::string::npos);
    auto parsed = parseSetupText(text);
    ASSERT_TRUE(std::holds_alternative<TournamentSetup>(parsed)) << std::get<std::string>(parsed);
    EXPECT_TRUE(std::get<TournamentSetup>(parsed).sameTournament(setup));
    // A start position holding a roll must hold a legal one-die roll.
    TournamentSetup badStart = setup;
    badStart.starts = {positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PN")};
    EXPECT_NE(
        test::errorOf(validateSetup(badStart)).find("start position 1: a one-die roll has one die, got PN"),
        std::string::npos);
    badStart.starts = {positionFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 R")};
    EXPECT_NE(test::errorOf(validateSetup(badStart)).find("names a piece type that cannot move"),
              std::string::npos);
    // A one-die bot in a three-dice set-up is refused by name.
    EXPECT_FALSE(test::keepError(parseEntrant("minimax:depth=2"), &error));
    EXPECT_FALSE(test::keepError(parseEntrant("basic:movetime=100", Variant::OneDie), &error));
    EXPECT_NE(error.find("plays at once"), std::string::npos);
}

TEST(OneDieTest, StudyLogsHaveAHeaderAndOneRowPerGameAndPerDecision) {
    TournamentSetup setup;
    setup.variant = Variant::OneDie;
    setup.entrants = {*parseEntrant("basic", Variant::OneDie), *parseEntrant("random", Variant::OneDie)};
    setup.pairsPerPairing = 2;
    const auto games = runTournament(setup, {});
    const std::string gamesCsv = studyGamesCsv(setup, games);
    const std::string movesCsv = studyMovesCsv(setup, games);
    EXPECT_EQ(gamesCsv.rfind("game,variant,white,black,winner,termination,turns,", 0), 0U);
    int gameRows = -1;
    for (char c : gamesCsv) gameRows += c == '\n' ? 1 : 0;
    EXPECT_EQ(gameRows, 4);
    int decisions = 0;
    for (const auto& g : games)
        decisions += static_cast<int>(g.game.botDecisionMs.size() + g.game.baselineDecisionMs.size());
    int moveRows = -1;
    for (char c : movesCsv) moveRows += c == '\n' ? 1 : 0;
    EXPECT_EQ(moveRows, decisions);
    EXPECT_EQ(csvField("a,b"), "\"a,b\"");
    EXPECT_EQ(csvField("say \"hi\""), "\"say \"\"hi\"\"\"");
}

}  // namespace
}  // namespace dicechess
