// Bot subcommands: bots, best, equity, eval.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <numeric>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/analysis/judgement.h"
#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/bots/study/study_agents.h"
#include "dicechess/eval/value_net.h"
#include "dicechess/notation/move_text.h"
#include "dicechess/search/equity.h"

namespace dicechess::cli {

int runBots(const CommandArgs& raw) {
    const Arguments args("bots", raw, {"variant"}, {});
    args.expectPositionals(0, "no arguments");
    if (variantArgument(args) == Variant::OneDie) {
        // The study's agents (level 0) and ours on one die; then each parameter with its default and range.
        std::cout.precision(12);
        for (const StudyAgentInfo& info : studyAgentRegistry()) {
            std::cout << info.level << '\t' << info.id << '\t' << info.name << '\t' << info.description
                      << '\n';
            for (const StudyParameter& p : info.parameters) {
                std::cout << "\t  " << p.name << '=';
                if (p.choices.empty()) {
                    std::cout << p.defaultValue << " (" << p.min << " to " << p.max << ")";
                } else {
                    std::cout << p.choices[static_cast<std::size_t>(p.defaultValue)] << " (";
                    for (std::size_t i = 0; i < p.choices.size(); ++i)
                        std::cout << (i ? ", " : "") << p.choices[i];
                    std::cout << ")";
                }
                std::cout << "  " << p.meaning << '\n';
            }
        }
        return 0;
    }
    for (const BotInfo& info : botRegistry())
        std::cout << info.level << '\t' << info.id << '\t' << info.name << '\t' << info.description << '\n';
    return 0;
}

namespace {

// The judge the arguments ask for (--engine net|monte-carlo, --variant): eval and best --judge.
JudgementSettings judgeArgument(const Arguments& args) {
    JudgementSettings settings;
    settings.variant = variantArgument(args);
    settings.net = defaultValueNet();
    settings.book = defaultOpeningBook();
    const std::string engine = args.value("engine").value_or(settings.net ? "net" : "monte-carlo");
    if (engine != "net" && engine != "monte-carlo")
        throw UsageError("--engine must be net or monte-carlo, got '" + engine + "'");
    if (engine == "net" && !settings.net)
        throw UsageError("--engine net needs a value network (--eval-file FILE)");
    settings.engine = engine == "net" ? AnalysisEngine::Net : AnalysisEngine::MonteCarlo;
    return settings;
}

// "2 turns", "1 turn", "96 rollouts ± 1.2", "king capture": how the table's value was obtained.
std::string judgedText(const BotDecision& decision, const Candidate& c) {
    if (c.capturesKing) return "king capture";
    if (c.rollouts > 0) {
        char text[64];
        std::snprintf(text, sizeof text, "%llu rollouts ± %.1f", static_cast<unsigned long long>(c.rollouts),
                      c.standardError * 100);
        return text;
    }
    if (!c.winProbability) return "-";
    const auto support = static_cast<long long>(c.support);
    switch (decision.supportUnit) {
        case SupportUnit::Depth: return std::to_string(support) + (support == 1 ? " turn" : " turns");
        case SupportUnit::Plies: return std::to_string(support) + " plies";
        case SupportUnit::Visits: return std::to_string(support) + " visits";
        case SupportUnit::None: break;
    }
    return "-";
}
}  // namespace

int runBest(const CommandArgs& raw) {
    const Arguments args("best", raw, {"bot", "seed", "time-ms", "variant", "engine", "played"}, {"judge"});
    args.expectPositionals(1, "a DFEN with dice in field 7");
    const Variant variant = variantArgument(args);
    const Position pos = parsePositionArgument(args.positionals()[0], variant);
    if (pos.dice().empty()) throw UsageError("the DFEN has no dice (field 7); append a roll such as PNB");
    const std::optional<std::string> id = args.value("bot");
    const bool judge = args.flag("judge");
    if (judge == id.has_value())
        throw UsageError("best needs --bot ID (" + botIdsOf(variant) + ") or --judge, not both");
    if (!judge && (args.value("engine") || args.value("played")))
        throw UsageError("--engine and --played go with --judge");
    if (judge && args.value("time-ms"))
        throw UsageError("--time-ms goes with --bot: the judge has its own budget");
    BotDecision decision;
    if (judge) {
        std::optional<Turn> played;
        if (const auto text = args.value("played")) {
            played = parseTurnText(pos, *text);
            if (!played) throw UsageError("--played: '" + *text + "' is not a legal turn with these dice");
        }
        decision = judgeRoll(pos, judgeArgument(args), played ? &*played : nullptr);
    } else {
        std::unique_ptr<Bot> bot = botArgument(*id, "--bot", variant);
        Rng rng(static_cast<std::uint64_t>(args.integerOption("seed", 1, 0, (1LL << 62))));
        BotRequest request;
        request.position = pos;
        request.rng = &rng;
        if (const auto ms = args.value("time-ms"))
            request.deadline = SteadyClock::now() +
                               std::chrono::milliseconds(parseInteger(*ms, "--time-ms", 1, MaxMoveTimeMs));
        decision = bot->chooseTurn(request);
    }

    std::cout << "turn " << turnToString(decision.turn) << '\n';
    std::cout << "score "
              << (decision.score == WinScore ? std::string("win") : std::to_string(decision.score)) << '\n';
    if (decision.winProbability) std::printf("win-probability %.4f\n", *decision.winProbability);
    std::cout << "candidates " << decision.candidates.size() << '\n';
    const std::vector<std::size_t> order = rankedCandidates(decision);
    std::printf("%-4s %-22s %8s %8s %6s %6s %6s %6s %7s %-18s %7s %6s %s\n", "rank", "turn", "score",
                "material", "king", "storm", "prox", "ring", "win%", "judged", "kcp%", "orders", "chosen");
    int rank = 0;
    for (std::size_t i : order) {
        const Candidate& c = decision.candidates[i];
        const std::string score = c.score == WinScore ? "win" : std::to_string(c.score);
        const std::string win = c.winProbability ? std::to_string(*c.winProbability * 100).substr(0, 5) : "-";
        std::printf("%-4d %-22s %8s %8d %6d %6d %6d %6d %7s %-18s %7.2f %6zu %s\n", ++rank,
                    turnToString(c.turns.front()).c_str(), score.c_str(), c.breakdown.material,
                    c.breakdown.kingSafety, c.breakdown.pawnStorm, c.breakdown.proximity,
                    c.breakdown.ringPressure, win.c_str(), judgedText(decision, c).c_str(),
                    c.kingCaptureRisk * 100, c.turns.size(), c.chosen ? "*" : "");
    }
    return 0;
}

int runEquity(const CommandArgs& raw) {
    const Arguments args("equity", raw, {"rollouts", "max-plies", "target-error", "seed", "policy"}, {});
    args.expectPositionals(1, "a DFEN");
    Position pos = parsePositionArgument(args.positionals()[0]);
    EquityOptions options;
    const std::shared_ptr<const ValueNet> net = policyArgument(args, "random");
    options.policyNet = net.get();
    options.rollouts = static_cast<int>(args.integerOption("rollouts", options.rollouts, 1, 100000000));
    options.maxPlies = static_cast<int>(args.integerOption("max-plies", options.maxPlies, 1, 100000));
    options.targetError = args.realOption("target-error", 0, 0, 1);
    Rng rng(static_cast<std::uint64_t>(args.integerOption("seed", 1, 0, (1LL << 62))));
    const Equity e = estimateEquity(pos, options, rng);
    std::printf("white %.6f\nblack %.6f\nundecided %.6f\nrollouts %d\nstandard-error %.6f\n", e.whiteWins,
                e.blackWins, e.undecided, e.rollouts, e.standardError);
    return 0;
}

int runEval(const CommandArgs& raw) {
    const Arguments args("eval", raw, {"engine", "variant"}, {"quick"});
    args.expectPositionals(1, "a DFEN");
    const Position pos = parsePositionArgument(args.positionals()[0]);
    const JudgementSettings settings = judgeArgument(args);
    if (args.flag("quick") &&
        (settings.engine != AnalysisEngine::Net || settings.variant != Variant::ThreeDice))
        throw UsageError("--quick is the value network alone: three dice and --engine net only");
    const std::optional<Judgement> judged =
        args.flag("quick") ? quickJudgement(pos, settings) : judgePosition(pos, settings);
    if (!judged) throw UsageError("the position has no value: both kings must be on the board");
    std::printf("white %.6f\nblack %.6f\nmethod %s\n", judged->whiteWins, 1 - judged->whiteWins,
                describeJudgement(*judged).c_str());
    return 0;
}

}  // namespace dicechess::cli
