// `dicechess-cli match` and `merge`: head-to-head matches and tournaments in game pairs with shared dice,
// kept in a resumable match folder (--out, --resume), split across machines (--shard) and merged.
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
#include <thread>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/bots/bot.h"
#include "dicechess/play/bot_ratings.h"
#include "dicechess/play/match_folder.h"

#include "dicechess/bots/registry.h"
#include "dicechess/bots/study/study_agents.h"
#include "dicechess/play/study_logs.h"
#include "dicechess/play/tournament_export.h"
#include "match_report.h"
#include "online/served_match.h"
#include "platform/folder_lock.h"

namespace dicechess::cli {
namespace {

using online::MatchServer;

// From --data DIR (the server's folder: its server.url and operator.token), or --server URL with
// --operator-token FILE.
MatchServer matchServerFromArguments(const Arguments& args) {
    const auto data = args.value("data");
    const auto address = args.value("server");
    const auto tokenFile = args.value("operator-token");
    if (data && (address || tokenFile))
        throw UsageError("give --data DIR (the server's folder) or --server URL --operator-token FILE");
    if (data) {
        auto server = online::matchServerOfFolder(*data);
        if (!server) throw UsageError("--data: " + server.error());
        return *server;
    }
    if (!address || !tokenFile)
        throw UsageError(
            "--serve needs --data DIR (the folder of dicechess-cli serve --data DIR), or "
            "--server URL and --operator-token FILE");
    MatchServer server;
    server.address = *address;
    std::ifstream in(*tokenFile);
    if (!in || !std::getline(in, server.operatorToken) || server.operatorToken.empty())
        throw UsageError("--operator-token: cannot read the operator token from " + *tokenFile);
    auto url = online::parseHttpUrl(server.address);
    if (!url) throw UsageError("--server: " + url.error());
    server.url = *url;
    return server;
}

bool thinks(const Entrant& entrant, Variant variant) {
    const Result<std::unique_ptr<Bot>> bot = createBot(entrant.botId, variant);
    return bot && (*bot)->info().thinks;
}

Entrant entrantArgument(const std::string& text, const char* option, Variant variant) {
    const Result<Entrant> entrant = parseEntrant(text, variant);
    if (!entrant) {
        // One-die errors already list the agents (or name the parameter at fault).
        if (variant == Variant::OneDie) throw UsageError(std::string(option) + ": " + entrant.error());
        const bool unknownBot = entrant.error().starts_with("unknown bot");
        throw UsageError(std::string(option) + ": " + entrant.error() +
                         (unknownBot ? " (" + botIdList() + ")" : std::string{}));
    }
    return *entrant;
}

std::vector<Position> startsArgument(const std::string& path) {
    Result<std::vector<Position>> starts = parseStartList(readTextFile(path, "--starts: "));
    if (!starts) throw UsageError("--starts " + path + ": " + starts.error());
    return std::move(*starts);
}

TournamentSetup setupFromArguments(const Arguments& args) {
    TournamentSetup setup;
    setup.variant = variantArgument(args);
    const auto bot = args.value("bot");
    const auto baseline = args.value("baseline");
    const auto bots = args.value("bots");
    const int moveTime = static_cast<int>(args.integerOption("movetime", 0, 0, MaxMoveTimeMs));
    const int baselineMoveTime =
        static_cast<int>(args.integerOption("baseline-movetime", moveTime, 0, MaxMoveTimeMs));
    if (bots) {
        if (bot || baseline) throw UsageError("give either --bots or --bot and --baseline, not both");
        if (args.value("baseline-movetime"))
            throw UsageError("--baseline-movetime is for --bot/--baseline matches");
        for (const std::string& spec : splitList(*bots)) {
            if (spec.empty()) throw UsageError("--bots: an empty item in '" + *bots + "'");
            Entrant entrant = entrantArgument(spec, "--bots", setup.variant);
            if (entrant.moveTimeMs == 0 && entrant.workBudget == 0 && thinks(entrant, setup.variant))
                entrant.moveTimeMs = moveTime;
            setup.entrants.push_back(entrant);
        }
        const std::string format = args.value("format").value_or("round-robin");
        const auto parsed = parseFormat(format);
        if (!parsed)
            throw UsageError("--format must be head-to-head, gauntlet or round-robin, got '" + format + "'");
        setup.format = *parsed;
    } else {
        if (!bot || !baseline)
            throw UsageError("match needs --bot ID and --baseline ID, or --bots A,B,C (" +
                             botIdsOf(setup.variant) + ")");
        if (baselineMoveTime > 0 && moveTime == 0)
            throw UsageError("--baseline-movetime needs --movetime for the bot under test");
        Entrant first = entrantArgument(*bot, "--bot", setup.variant);
        Entrant second = entrantArgument(*baseline, "--baseline", setup.variant);
        // A movetime reaches only the bots that think (levels 6-9); the others play at once anyway.
        if (first.moveTimeMs == 0 && thinks(first, setup.variant)) first.moveTimeMs = moveTime;
        if (second.moveTimeMs == 0 && thinks(second, setup.variant)) second.moveTimeMs = baselineMoveTime;
        setup.entrants = {first, second};
        if (const auto format = args.value("format"); format && *format != "head-to-head")
            throw UsageError("--format " + *format + " needs --bots A,B,C");
    }
    setup.pairsPerPairing = static_cast<int>(args.integerOption("games", 100, 1, 10000000));
    setup.seed = static_cast<std::uint64_t>(args.integerOption("seed", 1, 0, (1LL << 62)));
    setup.maxTurns = static_cast<int>(args.integerOption("max-turns", DefaultTurnCap, 1, DefaultTurnCap));
    if (const auto tc = args.value("tc")) {
        const Result<TimeControl> control = parseTimeControl(*tc);
        if (!control) throw UsageError("--tc: " + control.error());
        setup.timeControl = *control;
        if (moveTime > 0) throw UsageError("give either --tc or --movetime, not both");
    }
    if (const auto text = args.value("sprt")) {
        const Result<SprtOptions> sprt = parseSprtOptions(*text);
        if (!sprt) throw UsageError("--sprt: " + sprt.error());
        setup.sprt = *sprt;
    }
    if (const auto path = args.value("starts")) setup.starts = startsArgument(*path);
    if (const auto text = args.value("shard")) {
        const Result<Shard> shard = parseShard(*text);
        if (!shard) throw UsageError("--shard: " + shard.error());
        setup.shard = *shard;
    }
    if (const Status valid = validateSetup(setup); !valid) throw UsageError(valid.error());
    return setup;
}

MatchFolder folderOrError(std::variant<MatchFolder, std::string> opened, const char* option) {
    if (const auto* error = std::get_if<std::string>(&opened))
        throw UsageError(std::string(option) + ": " + *error);
    return std::move(std::get<MatchFolder>(opened));
}

// "games 12/200  score 54.2% +- 9.1  elo +29 +-  64  llr 0.31  3.2s" (a tournament: the leader instead).
std::string progressText(const TournamentSetup& setup, std::span<const TournamentGame> games,
                         double seconds) {
    const TournamentReport report = summarizeTournament(setup, games);
    char part[256];
    std::snprintf(part, sizeof part, "games %d/%lld", report.gamesPlayed, report.gamesScheduled);
    std::string text = part;
    if (setup.format == TournamentFormat::HeadToHead) {
        const MatchReport& r = report.pairings.front().report;
        std::snprintf(part, sizeof part, "  score %.1f%% +- %.1f  elo %s", r.score.score * 100,
                      r.score.scoreMargin * 100,
                      eloText(r.score.hasElo, r.score.elo, r.score.eloMargin).c_str());
        text += part;
        if (r.sprt) {
            std::snprintf(part, sizeof part, "  llr %.2f", r.sprt->llr);
            text += part;
        }
    } else if (!report.standings.empty()) {
        text += "  leader " + report.standings.front().entrant;
        std::snprintf(part, sizeof part, " %.1f", report.standings.front().points);
        text += part;
    }
    std::snprintf(part, sizeof part, "  %.1fs", seconds);
    return text + part;
}

// The command that plays a tournament's set-up, for the ratings file to name.
std::string commandOf(const TournamentSetup& setup) {
    std::string bots;
    for (const Entrant& e : setup.entrants) bots += (bots.empty() ? "" : ",") + e.spec();
    std::string command = "dicechess-cli match --bots " + bots + " --format " + formatName(setup.format) +
                          " --games " + std::to_string(setup.pairsPerPairing) + " --seed " +
                          std::to_string(setup.seed);
    if (setup.timeControl) command += " --tc " + setup.timeControl->text();
    return command;
}

// --ratings FILE: the standings' ratings as the bots' ratings file (play/bot_ratings.h): the levels' and
// the external engines' (engine:NAME) that played them.
void writeRatings(const OutputFile& ratings, const TournamentSetup& setup, const TournamentReport& report) {
    if (!ratings) return;
    const BotRatings rated = botRatingsFromReport(report, commandOf(setup));
    if (rated.levels.empty())
        throw UsageError(
            "--ratings: no entrant is a plain bot level with a rating (external engines are rated only on "
            "the levels' scale, so a level must play too)");
    ratings.write(writeBotRatings(rated));
}

}  // namespace

int runMatch(const CommandArgs& raw) {
    const Arguments args("match", raw,
                         {"bot",           "baseline",  "bots",    "format",   "games",
                          "seed",          "threads",   "tc",      "movetime", "baseline-movetime",
                          "json",          "csv",       "record",  "sprt",     "max-turns",
                          "starts",        "out",       "resume",  "shard",    "variant",
                          "csv-games",     "csv-moves", "ratings", "data",     "server",
                          "operator-token"},
                         {"serve"});
    args.expectPositionals(0, "no positional arguments");
    const int threads = static_cast<int>(args.integerOption("threads", 1, 1, 256));
    std::optional<MatchFolder> folder;
    TournamentSetup setup;
    if (const auto dir = args.value("resume")) {
        for (const char* setUpOption :
             {"bot", "baseline", "bots", "format", "games", "seed", "tc", "movetime", "baseline-movetime",
              "sprt", "max-turns", "starts", "out", "shard", "variant"})
            if (args.value(setUpOption))
                throw UsageError(std::string("--resume takes the set-up from ") + *dir +
                                 "/setup.txt; drop --" + setUpOption);
        // Records are replayed from disk only when --record wants the games already played.
        const bool wantsRecords = args.value("record") || args.value("csv-games") || args.value("csv-moves");
        const auto records = wantsRecords ? MatchFolder::Records::Load : MatchFolder::Records::Skip;
        folder = folderOrError(MatchFolder::open(*dir, records), "--resume");
        setup = folder->setup();
    } else {
        setup = setupFromArguments(args);
        if (const auto outDir = args.value("out"))
            folder = folderOrError(MatchFolder::create(*outDir, setup), "--out");
    }
    const bool served = args.flag("serve");
    std::optional<MatchServer> server;
    if (served) {
        if (const Status valid = online::checkServedSetup(setup); !valid) throw UsageError(valid.error());
        server = matchServerFromArguments(args);
    } else {
        for (const char* serverOption : {"data", "server", "operator-token"})
            if (args.value(serverOption))
                throw UsageError(std::string("--") + serverOption + " needs --serve");
        for (const Entrant& entrant : setup.entrants)
            if (isPlatformEntrant(entrant.botId))
                throw UsageError(entrant.botId + " plays on a platform server: add --serve --data DIR");
    }
    std::optional<FolderLock> lock;  // held until the match ends: one process per folder
    if (folder) installEnginesFile(folder->path() / "engine-logs");
    if (folder) {
        auto acquired = FolderLock::acquire(folder->path());
        if (const auto* error = std::get_if<std::string>(&acquired)) throw UsageError(*error);
        lock.emplace(std::move(std::get<FolderLock>(acquired)));
    }
    const OutputFile records(args, "record");
    const OutputFile json(args, "json");
    const OutputFile csv(args, "csv");
    const OutputFile csvGames(args, "csv-games");
    const OutputFile csvMoves(args, "csv-moves");
    const OutputFile ratings(args, "ratings");
    const std::vector<TournamentGame> done = folder ? folder->games() : std::vector<TournamentGame>{};
    if (!done.empty())
        std::fprintf(stderr, "resuming %s: %zu of %lld games already played\n", folder->path().c_str(),
                     done.size(), 2 * shardPairCount(setup));

    const auto started = SteadyClock::now();
    std::vector<TournamentGame> sofar = done;
    Status written;
    std::stop_source stop;
    ProgressLine progress;
    auto showProgress = [&](const TournamentGame& game) {
        sofar.push_back(game);
        sofar.back().game.record.reset();  // the progress line reads results only
        const double seconds = std::chrono::duration<double>(SteadyClock::now() - started).count();
        if (progress.due()) progress.update("%s", progressText(setup, sofar, seconds).c_str());
    };
    TournamentHooks hooks;
    hooks.onGame = folder ? appendingTo(*folder, &written, stop, showProgress) : showProgress;
    TournamentControl control;
    control.threads = threads;
    control.stop = stop.get_token();
    std::vector<TournamentGame> games;
    {
        // Ctrl+C stops the match cleanly: running games are abandoned, the folder keeps the finished ones.
        const InterruptGuard guard(stop);
        try {
            games = served ? online::playOnServer(*server, setup, done, hooks, control)
                           : runTournament(setup, done, hooks, control);
        } catch (const online::ServedMatchError& error) {
            throw UsageError(error.what());
        }
    }
    const double seconds = std::chrono::duration<double>(SteadyClock::now() - started).count();
    progress.update("%s", progressText(setup, games, seconds).c_str());  // end() shows it if held back
    progress.end();
    if (!written)
        throw UsageError("stopped: " + written.error() +
                         " (the games before it are kept; --resume continues)");
    if (InterruptGuard::interrupted()) {
        std::fprintf(
            stderr, "interrupted: %zu of %lld games played%s\n", games.size(), 2 * shardPairCount(setup),
            folder ? ("; continue with: dicechess-cli match --resume " + folder->path().string()).c_str()
                   : "");
    }
    const TournamentReport report = summarizeTournament(setup, games);
    printTournamentReport(setup, report);
    std::printf("wall time %.2f s\n", seconds);
    if (json) json.write(reportJson(setup, report));
    if (csv) csv.write(reportCsv(report));
    if (records) records.write(gamesText(games));
    if (csvGames) csvGames.write(studyGamesCsv(setup, games));
    if (csvMoves) csvMoves.write(studyMovesCsv(setup, games));
    writeRatings(ratings, setup, report);
    return InterruptGuard::interrupted() ? 130 : 0;
}

int runMerge(const CommandArgs& raw) {
    const Arguments args("merge", raw, {"json", "csv", "record", "out", "ratings"}, {});
    args.expectPositionals(1, "one or more match folders (written by match --out ... --shard K/N)", true);
    std::vector<MatchFolder> folders;
    for (const std::string& dir : args.positionals())
        folders.push_back(folderOrError(
            MatchFolder::open(dir, args.value("record") || args.value("out") ? MatchFolder::Records::Load
                                                                             : MatchFolder::Records::Skip),
            "merge"));
    auto merged = mergeShards(folders);
    if (const auto* error = std::get_if<std::string>(&merged)) throw UsageError("merge: " + *error);
    const MergedShards& result = std::get<MergedShards>(merged);
    if (!result.missingShards.empty()) {
        std::string missing;
        for (int k : result.missingShards)
            missing += (missing.empty() ? "" : ", ") + Shard{k, folders.front().setup().shard.count}.text();
        std::fprintf(stderr, "warning: shards %s are missing; the report covers the shards given\n",
                     missing.c_str());
    }
    const OutputFile records(args, "record");
    const OutputFile json(args, "json");
    const OutputFile csv(args, "csv");
    const OutputFile ratings(args, "ratings");
    if (const auto dir = args.value("out")) {
        MatchFolder out = folderOrError(MatchFolder::create(*dir, result.setup), "--out");
        for (const TournamentGame& game : result.games)
            if (const Status kept = out.append(game); !kept) throw UsageError("--out: " + kept.error());
    }
    if (records) records.write(gamesText(result.games));
    const TournamentReport report = summarizeTournament(result.setup, result.games);
    printTournamentReport(result.setup, report);
    if (json) json.write(reportJson(result.setup, report));
    if (csv) csv.write(reportCsv(report));
    writeRatings(ratings, result.setup, report);
    return 0;
}

}  // namespace dicechess::cli
