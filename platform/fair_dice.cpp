#include "platform/fair_dice.h"

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace dicechess::fair {
namespace {

using Digest = std::array<std::uint8_t, 32>;

void appendBigEndian(std::vector<std::uint8_t>& out, std::uint64_t value, int bytes) {
    for (int shift = 8 * (bytes - 1); shift >= 0; shift -= 8)
        out.push_back(static_cast<std::uint8_t>(value >> shift));
}

void appendSized(std::vector<std::uint8_t>& out, std::string_view text) {
    appendBigEndian(out, text.size(), 4);
    out.insert(out.end(), text.begin(), text.end());
}

Digest hmacSha256(const ServerSeed& key, const std::vector<std::uint8_t>& data) {
    Digest digest{};
    unsigned int length = 0;
    if (!HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()), data.data(), data.size(), digest.data(),
              &length) ||
        length != digest.size())
        throw std::runtime_error("HMAC-SHA256 failed in OpenSSL");
    return digest;
}

int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::string hexOf(const std::uint8_t* bytes, std::size_t size) {
    static constexpr char Digits[] = "0123456789abcdef";
    std::string out;
    for (std::size_t i = 0; i < size; ++i) {
        out += Digits[bytes[i] >> 4];
        out += Digits[bytes[i] & 0xf];
    }
    return out;
}

std::string rollText(const Roll& roll) {
    return "[" + std::to_string(roll[0]) + ", " + std::to_string(roll[1]) + ", " + std::to_string(roll[2]) +
           "]";
}

}  // namespace

Result<ServerSeed> parseServerSeed(std::string_view hex) {
    if (hex.size() != 64)
        return Result<ServerSeed>::failure("a server seed is 64 hexadecimal digits, not " +
                                           std::to_string(hex.size()));
    ServerSeed seed{};
    for (std::size_t i = 0; i < seed.size(); ++i) {
        const int high = hexDigit(hex[2 * i]);
        const int low = hexDigit(hex[2 * i + 1]);
        if (high < 0 || low < 0)
            return Result<ServerSeed>::failure("a server seed is hexadecimal: character " +
                                               std::to_string(2 * i + 1) + " or " +
                                               std::to_string(2 * i + 2) + " is not a hex digit");
        seed[i] = static_cast<std::uint8_t>(high * 16 + low);
    }
    return seed;
}

std::string toHex(const ServerSeed& seed) {
    return hexOf(seed.data(), seed.size());
}

std::string commitOf(const ServerSeed& seed) {
    Digest digest{};
    unsigned int length = 0;
    if (!EVP_Digest(seed.data(), seed.size(), digest.data(), &length, EVP_sha256(), nullptr) ||
        length != digest.size())
        throw std::runtime_error("SHA-256 failed in OpenSSL");
    return hexOf(digest.data(), digest.size());
}

Roll rollAt(const ServerSeed& seed, std::string_view whiteSeed, std::string_view blackSeed,
            std::int64_t ply) {
    std::vector<std::uint8_t> message;
    appendSized(message, whiteSeed);
    appendSized(message, blackSeed);
    appendBigEndian(message, static_cast<std::uint64_t>(ply), 8);
    Roll roll{};
    std::size_t drawn = 0;
    for (std::uint32_t block = 0; drawn < roll.size(); ++block) {
        std::vector<std::uint8_t> data = message;
        appendBigEndian(data, block, 4);
        for (const std::uint8_t byte : hmacSha256(seed, data)) {
            if (byte >= 252) continue;  // 252 = 42 * 6: the bytes above would make low faces likelier
            roll[drawn++] = byte % 6 + 1;
            if (drawn == roll.size()) break;
        }
    }
    return roll;
}

FairnessVerdict verify(const FairnessRecord& record) {
    FairnessVerdict verdict;
    const Result<ServerSeed> seed = parseServerSeed(record.seed);
    if (!seed) {
        verdict.problems.push_back("the revealed seed: " + seed.error());
        return verdict;
    }
    if (!record.commit.empty()) {
        verdict.commitChecked = true;
        if (const std::string commit = commitOf(*seed); commit != record.commit)
            verdict.problems.push_back("the revealed seed's SHA-256 is " + commit + ", not the commit " +
                                       record.commit + " published at the start");
    }
    for (const RecordedRoll& recorded : record.rolls) {
        Roll expected = rollAt(*seed, record.whiteSeed, record.blackSeed, recorded.turnNumber - 1);
        if (!record.ordered) std::sort(expected.begin(), expected.end());
        ++verdict.rollsChecked;
        if (expected != recorded.dice)
            verdict.problems.push_back("turn " + std::to_string(recorded.turnNumber) +
                                       ": the record rolled " + rollText(recorded.dice) +
                                       ", the seeds give " + rollText(expected));
    }
    return verdict;
}

