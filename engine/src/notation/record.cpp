#include "dicechess/notation/record.h"

#include <algorithm>
#include <cctype>
#include <ctime>
#include <optional>
#include <sstream>
#include <utility>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/one_die.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {
namespace {

constexpr const char* RulesName = "dicechess-3dice";
constexpr const char* PlatformRulesName = "dicechess-platform";

struct Token {
    std::string text;
    int line;
    int column;
};

RecordError errorAt(const Token& token, std::string message) {
    return RecordError{token.line, token.column, std::move(message)};
}

// Splits text into tokens: [bracketed] (tags and rolls, quotes respected), (cube actions), {comments} and
// plain words.
std::variant<std::vector<Token>, RecordError> tokenize(std::string_view text) {
    std::vector<Token> tokens;
    int line = 1;
    int column = 1;
    std::size_t pos = 0;
    auto advance = [&] {
        if (text[pos] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
        ++pos;
    };
    while (pos < text.size()) {
        if (std::isspace(static_cast<unsigned char>(text[pos]))) {
            advance();
            continue;
        }
        Token token{"", line, column};
        const char first = text[pos];
        const char close = first == '[' ? ']' : first == '{' ? '}' : first == '(' ? ')' : '\0';
        if (close) {
            bool inQuotes = false;
            bool closed = false;
            while (pos < text.size() && !closed) {
                const char c = text[pos];
                token.text += c;
                advance();
                // A tag or a roll stays on its line: a missing ']' must not swallow the next tags.
                if ((close == ']' || close == ')') && c == '\n')
                    return errorAt(token, std::string("'") + first + "' is never closed with '" + close +
                                              "' on its line");
                if (close == ']' && c == '"') inQuotes = !inQuotes;
                if (close == ']' && inQuotes && c == '\\' && pos < text.size()) {
                    token.text += text[pos];
                    advance();
                } else if (c == close && !inQuotes && token.text.size() > 1) {
                    closed = true;
                }
            }
            if (!closed)
                return errorAt(token, std::string("'") + first + "' is never closed with '" + close + "'");
        } else {
            while (pos < text.size() && !std::isspace(static_cast<unsigned char>(text[pos])) &&
                   text[pos] != '{' && text[pos] != '[' && text[pos] != '(') {
                token.text += text[pos];
                advance();
            }
        }
        tokens.push_back(std::move(token));
    }
    return tokens;
}

bool isTagToken(const Token& token) {
    return token.text.front() == '[' && token.text.find(' ') != std::string::npos;
}

std::optional<GameResult> parseResult(std::string_view text) {
    if (text == "1-0") return GameResult::WhiteWins;
    if (text == "0-1") return GameResult::BlackWins;
    if (text == "1/2-1/2") return GameResult::Draw;
    if (text == "*") return GameResult::Ongoing;
    return std::nullopt;
}

bool allDigits(std::string_view text, std::size_t maxDigits) {
    return !text.empty() && text.size() <= maxDigits && std::all_of(text.begin(), text.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c));
    });
}

bool isDecimal(std::string_view text) {
    const std::size_t dot = text.find('.');
    if (dot == std::string_view::npos) return allDigits(text, 9);
    return allDigits(text.substr(0, dot), 9) && allDigits(text.substr(dot + 1), 9);
}

