// Level 9: expectimax over turns and rolls (expectimax.h) judging positions with the value network
// (value_net.h); cube and draw answers from the net's win probability.
#include "bots/bot_factories.h"
#include "bots/searching_bot.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/eval/win_model.h"
#include "dicechess/search/expectimax.h"

namespace dicechess::bots {
namespace {

// Untimed play stops at this many nodes (on one thread, see searchThreads).
constexpr std::uint64_t UntimedNodes = 20000;
// At the last turn each reply node weighs only its best replies by static order (as level 7).
constexpr int ReplyBeam = 6;

class NeuralBot final : public SearchingBot {
public:
    // Without a net (none installed) the bot searches with the fitted win model, as level 7 does.
    NeuralBot(BotInfo info, std::shared_ptr<const ValueNet> net)
        : SearchingBot(std::move(info)), m_net(std::move(net)) {}

    BotDecision chooseTurn(const BotRequest& request) override {
        SearchLimits limits;
        limits.deadline = request.deadline;
        limits.stop = request.stop;
        limits.threads = searchThreads(request);
        limits.maxNodes = request.workBudget.value_or(request.deadline ? 0 : UntimedNodes);
        SearchFeatures features;
        features.replyBeam = ReplyBeam;
        features.leafNet = m_net.get();
        const SearchResult result =
            m_search.search(request.position, limits, features, [&](const SearchProgress& p) {
                if (!request.progress) return;
                const bool partial = p.iteration && request.withCandidates;
                const BotDecision sofar = partial ? decideFrom(request, *p.iteration) : BotDecision{};
                request.progress(BotProgress{p.rootsDone, p.rootsTotal, p.nodes, partial ? &sofar : nullptr});
            });
        return decideFrom(request, result);
    }

protected:
    double preRollModel(const Position& preRoll) const override {
        return m_net ? m_net->winProbability(preRoll) : preRollWinProbability(preRoll);
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

    std::shared_ptr<const ValueNet> m_net;
    ExpectimaxSearch m_search;
};

}  // namespace

std::unique_ptr<Bot> makeNeuralBot(const BotInfo& info) {
    return std::make_unique<NeuralBot>(info, defaultValueNet());
}

std::unique_ptr<Bot> makeNeuralBot(const BotInfo& info, std::shared_ptr<const ValueNet> net) {
    return std::make_unique<NeuralBot>(info, std::move(net));
}

}  // namespace dicechess::bots
