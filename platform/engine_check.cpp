#include "engine_check.h"

#include <sstream>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "engine_process.h"
#include "external_engine.h"

namespace dicechess {
namespace {

using Clock = std::chrono::steady_clock;

bool startsWithWord(const std::string& line, std::string_view word) {
    return line.starts_with(word) && (line.size() == word.size() || line[word.size()] == ' ');
}

std::vector<std::string> words(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> result;
    for (std::string w; in >> w;) result.push_back(w);
    return result;
}

// What is wrong with an `info` line, or empty: known keys, each with a value; winpct within 0..100.
std::string infoProblem(const std::string& line) {
    const std::vector<std::string> w = words(line);
    for (std::size_t i = 1; i < w.size(); ++i) {
        const std::string& key = w[i];
        if (key == "pv" || key == "currturn") {
            if (i + 1 >= w.size()) return key + " without a turn";
            ++i;
            continue;
        }
        if (key != "depth" && key != "nodes" && key != "time" && key != "winpct")
            return "unknown info key '" + key + "'";
        if (i + 1 >= w.size()) return key + " without a value";
        const std::string& value = w[++i];
        char* end = nullptr;
        const double number = std::strtod(value.c_str(), &end);
        if (end == value.c_str() || *end != '\0') return key + " '" + value + "' is not a number";
        if (key == "winpct" && (number < 0 || number > 100)) return "winpct " + value + " is outside 0..100";
    }
    return {};
}

class Checker {
public:
    Checker(EngineProcess& process, std::ostream& out) : m_process(process), m_out(out) {}

    int violations() const { return m_violations; }
    void ok(const std::string& what) { m_out << "ok   " << what << '\n'; }
    void fail(const std::string& what, const std::string& why, const std::string& line = {}) {
        ++m_violations;
        m_out << "FAIL " << what << ": " << why;
        if (!line.empty()) m_out << " (line: '" << line.substr(0, 200) << "')";
        m_out << '\n';
    }
    void send(const std::string& line) { m_process.writeLine(line); }

    // Reads until a line starting with `word`; comments, blank and well-formed info lines are passed over,
    // the legal-turns service is answered for `rolled`. Empty on a violation (reported).
    std::optional<std::string> expect(const std::string& what, std::string_view word,
                                      Clock::time_point deadline, const Position* rolled = nullptr) {
        for (;;) {
            const EngineProcess::Read read = m_process.readLine(deadline);
            if (read.status != EngineProcess::ReadStatus::Line) {
                fail(what, "expected '" + std::string(word) + "', but the engine " +
                               describeReadStatus(read.status));
                return std::nullopt;
            }
            const std::string& line = read.line;
            if (line.empty() || line.front() == '#') continue;
            if (startsWithWord(line, word)) return line;
            if (startsWithWord(line, "info")) {
                if (const std::string problem = infoProblem(line); !problem.empty())
                    fail(what, problem, line);
                continue;
            }
            if (line == "legalturns" && rolled) {
                for (const std::string& answer : legalTurnsAnswer(*rolled)) send(answer);
                m_usedService = true;
                continue;
            }
            fail(what, "expected '" + std::string(word) + "'", line);
            return std::nullopt;
        }
    }

