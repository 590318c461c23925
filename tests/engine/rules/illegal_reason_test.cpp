// Why a refused micro-move is refused (rules/illegal_reason.h): each kind, in both variants.
#include <gtest/gtest.h>

#include "dicechess/notation/move_text.h"
#include "dicechess/rules/illegal_reason.h"
#include "dicechess/rules/turngen.h"
#include "test_support.h"

namespace dicechess {
namespace {

using test::positionFrom;

const std::string Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

Move move(std::string_view from, std::string_view to, MoveKind kind = MoveKind::Normal) {
    return Move(*parseSquare(from), *parseSquare(to), kind);
}

DicePool dice(std::initializer_list<PieceType> types) {
    DicePool pool;
    for (PieceType t : types) pool.add(t);
    return pool;
}

TEST(IllegalReasonTest, APieceOfTheOpponentOrAnEmptySquareIsNotOwn) {
    const Position pos = positionFrom(Start + " PNB");
    for (Variant variant : {Variant::ThreeDice, Variant::OneDie}) {
        EXPECT_EQ(illegalReason(pos, variant, move("e7", "e5")).kind, IllegalKind::NotOwnPiece);
        EXPECT_EQ(illegalReason(pos, variant, move("e4", "e5")).kind, IllegalKind::NotOwnPiece);
    }
}

TEST(IllegalReasonTest, ThreeDiceNameTheMissingDieOrTheCastlingDice) {
    const IllegalReason bishop =
        illegalReason(positionFrom(Start + " PPN"), Variant::ThreeDice, move("f1", "c4"));
    EXPECT_EQ(bishop, (IllegalReason{.kind = IllegalKind::NoDieLeft, .piece = PieceType::Bishop}));
    const Position castling = positionFrom("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 KPP");
    EXPECT_EQ(illegalReason(castling, Variant::ThreeDice, move("e1", "g1", MoveKind::Castling)).kind,
              IllegalKind::CastlingNeedsKingAndRook);
}

TEST(IllegalReasonTest, ThreeDiceTellAnImpossibleSquareFromAPieceWithoutMoves) {
    const Position pos = positionFrom(Start + " PNB");
    EXPECT_EQ(illegalReason(pos, Variant::ThreeDice, move("b1", "b3")),
              (IllegalReason{.kind = IllegalKind::CannotMoveThere, .piece = PieceType::Knight}));
    // The c1 bishop, picked before a pawn has opened its diagonal: the turn must use all three dice.
    EXPECT_EQ(illegalReason(pos, Variant::ThreeDice, move("c1", "c1")),
              (IllegalReason{.kind = IllegalKind::PieceHasNoMove,
                             .piece = PieceType::Bishop,
                             .dice = dice({PieceType::Pawn, PieceType::Knight, PieceType::Bishop}),
                             .mustUse = 3}));
}

TEST(IllegalReasonTest, ThreeDiceSayWhichDiceAMoveWouldStrand) {
    // a2-a3 opens no bishop diagonal: after it only the knight die can be played.
    const Position pos = positionFrom(Start + " PNB");
    ASSERT_EQ(maxDice(pos), 3);
    EXPECT_EQ(illegalReason(pos, Variant::ThreeDice, move("a2", "a3")),
              (IllegalReason{.kind = IllegalKind::StrandsDice,
                             .piece = PieceType::Pawn,
                             .dice = dice({PieceType::Knight, PieceType::Bishop}),
                             .mustUse = 3,
                             .playable = 1}));
}

TEST(IllegalReasonTest, OneDieNamesTheRolledTypeOrAPassingTurn) {
    const Position knight = positionFrom(Start + " N");
    EXPECT_EQ(
        illegalReason(knight, Variant::OneDie, move("e2", "e4")),
        (IllegalReason{
            .kind = IllegalKind::OtherPieceType, .piece = PieceType::Pawn, .dieType = PieceType::Knight}));
    EXPECT_EQ(illegalReason(knight, Variant::OneDie, move("b1", "b3")),
              (IllegalReason{.kind = IllegalKind::CannotMoveThere, .piece = PieceType::Knight}));
    EXPECT_EQ(illegalReason(positionFrom(Start), Variant::OneDie, move("e2", "e4")),
              (IllegalReason{.kind = IllegalKind::NothingCanMove, .piece = PieceType::Pawn}));
}

}  // namespace
}  // namespace dicechess
