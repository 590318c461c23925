#include "platform/engines/engine_check.h"

#include <unistd.h>
#include <deque>
#include <fstream>
#include <optional>
#include <utility>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/engine_protocol.h"
#include "platform/engines/engine_process.h"
#include "platform/engines/external_engine.h"

namespace dicechess {
namespace {

using Clock = std::chrono::steady_clock;
// How long a command may wait for the engine to read it (the protocol's default grace).
constexpr std::chrono::milliseconds Grace{1'000};

template <typename T>
const T* as(const dcep::EngineMessage& message) {
    return std::get_if<T>(&message);
}

// A line of the engine as the checker reads it: parsed by the protocol's text layer, or why not.
struct EngineLine {
    std::string text;
    Result<dcep::EngineMessage> message;
};

class Checker {
public:
    Checker(LineChannel& process, std::ostream& out) : m_process(process), m_out(out) {}

    int violations() const { return m_violations; }
    void ok(const std::string& what) { m_out << "ok   " << what << '\n'; }
    void fail(const std::string& what, const std::string& why, const std::string& line = {}) {
        ++m_violations;
        m_out << "FAIL " << what << ": " << why;
        if (!line.empty()) m_out << " (line: '" << line.substr(0, 200) << "')";
        m_out << '\n';
    }
    // Writes a command; a pipe that cannot take it within the grace is reported as such, once.
    void send(const std::string& line) { reportWrite(m_process.writeLine(line, Clock::now() + Grace)); }
    // Queues the legal-turns answer: written as the engine reads it, however long it is (§1, §7).
    void answerLegalTurns(const Position& rolled) {
        for (const std::string& answer : legalTurnsAnswer(rolled)) reportWrite(m_process.queueLine(answer));
        m_usedService = true;
    }
    void reportWrite(const LineChannel::Write& write) {
        if (write.status == LineChannel::WriteStatus::Written || m_writeFailed) return;
        m_writeFailed = true;
        fail("writing to the engine", describeWrite(write));
    }

    // The next line that is not a comment, or nothing when the engine gives none by the deadline.
    std::optional<EngineLine> next(Clock::time_point deadline, LineChannel::ReadStatus* status) {
        for (;;) {
            LineChannel::Read read = m_process.readLine(deadline);
            *status = read.status;
            if (read.status != LineChannel::ReadStatus::Line) return std::nullopt;
            Result<dcep::EngineMessage> message = dcep::parseEngineLine(read.line);
            if (message && as<dcep::CommentMessage>(*message)) continue;
            return EngineLine{std::move(read.line), std::move(message)};
        }
    }

    // Reports an info line that does not parse (the host drops it; the checker names it), or whose pv or
    // currturn is not a legal whole turn of `rolled`; true for any info line, which the caller passes over.
    bool passInfo(const std::string& what, const EngineLine& line, const Position* rolled = nullptr) {
        if (line.message) {
            const auto* info = as<dcep::InfoMessage>(*line.message);
            if (info && rolled)
                for (const auto& [key, turn] :
                     {std::pair{"pv", info->pv}, std::pair{"currturn", info->currentTurn}})
                    if (turn)
                        if (const Result<Turn> legal = dcep::parseTurn(*rolled, *turn); !legal)
                            fail(what,
                                 std::string("info ") + key + " is not a legal whole turn: " + legal.error(),
                                 line.text);
            return info != nullptr;
        }
        if (!dcep::isAdvisoryLine(line.text)) return false;
        fail(what, line.message.error(), line.text);
        return true;
    }

    // Reads until a message of type T; comments and info lines are passed over (a malformed info line is
    // a violation), the legal-turns service is answered for `rolled`. Nothing on a violation (reported).
    template <typename T>
    std::optional<std::pair<std::string, T>> expect(const std::string& what, std::string_view word,
                                                    Clock::time_point deadline,
                                                    const Position* rolled = nullptr) {
        for (;;) {
            LineChannel::ReadStatus status{};
            const std::optional<EngineLine> line = next(deadline, &status);
            if (!line) {
                fail(what,
                     "expected '" + std::string(word) + "', but the engine " + describeReadStatus(status));
                return std::nullopt;
            }
            if (passInfo(what, *line, rolled)) continue;
            if (line->message) {
                if (const auto* message = as<T>(*line->message)) return std::pair{line->text, *message};
                if (as<dcep::LegalTurnsMessage>(*line->message) && rolled) {
                    answerLegalTurns(*rolled);
                    continue;
                }
                fail(what, "expected '" + std::string(word) + "'", line->text);
            } else if (dcep::lineKeyword(line->text) == word) {
                fail(what, line->message.error(), line->text);
            } else {
                fail(what, "expected '" + std::string(word) + "'", line->text);
            }
            return std::nullopt;
        }
    }

    bool usedService() const { return m_usedService; }

private:
    LineChannel& m_process;
    std::ostream& m_out;
    int m_violations = 0;
    bool m_usedService = false;
    bool m_writeFailed = false;
};

// The scripted positions: an opening, a middlegame, an ending (each with the mover's dice).
const std::vector<std::pair<const char*, const char*>> ScriptedPositions = {
    {"opening", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB"},
    {"middlegame", "8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15 PNN"},
    {"ending", "4k3/8/8/8/8/8/8/R3K3 b - - 0 30 kkk"},
};

// The engine's stderr, kept for the report: the options' file, or a temporary one removed at the end.
class StderrLog {
public:
    explicit StderrLog(const std::filesystem::path& kept) : m_path(kept) {
        std::error_code ignored;
        if (!m_path.empty()) {
            std::filesystem::remove(m_path, ignored);  // this run's stderr only (the engine appends)
            return;
        }
        m_path = std::filesystem::temp_directory_path() /
                 ("dicechess-engine-check-" + std::to_string(::getpid()) + ".stderr.log");
        m_temporary = true;
        std::filesystem::remove(m_path, ignored);
    }
    ~StderrLog() {
        std::error_code ignored;
        if (m_temporary) std::filesystem::remove(m_path, ignored);
    }
    StderrLog(const StderrLog&) = delete;
    StderrLog& operator=(const StderrLog&) = delete;
    const std::filesystem::path& path() const { return m_path; }

private:
    std::filesystem::path m_path;
    bool m_temporary = false;
};

// The last lines of the engine's stderr, "err  " before each: what it said about its troubles.
void showStderr(const StderrLog& log, std::ostream& out) {
    constexpr std::size_t Shown = 40;
    std::ifstream in(log.path());
    std::deque<std::string> last;
    std::size_t total = 0;
    for (std::string line; std::getline(in, line); ++total) {
        last.push_back(line.substr(0, 200));
        if (last.size() > Shown) last.pop_front();
    }
    if (total == 0) return;
    out << "the engine's stderr (" << (total > Shown ? "its last " + std::to_string(Shown) + " of " : "")
        << total << " line(s)):\n";
    for (const std::string& line : last) out << "err  " << line << '\n';
}

int runChecks(LineChannel& process, const EngineCheckOptions& options, std::ostream& out);

}  // namespace

int checkEngine(const std::vector<std::string>& argv, const EngineCheckOptions& options, std::ostream& out) {
    const StderrLog log(options.stderrLog);
    Result<EngineProcess> launched = EngineProcess::start({argv, options.workingDirectory, log.path()});
    if (!launched) {
        out << "FAIL start: " << launched.error() << '\n';
        return 1;
    }
    const int violations = runChecks(*launched, options, out);
    launched->terminate();  // all its stderr is in the log
    if (violations > 0) showStderr(log, out);
    out << (violations == 0 ? "conforms to DCEP 1\n"
                            : std::to_string(violations) + " violation(s) of DCEP 1\n");
    return violations;
}

namespace {

int runChecks(LineChannel& process, const EngineCheckOptions& options, std::ostream& out) {
    Checker check(process, out);
    const auto within = [&] { return Clock::now() + options.timeout; };

    // Handshake: id, option and comment lines, then dcepok.
    check.send(dcep::formatDcep());
    std::string name;
    bool cube = false;
    int declared = 0;
    for (const auto deadline = within();;) {
        LineChannel::ReadStatus status{};
        const std::optional<EngineLine> line = check.next(deadline, &status);
        if (!line) {
            check.fail("handshake", "no 'dcepok': the engine " + describeReadStatus(status));
            return check.violations();
        }
        if (!line->message) {
            const std::string_view keyword = dcep::lineKeyword(line->text);
            const bool handshakeLine = keyword == "id" || keyword == "option" || keyword == "dcepok";
            check.fail("handshake", handshakeLine ? line->message.error() : "not a handshake line",
                       line->text);
            if (keyword == "option") ++declared;
            if (keyword == "dcepok") break;
            continue;
        }
        const dcep::EngineMessage& message = *line->message;
        if (const auto* id = as<dcep::IdMessage>(message)) {
            if (id->field == dcep::IdMessage::Field::Name) name = id->text;
        } else if (const auto* option = as<dcep::OptionMessage>(message)) {
            ++declared;
            if (option->name == dcep::CubeOptionName) cube = true;
        } else if (const auto* ok = as<dcep::DcepOkMessage>(message)) {
            if (ok->version != dcep::ProtocolVersion)
                check.fail("handshake", "this host speaks DCEP version 1", line->text);
            break;
        } else {
            check.fail("handshake", "not a handshake line", line->text);
        }
    }
    if (name.empty())
        check.fail("handshake", "no 'id name' line");
    else
        check.ok("handshake: " + name + ", " + std::to_string(declared) + " option(s)");

    check.send(dcep::formatIsReady());
    if (check.expect<dcep::ReadyOkMessage>("isready", "readyok", within()))
        check.ok("isready answered readyok");
    check.send(dcep::formatNewGame(Variant::ThreeDice));
    check.send(dcep::formatIsReady());
    if (check.expect<dcep::ReadyOkMessage>("newgame", "readyok", within())) check.ok("newgame, then readyok");

    // Scripted decisions with a move time.
    dcep::GoLimits moveTime;
    moveTime.movetimeMs = static_cast<std::uint64_t>(options.moveTime.count());
    for (const auto& [label, dfen] : ScriptedPositions) {
        const Result<Position, DfenError> rolled = parseDfen(dfen);
        if (!rolled) continue;
        const std::string what = std::string("go movetime on the ") + label;
        check.send(dcep::formatPosition(*rolled));
        check.send(dcep::formatGo(moveTime));
        const auto started = Clock::now();
        const auto best = check.expect<dcep::BestTurnMessage>(
            what, "bestturn", started + options.moveTime + options.timeout, &*rolled);
        if (!best) continue;
        if (const Result<Turn> turn = dcep::parseTurn(*rolled, best->second.turn); !turn) {
            check.fail(what, "not a legal whole turn of " + std::string(dfen) + ": " + turn.error(),
                       best->first);
            continue;
        }
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started).count();
        check.ok(what + ": " + best->second.turn + " in " + std::to_string(ms) + " ms");
    }
    if (check.usedService()) check.ok("the legal-turns service was used and answered");

    // go infinite must end with stop.
    {
        const Result<Position, DfenError> rolled = parseDfen(ScriptedPositions.front().second);
        const Position* decided = rolled ? &*rolled : nullptr;
        if (decided) check.send(dcep::formatPosition(*decided));
        dcep::GoLimits infinite;
        infinite.infinite = true;
        check.send(dcep::formatGo(infinite));
        // Nothing may end the search before stop; the legal-turns service is answered meanwhile.
        for (const auto quiet = Clock::now() + std::chrono::milliseconds(300);;) {
            LineChannel::ReadStatus status{};
            const std::optional<EngineLine> line = check.next(quiet, &status);
            if (!line) break;
            if (check.passInfo("go infinite", *line, decided)) continue;
            if (dcep::lineKeyword(line->text) == "bestturn") {
                check.fail("go infinite", "answered before 'stop'", line->text);
                break;
            }
            if (line->message && as<dcep::LegalTurnsMessage>(*line->message) && decided)
                check.answerLegalTurns(*decided);
        }
        check.send(dcep::formatStop());
        if (const auto best = check.expect<dcep::BestTurnMessage>("stop", "bestturn", within(), decided))
            check.ok("stop answered with " + best->first);
    }

    if (cube) {
        check.send(dcep::formatPosition(Position::startPosition()));
        check.send(dcep::formatQuestion(dcep::Question::CubeTake));
        if (const auto answer = check.expect<dcep::AnswerMessage>("cube take?", "answer", within()))
            check.ok("cube take? " + answer->first);
    }

    check.send(dcep::formatQuit());
    const auto quitBy = Clock::now() + std::chrono::seconds(2);
    while (!process.hasExited() && Clock::now() < quitBy)
        process.readLine(Clock::now() + std::chrono::milliseconds(20));
    if (process.hasExited())
        check.ok("quit: the engine exited");
    else
        check.fail("quit", "the engine did not exit within 2 s");
    return check.violations();
}

}  // namespace

}  // namespace dicechess
