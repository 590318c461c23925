#include "dicechess/notation/engine_protocol.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/one_die.h"
#include "dicechess/rules/turngen.h"
#include "dicechess/rules/variant_rules.h"

namespace dicechess::dcep {
namespace {

template <typename T>
using R = Result<T>;

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ') ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ') ++i;
        if (i > start) out.push_back(text.substr(start, i - start));
    }
    return out;
}

// The text after the first `n` words (and the spaces after them), as sent.
std::string_view afterWords(std::string_view text, int n) {
    std::size_t i = 0;
    for (int w = 0; w < n; ++w) {
        while (i < text.size() && text[i] == ' ') ++i;
        while (i < text.size() && text[i] != ' ') ++i;
    }
    while (i < text.size() && text[i] == ' ') ++i;
    return text.substr(i);
}

std::string_view stripCr(std::string_view line) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return line;
}

template <typename T>
std::optional<T> number(std::string_view text) {
    T value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

std::optional<double> decimal(std::string_view text) {
    // from_chars for double is not everywhere yet; strtod on a bounded copy.
    if (text.empty() || text.size() > 32) return std::nullopt;
    const std::string copy(text);
    char* end = nullptr;
    const double value = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size() || !std::isfinite(value)) return std::nullopt;
    return value;
}

std::string quoted(std::string_view text) {
    return "'" + std::string(text.substr(0, 80)) + (text.size() > 80 ? "…'" : "'");
}

R<EngineMessage> parseId(std::string_view line, const std::vector<std::string_view>& w) {
    if (w.size() < 2) return R<EngineMessage>::failure("'id' needs 'name <text>' or 'author <text>'");
    IdMessage id;
    if (w[1] == "name")
        id.field = IdMessage::Field::Name;
    else if (w[1] == "author")
        id.field = IdMessage::Field::Author;
    else
        return R<EngineMessage>::failure("'id " + std::string(w[1]) +
                                         "' is unknown: 'id name' or 'id author'");
    id.text = std::string(afterWords(line, 2));
    if (id.text.empty()) return R<EngineMessage>::failure("'id " + std::string(w[1]) + "' without text");
    return EngineMessage(std::move(id));
}

R<EngineMessage> parseOption(const std::vector<std::string_view>& w) {
    using Fail = R<EngineMessage>;
    if (w.size() < 3 || w[1] != "name") return Fail::failure("'option' must start 'option name <NAME>'");
    OptionMessage o;
    o.name = std::string(w[2]);
    if (w.size() < 5 || w[3] != "type")
        return Fail::failure("option " + o.name + ": 'type <t>' must follow the name");
    if (w[4] == "check")
        o.type = OptionMessage::Type::Check;
    else if (w[4] == "spin")
        o.type = OptionMessage::Type::Spin;
    else if (w[4] == "string")
        o.type = OptionMessage::Type::String;
    else if (w[4] == "combo")
        o.type = OptionMessage::Type::Combo;
    else
        return Fail::failure("option " + o.name + ": unknown type " + quoted(w[4]) +
                             " (check, spin, string, combo)");
    bool haveDefault = false;
    for (std::size_t i = 5; i < w.size(); ++i) {
        const std::string_view key = w[i];
        const bool hasValue = i + 1 < w.size();
        if (key == "default") {
            haveDefault = true;
            if (hasValue && w[i + 1] != "min" && w[i + 1] != "max" && w[i + 1] != "var")
                o.defaultValue = w[++i];
        } else if (key == "min" || key == "max") {
            if (!hasValue)
                return Fail::failure("option " + o.name + ": '" + std::string(key) + "' without a value");
            const auto v = number<std::int64_t>(w[++i]);
            if (!v)
                return Fail::failure("option " + o.name + ": '" + std::string(key) + "' is not an integer");
            (key == "min" ? o.min : o.max) = *v;
        } else if (key == "var") {
            if (!hasValue) return Fail::failure("option " + o.name + ": 'var' without a value");
            o.vars.emplace_back(w[++i]);
        } else {
            return Fail::failure("option " + o.name + ": unknown key " + quoted(key));
        }
    }
    if (!haveDefault) return Fail::failure("option " + o.name + ": no 'default'");
    if (o.defaultValue.empty() && o.type != OptionMessage::Type::String)
        return Fail::failure("option " + o.name + ": empty default");
    if (o.type == OptionMessage::Type::Check && o.defaultValue != "true" && o.defaultValue != "false")
        return Fail::failure("option " + o.name + ": a check's default is 'true' or 'false'");
    if (o.type == OptionMessage::Type::Spin) {
        if (!o.min || !o.max) return Fail::failure("option " + o.name + ": a spin needs 'min' and 'max'");
        const auto d = number<std::int64_t>(o.defaultValue);
        if (!d || *d < *o.min || *d > *o.max)
            return Fail::failure("option " + o.name + ": default is not an integer within min..max");
    }
    if (o.type == OptionMessage::Type::Combo && o.vars.empty())
        return Fail::failure("option " + o.name + ": a combo needs 'var' choices");
    return EngineMessage(std::move(o));
}

