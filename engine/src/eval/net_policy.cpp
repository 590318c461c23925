#include "dicechess/eval/net_policy.h"

namespace dicechess {

std::size_t netGreedyChoice(const ValueNet& net, const Position& rolled,
                            std::span<const TurnOutcome> outcomes, const NetAccumulator& rolledAccumulator,
                            std::vector<double>* values, bool skipCaptures) {
    if (values) values->clear();
    std::size_t best = outcomes.size();
    double bestValue = -1;
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const TurnOutcome& o = outcomes[i];
        double value = 1.0;
        if (o.capturesKing && skipCaptures) {
            value = -1;
        } else if (!o.capturesKing) {
            NetAccumulator acc = rolledAccumulator;
            net.update(rolled, o.final, acc);
            value = 1.0 - net.winProbability(o.final, acc);
        }
        if (values) values->push_back(value);
        if (value > bestValue) {
            bestValue = value;
            best = i;
        }
    }
    return best;
}

}  // namespace dicechess
