// Level 8: Expecti-MCTS (mcts.h) with the level-7 win model at the leaves; the tree is kept between turns.
#include "bots/bot_factories.h"
#include "bots/searching_bot.h"
#include "dicechess/search/mcts.h"

namespace dicechess::bots {
namespace {

// Untimed play runs this many iterations (on one thread, see searchThreads).
constexpr std::uint64_t UntimedIterations = 4000;

class MctsBot final : public SearchingBot {
public:
    using SearchingBot::SearchingBot;

    BotDecision chooseTurn(const BotRequest& request) override {
        MctsLimits limits;
        limits.deadline = request.deadline;
        limits.stop = request.stop;
        limits.iterations = request.workBudget.value_or(request.deadline ? 0 : UntimedIterations);
        MctsOptions options;
        options.threads = searchThreads(request);
        options.partialResults = request.withCandidates && request.progress != nullptr;
        std::function<void(std::uint64_t, const MctsResult*)> progress;
        if (request.progress) {
            // The first thread's statistics so far: the analysis pane fills in while the search runs.
            progress = [&](std::uint64_t done, const MctsResult* partial) {
                const BotDecision sofar = partial ? decideFrom(request, *partial) : BotDecision{};
                request.progress(BotProgress{0, 0, done, partial ? &sofar : nullptr});
            };
        }
        const MctsResult result =
            m_search.search(request.position, limits, options, request.rng->next(), progress);
        return decideFrom(request, result);
    }

private:
    BotDecision decideFrom(const BotRequest& request, const MctsResult& result) {
        std::vector<RootEstimate> roots;
        for (const MctsRootStat& root : result.roots)
            roots.push_back(
                {root.final.key(), root.turn, root.capturesKing,
                 root.visits > 0 || root.capturesKing ? std::optional<double>(root.value) : std::nullopt,
                 static_cast<double>(root.visits)});
        return decide(request, roots, result.best, result.value, result.iterations, SupportUnit::Visits);
    }

    MctsSearch m_search;
};

}  // namespace

std::unique_ptr<Bot> makeMctsBot(const BotInfo& info) {
    return std::make_unique<MctsBot>(info);
}

}  // namespace dicechess::bots
