#include "online/platform.h"

#include <algorithm>
#include <iostream>

#include "dicechess/bots/registry.h"
#include "online/crypto.h"
#include "online/fair_room_dice.h"
#include "online/house_bots.h"
#include "platform/shipped_ratings.h"

namespace dicechess::online {
namespace {

constexpr room::Milliseconds SweepEvery = 5'000;
constexpr room::Milliseconds ChallengeLifetime = 5 * 60'000;
constexpr room::Milliseconds SeekLifetime = 2 * 60'000;
constexpr room::Milliseconds EndedGameKept = 10 * 60'000;

std::string houseNameOf(const std::string& spec) {
    const std::string engine = "engine:";
    if (spec.rfind(engine, 0) == 0) return "engine-" + anonymousLabel(spec.substr(engine.size()));
    return anonymousLabel(spec);
}

}  // namespace

Platform::Platform(net::io_context& io, Store& store, PlatformOptions options)
    : m_io(io), m_store(store), m_options(std::move(options)), m_epoch(std::chrono::steady_clock::now()) {
    m_house = std::make_unique<HouseBots>(
        m_options.houseThreads, [this](const HouseTurnRequest& request, HouseTurnAnswer answer) {
            net::post(m_io, [this, id = request.gameId, seat = request.seat, rolls = request.rolls,
                             answer = std::move(answer)]() mutable {
                if (!answer.fault.empty())
                    std::cerr << "serve: game " << id << ": " << answer.fault
                              << "; it played a legal turn instead\n";
                submitHouseTurn(id, seat, rolls, std::move(answer.moves));
            });
        });
}

Platform::~Platform() {
    m_house.reset();  // joins the thinking threads before the games they think about go
}

room::Milliseconds Platform::now() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - m_epoch)
        .count();
}

Status Platform::start() {
    std::vector<std::string> specs = m_options.houseSpecs;
    if (specs.empty())
        for (const BotInfo& info : botRegistry()) specs.push_back(info.id);
    const auto shipped = loadShippedBotRatings();
    for (const std::string& spec : specs) {
        const std::string name = houseNameOf(spec);
        if (name.empty()) return Status::failure("--house " + spec + ": no usable bot name");
        if (spec.rfind("engine:", 0) != 0) {
            if (!createBot(spec, Variant::ThreeDice))
                return Status::failure("--house " + spec + ": not a bot of ours (" + botIdList() + ")");
        }
        m_houseSpecs[name] = spec;
        // With --ladder our bots stand on it as the newcomers' opponents (the scheduler never pairs two).
        if (auto known = m_store.bot("house", name)) {
            known->onLadder = m_options.ladder;
            if (auto stored = m_store.putBot(*known); !stored) return stored;
            continue;
        }
        BotRow row;
        row.onLadder = m_options.ladder;
        row.team = "house";
        row.name = name;
        row.registered = false;
        row.maxConcurrentGames = 32;
        if (shipped) {
            if (const BotRating* measured = shipped->find(spec)) {
                // Our levels come with their measured ratings, so a newcomer is placed on our scale.
                row.rating.rating = measured->rating;
                row.rating.deviation = 60;
            }
        }
        if (auto stored = m_store.putBot(row); !stored) return stored;
    }
    for (GameRow& row : m_store.liveGames()) restoreGame(std::move(row));
    m_sweepTimer = std::make_unique<net::steady_timer>(m_io);
    sweep();
    if (m_options.ladder) {
        m_ladderTimer = std::make_unique<net::steady_timer>(m_io);
        m_ladderTimer->expires_after(m_options.ladderInterval);
        m_ladderTimer->async_wait([this](boost::system::error_code ec) {
            if (!ec) ladderTick();
        });
    }
    return Done{};
}

void Platform::shutdown() {
    m_stopping = true;
    if (m_sweepTimer) m_sweepTimer->cancel();
    if (m_ladderTimer) m_ladderTimer->cancel();
    for (auto& [id, game] : m_games) {
        game->timer->cancel();
        for (auto& watcher : game->watchers) watcher->close();
    }
    for (auto& [id, streams] : m_accountStreams)
        for (auto& stream : streams) stream->close();
}

Platform::LiveGame& Platform::createGame(const Principal& white, const Principal& black,
                                         const room::TimeControl& control, bool rated, bool ladder,
                                         const FixedSeeds* fixed) {
    auto game = std::make_unique<LiveGame>();
    game->id = randomUuid();
    game->white = white;
    game->black = black;
    game->rated = rated;
    game->ladder = ladder;
    room::RoomSettings settings;
    settings.timeControl = control;
    settings.whiteId = white.externalId();
    settings.blackId = black.externalId();
    settings.seedGrace = m_options.seedGrace;
    settings.idleCap = m_options.idleCap;
    std::unique_ptr<room::DiceSource> dice;
    if (fixed) {
        auto seeded = fairDiceFromSeed(fixed->serverSeed);
        if (!seeded) throw std::invalid_argument(seeded.error());  // the operator route checked it first
        dice = std::move(*seeded);
    } else {
        dice = freshFairDice();
    }
    game->serverSeed = dice->seed();
    game->seatTokens = {randomHex(16), randomHex(16)};
    game->room = std::make_unique<room::GameRoom>(settings, std::move(dice));
    game->timer = std::make_unique<net::steady_timer>(m_io);
    LiveGame& created = *game;
    m_games[game->id] = std::move(game);
    std::vector<room::Event> events = created.room->begin(now());
    if (fixed) {
        for (const Color seat : {Color::White, Color::Black}) {
            auto more = created.room->submitSeed(
                seat, seat == Color::White ? fixed->whiteSeed : fixed->blackSeed, now());
            events.insert(events.end(), more.begin(), more.end());
        }
    }
    // House bots bring their own entropy at once, so a game between two of them needs no seed grace.
    for (const Color seat : {Color::White, Color::Black}) {
        if (fixed) break;
        const Principal& who = seat == Color::White ? white : black;
        if (who.kind == Principal::Kind::Bot && who.team == "house") {
            auto more = created.room->submitSeed(seat, randomHex(16), now());
            events.insert(events.end(), more.begin(), more.end());
        }
    }
    deliver(created, std::move(events));
    return created;
}

