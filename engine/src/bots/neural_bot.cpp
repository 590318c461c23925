// Level 9: expectimax over turns and rolls (expectimax.h) judging positions with the value network
// (value_net.h); the opening book's best turn where the book has the position (notation/opening_book.h);
// cube and draw answers from the net's win probability.
#include "bots/bot_factories.h"
#include "bots/searching_bot.h"

#include <unordered_map>

#include "dicechess/eval/value_net.h"
#include "dicechess/eval/win_model.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/notation/opening_book.h"
#include "dicechess/rules/turngen.h"

namespace dicechess::bots {
namespace {

class NeuralBot final : public ExpectimaxSearchingBot {
public:
    // Without a net (none installed) the bot searches with the fitted win model, as level 7 does.
    NeuralBot(BotInfo info, std::shared_ptr<const ValueNet> net, std::shared_ptr<const OpeningBook> book)
        : ExpectimaxSearchingBot(std::move(info)), m_net(std::move(net)), m_book(std::move(book)) {}

    BotDecision chooseTurn(const BotRequest& request) override {
        if (const BookEntry* entry = m_book ? m_book->find(request.position) : nullptr)
            return fromBook(request, *entry);
        return searchTurn(request, m_net.get());
    }

protected:
    double preRollModel(const Position& preRoll) const override {
        return m_net ? m_net->winProbability(preRoll) : preRollWinProbability(preRoll);
    }

private:
    // The book's turns as root estimates: the rolled-out ones judged a turn deeper than the judge's
    // shortlist, so they rank first, by their rollout value; the best is played.
    BotDecision fromBook(const BotRequest& request, const BookEntry& entry) {
        std::vector<RootEstimate> roots;
        std::unordered_map<std::uint64_t, const BookTurn*> rolledOut;
        const TurnTextReader turns(request.position);
        for (const BookTurn& t : entry.turns) {
            const std::optional<Turn> turn = turns.read(t.text);
            if (!turn) continue;  // not reached: the loader checked every turn
            bool capture = false;
            const Position final = afterTurn(request.position, *turn, &capture);
            roots.push_back({final.key(), *turn, capture, t.rolledOut.value_or(t.judged),
                             static_cast<double>(t.rolledOut ? BookRolloutSupport : t.judgedTurns)});
            if (t.rolledOut) rolledOut.emplace(final.key(), &t);
        }
        BotDecision decision =
            decide(request, roots, roots.front().turn, *roots.front().winProbability, 0, SupportUnit::Depth);
        for (Candidate& candidate : decision.candidates)
            if (const auto found = rolledOut.find(candidate.final.key()); found != rolledOut.end()) {
                candidate.rollouts = static_cast<std::uint64_t>(entry.rollouts);
                candidate.standardError = found->second->standardError;
                candidate.fromBook = true;
            }
        return decision;
    }

    static constexpr int BookRolloutSupport = 3;
    std::shared_ptr<const ValueNet> m_net;
    std::shared_ptr<const OpeningBook> m_book;
};

}  // namespace

std::unique_ptr<Bot> makeNeuralBot(const BotInfo& info) {
    return std::make_unique<NeuralBot>(info, defaultValueNet(), defaultOpeningBook());
}

std::unique_ptr<Bot> makeNeuralBot(const BotInfo& info, std::shared_ptr<const ValueNet> net) {
    return std::make_unique<NeuralBot>(info, std::move(net), defaultOpeningBook());
}

}  // namespace dicechess::bots