Result<FairnessRecord> readPlatformHistory(std::string_view json) {
    using Read = Result<FairnessRecord>;
    const nlohmann::json doc = nlohmann::json::parse(json, nullptr, false);
    if (doc.is_discarded()) return Read::failure("not JSON (a platform game history is a JSON object)");
    const auto field = [](const nlohmann::json& object, const char* name, nlohmann::json::value_t type,
                          const std::string& where) -> Result<const nlohmann::json*> {
        const auto found = object.find(name);
        if (found == object.end() || found->type() != type)
            return Result<const nlohmann::json*>::failure(where + name + " is missing or not a" +
                                                          (type == nlohmann::json::value_t::string ? " string"
                                                           : type == nlohmann::json::value_t::array
                                                               ? "n array"
                                                               : "n object"));
        return &*found;
    };
    using T = nlohmann::json::value_t;
    if (!doc.is_object()) return Read::failure("not a platform game history: the top level is not an object");
    const auto fairness = field(doc, "fairness", T::object, "");
    if (!fairness) return Read::failure(fairness.error());
    FairnessRecord record;
    const auto seed = field(**fairness, "seed", T::string, "fairness.");
    if (!seed) return Read::failure(seed.error());
    record.seed = (*seed)->get<std::string>();
    if (const auto commit = (*fairness)->find("commit"); commit != (*fairness)->end() && !commit->is_null()) {
        if (!commit->is_string()) return Read::failure("fairness.commit is not a string");
        record.commit = commit->get<std::string>();
    }
    const auto clients = field(**fairness, "clientSeeds", T::object, "fairness.");
    if (!clients) return Read::failure(clients.error());
    const auto white = field(**clients, "white", T::string, "fairness.clientSeeds.");
    const auto black = field(**clients, "black", T::string, "fairness.clientSeeds.");
    if (!white) return Read::failure(white.error());
    if (!black) return Read::failure(black.error());
    record.whiteSeed = (*white)->get<std::string>();
    record.blackSeed = (*black)->get<std::string>();
    const auto turns = field(doc, "turns", T::array, "");
    if (!turns) return Read::failure(turns.error());
    for (std::size_t i = 0; i < (*turns)->size(); ++i) {
        const nlohmann::json& turn = (**turns)[i];
        const std::string where = "turns[" + std::to_string(i) + "].";
        const auto number = turn.find("turnNumber");
        if (!turn.is_object() || number == turn.end() || !number->is_number_integer() || *number < 1 ||
            *number > 1'000'000)
            return Read::failure(where + "turnNumber is missing or not a whole number from 1 to 1000000");
        const auto dice = turn.find("dice");
        if (dice == turn.end() || !dice->is_array() || dice->size() != 3)
            return Read::failure(where + "dice is missing or not three dice");
        RecordedRoll roll;
        roll.turnNumber = number->get<int>();
        for (std::size_t d = 0; d < 3; ++d) {
            const nlohmann::json& die = (*dice)[d];
            if (!die.is_number_integer() || die < 1 || die > 6)
                return Read::failure(where + "dice[" + std::to_string(d) +
                                     "] is not a die value from 1 to 6");
            roll.dice[d] = die.get<int>();
        }
        record.rolls.push_back(roll);
    }
    return record;
}

Result<FairnessRecord> fairnessOfRecord(const GameRecord& game) {
    using Read = Result<FairnessRecord>;
    FairnessRecord record;
    record.ordered = false;
    record.commit = game.tag("DiceCommit");
    record.seed = game.tag("ServerSeed");
    record.whiteSeed = game.tag("ClientSeedWhite");
    record.blackSeed = game.tag("ClientSeedBlack");
    const auto hasTag = [&game](std::string_view name) {
        return std::any_of(game.tags.begin(), game.tags.end(),
                           [name](const auto& tag) { return tag.first == name; });
    };
    if (!hasTag("GameId") && !hasTag("DiceCommit"))
        return Read::failure("not a platform game: no GameId or DiceCommit tag");
    if (record.seed.empty())
        return Read::failure(game.result == GameResult::Ongoing
                                 ? "the game is not over: the server reveals its seed (ServerSeed) at the end"
                                 : "no ServerSeed tag");
    for (const char* name : {"ClientSeedWhite", "ClientSeedBlack"})
        if (!hasTag(name)) return Read::failure(std::string("no ") + name + " tag");
    for (std::size_t i = 0; i < game.turns.size(); ++i) {
        RecordedRoll roll;
        roll.turnNumber = static_cast<int>(i) + 1;
        std::size_t drawn = 0;
        const DicePool pool = game.turns[i].roll;
        for (int face = 1; face <= 6; ++face)
            for (int n = 0; n < pool.count(static_cast<PieceType>(face)) && drawn < roll.dice.size(); ++n)
                roll.dice[drawn++] = face;
        if (drawn != roll.dice.size())
            return Read::failure("turn " + std::to_string(i + 1) + " does not record three dice");
        record.rolls.push_back(roll);
    }
    return record;
}

}  // namespace dicechess::fair