// The values of the tags this program reads back; other tags are kept as they are. Empty when valid.
std::string tagValueProblem(std::string_view name, std::string_view value) {
    auto oneOf = [&](std::initializer_list<std::string_view> allowed, const char* text) {
        for (std::string_view a : allowed)
            if (value == a) return std::string();
        return "tag " + std::string(name) + " must be " + text + ", got '" + std::string(value) + "'";
    };
    if (name == "Seed" && !(allDigits(value, 20) && (value.size() < 20 || value <= "18446744073709551615")))
        return "tag Seed must be a whole number below 2^64, got '" + std::string(value) + "'";
    if (name == "TimeControl" && value != "-") {
        const std::size_t plus = value.find('+');
        if (plus == std::string_view::npos || !isDecimal(value.substr(0, plus)) ||
            !isDecimal(value.substr(plus + 1)))
            return "tag TimeControl must be MINUTES+SECONDS (like 3+2) or -, got '" + std::string(value) +
                   "'";
    }
    if (name == "Result") return oneOf({"1-0", "0-1", "1/2-1/2", "*"}, "1-0, 0-1, 1/2-1/2 or *");
    if (name == "Stakes") return oneOf({"on", "off"}, "on or off");
    if (name == "CubeOwner") return oneOf({"centre", "white", "black"}, "centre, white or black");
    if (name == "CubeValue")
        return oneOf({"1", "2", "4", "8", "16", "32", "64"}, "a power of two from 1 to 64");
    if (name == "Rolling") return oneOf({"manual"}, "manual");
    if ((name == "WhiteClockMs" || name == "BlackClockMs") && !allDigits(value, 12))
        return "tag " + std::string(name) + " must be milliseconds (a whole number), got '" +
               std::string(value) + "'";
    return {};
}

std::optional<RecordError> parseTag(const Token& token, GameRecord& record) {
    const std::string& t = token.text;
    const std::size_t space = t.find(' ');
    const std::string name = t.substr(1, space - 1);
    bool nameOk = !name.empty();
    for (char c : name) nameOk = nameOk && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
    if (!nameOk) return errorAt(token, "tag name '" + name + "' may hold only letters, digits and _");
    const std::string rest = t.substr(space + 1, t.size() - space - 2);
    if (rest.size() < 2 || rest.front() != '"' || rest.back() != '"')
        return errorAt(token,
                       "the value of tag " + name + " must be in double quotes: [" + name + " \"...\"]");
    std::string value;
    for (std::size_t i = 1; i + 1 < rest.size(); ++i) {
        if (rest[i] == '\\' && i + 2 < rest.size()) ++i;
        value += rest[i];
    }
    if (const std::string problem = tagValueProblem(name, value); !problem.empty())
        return errorAt(token, problem);
    record.tags.emplace_back(name, value);
    return std::nullopt;
}

std::string legalList(const Game& game) {
    std::string text;
    for (Move m : game.legalMoves()) text += (text.empty() ? "" : " ") + toUci(m);
    return text;
}

// The cube as the record's doubles leave it (RULES.md §9); a dropped double ends the game.
struct CubeTrack {
    int value = 1;
    std::optional<Color> owner;
    std::optional<Color> droppedBy;  // the side whose double was dropped: the winner
};

// Checks and applies one "(N take)" / "(N drop)" token for the side to move.
std::optional<RecordError> applyCubeAction(const Token& token, const Game& game, bool startsMidTurn,
                                           GameRecord& record, CubeTrack& cube) {
    const std::string& t = token.text;
    std::istringstream words(t.substr(1, t.size() - 2));
    std::string number;
    std::string answer;
    std::string extra;
    words >> number >> answer >> extra;
    if (!allDigits(number, 2) || (answer != "take" && answer != "drop") || !extra.empty())
        return errorAt(token, "'" + t + "' is not a cube action like (2 take) or (4 drop)");
    if (record.tag("Stakes") != "on") return errorAt(token, "cube actions need the tag [Stakes \"on\"]");
    if (startsMidTurn)
        return errorAt(token, "a double comes before the roll, but StartDFEN already holds the dice");
    const Color mover = game.position().sideToMove();
    const int value = std::stoi(number);
    if (cube.owner && *cube.owner != mover)
        return errorAt(token, std::string("the cube belongs to ") +
                                  (mover == Color::White ? "Black" : "White") + ": " +
                                  (mover == Color::White ? "White" : "Black") + " cannot double");
    if (value != cube.value * 2 || value > 64)
        return errorAt(token, "the cube goes from " + std::to_string(cube.value) + " to " +
                                  std::to_string(cube.value * 2) + " (64 at most), not " + number);
    const bool taken = answer == "take";
    record.cubeActions.push_back(CubeAction{static_cast<int>(game.turns().size()), value, taken});
    if (taken) {
        cube.value = value;
        cube.owner = ~mover;
    } else {
        cube.droppedBy = ~mover;
    }
    return std::nullopt;
}