R<EngineMessage> parseInfo(const std::vector<std::string_view>& w) {
    using Fail = R<EngineMessage>;
    InfoMessage info;
    for (std::size_t i = 1; i < w.size(); i += 2) {
        const std::string key(w[i]);
        for (std::size_t j = 1; j < i; j += 2)
            if (w[j] == w[i]) return Fail::failure("info: '" + key + "' given twice");
        if (i + 1 >= w.size()) return Fail::failure("info: '" + key + "' without a value");
        const std::string_view value = w[i + 1];
        const std::string bad = "info: " + key + " " + quoted(value) + " is not ";
        if (key == "depth") {
            info.depth = number<int>(value);
            if (!info.depth || *info.depth < 0) return Fail::failure(bad + "a depth (an integer >= 0)");
        } else if (key == "nodes") {
            if (!(info.nodes = number<std::uint64_t>(value))) return Fail::failure(bad + "a count");
        } else if (key == "time") {
            if (!(info.timeMs = number<std::uint64_t>(value))) return Fail::failure(bad + "milliseconds");
        } else if (key == "winpct") {
            info.winPercent = decimal(value);
            if (!info.winPercent || *info.winPercent < 0 || *info.winPercent > 100)
                return Fail::failure(bad + "a percentage from 0 to 100");
        } else if (key == "currturn") {
            info.currentTurn = std::string(value);
        } else if (key == "pv") {
            info.pv = std::string(value);
        } else {
            return Fail::failure("info: unknown key " + quoted(key) +
                                 " (depth, nodes, time, winpct, currturn, pv)");
        }
    }
    return EngineMessage(std::move(info));
}

std::string number64(std::uint64_t v) {
    return std::to_string(v);
}

// The first word of a line, without a trailing CR.
std::string_view firstWord(std::string_view line) {
    line = stripCr(line);
    const std::size_t start = line.find_first_not_of(' ');
    if (start == std::string_view::npos) return {};
    const std::size_t end = line.find(' ', start);
    return line.substr(start, end == std::string_view::npos ? line.npos : end - start);
}

// The one-die micro-move of the rolled type whose UCI text is `text`, if there is one.
std::optional<Move> oneDieMove(const Position& rolled, std::string_view text) {
    MoveList moves;
    rolledOneDieMoves(rolled, moves);
    for (Move m : moves)
        if (toUci(m) == text) return m;
    return std::nullopt;
}

// A roll of `position … turns`: letters of either case, three dice (one die: a roll of the position), or
// "-" for none.
Result<DicePool> parseTurnsRoll(const Position& pos, std::string_view text, Variant variant) {
    if (text == "-") {
        if (variant == Variant::OneDie)
            if (const Status ok = checkOneDieRoll(pos, DicePool{}); !ok)
                return Result<DicePool>::failure(ok.error());
        return DicePool{};
    }
    if (text.find_first_not_of("pnbrqkPNBRQK") != std::string_view::npos)
        return Result<DicePool>::failure("roll " + quoted(text) + " is not dice letters (pnbrqk) or -");
    Result<DicePool> roll = parseRoll(text);
    if (!roll) return Result<DicePool>::failure("roll " + quoted(text) + ": " + roll.error());
    if (variant == Variant::OneDie) {
        if (const Status ok = checkOneDieRoll(pos, *roll); !ok) return Result<DicePool>::failure(ok.error());
    } else if (roll->size() != 3) {
        return Result<DicePool>::failure("roll " + quoted(text) + " is not three dice");
    }
    return roll;
}

