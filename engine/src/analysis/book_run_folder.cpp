// A book run on disk, its run and the merge of its shards (analysis/book_run.h).
#include <algorithm>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <sstream>

#include "core/parse_number.h"
#include "core/text_files.h"
#include "dicechess/analysis/book_run.h"
#include "dicechess/core/atomic_file.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/notation/dfen.h"

namespace dicechess {
namespace {

namespace fs = std::filesystem;

constexpr const char* SetupFile = "setup.txt";
constexpr const char* EntriesFile = "entries.tsv";
constexpr std::string_view SetupFirstLine = "dicechess-book-run\t1";

std::vector<std::string_view> lines(std::string_view text) {
    std::vector<std::string_view> result;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        result.push_back(text.substr(0, end));
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return result;
}

std::string setupText(const BookRunSetup& setup) {
    std::string text = std::string(SetupFirstLine) + '\n';
    text += "stage\t" + bookStageName(setup.stage) + '\n';
    text += "shard\t" + std::to_string(setup.shardIndex) + '/' + std::to_string(setup.shardCount) + '\n';
    text += bookSettingsText(setup.settings);
    text += "positions\t" + std::to_string(setup.positions.size()) + '\n';
    for (const Position& p : setup.positions) text += toDfen(p) + '\n';
    return text;
}

Result<BookRunSetup> parseSetup(std::string_view text) {
    using R = Result<BookRunSetup>;
    const std::vector<std::string_view> all = lines(text);
    const auto at = [](std::size_t line, const std::string& message) {
        return R::failure("line " + std::to_string(line + 1) + ": " + message);
    };
    if (all.empty() || all[0] != SetupFirstLine) return at(0, "not a book run's set-up");
    BookRunSetup setup;
    if (all.size() < 3 || !all[1].starts_with("stage\t")) return at(1, "expected 'stage<TAB>white|black'");
    if (all[1] == "stage\twhite")
        setup.stage = BookStage::White;
    else if (all[1] == "stage\tblack")
        setup.stage = BookStage::Black;
    else
        return at(1, "the stage is white or black");
    const std::string_view shard = all[2].starts_with("shard\t") ? all[2].substr(6) : std::string_view();
    const std::size_t slash = shard.find('/');
    const auto index = parseNumber<int>(shard.substr(0, slash));
    const auto count =
        slash == std::string_view::npos ? std::nullopt : parseNumber<int>(shard.substr(slash + 1));
    if (!index || !count || *count < 1 || *index < 0 || *index >= *count)
        return at(2, "expected 'shard<TAB>K/N' with 0 <= K < N");
    setup.shardIndex = *index;
    setup.shardCount = *count;
    std::size_t positionsLine = 3;
    while (positionsLine < all.size() && !all[positionsLine].starts_with("positions\t")) ++positionsLine;
    if (positionsLine == all.size()) return at(positionsLine, "the 'positions<TAB>N' line is missing");
    const Result<BookSettings> settings =
        parseBookSettings(std::vector<std::string_view>(all.begin() + 3, all.begin() + positionsLine));
    if (!settings) return R::failure("the settings: " + settings.error());
    setup.settings = *settings;
    const auto positions = parseNumber<int>(all[positionsLine].substr(10));
    if (!positions || *positions < 1 ||
        static_cast<std::size_t>(*positions) != all.size() - positionsLine - 1)
        return at(positionsLine, "the number of positions does not match the lines that follow");
    for (std::size_t i = positionsLine + 1; i < all.size(); ++i) {
        auto position = parseDfen(all[i]);
        if (!position) return at(i, position.error().message());
        setup.positions.push_back(*position);
    }
    return setup;
}

}  // namespace

std::string bookStageName(BookStage stage) {
    return stage == BookStage::White ? "white" : "black";
}

Result<BookRunFolder> BookRunFolder::create(const fs::path& dir, const BookRunSetup& setup) {
    using R = Result<BookRunFolder>;
    if (setup.positions.empty()) return R::failure("a book run needs at least one position");
    if (setup.shardCount < 1 || setup.shardIndex < 0 || setup.shardIndex >= setup.shardCount)
        return R::failure("the shard must be K/N with 0 <= K < N");
    std::error_code error;
    if (fs::exists(dir / SetupFile, error))
        return R::failure("'" + dir.string() + "' already holds a book run (continue it with --resume)");
    fs::create_directories(dir, error);
    if (error) return R::failure("cannot create '" + dir.string() + "': " + error.message());
    if (const Status written = writeFileAtomically(dir / SetupFile, setupText(setup)); !written)
        return R::failure(written.error());
    BookRunFolder folder;
    folder.m_dir = dir;
    folder.m_setup = setup;
    return folder;
}

Result<BookRunFolder> BookRunFolder::open(const fs::path& dir) {
    using R = Result<BookRunFolder>;
    const std::optional<std::string> setupBytes = readWholeFile(dir / SetupFile);
    if (!setupBytes) return R::failure("'" + dir.string() + "' is not a book run (no readable setup.txt)");
    Result<BookRunSetup> setup = parseSetup(*setupBytes);
    if (!setup) return R::failure((dir / SetupFile).string() + ", " + setup.error());
    BookRunFolder folder;
    folder.m_dir = dir;
    folder.m_setup = std::move(*setup);
    std::string entries = readWholeFile(dir / EntriesFile).value_or("");
    // A line cut short by a kill has no newline; drop it so the next append starts a line of its own.
    if (const std::size_t end = entries.rfind('\n') + 1; end != entries.size()) {
        entries.resize(end);
        if (const Status written = writeFileAtomically(dir / EntriesFile, entries); !written)
            return R::failure(written.error());
    }
    const std::vector<std::string_view> all = lines(entries);
    std::set<std::size_t> seen;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const auto at = [&](const std::string& message) {
            return R::failure((dir / EntriesFile).string() + ", line " + std::to_string(i + 1) + ": " +
                              message);
        };
        const std::size_t tab = all[i].find('\t');
        const auto index = parseNumber<std::size_t>(all[i].substr(0, tab));
        if (tab == std::string_view::npos || !index || *index >= folder.m_setup.positions.size() ||
            !folder.m_setup.ownsPosition(*index))
            return at("the line does not start with the index of one of this shard's positions");
        if (!seen.insert(*index).second) return at("position " + std::to_string(*index) + " is there twice");
        Result<BookEntry> entry = parseBookEntryLine(all[i].substr(tab + 1));
        if (!entry) return at(entry.error());
        if (bookKey(entry->position) != bookKey(folder.m_setup.positions[*index]))
            return at("the entry is not of position " + std::to_string(*index) + " of setup.txt");
        folder.m_entries.emplace_back(*index, std::move(*entry));
    }
    return folder;
}

