#include "cli_support.h"

#include "dicechess/notation/move_text.h"
#include "dicechess/rules/movegen.h"
#include "dicechess/rules/turngen.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <csignal>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <variant>

#include <unistd.h>

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/bots/study/study_agents.h"
#include "dicechess/core/atomic_file.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/rules/one_die.h"
#include "platform/engines/engine_maker.h"
#include "platform/engines/engines_file.h"
#include "platform/engines/external_engine.h"

namespace dicechess::cli {
namespace {

std::atomic<bool> interruptSeen{false};

void onInterrupt(int signal) {
    interruptSeen = true;
    std::signal(signal, SIG_DFL);  // a second Ctrl+C ends the program at once
}

}  // namespace

ProgressLine::ProgressLine() : m_terminal(isatty(fileno(stderr)) == 1) {}

ProgressLine::~ProgressLine() {
    end();
}

void ProgressLine::update(const char* format, ...) {
    std::va_list args;
    va_start(args, format);
    std::va_list again;
    va_copy(again, args);
    const int length = std::vsnprintf(nullptr, 0, format, args);
    va_end(args);
    std::string text(static_cast<std::size_t>(std::max(0, length)), '\0');
    std::vsnprintf(text.data(), text.size() + 1, format, again);
    va_end(again);

    const std::lock_guard lock(m_mutex);
    if (text == m_lastText) return;
    if (!dueLocked()) {
        m_heldBack = std::move(text);
        return;
    }
    show(text);
}

bool ProgressLine::due() {
    const std::lock_guard lock(m_mutex);
    return dueLocked();
}

bool ProgressLine::dueLocked() const {
    const auto interval = m_terminal ? std::chrono::milliseconds(250) : std::chrono::milliseconds(1000);
    return m_lastShown == std::chrono::steady_clock::time_point{} ||
           std::chrono::steady_clock::now() - m_lastShown >= interval;
}

void ProgressLine::show(const std::string& text) {
    m_lastShown = std::chrono::steady_clock::now();
    m_heldBack.clear();
    m_lastText = text;
    if (!m_terminal) {
        std::fprintf(stderr, "%s\n", text.c_str());
        return;
    }
    const std::size_t blank = m_shown > text.size() ? m_shown - text.size() : 0;
    std::fprintf(stderr, "\r%s%s", text.c_str(), std::string(blank, ' ').c_str());
    std::fflush(stderr);
    m_open = true;
    m_shown = text.size();
}

void ProgressLine::end() {
    const std::lock_guard lock(m_mutex);
    if (!m_heldBack.empty()) show(std::string(m_heldBack));
    if (m_open) std::fprintf(stderr, "\n");
    m_open = false;
    m_shown = 0;
}

InterruptGuard::InterruptGuard(std::stop_source stop) {
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    m_watcher = std::jthread([stop](std::stop_token finished) mutable {
        while (!finished.stop_requested() && !interruptSeen)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        if (interruptSeen) stop.request_stop();
    });
}

InterruptGuard::~InterruptGuard() {
    m_watcher.request_stop();
    m_watcher.join();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
}

bool InterruptGuard::interrupted() {
    return interruptSeen;
}

Arguments::Arguments(std::string command, std::vector<std::string> args,
                     std::vector<std::string> valueOptions, std::vector<std::string> flags)
    : m_command(std::move(command)) {
    auto contains = [](const std::vector<std::string>& list, const std::string& name) {
        return std::find(list.begin(), list.end(), name) != list.end();
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg.size() < 3 || arg.rfind("--", 0) != 0) {
            m_positionals.push_back(arg);
            continue;
        }
        std::string name = arg.substr(2);
        std::optional<std::string> inlineValue;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name.resize(eq);
        }
        if (contains(flags, name) && !inlineValue) {
            m_flags.push_back(name);
        } else if (contains(valueOptions, name)) {
            if (!inlineValue && i + 1 >= args.size()) throw UsageError("option --" + name + " needs a value");
            const std::string value = inlineValue ? *inlineValue : args[++i];
            m_values.emplace_back(name, value);
        } else {
            throw UsageError("unknown option '" + arg + "' for '" + m_command + "' (see dicechess-cli " +
                             m_command + " --help)");
        }
    }
}

bool Arguments::flag(std::string_view name) const {
    return std::find(m_flags.begin(), m_flags.end(), name) != m_flags.end();
}

std::optional<std::string> Arguments::value(std::string_view name) const {
    std::optional<std::string> found;
    for (const auto& [key, value] : m_values)
        if (key == name) found = value;
    return found;
}

void Arguments::expectPositionals(std::size_t count, const char* what, bool orMore) const {
    if (m_positionals.size() < count) throw UsageError("'" + m_command + "' needs " + what);
    if (!orMore && m_positionals.size() > count) {
        throw UsageError("unexpected argument '" + m_positionals[count] + "' for '" + m_command +
                         "' (quote the DFEN as one argument: \"rnbqkbnr/... w KQkq - 0 1 PNB\")");
    }
}

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> items;
    for (std::size_t start = 0;;) {
        const std::size_t comma = text.find(',', start);
        items.push_back(text.substr(start, comma - start));
        if (comma == std::string::npos) return items;
        start = comma + 1;
    }
}

