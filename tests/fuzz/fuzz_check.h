#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

// The entry point libFuzzer calls (and tests/fuzz/replay_main.cpp, which replays a corpus).
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

// Shared by the fuzz targets: each is a function LLVMFuzzerTestOneInput that must neither crash nor
// find a property broken. A broken property aborts, so libFuzzer keeps the input as a crash.
namespace dicechess::fuzz {

inline void check(bool holds, const char* property) {
    if (holds) return;
    std::fprintf(stderr, "fuzz property broken: %s\n", property);
    std::abort();
}

inline std::string text(const std::uint8_t* data, std::size_t size) {
    return std::string(reinterpret_cast<const char*>(data), size);
}

}  // namespace dicechess::fuzz
