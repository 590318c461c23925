#include "dicechess/eval/value_net.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <mutex>
#include <sstream>

#include "dicechess/eval/eval.h"
#include "dicechess/rules/kcp.h"
#include "dicechess/rules/movegen.h"
#include "sparse_layer.h"

namespace dicechess {
namespace {

constexpr char Magic[8] = {'D', 'C', 'V', 'N', 'E', 'T', '\r', '\n'};

std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

// Vectorised kernels. Integer arithmetic, so any order of summation gives the same result; GCC emits an
// AVX2 clone next to the baseline one and picks at load time (no assumption about the CPU running us).
// Not under sanitizers: the clone's resolver runs before their runtime starts (ThreadSanitizer crashes).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)  // GCC's way of saying so
#define DICECHESS_UNDER_SANITIZER
#elif defined(__has_feature)  // clang's
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define DICECHESS_UNDER_SANITIZER
#endif
#endif
#if defined(__x86_64__) && !defined(DICECHESS_UNDER_SANITIZER)
#define DICECHESS_SIMD_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define DICECHESS_SIMD_CLONES
#endif

DICECHESS_SIMD_CLONES
void addRow(std::int16_t* __restrict acc, const std::int16_t* __restrict row) {
    for (int i = 0; i < NetAccumulatorSize; ++i) acc[i] = static_cast<std::int16_t>(acc[i] + row[i]);
}

DICECHESS_SIMD_CLONES
void subRow(std::int16_t* __restrict acc, const std::int16_t* __restrict row) {
    for (int i = 0; i < NetAccumulatorSize; ++i) acc[i] = static_cast<std::int16_t>(acc[i] - row[i]);
}

// Widens the sums of a layer at its inputs' low ends to the interval over inputs in [low, low + width]:
// the lowest sum adds each negative weight times its input's width, the highest each positive one. The
// weights are by input ([input][neuron]), so an input of no width costs nothing.
DICECHESS_SIMD_CLONES
void widenSums(const std::int16_t* __restrict negativeByInput, const std::int16_t* __restrict positiveByInput,
               const std::int16_t* __restrict width, std::int32_t* __restrict lowSums,
               std::int32_t* __restrict highSums) {
    for (int i = 0; i < NetHidden; ++i) {
        const std::int32_t w = width[i];
        if (w == 0) continue;
        const std::int16_t* negative = negativeByInput + static_cast<std::ptrdiff_t>(i) * NetHidden;
        const std::int16_t* positive = positiveByInput + static_cast<std::ptrdiff_t>(i) * NetHidden;
        for (int j = 0; j < NetHidden; ++j) {
            lowSums[j] += negative[j] * w;
            highSums[j] += positive[j] * w;
        }
    }
}

std::int16_t activation(std::int32_t sum) {
    return static_cast<std::int16_t>(std::clamp(sum >> 6, 0, NetActivationOne));
}

// The capture chance's input (0..127) and its place in the second layer's inputs.
std::int16_t captureInput(double captureChance) {
    return static_cast<std::int16_t>(std::lround(captureChance * NetActivationOne));
}
constexpr int CaptureInputIndex = 2 * NetAccumulatorSize + CaptureChance;

std::int16_t clipped(std::int16_t v) {
    return static_cast<std::int16_t>(std::clamp<int>(v, 0, NetActivationOne));
}

template <typename T>
T rounded(float value, float scale) {
    return static_cast<T>(std::lround(static_cast<double>(value) * scale));
}

template <typename T>
std::vector<T> quantised(const std::vector<float>& values, float scale) {
    std::vector<T> out;
    out.reserve(values.size());
    for (float v : values) out.push_back(rounded<T>(v, scale));
    return out;
}

void putU32(std::string& out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) out += static_cast<char>((v >> (8 * i)) & 0xFFU);
}
void putU64(std::string& out, std::uint64_t v) {
    for (int i = 0; i < 8; ++i) out += static_cast<char>((v >> (8 * i)) & 0xFFU);
}

// Reads little-endian integers from a byte string; `ok` turns false once it runs past the end.
struct Reader {
    std::string_view bytes;
    std::size_t pos = 0;
    bool ok = true;

