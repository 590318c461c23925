#pragma once

#include <string>

namespace dicechess {

// The shipped opening book: share/dicechess/book/opening.book beside the installed program, or
// resources/book/ of the source tree for a build that is not installed; empty when neither exists.
std::string shippedOpeningBookPath();

}  // namespace dicechess
