#include "dicechess/training/decision_judges.h"

#include <charconv>
#include <span>

#include "dicechess/analysis/analysis.h"
#include "dicechess/bots/registry.h"
#include "dicechess/core/rng.h"
#include "dicechess/eval/win_model.h"
#include "dicechess/play/tournament.h"
#include "dicechess/rules/turngen.h"

namespace dicechess {
namespace {

// The final position the mover values best by `moverValue`.
template <typename Value>
Position bestAtZeroPly(const Position& rolled, Value moverValue) {
    TurnGenerator generator;
    const std::span<const TurnOutcome> outcomes = generator.distinctOutcomes(rolled);
    const TurnOutcome* best = &outcomes.front();
    double bestValue = -1;
    for (const TurnOutcome& o : outcomes)
        if (const double v = o.capturesKing ? 1.0 : moverValue(o.final); v > bestValue) {
            bestValue = v;
            best = &o;
        }
    return best->final;
}

Result<std::shared_ptr<const ValueNet>> netOf(std::string_view file, std::string_view judge) {
    if (file.empty()) {
        if (std::shared_ptr<const ValueNet> installed = defaultValueNet()) return installed;
        return std::string(judge) + " needs a value network (none is installed; give " + std::string(judge) +
               "=FILE)";
    }
    Result<ValueNet> loaded = ValueNet::load(std::string(file));
    if (!loaded) return std::string(judge) + ": " + loaded.error();
    return std::make_shared<const ValueNet>(std::move(*loaded));
}

DecisionJudgeFunction analysisJudge(AnalysisOptions options) {
    return [options](const Position& rolled) {
        const RollAnalysis analysis = analyseRoll(rolled, options);
        return analysis.candidates.front().final;
    };
}

// Analyse Game's search settings from ":depth=D:shortlist=K" after the judge's name.
Status applyAnalysisSettings(std::string_view settings, AnalysisOptions& options) {
    while (!settings.empty()) {
        const std::size_t next = settings.find(':', 1);
        const std::string_view part = settings.substr(1, next == std::string_view::npos ? next : next - 1);
        settings = next == std::string_view::npos ? std::string_view{} : settings.substr(next);
        const std::size_t equals = part.find('=');
        int value = 0;
        const std::string_view key = part.substr(0, equals);
        const std::string_view number = equals == std::string_view::npos ? "" : part.substr(equals + 1);
        const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), value);
        if (error != std::errc() || end != number.data() + number.size() || value < 1)
            return "analysis: '" + std::string(part) + "' needs a positive count (depth=D, shortlist=K)";
        if (key == "depth" && value <= 4) {
            options.netTurns = value;
        } else if (key == "shortlist") {
            options.shortlist = value;
        } else {
            return "analysis: unknown setting '" + std::string(part) + "' (depth=1..4, shortlist=K)";
        }
    }
    return Done{};
}

}  // namespace

Result<NamedJudge> decisionJudge(std::string_view spec) {
    NamedJudge judge{std::string(spec), {}};
    // analysis[=FILE][:depth=D][:shortlist=K]: the settings follow the name (a net file has no colon).
    std::string_view settings;
    if (spec.starts_with("analysis"))
        if (const std::size_t colon = spec.find(':'); colon != std::string_view::npos) {
            settings = spec.substr(colon);
            spec = spec.substr(0, colon);
        }
    const std::size_t equals = spec.find('=');
    const std::string_view kind = spec.substr(0, equals);
    const std::string_view value =
        equals == std::string_view::npos ? std::string_view{} : spec.substr(equals + 1);
    if (kind == "net" || kind == "analysis") {
        Result<std::shared_ptr<const ValueNet>> net = netOf(value, kind);
        if (!net) return net.error();
        if (kind == "net") {
            judge.choose = [net = *net](const Position& rolled) {
                return bestAtZeroPly(rolled, [&](const Position& f) { return 1 - net->winProbability(f); });
            };
        } else {
            AnalysisOptions options;
            options.engine = AnalysisEngine::Net;
            options.net = *net;
            if (const Status set = applyAnalysisSettings(settings, options); !set) return set.error();
            judge.choose = analysisJudge(options);
        }
        return judge;
    }
    if (!value.empty() && kind != "bot") return "judge '" + std::string(kind) + "' takes no value";
    if (kind == "model") {
        judge.choose = [](const Position& rolled) {
            return bestAtZeroPly(rolled, [](const Position& f) { return 1 - preRollWinProbability(f); });
        };
        return judge;
    }
    if (kind == "monte-carlo") {
        AnalysisOptions options;
        options.rollouts = 256;
        judge.choose = analysisJudge(options);
        return judge;
    }
    if (kind == "bot") {
        Result<Entrant> entrant = parseEntrant(value);
        if (!entrant) return "bot=" + std::string(value) + ": " + entrant.error();
        judge.choose = [entrant = *entrant](const Position& rolled) {
            std::unique_ptr<Bot> bot =
                entrant.net ? createBotWithNet(entrant.botId, entrant.net) : createBot(entrant.botId);
            Rng rng(deriveSeed(rolled.key(), 0xB07));
            BotRequest request;
            request.position = rolled;
            request.rng = &rng;
            request.withCandidates = false;
            if (entrant.workBudget > 0) request.workBudget = entrant.workBudget;
            if (entrant.moveTimeMs > 0)
                request.deadline = SteadyClock::now() + std::chrono::milliseconds(entrant.moveTimeMs);
            return afterTurn(rolled, bot->chooseTurn(request).turn);
        };
        return judge;
    }
    return "unknown judge '" + std::string(spec) +
           "' (net[=FILE], model, analysis[=FILE], monte-carlo, bot=ENTRANT)";
}

}  // namespace dicechess
