#include "dicechess/play/player_rating.h"

#include <array>
#include <charconv>
#include <cmath>
#include <unordered_set>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/resume_tags.h"

namespace dicechess {
namespace {

constexpr std::array<const char*, 2> NameTags{"White", "Black"};

// SHA-256 (FIPS 180-4), fed piece by piece: the game key's hash. The app hashed with Qt's SHA-256 before
// these rules moved here, so the keys already in players' histories still match.
class Sha256 {
public:
    void add(std::string_view bytes) {
        for (const char c : bytes) {
            m_block[m_used++] = static_cast<std::uint8_t>(c);
            if (m_used == 64) compress();
        }
        m_length += bytes.size();
    }

    std::array<std::uint8_t, 32> finish() {
        const std::uint64_t bits = m_length * 8;
        m_block[m_used++] = 0x80;
        if (m_used > 56) {
            while (m_used < 64) m_block[m_used++] = 0;
            compress();
        }
        while (m_used < 56) m_block[m_used++] = 0;
        for (int i = 7; i >= 0; --i) m_block[m_used++] = static_cast<std::uint8_t>(bits >> (8 * i));
        compress();
        std::array<std::uint8_t, 32> digest{};
        for (std::size_t i = 0; i < 32; ++i)
            digest[i] = static_cast<std::uint8_t>(m_state[i / 4] >> (24 - 8 * (i % 4)));
        return digest;
    }

private:
    static std::uint32_t rotr(std::uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

    void compress() {
        static constexpr std::array<std::uint32_t, 64> K = {
            0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
            0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
            0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
            0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
            0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
            0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
            0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
            0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};
        std::array<std::uint32_t, 64> w{};
        for (std::size_t i = 0; i < 16; ++i)
            w[i] = std::uint32_t{m_block[4 * i]} << 24 | std::uint32_t{m_block[4 * i + 1]} << 16 |
                   std::uint32_t{m_block[4 * i + 2]} << 8 | std::uint32_t{m_block[4 * i + 3]};
        for (std::size_t i = 16; i < 64; ++i) {
            const std::uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
            const std::uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        std::array<std::uint32_t, 8> v = m_state;
        for (std::size_t i = 0; i < 64; ++i) {
            const std::uint32_t s1 = rotr(v[4], 6) ^ rotr(v[4], 11) ^ rotr(v[4], 25);
            const std::uint32_t choice = (v[4] & v[5]) ^ (~v[4] & v[6]);
            const std::uint32_t t1 = v[7] + s1 + choice + K[i] + w[i];
            const std::uint32_t s0 = rotr(v[0], 2) ^ rotr(v[0], 13) ^ rotr(v[0], 22);
            const std::uint32_t majority = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
            const std::uint32_t t2 = s0 + majority;
            v = {t1 + t2, v[0], v[1], v[2], v[3] + t1, v[4], v[5], v[6]};
        }
        for (std::size_t i = 0; i < 8; ++i) m_state[i] += v[i];
        m_used = 0;
    }

    std::array<std::uint32_t, 8> m_state = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                            0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    std::array<std::uint8_t, 64> m_block{};
    std::size_t m_used = 0;
    std::uint64_t m_length = 0;
};

// A whole number in decimal, as the key's text writes it.
template <class Number>
void addNumber(Sha256& hash, char separator, Number value) {
    std::array<char, 24> text{};
    text[0] = separator;
    const auto end = std::to_chars(text.data() + 1, text.data() + text.size(), value).ptr;
    hash.add(std::string_view(text.data(), static_cast<std::size_t>(end - text.data())));
}

bool named(const GameRecord& record, const ResumeTags& tags, Color side, std::string_view player) {
    const auto c = static_cast<std::size_t>(index(side));
    return tags.players[c] == player || record.tag(NameTags[c]) == player;
}

// The player's side when the record names exactly one side `player`.
std::optional<Color> playerSide(const GameRecord& record, const ResumeTags& tags, std::string_view player) {
    const bool white = named(record, tags, Color::White, player);
    if (white == named(record, tags, Color::Black, player)) return std::nullopt;
    return white ? Color::White : Color::Black;
}

}  // namespace

bool namesPlayer(const GameRecord& record, Color side, std::string_view player) {
    return named(record, readResumeTags(record), side, player);
}

const char* ratingVerdictName(RatingVerdict verdict) {
    switch (verdict) {
        case RatingVerdict::Rated: return "rated";
        case RatingVerdict::NotFinished: return "not-finished";
        case RatingVerdict::NotThreeDice: return "not-three-dice";
        case RatingVerdict::NotHumanAgainstBot: return "not-human-against-bot";
        case RatingVerdict::UnratedBot: return "unrated-bot";
        case RatingVerdict::FairPlayOff: return "fair-play-off";
        case RatingVerdict::HelpUsed: return "help-used";
        case RatingVerdict::NonStandardStart: return "non-standard-start";
        case RatingVerdict::NoCompletedTurn: return "no-completed-turn";
        case RatingVerdict::AlreadyRated: return "already-rated";
    }
    return "?";
}

std::string ratingGameKey(const GameRecord& record) {
    // The hashed text: "DFEN ROLL,MOVE,MOVE ROLL,MOVE ... RESULT", numbers in decimal (the raw dice pool and
    // 16-bit moves), exactly the text the app hashed before.
    Sha256 hash;
    hash.add(toDfen(record.start));
    for (const TurnRecord& turn : record.turns) {
        addNumber(hash, ' ', turn.roll.raw());
        for (const Move m : turn.moves) addNumber(hash, ',', m.raw());
    }
    hash.add(" ");
    hash.add(resultText(record.result));
    const std::array<std::uint8_t, 32> digest = hash.finish();
    constexpr std::string_view Hex = "0123456789abcdef";
    std::string key = std::to_string(readResumeTags(record).seed) + '-';
    for (std::size_t i = 0; i < 8; ++i) (key += Hex[digest[i] >> 4]) += Hex[digest[i] & 15];
    return key;
}

double playerScore(Color player, GameResult result) {
    if (result == GameResult::Draw) return 0.5;
    return (result == GameResult::WhiteWins) == (player == Color::White) ? 1.0 : 0.0;
}

GlickoGame ratingOpponent(const BotRating& bot, double score) {
    // The ratings file keeps the 95 % half-width; Glicko wants one standard deviation.
    return {bot.rating, bot.interval / 1.96, score};
}

GlickoRating ratingAfter(const GlickoRating& before, const PlayerGame& game) {
    if (!game.isRated() || !game.opponent) return before;
    const GlickoGame period[] = {ratingOpponent(*game.opponent, game.score)};
    return updateGlicko(before, period);
}

namespace {

// The rules in order; fills `game` as far as they get.
RatingVerdict check(const GameRecord& record, const BotRatings* ratings, const RatingContext& context,
                    PlayerGame& game) {
    if (record.result == GameResult::Ongoing) return RatingVerdict::NotFinished;
    if (record.variant() != Variant::ThreeDice) return RatingVerdict::NotThreeDice;
    const ResumeTags tags = readResumeTags(record);
    game.side = playerSide(record, tags, context.player);
    if (!game.side) return RatingVerdict::NotHumanAgainstBot;
    game.score = playerScore(*game.side, record.result);
    // The opponent must be a bot the file rates: a plain id or level, not a spec with settings.
    const std::string& bot = tags.players[static_cast<std::size_t>(index(~*game.side))];
    game.opponent = ratings ? ratings->find(bot) : nullptr;
    if (!game.opponent) return RatingVerdict::UnratedBot;
    if (!context.fairPlayKept) return RatingVerdict::FairPlayOff;
    if (tags.hints > 0 || tags.tutorWarnings > 0 || tags.takebacks > 0) return RatingVerdict::HelpUsed;
    // The bots' ratings come from games from the standard start; an edited position is another game.
    if (record.start != Position::startPosition()) return RatingVerdict::NonStandardStart;
    // A game resigned or abandoned before a turn was finished says nothing about the player.
    if (replay(record).completedTurns() == 0) return RatingVerdict::NoCompletedTurn;
    game.key = ratingGameKey(record);
    if (context.alreadyRated && context.alreadyRated(game.key)) return RatingVerdict::AlreadyRated;
    return RatingVerdict::Rated;
}

}  // namespace

PlayerGame judgePlayerGame(const GameRecord& record, const BotRatings* ratings,
                           const RatingContext& context) {
    PlayerGame game;
    game.verdict = check(record, ratings, context, game);
    return game;
}

std::vector<RatedRecord> ratePlayerGames(std::span<const GameRecord> records, const BotRatings* ratings,
                                         const GlickoRating& start, const RatingContext& context) {
    std::vector<RatedRecord> rated;
    rated.reserve(records.size());
    std::unordered_set<std::string> keys;
    RatingContext judged = context;
    judged.alreadyRated = [&keys, &context](const std::string& key) {
        return keys.contains(key) || (context.alreadyRated && context.alreadyRated(key));
    };
    GlickoRating current = start;
    for (const GameRecord& record : records) {
        PlayerGame game = judgePlayerGame(record, ratings, judged);
        current = ratingAfter(current, game);
        if (game.isRated()) keys.insert(game.key);
        rated.push_back({std::move(game), current});
    }
    return rated;
}

std::string formatRating(double rating, double halfWidth) {
    return std::to_string(std::lround(rating)) + " ± " + std::to_string(std::lround(halfWidth));
}

}  // namespace dicechess
