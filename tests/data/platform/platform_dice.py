"""The platform's provably fair roll (docs/platform-wire.md §8.2), for the scripts that write test games."""
import hashlib
import hmac
import struct


def roll(server_seed, white_seed, black_seed, ply):
    """The three dice of roll `ply` (0 for the first), in drawn order, from the raw server seed bytes."""
    w, b = white_seed.encode(), black_seed.encode()
    message = struct.pack(">I", len(w)) + w + struct.pack(">I", len(b)) + b + struct.pack(">q", ply)
    dice, block = [], 0
    while len(dice) < 3:
        digest = hmac.new(server_seed, message + struct.pack(">I", block), hashlib.sha256).digest()
        for byte in digest:
            if byte < 252 and len(dice) < 3:
                dice.append(byte % 6 + 1)
        block += 1
    return dice
