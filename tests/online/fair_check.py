"""The platform's provably fair dice, written by us from its published description (docs/platform-wire.md
§8): each roll is drawn from HMAC-SHA256 keyed by the 32-byte server seed over both client seeds (each
with its length in front) and the roll's number, dropping bytes of 252 and above. Independent of our C++
code, so a test that agrees with both checks one against the other."""
import hashlib
import hmac


def message(white_seed: str, black_seed: str, ply: int) -> bytes:
    white = white_seed.encode("utf-8")
    black = black_seed.encode("utf-8")
    return (len(white).to_bytes(4, "big") + white + len(black).to_bytes(4, "big") + black
            + ply.to_bytes(8, "big", signed=True))


def roll(server_seed_hex: str, white_seed: str, black_seed: str, ply: int) -> list:
    key = bytes.fromhex(server_seed_hex)
    data = message(white_seed, black_seed, ply)
    dice = []
    block = 0
    while len(dice) < 3:
        digest = hmac.new(key, data + block.to_bytes(4, "big"), hashlib.sha256).digest()
        for byte in digest:
            if byte >= 252:
                continue
            dice.append(byte % 6 + 1)
            if len(dice) == 3:
                break
        block += 1
    return dice


def problems_of(history: dict) -> list:
    """What is wrong with a finished game's dice (empty when every roll is the seeds')."""
    fairness = history["fairness"]
    seed = fairness["seed"]
    found = []
    if fairness.get("commit") is not None and hashlib.sha256(bytes.fromhex(seed)).hexdigest() != fairness["commit"]:
        found.append("the revealed seed does not hash to the commit")
    seeds = fairness["clientSeeds"]
    for turn in history["turns"]:
        expected = roll(seed, seeds["white"], seeds["black"], turn["turnNumber"] - 1)
        if expected != turn["dice"]:
            found.append(f"turn {turn['turnNumber']}: recorded {turn['dice']}, the seeds give {expected}")
    return found


if __name__ == "__main__":
    # The worked example of docs/platform-wire.md §8.4.
    seed = bytes(range(32)).hex()
    assert hashlib.sha256(bytes.fromhex(seed)).hexdigest() == \
        "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
    assert [roll(seed, "alice", "bob", n) for n in range(4)] == [[1, 2, 3], [2, 6, 6], [3, 1, 6], [5, 4, 3]]
    assert roll(seed, "alice", "bob", 11) == [5, 2, 2]
    assert roll(seed, "bot:team:anon:rustam-1a2b3c4d", "bot:team:house:greedy", 0) == [5, 3, 1]
    print("fair_check: the worked example holds")