    std::uint64_t unsignedOf(int size) {
        if (pos + static_cast<std::size_t>(size) > bytes.size()) {
            ok = false;
            return 0;
        }
        std::uint64_t v = 0;
        for (int i = 0; i < size; ++i)
            v |= std::uint64_t{static_cast<unsigned char>(bytes[pos + at(i)])} << (8 * i);
        pos += static_cast<std::size_t>(size);
        return v;
    }
    std::uint32_t u32() { return static_cast<std::uint32_t>(unsignedOf(4)); }
    std::uint64_t u64() { return unsignedOf(8); }
    template <typename T>
    void fill(std::vector<T>& values) {
        for (T& v : values) v = static_cast<T>(unsignedOf(static_cast<int>(sizeof(T))));
    }
};

template <typename T>
void putAll(std::string& out, const std::vector<T>& values) {
    for (T v : values) {
        const auto bits = static_cast<std::make_unsigned_t<T>>(v);
        for (std::size_t i = 0; i < sizeof(T); ++i) out += static_cast<char>((bits >> (8 * i)) & 0xFFU);
    }
}

// The sizes a file must declare to fit this program's network (its "input layout").
constexpr std::array<std::uint32_t, 6> Layout = {2,  // layout 2: NetExtra as listed in value_net.h
                                                 NetPieceInputs,
                                                 NetAccumulatorSize,
                                                 NetExtraInputs,
                                                 NetHidden,
                                                 NetHidden};
// Format 1's: the same network without the threat inputs.
constexpr std::array<std::uint32_t, 6> LayoutFormat1 = {
    1, NetPieceInputs, NetAccumulatorSize, NetExtraInputsFormat1, NetHidden, NetHidden};
constexpr int Layer2InputsFormat1 = 2 * NetAccumulatorSize + NetExtraInputsFormat1;
constexpr std::size_t AccumulatorField = 2;
constexpr std::size_t FirstHiddenField = 4;
constexpr std::size_t SecondHiddenField = 5;

std::string widthsText(std::uint32_t accumulator, std::uint32_t hidden2, std::uint32_t hidden3) {
    return std::to_string(accumulator) + "-" + std::to_string(hidden2) + "-" + std::to_string(hidden3);
}

// Why a file's declared layout does not fit this program, or nothing. Other widths are a net for a build
// with other DICECHESS_NET_* sizes, so the message says which.
std::string layoutMismatch(const std::array<std::uint32_t, 6>& declared,
                           const std::array<std::uint32_t, 6>& needed, std::uint32_t version) {
    for (std::size_t i = 0; i < needed.size(); ++i) {
        if (declared[i] == needed[i]) continue;
        if (i == AccumulatorField || i == FirstHiddenField || i == SecondHiddenField)
            return "a net of widths " +
                   widthsText(declared[AccumulatorField], declared[FirstHiddenField],
                              declared[SecondHiddenField]) +
                   ", this program is built for " + widthsText(NetAccumulatorSize, NetHidden, NetHidden) +
                   " (CMake options DICECHESS_NET_ACCUMULATOR and DICECHESS_NET_HIDDEN)";
        return "input layout mismatch: field " + std::to_string(i) + " is " + std::to_string(declared[i]) +
               ", format " + std::to_string(version) + " needs " + std::to_string(needed[i]) +
               " (a net made for another version of the evaluation)";
    }
    return {};
}

// Inserts zero weights for the threat inputs after each neuron's format-1 row.
template <typename T>
std::vector<T> widenedLayer2(const std::vector<T>& format1) {
    std::vector<T> out;
    out.reserve(std::size_t{NetHidden} * NetLayer2Inputs);
    for (int j = 0; j < NetHidden; ++j) {
        const auto row = format1.begin() + static_cast<std::ptrdiff_t>(j) * Layer2InputsFormat1;
        out.insert(out.end(), row, row + Layer2InputsFormat1);
        out.insert(out.end(), NetLayer2Inputs - Layer2InputsFormat1, T{0});
    }
    return out;
}

// The squares one side's pieces attack, by attacking type and in all.
struct SideAttacks {
    std::array<Bitboard, PieceTypeCount> byType{};
    Bitboard all = 0;
};

SideAttacks attacksOf(const Position& pos, Color side) {
    SideAttacks out;
    const Bitboard occupied = pos.occupied();
    for (int t = 0; t < PieceTypeCount; ++t) {
        const auto type = static_cast<PieceType>(t + 1);
        Bitboard attacks = 0;
        for (Bitboard b = pos.pieces(side, type); b;) {
            const Square s = popLowest(b);
            attacks |= type == PieceType::Pawn ? pawnAttacks(side, s) : pieceAttacks(type, s, occupied);
        }
        out.byType[at(t)] = attacks;
        out.all |= attacks;
    }
    return out;
}

// The worth of the most valuable piece of `owner` (the king left out) on `squares`, as a fraction of a
// queen's in 0..127.
std::int16_t bestWorth(const Position& pos, Color owner, Bitboard squares) {
    for (PieceType t :
         {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight, PieceType::Pawn})
        if (squares & pos.pieces(owner, t))
            return static_cast<std::int16_t>(pieceValue(t) * NetActivationOne / pieceValue(PieceType::Queen));
    return 0;
}

// The threat inputs of one attacker against `victim`'s pieces, at `byType`, `hanging` and `targets`.
void putThreats(const Position& pos, const SideAttacks& attacker, const SideAttacks& guards, Color victim,
                int byType, int hanging, int targets, std::array<std::int16_t, NetExtraInputs>& e) {
    const Bitboard victims = pos.pieces(victim) & ~pos.pieces(victim, PieceType::King);
    for (int t = 0; t < PieceTypeCount; ++t)
        e[at(byType + t)] = bestWorth(pos, victim, attacker.byType[at(t)]);
    e[at(hanging)] = bestWorth(pos, victim, attacker.all & ~guards.all);
    const int attacked = popCount(attacker.all & victims);
    e[at(targets)] = static_cast<std::int16_t>(std::min(attacked, 8) * NetActivationOne / 8);
}

// A layer's sum of weight × activation stays within ±(304 × 32767 × 127) ≈ ±1.27e9; a bias beyond ±2^29
// could push it past the 32-bit range. Trained nets' biases are some thousands.
constexpr std::int64_t MaxBias = std::int64_t{1} << 29;

std::string outOfRangeBias(const std::vector<std::int32_t>& b2, const std::vector<std::int32_t>& b3,
                           std::int32_t b4) {
    auto check = [](const std::vector<std::int32_t>& biases, const char* layer) -> std::string {
        for (std::size_t i = 0; i < biases.size(); ++i)
            if (std::abs(std::int64_t{biases[i]}) > MaxBias)
                return std::string("bias ") + std::to_string(i) + " of " + layer + " is " +
                       std::to_string(biases[i]) + ", beyond the ±" + std::to_string(MaxBias) +
                       " an integer layer can add without overflowing (a damaged or hand-made net)";
        return {};
    };
    if (std::string why = check(b2, "layer 2"); !why.empty()) return why;
    if (std::string why = check(b3, "layer 3"); !why.empty()) return why;
    return check({b4}, "the output layer");
}

std::mutex defaultNetMutex;
std::shared_ptr<const ValueNet> defaultNet;

}  // namespace