long long parseInteger(std::string_view text, std::string_view name, long long min, long long max) {
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < min || value > max) {
        throw UsageError(std::string(name) + " must be a whole number from " + std::to_string(min) + " to " +
                         std::to_string(max) + ", got '" + std::string(text) + "'");
    }
    return value;
}

long long Arguments::integerOption(std::string_view name, long long defaultValue, long long min,
                                   long long max) const {
    const std::optional<std::string> text = value(name);
    return text ? parseInteger(*text, "--" + std::string(name), min, max) : defaultValue;
}

double Arguments::realOption(std::string_view name, double defaultValue, double min, double max) const {
    const std::optional<std::string> text = value(name);
    if (!text) return defaultValue;
    try {
        std::size_t used = 0;
        const double v = std::stod(*text, &used);
        if (used == text->size() && v >= min && v <= max) return v;
    } catch (const std::exception&) {}
    throw UsageError("--" + std::string(name) + " must be a number from " + std::to_string(min) + " to " +
                     std::to_string(max) + ", got '" + *text + "'");
}

std::string readTextFile(const std::string& path, const std::string& what) {
    std::ifstream in(path);
    if (!in) throw UsageError(what + "cannot read '" + path + "': " + std::strerror(errno));
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void writeTextFile(const std::filesystem::path& path, std::string_view text, const std::string& what) {
    if (const Status written = writeFileAtomically(path, text); !written)
        throw UsageError(what + written.error());
}

OutputFile::OutputFile(const Arguments& args, const char* option)
    : m_option(std::string("--") + option + ": "), m_path(args.value(option)) {
    if (!m_path) return;
    if (const Status writable = checkWritable(*m_path); !writable)
        throw UsageError(m_option + writable.error());
}

void OutputFile::write(std::string_view text) const {
    if (m_path) writeTextFile(*m_path, text, m_option);
}

std::vector<GameRecord> readRecordFile(const std::string& path) {
    auto parsed = readRecords(readTextFile(path));
    if (const auto* error = std::get_if<RecordError>(&parsed))
        throw UsageError(path + ": " + error->toString());
    return std::move(std::get<std::vector<GameRecord>>(parsed));
}

Position parsePositionArgument(const std::string& text, DfenUse use) {
    auto parsed = parseDfen(text, use);
    if (const auto* error = std::get_if<DfenError>(&parsed)) throw UsageError(error->message());
    return std::get<Position>(parsed);
}

std::unique_ptr<Bot> botArgument(const std::string& id, const char* option, Variant variant) {
    if (variant == Variant::OneDie) {
        Result<std::unique_ptr<Bot>> bot = createBot(id, variant);
        if (!bot) throw UsageError(std::string(option) + ": " + bot.error());
        return std::move(*bot);
    }
    std::unique_ptr<Bot> bot = createBot(id);
    if (!bot)
        throw UsageError(std::string(option) + " '" + id + "' is not a bot; use one of " + botIdList() +
                         " or a level 1-" + std::to_string(botRegistry().back().level));
    return bot;
}

Variant variantArgument(const Arguments& args) {
    const auto text = args.value("variant");
    if (!text) return Variant::ThreeDice;
    const auto variant = parseVariant(*text);
    if (!variant) throw UsageError("--variant must be three-dice or one-die, got '" + *text + "'");
    return *variant;
}

std::string botIdsOf(Variant variant) {
    if (variant == Variant::ThreeDice) return botIdList();
    std::string ids;
    for (const StudyAgentInfo& info : studyAgentRegistry()) ids += (ids.empty() ? "" : ", ") + info.id;
    return ids;
}

Position parsePositionArgument(const std::string& text, Variant variant) {
    Position pos = parsePositionArgument(text);
    if (variant == Variant::OneDie && !pos.dice().empty()) {
        if (const Status roll = checkOneDieRoll(pos, pos.dice()); !roll)
            throw UsageError("field 7 (dice): " + roll.error());
    }
    return pos;
}

std::shared_ptr<const ValueNet> policyArgument(const Arguments& args, const std::string& fallback) {
    const std::string policy = args.value("policy").value_or(fallback);
    if (policy != "random" && policy != "net")
        throw UsageError("--policy must be random or net, got '" + policy + "'");
    std::shared_ptr<const ValueNet> net = policy == "net" ? defaultValueNet() : nullptr;
    if (policy == "net" && !net) throw UsageError("--policy net needs a value network (--eval-file FILE)");
    return net;
}

void installEnginesFile(const std::filesystem::path& logDir) {
    EngineMakerOptions options;
    options.logDir = logDir;
    installEngineMaker(loadEngines(defaultEnginesPath()), options);
}

std::pair<std::string, unsigned short> listenArgument(const std::string& text) {
    const std::size_t colon = text.rfind(':');
    if (colon == std::string::npos || colon == 0)
        throw UsageError("--listen must be HOST:PORT (like 127.0.0.1:8080), got '" + text + "'");
    std::string host = text.substr(0, colon);
    if (host.size() > 2 && host.front() == '[' && host.back() == ']') host = host.substr(1, host.size() - 2);
    const std::string port = text.substr(colon + 1);
    if (port.empty() || port.size() > 5 || port.find_first_not_of("0123456789") != std::string::npos ||
        std::stoi(port) > 65535)
        throw UsageError("--listen: the port must be 0…65535 (0 picks a free one), got '" + port + "'");
    return {host, static_cast<unsigned short>(std::stoi(port))};
}

}  // namespace dicechess::cli
