#include "external_engine.h"

#include <algorithm>

#include "dicechess/bots/registry.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {
namespace {

using Clock = std::chrono::steady_clock;
constexpr int ProtocolVersion = 1;

bool startsWithWord(const std::string& line, std::string_view word) {
    return line.starts_with(word) && (line.size() == word.size() || line[word.size()] == ' ');
}

std::string rest(const std::string& line, std::string_view word) {
    return line.size() > word.size() ? line.substr(word.size() + 1) : std::string();
}

// Lines any answer may be interleaved with: blank lines and comments.
bool ignorable(const std::string& line) {
    return line.empty() || line.front() == '#';
}

std::string turnText(const Turn& turn) {
    if (turn.empty()) return "pass";
    std::string text;
    for (Move m : turn) text += (text.empty() ? "" : ",") + toUci(m);
    return text;
}

}  // namespace

Result<std::unique_ptr<ExternalEngineBot>> ExternalEngineBot::start(const ExternalEngineSettings& settings) {
    using Started = Result<std::unique_ptr<ExternalEngineBot>>;
    std::vector<std::string> argv{settings.config.command};
    argv.insert(argv.end(), settings.config.arguments.begin(), settings.config.arguments.end());
    Result<EngineProcess> process =
        EngineProcess::start({argv, settings.config.workingDirectory, settings.stderrLog});
    if (!process) return Started::failure("engine " + settings.config.name + ": " + process.error());
    std::unique_ptr<ExternalEngineBot> bot(new ExternalEngineBot(settings, std::move(*process)));
    if (const Status ready = bot->handshake(); !ready)
        return Started::failure("engine " + settings.config.name + ": " + ready.error());
    return bot;
}

Status ExternalEngineBot::handshake() {
    const auto deadline = Clock::now() + m_settings.handshakeTimeout;
    if (!m_process.writeLine("dcep")) return Status::failure("does not read its input");
    for (;;) {
        const EngineProcess::Read read = m_process.readLine(deadline);
        if (read.status != EngineProcess::ReadStatus::Line)
            return Status::failure("no handshake: it " + describeReadStatus(read.status) +
                                   " before 'dcepok'");
        const std::string& line = read.line;
        if (ignorable(line)) continue;
        if (startsWithWord(line, "id")) {
            const std::string what = rest(line, "id");
            if (startsWithWord(what, "name"))
                m_identity.name = rest(what, "name");
            else if (startsWithWord(what, "author"))
                m_identity.author = rest(what, "author");
            else
                return Status::failure("malformed handshake line '" + line + "'");
        } else if (startsWithWord(line, "option")) {
            const std::string option = rest(line, "option");
            if (!startsWithWord(option, "name"))
                return Status::failure("malformed option line '" + line + "'");
            m_identity.options.push_back(option);
            if (option.starts_with("name DCEP_Cube ")) m_identity.answersCube = true;
        } else if (startsWithWord(line, "dcepok")) {
            if (rest(line, "dcepok") != std::to_string(ProtocolVersion))
                return Status::failure("speaks protocol version '" + rest(line, "dcepok") + "'; we speak " +
                                       std::to_string(ProtocolVersion) + " (docs/engine-protocol.md)");
            break;
        } else {
            return Status::failure("unexpected line in the handshake: '" + line + "'");
        }
    }
    for (const auto& option : m_settings.config.options) {
        const std::string& name = option.first;  // a plain variable: lambdas cannot capture bindings
        const std::string& value = option.second;
        const bool declared =
            std::any_of(m_identity.options.begin(), m_identity.options.end(),
                        [&](const std::string& o) { return o.starts_with("name " + name + " "); });
        if (!declared) return Status::failure("has no option '" + name + "' (the engines file sets it)");
        m_process.writeLine("setoption name " + name + " value " + value);
    }
    m_process.writeLine("newgame variant " + std::string(variantName(m_settings.variant)));
    m_process.writeLine("isready");
    const EngineProcess::Read ready =
        m_process.readUntil(deadline, [](const std::string& line) { return line == "readyok"; });
    if (ready.status != EngineProcess::ReadStatus::Line)
        return Status::failure("no 'readyok': it " + describeReadStatus(ready.status));
    if (m_identity.name.empty()) m_identity.name = m_settings.config.name;
    m_info.id = std::string(ExternalEnginePrefix) + m_settings.config.name;
    m_info.name = m_identity.name;
    m_info.description = "External engine" + (m_identity.author.empty() ? "" : " by " + m_identity.author) +
                         " (" + m_settings.config.command + ")";
    m_info.thinks = true;
    return Status();
}

void ExternalEngineBot::fail(const std::string& reason) {
    m_process.terminate();
    throw EngineFault("engine " + m_settings.config.name + " " + reason);
}

void ExternalEngineBot::send(const std::string& line) {
    if (!m_process.writeLine(line)) fail("stopped reading its input (" + m_process.exitDescription() + ")");
}

std::vector<std::string> legalTurnsAnswer(const Position& rolled) {
    TurnGenerator generator;
    const auto outcomes = generator.distinctOutcomes(rolled);
    std::vector<std::string> lines{"turns " + std::to_string(outcomes.size())};
    for (const TurnOutcome& outcome : outcomes) lines.push_back(turnText(outcome.turn));
    lines.emplace_back("end");
    return lines;
}