std::shared_ptr<const ValueNet> defaultValueNet() {
    const std::lock_guard lock(defaultNetMutex);
    return defaultNet;
}

void setDefaultValueNet(std::shared_ptr<const ValueNet> net) {
    const std::lock_guard lock(defaultNetMutex);
    defaultNet = std::move(net);
}

std::vector<float*> NetParameters::blocks() {
    return {w1.data(), b1.data(), w2.data(), b2.data(), w3.data(), b3.data(), w4.data(), &b4};
}

std::vector<std::size_t> NetParameters::blockSizes() {
    const NetParameters p;
    return {p.w1.size(), p.b1.size(), p.w2.size(), p.b2.size(), p.w3.size(), p.b3.size(), p.w4.size(), 1};
}

std::vector<float> NetParameters::widenedFormat1Layer2(const std::vector<float>& w2) {
    return widenedLayer2(w2);
}

void NetParameters::clampToRange() {
    for (float& w : w1) w = std::clamp(w, -NetMaxFirstWeight, NetMaxFirstWeight);
    for (float& w : b1) w = std::clamp(w, -NetMaxFirstWeight, NetMaxFirstWeight);
    for (auto* layer : {&w2, &w3, &w4})
        for (float& w : *layer) w = std::clamp(w, -NetMaxWeight, NetMaxWeight);
}

