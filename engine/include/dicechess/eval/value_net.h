#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "dicechess/rules/position.h"

#include "dicechess/core/result.h"

namespace dicechess {

// The learned evaluation (docs/DESIGN.md, "Value network"): V(position before the roll) = the side to
// move's win probability,
//   V = a + (1 − a) · σ(z)
// where a is the exact chance that this roll captures the enemy king (KCP) and z is the network's output,
// trained by self-play (net_trainer.h) on the positions where the roll did not allow a capture. Bounded in
// [0, 1], so the search's chance-node pruning stays sound.
//
// Layout: 768 piece-square inputs seen from each side (own/enemy × 6 types × 64 squares, ranks mirrored for
// Black) feed one shared first layer of 128 per side (the accumulator, updated per micro-move); the side to
// move's 128, the other side's 128 and 48 dense facts (castling, en passant, the half-move clock, which
// piece types attack each king, which types each side has, a, and the threats: what each side's piece
// types attack, what hangs) feed 32 → 32 → 1.
// Inference is integer (exact, so vectorised, incremental and reference passes agree bit for bit):
// activations are 0..127 for [0, 1], weights after the first layer are multiples of 1/64.
constexpr int NetPieceInputs = 768;
// The widths are fixed when the program is built (CMake DICECHESS_NET_ACCUMULATOR and DICECHESS_NET_HIDDEN,
// for measuring larger nets: docs/strength.md); a net file names its widths, and a net of other widths is
// refused with a message saying so.
#ifndef DICECHESS_NET_ACCUMULATOR
#define DICECHESS_NET_ACCUMULATOR 128
#endif
#ifndef DICECHESS_NET_HIDDEN
#define DICECHESS_NET_HIDDEN 32
#endif
constexpr int NetAccumulatorSize = DICECHESS_NET_ACCUMULATOR;
static_assert(NetAccumulatorSize % 16 == 0, "DICECHESS_NET_ACCUMULATOR: a multiple of 16");
constexpr int NetExtraInputs = 48;
// Format 1 nets had the first 32 dense facts only (no threats); they load with zero threat weights.
constexpr int NetExtraInputsFormat1 = 32;
constexpr int NetLayer2Inputs = 2 * NetAccumulatorSize + NetExtraInputs;
constexpr int NetHidden = DICECHESS_NET_HIDDEN;
static_assert(NetHidden % 8 == 0, "DICECHESS_NET_HIDDEN: a multiple of 8");
constexpr int NetActivationOne = 127;  // the integer for activation 1.0
constexpr int NetWeightOne = 64;       // the integer for weight 1.0 after the first layer
// Training keeps weights where the integer network cannot overflow: first layer |w| ≤ 2, later |w| ≤ 127/64.
constexpr float NetMaxFirstWeight = 2.0F;
constexpr float NetMaxWeight = 127.0F / 64.0F;

// The dense facts of NetExtraInputs, from the side to move's view (each 0..127).
enum NetExtra : int {
    OwnCastleShort,
    OwnCastleLong,
    EnemyCastleShort,
    EnemyCastleLong,
    EnPassantAvailable,
    HalfmoveClock,       // clock / 100
    HalfmoveClockLate,   // clock ≥ 80: the 100-micro-move draw is near
    OwnAttackersOfKing,  // 6 inputs: own piece type t (pawn..king) attacks the enemy king directly
    EnemyAttackersOfKing = OwnAttackersOfKing + 6,
    OwnTypesPresent = EnemyAttackersOfKing + 6,  // 6 inputs: the side has a piece of type t
    EnemyTypesPresent = OwnTypesPresent + 6,
    CaptureChance = EnemyTypesPresent + 6,  // a, the exact KCP of this roll
    // The threats (format 2), so the net sees what the side to move can take on this roll and what the
    // enemy can take on the next one. A piece's worth is its material value over a queen's (0..127).
    OwnThreatBy,                      // 6 inputs: the best enemy piece (not the king) own type t attacks
    EnemyThreatBy = OwnThreatBy + 6,  // 6 inputs: the best own piece enemy type t attacks
    OwnHanging = EnemyThreatBy + 6,   // the best enemy piece own pieces attack that no enemy piece guards
    EnemyHanging,                     // the best own piece enemy pieces attack that no own piece guards
    OwnTargets,                       // how many enemy pieces own pieces attack (8 or more: 127)
    EnemyTargets,                     // how many own pieces enemy pieces attack
    NetExtraCount,
};
static_assert(NetExtraCount == NetExtraInputs);

// The float parameters of the network (training and checkpoints). w1 is [input][neuron] (the row an
// input adds to the accumulator); the later matrices are [neuron][input].
struct NetParameters {
    std::vector<float> w1 = std::vector<float>(std::size_t{NetPieceInputs} * NetAccumulatorSize);
    std::vector<float> b1 = std::vector<float>(NetAccumulatorSize);
    std::vector<float> w2 = std::vector<float>(std::size_t{NetHidden} * NetLayer2Inputs);
    std::vector<float> b2 = std::vector<float>(NetHidden);
    std::vector<float> w3 = std::vector<float>(std::size_t{NetHidden} * NetHidden);
    std::vector<float> b3 = std::vector<float>(NetHidden);
    std::vector<float> w4 = std::vector<float>(NetHidden);
    float b4 = 0;