std::vector<std::size_t> BookRunFolder::remaining() const {
    std::set<std::size_t> done;
    for (const auto& [index, entry] : m_entries) done.insert(index);
    std::vector<std::size_t> left;
    for (std::size_t i = 0; i < m_setup.positions.size(); ++i)
        if (m_setup.ownsPosition(i) && !done.contains(i)) left.push_back(i);
    return left;
}

Status BookRunFolder::run(const std::shared_ptr<const ValueNet>& net, int parallel, int threads,
                          std::stop_token stop,
                          const std::function<void(std::size_t done, std::size_t total)>& progress) {
    if (!net) return Status::failure("the opening book needs a value network");
    if (net->fileChecksum() != m_setup.settings.policyChecksum)
        return Status::failure("the book run is rolled out by the policy net " +
                               ValueNet::checksumText(m_setup.settings.policyChecksum) +
                               ", not by the net in use (" + net->fileChecksumText() +
                               "); give that net with --eval-file");
    const std::vector<std::size_t> left = remaining();
    const std::size_t total = left.size() + m_entries.size();
    std::mutex mutex;
    std::string failure;
    std::stop_source halt;
    std::stop_callback forward(stop, [&] { halt.request_stop(); });
    parallelFor(
        left.size(), parallel,
        [&](std::size_t k) {
            const std::size_t index = left[k];
            const std::optional<BookEntry> entry =
                computeBookEntry(m_setup.positions[index], m_setup.settings, net, threads, halt.get_token());
            if (!entry) return;
            const std::lock_guard lock(mutex);
            if (!failure.empty()) return;
            std::ofstream file(m_dir / EntriesFile, std::ios::binary | std::ios::app);
            if (!(file << index << '\t' << bookEntryLine(*entry) << '\n') || !file.flush()) {
                failure = "cannot append to " + (m_dir / EntriesFile).string();
                halt.request_stop();
                return;
            }
            m_entries.emplace_back(index, *entry);
            if (progress) progress(m_entries.size(), total);
        },
        halt.get_token());
    if (!failure.empty()) return Status::failure(failure);
    return Done{};
}