std::optional<double> decidedValue(const Position& preRoll) {
    const Color me = preRoll.sideToMove();
    if (!preRoll.hasKing(~me)) return 1.0;
    if (!preRoll.hasKing(me)) return 0.0;
    if (preRoll.halfmoveClock() >= HalfmoveDrawLimit) return 0.5;
    return std::nullopt;
}

std::array<std::int16_t, NetExtraInputs> netExtras(const Position& preRoll, double captureChance) {
    std::array<std::int16_t, NetExtraInputs> e{};
    const Color me = preRoll.sideToMove();
    const Color them = ~me;
    auto flag = [&](int i, bool on) { e[at(i)] = on ? NetActivationOne : 0; };
    const std::uint8_t rights = preRoll.castlingRights();
    const bool white = me == Color::White;
    flag(OwnCastleShort, rights & (white ? WhiteKingSide : BlackKingSide));
    flag(OwnCastleLong, rights & (white ? WhiteQueenSide : BlackQueenSide));
    flag(EnemyCastleShort, rights & (white ? BlackKingSide : WhiteKingSide));
    flag(EnemyCastleLong, rights & (white ? BlackQueenSide : WhiteQueenSide));
    flag(EnPassantAvailable, preRoll.enPassantTargets() != 0);
    const int clock = std::min(preRoll.halfmoveClock(), HalfmoveDrawLimit);
    e[HalfmoveClock] = static_cast<std::int16_t>(clock * NetActivationOne / HalfmoveDrawLimit);
    flag(HalfmoveClockLate, clock >= 80);
    const Bitboard occupied = preRoll.occupied();
    const Bitboard ownAttackers =
        preRoll.hasKing(them)
            ? attackersTo(preRoll, lowestSquare(preRoll.pieces(them, PieceType::King)), me, occupied)
            : 0;
    const Bitboard enemyAttackers =
        preRoll.hasKing(me)
            ? attackersTo(preRoll, lowestSquare(preRoll.pieces(me, PieceType::King)), them, occupied)
            : 0;
    for (int t = 0; t < PieceTypeCount; ++t) {
        const auto type = static_cast<PieceType>(t + 1);
        flag(OwnAttackersOfKing + t, ownAttackers & preRoll.pieces(type));
        flag(EnemyAttackersOfKing + t, enemyAttackers & preRoll.pieces(type));
        flag(OwnTypesPresent + t, preRoll.pieces(me, type) != 0);
        flag(EnemyTypesPresent + t, preRoll.pieces(them, type) != 0);
    }
    e[CaptureChance] = captureInput(captureChance);
    const SideAttacks mine = attacksOf(preRoll, me);
    const SideAttacks theirs = attacksOf(preRoll, them);
    putThreats(preRoll, mine, theirs, them, OwnThreatBy, OwnHanging, OwnTargets, e);
    putThreats(preRoll, theirs, mine, me, EnemyThreatBy, EnemyHanging, EnemyTargets, e);
    return e;
}

ValueNet ValueNet::fromParameters(const NetParameters& p, std::string description) {
    ValueNet net;
    constexpr auto a = static_cast<float>(NetActivationOne);
    constexpr auto w = static_cast<float>(NetWeightOne);
    net.m_w1 = quantised<std::int16_t>(p.w1, a);
    net.m_b1 = quantised<std::int16_t>(p.b1, a);
    net.m_w2 = quantised<std::int16_t>(p.w2, w);
    net.m_b2 = quantised<std::int32_t>(p.b2, a * w);
    net.m_w3 = quantised<std::int16_t>(p.w3, w);
    net.m_b3 = quantised<std::int32_t>(p.b3, a * w);
    net.m_w4 = quantised<std::int16_t>(p.w4, w);
    net.m_b4 = rounded<std::int32_t>(p.b4, a * w);
    net.m_description = std::move(description);
    net.arrangeForInference();
    return net;
}

std::string ValueNet::toBytes() const {
    std::string payload;
    putU32(payload, static_cast<std::uint32_t>(m_description.size()));
    payload += m_description;
    putAll(payload, m_w1);
    putAll(payload, m_b1);
    putAll(payload, m_w2);
    putAll(payload, m_b2);
    putAll(payload, m_w3);
    putAll(payload, m_b3);
    putAll(payload, m_w4);
    putAll(payload, std::vector<std::int32_t>{m_b4});
    std::string out(Magic, sizeof Magic);
    putU32(out, FormatVersion);
    for (std::uint32_t v : Layout) putU32(out, v);
    putU32(out, static_cast<std::uint32_t>(payload.size()));
    putU64(out, checksum(payload));
    return out + payload;
}

