#pragma once
// Small text helpers the engine's file formats share (match folders, book runs, references).

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace dicechess {

// `text` cut at every `separator` (an empty field between two separators is kept; no separator: one part).
inline std::vector<std::string_view> splitText(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(
            text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (end == std::string_view::npos) return parts;
        start = end + 1;
    }
}

// The lines of a text file's contents: cut at '\n', a '\r' before it dropped (files written on Windows),
// and no empty last line for the final newline.
inline std::vector<std::string_view> splitLines(std::string_view text) {
    std::vector<std::string_view> lines = splitText(text, '\n');
    for (std::string_view& line : lines)
        if (line.ends_with('\r')) line.remove_suffix(1);
    if (!lines.empty() && lines.back().empty()) lines.pop_back();
    return lines;
}

// Free text made fit for one field of a tab-separated line: tabs and line breaks become spaces.
inline std::string singleLine(std::string text) {
    for (char& c : text)
        if (c == '\t' || c == '\n' || c == '\r') c = ' ';
    return text;
}

// The whole file, or nothing when it cannot be opened.
inline std::optional<std::string> readWholeFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace dicechess