// "position dfen <DFEN> [turns <TURN> <ROLL> ...]".
Result<HostCommand> parsePosition(const std::vector<std::string_view>& w, Variant variant) {
    using Fail = Result<HostCommand>;
    if (w.size() < 3 || w[1] != "dfen")
        return Fail::failure("'position' must be 'position dfen <DFEN> [turns <TURN> <ROLL> ...]'");
    std::size_t turnsAt = 2;
    while (turnsAt < w.size() && w[turnsAt] != "turns") ++turnsAt;
    if (turnsAt == 2) return Fail::failure("'position dfen' without a DFEN");
    // The DFEN's words before `turns`, joined by single spaces: readers accept runs of spaces (§1).
    std::string dfen;
    for (std::size_t i = 2; i < turnsAt; ++i) dfen += (i > 2 ? " " : "") + std::string(w[i]);
    Result<Position, DfenError> parsed = parseDfen(dfen);
    if (!parsed) return Fail::failure("position: " + parsed.error().message());
    PositionCommand command{*parsed, 0};
    if (turnsAt == w.size()) return HostCommand(command);
    const std::size_t words = w.size() - turnsAt - 1;
    if (words == 0) return Fail::failure("position: 'turns' without a turn");
    if (words % 2 != 0)
        return Fail::failure("position: 'turns' takes pairs '<TURN> <ROLL>'; the last turn has no roll");
    Position& pos = command.position;
    for (std::size_t i = turnsAt + 1; i < w.size(); i += 2) {
        const std::string at = "position: turn " + std::to_string(command.turnsSince + 1) + ": ";
        if (pos.dice().empty() && !(variant == Variant::OneDie && w[i] == "pass"))
            return Fail::failure(at + quoted(w[i]) + " has no dice to play with (the roll before it is -)");
        Result<Turn> turn = parseTurn(pos, w[i], variant);
        if (!turn) return Fail::failure(at + turn.error());
        if (turn->empty()) {
            pos.endTurn();
        } else {
            const std::optional<TurnOutcome> outcome = legalTurnOutcome(pos, *turn, variant);
            if (!outcome)
                return Fail::failure(at + quoted(w[i]) + " is not a legal turn");  // parseTurn said it is
            if (outcome->capturesKing)
                return Fail::failure(at + quoted(w[i]) + " captures a king: the game is over");
            pos = outcome->final;
        }
        ++command.turnsSince;
        const Result<DicePool> roll = parseTurnsRoll(pos, w[i + 1], variant);
        if (!roll) return Fail::failure(at + "then " + roll.error());
        if (roll->empty() && i + 2 < w.size() && variant != Variant::OneDie)
            return Fail::failure(at + "then roll '-' before another turn: only the last roll may be -");
        pos.setDice(*roll);
    }
    return HostCommand(command);
}

}  // namespace

std::string_view lineKeyword(std::string_view line) {
    return firstWord(line);
}

Status checkOptionValue(const OptionMessage& option, std::string_view value) {
    const std::string what = "option " + option.name + ": value " + quoted(value);
    switch (option.type) {
        case OptionMessage::Type::Check:
            if (value != "true" && value != "false") return Status::failure(what + " is not true or false");
            break;
        case OptionMessage::Type::Spin: {
            const auto v = number<std::int64_t>(value);
            if (!v) return Status::failure(what + " is not an integer");
            if ((option.min && *v < *option.min) || (option.max && *v > *option.max))
                return Status::failure(what + " is outside " +
                                       std::to_string(option.min.value_or(INT64_MIN)) + ".." +
                                       std::to_string(option.max.value_or(INT64_MAX)));
            break;
        }
        case OptionMessage::Type::Combo:
            if (std::find(option.vars.begin(), option.vars.end(), value) == option.vars.end())
                return Status::failure(what + " is not one of its choices");
            break;
        case OptionMessage::Type::String: break;
    }
    return Status();
}

bool isAdvisoryLine(std::string_view line) {
    const std::string_view head = firstWord(line);
    return head.empty() || head == "info" || stripCr(line).front() == '#';
}