std::string ValueNet::checksumText(std::uint64_t checksum) {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(checksum));
    return text;
}

std::uint64_t ValueNet::checksum(std::string_view payload) {
    std::uint64_t h = 0xCBF29CE484222325ULL;
    for (unsigned char c : payload) {
        h ^= c;
        h *= 0x100000001B3ULL;
    }
    return h;
}

Result<ValueNet> ValueNet::fromBytes(std::string_view bytes, const std::string& name) {
    auto fail = [&](const std::string& why) { return name + ": " + why; };
    if (bytes.size() < sizeof Magic || std::memcmp(bytes.data(), Magic, sizeof Magic) != 0)
        return fail("not a DiceChess value network (the file does not start with DCVNET)");
    if (bytes.size() < HeaderBytes)
        return fail("truncated: " + std::to_string(bytes.size()) + " bytes, the header alone has " +
                    std::to_string(HeaderBytes));
    Reader r{bytes, sizeof Magic};
    const std::uint32_t version = r.u32();
    if (version != FormatVersion && version != 1)
        return fail("format version " + std::to_string(version) + ", this program reads versions 1 and " +
                    std::to_string(FormatVersion));
    const bool format1 = version == 1;
    const auto& layout = format1 ? LayoutFormat1 : Layout;
    std::array<std::uint32_t, 6> declared{};
    for (std::uint32_t& v : declared) v = r.u32();
    if (const std::string why = layoutMismatch(declared, layout, version); !why.empty()) return fail(why);
    const std::uint32_t payloadBytes = r.u32();
    const std::uint64_t sum = r.u64();
    const std::string_view payload = bytes.substr(HeaderBytes);
    if (payload.size() != payloadBytes)
        return fail("truncated or padded: the header announces " + std::to_string(payloadBytes) +
                    " bytes of weights, the file holds " + std::to_string(payload.size()));
    if (checksum(payload) != sum) return fail("checksum mismatch: the weights are damaged");
    ValueNet net;
    net.m_payloadChecksum = sum;
    Reader p{payload};
    const std::uint32_t describedBytes = p.u32();
    // A payload shorter than its own length field, or a length past its end (checksum fixed up by hand).
    if (!p.ok || describedBytes > payload.size() - p.pos) return fail("the description length is impossible");
    net.m_description = std::string(payload.substr(p.pos, describedBytes));
    p.pos += describedBytes;
    const NetParameters shape;
    net.m_w1.resize(shape.w1.size());
    net.m_b1.resize(shape.b1.size());
    net.m_w2.resize(format1 ? std::size_t{NetHidden} * Layer2InputsFormat1 : shape.w2.size());
    net.m_b2.resize(shape.b2.size());
    net.m_w3.resize(shape.w3.size());
    net.m_b3.resize(shape.b3.size());
    net.m_w4.resize(shape.w4.size());
    p.fill(net.m_w1);
    p.fill(net.m_b1);
    p.fill(net.m_w2);
    p.fill(net.m_b2);
    p.fill(net.m_w3);
    p.fill(net.m_b3);
    p.fill(net.m_w4);
    net.m_b4 = static_cast<std::int32_t>(p.u32());
    if (!p.ok || p.pos != payload.size()) return fail("the weights do not match the declared sizes");
    if (const std::string bias = outOfRangeBias(net.m_b2, net.m_b3, net.m_b4); !bias.empty())
        return fail(bias);
    if (format1) {
        net.m_w2 = widenedLayer2(net.m_w2);
        net.m_convertedFromFormat1 = true;
    }
    net.arrangeForInference();
    return net;
}

Result<ValueNet> ValueNet::load(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return path + ": cannot open the file";
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return fromBytes(bytes.str(), path);
}

