#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "online/wire.h"

namespace dicechess::online {

// The lines of an ndjson stream as its bytes arrive in pieces (docs/platform-wire.md §5): each complete
// line that is a JSON object is an event; blank lines (the keep-alives) are skipped; any other line is
// counted in `skipped` and dropped. A line is only read once its newline has arrived, so how the bytes
// were cut does not change the events.
class NdjsonLines {
public:
    std::vector<Json> feed(std::string_view bytes);
    // The bytes of a line still waiting for its newline.
    std::size_t pending() const { return m_partial.size(); }
    int skipped = 0;

private:
    std::string m_partial;
};

}  // namespace dicechess::online
