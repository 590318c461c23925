#include "dicechess/play/tournament.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <map>
#include <mutex>
#include <thread>

#include "core/parse_number.h"
#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/bots/study/study_agents.h"
#include "dicechess/core/thread_pool.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/rules/one_die.h"

namespace dicechess {
namespace {

// Sets the option on the entrant.
Status parseEntrantOption(std::string_view option, Entrant& entrant) {
    const std::size_t equals = option.find('=');
    const std::string_view key = option.substr(0, equals);
    const std::string_view value =
        equals == std::string_view::npos ? std::string_view{} : option.substr(equals + 1);
    if (equals == std::string_view::npos)
        return "option '" + std::string(option) + "' needs a value (movetime=MS, budget=N or net=FILE)";
    if (key == "movetime") {
        const auto ms = parseNumber<int>(value);
        if (!ms || *ms <= 0 || *ms > MaxMoveTimeMs)
            return "movetime must be milliseconds between 1 and " + std::to_string(MaxMoveTimeMs) +
                   ", got '" + std::string(value) + "'";
        entrant.moveTimeMs = *ms;
        return Done{};
    }
    if (key == "budget") {
        const auto work = parseNumber<std::uint64_t>(value);
        if (!work || *work == 0) return "budget must be a positive count, got '" + std::string(value) + "'";
        entrant.workBudget = *work;
        return Done{};
    }
    if (key == "net") {
        if (value.empty()) return std::string("net needs a file (net=FILE)");
        Result<ValueNet> net = ValueNet::load(std::string(value));
        if (!net) return "net: " + net.error();
        entrant.netFile = std::string(value);
        entrant.net = std::make_shared<const ValueNet>(std::move(*net));
        return Done{};
    }
    return "unknown option '" + std::string(key) + "' (movetime, budget, net)";
}

// A game's results without its record: reports read only the results, and records are large.
MatchGame withoutRecord(const MatchGame& game) {
    MatchGame copy;
    copy.pair = game.pair;
    copy.botIsWhite = game.botIsWhite;
    copy.result = game.result;
    copy.termination = game.termination;
    copy.incident = game.incident;
    copy.turns = game.turns;
    copy.botDecisionMs = game.botDecisionMs;
    copy.baselineDecisionMs = game.baselineDecisionMs;
    copy.botWork = game.botWork;
    copy.baselineWork = game.baselineWork;
    return copy;
}

}  // namespace

const char* formatName(TournamentFormat format) {
    switch (format) {
        case TournamentFormat::HeadToHead: return "head-to-head";
        case TournamentFormat::Gauntlet: return "gauntlet";
        case TournamentFormat::RoundRobin: return "round-robin";
    }
    return "?";
}

std::optional<TournamentFormat> parseFormat(std::string_view text) {
    for (TournamentFormat f :
         {TournamentFormat::HeadToHead, TournamentFormat::Gauntlet, TournamentFormat::RoundRobin})
        if (text == formatName(f)) return f;
    return std::nullopt;
}

std::string Entrant::spec() const {
    std::string text = botId;
    if (moveTimeMs > 0) text += ":movetime=" + std::to_string(moveTimeMs);
    if (workBudget > 0) text += ":budget=" + std::to_string(workBudget);
    if (!netFile.empty()) text += ":net=" + netFile;
    return text;
}

bool Entrant::operator==(const Entrant& other) const {
    const auto checksum = [](const Entrant& e) { return e.net ? e.net->payloadChecksum() : 0; };
    return botId == other.botId && moveTimeMs == other.moveTimeMs && workBudget == other.workBudget &&
           netFile == other.netFile && checksum(*this) == checksum(other);
}

bool isPlatformEntrant(std::string_view botId) {
    return botId.starts_with(PlatformEntrantPrefix);
}

Result<Entrant> parseEntrant(std::string_view text, Variant variant) {
    Entrant entrant;
    if (isPlatformEntrant(text)) {
        // A bot of a platform server: it plays only in a match on that server (match --serve).
        const std::string_view who = text.substr(PlatformEntrantPrefix.size());
        const std::size_t slash = who.find('/');
        auto slug = [](std::string_view part) {
            return !part.empty() && part.size() <= 32 &&
                   part.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") == std::string_view::npos;
        };
        if (slash == std::string_view::npos || !slug(who.substr(0, slash)) || !slug(who.substr(slash + 1)) ||
            variant != Variant::ThreeDice)
            return Result<Entrant>::failure("'" + std::string(text) +
                                            "': a platform bot is platform:TEAM/NAME (lowercase slugs), "
                                            "three dice only");
        entrant.botId = std::string(text);
        return entrant;
    }
    // The bot's own part: its id, then (one-die bots) its parameters; movetime, budget and net are the
    // entrant's. A net file's path cannot hold a colon.
    std::string botSpec;
    std::vector<std::string_view> options;
    std::string_view rest = text;
    for (bool first = true;; first = false) {
        const std::size_t colon = rest.find(':');
        const std::string_view part = rest.substr(0, colon);
        const bool entrantOption =
            part.starts_with("movetime=") || part.starts_with("budget=") || part.starts_with("net=");
        // "engine:NAME" is one bot (an external engine's name holds no colon).
        const bool engineName = !first && botSpec == "engine" && options.empty();
        if (first || engineName || (!entrantOption && variant == Variant::OneDie))
            botSpec += (first ? "" : ":") + std::string(part);
        else
            options.push_back(part);
        if (colon == std::string_view::npos) break;
        rest.remove_prefix(colon + 1);
    }
    const Result<std::unique_ptr<Bot>> bot = createBot(botSpec, variant);
    if (!bot) {
        return Result<Entrant>::failure(variant == Variant::OneDie || isExternalEngineSpec(botSpec)
                                            ? bot.error() + " in '" + std::string(text) + "'"
                                            : "unknown bot '" + botSpec + "' in '" + std::string(text) + "'");
    }
    const BotInfo& info = (*bot)->info();
    entrant.botId = info.id;  // a level ("7") becomes its id
    for (std::string_view option : options) {
        if (const Status set = parseEntrantOption(option, entrant); !set)
            return Result<Entrant>::failure("bot '" + std::string(text) + "': " + set.error());
    }
    if (!entrant.netFile.empty() && (info.level != 9 || variant != Variant::ThreeDice))
        return Result<Entrant>::failure("bot '" + std::string(text) + "': " + info.id +
                                        " has no value network; net=FILE applies to level 9 (neural) only");
    if (!options.empty() && !info.thinks) {
        return Result<Entrant>::failure(
            "bot '" + std::string(text) + "': " + info.id + " plays at once; movetime and budget apply to " +
            (variant == Variant::OneDie ? "expectimax and mcts (levels 7 and 8)" : "levels 6-9") + " only");
    }
    return entrant;
}

std::string Shard::text() const {
    return std::to_string(index) + "/" + std::to_string(count);
}

Result<Shard> parseShard(std::string_view text) {
    const std::size_t slash = text.find('/');
    const auto k = slash == std::string_view::npos ? std::nullopt : parseNumber<int>(text.substr(0, slash));
    const auto n = slash == std::string_view::npos ? std::nullopt : parseNumber<int>(text.substr(slash + 1));
    if (!k || !n || *n < 1 || *n > 1'000'000 || *k < 0 || *k >= *n)
        return Result<Shard>::failure("a shard is K/N with 0 <= K < N (e.g. 0/4 ... 3/4), got '" +
                                      std::string(text) + "'");
    return Shard{*k, *n};
}

Result<std::vector<Position>> parseStartList(std::string_view text) {
    std::vector<Position> starts;
    int lineNumber = 0;
    for (std::string_view rest = text; !rest.empty();) {
        const std::size_t newline = rest.find('\n');
        std::string_view line = rest.substr(0, newline);
        rest.remove_prefix(newline == std::string_view::npos ? rest.size() : newline + 1);
        ++lineNumber;
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
            line.remove_suffix(1);
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
        if (line.empty() || line.front() == '#') continue;
        auto parsed = parseDfen(line);
        if (const auto* error = std::get_if<DfenError>(&parsed))
            return "line " + std::to_string(lineNumber) + ": " + error->message();
        Position start = std::get<Position>(parsed);
        if (!start.dice().empty())
            return "line " + std::to_string(lineNumber) +
                   ": a start position has no dice (the game rolls them)";
        starts.push_back(start);
    }
    if (starts.empty()) return std::string("no start positions (one DFEN per line)");
    return starts;
}

bool TournamentSetup::sameTournament(const TournamentSetup& other) const {
    return format == other.format && entrants == other.entrants && pairsPerPairing == other.pairsPerPairing &&
           seed == other.seed && timeControl == other.timeControl && starts == other.starts &&
           maxTurns == other.maxTurns && sprt == other.sprt && variant == other.variant &&
           shard.count == other.shard.count;
}

Status validateSetup(const TournamentSetup& setup) {
    const auto n = setup.entrants.size();
    if (setup.format == TournamentFormat::HeadToHead && n != 2)
        return "a head-to-head match needs exactly two bots, got " + std::to_string(n);
    if (n < 2) return std::string("a ") + formatName(setup.format) + " needs at least two bots";
    if (n > 64) return "at most 64 bots, got " + std::to_string(n);
    for (std::size_t i = 0; i < setup.starts.size() && setup.variant == Variant::OneDie; ++i) {
        const Position& start = setup.starts[i];
        if (start.dice().empty()) continue;
        if (const Status roll = checkOneDieRoll(start, start.dice()); !roll)
            return "start position " + std::to_string(i + 1) + ": " + roll.error();
    }
    // The same bot twice is self-play in a head-to-head match, but would make tables ambiguous otherwise.
    for (std::size_t i = 0; i < n && setup.format != TournamentFormat::HeadToHead; ++i)
        for (std::size_t j = i + 1; j < n; ++j)
            if (setup.entrants[i] == setup.entrants[j])
                return "bot '" + setup.entrants[i].spec() +
                       "' is entered twice; give one a different movetime or budget";
    if (setup.pairsPerPairing < 1) return "games per pairing must be at least 1";
    if (setup.maxTurns < 1 || setup.maxTurns > DefaultTurnCap)
        return "the turn cap must be between 1 and " + std::to_string(DefaultTurnCap);
    if (setup.shard.count < 1 || setup.shard.index < 0 || setup.shard.index >= setup.shard.count)
        return "shard " + setup.shard.text() + " is not K/N with 0 <= K < N";
    return Done{};
}

std::vector<Pairing> pairingsOf(const TournamentSetup& setup) {
    std::vector<Pairing> pairings;
    const int n = static_cast<int>(setup.entrants.size());
    if (setup.format == TournamentFormat::RoundRobin) {
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) pairings.push_back({i, j});
    } else {
        for (int j = 1; j < n; ++j) pairings.push_back({0, j});
    }
    return pairings;
}