void ValueNet::refresh(const Position& position, NetAccumulator& accumulator) const {
    for (Color perspective : {Color::White, Color::Black}) {
        std::int16_t* acc = accumulator.values[at(index(perspective))].data();
        std::copy(m_b1.begin(), m_b1.end(), acc);
        for (Bitboard b = position.occupied(); b;) {
            const Square s = popLowest(b);
            addRow(acc, &m_w1[at(pieceInput(perspective, position.pieceOn(s), s)) * NetAccumulatorSize]);
        }
    }
}

void ValueNet::update(const Position& before, const Position& after, NetAccumulator& accumulator) const {
    Bitboard changed = 0;
    for (Color c : {Color::White, Color::Black})
        for (int t = 1; t <= PieceTypeCount; ++t) {
            const auto type = static_cast<PieceType>(t);
            changed |= before.pieces(c, type) ^ after.pieces(c, type);
        }
    while (changed) {
        const Square s = popLowest(changed);
        const Piece was = before.pieceOn(s);
        const Piece now = after.pieceOn(s);
        for (Color perspective : {Color::White, Color::Black}) {
            std::int16_t* acc = accumulator.values[at(index(perspective))].data();
            if (was != Piece::None)
                subRow(acc, &m_w1[at(pieceInput(perspective, was, s)) * NetAccumulatorSize]);
            if (now != Piece::None)
                addRow(acc, &m_w1[at(pieceInput(perspective, now, s)) * NetAccumulatorSize]);
        }
    }
}

std::int32_t ValueNet::output(const Position& preRoll, const NetAccumulator& accumulator,
                              double captureChance) const {
    return outputFrom(layer2Sums(preRoll, accumulator), captureChance);
}

ValueNet::Layer2Sums ValueNet::layer2Sums(const Position& preRoll, const NetAccumulator& accumulator) const {
    alignas(64) std::array<std::int16_t, NetLayer2Inputs> x;
    const Color me = preRoll.sideToMove();
    const auto& mine = accumulator.values[at(index(me))];
    const auto& theirs = accumulator.values[at(index(~me))];
    for (int i = 0; i < NetAccumulatorSize; ++i) {
        x[at(i)] = clipped(mine[at(i)]);
        x[at(NetAccumulatorSize + i)] = clipped(theirs[at(i)]);
    }
    const auto extras = netExtras(preRoll, 0.0);
    std::copy(extras.begin(), extras.end(), x.begin() + 2 * NetAccumulatorSize);
    Layer2Sums sums;
    detail::sparseSums(m_w2ByInputPair.data(), m_b2.data(), x.data(), NetLayer2Inputs, sums.values.data());
    return sums;
}

std::int32_t ValueNet::outputFrom(const Layer2Sums& sums, double captureChance) const {
    const std::int32_t capture = captureInput(captureChance);
    alignas(64) std::array<std::int16_t, NetHidden> h2;
    alignas(64) std::array<std::int16_t, NetHidden> h3;
    for (int j = 0; j < NetHidden; ++j)
        h2[at(j)] =
            activation(sums.values[at(j)] + m_w2[at(j * NetLayer2Inputs + CaptureInputIndex)] * capture);
    alignas(64) std::array<std::int32_t, NetHidden> sums3;
    detail::sparseSums(m_w3ByInputPair.data(), m_b3.data(), h2.data(), NetHidden, sums3.data());
    for (int k = 0; k < NetHidden; ++k) h3[at(k)] = activation(sums3[at(k)]);
    std::int32_t out = m_b4;
    for (int i = 0; i < NetHidden; ++i) out += std::int32_t{m_w4[at(i)]} * h3[at(i)];
    return out;
}