// A record with doubles must agree with its CubeValue and CubeOwner tags (when present) and, after a
// dropped double, end with the doubler's win by "double dropped".
std::optional<RecordError> checkCubeOutcome(const Token& resultToken, const GameRecord& record,
                                            const CubeTrack& cube) {
    if (record.cubeActions.empty()) return std::nullopt;
    const std::string value = record.tag("CubeValue");
    if (!value.empty() && value != std::to_string(cube.value))
        return errorAt(resultToken, "the doubles leave the cube at " + std::to_string(cube.value) +
                                        ", but the CubeValue tag says " + value);
    const std::string owner = record.tag("CubeOwner");
    const std::string expected = !cube.owner ? "centre" : *cube.owner == Color::White ? "white" : "black";
    if (!owner.empty() && owner != expected)
        return errorAt(resultToken, "the doubles leave the cube with " + expected +
                                        ", but the CubeOwner tag says " + owner);
    if (cube.droppedBy) {
        const GameResult doublerWins =
            *cube.droppedBy == Color::White ? GameResult::BlackWins : GameResult::WhiteWins;
        if (record.result != doublerWins || record.termination != Termination::DoubleDropped)
            return errorAt(resultToken, std::string("a dropped double ends the game: ") +
                                            resultText(doublerWins) +
                                            " with [Termination \"double dropped\"]");
    }
    return std::nullopt;
}

