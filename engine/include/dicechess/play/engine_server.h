#pragma once

#include <cstdint>
#include <istream>
#include <ostream>
#include <string>

#include "dicechess/core/result.h"

namespace dicechess {

struct EngineServerSettings {
    // Any spec createBot(spec, variant) reads for either variant (a three-dice level or a one-die agent);
    // empty: each game's default, greedy on three dice and basic on one die.
    std::string botSpec;
    std::uint64_t seed = 1;  // the Seed option's default
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
// Fails at once when the bot spec is neither a three-dice bot nor a one-die agent. A game whose variant
// the bot does not play (`newgame variant three-dice` with `Bot` a one-die agent, or the reverse) is never
// played under the other rules: the engine writes "# error: …" and the session ends with that failure.
Status serveEngine(std::istream& in, std::ostream& out, const EngineServerSettings& settings);

}  // namespace dicechess
