#pragma once

#include <chrono>
#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

namespace dicechess {

struct EngineCheckOptions {
    std::chrono::milliseconds timeout{
        5'000};  // the handshake's and every answer's allowance (beyond movetime)
    std::chrono::milliseconds moveTime{300};  // `go movetime` of the scripted positions
    std::filesystem::path workingDirectory;   // empty: ours
    std::filesystem::path stderrLog;          // the engine's stderr kept here; empty: a temporary file
};

// `dicechess-cli engine-check`: starts `argv` and plays scripted positions through every message of
// docs/engine-protocol.md — handshake, isready, newgame, position and go on an opening, a middlegame and an
// ending (with the legal-turns service when the engine asks), go infinite and stop, the cube questions when
// it declares DCEP_Cube, quit. Prints "ok  ..." per check and "FAIL ..." with the offending line per
// violation: a line the engine's pipe cannot take as "stopped reading its input", an `info` whose pv or
// currturn is not a legal whole turn of the position. When there are violations the end of the engine's
// stderr follows ("err  ..." lines). Returns the number of violations (0: the engine conforms); an engine
// that does not start is one violation.
int checkEngine(const std::vector<std::string>& argv, const EngineCheckOptions& options, std::ostream& out);

}  // namespace dicechess
