#include "dicechess/bots/registry.h"

#include "bots/bot_factories.h"
#include "dicechess/bots/study/study_agents.h"

#include <mutex>

namespace dicechess {

const std::vector<BotInfo>& botRegistry() {
    static const std::vector<BotInfo> registry = {
        {"random", 1, "Random", "Plays a uniformly random legal turn."},
        {"checkmate-aware", 2, "Checkmate-aware",
         "Captures the king when it can, otherwise avoids leaving its own king attacked; random otherwise."},
        {"greedy", 3, "Greedy", "Maximises material after its turn; ties broken at random."},
        {"cautious-greedy", 4, "Cautious Greedy",
         "Maximises material and never leaves its king attacked if it can help it."},
        {"aggressive", 5, "Aggressive",
         "Adds pawn storms, piece proximity and pressure around the enemy king."},
        {"monte-carlo", 6, "Monte-Carlo",
         "Judges its 16 best turns by random playouts with exact king-capture odds.", true},
        {"expectimax", 7, "Expectimax",
         "Searches its turns and the opponent's 56 rolls and replies (expectimax with Star1/Star2 pruning), "
         "judging positions by exact king-capture odds and a fitted win model.",
         true},
        {"mcts", 8, "Expecti-MCTS",
         "Grows a search tree of its turns and sampled rolls by UCT, judging new positions with the "
         "level-7 win model, and keeps the tree from turn to turn.",
         true},
        {"neural", 9, "Neural",
         "Searches like Expectimax but judges positions with a value network trained by self-play "
         "(exact king-capture odds plus the network's estimate of the rest).",
         true},
    };
    return registry;
}

std::unique_ptr<Bot> createBot(std::string_view idOrLevel) {
    for (const BotInfo& info : botRegistry()) {
        if (info.id != idOrLevel && std::to_string(info.level) != idOrLevel) continue;
        switch (info.level) {
            case 1: return bots::makeRandomBot(info);
            case 2: return bots::makeCheckmateAwareBot(info);
            case 3: return bots::makeScoringBot(info, bots::ScoringRule::Material);
            case 4: return bots::makeScoringBot(info, bots::ScoringRule::Standard);
            case 5: return bots::makeScoringBot(info, bots::ScoringRule::Aggressive);
            case 6: return bots::makeMonteCarloBot(info);
            case 7: return bots::makeExpectimaxBot(info);
            case 8: return bots::makeMctsBot(info);
            case 9: return bots::makeNeuralBot(info);
            default: break;
        }
    }
    return nullptr;
}

std::unique_ptr<Bot> createBotWithNet(std::string_view idOrLevel, std::shared_ptr<const ValueNet> net) {
    for (const BotInfo& info : botRegistry())
        if (info.level == 9 && (info.id == idOrLevel || idOrLevel == "9"))
            return bots::makeNeuralBot(info, std::move(net));
    return nullptr;
}

std::string botIdList() {
    std::string list;
    for (const BotInfo& info : botRegistry()) list += (list.empty() ? "" : ", ") + info.id;
    return list;
}

namespace {

std::mutex externalMakerMutex;
ExternalBotMaker& externalMaker() {
    static ExternalBotMaker maker;
    return maker;
}

}  // namespace

void setExternalBotMaker(ExternalBotMaker maker) {
    const std::lock_guard lock(externalMakerMutex);
    externalMaker() = std::move(maker);
}

bool isExternalEngineSpec(std::string_view spec) {
    return spec.starts_with(ExternalEnginePrefix);
}

Result<std::unique_ptr<Bot>> createBot(std::string_view spec, Variant variant) {
    if (isExternalEngineSpec(spec)) {
        ExternalBotMaker maker;
        {
            const std::lock_guard lock(externalMakerMutex);
            maker = externalMaker();
        }
        if (!maker)
            return Result<std::unique_ptr<Bot>>::failure("'" + std::string(spec) +
                                                         "': external engines cannot be started here");
        return maker(spec.substr(ExternalEnginePrefix.size()), variant);
    }
    if (variant == Variant::OneDie) return createStudyAgent(spec);
    if (std::unique_ptr<Bot> bot = createBot(spec)) return bot;
    return Result<std::unique_ptr<Bot>>::failure("unknown bot '" + std::string(spec) + "' (" + botIdList() +
                                                 ")");
}

}  // namespace dicechess