long long totalPairs(const TournamentSetup& setup) {
    return static_cast<long long>(pairingsOf(setup).size()) * setup.pairsPerPairing;
}

long long shardPairCount(const TournamentSetup& setup) {
    const long long total = totalPairs(setup);
    if (setup.shard.index >= total) return 0;
    return (total - setup.shard.index + setup.shard.count - 1) / setup.shard.count;
}

PairTally::PairTally(const TournamentSetup& setup, int pairing)
    : m_options(setup.sprt),
      m_shard(setup.shard),
      m_pairing(pairing),
      m_pairings(static_cast<int>(pairingsOf(setup).size())),
      m_rounds(setup.pairsPerPairing) {
    if (m_options) m_sprt = dicechess::sprt(m_bins, *m_options);
}

std::optional<long long> PairTally::nextPair() const {
    if (decided()) return std::nullopt;
    for (long long round = m_nextRound; round < m_rounds; ++round) {
        const long long pairNumber = round * m_pairings + m_pairing;
        if (pairNumber % m_shard.count == m_shard.index) return pairNumber;
    }
    return std::nullopt;
}

void PairTally::add(double firstAsWhite, double firstAsBlack) {
    const std::optional<long long> pairNumber = nextPair();
    if (!pairNumber) return;
    m_pairs.push_back(*pairNumber);
    m_nextRound = *pairNumber / m_pairings + 1;
    ++m_bins[pairScoreBin(firstAsWhite, firstAsBlack)];
    if (!m_options) return;
    m_sprt = dicechess::sprt(m_bins, *m_options);
    m_history.push_back(*m_sprt);
}

