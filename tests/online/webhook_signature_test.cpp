#include <gtest/gtest.h>

#include "online/crypto.h"

namespace dicechess::online {
namespace {

TEST(HmacSha256, MatchesTheRfc4231Vector) {
    EXPECT_EQ(hmacSha256Hex("Jefe", "what do ya want for nothing?"),
              "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
}

struct Delivery {
    std::string secret = "ab12cd34";
    std::string timestamp = "1700000000";
    std::string body = R"({"type":"yourTurn","gameId":"g"})";
    std::string signature() const { return hmacSha256Hex(secret, timestamp + "." + body); }
};

TEST(WebhookSignature, AcceptsASignedFreshDelivery) {
    const Delivery d;
    EXPECT_EQ(webhookSignatureProblem(d.secret, d.timestamp, d.signature(), d.body, 1700000000 + 299), "");
    EXPECT_EQ(webhookSignatureProblem(d.secret, d.timestamp, d.signature(), d.body, 1700000000 - 300), "");
}

TEST(WebhookSignature, RefusesAStaleOrFutureTimestamp) {
    const Delivery d;
    EXPECT_NE(
        webhookSignatureProblem(d.secret, d.timestamp, d.signature(), d.body, 1700000000 + 301).find("stale"),
        std::string::npos);
    EXPECT_NE(webhookSignatureProblem(d.secret, d.timestamp, d.signature(), d.body, 1700000000 - 301), "");
}

TEST(WebhookSignature, RefusesAnUnsignedDelivery) {
    const Delivery d;
    EXPECT_NE(webhookSignatureProblem(d.secret, "", "", d.body, 1700000000).find("unsigned"),
              std::string::npos);
    EXPECT_NE(webhookSignatureProblem(d.secret, d.timestamp, "", d.body, 1700000000), "");
    EXPECT_NE(webhookSignatureProblem(d.secret, "17e8", d.signature(), d.body, 1700000000), "");
}

TEST(WebhookSignature, RefusesAForgedOrAlteredDelivery) {
    Delivery d;
    const std::string signature = d.signature();
    EXPECT_NE(webhookSignatureProblem("another", d.timestamp, signature, d.body, 1700000000), "");
    EXPECT_NE(webhookSignatureProblem(d.secret, d.timestamp, signature, d.body + " ", 1700000000), "");
    EXPECT_NE(webhookSignatureProblem(d.secret, "1700000001", signature, d.body, 1700000000), "");
    std::string upper = signature;
    upper[0] = upper[0] == 'a' ? 'b' : 'a';
    EXPECT_NE(webhookSignatureProblem(d.secret, d.timestamp, upper, d.body, 1700000000), "");
}

}  // namespace
}  // namespace dicechess::online