Result<MergedBook> mergeBookRuns(std::span<const BookRunFolder> folders, const OpeningBook* base) {
    using R = Result<MergedBook>;
    if (folders.empty()) return R::failure("no book runs to merge");
    MergedBook merged;
    merged.book.settings = base ? base->settings : folders.front().setup().settings;
    // By stage: the folder of each shard and every entry by position index.
    std::map<BookStage, std::map<int, const BookRunFolder*>> shards;
    std::map<BookStage, std::map<std::size_t, const BookEntry*>> entries;
    for (const BookRunFolder& folder : folders) {
        const BookRunSetup& setup = folder.setup();
        const std::string name = "'" + folder.path().string() + "'";
        if (!(setup.settings == merged.book.settings))
            return R::failure(name + " has other settings than " +
                              (base ? std::string("the book it is merged into")
                                    : "'" + folders.front().path().string() + "'"));
        if (base && setup.stage == BookStage::White)
            return R::failure(name + " is a White run, and a White book was given to merge into");
        auto& stageShards = shards[setup.stage];
        if (!stageShards.empty()) {
            const BookRunSetup& first = stageShards.begin()->second->setup();
            if (first.shardCount != setup.shardCount || first.positions != setup.positions)
                return R::failure(name + " is not a shard of the same " + bookStageName(setup.stage) +
                                  " run as '" + stageShards.begin()->second->path().string() + "'");
        }
        if (!stageShards.emplace(setup.shardIndex, &folder).second)
            return R::failure(name + " is shard " + std::to_string(setup.shardIndex) + "/" +
                              std::to_string(setup.shardCount) + " of the " + bookStageName(setup.stage) +
                              " run, given twice");
        for (const auto& [index, entry] : folder.entries()) entries[setup.stage][index] = &entry;
    }
    if (base) merged.book.entries = base->entries;
    for (const auto& [stage, stageShards] : shards) {
        const BookRunSetup& any = stageShards.begin()->second->setup();
        for (int k = 0; k < any.shardCount; ++k)
            if (!stageShards.contains(k))
                merged.missing.push_back(bookStageName(stage) + " shard " + std::to_string(k) + "/" +
                                         std::to_string(any.shardCount));
        for (const auto& [k, folder] : stageShards)
            if (const std::size_t left = folder->remaining().size(); left > 0)
                merged.missing.push_back(bookStageName(stage) + ": " + std::to_string(left) +
                                         " positions of shard " + std::to_string(k) + "/" +
                                         std::to_string(any.shardCount));
        for (const auto& [index, entry] : entries[stage]) {
            if (merged.book.find(entry->position))
                return R::failure("the " + bookStageName(stage) + " position " + toDfen(entry->position) +
                                  " is in the book already");
            merged.book.entries.push_back(*entry);
        }
    }
    return merged;
}

}  // namespace dicechess