// Replays the movetext tokens of one record starting at `i`; stops after the result token.
std::optional<RecordError> parseMovetext(const std::vector<Token>& tokens, std::size_t& i, GameRecord& record,
                                         const Token& where) {
    const Variant variant = record.variant();
    Game game(record.start, DefaultTurnCap, variant, record.turnRule());
    bool startsMidTurn = !record.start.dice().empty();
    std::optional<Token> resultToken;
    CubeTrack cube;
    bool afterMoveNumber = false;
    auto turnUnfinished = [&](const Token& token) -> std::optional<RecordError> {
        game.endTurn();  // a platform turn that stops before a king capture it may decline
        if (!game.isOver() && !game.awaitingRoll() && !startsMidTurn)
            return errorAt(token,
                           "the previous turn is unfinished; legal micro-moves remain: " + legalList(game));
        return std::nullopt;
    };
    while (i < tokens.size() && !isTagToken(tokens[i]) && !resultToken) {
        const Token& token = tokens[i++];
        const std::string& t = token.text;
        const bool cubeSlot = std::exchange(afterMoveNumber, false);
        if (cube.droppedBy && !parseResult(t))
            return errorAt(token,
                           "a dropped double ended the game: only the result may follow, not '" + t + "'");
        if (t.front() == '(') {
            if (!cubeSlot)
                return errorAt(
                    token, "a cube action like (2 take) stands right after a move number, before the roll");
            if (auto error = applyCubeAction(token, game, startsMidTurn, record, cube)) return error;
        } else if (t.front() == '{') {
            if (record.comments.empty()) return errorAt(token, "a comment must follow a turn");
            record.comments.back() = t.substr(1, t.size() - 2);
        } else if (const auto result = parseResult(t)) {
            resultToken = token;
            record.result = *result;
        } else if (std::isdigit(static_cast<unsigned char>(t.front()))) {
            const std::size_t dot = t.find('.');
            const std::string suffix = dot == std::string::npos ? "" : t.substr(dot);
            if (suffix != "." && suffix != "...")
                return errorAt(token, "'" + t + "' is not a move number like 12. or 12...");
            if (auto error = turnUnfinished(token)) return error;
            if (game.isOver())
                return errorAt(
                    token, std::string("the game is already over: ") + terminationName(game.termination()));
            const Color mover = game.position().sideToMove();
            if ((mover == Color::White) != (suffix == "."))
                return errorAt(token, std::string("it is ") + (mover == Color::White ? "White" : "Black") +
                                          "'s turn here");
            if (t.substr(0, dot) != std::to_string(game.position().fullmoveNumber()))
                return errorAt(token, "move number " + t.substr(0, dot) + " should be " +
                                          std::to_string(game.position().fullmoveNumber()));
            afterMoveNumber = true;
        } else if (t.front() == '[') {
            const Result<DicePool> roll = t == "[-]" && variant == Variant::OneDie
                                              ? Result<DicePool>(DicePool{})
                                              : parseRoll(t.substr(1, t.size() - 2));
            if (!roll) return errorAt(token, "bad roll " + t + ": " + roll.error());
            if (auto unfinished = turnUnfinished(token)) return unfinished;
            if (game.isOver())
                return errorAt(
                    token, std::string("the game is already over: ") + terminationName(game.termination()));
            if (startsMidTurn) {
                if (*roll != record.start.dice())
                    return errorAt(token, "the first roll must be the StartDFEN dice " +
                                              poolLetters(record.start.dice(), true));
                startsMidTurn = false;
            } else {
                if (variant == Variant::ThreeDice && roll->size() != 3)
                    return errorAt(token, "a roll has three dice, got " + t);
                if (variant == Variant::OneDie) {
                    if (const Status legal = checkOneDieRoll(game.position(), *roll); !legal)
                        return errorAt(token, legal.error());
                }
                game.roll(*roll);
            }
            record.comments.emplace_back();
        } else if (t == "--") {
            if (game.turns().empty() || !game.turns().back().moves.empty() ||
                (!game.awaitingRoll() && !game.isOver()))
                return errorAt(token, "'--' (pass) is only for a roll without any legal micro-move; legal: " +
                                          legalList(game));
        } else {
            if (game.isOver() || game.awaitingRoll())
                return errorAt(token, "micro-move '" + t + "' needs a roll before it");
            // Matched against the game's legal moves, so one-die castling (the King die alone) reads back.
            std::optional<Move> move;
            for (Move m : game.legalMoves())
                if (toUci(m) == t) move = m;
            if (!move || !game.playMicroMove(*move))
                return errorAt(token, "illegal micro-move '" + t + "'; legal: " + legalList(game));
        }
    }
    game.endTurn();
    if (!resultToken)
        return errorAt(i < tokens.size() ? tokens[i] : where,
                       "the movetext must end with a result (1-0, 0-1, 1/2-1/2 or *)");
    const std::string tagResult = record.tag("Result");
    if (!tagResult.empty() && tagResult != resultToken->text)
        return errorAt(*resultToken,
                       "result " + resultToken->text + " disagrees with the Result tag " + tagResult);
    if (game.isOver()) {
        if (game.result() != record.result)
            return errorAt(*resultToken,
                           std::string("the moves end the game as ") + resultText(game.result()) + " (" +
                               terminationName(game.termination()) + "), not " + resultToken->text);
        record.termination = game.termination();
    } else if (record.result != GameResult::Ongoing) {
        const auto termination = parseTermination(record.tag("Termination"));
        if (!termination || *termination == Termination::None || *termination == Termination::KingCaptured ||
            *termination == Termination::HalfmoveRule || *termination == Termination::TurnCap)
            return errorAt(*resultToken,
                           "the game is not over on the board; the Termination tag must say why it ended "
                           "(resignation, double dropped, time forfeit, agreement, illegal move, crash, "
                           "timeout, flood or protocol)");
        record.termination = *termination;
    }
    if (auto error = checkCubeOutcome(*resultToken, record, cube)) return error;
    record.turns = game.turns();
    record.comments.resize(record.turns.size());
    return std::nullopt;
}