    bool usedService() const { return m_usedService; }

private:
    EngineProcess& m_process;
    std::ostream& m_out;
    int m_violations = 0;
    bool m_usedService = false;
};

// The scripted positions: an opening, a middlegame, an ending (each with the mover's dice).
const std::vector<std::pair<const char*, const char*>> ScriptedPositions = {
    {"opening", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PNB"},
    {"middlegame", "8/N2kp2p/p1p5/5p2/3P3P/P1K1P3/1P3P2/7r w - - 1 15 PNN"},
    {"ending", "4k3/8/8/8/8/8/8/R3K3 b - - 0 30 kkk"},
};

}  // namespace

int checkEngine(const std::vector<std::string>& argv, const EngineCheckOptions& options, std::ostream& out) {
    Result<EngineProcess> launched = EngineProcess::start({argv, {}, {}});
    if (!launched) {
        out << "FAIL start: " << launched.error() << '\n';
        return 1;
    }
    EngineProcess& process = *launched;
    Checker check(process, out);
    const auto within = [&] { return Clock::now() + options.timeout; };

    // Handshake.
    check.send("dcep");
    std::string name;
    bool cube = false;
    int declared = 0;
    for (const auto deadline = within();;) {
        const EngineProcess::Read read = process.readLine(deadline);
        if (read.status != EngineProcess::ReadStatus::Line) {
            check.fail("handshake", "no 'dcepok': the engine " + describeReadStatus(read.status));
            return check.violations();
        }
        const std::string& line = read.line;
        if (line.empty() || line.front() == '#') continue;
        const std::vector<std::string> w = words(line);
        if (startsWithWord(line, "id") && w.size() >= 3 && (w[1] == "name" || w[1] == "author")) {
            if (w[1] == "name") name = line.substr(8);
        } else if (startsWithWord(line, "option")) {
            const bool typed = w.size() >= 5 && w[1] == "name" && line.find(" type ") != std::string::npos;
            std::string type;
            for (std::size_t i = 2; i + 1 < w.size(); ++i)
                if (w[i] == "type") type = w[i + 1];
            if (!typed || (type != "check" && type != "spin" && type != "string" && type != "combo"))
                check.fail("handshake", "an option needs 'name N type check|spin|string|combo'", line);
            ++declared;
            if (w.size() > 2 && w[2] == "DCEP_Cube") cube = true;
        } else if (startsWithWord(line, "dcepok")) {
            if (w.size() != 2 || w[1] != "1")
                check.fail("handshake", "this host speaks DCEP version 1", line);
            break;
        } else {
            check.fail("handshake", "not a handshake line", line);
        }
    }
    if (name.empty())
        check.fail("handshake", "no 'id name' line");
    else
        check.ok("handshake: " + name + ", " + std::to_string(declared) + " option(s)");

    check.send("isready");
    if (check.expect("isready", "readyok", within())) check.ok("isready answered readyok");
    check.send("newgame variant three-dice");
    check.send("isready");
    if (check.expect("newgame", "readyok", within())) check.ok("newgame, then readyok");

    // Scripted decisions with a move time.
    for (const auto& [label, dfen] : ScriptedPositions) {
        const Result<Position, DfenError> rolled = parseDfen(dfen);
        if (!rolled) continue;
        const std::string what = std::string("go movetime on the ") + label;
        check.send(std::string("position dfen ") + dfen);
        check.send("go movetime " + std::to_string(options.moveTime.count()));
        const auto started = Clock::now();
        const auto line =
            check.expect(what, "bestturn", started + options.moveTime + options.timeout, &*rolled);
        if (!line) continue;
        const std::string text = line->size() > 9 ? line->substr(9) : std::string();
        if (!parseTurnText(*rolled, text == "pass" ? "--" : text)) {
            check.fail(what, "not a legal whole turn of " + std::string(dfen), *line);
            continue;
        }
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started).count();
        check.ok(what + ": " + text + " in " + std::to_string(ms) + " ms");
    }
    if (check.usedService()) check.ok("the legal-turns service was used and answered");

    // go infinite must end with stop.
    {
        const Result<Position, DfenError> rolled = parseDfen(ScriptedPositions.front().second);
        check.send(std::string("position dfen ") + ScriptedPositions.front().second);
        check.send("go infinite");
        // Nothing may end the search before stop; the legal-turns service is answered meanwhile.
        for (const auto quiet = Clock::now() + std::chrono::milliseconds(300);;) {
            const EngineProcess::Read read = process.readLine(quiet);
            if (read.status != EngineProcess::ReadStatus::Line) break;
            if (startsWithWord(read.line, "bestturn")) {
                check.fail("go infinite", "answered before 'stop'", read.line);
                break;
            }
            if (read.line == "legalturns" && rolled)
                for (const std::string& answer : legalTurnsAnswer(*rolled)) check.send(answer);
            else if (startsWithWord(read.line, "info") && !infoProblem(read.line).empty())
                check.fail("go infinite", infoProblem(read.line), read.line);
        }
        check.send("stop");
        if (const auto line = check.expect("stop", "bestturn", within(), rolled ? &*rolled : nullptr))
            check.ok("stop answered with " + *line);
    }

    if (cube) {
        check.send("position dfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        check.send("cube take?");
        if (const auto line = check.expect("cube take?", "answer", within())) {
            if (*line == "answer yes" || *line == "answer no")
                check.ok("cube take? " + *line);
            else
                check.fail("cube take?", "expected 'answer yes' or 'answer no'", *line);
        }
    }

    check.send("quit");
    const auto quitBy = Clock::now() + std::chrono::seconds(2);
    while (!process.hasExited() && Clock::now() < quitBy)
        process.readLine(Clock::now() + std::chrono::milliseconds(20));
    if (process.hasExited())
        check.ok("quit: the engine exited");
    else
        check.fail("quit", "the engine did not exit within 2 s");
    out << (check.violations() == 0 ? "conforms to DCEP 1\n"
                                    : std::to_string(check.violations()) + " violation(s) of DCEP 1\n");
    return check.violations();
}

}  // namespace dicechess