void Platform::restoreGame(GameRow row) {
    auto dice = fairDiceFromSeed(row.serverSeed);
    if (!dice) {
        std::cerr << "serve: live game " << row.id << " cannot be restored: " << dice.error() << "\n";
        return;
    }
    auto game = std::make_unique<LiveGame>();
    game->id = row.id;
    game->white = principalFromText(row.whiteJson);
    game->black = principalFromText(row.blackJson);
    game->rated = row.rated;
    game->ladder = row.ladder;
    game->serverSeed = row.serverSeed;
    game->seatTokens = row.seatTokens;
    for (std::string& token : game->seatTokens)
        if (token.empty()) token = randomHex(16);  // a game stored before seats had tokens
    game->room = std::make_unique<room::GameRoom>(
        room::GameRoom::restore(std::move(row.record), std::move(*dice), now()));
    game->timer = std::make_unique<net::steady_timer>(m_io);
    LiveGame& restored = *game;
    m_games[game->id] = std::move(game);
    std::cerr << "serve: game " << restored.id << " continues from version "
              << restored.room->record().version << "\n";
    if (!restored.room->record().started) {
        deliver(restored, restored.room->begin(now()));
        return;
    }
    schedule(restored);
    promptMover(restored);
}

Platform::LiveGame* Platform::liveGame(const std::string& id) {
    const auto it = m_games.find(id);
    return it == m_games.end() ? nullptr : it->second.get();
}

std::optional<Color> Platform::seatOf(const LiveGame& game, const Principal& who) const {
    if (game.white == who) return Color::White;
    if (game.black == who) return Color::Black;
    return std::nullopt;
}

int Platform::activeGames(const Principal& who) const {
    int count = 0;
    for (const auto& [id, game] : m_games)
        if (!game->room->isOver() && (game->white == who || game->black == who)) ++count;
    return count;
}

bool Platform::atCapacity(const Principal& who) const {
    if (who.kind != Principal::Kind::Bot || who.team == "anon" || who.team == "house") return false;
    const auto row = m_store.bot(who.team, who.name);
    return row && activeGames(who) >= row->maxConcurrentGames;
}

void Platform::sweep() {
    const room::Milliseconds t = now();
    for (auto it = m_challenges.begin(); it != m_challenges.end();) {
        if (t - it->second.createdAt < ChallengeLifetime) {
            ++it;
            continue;
        }
        announce(it->second.challenger, Json{{"ChallengeDeclined", Json{{"id", it->first}}}});
        it = m_challenges.erase(it);
    }
    std::erase_if(m_seeks, [t](const auto& entry) { return t - entry.second.touchedAt >= SeekLifetime; });
    for (auto it = m_anonExpiry.begin(); it != m_anonExpiry.end();) {
        if (it->second > t) {
            ++it;
            continue;
        }
        m_anonTokens.erase(it->first);
        it = m_anonExpiry.erase(it);
    }
    std::erase_if(m_games, [t](const auto& entry) {
        return entry.second->room->isOver() && t - entry.second->endedAt >= EndedGameKept;
    });
    for (auto& [id, streams] : m_accountStreams)
        std::erase_if(streams, [](const auto& stream) { return stream->isClosed(); });
    if (m_stopping) return;
    m_sweepTimer->expires_after(std::chrono::milliseconds(SweepEvery));
    m_sweepTimer->async_wait([this](boost::system::error_code ec) {
        if (!ec) sweep();
    });
}

void Platform::announce(const Principal& to, const Json& event) {
    const auto it = m_accountStreams.find(to.externalId());
    if (it == m_accountStreams.end()) return;
    const std::string line = compact(event);
    for (auto& stream : it->second) stream->send(line);
}

void Platform::submitHouseTurn(const std::string& gameId, Color seat, std::int64_t rolls,
                               std::vector<std::string> moves) {
    LiveGame* game = liveGame(gameId);
    if (!game || game->room->isOver() || game->room->record().rolls != rolls || moves.empty()) return;
    std::vector<room::Event> events;
    const room::Verdict verdict = game->room->submitTurn(seat, moves, now(), events);
    if (!verdict.applied)
        std::cerr << "serve: game " << gameId << ": the house bot's turn was refused: " << verdict.reason
                  << "\n";
    deliver(*game, std::move(events));
}

}  // namespace dicechess::online
