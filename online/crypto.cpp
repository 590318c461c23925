#include "online/crypto.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <array>
#include <stdexcept>
#include <vector>

namespace dicechess::online {
namespace {

std::string hexOf(const unsigned char* bytes, std::size_t size) {
    static constexpr char Digits[] = "0123456789abcdef";
    std::string out;
    out.reserve(2 * size);
    for (std::size_t i = 0; i < size; ++i) {
        out += Digits[bytes[i] >> 4];
        out += Digits[bytes[i] & 0xf];
    }
    return out;
}

std::vector<unsigned char> randomBytes(std::size_t count) {
    std::vector<unsigned char> bytes(count);
    if (RAND_bytes(bytes.data(), static_cast<int>(count)) != 1)
        throw std::runtime_error("the system's random generator (OpenSSL RAND_bytes) failed");
    return bytes;
}

}  // namespace

std::string randomHex(std::size_t bytes) {
    const auto random = randomBytes(bytes);
    return hexOf(random.data(), random.size());
}

std::string sha256Hex(std::string_view text) {
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned int length = 0;
    if (EVP_Digest(text.data(), text.size(), digest.data(), &length, EVP_sha256(), nullptr) != 1)
        throw std::runtime_error("SHA-256 failed in OpenSSL");
    return hexOf(digest.data(), length);
}

std::string hmacSha256Hex(std::string_view key, std::string_view data) {
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned int length = 0;
    if (!HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
              reinterpret_cast<const unsigned char*>(data.data()), data.size(), digest.data(), &length))
        throw std::runtime_error("HMAC-SHA256 failed in OpenSSL");
    return hexOf(digest.data(), length);
}

bool constantTimeEqual(std::string_view a, std::string_view b) {
    return a.size() == b.size() && CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

std::string webhookSignatureProblem(std::string_view secret, std::string_view timestamp,
                                    std::string_view signature, std::string_view body, long long nowSeconds,
                                    long long windowSeconds) {
    if (timestamp.empty() || signature.empty()) return "unsigned: no X-DiceChess-Timestamp or Signature";
    if (timestamp.size() > 18 || timestamp.find_first_not_of("0123456789") != std::string_view::npos)
        return "the timestamp is not whole seconds";
    const long long sent = std::stoll(std::string(timestamp));
    if (sent < nowSeconds - windowSeconds || sent > nowSeconds + windowSeconds)
        return "stale: the timestamp is " + std::to_string(nowSeconds - sent) + " s from now";
    std::string expected = hmacSha256Hex(secret, std::string(timestamp) + "." + std::string(body));
    if (!constantTimeEqual(expected, signature)) return "the signature does not match";
    return "";
}

std::string randomUuid() {
    auto bytes = randomBytes(16);
    bytes[6] = static_cast<unsigned char>((bytes[6] & 0x0f) | 0x40);
    bytes[8] = static_cast<unsigned char>((bytes[8] & 0x3f) | 0x80);
    const std::string hex = hexOf(bytes.data(), bytes.size());
    return hex.substr(0, 8) + "-" + hex.substr(8, 4) + "-" + hex.substr(12, 4) + "-" + hex.substr(16, 4) +
           "-" + hex.substr(20);
}

bool coinFlip() {
    return (randomBytes(1)[0] & 1) == 0;
}

}  // namespace dicechess::online