void PairTally::addFinished(const std::function<std::optional<double>(long long)>& firstEntrantScore) {
    while (const std::optional<long long> pairNumber = nextPair()) {
        const std::optional<double> white = firstEntrantScore(2 * *pairNumber);
        const std::optional<double> black = firstEntrantScore(2 * *pairNumber + 1);
        if (!white || !black) return;
        add(*white, *black);
    }
}

bool stopsAtVerdict(const TournamentSetup& setup) {
    return setup.sprt && setup.format == TournamentFormat::HeadToHead && setup.shard.count == 1;
}

PairTally tallyPairs(const TournamentSetup& setup, int pairing, std::span<const TournamentGame> games) {
    const int pairings = static_cast<int>(pairingsOf(setup).size());
    std::map<long long, double> scores;
    for (const TournamentGame& g : games)
        if (g.pairing == pairing) scores[g.gameNumber(pairings)] = g.game.botScore();
    PairTally tally(setup, pairing);
    tally.addFinished([&](long long number) -> std::optional<double> {
        const auto found = scores.find(number);
        if (found == scores.end()) return std::nullopt;
        return found->second;
    });
    return tally;
}

MatchOptions pairingOptions(const TournamentSetup& setup, int pairing, int round) {
    const Pairing p = pairingsOf(setup).at(static_cast<std::size_t>(pairing));
    const Entrant& first = setup.entrants[static_cast<std::size_t>(p.first)];
    const Entrant& second = setup.entrants[static_cast<std::size_t>(p.second)];
    MatchOptions options;
    options.bot = first.botId;
    options.baseline = second.botId;
    options.botName = first.spec();
    options.baselineName = second.spec();
    options.gamesPerColour = setup.pairsPerPairing;
    options.seed = setup.seed;
    options.timeControl = setup.timeControl;
    options.moveTimeMs = first.moveTimeMs;
    options.baselineMoveTimeMs = second.moveTimeMs;
    options.workBudget = first.workBudget;
    options.baselineWorkBudget = second.workBudget;
    options.botNet = first.net;
    options.baselineNet = second.net;
    options.maxTurns = setup.maxTurns;
    options.sprt = setup.sprt;
    options.variant = setup.variant;
    if (!setup.starts.empty())
        options.start = setup.starts[static_cast<std::size_t>(round) % setup.starts.size()];
    options.keepRecords = true;
    return options;
}