    // Every parameter in one fixed order (for optimisers and checkpoints).
    std::vector<float*> blocks();
    static std::vector<std::size_t> blockSizes();
    // Clamps every weight into the range the integer network represents.
    void clampToRange();
    // Widens a second layer of format 1 ([neuron][288 inputs]) to this format, the threat weights zero.
    static std::vector<float> widenedFormat1Layer2(const std::vector<float>& w2);
};

// Index of the piece-square input for `piece` on `s` seen from `perspective` (own pieces first).
inline int pieceInput(Color perspective, Piece piece, Square s) {
    const int relative = colorOf(piece) == perspective ? 0 : 6;
    const int oriented = perspective == Color::White ? s : (s ^ 56);
    return (relative + index(typeOf(piece)) - 1) * 64 + oriented;
}

// The first-layer sums of both perspectives (indexed by colour) for one placement. Depends on the pieces
// only, so it survives the end of a turn; update it per micro-move or refresh it from a position.
struct NetAccumulator {
    alignas(64) std::array<std::array<std::int16_t, NetAccumulatorSize>, 2> values{};
};

// The integer network: immutable after loading, so one instance is shared by every thread.
class ValueNet {
public:
    static constexpr std::uint32_t FormatVersion = 2;
    // The header: magic, 8 × u32 (version, input layout, payload size), then the payload's checksum (u64).
    static constexpr std::size_t HeaderBytes = 8 + 4 * 8 + 8;
    // FNV-1a over the payload, 64 bits, as the header stores it: detects a damaged or truncated payload.
    static std::uint64_t checksum(std::string_view payload);

    // Rounds float parameters to the integer network.
    static ValueNet fromParameters(const NetParameters& parameters, std::string description = {});
    // A file produced by toBytes(); the error names the file and what is wrong with it. A format-1 file (no
    // threat inputs) is converted: its threat weights are zero, so it evaluates exactly as before, and
    // convertedFromFormat1() says so.
    static Result<ValueNet> load(const std::string& path);
    static Result<ValueNet> fromBytes(std::string_view bytes, const std::string& name);
    std::string toBytes() const;
    // How the net was made (training command, games, date), stored in the file.
    const std::string& description() const { return m_description; }
    bool convertedFromFormat1() const { return m_convertedFromFormat1; }
    // The weights' checksum as the file's header stores it: two loads of one file compare equal
    // (0 for a net made by fromParameters).
    std::uint64_t payloadChecksum() const { return m_payloadChecksum; }
    // The checksum of the file this net writes (checksum(toBytes())) and as 16 hexadecimal digits: how the
    // decision references and the opening book name the net that rolled them out.
    std::uint64_t fileChecksum() const { return checksum(toBytes()); }
    std::string fileChecksumText() const { return checksumText(fileChecksum()); }
    static std::string checksumText(std::uint64_t checksum);

