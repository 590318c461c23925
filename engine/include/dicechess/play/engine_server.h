#pragma once

#include <cstdint>
#include <istream>
#include <ostream>
#include <string>

#include "dicechess/core/result.h"

namespace dicechess {

struct EngineServerSettings {
    std::string botSpec = "greedy";  // any spec createBot(spec, variant) reads
    std::uint64_t seed = 1;          // the Seed option's default
};

// Serves one of our bots over the Dice Chess Engine Protocol (docs/engine-protocol.md, DCEP 1), reading
// host commands from `in` and writing engine lines to `out` (flushed per line), until `quit` or the end of
// `in`. `go` runs the bot in a worker thread, so `stop`, `isready` and `quit` are answered at once (`stop`
// with the best turn so far); the bot's progress becomes `info` lines (at most one per 100 ms). Options:
// Seed (a spin over the whole signed 64-bit range: the decisions' generator, reseeded by every `newgame`;
// a fresh game's decisions are the bot's with Rng(Seed's 64 bits), an in-process match bot's when the
// host sends its game seed), Bot (another spec) and DCEP_Cube (the bot answers the cube and draw questions).
// A command that needs the bot idle waits for a timed search to answer; during `go infinite` it is, like a
// malformed command, answered with a comment line ("# error: …") and otherwise ignored.
// Fails at once only when the bot spec is unknown.
Status serveEngine(std::istream& in, std::ostream& out, const EngineServerSettings& settings);

}  // namespace dicechess