void ExternalEngineBot::answerLegalTurns(const Position& rolled) {
    for (const std::string& line : legalTurnsAnswer(rolled)) send(line);
}

BotDecision ExternalEngineBot::chooseTurn(const BotRequest& request) {
    const Position& rolled = request.position;
    send("position dfen " + toDfen(rolled));
    const auto now = Clock::now();
    auto deadline = now + m_settings.untimedLimit + m_settings.grace;
    std::string go = "go";
    if (request.deadline) {
        const auto ms = std::max<long long>(
            1, std::chrono::duration_cast<std::chrono::milliseconds>(*request.deadline - now).count());
        go += " movetime " + std::to_string(ms);
        deadline = now + std::chrono::milliseconds(ms) + m_settings.grace;
    } else if (request.workBudget) {
        go += " nodes " + std::to_string(*request.workBudget);
    }
    send(go);
    bool stopSent = false;
    std::size_t lines = 0;
    for (;;) {
        if (!stopSent && request.stop.stop_requested()) {
            send("stop");
            stopSent = true;
            deadline = std::min(deadline, Clock::now() + m_settings.grace);
        }
        // Short waits, so a stop request is passed on at once.
        const auto wait = std::min(deadline, Clock::now() + std::chrono::milliseconds(50));
        EngineProcess::Read read = m_process.readLine(wait);
        if (read.status == EngineProcess::ReadStatus::Timeout) {
            if (Clock::now() >= deadline)
                fail(stopSent ? "ignored 'stop': no bestturn within the grace"
                              : "did not answer in time (no bestturn within its time and the grace)");
            continue;
        }
        if (read.status != EngineProcess::ReadStatus::Line) {
            m_process.hasExited();
            fail(describeReadStatus(read.status) +
                 (m_process.exitDescription().empty() ? "" : " (" + m_process.exitDescription() + ")"));
        }
        if (++lines > EngineOutputLimits{}.maxLinesPerRead) fail("flooded its output");
        const std::string& line = read.line;
        if (ignorable(line) || startsWithWord(line, "info")) continue;
        if (line == "legalturns") {
            answerLegalTurns(rolled);
            continue;
        }
        if (!startsWithWord(line, "bestturn")) fail("sent a line the protocol does not know: '" + line + "'");
        const std::string text = rest(line, "bestturn");
        const std::optional<Turn> turn = parseTurnText(rolled, text == "pass" ? "--" : text);
        if (!turn) fail("played an illegal or incomplete turn '" + text + "' in " + toDfen(rolled));
        BotDecision decision;
        decision.turn = *turn;
        return decision;
    }
}

bool ExternalEngineBot::ask(const Position& pos, const char* question, bool otherwise) {
    if (!m_identity.answersCube) return otherwise;
    Position beforeRoll = pos;
    beforeRoll.setDice({});
    send("position dfen " + toDfen(beforeRoll));
    send(question);
    const EngineProcess::Read read = m_process.readUntil(
        Clock::now() + m_settings.grace,
        [](const std::string& line) { return !ignorable(line) && !startsWithWord(line, "info"); });
    if (read.status != EngineProcess::ReadStatus::Line)
        fail("gave no answer to '" + std::string(question) + "'");
    if (read.line == "answer yes") return true;
    if (read.line == "answer no") return false;
    fail("answered '" + std::string(question) + "' with '" + read.line + "'");
}

bool ExternalEngineBot::offerDouble(const Position& pos, Color, Rng&) {
    return ask(pos, "cube double?", false);
}
bool ExternalEngineBot::takeDouble(const Position& pos, Color, Rng&) {
    return ask(pos, "cube take?", true);
}
bool ExternalEngineBot::offerDraw(const Position& pos, Color, Rng&) {
    return ask(pos, "draw offer?", false);
}
bool ExternalEngineBot::acceptDraw(const Position& pos, Color, Rng&) {
    return ask(pos, "draw accept?", false);
}

void installExternalEngines(std::vector<EngineConfig> engines, std::filesystem::path logDir,
                            std::chrono::milliseconds grace) {
    setExternalBotMaker([engines = std::move(engines), logDir = std::move(logDir), grace](
                            std::string_view name, Variant variant) -> Result<std::unique_ptr<Bot>> {
        const EngineConfig* config = findEngine(engines, name);
        if (!config)
            return Result<std::unique_ptr<Bot>>::failure("no engine '" + std::string(name) +
                                                         "' in the engines file (" +
                                                         defaultEnginesPath().string() + ")");
        ExternalEngineSettings settings;
        settings.config = *config;
        settings.variant = variant;
        settings.grace = grace;
        if (!logDir.empty()) settings.stderrLog = logDir / (config->name + ".stderr.log");
        Result<std::unique_ptr<ExternalEngineBot>> bot = ExternalEngineBot::start(settings);
        if (!bot) return Result<std::unique_ptr<Bot>>::failure(bot.error());
        return std::unique_ptr<Bot>(std::move(*bot));
    });
}

}  // namespace dicechess