    void refresh(const Position& position, NetAccumulator& accumulator) const;
    // Brings an accumulator of `before` to `after` (any change of placement: a micro-move, a whole turn).
    void update(const Position& before, const Position& after, NetAccumulator& accumulator) const;

    // z for a position before its roll with its accumulator; `captureChance` is a (see above).
    std::int32_t output(const Position& preRoll, const NetAccumulator& accumulator,
                        double captureChance) const;

    // The second layer's sums with every input but the capture chance a: the exact output (outputFrom)
    // and the lowest output over a range of a (lowestOutput) both finish from them, so a policy can bound
    // a position's value before it pays for the exact a (net_policy.h).
    struct Layer2Sums {
        alignas(32) std::array<std::int32_t, NetHidden> values;
    };
    Layer2Sums layer2Sums(const Position& preRoll, const NetAccumulator& accumulator) const;
    // Equal to output(preRoll, accumulator, captureChance) for the sums of that position.
    std::int32_t outputFrom(const Layer2Sums& sums, double captureChance) const;
    // A lower bound of outputFrom(sums, a) for every a in [lowestCaptureChance, 1] (interval arithmetic
    // through the layers).
    std::int32_t lowestOutput(const Layer2Sums& sums, double lowestCaptureChance) const;
    // a + (1 − a)·σ(z), the value of a position before its roll that no rule has decided.
    static double winProbabilityFrom(double captureChance, std::int32_t output);
    // V for a position before its roll: 1 or 0 when a king is missing, else a + (1 − a)·σ(z).
    double winProbability(const Position& preRoll) const;
    double winProbability(const Position& preRoll, const NetAccumulator& accumulator) const;
    // The same output by plain loops over every input (no accumulator, no vectorised kernels): the
    // reference the tests hold the fast paths to.
    std::int32_t referenceOutput(const Position& preRoll, double captureChance) const;

    static double logitOf(std::int32_t output) { return output / double{NetActivationOne * NetWeightOne}; }

private:
    // Derives the inference layouts below from the weights (after loading or rounding them).
    void arrangeForInference();

    std::vector<std::int16_t> m_w1;  // [input][neuron]: one row per input, added to the accumulator
    std::vector<std::int16_t> m_b1;
    std::vector<std::int16_t> m_w2;  // [neuron][input]
    std::vector<std::int32_t> m_b2;
    std::vector<std::int16_t> m_w3;
    std::vector<std::int32_t> m_b3;
    std::vector<std::int16_t> m_w4;
    std::int32_t m_b4 = 0;
    std::vector<std::int16_t> m_w2ByInputPair;  // m_w2 as [input pair][neuron][2] (sparse_layer.h)
    std::vector<std::int16_t> m_w3ByInputPair;  // m_w3 likewise (its inputs are clipped, often zero)
    // m_w3 split by sign (the other sign zero) and by input ([input][neuron]), for lowestOutput.
    std::vector<std::int16_t> m_w3PositiveByInput;
    std::vector<std::int16_t> m_w3NegativeByInput;
    std::string m_description;
    bool m_convertedFromFormat1 = false;
    std::uint64_t m_payloadChecksum = 0;
};

// The dense facts (NetExtra) of a position before its roll.
std::array<std::int16_t, NetExtraInputs> netExtras(const Position& preRoll, double captureChance);

// The game is decided at this turn start without a roll: 1 (the enemy king is gone), 0 (own king gone),
// ½ (the 100-micro-move draw), or nothing.
std::optional<double> decidedValue(const Position& preRoll);

// The net the bots (level 9) and the analysis use: installed once at start-up by the CLI or the app
// (--eval-file, or the shipped file); null when none could be loaded. Thread-safe.
std::shared_ptr<const ValueNet> defaultValueNet();
void setDefaultValueNet(std::shared_ptr<const ValueNet> net);

}  // namespace dicechess