std::vector<TournamentGame> runTournament(const TournamentSetup& setup, std::span<const TournamentGame> done,
                                          const TournamentHooks& hooks, const TournamentControl& control) {
    const int pairingCount = static_cast<int>(pairingsOf(setup).size());
    const long long pairCount = shardPairCount(setup);
    std::map<long long, TournamentGame> finished;
    for (const TournamentGame& g : done) finished.emplace(g.gameNumber(pairingCount), g);
    std::mutex mutex;
    std::atomic<long long> next{0};
    std::stop_source decided;    // a head-to-head SPRT verdict
    PairTally prefix(setup, 0);  // the complete pairs at the head of the schedule, judged so far
    auto judgePrefix = [&] {     // called under the mutex
        prefix.addFinished([&](long long number) -> std::optional<double> {
            const auto found = finished.find(number);
            if (found == finished.end()) return std::nullopt;
            return found->second.game.botScore();
        });
        if (prefix.decided()) decided.request_stop();
    };
    if (stopsAtVerdict(setup)) judgePrefix();

    auto play = [&](long long pairNumber) {
        const int pairing = static_cast<int>(pairNumber % pairingCount);
        const int round = static_cast<int>(pairNumber / pairingCount);
        for (bool firstIsWhite : {true, false}) {
            const long long number = 2 * pairNumber + (firstIsWhite ? 0 : 1);
            {
                const std::lock_guard lock(mutex);
                if (finished.contains(number)) continue;
            }
            MatchOptions options = pairingOptions(setup, pairing, round);
            options.botFactory = hooks.botFactory;
            if (hooks.onTurn)
                options.onTurn = [&](const Game& game) {
                    hooks.onTurn({pairing, round, firstIsWhite, &game});
                };
            TournamentGame played{pairing, round, playMatchGame(options, round, firstIsWhite, control.stop)};
            if (control.stop.stop_requested()) return;  // abandoned mid-game: a resumed run replays it
            if (played.game.record) {
                played.game.record->setTag("Round", std::to_string(round + 1));
                played.game.record->setTag("Game", std::to_string(number + 1));
            }
            const std::lock_guard lock(mutex);
            if (hooks.onGame) hooks.onGame(played);
            if (!control.returnRecords) played.game.record.reset();
            finished.emplace(number, std::move(played));
            if (stopsAtVerdict(setup) && !decided.stop_requested()) judgePrefix();
        }
    };
    const int workers = std::max(1, control.threads);
    std::mutex heldMutex;
    int waiting = 0;
    int running = workers;
    // Counts a change of the held workers and, when one began waiting, tells the hook.
    auto held = [&](int waitingChange, int runningChange) {
        const std::lock_guard lock(heldMutex);
        waiting += waitingChange;
        running += runningChange;
        if (hooks.onPauseHeld && control.paused && control.paused->load() &&
            (waitingChange > 0 || (runningChange < 0 && waiting > 0)))
            hooks.onPauseHeld(waiting, running);
    };
    auto worker = [&] {
        for (;;) {
            bool waited = false;
            while (control.paused && control.paused->load() && !control.stop.stop_requested() &&
                   !decided.stop_requested() && next.load() < pairCount) {
                if (!waited) held(+1, 0);
                waited = true;
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            }
            if (waited) held(-1, 0);
            const bool over = control.stop.stop_requested() || decided.stop_requested();
            const long long i = over ? pairCount : next.fetch_add(1);
            if (i >= pairCount) {
                held(0, -1);
                return;
            }
            play(setup.shard.index + i * setup.shard.count);
        }
    };
    ThreadPool::engine().run(workers, [&](int) { worker(); });
    std::vector<TournamentGame> all;
    all.reserve(finished.size());
    for (auto& entry : finished) all.push_back(std::move(entry.second));
    return all;
}

