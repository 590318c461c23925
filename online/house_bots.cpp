#include "online/house_bots.h"

#include <algorithm>
#include <map>
#include <memory>

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/core/rng.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/search/timeman.h"

namespace dicechess::online {
namespace {

// One bot per spec and worker thread: bots are not shared between threads, and making one (a net, a
// book, an engine process) is too slow to repeat every turn.
thread_local std::map<std::string, std::unique_ptr<Bot>> t_bots;

Bot* botFor(const std::string& spec, std::string& fault) {
    auto it = t_bots.find(spec);
    if (it != t_bots.end()) return it->second.get();
    auto made = createBot(spec, Variant::ThreeDice);
    if (!made) {
        fault = "house bot " + spec + " cannot start: " + made.error();
        return nullptr;
    }
    return t_bots.emplace(spec, std::move(*made)).first->second.get();
}

std::vector<std::string> uciOf(const Turn& turn) {
    std::vector<std::string> moves;
    for (Move m : turn) moves.push_back(toUci(m));
    return moves;
}

}  // namespace

HouseTurnAnswer decideHouseTurn(const HouseTurnRequest& request) {
    HouseTurnAnswer answer;
    if (!request.paths || request.paths->empty()) return answer;
    Bot* bot = botFor(request.spec, answer.fault);
    if (bot) {
        Rng rng(request.seed);
        BotRequest ask;
        ask.position = request.rolled;
        ask.rng = &rng;
        ask.rngSeed = request.seed;
        ask.deadline = SteadyClock::now() + std::chrono::milliseconds(request.budgetMs);
        ask.withCandidates = false;
        if (request.clocks) {
            ask.whiteClock = BotClock{request.clocks->white, request.incrementMs};
            ask.blackClock = BotClock{request.clocks->black, request.incrementMs};
        }
        try {
            const BotDecision decision = bot->chooseTurn(ask);
            answer.moves = uciOf(decision.turn);
            if (std::binary_search(request.paths->begin(), request.paths->end(), answer.moves)) return answer;
            answer.fault = "house bot " + request.spec + " chose " + turnToString(decision.turn) +
                           ", which is not a legal turn of this roll";
        } catch (const std::exception& error) {
            answer.fault = "house bot " + request.spec + " failed: " + error.what();
        }
        t_bots.erase(request.spec);  // a fresh bot (a restarted engine) for the next decision
    }
    answer.moves = request.paths->front();
    return answer;
}

HouseBots::HouseBots(int threads, Deliver deliver) : m_deliver(std::move(deliver)) {
    for (int i = 0; i < std::max(1, threads); ++i)
        m_workers.emplace_back([this](std::stop_token stop) { work(stop); });
}

HouseBots::~HouseBots() {
    for (auto& worker : m_workers) worker.request_stop();
    m_ready.notify_all();
    m_workers.clear();
}

void HouseBots::think(HouseTurnRequest request) {
    {
        std::lock_guard lock(m_mutex);
        m_queue.push_back(std::move(request));
    }
    m_ready.notify_one();
}

void HouseBots::work(std::stop_token stop) {
    for (;;) {
        HouseTurnRequest request;
        {
            std::unique_lock lock(m_mutex);
            if (!m_ready.wait(lock, stop, [this] { return !m_queue.empty(); })) break;
            request = std::move(m_queue.front());
            m_queue.pop_front();
        }
        HouseTurnAnswer answer = decideHouseTurn(request);
        m_deliver(request, std::move(answer));
    }
    t_bots.clear();
}

room::Milliseconds HouseBots::budgetFor(const room::TimeControl& control, room::Milliseconds bank,
                                        std::uint32_t fullmoveNumber) {
    using Kind = room::TimeControl::Kind;
    switch (control.kind) {
        case Kind::Unlimited: return 2'000;  // well inside the 120-s cap, and a human opponent waits
        case Kind::PerMove: return std::max<room::Milliseconds>(50, control.secondsPerMove * 1000 / 2);
        case Kind::SuddenDeath:
        case Kind::Fischer: {
            const TurnTime plan = planTurnTime(bank, control.incrementSeconds * 1000LL, fullmoveNumber);
            return std::clamp<room::Milliseconds>(plan.budget(50), 20,
                                                  std::max<room::Milliseconds>(20, bank / 2));
        }
    }
    return 1'000;
}

}  // namespace dicechess::online