std::string today() {
    const std::time_t now = std::time(nullptr);
    std::tm parts{};
    gmtime_r(&now, &parts);
    char text[32];
    std::snprintf(text, sizeof text, "%04d.%02d.%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday);
    return text;
}

std::string escapeTag(const std::string& value) {
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

// True when the last turn's roll is on the board with none of its micro-moves played yet (a game saved,
// resigned or flagged right after a roll): it is written without "--", which stands only for a pass.
bool lastRollAwaitsMoves(const GameRecord& record) {
    if (record.turns.empty() || !record.turns.back().moves.empty()) return false;
    GameRecord unfinished = record;
    unfinished.result = GameResult::Ongoing;
    const Game game = replay(unfinished);
    return !game.awaitingRoll() && !game.isOver();
}

}  // namespace

std::string GameRecord::tag(std::string_view name) const {
    for (const auto& [key, value] : tags)
        if (key == name) return value;
    return {};
}

Variant GameRecord::variant() const {
    return parseVariant(tag("Variant")).value_or(Variant::ThreeDice);
}

TurnRule GameRecord::turnRule() const {
    return tag("Rules") == PlatformRulesName ? TurnRule::Platform : TurnRule::Standard;
}

void GameRecord::setTag(std::string_view name, std::string value) {
    for (auto& [key, existing] : tags) {
        if (key == name) {
            existing = std::move(value);
            return;
        }
    }
    tags.emplace_back(std::string(name), std::move(value));
}

std::string RecordError::toString() const {
    return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + message;
}

const char* resultText(GameResult result) {
    switch (result) {
        case GameResult::WhiteWins: return "1-0";
        case GameResult::BlackWins: return "0-1";
        case GameResult::Draw: return "1/2-1/2";
        case GameResult::Ongoing: return "*";
    }
    return "*";
}

GameRecord makeRecord(const Game& game, std::string_view white, std::string_view black, std::uint64_t seed,
                      std::string_view event, std::string_view timeControl) {
    GameRecord record;
    record.setTag("Event", std::string(event));
    record.setTag("Date", today());
    record.setTag("White", std::string(white));
    record.setTag("Black", std::string(black));
    record.setTag("Result", resultText(game.result()));
    record.setTag("Termination", terminationName(game.termination()));
    record.setTag("StartDFEN", toDfen(game.startPosition()));
    record.setTag("Seed", std::to_string(seed));
    record.setTag("TimeControl", timeControl.empty() ? "-" : std::string(timeControl));
    record.setTag("Rules", game.turnRule() == TurnRule::Platform ? PlatformRulesName : RulesName);
    if (game.variant() != Variant::ThreeDice)
        record.setTag("Variant", std::string(variantName(game.variant())));
    record.start = game.startPosition();
    record.turns = game.turns();
    record.comments.assign(record.turns.size(), "");
    record.result = game.result();
    record.termination = game.termination();
    return record;
}

std::string writeRecord(const GameRecord& record) {
    std::string out;
    for (const auto& [name, value] : record.tags) out += "[" + name + " \"" + escapeTag(value) + "\"]\n";
    out += '\n';
    std::string line;
    auto put = [&](const std::string& word) {
        if (!line.empty() && line.size() + 1 + word.size() > 100) {
            out += line + '\n';
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    };
    std::uint32_t fullmove = record.start.fullmoveNumber();
    const bool pendingRoll = lastRollAwaitsMoves(record);
    auto putCube = [&](std::size_t turnIndex) {
        for (const CubeAction& action : record.cubeActions)
            if (action.turnIndex == static_cast<int>(turnIndex))
                put("(" + std::to_string(action.value) + (action.taken ? " take)" : " drop)"));
    };
    for (std::size_t i = 0; i < record.turns.size(); ++i) {
        const TurnRecord& turn = record.turns[i];
        const bool white = turn.mover == Color::White;
        put(std::to_string(fullmove) + (white ? "." : "..."));
        putCube(i);
        // A one-die roll when no piece type can move is empty: "[-]", then the pass.
        put("[" + (turn.roll.empty() ? std::string("-") : poolLetters(turn.roll, white)) + "]");
        if (turn.moves.empty() && !(pendingRoll && i + 1 == record.turns.size())) put("--");
        for (Move m : turn.moves) put(toUci(m));
        if (i < record.comments.size() && !record.comments[i].empty()) put("{" + record.comments[i] + "}");
        if (!white) ++fullmove;
    }
    const bool droppedAtEnd = !record.cubeActions.empty() &&
                              record.cubeActions.back().turnIndex == static_cast<int>(record.turns.size());
    if (droppedAtEnd) {
        const Color next = record.turns.empty() ? record.start.sideToMove() : ~record.turns.back().mover;
        put(std::to_string(fullmove) + (next == Color::White ? "." : "..."));
        putCube(record.turns.size());
    }
    put(resultText(record.result));
    out += line + "\n\n";
    return out;
}

Result<std::vector<GameRecord>, RecordError> readRecords(std::string_view text) {
    auto tokenized = tokenize(text);
    if (auto* error = std::get_if<RecordError>(&tokenized)) return *error;
    const auto& tokens = std::get<std::vector<Token>>(tokenized);
    std::vector<GameRecord> records;
    std::size_t i = 0;
    while (i < tokens.size()) {
        GameRecord record;
        const Token first = tokens[i];
        while (i < tokens.size() && isTagToken(tokens[i]))
            if (auto error = parseTag(tokens[i++], record)) return *error;
        if (const std::string dfen = record.tag("StartDFEN"); !dfen.empty()) {
            auto parsed = parseDfen(dfen);
            if (auto* error = std::get_if<DfenError>(&parsed))
                return errorAt(first, "StartDFEN: " + error->message());
            record.start = std::get<Position>(parsed);
        }
        if (const std::string variant = record.tag("Variant"); !variant.empty() && !parseVariant(variant))
            return errorAt(first, "Variant \"" + variant + "\" is not one-die or three-dice");
        if (record.variant() == Variant::OneDie && !record.start.dice().empty()) {
            if (const Status roll = checkOneDieRoll(record.start, record.start.dice()); !roll)
                return errorAt(first, "StartDFEN: " + roll.error());
        }
        if (auto error = parseMovetext(tokens, i, record, tokens.back())) return *error;
        records.push_back(std::move(record));
    }
    if (records.empty())
        return RecordError{1, 1, "no game found: a record starts with tag pairs like [Event \"...\"]"};
    return records;
}

ReplayedTurns replayTurns(const GameRecord& record) {
    ReplayedTurns replayed{{}, {}, Game(record.start, DefaultTurnCap, record.variant(), record.turnRule())};
    Game& game = replayed.end;
    replayed.preRoll.reserve(record.turns.size());
    replayed.rolled.reserve(record.turns.size());
    for (const TurnRecord& turn : record.turns) {
        game.endTurn();  // the turn before stopped where the platform's rule lets it
        replayed.preRoll.push_back(game.position());
        replayed.preRoll.back().setDice(DicePool{});
        if (game.awaitingRoll()) game.roll(turn.roll);
        replayed.rolled.push_back(game.position());
        for (Move m : turn.moves) game.playMicroMove(m);
    }
    game.endTurn();
    return replayed;
}

Game replay(const GameRecord& record) {
    Game game = replayTurns(record).end;  // moved: a member of the returned value
    if (!game.isOver() && record.result != GameResult::Ongoing)
        game.finish(record.result, record.termination);
    return game;
}

std::vector<Position> rolledPositions(const GameRecord& record) {
    return replayTurns(record).rolled;
}

}  // namespace dicechess