Result<EngineMessage> parseEngineLine(std::string_view raw) {
    using Fail = R<EngineMessage>;
    if (raw.size() > MaxLineLength) return Fail::failure("line longer than 64 KiB");
    const std::string_view line = stripCr(raw);
    if (line.find_first_not_of(' ') == std::string_view::npos || line.front() == '#')
        return EngineMessage(CommentMessage{std::string(line)});
    const std::vector<std::string_view> w = words(line);
    const std::string_view head = w.front();
    auto exact = [&](auto message) -> Result<EngineMessage> {
        if (w.size() != 1) return Fail::failure("'" + std::string(head) + "' takes no arguments");
        return EngineMessage(message);
    };
    if (head == "id") return parseId(line, w);
    if (head == "option") return parseOption(w);
    if (head == "dcepok") {
        if (w.size() != 2) return Fail::failure("'dcepok' needs exactly one version number");
        const auto v = number<int>(w[1]);
        if (!v || *v < 1)
            return Fail::failure("'dcepok' version " + quoted(w[1]) + " is not a positive integer");
        return EngineMessage(DcepOkMessage{*v});
    }
    if (head == "readyok") return exact(ReadyOkMessage{});
    if (head == "legalturns") return exact(LegalTurnsMessage{});
    if (head == "info") return parseInfo(w);
    if (head == "bestturn") {
        if (w.size() != 2)
            return Fail::failure("'bestturn' needs exactly one turn (micro-moves joined by commas, or pass)");
        return EngineMessage(BestTurnMessage{std::string(w[1])});
    }
    if (head == "answer") {
        if (w.size() != 2 || (w[1] != "yes" && w[1] != "no"))
            return Fail::failure("'answer' must be 'answer yes' or 'answer no'");
        return EngineMessage(AnswerMessage{w[1] == "yes"});
    }
    return Fail::failure("unknown engine message " + quoted(head));
}

std::string formatEngineMessage(const EngineMessage& message) {
    struct Visitor {
        std::string operator()(const IdMessage& m) const {
            return std::string(m.field == IdMessage::Field::Name ? "id name " : "id author ") + m.text;
        }
        std::string operator()(const OptionMessage& m) const {
            static constexpr const char* types[] = {"check", "spin", "string", "combo"};
            std::string s = "option name " + m.name + " type " + types[static_cast<int>(m.type)] +
                            " default " + m.defaultValue;
            if (m.min) s += " min " + std::to_string(*m.min);
            if (m.max) s += " max " + std::to_string(*m.max);
            for (const std::string& v : m.vars) s += " var " + v;
            return s;
        }
        std::string operator()(const DcepOkMessage& m) const { return "dcepok " + std::to_string(m.version); }
        std::string operator()(const ReadyOkMessage&) const { return "readyok"; }
        std::string operator()(const InfoMessage& m) const {
            std::string s = "info";
            if (m.depth) s += " depth " + std::to_string(*m.depth);
            if (m.nodes) s += " nodes " + number64(*m.nodes);
            if (m.timeMs) s += " time " + number64(*m.timeMs);
            if (m.winPercent) {
                char buffer[32];
                std::snprintf(buffer, sizeof buffer, "%.1f", *m.winPercent);
                s += std::string(" winpct ") + buffer;
            }
            if (m.currentTurn) s += " currturn " + *m.currentTurn;
            if (m.pv) s += " pv " + *m.pv;
            return s;
        }
        std::string operator()(const BestTurnMessage& m) const { return "bestturn " + m.turn; }
        std::string operator()(const AnswerMessage& m) const { return m.yes ? "answer yes" : "answer no"; }
        std::string operator()(const LegalTurnsMessage&) const { return "legalturns"; }
        std::string operator()(const CommentMessage& m) const { return m.text; }
    };
    return std::visit(Visitor{}, message);
}

std::string_view questionText(Question q) {
    switch (q) {
        case Question::CubeDouble: return "cube double?";
        case Question::CubeTake: return "cube take?";
        case Question::DrawOffer: return "draw offer?";
        case Question::DrawAccept: return "draw accept?";
    }
    return "";
}

