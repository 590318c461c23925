#include "dicechess/play/match_folder.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <system_error>

#include "core/parse_number.h"
#include "core/text_files.h"
#include "dicechess/core/atomic_file.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/record.h"

namespace dicechess {
namespace {

namespace fs = std::filesystem;

constexpr const char* SetupFile = "setup.txt";
constexpr const char* ResultsFile = "results.tsv";
constexpr const char* GamesDirectory = "games";
constexpr const char* ResultsHeader =
    "game\tpairing\tround\tfirst_white\tresult\ttermination\tturns\tfirst_work\tsecond_work\tfirst_"
    "ms\tsecond_"
    "ms\tincident";

std::string trim(std::string_view text) {
    const auto begin = text.find_first_not_of(" \t\r");
    if (begin == std::string_view::npos) return {};
    return std::string(text.substr(begin, text.find_last_not_of(" \t\r") - begin + 1));
}

std::string timesText(const std::vector<double>& ms) {
    std::string text;
    char buffer[32];
    for (double m : ms) {
        std::snprintf(buffer, sizeof buffer, "%s%.3f", text.empty() ? "" : ",", m);
        text += buffer;
    }
    return text.empty() ? "-" : text;
}

std::optional<std::vector<double>> parseTimes(std::string_view text) {
    std::vector<double> ms;
    if (text == "-") return ms;
    for (std::string_view part : splitText(text, ',')) {
        // from_chars for double is in libstdc++ 11+, which g++ 12 has.
        const auto value = parseNumber<double>(part);
        // A decision takes between 0 ms and a day; beyond that the value is not a time (found by fuzzing:
        // 1e100 does not fit the writer's %.3f field, and from_chars also reads "nan" and "inf").
        constexpr double MaxDecisionMs = 24.0 * 3600 * 1000;
        if (!value || !(*value >= 0 && *value <= MaxDecisionMs)) return std::nullopt;
        ms.push_back(*value);
    }
    return ms;
}

std::optional<GameResult> parseResult(std::string_view text) {
    for (GameResult r : {GameResult::WhiteWins, GameResult::BlackWins, GameResult::Draw})
        if (text == resultText(r)) return r;
    return std::nullopt;
}

}  // namespace

std::string resultLine(const TournamentGame& g, int pairings) {
    std::string incident = g.game.incident;
    std::replace_if(
        incident.begin(), incident.end(), [](char c) { return c == '\t' || c == '\n' || c == '\r'; }, ' ');
    std::ostringstream line;
    line << g.gameNumber(pairings) + 1 << '\t' << g.pairing << '\t' << g.round << '\t'
         << (g.game.botIsWhite ? 1 : 0) << '\t' << resultText(g.game.result) << '\t'
         << terminationName(g.game.termination) << '\t' << g.game.turns << '\t' << g.game.botWork << '\t'
         << g.game.baselineWork << '\t' << timesText(g.game.botDecisionMs) << '\t'
         << timesText(g.game.baselineDecisionMs) << '\t' << (incident.empty() ? "-" : incident) << '\n';
    return line.str();
}

Result<TournamentGame> parseResultLine(std::string_view line, const TournamentSetup& setup) {
    const std::vector<std::string_view> fields = splitText(line, '\t');
    if (fields.size() != 12)
        return "expected 12 tab-separated fields, found " + std::to_string(fields.size());
    const int pairings = static_cast<int>(pairingsOf(setup).size());
    TournamentGame g;
    const auto gameNumber = parseNumber<long long>(fields[0]);
    const auto pairing = parseNumber<int>(fields[1]);
    const auto round = parseNumber<int>(fields[2]);
    if (!pairing || *pairing < 0 || *pairing >= pairings)
        return "pairing '" + std::string(fields[1]) + "' out of range";
    if (!round || *round < 0 || *round >= setup.pairsPerPairing)
        return "round '" + std::string(fields[2]) + "' out of range";
    if (fields[3] != "0" && fields[3] != "1") return "first_white must be 0 or 1";
    g.pairing = *pairing;
    g.round = *round;
    g.game.pair = *round;
    g.game.botIsWhite = fields[3] == "1";
    if (!gameNumber || *gameNumber != g.gameNumber(pairings) + 1)
        return "game number '" + std::string(fields[0]) + "' does not match its pairing and round";
    const long long pairNumber = g.pairNumber(pairings);
    if (pairNumber % setup.shard.count != setup.shard.index)
        return "game " + std::string(fields[0]) + " is not in shard " + setup.shard.text();
    const auto result = parseResult(fields[4]);
    const auto termination = parseTermination(fields[5]);
    const auto turns = parseNumber<int>(fields[6]);
    const auto firstWork = parseNumber<std::uint64_t>(fields[7]);
    const auto secondWork = parseNumber<std::uint64_t>(fields[8]);
    const auto firstMs = parseTimes(fields[9]);
    const auto secondMs = parseTimes(fields[10]);
    if (!result) return "unknown result '" + std::string(fields[4]) + "'";
    if (!termination) return "unknown termination '" + std::string(fields[5]) + "'";
    if (!turns || *turns < 0) return "turns '" + std::string(fields[6]) + "' is not a count";
    if (!firstWork || !secondWork) return "work counts must be non-negative integers";
    if (!firstMs || !secondMs)
        return "decision times must be '-' or comma-separated milliseconds, at most a day each";
    g.game.result = *result;
    g.game.termination = *termination;
    g.game.turns = *turns;
    g.game.botWork = *firstWork;
    g.game.baselineWork = *secondWork;
    g.game.botDecisionMs = *firstMs;
    g.game.baselineDecisionMs = *secondMs;
    if (fields[11] != "-") g.game.incident = std::string(fields[11]);
    return g;
}

std::string setupText(const TournamentSetup& setup) {
    std::ostringstream out;
    out << "# DiceChess Studio match set-up: written when the match starts; read by --resume and merge.\n";
    out << "format = " << formatName(setup.format) << '\n';
    // Written only for one die, so the folders of three-dice matches stay as they were.
    if (setup.variant != Variant::ThreeDice) out << "variant = " << variantName(setup.variant) << '\n';
    for (const Entrant& e : setup.entrants) out << "entrant = " << e.spec() << '\n';
    out << "pairs-per-pairing = " << setup.pairsPerPairing << '\n';
    out << "seed = " << setup.seed << '\n';
    out << "time-control = " << (setup.timeControl ? setup.timeControl->text() : "none") << '\n';
    out << "turn-cap = " << setup.maxTurns << '\n';
    for (const Position& start : setup.starts) out << "start = " << toDfen(start) << '\n';
    out << "sprt = " << (setup.sprt ? sprtText(*setup.sprt) : "none") << '\n';
    out << "shard = " << setup.shard.text() << '\n';
    return out.str();
}

Result<TournamentSetup> parseSetupText(std::string_view text) {
    TournamentSetup setup;
    std::set<std::string> seen;
    std::vector<std::pair<std::string, std::string>> entrantLines;
    int lineNumber = 0;
    for (std::string_view raw : splitText(text, '\n')) {
        ++lineNumber;
        const std::string line = trim(raw);
        if (line.empty() || line[0] == '#') continue;
        const std::string where = "line " + std::to_string(lineNumber) + ": ";
        const std::size_t equals = line.find('=');
        if (equals == std::string::npos) return where + "expected 'key = value', got '" + line + "'";
        const std::string key = trim(std::string_view(line).substr(0, equals));
        const std::string value = trim(std::string_view(line).substr(equals + 1));
        const bool repeatable = key == "entrant" || key == "start";
        if (!repeatable && !seen.insert(key).second) return where + "'" + key + "' is given twice";
        if (key == "format") {
            const auto format = parseFormat(value);
            if (!format)
                return where + "unknown format '" + value + "' (head-to-head, gauntlet, round-robin)";
            setup.format = *format;
        } else if (key == "entrant") {
            entrantLines.emplace_back(where, value);  // parsed below, once the variant is known
        } else if (key == "variant") {
            const auto variant = parseVariant(value);
            if (!variant) return where + "unknown variant '" + value + "' (three-dice, one-die)";
            setup.variant = *variant;
        } else if (key == "pairs-per-pairing") {
            const auto pairs = parseNumber<int>(value);
            if (!pairs || *pairs < 1) return where + "pairs-per-pairing must be a positive count";
            setup.pairsPerPairing = *pairs;
        } else if (key == "seed") {
            const auto seed = parseNumber<std::uint64_t>(value);
            if (!seed) return where + "seed must be a non-negative integer";
            setup.seed = *seed;
        } else if (key == "time-control") {
            if (value != "none") {
                const Result<TimeControl> control = parseTimeControl(value);
                if (!control) return where + control.error();
                setup.timeControl = *control;
            }
        } else if (key == "turn-cap") {
            const auto cap = parseNumber<int>(value);
            if (!cap || *cap < 1 || *cap > DefaultTurnCap)
                return where + "turn-cap must be between 1 and " + std::to_string(DefaultTurnCap);
            setup.maxTurns = *cap;
        } else if (key == "start") {
            auto parsed = parseDfen(value);
            if (const auto* bad = std::get_if<DfenError>(&parsed)) return where + bad->message();
            setup.starts.push_back(std::get<Position>(parsed));
        } else if (key == "sprt") {
            if (value != "none") {
                const Result<SprtOptions> sprt = parseSprtOptions(value);
                if (!sprt) return where + sprt.error();
                setup.sprt = *sprt;
            }
        } else if (key == "shard") {
            const Result<Shard> shard = parseShard(value);
            if (!shard) return where + shard.error();
            setup.shard = *shard;
        } else {
            return where + "unknown key '" + key + "'";
        }
    }
    for (const auto& [where, value] : entrantLines) {
        const Result<Entrant> entrant = parseEntrant(value, setup.variant);
        if (!entrant) return where + entrant.error();
        setup.entrants.push_back(*entrant);
    }
    for (const char* required : {"format", "pairs-per-pairing", "seed", "shard"})
        if (!seen.contains(required)) return std::string("'") + required + "' is missing";
    if (const Status valid = validateSetup(setup); !valid) return valid.error();
    return setup;
}

Result<MatchFolder> MatchFolder::create(const fs::path& dir, const TournamentSetup& setup) {
    if (const Status valid = validateSetup(setup); !valid) return valid.error();
    std::error_code ec;
    if (fs::exists(dir / SetupFile, ec))
        return dir.string() + " already holds a match (setup.txt); resume it or choose another folder";
    fs::create_directories(dir / GamesDirectory, ec);
    if (ec) return "cannot create " + (dir / GamesDirectory).string() + ": " + ec.message();
    if (const Status written = writeFileAtomically(dir / ResultsFile, std::string(ResultsHeader) + "\n");
        !written)
        return written.error();
    if (const Status written = writeFileAtomically(dir / SetupFile, setupText(setup)); !written)
        return written.error();
    MatchFolder folder;
    folder.m_dir = dir;
    folder.m_setup = setup;
    return folder;
}

Result<MatchFolder> MatchFolder::open(const fs::path& dir, Records records) {
    const auto setupContent = readWholeFile(dir / SetupFile);
    if (!setupContent) return dir.string() + " is not a match folder (no readable setup.txt)";
    auto setup = parseSetupText(*setupContent);
    if (const auto* error = std::get_if<std::string>(&setup))
        return (dir / SetupFile).string() + ": " + *error;
    MatchFolder folder;
    folder.m_dir = dir;
    folder.m_setup = std::get<TournamentSetup>(setup);

    std::string results = readWholeFile(dir / ResultsFile).value_or("");
    if (!results.empty() && results.back() != '\n') {
        // The last line was cut short by a kill: it is not a result; the first append removes it. Opening
        // writes nothing, so merging or exporting a folder that is still being played is safe.
        results.erase(results.rfind('\n') == std::string::npos ? 0 : results.rfind('\n') + 1);
        folder.m_cutTail = results.size();
    }
    const int pairings = static_cast<int>(pairingsOf(folder.m_setup).size());
    std::map<long long, TournamentGame> games;
    int lineNumber = 0;
    for (std::string_view line : splitText(results, '\n')) {
        ++lineNumber;
        if (line.empty() || (lineNumber == 1 && line == ResultsHeader)) continue;
        const std::string where = (dir / ResultsFile).string() + " line " + std::to_string(lineNumber) + ": ";
        auto parsed = parseResultLine(line, folder.m_setup);
        if (const auto* error = std::get_if<std::string>(&parsed)) return where + *error;
        TournamentGame game = std::move(std::get<TournamentGame>(parsed));
        const long long number = game.gameNumber(pairings);
        const fs::path recordFile = gamePath(dir, number);
        std::error_code ec;
        if (!fs::exists(recordFile, ec))
            return where + "its game file " + recordFile.string() + " is missing";
        if (records == Records::Load) {
            auto read = readRecords(readWholeFile(recordFile).value_or(""));
            if (const auto* error = std::get_if<RecordError>(&read))
                return recordFile.string() + ": " + error->toString();
            auto& list = std::get<std::vector<GameRecord>>(read);
            if (list.size() != 1) return recordFile.string() + ": expected one game";
            game.game.record = std::move(list.front());
        }
        if (!games.emplace(number, std::move(game)).second)
            return where + "game " + std::to_string(number + 1) + " appears twice";
    }
    for (auto& entry : games) folder.m_games.push_back(std::move(entry.second));
    return folder;
}

fs::path MatchFolder::gamePath(const fs::path& dir, long long gameNumber) {
    char name[32];
    std::snprintf(name, sizeof name, "%07lld.dcg", gameNumber + 1);
    return dir / GamesDirectory / name;
}

bool MatchFolder::isFinished() const {
    if (static_cast<long long>(m_games.size()) >= 2 * shardPairCount(m_setup)) return true;
    return stopsAtVerdict(m_setup) && tallyPairs(m_setup, 0, m_games).decided();
}

std::function<void(const TournamentGame&)> appendingTo(MatchFolder& folder, Status* written,
                                                       std::stop_source stop,
                                                       std::function<void(const TournamentGame&)> then) {
    return [&folder, written, stop = std::move(stop),
            then = std::move(then)](const TournamentGame& game) mutable {
        if (*written) *written = folder.append(game);
        if (!*written) stop.request_stop();
        if (then) then(game);
    };
}

Status MatchFolder::append(const TournamentGame& game) {
    if (m_cutTail) {
        std::string results = readWholeFile(m_dir / ResultsFile).value_or("");
        results.resize(std::min(results.size(), *m_cutTail));
        if (const Status written = writeFileAtomically(m_dir / ResultsFile, results); !written)
            return written;
        m_cutTail.reset();
    }
    const int pairings = static_cast<int>(pairingsOf(m_setup).size());
    const long long number = game.gameNumber(pairings);
    if (game.game.record)
        if (const Status written = writeFileAtomically(gamePath(number), writeRecord(*game.game.record));
            !written)
            return written;
    std::ofstream results(m_dir / ResultsFile, std::ios::binary | std::ios::app);
    if (!(results << resultLine(game, pairings)) || !results.flush())
        return "cannot append to " + (m_dir / ResultsFile).string();
    return Done{};
}

Result<MergedShards> mergeShards(std::span<const MatchFolder> folders) {
    if (folders.empty()) return std::string("no match folders to merge");
    const TournamentSetup& reference = folders.front().setup();
    std::map<int, std::string> shardFolder;
    std::map<long long, TournamentGame> games;
    const int pairings = static_cast<int>(pairingsOf(reference).size());
    for (const MatchFolder& folder : folders) {
        const TournamentSetup& setup = folder.setup();
        if (!setup.sameTournament(reference))
            return folder.path().string() + " holds a different match than " +
                   folders.front().path().string() + " (set-ups differ beyond the shard)";
        const auto [at, inserted] = shardFolder.emplace(setup.shard.index, folder.path().string());
        if (!inserted)
            return "shard " + setup.shard.text() + " is given twice (" + at->second + ", " +
                   folder.path().string() + ")";
        for (const TournamentGame& g : folder.games()) games.emplace(g.gameNumber(pairings), g);
    }
    MergedShards merged;
    merged.setup = reference;
    merged.setup.shard = Shard{};
    for (int k = 0; k < reference.shard.count; ++k)
        if (!shardFolder.contains(k)) merged.missingShards.push_back(k);
    for (auto& entry : games) merged.games.push_back(std::move(entry.second));
    return merged;
}

std::string gamesText(std::span<const TournamentGame> games) {
    std::string text;
    for (const TournamentGame& g : games)
        if (g.game.record) text += writeRecord(*g.game.record);
    return text;
}

}  // namespace dicechess
