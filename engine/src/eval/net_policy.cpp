#include "dicechess/eval/net_policy.h"

#include <algorithm>

#include "dicechess/rules/kcp.h"

namespace dicechess {
namespace {

// Margin above a bound so that rounding in the bound's own arithmetic can never make it fall below the
// value it bounds (values are probabilities; the margin is far below any difference the choice sees).
constexpr double BoundMargin = 1e-9;

struct Candidate {
    double bound = 0;  // at least the final's value for the mover
    std::size_t index = 0;
    ValueNet::Layer2Sums sums;
    double lowestCapture = 0;
};

// Every outcome's value, as the policy defines it (capture = 1, or −1 when captures are skipped).
std::size_t exactChoice(const ValueNet& net, const Position& rolled, std::span<const TurnOutcome> outcomes,
                        const NetAccumulator& rolledAccumulator, std::vector<double>* values,
                        bool skipCaptures) {
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

}  // namespace

std::size_t netGreedyChoice(const ValueNet& net, const Position& rolled,
                            std::span<const TurnOutcome> outcomes, const NetAccumulator& rolledAccumulator,
                            std::vector<double>* values, bool skipCaptures) {
    if (values) return exactChoice(net, rolled, outcomes, rolledAccumulator, values, skipCaptures);
    // The value of a final for the mover is (1 − a)·(1 − σ(z)), where a is the opponent's exact capture
    // chance, most of the cost. A cheap lower bound of a (its direct attacks) and the lowest z over every a
    // above it bound the value; finals are judged exactly in order of their bounds until no other can be
    // best, so the choice is the exact one's, ties to the first in generation order included.
    thread_local std::vector<Candidate> candidates;
    candidates.clear();
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const TurnOutcome& o = outcomes[i];
        // Exact values without a net (lowestCapture −1 says so): a king capture, a decided final.
        if (o.capturesKing) {
            if (!skipCaptures) candidates.push_back({1.0, i, {}, -1});
            continue;
        }
        if (const auto decided = decidedValue(o.final)) {
            candidates.push_back({1.0 - *decided, i, {}, -1});
            continue;
        }
        NetAccumulator acc = rolledAccumulator;
        net.update(rolled, o.final, acc);
        Candidate& c = candidates.emplace_back();
        c.index = i;
        c.sums = net.layer2Sums(o.final, acc);
        c.lowestCapture = directKingCaptureProbability(o.final, ~o.final.sideToMove()).value();
        const double highest =
            1.0 - ValueNet::winProbabilityFrom(0.0, net.lowestOutput(c.sums, c.lowestCapture));
        c.bound = (1.0 - c.lowestCapture) * highest + BoundMargin;
    }
    std::size_t best = outcomes.size();
    double bestValue = -1;
    // A heap of (bound, candidate): the highest bound first and, among equal bounds, the first outcome
    // (candidates are in outcome order). Few are taken, so a heap beats a sort.
    thread_local std::vector<std::pair<double, std::size_t>> order;
    order.clear();
    for (std::size_t k = 0; k < candidates.size(); ++k) order.emplace_back(candidates[k].bound, k);
    const auto later = [](const auto& x, const auto& y) {
        return x.first != y.first ? x.first < y.first : x.second > y.second;
    };
    std::make_heap(order.begin(), order.end(), later);
    for (auto end = order.end(); end != order.begin(); --end) {
        std::pop_heap(order.begin(), end, later);
        const std::size_t k = (end - 1)->second;
        const Candidate& c = candidates[k];
        if (c.bound < bestValue) break;
        if (c.bound == bestValue && c.index > best) continue;  // could only tie, and ties go to the first
        double value = c.bound;
        if (c.lowestCapture >= 0) {
            const Position& final = outcomes[c.index].final;
            const double a = kingCaptureProbability(final, ~final.sideToMove()).value();
            value = 1.0 - ValueNet::winProbabilityFrom(a, net.outputFrom(c.sums, a));
        }
        if (value > bestValue || (value == bestValue && c.index < best)) {
            bestValue = value;
            best = c.index;
        }
    }
    return best;
}

}  // namespace dicechess
