#include "dicechess/analysis/puzzles.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <type_traits>

#include "core/parse_number.h"
#include "core/text_files.h"
#include "dicechess/analysis/mark_verification.h"
#include "dicechess/analysis/turn_rollouts.h"
#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {

PuzzleCheck checkPuzzle(const Position& rolled, const JudgementSettings& judge, const ValueNet& policy,
                        const PuzzleSettings& settings, int threads) {
    PuzzleCheck check;
    const BotDecision decision = judgeRoll(rolled, judge);
    if (judge.stop.stop_requested()) {
        check.stopped = true;
        return check;
    }
    const std::vector<std::size_t> ranked = rankedCandidates(decision);
    if (ranked.size() < 2) return check;
    const Candidate& best = decision.candidates[ranked[0]];
    const Candidate& second = decision.candidates[ranked[1]];
    if (!best.winProbability || !second.winProbability) return check;
    if (best.capturesKing && best.turns.front().size() == 1) return check;
    check.judgeMargin = *best.winProbability - *second.winProbability;
    if (check.judgeMargin < settings.judgeMargin) return check;
    check.judgedClear = true;

    std::vector<Position> finals;
    for (std::size_t i = 0; i < ranked.size() && i <= static_cast<std::size_t>(settings.rivals); ++i)
        finals.push_back(decision.candidates[ranked[i]].final);
    VerifyOptions options;
    options.targetError = settings.targetError;
    options.minRollouts = settings.minRollouts;
    options.maxRollouts = settings.maxRollouts;
    options.maxPlies = settings.maxPlies;
    options.seed = settings.seed;
    options.threads = threads;
    options.stop = judge.stop;
    const TurnRollouts r =
        rollOutTurns(finals, rolled.sideToMove(), verificationRollouts(policy, options, rolled));
    if (r.stopped && judge.stop.stop_requested()) {
        check.stopped = true;
        return check;
    }
    check.rollouts = r.rollouts;
    bool clear = true;
    check.rolledMargin = 2;
    for (std::size_t i = 1; i < finals.size(); ++i) {
        const double difference = r.moverWins[0] - r.moverWins[i];
        if (difference - 1.96 * r.differenceErrors[i] < settings.verifiedMargin) clear = false;
        if (difference < check.rolledMargin) {
            check.rolledMargin = difference;
            check.rolledError = r.differenceErrors[i];
        }
    }
    if (!clear) return check;
    Puzzle puzzle;
    puzzle.rolled = rolled;
    puzzle.best = best.turns.front();
    puzzle.bestWins = r.moverWins[0];
    puzzle.margin = check.rolledMargin;
    puzzle.marginError = check.rolledError;
    puzzle.rollouts = r.rollouts;
    check.puzzle = std::move(puzzle);
    return check;
}

bool solvesPuzzle(const Puzzle& puzzle, const Turn& answer) {
    return afterTurn(puzzle.rolled, answer).key() == afterTurn(puzzle.rolled, puzzle.best).key();
}

namespace {

constexpr std::string_view FormatLine = "dicechess-puzzles\t1";

std::string decimals(double value, int places) {
    char text[32];
    std::snprintf(text, sizeof text, "%.*f", places, value);
    return text;
}

std::string lineError(std::size_t line, const std::string& message) {
    return "line " + std::to_string(line) + ": " + message;
}

// One "name<TAB>value" setting line into `settings`; an error message otherwise.
std::optional<std::string> readSetting(std::string_view name, std::string_view value, PuzzleSettings& s,
                                       long long& scanned) {
    const auto real = [&](double& field, double low, double high) -> std::optional<std::string> {
        const std::optional<double> v = parseNumber<double>(value);
        if (!v || *v < low || *v > high)
            return std::string(name) + " '" + std::string(value) + "' is not a number from " +
                   decimals(low, 2) + " to " + decimals(high, 2);
        field = *v;
        return std::nullopt;
    };
    const auto whole = [&](auto& field, long long low, long long high) -> std::optional<std::string> {
        const std::optional<long long> v = parseNumber<long long>(value);
        if (!v || *v < low || *v > high)
            return std::string(name) + " '" + std::string(value) + "' is not a whole number from " +
                   std::to_string(low) + " to " + std::to_string(high);
        field = static_cast<std::remove_reference_t<decltype(field)>>(*v);
        return std::nullopt;
    };
    if (name == "judge-margin") return real(s.judgeMargin, 0, 1);
    if (name == "verified-margin") return real(s.verifiedMargin, 0, 1);
    if (name == "target-error") return real(s.targetError, 0, 1);
    if (name == "rivals") return whole(s.rivals, 1, 64);
    if (name == "min-rollouts") return whole(s.minRollouts, 1, 10'000'000);
    if (name == "max-rollouts") return whole(s.maxRollouts, 1, 10'000'000);
    if (name == "max-plies") return whole(s.maxPlies, 1, 1000);
    if (name == "seed") return whole(s.seed, 0, 1LL << 62);
    if (name == "scanned") return whole(scanned, 0, 1LL << 62);
    if (name == "policy") {
        std::uint64_t checksum = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), checksum, 16);
        if (value.size() != 16 || ec != std::errc() || end != value.data() + value.size())
            return "policy '" + std::string(value) + "' is not a 16-digit hexadecimal checksum";
        s.policyChecksum = checksum;
        return std::nullopt;
    }
    return "unknown line '" + std::string(name) + "'";
}