std::int32_t ValueNet::lowestOutput(const Layer2Sums& sums, double lowestCaptureChance) const {
    const std::int32_t lowest = captureInput(lowestCaptureChance);
    alignas(64) std::array<std::int16_t, NetHidden> low2;
    alignas(64) std::array<std::int16_t, NetHidden> high2;
    for (int j = 0; j < NetHidden; ++j) {
        const std::int32_t w = m_w2[at(j * NetLayer2Inputs + CaptureInputIndex)];
        const std::int32_t a = sums.values[at(j)] + w * lowest;
        const std::int32_t b = sums.values[at(j)] + w * NetActivationOne;
        low2[at(j)] = activation(std::min(a, b));
        high2[at(j)] = activation(std::max(a, b));
    }
    alignas(64) std::array<std::int16_t, NetHidden> width2;
    for (int j = 0; j < NetHidden; ++j) width2[at(j)] = static_cast<std::int16_t>(high2[at(j)] - low2[at(j)]);
    alignas(64) std::array<std::int32_t, NetHidden> lowSums;
    detail::sparseSums(m_w3ByInputPair.data(), m_b3.data(), low2.data(), NetHidden, lowSums.data());
    alignas(64) std::array<std::int32_t, NetHidden> highSums = lowSums;
    widenSums(m_w3NegativeByInput.data(), m_w3PositiveByInput.data(), width2.data(), lowSums.data(),
              highSums.data());
    std::array<std::int16_t, NetHidden> low3;
    std::array<std::int16_t, NetHidden> high3;
    for (int k = 0; k < NetHidden; ++k) {
        low3[at(k)] = activation(lowSums[at(k)]);
        high3[at(k)] = activation(highSums[at(k)]);
    }
    std::int32_t out = m_b4;
    for (int i = 0; i < NetHidden; ++i) {
        const std::int32_t w = m_w4[at(i)];
        out += w * (w >= 0 ? low3[at(i)] : high3[at(i)]);
    }
    return out;
}

void ValueNet::arrangeForInference() {
    m_w2ByInputPair = detail::byInputPair(m_w2, NetLayer2Inputs);
    m_w3ByInputPair = detail::byInputPair(m_w3, NetHidden);
    m_w3PositiveByInput.assign(m_w3.size(), 0);
    m_w3NegativeByInput.assign(m_w3.size(), 0);
    for (int k = 0; k < NetHidden; ++k)
        for (int j = 0; j < NetHidden; ++j) {
            const std::int16_t w = m_w3[at(k * NetHidden + j)];
            (w > 0 ? m_w3PositiveByInput : m_w3NegativeByInput)[at(j * NetHidden + k)] = w;
        }
}

double ValueNet::winProbabilityFrom(double captureChance, std::int32_t output) {
    const double z = logitOf(output);
    return captureChance + (1.0 - captureChance) / (1.0 + std::exp(-z));
}

double ValueNet::winProbability(const Position& preRoll, const NetAccumulator& accumulator) const {
    if (const auto decided = decidedValue(preRoll)) return *decided;
    const double a = kingCaptureProbability(preRoll, ~preRoll.sideToMove()).value();
    return winProbabilityFrom(a, output(preRoll, accumulator, a));
}

double ValueNet::winProbability(const Position& preRoll) const {
    if (const auto decided = decidedValue(preRoll)) return *decided;
    NetAccumulator accumulator;
    refresh(preRoll, accumulator);
    return winProbability(preRoll, accumulator);
}

std::int32_t ValueNet::referenceOutput(const Position& preRoll, double captureChance) const {
    const Color me = preRoll.sideToMove();
    std::vector<std::int32_t> x;
    for (Color perspective : {me, ~me}) {
        for (int n = 0; n < NetAccumulatorSize; ++n) {
            std::int32_t sum = m_b1[at(n)];
            for (Square s = 0; s < SquareCount; ++s)
                if (const Piece p = preRoll.pieceOn(s); p != Piece::None)
                    sum += m_w1[at(pieceInput(perspective, p, s)) * NetAccumulatorSize + at(n)];
            x.push_back(std::clamp<std::int32_t>(static_cast<std::int16_t>(sum), 0, NetActivationOne));
        }
    }
    for (std::int16_t e : netExtras(preRoll, captureChance)) x.push_back(e);
    auto layer = [](const std::vector<std::int16_t>& w, const std::vector<std::int32_t>& b,
                    const std::vector<std::int32_t>& in) {
        std::vector<std::int32_t> out;
        for (std::size_t j = 0; j < b.size(); ++j) {
            std::int32_t sum = b[j];
            for (std::size_t i = 0; i < in.size(); ++i) sum += w[j * in.size() + i] * in[i];
            out.push_back(std::clamp(sum >> 6, 0, NetActivationOne));
        }
        return out;
    };
    const std::vector<std::int32_t> h3 = layer(m_w3, m_b3, layer(m_w2, m_b2, x));
    std::int32_t out = m_b4;
    for (std::size_t i = 0; i < h3.size(); ++i) out += m_w4[i] * h3[i];
    return out;
}

}  // namespace dicechess
