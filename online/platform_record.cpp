#include "online/platform_record.h"

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/platform_turns.h"
#include "platform/fair_dice.h"

namespace dicechess::online {
namespace {

DicePool poolOf(const room::Dice& dice) {
    DicePool pool;
    for (int die : dice) pool.add(static_cast<PieceType>(die));
    return pool;
}

using Read = Result<GameRecord>;

// A seat's name as the history shows it ("house greedy", or null for a guest) in our tag's spelling.
std::string playerTag(const Json& player) {
    const Json* name = player.is_object() ? fieldOf(player, "name", &Json::is_string) : nullptr;
    if (!name) return "guest";
    std::string text = name->get<std::string>();
    if (const auto space = text.find(' '); space != std::string::npos) text[space] = '/';
    return text;
}

// The turns of a history (`colorKey` "activeColor") or of a live Snapshot (`colorKey` "seat", §14.4).
Result<std::vector<room::PlayedTurn>> turnsOf(const Json& turns, const char* colorKey) {
    using Turns = Result<std::vector<room::PlayedTurn>>;
    std::vector<room::PlayedTurn> played;
    for (std::size_t i = 0; i < turns.size(); ++i) {
        const Json& turn = turns[i];
        const std::string where = "turns[" + std::to_string(i) + "]";
        if (!turn.is_object()) return Turns::failure(where + " is not an object");
        room::PlayedTurn entry;
        const Json* color = fieldOf(turn, colorKey, &Json::is_string);
        const auto side = color ? sideFrom(color->get<std::string>()) : std::nullopt;
        if (!side) return Turns::failure(where + "." + colorKey + " is not \"White\" or \"Black\"");
        entry.seat = *side;
        const Json* dice = fieldOf(turn, "dice", &Json::is_array);
        if (!dice || dice->size() != 3) return Turns::failure(where + ".dice is not three dice");
        for (std::size_t d = 0; d < 3; ++d) {
            const Json& die = (*dice)[d];
            if (!die.is_number_integer() || die.get<int>() < 1 || die.get<int>() > 6)
                return Turns::failure(where + ".dice[" + std::to_string(d) + "] is not a die from 1 to 6");
            entry.dice[d] = die.get<int>();
        }
        const Json* moves = fieldOf(turn, "moves", &Json::is_array);
        if (!moves) return Turns::failure(where + ".moves is not a list");
        for (const Json& move : *moves) {
            if (!move.is_string()) return Turns::failure(where + ".moves holds a value that is not a string");
            entry.moves.push_back(move.get<std::string>());
        }
        const Json* fenAfter = fieldOf(turn, "fenAfter", &Json::is_string);
        if (!fenAfter) return Turns::failure(where + ".fenAfter is missing or not a string");
        entry.fenAfter = fenAfter->get<std::string>();
        played.push_back(std::move(entry));
    }
    return played;
}

// A DFEN's first six fields: the position without a pending roll, as `fenAfter` writes it.
std::string withoutDice(const std::string& dfen) {
    std::string fields;
    std::size_t start = 0;
    for (int field = 0; field < 6 && start < dfen.size(); ++field) {
        const auto end = std::min(dfen.find(' ', start), dfen.size());
        fields += (field == 0 ? "" : " ") + dfen.substr(start, end - start);
        start = end + 1;
    }
    return fields;
}

// The tags every platform record carries: where it was played, by whom, and the dice commit.
void setPlatformTags(GameRecord& record, const std::string& id, const Json& facts,
                     const std::string& commit) {
    const Json* players = fieldOf(facts, "players", &Json::is_object);
    record.setTag("Event", "Dice Chess platform");
    record.setTag("White", players && players->contains("white") ? playerTag((*players)["white"]) : "?");
    record.setTag("Black", players && players->contains("black") ? playerTag((*players)["black"]) : "?");
    record.setTag("Result", resultText(record.result));
    if (const Json* control = fieldOf(facts, "timeControl", &Json::is_object))
        record.setTag("PlatformTimeControl", compact(*control));
    record.setTag("Rules", "dicechess-platform");
    record.setTag("GameId", id);
    record.setTag("DiceCommit", commit);
}

}  // namespace

Result<GameRecord> recordOfTurns(const Position& start, const std::vector<room::PlayedTurn>& turns) {
    GameRecord record;
    record.start = start;
    if (!(start == Position::startPosition()))
        record.setTag("StartDFEN", toDfen(start));  // what the file keeps
    Position position = start;
    for (std::size_t i = 0; i < turns.size(); ++i) {
        const room::PlayedTurn& turn = turns[i];
        const std::string where = "turns[" + std::to_string(i) + "]: ";
        if (turn.seat != position.sideToMove())
            return Read::failure(where + sideName(turn.seat) + " is not to move");
        TurnRecord entry;
        entry.mover = turn.seat;
        entry.roll = poolOf(turn.dice);
        position.setDice(entry.roll);
        // Typed by the platform's whole-turn rule (RULES.md §4b), which the game was played under: a turn
        // it allows and our §4 does not is still this turn, move for move.
        const Turn* typed = nullptr;
        std::vector<Turn> allowed;
        if (!turn.moves.empty()) {
            allowed = platformTurns(position);
            for (const Turn& candidate : allowed) {
                if (candidate.size() != turn.moves.size()) continue;
                bool same = true;
                for (std::size_t m = 0; same && m < candidate.size(); ++m)
                    same = toUci(candidate[m]) == turn.moves[m];
                if (same) typed = &candidate;
            }
            if (!typed) {
                std::string text;
                for (const std::string& move : turn.moves) text += (text.empty() ? "" : " ") + move;
                return Read::failure(where + text + " is not a legal turn there");
            }
        }
        bool kingTaken = false;
        if (typed)
            for (const Move move : *typed) {
                kingTaken = position.capturesKing(move);
                entry.moves.push_back(move);
                position.play(move);
            }
        if (!kingTaken) position.endTurn();
        if (!turn.fenAfter.empty() && withoutDice(toDfen(position)) != withoutDice(turn.fenAfter))
            return Read::failure(where + "fenAfter: the record says '" + turn.fenAfter +
                                 "', its moves give '" + withoutDice(toDfen(position)) + "'");
        record.turns.push_back(entry);
        record.comments.emplace_back();
    }
    return record;
}

Termination drawTermination(std::size_t rolls) {
    return rolls >= 5'000 ? Termination::TurnCap : Termination::HalfmoveRule;
}

Result<GameRecord> recordFromHistory(const Json& history) {
    if (!history.is_object()) return Read::failure("a game history is a JSON object");
    const Json* id = fieldOf(history, "gameId", &Json::is_string);
    if (!id) return Read::failure("gameId is missing or not a string");
    const Json* dfen = fieldOf(history, "initialDfen", &Json::is_string);
    if (!dfen) return Read::failure("initialDfen is missing or not a string");
    const auto start = parseDfen(dfen->get<std::string>());
    if (!start) return Read::failure("initialDfen: " + start.error().message());
    const Json* turns = fieldOf(history, "turns", &Json::is_array);
    if (!turns) return Read::failure("turns is missing or not a list");
    auto played = turnsOf(*turns, "activeColor");
    if (!played) return Read::failure(played.error());
    auto replayed = recordOfTurns(*start, *played);
    if (!replayed) return replayed;
    GameRecord record = std::move(*replayed);
    const Json* result = fieldOf(history, "result", &Json::is_number_integer);
    if (!result || result->get<int>() < -1 || result->get<int>() > 1)
        return Read::failure("result is not 1, 0 or -1");
    record.result = result->get<int>() == 1    ? GameResult::WhiteWins
                    : result->get<int>() == -1 ? GameResult::BlackWins
                                               : GameResult::Draw;
    const Json* termination = fieldOf(history, "termination", &Json::is_string);
    const std::string how = termination ? termination->get<std::string>() : "";
    if (how == "king_captured")
        record.termination = Termination::KingCaptured;
    else if (how == "timeout")
        record.termination = Termination::TimeForfeit;
    else if (how == "resign")
        record.termination = Termination::Resignation;
    else if (how == "draw_agreement")
        record.termination = drawTermination(played->size());
    else
        return Read::failure("termination is not one of king_captured, timeout, resign, draw_agreement");
    const Json* fairness = fieldOf(history, "fairness", &Json::is_object);
    const Json* seeds = fairness ? fieldOf(*fairness, "clientSeeds", &Json::is_object) : nullptr;
    const Json* seed = fairness ? fieldOf(*fairness, "seed", &Json::is_string) : nullptr;
    const Json* white = seeds ? fieldOf(*seeds, "white", &Json::is_string) : nullptr;
    const Json* black = seeds ? fieldOf(*seeds, "black", &Json::is_string) : nullptr;
    if (!seed || !white || !black) return Read::failure("fairness.seed or fairness.clientSeeds is missing");
    // §14.2: the turn a resignation or a flag fall cut short has no record, but its roll was made (each
    // turn is rolled as it starts, from the opening roll on): it is the seeds' next roll, our unfinished
    // last turn. Only a resignation before any roll leaves nothing.
    const bool cutShort = record.termination == Termination::TimeForfeit ||
                          (record.termination == Termination::Resignation && !played->empty());
    if (cutShort) {
        const auto serverSeed = fair::parseServerSeed(seed->get<std::string>());
        if (!serverSeed) return Read::failure("fairness.seed: " + serverSeed.error());
        const fair::Roll roll =
            fair::rollAt(*serverSeed, white->get<std::string>(), black->get<std::string>(),
                         static_cast<std::int64_t>(played->size()));
        TurnRecord unfinished;
        unfinished.mover = record.turns.empty() ? start->sideToMove() : ~record.turns.back().mover;
        unfinished.roll = poolOf(roll);
        Position cut =
            played->empty() ? *start : *parseDfen(played->back().fenAfter);  // checked by the replay
        cut.setDice(unfinished.roll);
        if (platformTurns(cut).empty())  // the server plays a pass itself and rolls on: it is never pending
            return Read::failure("turns: the roll after the last turn (" +
                                 poolLetters(unfinished.roll, unfinished.mover == Color::White) +
                                 ") is a forced pass, which the server would have played and recorded");
        record.turns.push_back(unfinished);
        record.comments.emplace_back();
    }
    if (const Json* finished = fieldOf(history, "finishedAt", &Json::is_string))
        record.setTag("Date", finished->get<std::string>().substr(0, 10));
    const Json* commit = fieldOf(*fairness, "commit", &Json::is_string);
    setPlatformTags(record, id->get<std::string>(), history, commit ? commit->get<std::string>() : "");
    record.setTag("Termination", terminationName(record.termination));
    record.setTag("ServerSeed", seed->get<std::string>());
    record.setTag("ClientSeedWhite", white->get<std::string>());
    record.setTag("ClientSeedBlack", black->get<std::string>());
    return record;
}

Result<GameRecord> recordOfLiveGame(const std::string& gameId, const Json& state, const Json& turns) {
    if (!state.is_object()) return Read::failure("a game state is a JSON object");
    if (!turns.is_array()) return Read::failure("a snapshot's history is a list");
    auto played = turnsOf(turns, "seat");
    if (!played) return Read::failure(played.error());
    auto replayed = recordOfTurns(Position::startPosition(), *played);
    if (!replayed) return replayed;
    GameRecord record = std::move(*replayed);
    const Json* commit = fieldOf(state, "commit", &Json::is_string);
    setPlatformTags(record, gameId, state, commit ? commit->get<std::string>() : "");
    return record;
}

}  // namespace dicechess::online
