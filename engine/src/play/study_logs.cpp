// The study's CSV logs of a match (tournament.h): replayed from each game's record, so they cost nothing
// while the match runs and can be written again from a match folder.
#include <bit>
#include <cstdio>

#include "dicechess/bots/study/study_eval.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/play/study_logs.h"
#include "dicechess/play/tournament_export.h"
#include "dicechess/rules/one_die.h"

namespace dicechess {
namespace {

std::string fixed(double value, int decimals) {
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::string row(const std::vector<std::string>& fields) {
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i) line += (i ? "," : "") + csvField(fields[i]);
    return line + "\r\n";
}

int piecesOf(const Position& pos, Color c) {
    return std::popcount(pos.pieces(c));
}

const char* winnerName(GameResult result) {
    switch (result) {
        case GameResult::WhiteWins: return "white";
        case GameResult::BlackWins: return "black";
        case GameResult::Draw: return "draw";
        default: return "none";
    }
}

struct Players {
    std::string white;
    std::string black;
};

Players playersOf(const TournamentSetup& setup, const TournamentGame& g) {
    const Pairing p = pairingsOf(setup).at(static_cast<std::size_t>(g.pairing));
    const std::string first = setup.entrants[static_cast<std::size_t>(p.first)].spec();
    const std::string second = setup.entrants[static_cast<std::size_t>(p.second)].spec();
    return g.game.botIsWhite ? Players{first, second} : Players{second, first};
}

const std::vector<double>& timesOf(const TournamentGame& g, Color side) {
    return (side == Color::White) == g.game.botIsWhite ? g.game.botDecisionMs : g.game.baselineDecisionMs;
}

double sum(const std::vector<double>& values) {
    double total = 0;
    for (double v : values) total += v;
    return total;
}

}  // namespace

std::string studyGamesCsv(const TournamentSetup& setup, std::span<const TournamentGame> games) {
    const int pairings = static_cast<int>(pairingsOf(setup).size());
    std::string csv = row({"game", "variant", "white", "black", "winner", "termination", "turns",
                           "white_moves", "black_moves", "white_ms_per_move", "black_ms_per_move", "total_ms",
                           "final_eval_white", "white_pieces", "black_pieces"});
    for (const TournamentGame& g : games) {
        if (!g.game.record) continue;
        const Game game = replay(*g.game.record);
        const Players players = playersOf(setup, g);
        const auto& white = timesOf(g, Color::White);
        const auto& black = timesOf(g, Color::Black);
        const auto perMove = [](const std::vector<double>& t) {
            return t.empty() ? 0.0 : sum(t) / static_cast<double>(t.size());
        };
        const Position& final = game.position();
        csv += row(
            {std::to_string(g.gameNumber(pairings) + 1), std::string(variantName(setup.variant)),
             players.white, players.black, winnerName(g.game.result), terminationName(g.game.termination),
             std::to_string(g.game.turns), std::to_string(white.size()), std::to_string(black.size()),
             fixed(perMove(white), 3), fixed(perMove(black), 3), fixed(sum(white) + sum(black), 3),
             std::to_string(studyEvaluate(final, Color::White)),
             std::to_string(piecesOf(final, Color::White)), std::to_string(piecesOf(final, Color::Black))});
    }
    return csv;
}

std::string studyMovesCsv(const TournamentSetup& setup, std::span<const TournamentGame> games) {
    const int pairings = static_cast<int>(pairingsOf(setup).size());
    std::string csv = row({"game", "turn", "side", "player", "roll", "move", "ms", "captured", "white_pieces",
                           "black_pieces", "eval_after_mover"});
    for (const TournamentGame& g : games) {
        if (!g.game.record) continue;
        const GameRecord& record = *g.game.record;
        const Players players = playersOf(setup, g);
        std::array<std::size_t, 2> decision{};  // the next decision time of each side
        Game game(record.start, DefaultTurnCap, record.variant());
        int turnNumber = 0;
        for (const TurnRecord& turn : record.turns) {
            ++turnNumber;
            if (game.awaitingRoll()) game.roll(turn.roll);
            if (turn.moves.empty()) continue;  // a forced pass: no decision, no time
            const Color mover = turn.mover;
            std::string captured;
            for (Move m : turn.moves) {
                const Position& before = game.position();
                const Square victim =
                    m.isEnPassant() ? (mover == Color::White ? m.to() - 8 : m.to() + 8) : m.to();
                if (!m.isCastling() && before.pieceOn(victim) != Piece::None)
                    captured += (captured.empty() ? "" : " ") +
                                std::string(1, pieceLetter(typeOf(before.pieceOn(victim)), true));
                game.playMicroMove(m);
            }
            const auto& times = timesOf(g, mover);
            const std::size_t i = decision[index(mover)]++;
            const Position& after = game.position();
            csv += row({std::to_string(g.gameNumber(pairings) + 1), std::to_string(turnNumber),
                        mover == Color::White ? "white" : "black",
                        mover == Color::White ? players.white : players.black,
                        turn.roll.empty() ? "-" : poolLetters(turn.roll, mover == Color::White),
                        turnToString(turn.moves), i < times.size() ? fixed(times[i], 3) : "", captured,
                        std::to_string(piecesOf(after, Color::White)),
                        std::to_string(piecesOf(after, Color::Black)),
                        std::to_string(studyEvaluate(after, mover))});
        }
    }
    return csv;
}

}  // namespace dicechess
