#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "dicechess/core/move.h"
#include "dicechess/core/result.h"
#include "dicechess/core/variant.h"
#include "dicechess/rules/position.h"

// The text layer of the Dice Chess Engine Protocol (docs/engine-protocol.md, DCEP 1): engine lines parsed
// into typed messages, host commands parsed and formatted, and turn texts ("e2e4,g1f3,f1c4", "pass")
// read against a rolled position. Pure text: no processes, no clocks.
namespace dicechess::dcep {

inline constexpr int ProtocolVersion = 1;
inline constexpr std::size_t MaxLineLength = 64 * 1024;          // bytes, without the LF
inline constexpr std::size_t MaxLinesPerDecision = 100'000;      // engine lines for one decision
inline constexpr std::string_view CubeOptionName = "DCEP_Cube";  // engines declaring it are asked the cube

// ---- engine → host ----

struct IdMessage {
    enum class Field : std::uint8_t { Name, Author } field = Field::Name;
    std::string text;
};
struct OptionMessage {
    enum class Type : std::uint8_t { Check, Spin, String, Combo } type = Type::Check;
    std::string name;
    std::string defaultValue;  // "<empty>" is not special: a string option's default may be any word
    std::optional<std::int64_t> min;
    std::optional<std::int64_t> max;
    std::vector<std::string> vars;  // combo choices
};
struct DcepOkMessage {
    int version = 0;
};
struct ReadyOkMessage {};
struct InfoMessage {
    std::optional<int> depth;
    std::optional<std::uint64_t> nodes;
    std::optional<std::uint64_t> timeMs;
    std::optional<double> winPercent;  // of the side to move, 0–100
    std::optional<std::string> currentTurn;
    std::optional<std::string> pv;
};
struct BestTurnMessage {
    std::string turn;  // as sent: micro-moves separated by commas, or "pass"; read it with parseTurn
};
struct AnswerMessage {
    bool yes = false;
};
struct LegalTurnsMessage {};
struct CommentMessage {  // a blank line or one starting with '#'
    std::string text;
};

using EngineMessage = std::variant<IdMessage, OptionMessage, DcepOkMessage, ReadyOkMessage, InfoMessage,
                                   BestTurnMessage, AnswerMessage, LegalTurnsMessage, CommentMessage>;

// One engine line (without its LF; a trailing CR is dropped). Every rejection names what is wrong: an
// unknown first word, a missing or malformed argument, an unknown or repeated key, a line over
// MaxLineLength.
Result<EngineMessage> parseEngineLine(std::string_view line);

// Whether a host may drop the line when it does not parse instead of failing the engine: comments and
// blank lines, and `info` lines, which are advisory (docs/engine-protocol.md §6).
bool isAdvisoryLine(std::string_view line);

// The keyword a line starts with (its first word, "" for a blank line), so a host can name what a line
// that does not parse meant to be (a malformed `bestturn` is an illegal turn, not an unknown line).
std::string_view lineKeyword(std::string_view line);

// Whether `value` is valid for `option` in `setoption` (section 3): `true` or `false` for a check, an
// integer within min..max for a spin, one of the `var`s for a combo, anything for a string; else why not.
Status checkOptionValue(const OptionMessage& option, std::string_view value);

std::string formatEngineMessage(const EngineMessage& message);

// ---- host → engine ----

struct GoLimits {
    std::optional<std::uint64_t> movetimeMs;
    std::optional<std::uint64_t> wtimeMs, btimeMs, wincMs, bincMs;
    std::optional<std::uint64_t> nodes;
    bool infinite = false;
};

enum class Question : std::uint8_t { CubeDouble, CubeTake, DrawOffer, DrawAccept };
std::string_view questionText(Question q);  // "cube double?", …

struct DcepCommand {
    std::optional<int> highestVersion;  // "dcep <n>" of a later host; a version 1 host sends plain "dcep"
};
struct IsReadyCommand {};
struct SetOptionCommand {
    std::string name;
    std::string value;  // the rest of the line after "value " (may hold spaces; may be empty)
};
struct NewGameCommand {
    Variant variant = Variant::ThreeDice;
    bool stakes = false;
};
struct PositionCommand {
    Position position;           // the position meant: the DFEN's, after the `turns` pairs when given
    std::size_t turnsSince = 0;  // how many `turns` pairs led there
};
struct GoCommand {
    GoLimits limits;
};
struct StopCommand {};
struct QuitCommand {};
struct QuestionCommand {
    Question question = Question::CubeDouble;
};
// The host's answer to `legalturns`: "turns <n>", n turn lines, "end".
struct TurnsHeaderCommand {
    std::size_t count = 0;
};
struct EndCommand {};

using HostCommand =
    std::variant<DcepCommand, IsReadyCommand, SetOptionCommand, NewGameCommand, PositionCommand, GoCommand,
                 StopCommand, QuitCommand, QuestionCommand, TurnsHeaderCommand, EndCommand>;

// A turn played since a position's DFEN, and the roll of the side to move after it (empty: not rolled yet,
// or in the one-die dialect a side that cannot move at all).
struct PlayedTurn {
    Turn turn;
    DicePool nextRoll;
};

// One host line, as an engine reads it (blank lines are an error here: callers skip them first). The
// variant is the session's (`newgame`): `position … turns` is played under its rules.
Result<HostCommand> parseHostLine(std::string_view line, Variant variant = Variant::ThreeDice);

std::string formatDcep(std::optional<int> highestVersion = std::nullopt);
std::string formatIsReady();
std::string formatSetOption(std::string_view name, std::string_view value);
std::string formatNewGame(Variant variant, bool stakes = false);
std::string formatPosition(const Position& pos);  // "position dfen <DFEN>"
// "position dfen <DFEN of first> turns <TURN> <ROLL> …": `first` holds the dice of the first turn.
std::string formatPosition(const Position& first, const std::vector<PlayedTurn>& since);
std::string formatGo(const GoLimits& limits);
std::string formatStop();
std::string formatQuit();
std::string formatQuestion(Question q);
// Any host command as its line (a position as one DFEN, its `turns` already played; the legal-turns
// answer's header as "turns <n>").
std::string formatHostCommand(const HostCommand& command);

// ---- turns ----

// "e2e4,g1f3,f1c4" or "pass" for the empty turn.
std::string formatTurn(const Turn& turn);

// A whole legal turn of the rolled position from its DCEP text, or why not: an empty text, spaces, a
// micro-move that is not UCI or not a move of the dice, an illegal micro-move (maximum-dice rule), a
// turn that leaves dice to spend, or "pass" when a micro-move is legal. One die: exactly one micro-move
// of the rolled type, or "pass" for a side without dice that cannot move at all.
Result<Turn> parseTurn(const Position& rolled, std::string_view text, Variant variant = Variant::ThreeDice);

}  // namespace dicechess::dcep