Result<HostCommand> parseHostLine(std::string_view raw, Variant variant) {
    using Fail = R<HostCommand>;
    if (raw.size() > MaxLineLength) return Fail::failure("line longer than 64 KiB");
    const std::string_view line = stripCr(raw);
    const std::vector<std::string_view> w = words(line);
    if (w.empty()) return Fail::failure("empty line");
    const std::string_view head = w.front();
    auto exact = [&](auto command) -> Result<HostCommand> {
        if (w.size() != 1) return Fail::failure("'" + std::string(head) + "' takes no arguments");
        return HostCommand(command);
    };
    if (head == "dcep") {
        if (w.size() == 1) return HostCommand(DcepCommand{});
        const auto v = w.size() == 2 ? number<int>(w[1]) : std::nullopt;
        if (!v || *v < 1)
            return Fail::failure("'dcep' takes at most one version number (a positive integer)");
        return HostCommand(DcepCommand{*v});
    }
    if (head == "isready") return exact(IsReadyCommand{});
    if (head == "stop") return exact(StopCommand{});
    if (head == "quit") return exact(QuitCommand{});
    if (head == "end") return exact(EndCommand{});
    if (head == "setoption") {
        if (w.size() < 4 || w[1] != "name" || w[3] != "value")
            return Fail::failure("'setoption' must be 'setoption name <NAME> value <VALUE>'");
        return HostCommand(SetOptionCommand{std::string(w[2]), std::string(afterWords(line, 4))});
    }
    if (head == "newgame") {
        if (w.size() < 3 || w.size() > 4 || w[1] != "variant" || (w.size() == 4 && w[3] != "stakes"))
            return Fail::failure("'newgame' must be 'newgame variant three-dice|one-die [stakes]'");
        const std::optional<Variant> rules = parseVariant(w[2]);
        if (!rules) return Fail::failure("unknown variant " + quoted(w[2]) + " (three-dice, one-die)");
        return HostCommand(NewGameCommand{*rules, w.size() == 4});
    }
    if (head == "position") return parsePosition(w, variant);
    if (head == "go") {
        GoLimits limits;
        for (std::size_t i = 1; i < w.size(); ++i) {
            const std::string key(w[i]);
            if (key == "infinite") {
                limits.infinite = true;
                continue;
            }
            std::optional<std::uint64_t>* slot = key == "movetime" ? &limits.movetimeMs
                                                 : key == "wtime"  ? &limits.wtimeMs
                                                 : key == "btime"  ? &limits.btimeMs
                                                 : key == "winc"   ? &limits.wincMs
                                                 : key == "binc"   ? &limits.bincMs
                                                 : key == "nodes"  ? &limits.nodes
                                                                   : nullptr;
            if (!slot)
                return Fail::failure("go: unknown key " + quoted(key) +
                                     " (movetime, wtime, btime, winc, binc, nodes, infinite)");
            if (*slot) return Fail::failure("go: '" + key + "' given twice");
            if (i + 1 >= w.size()) return Fail::failure("go: '" + key + "' without a value");
            *slot = number<std::uint64_t>(w[++i]);
            if (!*slot)
                return Fail::failure("go: " + key + " " + quoted(w[i]) + " is not a non-negative integer");
        }
        return HostCommand(GoCommand{limits});
    }
    if (head == "cube" || head == "draw") {
        for (Question q :
             {Question::CubeDouble, Question::CubeTake, Question::DrawOffer, Question::DrawAccept})
            if (line == questionText(q)) return HostCommand(QuestionCommand{q});
        return Fail::failure("unknown question " + quoted(line) +
                             " (cube double?, cube take?, draw offer?, draw accept?)");
    }
    if (head == "turns") {
        const auto n = w.size() == 2 ? number<std::size_t>(w[1]) : std::nullopt;
        if (!n) return Fail::failure("'turns' needs one count");
        return HostCommand(TurnsHeaderCommand{*n});
    }
    return Fail::failure("unknown host command " + quoted(head));
}

std::string formatDcep(std::optional<int> highestVersion) {
    return highestVersion ? "dcep " + std::to_string(*highestVersion) : "dcep";
}
std::string formatIsReady() {
    return "isready";
}
std::string formatSetOption(std::string_view name, std::string_view value) {
    // "value " and the rest of the line (§4): an empty value leaves the line ending in that space.
    return "setoption name " + std::string(name) + " value " + std::string(value);
}
std::string formatNewGame(Variant variant, bool stakes) {
    return "newgame variant " + std::string(variantName(variant)) + (stakes ? " stakes" : "");
}
std::string formatPosition(const Position& pos) {
    return "position dfen " + toDfen(pos);
}
std::string formatPosition(const Position& first, const std::vector<PlayedTurn>& since) {
    std::string s = formatPosition(first);
    if (since.empty()) return s;
    s += " turns";
    Color mover = first.sideToMove();
    for (const PlayedTurn& played : since) {
        mover = ~mover;
        s += " " + formatTurn(played.turn) + " " +
             (played.nextRoll.empty() ? std::string("-")
                                      : poolLetters(played.nextRoll, mover == Color::White));
    }
    return s;
}
std::string formatGo(const GoLimits& limits) {
    std::string s = "go";
    auto add = [&](const char* key, const std::optional<std::uint64_t>& v) {
        if (v) s += std::string(" ") + key + " " + number64(*v);
    };
    add("movetime", limits.movetimeMs);
    add("wtime", limits.wtimeMs);
    add("btime", limits.btimeMs);
    add("winc", limits.wincMs);
    add("binc", limits.bincMs);
    add("nodes", limits.nodes);
    if (limits.infinite) s += " infinite";
    return s;
}
std::string formatStop() {
    return "stop";
}
std::string formatQuit() {
    return "quit";
}
std::string formatQuestion(Question q) {
    return std::string(questionText(q));
}

