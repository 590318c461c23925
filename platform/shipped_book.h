#pragma once

#include <functional>
#include <string>

namespace dicechess {

// The shipped opening book: share/dicechess/book/opening.book beside the installed program, or
// resources/book/ of the source tree for a build that is not installed; empty when neither exists.
std::string shippedOpeningBookPath();

// Makes the shipped opening book the engine's default (notation/opening_book.h), which level 9 plays from
// and the analysis marks, read when first asked for; none when it is missing. A book that cannot be read
// leaves none and passes the loader's message (a warning for the user) to `warn` then (which must not ask
// for the book itself).
void installOpeningBook(std::function<void(const std::string& problem)> warn);

// The shipped puzzle set (`dicechess-cli puzzles`, Learn ▸ Puzzles): share/dicechess/puzzles/puzzles.txt
// beside the installed program, or resources/puzzles/ of the source tree; empty when neither exists.
std::string shippedPuzzleSetPath();

// How often level 9 chose each first turn in its recorded games (`dicechess-cli book choices`), for the
// Opening Explorer: share/dicechess/book/level9-choices.txt or resources/book/; empty when neither exists.
std::string shippedBookChoicesPath();

}  // namespace dicechess
