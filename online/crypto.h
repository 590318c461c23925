#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace dicechess::online {

// The few secrets and digests the local platform needs, all from OpenSSL's libcrypto.

// `bytes` bytes from the operating system's CSPRNG as 2×bytes lower-case hex characters (tokens, seat
// tokens, webhook secrets and nonces).
std::string randomHex(std::size_t bytes);
// Lower-case hex SHA-256 of the text's bytes (how a token is kept at rest).
std::string sha256Hex(std::string_view text);
// Lower-case hex HMAC-SHA256 (a webhook delivery's signature: the key is the secret's hex text).
std::string hmacSha256Hex(std::string_view key, std::string_view data);
// Equal texts, compared in time that does not depend on where they differ.
bool constantTimeEqual(std::string_view a, std::string_view b);
// Why a webhook delivery is not to be trusted (docs/platform-wire.md §10.2), or "" when it is: the
// timestamp header must be whole seconds within `windowSeconds` of `nowSeconds`, and the signature the
// HMAC of "<timestamp>.<body>" keyed by the secret's text, compared in constant time.
std::string webhookSignatureProblem(std::string_view secret, std::string_view timestamp,
                                    std::string_view signature, std::string_view body, long long nowSeconds,
                                    long long windowSeconds = 300);
// A random version-4 UUID (game ids).
std::string randomUuid();
// A fair coin from the CSPRNG (the seats of a lobby match).
bool coinFlip();

}  // namespace dicechess::online
