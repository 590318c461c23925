#include "dicechess/core/clock.h"

#include <charconv>
#include <cmath>

namespace dicechess {
namespace {

std::optional<double> parseDecimal(std::string_view text) {
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value) ||
        value < 0)  // from_chars also reads "inf" and "nan"
        return std::nullopt;
    return value;
}

}  // namespace

std::string TimeControl::text() const {
    auto trim = [](double v) {
        std::string s = std::to_string(v);
        while (s.back() == '0') s.pop_back();
        if (s.back() == '.') s.pop_back();
        return s;
    };
    return trim(static_cast<double>(initialMs) / 60000.0) + "+" +
           trim(static_cast<double>(incrementMs) / 1000.0);
}

Result<TimeControl> parseTimeControl(std::string_view text) {
    // A week per side and an hour per turn bound the control, so its milliseconds never overflow.
    constexpr double MaxMinutes = 7 * 24 * 60;
    constexpr double MaxSeconds = 3600;
    const std::size_t plus = text.find('+');
    const auto minutes = plus == std::string_view::npos ? std::nullopt : parseDecimal(text.substr(0, plus));
    const auto seconds = plus == std::string_view::npos ? std::nullopt : parseDecimal(text.substr(plus + 1));
    const auto fail = [&](const std::string& why) {
        return Result<TimeControl>::failure(why + ", got '" + std::string(text) + "'");
    };
    if (!minutes || !seconds || *minutes <= 0)
        return fail("time control must be MINUTES+SECONDS with minutes > 0, like 1+0 or 3+2");
    if (*minutes > MaxMinutes || *seconds > MaxSeconds)
        return fail("time control must be at most 10080 minutes (a week) + 3600 seconds");
    const TimeControl control{static_cast<std::int64_t>(std::llround(*minutes * 60000)),
                              static_cast<std::int64_t>(std::llround(*seconds * 1000))};
    if (control.initialMs < 1) return fail("time control must give each side at least a millisecond");
    return control;
}

}  // namespace dicechess
