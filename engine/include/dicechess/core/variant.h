#pragma once

#include <optional>
#include <string_view>

namespace dicechess {

// The rules dialect of a game: the three-dice rules of RULES.md (the default) or the one-die dialect of
// the Maastricht study (ONE_DIE.md, docs/one-die.md): one die naming the piece type that moves, one
// micro-move a turn.
enum class Variant : unsigned char { ThreeDice, OneDie };

// "three-dice" / "one-die": the names used by --variant and the .dcg Variant tag.
constexpr std::string_view variantName(Variant v) {
    return v == Variant::OneDie ? "one-die" : "three-dice";
}

constexpr std::optional<Variant> parseVariant(std::string_view text) {
    if (text == "three-dice") return Variant::ThreeDice;
    if (text == "one-die") return Variant::OneDie;
    return std::nullopt;
}

}  // namespace dicechess
