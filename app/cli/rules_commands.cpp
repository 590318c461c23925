// The rules-engine subcommands: moves, turns, rolls, apply, kcp, perft.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <string>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/rules/one_die.h"
#include "dicechess/rules/perft.h"
#include "dicechess/rules/turngen.h"

namespace dicechess::cli {
namespace {

Position positionWithDice(const Arguments& args) {
    Position pos = parsePositionArgument(args.positionals()[0]);
    if (pos.dice().empty())
        throw UsageError(
            "the DFEN has no dice (field 7); append a roll such as PNB for White or pnb for Black");
    return pos;
}

std::vector<std::string> sortedLegalMoveNames(const Position& pos) {
    MoveList legal;
    legalMoves(pos, legal);
    std::vector<std::string> names;
    for (Move m : legal) names.push_back(toUci(m));
    std::sort(names.begin(), names.end());
    return names;
}

std::string legalMovesText(const Position& pos) {
    const std::vector<std::string> names = sortedLegalMoveNames(pos);
    std::string text;
    for (const auto& name : names) text += (text.empty() ? "" : " ") + name;
    return text.empty() ? "none" : text;
}

}  // namespace

int runMoves(const CommandArgs& raw) {
    const Arguments args("moves", raw, {}, {});
    args.expectPositionals(1, "a DFEN with dice in field 7");
    const std::vector<std::string> names = sortedLegalMoveNames(positionWithDice(args));
    for (const auto& name : names) std::cout << name << '\n';
    if (names.empty()) std::cerr << "no legal micro-move: the turn passes\n";
    return 0;
}

int runTurns(const CommandArgs& raw) {
    const Arguments args("turns", raw, {}, {"distinct", "count"});
    args.expectPositionals(1, "a DFEN with dice in field 7");
    const Position pos = positionWithDice(args);
    TurnGenerator generator;
    std::vector<std::string> lines;
    if (args.flag("distinct")) {
        for (const TurnOutcome& outcome : generator.distinctOutcomes(pos))
            lines.push_back(turnToString(outcome.turn));
    } else {
        for (const Turn& turn : generator.legalTurns(pos)) lines.push_back(turnToString(turn));
    }
    if (args.flag("count")) {
        std::cout << lines.size() << '\n';
        return 0;
    }
    for (const auto& line : lines) std::cout << line << '\n';
    return 0;
}

namespace {

// One die: each piece type that can move, its probability (uniform over the movable types), its moves and
// whether one of them captures a king.
void printOneDieRolls(const Position& base) {
    const OneDieRolls rolls = oneDieRolls(base);
    if (rolls.count == 0) std::cerr << "no piece type can move: the turn passes\n";
    for (int i = 0; i < rolls.count; ++i) {
        const PieceType type = rolls.types[static_cast<std::size_t>(i)];
        MoveList moves;
        oneDieMoves(base, type, moves);
        bool kingCapture = false;
        for (Move m : moves) kingCapture = kingCapture || base.capturesKing(m);
        std::printf("%c 1/%d %.4f %zu %d\n", pieceLetter(type, base.sideToMove() == Color::White),
                    rolls.count, 1.0 / rolls.count, moves.size(), kingCapture ? 1 : 0);
    }
}

}  // namespace

int runRolls(const CommandArgs& raw) {
    const Arguments args("rolls", raw, {"variant"}, {});
    args.expectPositionals(1, "a DFEN");
    const Position base = parsePositionArgument(args.positionals()[0]);
    if (variantArgument(args) == Variant::OneDie) {
        printOneDieRolls(base);  // field 7 is ignored, as for three dice
        return 0;
    }
    TurnGenerator generator;
    for (const DiceRoll& roll : allRolls()) {
        Position pos = base;
        pos.setDice(roll.pool());
        std::size_t turns = 0;
        bool kingCapture = false;
        for (const Turn& turn : generator.legalTurns(pos)) {
            ++turns;
            Position replay = pos;
            for (Move m : turn) {
                kingCapture = kingCapture || replay.capturesKing(m);
                replay.play(m);
            }
        }
        const std::size_t distinct = generator.distinctOutcomes(pos).size();
        std::cout << poolLetters(roll.pool(), base.sideToMove() == Color::White) << ' ' << roll.weight << ' '
                  << turns << ' ' << distinct << ' ' << (kingCapture ? 1 : 0) << '\n';
    }
    return 0;
}

int runApply(const CommandArgs& raw) {
    const Arguments args("apply", raw, {}, {});
    args.expectPositionals(1, "a DFEN with dice in field 7, then micro-moves", true);
    Position pos = parsePositionArgument(args.positionals()[0]);
    bool gameOver = false;
    for (std::size_t i = 1; i < args.positionals().size(); ++i) {
        const std::string& text = args.positionals()[i];
        if (gameOver)
            throw UsageError("move " + std::to_string(i) + " '" + text +
                             "': the game is over (a king was captured)");
        if (pos.dice().empty()) {
            throw UsageError("move " + std::to_string(i) + " '" + text +
                             "': no dice left; the turn is over (give the next turn's roll in a new DFEN)");
        }
        const std::optional<Move> move = parseUciMove(pos, text);
        if (!move || !isLegalMove(pos, *move)) {
            throw UsageError("move " + std::to_string(i) + " '" + text +
                             "' is not legal here; legal: " + legalMovesText(pos));
        }
        gameOver = pos.capturesKing(*move);
        pos.play(*move);
        if (!gameOver && maxDice(pos) == 0) pos.endTurn();
    }
    if (!gameOver && !pos.dice().empty() && maxDice(pos) == 0) pos.endTurn();
    std::cout << toDfen(pos) << '\n';
    return 0;
}

int runKcp(const CommandArgs& raw) {
    const Arguments args("kcp", raw, {"defender", "variant"}, {"queen"});
    args.expectPositionals(1, "a DFEN");
    // Geometry only: a side without a king has nothing to lose, and its odds are 0.
    const Position pos = parsePositionArgument(args.positionals()[0], DfenUse::Geometry);
    Color defender = ~pos.sideToMove();
    if (const auto side = args.value("defender")) {
        if (*side != "white" && *side != "black")
            throw UsageError("--defender must be 'white' or 'black', got '" + *side + "'");
        defender = *side == "white" ? Color::White : Color::Black;
    }
    std::cout.setf(std::ios::fixed);
    std::cout.precision(6);
    if (variantArgument(args) == Variant::OneDie) {
        if (args.flag("queen")) throw UsageError("--queen is for three dice; one die has king odds only");
        const OneDieCaptureOdds odds = oneDieKingCaptureProbability(pos, defender);
        std::cout << odds.value() << ' ' << odds.capturing << '/' << odds.movable << '\n';
        return 0;
    }
    const RollProbability p =
        args.flag("queen") ? queenCaptureProbability(pos, defender) : kingCaptureProbability(pos, defender);
    std::cout << p.value() << ' ' << p.outcomes << "/216\n";
    return 0;
}

int runPerft(const CommandArgs& raw) {
    const Arguments args("perft", raw, {"die", "depth"}, {"turns"});
    args.expectPositionals(1, "a DFEN");
    auto parsed = parseDfen(args.positionals()[0], DfenUse::Geometry);
    if (const auto* error = std::get_if<DfenError>(&parsed)) throw UsageError(error->message());
    const Position pos = std::get<Position>(parsed);
    if (!args.value("depth")) throw UsageError("perft needs --depth D");
    if (args.flag("turns")) {
        if (args.value("die")) throw UsageError("--turns enumerates all 56 rolls; drop --die");
        std::cout << turnPerft(pos, static_cast<int>(args.integerOption("depth", 1, 1, 4))) << '\n';
        return 0;
    }
    const std::optional<std::string> dieText = args.value("die");
    if (!dieText) throw UsageError("perft needs --die N (1-6 or a piece letter), or --turns");
    const Result<DicePool> die = parseRoll(*dieText);
    if (!die || die->size() != 1)
        throw UsageError("--die must be one die (1-6 or P N B R Q K), got '" + *dieText + "'");
    PieceType type = PieceType::Pawn;
    for (int t = 1; t <= PieceTypeCount; ++t)
        if (die->has(static_cast<PieceType>(t))) type = static_cast<PieceType>(t);
    std::cout << perft(pos, type, static_cast<int>(args.integerOption("depth", 1, 1, 12))) << '\n';
    return 0;
}

}  // namespace dicechess::cli
