#include "online/fair_room_dice.h"

#include "online/crypto.h"
#include "platform/fair_dice.h"

namespace dicechess::online {
namespace {

class FairDice final : public room::DiceSource {
public:
    explicit FairDice(const fair::ServerSeed& seed) : m_seed(seed), m_commit(fair::commitOf(seed)) {}
    room::Dice roll(std::string_view whiteSeed, std::string_view blackSeed, std::int64_t ply) override {
        return fair::rollAt(m_seed, whiteSeed, blackSeed, ply);
    }
    std::string commit() const override { return m_commit; }
    std::string seed() const override { return fair::toHex(m_seed); }

private:
    fair::ServerSeed m_seed;
    std::string m_commit;
};

}  // namespace

std::unique_ptr<room::DiceSource> freshFairDice() {
    auto seed = fair::parseServerSeed(randomHex(32));
    return std::make_unique<FairDice>(*seed);
}

Result<std::unique_ptr<room::DiceSource>> fairDiceFromSeed(const std::string& seedHex) {
    auto seed = fair::parseServerSeed(seedHex);
    if (!seed) return Result<std::unique_ptr<room::DiceSource>>::failure("server seed: " + seed.error());
    return std::unique_ptr<room::DiceSource>(std::make_unique<FairDice>(*seed));
}

}  // namespace dicechess::online
