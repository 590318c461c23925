// What happens after the room has spoken: storing, broadcasting, prompting the mover, and a game's end
// (the history, the ratings, the ladder's auto-park, the .dcg file).
#include <algorithm>
#include <chrono>
#include <iostream>

#include "dicechess/core/atomic_file.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/notation/record.h"
#include "online/house_bots.h"
#include "online/platform.h"
#include "online/platform_record.h"

namespace dicechess::online {
namespace {

// The columns a live game and its archived row share.
template <typename Row, typename Game>
Row seatedRow(const Game& game) {
    Row row;
    row.id = game.id;
    row.whiteJson = compact(toJson(game.white));
    row.blackJson = compact(toJson(game.black));
    row.rated = game.rated;
    row.ladder = game.ladder;
    return row;
}

std::string playerName(const Principal& who) {
    return who.kind == Principal::Kind::Bot ? who.team + "/" + who.name : "guest " + who.name;
}

std::string timeControlTag(const room::TimeControl& control) {
    using Kind = room::TimeControl::Kind;
    auto minutes = [](int seconds) {
        const int whole = seconds / 60;
        const int rest = seconds % 60;
        return rest == 0 ? std::to_string(whole)
                         : std::to_string(whole) + "." + std::to_string(rest * 100 / 60);
    };
    if (control.kind == Kind::Fischer && control.initialSeconds % 60 == 0)
        return minutes(control.initialSeconds) + "+" + std::to_string(control.incrementSeconds);
    if (control.kind == Kind::SuddenDeath && control.initialSeconds % 60 == 0)
        return minutes(control.initialSeconds) + "+0";
    return "-";
}

// The game as our own record. The room only ever holds turns it accepted, so they replay.
GameRecord recordOf(const Platform::LiveGame& game) {
    const room::RoomRecord& played = game.room->record();
    auto replayed = recordOfTurns(played.settings.start, played.history);
    if (!replayed) std::cerr << "serve: game " << game.id << " does not replay: " << replayed.error() << "\n";
    GameRecord record = replayed ? std::move(*replayed) : GameRecord{};
    const room::GameOver& over = *played.over;
    record.result = !over.winner                   ? GameResult::Draw
                    : *over.winner == Color::White ? GameResult::WhiteWins
                                                   : GameResult::BlackWins;
    switch (over.reason) {
        case room::EndReason::KingCaptured: record.termination = Termination::KingCaptured; break;
        case room::EndReason::Resign: record.termination = Termination::Resignation; break;
        case room::EndReason::Timeout: record.termination = Termination::TimeForfeit; break;
        default:
            record.termination =
                played.rolls >= played.settings.maxRolls ? Termination::TurnCap : Termination::HalfmoveRule;
    }
    return record;
}

}  // namespace

void Platform::deliver(LiveGame& game, std::vector<room::Event> events) {
    if (game.room->isOver()) {
        // The end is stored before anyone hears of it, so no reader sees an end a crash could lose.
        finish(game);
    } else {
        persist(game);
    }
    bool rolled = false;
    for (const room::Event& event : events) {
        const std::string line = compact(eventJson(event));
        for (auto& watcher : game.watchers) watcher->send(line);
        rolled = rolled || std::holds_alternative<room::DiceRolled>(event);
    }
    std::erase_if(game.watchers, [](const auto& watcher) { return watcher->isClosed(); });
    if (game.room->isOver()) {
        for (auto& watcher : game.watchers) watcher->close();
        game.watchers.clear();
        game.timer->cancel();
        return;
    }
    schedule(game);
    if (rolled) promptMover(game);
}

void Platform::persist(LiveGame& game) {
    auto row = seatedRow<GameRow>(game);
    row.record = game.room->record();
    row.serverSeed = game.serverSeed;
    row.seatTokens = game.seatTokens;
    if (auto stored = m_store.putGame(row); !stored)
        std::cerr << "serve: game " << game.id << " could not be stored: " << stored.error() << "\n";
}

void Platform::schedule(LiveGame& game) {
    const auto deadline = game.room->nextDeadline();
    if (!deadline) {
        game.timer->cancel();
        return;
    }
    game.timer->expires_after(std::chrono::milliseconds(std::max<room::Milliseconds>(0, *deadline - now())));
    game.timer->async_wait([this, id = game.id](boost::system::error_code ec) {
        if (ec) return;
        LiveGame* live = liveGame(id);
        if (live && !live->room->isOver()) deliver(*live, live->room->onTimer(now()));
    });
}

void Platform::promptMover(LiveGame& game) {
    const auto& turns = game.room->pendingTurns();
    if (!turns || turns->empty()) return;
    const Color mover = game.room->position().sideToMove();
    const Principal& who = mover == Color::White ? game.white : game.black;
    if (who.kind != Principal::Kind::Bot) return;
    if (who.team == "house") {
        const auto spec = m_houseSpecs.find(who.name);
        if (spec == m_houseSpecs.end()) return;
        const room::PublicState state = game.room->state(now());
        HouseTurnRequest request;
        request.gameId = game.id;
        request.seat = mover;
        request.spec = spec->second;
        request.rolled = game.room->position();
        request.paths = turns;
        request.rolls = game.room->record().rolls;
        request.clocks = state.clocks;
        const room::TimeControl& control = game.room->settings().timeControl;
        request.incrementMs = control.incrementSeconds * 1000LL;
        const room::Milliseconds bank =
            state.clocks ? (mover == Color::White ? state.clocks->white : state.clocks->black) : 0;
        request.budgetMs = HouseBots::budgetFor(control, bank, request.rolled.fullmoveNumber());
        request.seed = std::hash<std::string>{}(game.id) ^ static_cast<std::uint64_t>(request.rolls);
        m_house->think(std::move(request));
        return;
    }
    if (m_options.webhooks) startWebhookTurn(game, mover);
}

void Platform::finish(LiveGame& game) {
    if (game.endedAt != 0) return;
    game.endedAt = std::max<room::Milliseconds>(1, now());
    const room::RoomRecord& record = game.room->record();
    const room::GameOver& over = *record.over;
    HistoryFacts facts{game.id, game.white, game.black, game.rated, isoNow()};
    auto finished = seatedRow<FinishedGame>(game);
    finished.result = historyResult(over);
    finished.termination = historyTermination(over.reason);
    finished.finishedAt = facts.finishedAt;
    finished.historyJson = compact(
        historyJson(facts, record, game.room->commit(), game.serverSeed, game.room->effectiveSeeds()));
    if (auto stored = m_store.finishGame(finished); !stored)
        std::cerr << "serve: finished game " << game.id << " could not be stored: " << stored.error() << "\n";
    if (over.reason == room::EndReason::Aborted) return;
    if (game.rated) rate(game, over);
    writeRecordFile(game);
}

GameRecord Platform::taggedRecord(const LiveGame& game) const {
    GameRecord record = recordOf(game);
    const room::ClientSeeds seeds = game.room->effectiveSeeds();
    record.setTag("Event", "Dice Chess platform (dicechess-cli serve)");
    record.setTag("Date", isoNow().substr(0, 10));
    record.setTag("White", playerName(game.white));
    record.setTag("Black", playerName(game.black));
    record.setTag("Result", resultText(record.result));
    record.setTag("Termination", terminationName(record.termination));
    record.setTag("TimeControl", timeControlTag(game.room->settings().timeControl));
    record.setTag("PlatformTimeControl", compact(toJson(game.room->settings().timeControl)));
    record.setTag("Rules", "dicechess-platform");
    record.setTag("GameId", game.id);
    record.setTag("DiceCommit", game.room->commit());
    record.setTag("ServerSeed", game.serverSeed);
    record.setTag("ClientSeedWhite", seeds.white);
    record.setTag("ClientSeedBlack", seeds.black);
    if (seeds.white.starts_with(MatchSeedPrefix))
        record.setTag("DiceFrom", "a match's seeds, not a random server seed (docs/platform-wire.md §19)");
    return record;
}

void Platform::writeRecordFile(const LiveGame& game) {
    if (m_options.dataDir.empty()) return;
    const GameRecord record = taggedRecord(game);
    const auto path = m_options.dataDir / "games" / (game.id + ".dcg");
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    if (auto written = writeFileAtomically(path, writeRecord(record)); !written)
        std::cerr << "serve: " << path.string() << ": " << written.error() << "\n";
}

}  // namespace dicechess::online
