// The checkpoint file (TrainCheckpoint::toBytes, fromBytes): a magic, the options, the generation and Adam's
// step count, then the parameters and Adam's two moments as little-endian floats.
#include "dicechess/training/net_trainer.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <variant>

#include "net_widening.h"

namespace dicechess {
namespace {

// Little-endian fields of the checkpoint file.
void putBytes(std::string& out, const void* data, std::size_t size) {
    out.append(static_cast<const char*>(data), size);
}
template <typename T>
void put(std::string& out, T value) {
    putBytes(out, &value, sizeof value);
}
template <typename T>
bool take(std::string_view& in, T& value) {
    if (in.size() < sizeof value) return false;
    std::memcpy(&value, in.data(), sizeof value);
    in.remove_prefix(sizeof value);
    return true;
}

constexpr char CheckpointMagic[8] = {'D', 'C', 'T', 'R', 'A', 'I', 'N', '4'};
// Version 5 is version 4 with the net's widths after the magic, written only by builds of other widths
// than the shipped ones (value_net.h), so the shipped widths' checkpoints stay byte for byte as they were.
constexpr char CheckpointMagicVersion5[8] = {'D', 'C', 'T', 'R', 'A', 'I', 'N', '5'};
// A narrower net's parameters are widened with this much noise on the added neurons' incoming weights.
constexpr float WideningNoise = 0.003F;
// Older checkpoints lack the options added since, and are read with them off (which is what they played):
// version 1 has no prologue, version 2 no opponent games; versions 1–3 hold a format-1 network (no threat
// inputs), read with zero threat weights and zero Adam moments for them.
constexpr char CheckpointMagicVersion3[8] = {'D', 'C', 'T', 'R', 'A', 'I', 'N', '3'};
constexpr char CheckpointMagicVersion1[8] = {'D', 'C', 'T', 'R', 'A', 'I', 'N', '1'};
constexpr char CheckpointMagicVersion2[8] = {'D', 'C', 'T', 'R', 'A', 'I', 'N', '2'};
// A bot id is a short word; anything longer means a damaged file.
constexpr std::uint32_t MaxOpponentIdBytes = 64;

void putParameters(std::string& out, NetParameters p) {
    const std::vector<float*> blocks = p.blocks();
    const std::vector<std::size_t> sizes = NetParameters::blockSizes();
    for (std::size_t b = 0; b < sizes.size(); ++b) putBytes(out, blocks[b], sizes[b] * sizeof(float));
}

bool takeParameters(std::string_view& in, NetParameters& p, bool format1Net) {
    const std::vector<float*> blocks = p.blocks();
    std::vector<std::size_t> sizes = NetParameters::blockSizes();
    constexpr std::size_t Layer2Block = 2;  // w2, the only block the threat inputs widened
    if (format1Net) {
        p.w2.resize(std::size_t{NetHidden} * (2 * NetAccumulatorSize + NetExtraInputsFormat1));
        sizes[Layer2Block] = p.w2.size();
    }
    for (std::size_t b = 0; b < sizes.size(); ++b) {
        const std::size_t bytes = sizes[b] * sizeof(float);
        if (in.size() < bytes) return false;
        std::memcpy(b == Layer2Block ? p.w2.data() : blocks[b], in.data(), bytes);
        in.remove_prefix(bytes);
    }
    if (format1Net) p.w2 = NetParameters::widenedFormat1Layer2(p.w2);
    return true;
}

// One set of parameters of a net of `widths` as float blocks (NetParameters::blocks() order).
bool takeBlocks(std::string_view& in, NetWidths widths, std::vector<std::vector<float>>& blocks) {
    blocks.clear();
    for (const std::size_t size : parameterBlockSizes(widths)) {
        const std::size_t bytes = size * sizeof(float);
        if (in.size() < bytes) return false;
        blocks.emplace_back(size);
        std::memcpy(blocks.back().data(), in.data(), bytes);
        in.remove_prefix(bytes);
    }
    return true;
}

// The parameters and Adam's moments of a checkpoint of narrower widths: the parameters widened, the moments
// and the step count started afresh (they belong to the narrower parameters).
bool takeWidened(std::string_view& in, NetWidths widths, TrainCheckpoint& c) {
    std::vector<std::vector<float>> parameters, ignoredMoments;
    if (!takeBlocks(in, widths, parameters) || !takeBlocks(in, widths, ignoredMoments) ||
        !takeBlocks(in, widths, ignoredMoments))
        return false;
    c.parameters = widenedParameters(parameters, widths, WideningNoise, c.options.seed);
    c.adamMean = NetParameters{};
    c.adamSquare = NetParameters{};
    c.adamSteps = 0;
    c.widenedFrom = widthsText(widths);
    return true;
}

}  // namespace

std::string TrainCheckpoint::toBytes() const {
    const bool shippedWidths = BuiltNetWidths == ShippedNetWidths;
    std::string out(shippedWidths ? CheckpointMagic : CheckpointMagicVersion5, sizeof CheckpointMagic);
    if (!shippedWidths) {
        put(out, static_cast<std::uint32_t>(NetAccumulatorSize));
        put(out, static_cast<std::uint32_t>(NetHidden));
    }
    put(out, options.seed);
    put(out, static_cast<std::int32_t>(options.gamesPerGeneration));
    put(out, static_cast<std::int32_t>(options.epochs));
    put(out, options.lambda);
    put(out, options.learningRate);
    put(out, static_cast<std::int32_t>(options.batchSize));
    put(out, options.explore);
    put(out, static_cast<std::int32_t>(options.maxTurns));
    put(out, options.prologueShare);
    put(out, static_cast<std::int32_t>(options.prologueTurns));
    put(out, options.opponentShare);
    put(out, static_cast<std::uint32_t>(options.opponent.size()));
    putBytes(out, options.opponent.data(), options.opponent.size());
    put(out, static_cast<std::int32_t>(generation));
    put(out, adamSteps);
    putParameters(out, parameters);
    putParameters(out, adamMean);
    putParameters(out, adamSquare);
    return out;
}

Result<TrainCheckpoint> TrainCheckpoint::fromBytes(std::string_view bytes, const std::string& name) {
    auto startsWith = [&](const char(&magic)[8]) {
        return bytes.size() >= sizeof magic && std::memcmp(bytes.data(), magic, sizeof magic) == 0;
    };
    const int version = startsWith(CheckpointMagicVersion5)   ? 5
                        : startsWith(CheckpointMagic)         ? 4
                        : startsWith(CheckpointMagicVersion3) ? 3
                        : startsWith(CheckpointMagicVersion2) ? 2
                        : startsWith(CheckpointMagicVersion1) ? 1
                                                              : 0;
    if (version == 0)
        return name + ": not a training checkpoint (the file does not start with DCTRAIN1 to DCTRAIN5)";
    bytes.remove_prefix(sizeof CheckpointMagic);
    NetWidths widths = ShippedNetWidths;
    if (version == 5) {
        std::uint32_t accumulator = 0, hidden = 0;
        if (!take(bytes, accumulator) || !take(bytes, hidden)) return name + ": truncated checkpoint";
        if (accumulator == 0 || hidden == 0 || accumulator > 4096 || hidden > 4096)
            return name + ": damaged checkpoint (net widths " + std::to_string(accumulator) + " and " +
                   std::to_string(hidden) + ")";
        widths = {static_cast<int>(accumulator), static_cast<int>(hidden)};
    }
    const bool widen = widths != BuiltNetWidths;
    if (widen && (widths.accumulator > NetAccumulatorSize || widths.hidden > NetHidden || version < 4))
        return name + ": a checkpoint of a net of widths " + widthsText(widths) +
               ", this program is built for " + widthsText(BuiltNetWidths) +
               " (it widens a format-2 checkpoint of narrower widths, never narrows one; CMake options "
               "DICECHESS_NET_ACCUMULATOR and DICECHESS_NET_HIDDEN)";
    TrainCheckpoint c;
    std::int32_t games = 0, epochs = 0, batch = 0, maxTurns = 0, generation = 0, prologueTurns = 0;
    bool ok = take(bytes, c.options.seed) && take(bytes, games) && take(bytes, epochs) &&
              take(bytes, c.options.lambda) && take(bytes, c.options.learningRate) && take(bytes, batch) &&
              take(bytes, c.options.explore) && take(bytes, maxTurns);
    if (version == 1) {
        c.options.prologueShare = 0;
        prologueTurns = c.options.prologueTurns;
    } else {
        ok = ok && take(bytes, c.options.prologueShare) && take(bytes, prologueTurns);
    }
    if (version >= 3) {
        std::uint32_t idBytes = 0;
        ok = ok && take(bytes, c.options.opponentShare) && take(bytes, idBytes);
        if (ok && (idBytes > MaxOpponentIdBytes || idBytes > bytes.size()))
            return name + ": damaged checkpoint (an opponent id of " + std::to_string(idBytes) + " bytes)";
        if (ok) {
            c.options.opponent.assign(bytes.data(), idBytes);
            bytes.remove_prefix(idBytes);
        }
    } else {
        c.options.opponentShare = 0;
    }
    ok = ok && take(bytes, generation) && take(bytes, c.adamSteps);
    if (widen)
        ok = ok && takeWidened(bytes, widths, c);
    else
        ok = ok && takeParameters(bytes, c.parameters, version < 4) &&
             takeParameters(bytes, c.adamMean, version < 4) &&
             takeParameters(bytes, c.adamSquare, version < 4);
    if (!ok) return name + ": truncated checkpoint";
    if (const Status opponent = checkTrainingOpponent(c.options.opponent); !opponent)
        return name + ": " + opponent.error();
    if (!bytes.empty())
        return name + ": " + std::to_string(bytes.size()) + " unexpected bytes after the checkpoint";
    c.options.gamesPerGeneration = games;
    c.options.epochs = epochs;
    c.options.batchSize = batch;
    c.options.maxTurns = maxTurns;
    c.options.prologueTurns = prologueTurns;
    c.generation = generation;
    return c;
}

}  // namespace dicechess