std::string formatHostCommand(const HostCommand& command) {
    struct Visitor {
        std::string operator()(const DcepCommand& c) const { return formatDcep(c.highestVersion); }
        std::string operator()(const IsReadyCommand&) const { return formatIsReady(); }
        std::string operator()(const SetOptionCommand& c) const { return formatSetOption(c.name, c.value); }
        std::string operator()(const NewGameCommand& c) const { return formatNewGame(c.variant, c.stakes); }
        std::string operator()(const PositionCommand& c) const { return formatPosition(c.position); }
        std::string operator()(const GoCommand& c) const { return formatGo(c.limits); }
        std::string operator()(const StopCommand&) const { return formatStop(); }
        std::string operator()(const QuitCommand&) const { return formatQuit(); }
        std::string operator()(const QuestionCommand& c) const { return formatQuestion(c.question); }
        std::string operator()(const TurnsHeaderCommand& c) const {
            return "turns " + std::to_string(c.count);
        }
        std::string operator()(const EndCommand&) const { return "end"; }
    };
    return std::visit(Visitor{}, command);
}

std::string formatTurn(const Turn& turn) {
    if (turn.empty()) return "pass";
    std::string text;
    for (Move m : turn) text += (text.empty() ? "" : ",") + toUci(m);
    return text;
}

Result<Turn> parseTurn(const Position& rolled, std::string_view text, Variant variant) {
    using Fail = Result<Turn>;
    if (text.empty()) return Fail::failure("empty turn (micro-moves joined by commas, or pass)");
    if (text.find_first_of(" \t") != std::string_view::npos)
        return Fail::failure("turn " + quoted(text) + " holds a space: join micro-moves with commas only");
    Turn turn;
    if (text == "pass" && variant == Variant::OneDie) {
        if (!rolled.dice().empty() || !checkOneDieRoll(rolled, DicePool{}))
            return Fail::failure("'pass' is not allowed: a micro-move is legal");
        return turn;
    }
    if (text != "pass") {
        Position pos = rolled;
        std::size_t start = 0;
        for (int index = 1;; ++index) {
            const std::size_t comma = text.find(',', start);
            const std::string_view word =
                text.substr(start, comma == std::string_view::npos ? text.npos : comma - start);
            const std::string at = "micro-move " + std::to_string(index) + " " + quoted(word);
            if (turn.size() == turn.capacity())
                return Fail::failure("turn " + quoted(text) + " has more than three micro-moves");
            // One die: the moves of the rolled type under the one-die rules (castling is the King die's).
            const std::optional<Move> move =
                variant == Variant::OneDie ? oneDieMove(pos, word) : parseUciMove(pos, word);
            if (!move) return Fail::failure(at + " is not a move the dice allow here (UCI: e2e4, e7e8q)");
            if (variant == Variant::ThreeDice && !isLegalMove(pos, *move))
                return Fail::failure(
                    at + " is illegal: it leaves dice unspent that could be spent (maximum-dice rule)");
            turn.push_back(*move);
            pos.play(*move);
            if (comma == std::string_view::npos) break;
            start = comma + 1;
        }
    }
    if (!legalTurnOutcome(rolled, turn, variant)) {
        if (turn.empty()) return Fail::failure("'pass' is not allowed: a micro-move is legal");
        return Fail::failure("turn " + quoted(text) +
                             " is not a whole legal turn: dice are left that must be spent");
    }
    return turn;
}

}  // namespace dicechess::dcep
