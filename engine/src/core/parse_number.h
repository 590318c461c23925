#pragma once

#include <charconv>
#include <optional>
#include <string_view>

namespace dicechess {

// The whole of `text` as a number (integer or floating point), or nothing: no sign games, no trailing text.
template <typename Number>
std::optional<Number> parseNumber(std::string_view text) {
    Number value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

}  // namespace dicechess