TournamentReport summarizeTournament(const TournamentSetup& setup, std::span<const TournamentGame> games) {
    const std::vector<Pairing> pairings = pairingsOf(setup);
    const int pairingCount = static_cast<int>(pairings.size());
    std::map<long long, const TournamentGame*> byNumber;
    for (const TournamentGame& g : games) byNumber.emplace(g.gameNumber(pairingCount), &g);

    TournamentReport report;
    report.gamesPlayed = static_cast<int>(games.size());
    report.gamesScheduled = 2 * shardPairCount(setup);
    std::vector<std::vector<MatchGame>> perPairing(pairings.size());
    auto addPair = [&](long long pairNumber) {
        auto& list = perPairing[static_cast<std::size_t>(pairNumber % pairingCount)];
        list.push_back(withoutRecord(byNumber.at(2 * pairNumber)->game));
        list.push_back(withoutRecord(byNumber.at(2 * pairNumber + 1)->game));
    };
    if (setup.sprt && setup.format == TournamentFormat::HeadToHead) {
        // Only the prefix of complete pairs up to the verdict counts, as a live run would have stopped there.
        const PairTally tally = tallyPairs(setup, 0, games);
        for (long long pairNumber : tally.pairs()) addPair(pairNumber);
    } else {
        // Every complete pair, in this shard's order.
        for (long long i = 0, count = shardPairCount(setup); i < count; ++i) {
            const long long pairNumber = setup.shard.index + i * setup.shard.count;
            if (byNumber.contains(2 * pairNumber) && byNumber.contains(2 * pairNumber + 1))
                addPair(pairNumber);
        }
    }

    std::vector<Standing> standings(setup.entrants.size());
    for (std::size_t e = 0; e < setup.entrants.size(); ++e) standings[e].entrant = setup.entrants[e].spec();
    std::vector<std::array<int, 3>> winsLossesDraws(setup.entrants.size());
    const std::size_t entrants = setup.entrants.size();
    std::vector<std::vector<double>> pointsAgainst(entrants, std::vector<double>(entrants, 0.0));
    std::vector<std::vector<int>> gamesAgainst(entrants, std::vector<int>(entrants, 0));
    for (int p = 0; p < pairingCount; ++p) {
        const Pairing pairing = pairings[static_cast<std::size_t>(p)];
        PairingReport table;
        table.pairing = pairing;
        table.first = setup.entrants[static_cast<std::size_t>(pairing.first)].spec();
        table.second = setup.entrants[static_cast<std::size_t>(pairing.second)].spec();
        const auto& pairingGames = perPairing[static_cast<std::size_t>(p)];
        table.report = summarizeMatch(pairingOptions(setup, p, 0), pairingGames);
        table.report.incidents.clear();  // numbered by the tournament's game numbers, as in the folder
        for (const MatchGame& g : pairingGames)
            if (!g.incident.empty())
                table.report.incidents.push_back(
                    "game " + std::to_string(gameNumberOf(pairingCount, p, g.pair, g.botIsWhite) + 1) + ": " +
                    g.incident);
        const int wins = table.report.asWhite.wins + table.report.asBlack.wins;
        const int losses = table.report.asWhite.losses + table.report.asBlack.losses;
        const int draws = table.report.asWhite.draws + table.report.asBlack.draws;
        table.los = likelihoodOfSuperiority(wins, losses);
        auto& a = winsLossesDraws[static_cast<std::size_t>(pairing.first)];
        auto& b = winsLossesDraws[static_cast<std::size_t>(pairing.second)];
        a[0] += wins, a[1] += losses, a[2] += draws;
        b[0] += losses, b[1] += wins, b[2] += draws;
        const auto first = static_cast<std::size_t>(pairing.first);
        const auto second = static_cast<std::size_t>(pairing.second);
        pointsAgainst[first][second] += wins + 0.5 * draws;
        pointsAgainst[second][first] += losses + 0.5 * draws;
        gamesAgainst[first][second] += wins + losses + draws;
        gamesAgainst[second][first] += wins + losses + draws;
        report.pairings.push_back(std::move(table));
    }
    std::vector<FieldRating> ratings = fitFieldRatings(pointsAgainst, gamesAgainst);
    if (report.pairings.size() == 1) {
        // Two bots: each one's Elo is its Elo against the other, the pairing table's own number and interval
        // (negated for the second), so the two tables cannot disagree. The field fit would report half the
        // difference around the mean, shrunk by its virtual draw.
        const PairingReport& only = report.pairings.front();
        const ScoreSummary& score = only.report.score;
        ratings[static_cast<std::size_t>(only.pairing.first)] = {score.hasElo, score.elo, score.eloMargin};
        const double negated = 0.0 - score.elo;  // +0, not −0, for an even score
        ratings[static_cast<std::size_t>(only.pairing.second)] = {score.hasElo, negated, score.eloMargin};
    }
    for (std::size_t e = 0; e < standings.size(); ++e) {
        const auto& [w, l, d] = winsLossesDraws[e];
        standings[e].games = w + l + d;
        standings[e].points = w + 0.5 * d;
        standings[e].score = summarizeScore(w, l, d);
        standings[e].rating = ratings[e];
    }
    std::stable_sort(standings.begin(), standings.end(), [](const Standing& a, const Standing& b) {
        return a.points != b.points ? a.points > b.points : a.rating.elo > b.rating.elo;
    });
    report.standings = std::move(standings);
    return report;
}

}  // namespace dicechess