Result<Puzzle> readPuzzle(const std::vector<std::string_view>& fields) {
    if (fields.size() != 8)
        return Result<Puzzle>::failure("a puzzle line has 8 fields, not " + std::to_string(fields.size()));
    Puzzle p;
    auto rolled = parseDfen(fields[1]);
    if (!rolled) return Result<Puzzle>::failure(rolled.error().message());
    if (rolled->dice().empty()) return Result<Puzzle>::failure("the position has no dice rolled");
    p.rolled = *rolled;
    const std::optional<Turn> best = parseTurnText(p.rolled, fields[2]);
    if (!best)
        return Result<Puzzle>::failure("'" + std::string(fields[2]) + "' is not a legal turn of the roll");
    p.best = *best;
    const std::optional<double> wins = parseNumber<double>(fields[3]);
    const std::optional<double> margin = parseNumber<double>(fields[4]);
    const std::optional<double> error = parseNumber<double>(fields[5]);
    const std::optional<int> rollouts = parseNumber<int>(fields[6]);
    if (!wins || *wins < 0 || *wins > 1)
        return Result<Puzzle>::failure("the value '" + std::string(fields[3]) + "' is not a probability");
    if (!margin || *margin <= 0 || *margin > 1)
        return Result<Puzzle>::failure("the margin '" + std::string(fields[4]) +
                                       "' is not above 0 and at most 1");
    if (!error || *error < 0 || *error > 1)
        return Result<Puzzle>::failure("the margin's error '" + std::string(fields[5]) +
                                       "' is not from 0 to 1");
    if (!rollouts || *rollouts < 1)
        return Result<Puzzle>::failure("the rollouts '" + std::string(fields[6]) +
                                       "' are not a positive count");
    p.bestWins = *wins;
    p.margin = *margin;
    p.marginError = *error;
    p.rollouts = *rollouts;
    p.source = std::string(fields[7]);
    return p;
}

}  // namespace

std::string writePuzzleSet(const PuzzleSet& set) {
    const PuzzleSettings& s = set.settings;
    std::string text(FormatLine);
    text += "\npolicy\t" + ValueNet::checksumText(s.policyChecksum);
    text += "\njudge-margin\t" + decimals(s.judgeMargin, 4);
    text += "\nverified-margin\t" + decimals(s.verifiedMargin, 4);
    text += "\nrivals\t" + std::to_string(s.rivals);
    text += "\ntarget-error\t" + decimals(s.targetError, 4);
    text += "\nmin-rollouts\t" + std::to_string(s.minRollouts);
    text += "\nmax-rollouts\t" + std::to_string(s.maxRollouts);
    text += "\nmax-plies\t" + std::to_string(s.maxPlies);
    text += "\nseed\t" + std::to_string(s.seed);
    text += "\nscanned\t" + std::to_string(set.scanned) + '\n';
    for (const Puzzle& p : set.puzzles)
        text += "puzzle\t" + toDfen(p.rolled) + '\t' + turnToString(p.best) + '\t' + decimals(p.bestWins, 5) +
                '\t' + decimals(p.margin, 5) + '\t' + decimals(p.marginError, 5) + '\t' +
                std::to_string(p.rollouts) + '\t' + singleLine(p.source) + '\n';
    return text;
}

Result<PuzzleSet> parsePuzzleSet(std::string_view text) {
    const std::vector<std::string_view> lines = splitLines(text);
    if (lines.empty() || lines[0] != FormatLine)
        return Result<PuzzleSet>::failure(
            lineError(1, "not a puzzle set (the first line must be 'dicechess-puzzles<TAB>1')"));
    PuzzleSet set;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const std::vector<std::string_view> fields = splitText(lines[i], '\t');
        if (fields[0] == "puzzle") {
            Result<Puzzle> puzzle = readPuzzle(fields);
            if (!puzzle) return Result<PuzzleSet>::failure(lineError(i + 1, puzzle.error()));
            set.puzzles.push_back(std::move(*puzzle));
            continue;
        }
        if (fields.size() != 2)
            return Result<PuzzleSet>::failure(
                lineError(i + 1, "a setting line has 2 fields, not " + std::to_string(fields.size())));
        if (auto error = readSetting(fields[0], fields[1], set.settings, set.scanned))
            return Result<PuzzleSet>::failure(lineError(i + 1, *error));
    }
    return set;
}

Result<PuzzleSet> loadPuzzleSet(const std::filesystem::path& path) {
    const std::optional<std::string> text = readWholeFile(path);
    if (!text) return Result<PuzzleSet>::failure(path.string() + ": cannot be read");
    Result<PuzzleSet> set = parsePuzzleSet(*text);
    if (!set) return Result<PuzzleSet>::failure(path.string() + ": " + set.error());
    return set;
}

}  // namespace dicechess
