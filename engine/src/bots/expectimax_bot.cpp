// Level 7: expectimax over turns and rolls (expectimax.h) with the fitted win model (win_model.h).
#include "bots/bot_factories.h"
#include "bots/searching_bot.h"
#include "dicechess/search/expectimax.h"

namespace dicechess::bots {
namespace {

// Untimed play stops at this many nodes (on one thread, see searchThreads): 0.35 s a decision on
// average, 0.85 s at most (an untimed 10-pair match against Aggressive on this machine's 2 cores).
constexpr std::uint64_t UntimedNodes = 20000;
// At the last turn each reply node weighs only its 6 best replies by static order: at 100 ms a turn this
// lets depth 2 reach the leading candidates (100 game pairs against Aggressive: beam 3 74 %, 6 77.5 %,
// 12 75.5 %, exact 73 %; docs/strength.md).
constexpr int ReplyBeam = 6;

class ExpectimaxBot final : public SearchingBot {
public:
    using SearchingBot::SearchingBot;

    BotDecision chooseTurn(const BotRequest& request) override {
        SearchLimits limits;
        limits.deadline = request.deadline;
        limits.stop = request.stop;
        limits.threads = searchThreads(request);
        limits.maxNodes = request.workBudget.value_or(request.deadline ? 0 : UntimedNodes);
        SearchFeatures features;
        features.replyBeam = ReplyBeam;
        const SearchResult result =
            m_search.search(request.position, limits, features, [&](const SearchProgress& p) {
                if (!request.progress) return;
                // Each completed iteration is an answer the analysis pane can show while deeper ones run.
                const bool partial = p.iteration && request.withCandidates;
                const BotDecision sofar = partial ? decideFrom(request, *p.iteration) : BotDecision{};
                request.progress(BotProgress{p.rootsDone, p.rootsTotal, p.nodes, partial ? &sofar : nullptr});
            });
        return decideFrom(request, result);
    }

private:
    BotDecision decideFrom(const BotRequest& request, const SearchResult& result) {
        std::vector<RootEstimate> roots;
        for (const RootValue& root : result.roots)
            roots.push_back({root.final.key(), root.turn, root.capturesKing,
                             root.depth > 0 ? std::optional<double>(root.value) : std::nullopt,
                             static_cast<double>(root.depth)});
        return decide(request, roots, result.best, result.value, result.nodes, SupportUnit::Depth);
    }

    ExpectimaxSearch m_search;
};

}  // namespace

std::unique_ptr<Bot> makeExpectimaxBot(const BotInfo& info) {
    return std::make_unique<ExpectimaxBot>(info);
}

}  // namespace dicechess::bots
