#pragma once

#include <array>
#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "dicechess/notation/record.h"
#include "dicechess/play/game_room.h"
#include "online/http_client.h"
#include "online/http_server.h"
#include "online/store.h"
#include "online/wire.h"

namespace dicechess::online {

class HouseBots;

// One entry of the static roster (the platform's PLAY_BOT_TOKENS): a bot whose token the operator
// configures; it has no stored row, so it cannot rotate its token or join the ladder.
struct StaticToken {
    std::string team;
    std::string name;
    std::string token;
};

struct PlatformOptions {
    std::filesystem::path dataDir;        // games/ID.dcg are written here
    std::vector<std::string> houseSpecs;  // bot ids or engine:NAME; empty: every level we ship
    bool ladder = false;
    std::chrono::milliseconds ladderInterval{60'000};
    int ladderMaxGames = 8;
    bool webhooks = false;
    std::chrono::milliseconds webhookCap{120'000};
    bool webhookAnyHost = false;  // loopback http:// only, unless the operator allows more
    int anonPerHour = 30;         // 0: no limit
    int registerPerHour = 5;
    int webhookPerHour = 5;
    room::Milliseconds seedGrace = 5'000;
    room::Milliseconds idleCap = 120'000;
    int houseThreads = 1;  // worker threads the house bots think on
    std::vector<StaticToken> staticTokens;
    // The bearer of /operator/… (match --serve creates games with it); empty: no operator routes.
    std::string operatorToken;
};

// The dice of a game its operator seeded (a match's pair, docs/platform-wire.md §19): the same seeds
// give both games of a pair the same rolls. Not from a random server seed, and marked so.
// The client seeds of such games start with this, so every reader of the history can tell.
inline constexpr std::string_view MatchSeedPrefix = "match:";
struct FixedSeeds {
    std::string serverSeed;  // 64 hex digits
    std::string whiteSeed;
    std::string blackSeed;
};

// Reads "team|name|token" entries separated by commas or new lines (the platform's PLAY_BOT_TOKENS
// grammar); the error names the bad entry.
Result<std::vector<StaticToken>> parseStaticTokens(const std::string& text);

// The local Dice Chess platform (docs/platform-wire.md): identities, challenges, seeks, live games on
// the engine's game room, the two ndjson streams, webhooks, house bots and the ladder, every change
// stored before it is answered. Runs on one executor (the server's thread); house bots think on their
// own threads and post their turns back.
class Platform {
public:
    Platform(net::io_context& io, Store& store, PlatformOptions options);
    ~Platform();
    Platform(const Platform&) = delete;
    Platform& operator=(const Platform&) = delete;

    // Registers the house bots and brings back the live games of an earlier run; the error says why not.
    Status start();
    Task<Reply> handle(Request request);
    // Ends every stream (the server is stopping); games stay stored as they are.
    void shutdown();

    struct Identity {
        Principal principal;
        enum class Tier : std::uint8_t { Anonymous, Registered, House, Static } tier = Tier::Anonymous;
        bool registered() const { return tier == Tier::Registered || tier == Tier::House; }
    };
    struct Challenge {
        std::string id;
        Principal challenger;
        Principal target;
        room::TimeControl timeControl;
        room::Milliseconds createdAt = 0;
    };
    struct Seek {
        std::string id;
        std::string secret;
        Principal owner;
        room::TimeControl timeControl;
        room::Milliseconds touchedAt = 0;
        // Once accepted: the game and the creator's seat, told by its next status poll; the entry stays,
        // hidden from the lobby, until its creator stops polling.
        std::string matchedGame;
        Color creatorSeat = Color::White;
    };
    struct LiveGame {
        std::string id;
        Principal white;
        Principal black;
        bool rated = false;
        bool ladder = false;
        std::string serverSeed;
        std::unique_ptr<room::GameRoom> room;
        std::unique_ptr<net::steady_timer> timer;
        std::vector<std::shared_ptr<LineStream>> watchers;
        std::set<int> webhookSeats;  // seats with a delivery in flight (0 White, 1 Black)
        room::Milliseconds endedAt = 0;
        // The human seats: each seat's token (its WebSocket credential), its open sockets, and the grace
        // timer that runs while a seat that had a socket has none.
        std::array<std::string, 2> seatTokens;
        std::array<int, 2> sockets{};
        std::array<std::unique_ptr<net::steady_timer>, 2> graceTimers;
    };

    // For the house bots' turns, posted back from their threads.
    void submitHouseTurn(const std::string& gameId, Color seat, std::int64_t rolls,
                         std::vector<std::string> moves);

private:
    // Routes (platform_routes.cpp, platform_bot_routes.cpp, platform_game_routes.cpp).
    Task<Reply> route(Request& request);
    Reply identityRoute(const Request& request, const std::vector<std::string>& parts);
    Task<Reply> botRoute(const Request& request, const Identity& me, const std::vector<std::string>& parts);
    Reply challengeRoute(const Request& request, const Identity& me, const std::vector<std::string>& parts);
    Reply seatedRoute(const Request& request, const Identity& me, const std::vector<std::string>& parts);
    Reply accountRoute(const Request& request, const Identity& me, const std::vector<std::string>& parts);
    Task<Reply> webhookRoute(const Request& request, const Identity& me);
    Response webhookStats(const std::optional<BotRow>& row) const;
    void recordDelivery(const Principal& bot, const DeliveryOutcome& outcome, std::int64_t latencyMs);
    Reply publicRoute(const Request& request, const std::vector<std::string>& parts);
    Reply gameStream(LiveGame& game);
    // A Snapshot on `lines`, then the game's events until its end; the game, or null when it has ended
    // (or is gone) and `lines` is closed already.
    LiveGame* watch(const std::string& id, std::shared_ptr<LineStream> lines);
    Json gameStateJson(const LiveGame& game, std::size_t inlineLimit = DefaultInlinePaths) const;
    Json ratingsJson(const BotRow& row) const;
    Json leaderboardJson(const std::string& kind) const;
    Reply seekRoute(const Request& request, const Identity& me, const std::vector<std::string>& parts);
    Reply lobbyRoute(const Request& request, const std::vector<std::string>& parts);
    // The bot catalog (platform_catalog_routes.cpp): our house bots and the bots open to humans.
    bool inCatalog(const BotRow& row) const;
    Response botCatalog() const;
    Response playBot(const Request& request);
    // The human seats (platform_play_routes.cpp).
    Reply createGuestGame(const Request& request);
    Reply createGuestSeek(const Request& request);
    Reply acceptGuestSeek(const Request& request, const std::string& id);
    // A seek put in the lobby: its id and secret as the 201 answer.
    Response openSeek(const Principal& owner, const room::TimeControl& control);
    // The seek taken by `accepter` (the game made, the seats by a coin flip), or the refusal to answer.
    std::variant<Seek*, Response> acceptSeek(const std::string& id, const Principal& accepter);
    const std::string& seatToken(const std::string& gameId, Color seat);
    Reply gameSocket(const Request& request, const std::string& id);
    void seatConnected(LiveGame& game, Color seat);
    void seatDisconnected(LiveGame& game, Color seat);

    room::Milliseconds now() const;
    std::optional<Identity> authenticate(const Request& request);
    bool rateLimited(const std::string& kind, const std::string& ip, int perHour, int& retryAfterSeconds);

    LiveGame& createGame(const Principal& white, const Principal& black, const room::TimeControl& control,
                         bool rated, bool ladder, const FixedSeeds* fixed = nullptr);
    Reply operatorRoute(const Request& request, const std::vector<std::string>& parts);
    Response operatorBots() const;  // GET /operator/bots
    // Whether a bot of this name can be seated here (house, registered, static or a live anonymous one).
    bool knownBot(const Principal& who) const;
    GameRecord taggedRecord(const LiveGame& game) const;
    void restoreGame(GameRow row);
    void deliver(LiveGame& game, std::vector<room::Event> events);
    void persist(LiveGame& game);
    void finish(LiveGame& game);
    void schedule(LiveGame& game);
    void announce(const Principal& to, const Json& event);
    LiveGame* liveGame(const std::string& id);
    std::optional<Color> seatOf(const LiveGame& game, const Principal& who) const;
    int activeGames(const Principal& who) const;
    bool atCapacity(const Principal& who) const;
    void sweep();
    void ladderTick();
    void rate(const LiveGame& game, const room::GameOver& over);
    void writeRecordFile(const LiveGame& game);
    void startWebhookTurn(LiveGame& game, Color seat);
    Task<void> webhookTurn(std::string id, Color seat, std::int64_t rolls, HttpUrl target, std::string body,
                           std::vector<std::pair<std::string, std::string>> headers,
                           room::Milliseconds allowed);
    // Tells the seat to move of its pending roll when it is a house bot or a webhook bot.
    void promptMover(LiveGame& game);

    net::io_context& m_io;
    Store& m_store;
    PlatformOptions m_options;
    std::chrono::steady_clock::time_point m_epoch;
    std::unique_ptr<HouseBots> m_house;
    std::map<std::string, std::string> m_houseSpecs;  // house bot name → bot spec
    std::map<std::string, Identity> m_anonTokens;     // token → identity (memory only, as on the platform)
    std::map<std::string, room::Milliseconds> m_anonExpiry;
    std::map<std::string, std::vector<std::shared_ptr<LineStream>>> m_accountStreams;  // by external id
    std::map<std::string, Challenge> m_challenges;
    std::map<std::string, Seek> m_seeks;
    std::map<std::string, std::unique_ptr<LiveGame>> m_games;  // live, and ended ones for a while
    std::map<std::string, std::pair<room::Milliseconds, int>> m_rateWindows;  // kind|ip → (start, count)
    std::map<std::string, std::string> m_lastLadderOpponent;
    std::unique_ptr<net::steady_timer> m_sweepTimer;
    std::unique_ptr<net::steady_timer> m_ladderTimer;
    bool m_stopping = false;
};

// The seat of a stored bot.
Principal principalOf(const BotRow& row);
// A bot's name rule on registration: `[a-z0-9][a-z0-9-]{0,31}`.
bool isSlug(std::string_view text);
// The anonymous name the platform makes of a label (lower case, dashes, 20 characters) before its suffix.
std::string anonymousLabel(std::string_view label);

}  // namespace dicechess::online
