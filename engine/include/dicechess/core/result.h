#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace dicechess {

// The engine's one error style (docs/DESIGN.md, "Errors"): a function that can fail on what it is given
// (text to parse, a file, a set-up) returns Result<T>, the value or a message a user can act on that
// names what is wrong and where. It reads like std::optional (if (r), *r, r->, r.error()) and is a
// std::variant<T, E>, so std::get and std::holds_alternative work as well. DFEN errors are typed
// (Result<Position, DfenError>) so the editor can point at the field.
template <typename T, typename E = std::string>
class [[nodiscard]] Result : public std::variant<T, E> {
public:
    using std::variant<T, E>::variant;

    // An error, spelled out where the value's type could also be built from it.
    static Result failure(E error) { return Result(std::in_place_index<1>, std::move(error)); }

    bool has_value() const { return this->index() == 0; }
    explicit operator bool() const { return has_value(); }

    T& operator*() & { return std::get<0>(*this); }
    const T& operator*() const& { return std::get<0>(*this); }
    T&& operator*() && { return std::get<0>(std::move(*this)); }
    T* operator->() { return &std::get<0>(*this); }
    const T* operator->() const { return &std::get<0>(*this); }
    T& value() & { return std::get<0>(*this); }
    const T& value() const& { return std::get<0>(*this); }
    T&& value() && { return std::get<0>(std::move(*this)); }

    const E& error() const { return std::get<1>(*this); }
    // The value, or nothing where the reason does not matter.
    std::optional<T> asOptional() const& { return has_value() ? std::optional<T>(value()) : std::nullopt; }
};

// What a Status holds when all went well.
struct Done {};

// A result without a value: done, or why not (a file written, a set-up checked).
using Status = Result<Done>;

}  // namespace dicechess
