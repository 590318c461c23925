#pragma once

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <chrono>
#include <memory>
#include <mutex>
#include <stop_token>
#include <thread>

#include "dicechess/bots/bot.h"
#include "dicechess/core/variant.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/record.h"
#include "dicechess/rules/position.h"

namespace dicechess::cli {

// A user mistake on the command line; main() prints it to stderr and exits with status 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The arguments after the subcommand: positionals plus --flags and --options with values.
class Arguments {
public:
    Arguments(std::string command, std::vector<std::string> args, std::vector<std::string> valueOptions,
              std::vector<std::string> flags);

    const std::vector<std::string>& positionals() const { return m_positionals; }
    bool flag(std::string_view name) const;
    std::optional<std::string> value(std::string_view name) const;
    // Requires exactly `count` positionals (or at least, when `orMore`), naming what they are.
    void expectPositionals(std::size_t count, const char* what, bool orMore = false) const;

    long long integerOption(std::string_view name, long long defaultValue, long long min,
                            long long max) const;
    double realOption(std::string_view name, double defaultValue, double min, double max) const;

private:
    std::string m_command;
    std::vector<std::string> m_positionals;
    std::vector<std::pair<std::string, std::string>> m_values;
    std::vector<std::string> m_flags;
};

// Parses a DFEN argument (for play unless a geometry-only tool asks: RULES.md §11 lets those take
// positions without a king of a side); throws UsageError with the parser's field and reason.
Position parsePositionArgument(const std::string& text, DfenUse use = DfenUse::Play);

// Creates the bot named by an option's value (id or level; for one die a spec with parameters such as
// minimax:depth=9); UsageError listing the ids otherwise.
std::unique_ptr<Bot> botArgument(const std::string& id, const char* option,
                                 Variant variant = Variant::ThreeDice);

// --variant three-dice|one-die (three-dice when absent).
Variant variantArgument(const Arguments& args);

// The bot ids of a variant, comma-separated.
std::string botIdsOf(Variant variant);

// A DFEN argument for a variant: one die in field 7 for one-die positions.
Position parsePositionArgument(const std::string& text, Variant variant);

// The whole file; UsageError "<what>cannot read '<path>'" otherwise.
std::string readTextFile(const std::string& path, const std::string& what = "");

// Writes a whole output file crash-safely (writeFileAtomically); UsageError "<what>cannot write ..."
// otherwise.
void writeTextFile(const std::filesystem::path& path, std::string_view text, const std::string& what = "");

// An output file named by an option (--json, --record, ...): checked writable when the command starts, so
// a bad path is refused before the work, and written whole at the end by writeTextFile.
class OutputFile {
public:
    OutputFile(const Arguments& args, const char* option);
    explicit operator bool() const { return m_path.has_value(); }
    void write(std::string_view text) const;

private:
    std::string m_option;
    std::optional<std::string> m_path;
};

// Every game record of a .dcg file; UsageError naming the file (and line and column) otherwise.
std::vector<GameRecord> readRecordFile(const std::string& path);

// While it lives, Ctrl+C (or SIGTERM) requests a stop of `stop` instead of ending the program; a second
// Ctrl+C ends it at once. interrupted() tells afterwards whether that happened.
class InterruptGuard {
public:
    explicit InterruptGuard(std::stop_source stop);
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;
    static bool interrupted();

private:
    std::jthread m_watcher;
};

// The progress of a long command on stderr. On a terminal every update rewrites one line ("\r", no newline)
// and end() closes it; otherwise (a log file, a pipe) an update is a line of its own, so a log keeps one
// update per line instead of one huge line. Updates may come as often as work finishes: a terminal's line is
// redrawn at most four times a second and a log gets at most a line a second; end() shows the last update
// if it was held back. Thread-safe: worker threads may report at once.
class ProgressLine {
public:
    ProgressLine();
    ~ProgressLine();  // end()
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;

    // One update, printf-style, without "\r" or "\n".
    void update(const char* format, ...) __attribute__((format(printf, 2, 3)));
    // An update now would be shown at once (callers whose text is costly to make ask first).
    bool due();
    // Ends the terminal's line if an update is showing, so what follows starts on a line of its own.
    void end();

private:
    std::mutex m_mutex;
    bool m_terminal = false;
    bool m_open = false;      // an update is showing on the terminal's line
    std::size_t m_shown = 0;  // its length, to blank what a shorter update would leave behind
    std::chrono::steady_clock::time_point m_lastShown{};
    std::string m_heldBack;  // the last update not shown yet
    std::string m_lastText;  // the last update shown: the same text again is not repeated
    bool dueLocked() const;
    void show(const std::string& text);  // with m_mutex held
};

// Makes "engine:NAME" bot specs start the engines of the user's engines file (platform/engines_file.h),
// their stderr appended to `logDir`/NAME.stderr.log (discarded when empty); a malformed file makes every
// such spec fail with the file's error.
void installEnginesFile(const std::filesystem::path& logDir = {});

// Parses a whole number within [min, max] for the named argument.
long long parseInteger(std::string_view text, std::string_view name, long long min, long long max);

// The items of a comma-separated list, in order, empty ones kept so the caller can refuse them ("a,"
// gives a and an empty item, "" one empty item).
std::vector<std::string> splitList(const std::string& text);

// The rollout policy of --policy random|net (`fallback` when not given): the installed value network, or
// null for random playouts; a usage error names a wrong value or a missing network.
std::shared_ptr<const ValueNet> policyArgument(const Arguments& args, const std::string& fallback);

// --listen HOST:PORT (IPv6 in brackets; port 0 picks a free one); UsageError naming what is wrong.
std::pair<std::string, unsigned short> listenArgument(const std::string& text);

}  // namespace dicechess::cli
