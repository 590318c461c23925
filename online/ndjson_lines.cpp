#include "online/ndjson_lines.h"

namespace dicechess::online {

std::vector<Json> NdjsonLines::feed(std::string_view bytes) {
    std::vector<Json> events;
    m_partial.append(bytes);
    std::size_t start = 0;
    for (std::size_t end; (end = m_partial.find('\n', start)) != std::string::npos; start = end + 1) {
        const std::string_view line(m_partial.data() + start, end - start);
        if (line.find_first_not_of(" \r\t") == std::string_view::npos) continue;  // a keep-alive
        Json event = Json::parse(line, nullptr, false);
        if (event.is_discarded() || !event.is_object()) {
            ++skipped;
            continue;
        }
        events.push_back(std::move(event));
    }
    m_partial.erase(0, start);
    return events;
}

}  // namespace dicechess::online
