#include "dicechess/bots/study/study_agents.h"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "core/parse_number.h"
#include "dicechess/bots/study/study_eval.h"
#include "dicechess/bots/study/study_mcts.h"
#include "dicechess/bots/study/study_qlearning.h"
#include "dicechess/bots/study/study_search.h"
#include "dicechess/eval/eval.h"
#include "dicechess/rules/one_die.h"

namespace dicechess {

namespace {

StudyParameter parameter(std::string name, double byDefault, double min, double max, bool integer,
                         std::string meaning, std::vector<std::string> choices = {}) {
    return {std::move(name), byDefault, min, max, integer, std::move(meaning), std::move(choices)};
}

StudyParameter depthParameter(double byDefault) {
    return parameter("depth", byDefault, 1, 15, true,
                     "plies searched (depth 1 judges the position after each move)");
}
StudyParameter evalParameter() {
    return parameter("eval", 1, 1, 2, true,
                     "evaluation variant: 1 material + square tables, 2 also −50 a weak pawn");
}

MoveList rolledMoves(const Position& rolled) {
    MoveList moves;
    rolledOneDieMoves(rolled, moves);
    return moves;
}

// The common part of every study agent: no cube, no draws (the study played neither).
class StudyAgent : public Bot {
public:
    explicit StudyAgent(const StudyAgentSpec& spec) : m_spec(spec) {
        m_info.id = spec.text();
        m_info.name = spec.agent->name;
        m_info.description = spec.agent->description;
        m_info.level = spec.agent->level;
        m_info.thinks = spec.agent->thinks;
    }
    const BotInfo& info() const override { return m_info; }

    BotDecision chooseTurn(const BotRequest& request) override {
        BotDecision decision;
        const MoveList moves = rolledMoves(request.position);
        if (moves.empty()) return decision;  // a pass
        const Move chosen = choose(request, moves, decision);
        decision.turn.push_back(chosen);
        if (request.withCandidates) {
            for (Move m : moves) {
                Candidate candidate;
                candidate.turns = {Turn{m}};
                candidate.final = afterOneDieMove(request.position, m);
                candidate.capturesKing = request.position.capturesKing(m);
                candidate.score =
                    candidate.capturesKing
                        ? static_cast<std::int64_t>(StudyWinScore)
                        : -studyEvaluate(candidate.final, candidate.final.sideToMove(), evalVariant());
                candidate.chosen = m == chosen;
                decision.candidates.push_back(std::move(candidate));
            }
        }
        return decision;
    }

    bool offerDouble(const Position&, Color, Rng&) override { return false; }
    bool takeDouble(const Position&, Color, Rng&) override { return true; }
    bool offerDraw(const Position&, Color, Rng&) override { return false; }
    bool acceptDraw(const Position&, Color, Rng&) override { return false; }

protected:
    virtual Move choose(const BotRequest& request, const MoveList& moves, BotDecision& decision) = 0;
    int intValue(std::string_view name) const { return static_cast<int>(m_spec.value(name)); }
    StudyEval evalVariant() const {
        // Agents without an `eval` parameter (ours, random, basic) judge candidates by variant 1.
        return m_spec.values.contains("eval") ? static_cast<StudyEval>(intValue("eval"))
                                              : StudyEval::Variant1;
    }
    const StudyAgentSpec& spec() const { return m_spec; }

private:
    StudyAgentSpec m_spec;
    BotInfo m_info;
};

class RandomAgent final : public StudyAgent {
public:
    using StudyAgent::StudyAgent;
    Move choose(const BotRequest& request, const MoveList& moves, BotDecision& decision) override {
        decision.work = 1;
        return moves[request.rng->below(moves.size())];
    }
};

class BasicAgent final : public StudyAgent {
public:
    using StudyAgent::StudyAgent;
    Move choose(const BotRequest& request, const MoveList& moves, BotDecision& decision) override {
        decision.work = moves.size();
        return studyBasicMove(request.position, moves);
    }
};

// The Q-learning parameters shared by Q-learning and Expecti-QL, prefixed "ql-" in Expecti-QL where the
// search has its own depth.
std::vector<StudyParameter> qParameters(std::string_view depthName, double episodes) {
    return {parameter("episodes", episodes, 1, 1'000'000, true,
                      "learning episodes per decision (per leaf in Expecti-QL)"),
            parameter(std::string(depthName), 2, 1, 20, true, "learner moves per episode"),
            parameter("alpha", 0.1, 0, 1, false, "learning rate α"),
            parameter("gamma", 0.9, 0, 1, false, "discount γ"),
            parameter("epsilon", 0.3, 0, 1, false, "exploration probability of the first episode"),
            parameter("decay", 0.0005, 0, 1, false, "exploration lost per episode (linear)"),
            parameter("floor", 0.05, 0, 1, false, "lowest exploration probability"),
            parameter("opponent", 0, 0, 1, true, "the policy that answers the learner in episodes",
                      {"random", "basic"})};
}

StudyQOptions qOptions(const StudyAgentSpec& spec, std::string_view depthName, StudyEval eval) {
    StudyQOptions options;
    options.episodes = static_cast<int>(spec.value("episodes"));
    options.depth = static_cast<int>(spec.value(depthName));
    options.alpha = spec.value("alpha");
    options.gamma = spec.value("gamma");
    options.epsilon = spec.value("epsilon");
    options.decay = spec.value("decay");
    options.floor = spec.value("floor");
    options.opponent = spec.value("opponent") == 1 ? StudyOpponent::Basic : StudyOpponent::Random;
    options.eval = eval;
    return options;
}

class QLearningAgent final : public StudyAgent {
public:
    using StudyAgent::StudyAgent;
    Move choose(const BotRequest& request, const MoveList&, BotDecision& decision) override {
        StudyQOptions options = qOptions(spec(), "depth", evalVariant());
        options.stop = request.stop;
        const StudyQResult result = studyQLearning(request.position, options, *request.rng);
        decision.work = result.updates;
        decision.score = static_cast<std::int64_t>(std::llround(result.value));
        return result.best;
    }
};

class SearchAgent final : public StudyAgent {
public:
    enum class Kind { Minimax, Expectiminimax, ExpectiQL };
    SearchAgent(const StudyAgentSpec& spec, Kind kind) : StudyAgent(spec), m_kind(kind) {}
    Move choose(const BotRequest& request, const MoveList&, BotDecision& decision) override {
        StudySearchOptions options;
        options.depth = intValue("depth");
        options.eval = evalVariant();
        options.stop = request.stop;
        if (m_kind == Kind::ExpectiQL) {
            StudyQOptions q = qOptions(spec(), "ql-depth", options.eval);
            q.stop = request.stop;
            options.leafValue = [q, rng = request.rng](const Position& leaf) {
                return studyQLeafValue(leaf, q, *rng);
            };
        }
        const StudySearchResult result = m_kind == Kind::Minimax
                                             ? studyMinimax(request.position, options)
                                             : studyExpectiminimax(request.position, options);
        decision.work = result.nodes;
        decision.score = static_cast<std::int64_t>(std::llround(result.value));
        return result.best;
    }

private:
    Kind m_kind;
};

// ---- Our levels on one die (docs/one-die.md): level 5's evaluation, level 7's search, level 8's tree.

class OneDieAggressive final : public StudyAgent {
public:
    using StudyAgent::StudyAgent;
    Move choose(const BotRequest& request, const MoveList& moves, BotDecision& decision) override {
        const Position& pos = request.position;
        decision.work = moves.size();
        Move best = moves.front();
        double bestValue = -2 * StudyWinScore;
        for (Move m : moves) {
            if (pos.capturesKing(m)) return m;
            const double value = oneDieLeafValue(afterOneDieMove(pos, m), pos.sideToMove());
            if (value > bestValue) {
                bestValue = value;
                best = m;
            }
        }
        return best;
    }
};

class OneDieExpectimax final : public StudyAgent {
public:
    using StudyAgent::StudyAgent;
    Move choose(const BotRequest& request, const MoveList&, BotDecision& decision) override {
        StudySearchOptions options;
        options.stop = request.stop;
        options.leafValue = [](const Position& leaf) { return oneDieLeafValue(leaf, leaf.sideToMove()); };
        options.depth = intValue("depth");
        // A movetime or budget lets it deepen up to 30 plies; otherwise it searches `depth` exactly.
        const bool budgeted = request.deadline || request.workBudget;
        options.deadline = request.deadline;
        if (request.workBudget) options.maxNodes = *request.workBudget;
        if (budgeted) options.depth = 30;
        const StudySearchResult result = budgeted ? deepeningExpectiminimax(request.position, options)
                                                  : studyExpectiminimax(request.position, options);
        decision.work = result.nodes;
        decision.score = static_cast<std::int64_t>(std::llround(result.value));
        return result.best;
    }
};

// The study's Expecti-MCTS (random playouts, `iterations` a decision) or our level 8 on one die (leaves
// judged by level 5's evaluation, iterating to the movetime or budget).
class MctsAgent final : public StudyAgent {
public:
    MctsAgent(const StudyAgentSpec& spec, bool evaluationLeaves)
        : StudyAgent(spec), m_evaluationLeaves(evaluationLeaves) {}
    Move choose(const BotRequest& request, const MoveList&, BotDecision& decision) override {
        StudyMctsOptions options;
        options.iterations = intValue("iterations");
        options.exploration = spec().value("c");
        options.stop = request.stop;
        if (m_evaluationLeaves) {
            if (request.deadline) options.iterations = 100'000'000;
            if (request.workBudget)
                options.iterations =
                    static_cast<int>(std::min<std::uint64_t>(*request.workBudget, 100'000'000));
            options.deadline = request.deadline;
            options.leafValue = [](const Position& rolled, Color perspective) {
                return winProbabilityFromEval(static_cast<int>(oneDieLeafValue(rolled, perspective)));
            };
        }
        const StudyMctsResult result = studyMcts(request.position, options, *request.rng);
        decision.work = result.playouts;
        decision.winProbability = result.winRate;
        return result.best;
    }

private:
    bool m_evaluationLeaves;
};

// A parameter's value as text that reads back as the same double: whole numbers as integers ("10000000",
// not "1e+07"), others in the shortest form that round-trips ("0.8000002674598685"; a stream's six
// significant digits wrote "0.8", which reads back as the default and drops the parameter).
std::string formatValue(double v) {
    char buffer[32];
    const bool whole = v == std::floor(v) && std::abs(v) < 1e15;
    const auto end = whole ? std::to_chars(buffer, buffer + sizeof buffer, static_cast<long long>(v)).ptr
                           : std::to_chars(buffer, buffer + sizeof buffer, v).ptr;
    return std::string(buffer, end);
}

StudyAgentInfo agentInfo(std::string id, std::string name, std::string description,
                         std::vector<StudyParameter> parameters = {}, int level = 0, bool thinks = false) {
    return {std::move(id), std::move(name), std::move(description), std::move(parameters), level, thinks};
}

std::vector<StudyParameter> qLearningParameters() {
    auto parameters = qParameters("depth", 500);
    parameters.push_back(evalParameter());
    return parameters;
}

std::vector<StudyParameter> expectiQlParameters() {
    std::vector<StudyParameter> parameters = {depthParameter(2)};
    for (StudyParameter& p : qParameters("ql-depth", 20)) parameters.push_back(std::move(p));
    parameters.push_back(evalParameter());
    return parameters;
}

}  // namespace

const std::vector<StudyAgentInfo>& studyAgentRegistry() {
    static const std::vector<StudyAgentInfo> registry = {
        agentInfo("random", "Random", "A uniformly random legal move of the rolled piece type."),
        agentInfo("basic", "Basic",
                  "The first capture of the rolled type if there is one, else the move whose destination "
                  "scores best in that piece's square table."),
        agentInfo("minimax", "MiniMax",
                  "Depth-limited minimax that ignores chance: below the root every piece type may move; "
                  "alpha-beta.",
                  {depthParameter(3), evalParameter()}),
        agentInfo("expectiminimax", "ExpectiMiniMax",
                  "Depth-limited expectiminimax: a chance node over the movable piece types before every "
                  "move; Star1 pruning and a transposition table.",
                  {depthParameter(3), evalParameter()}),
        agentInfo("q-learning", "Q-learning",
                  "Tabular Q-learning from scratch at every decision: short episodes against an opponent "
                  "policy, rewarded with the study evaluation; the root move with the highest Q.",
                  qLearningParameters()),
        agentInfo("expecti-ql", "Expecti-QL",
                  "ExpectiMiniMax whose leaves are valued by a Q-learning run from the leaf: the mean Q of "
                  "the moves it tried.",
                  expectiQlParameters()),
        agentInfo("expecti-mcts", "Expecti-MCTS",
                  "UCT over decision nodes (position, roll) and chance nodes (position after a move) with "
                  "random playouts; the most visited move.",
                  {parameter("iterations", 2000, 1, 10'000'000, true, "playouts per decision"),
                   parameter("c", 0.8, 0, 100, false, "UCT exploration constant")}),
        agentInfo("aggressive", "Aggressive (level 5)",
                  "Our level 5 on one die: the move whose position scores best by level 5's evaluation "
                  "(material, king safety, pawn storm, proximity and pressure on the enemy king).",
                  {}, 5),
        agentInfo("expectimax", "Expectimax (level 7)",
                  "Our level 7's search on one die: expectiminimax over the movable piece types with Star1 "
                  "and a transposition table, deepening to the movetime or budget, leaves judged by level "
                  "5's evaluation.",
                  {depthParameter(4)}, 7, true),
        agentInfo(
            "mcts", "Expecti-MCTS (level 8)",
            "Our level 8 on one die: the study's UCT tree, but new nodes judged by level 5's "
            "evaluation turned into a win probability instead of a random playout; iterates to the "
            "movetime or budget.",
            {parameter("iterations", 2000, 1, 10'000'000, true, "iterations without a movetime or budget"),
             parameter("c", 0.8, 0, 100, false, "UCT exploration constant")},
            8, true),
    };
    return registry;
}

const StudyAgentInfo* findStudyAgent(std::string_view id) {
    for (const StudyAgentInfo& info : studyAgentRegistry())
        if (info.id == id || (info.level > 0 && std::to_string(info.level) == id)) return &info;
    return nullptr;
}

double StudyAgentSpec::value(std::string_view name) const {
    const auto it = values.find(name);
    return it == values.end() ? 0 : it->second;
}

std::string StudyAgentSpec::text() const {
    std::string text = agent->id;
    for (const StudyParameter& p : agent->parameters) {
        const double v = value(p.name);
        if (v == p.defaultValue) continue;
        text += ":" + p.name + "=" +
                (p.choices.empty() ? formatValue(v) : p.choices[static_cast<std::size_t>(v)]);
    }
    return text;
}

Result<StudyAgentSpec> parseStudyAgentSpec(std::string_view text) {
    auto fail = [](std::string message) { return Result<StudyAgentSpec>::failure(std::move(message)); };
    const std::size_t colon = text.find(':');
    const std::string_view id = text.substr(0, colon);
    StudyAgentSpec spec;
    spec.agent = findStudyAgent(id);
    if (!spec.agent) {
        std::string ids;
        for (const StudyAgentInfo& info : studyAgentRegistry()) ids += (ids.empty() ? "" : ", ") + info.id;
        return fail("unknown one-die agent '" + std::string(id) + "' (one of " + ids + ")");
    }
    for (const StudyParameter& p : spec.agent->parameters) spec.values[p.name] = p.defaultValue;
    std::string_view rest = colon == std::string_view::npos ? std::string_view{} : text.substr(colon + 1);
    while (colon != std::string_view::npos) {
        const std::size_t next = rest.find(':');
        const std::string_view part = rest.substr(0, next);
        const std::size_t equals = part.find('=');
        if (equals == std::string_view::npos)
            return fail("'" + std::string(part) + "' in '" + std::string(text) + "' is not name=value");
        const std::string_view name = part.substr(0, equals);
        const StudyParameter* parameter = nullptr;
        for (const StudyParameter& p : spec.agent->parameters)
            if (p.name == name) parameter = &p;
        if (!parameter) {
            std::string names;
            for (const StudyParameter& p : spec.agent->parameters)
                names += (names.empty() ? "" : ", ") + p.name;
            return fail("'" + std::string(id) + "' has no parameter '" + std::string(name) + "'" +
                        (names.empty() ? " (it takes none)" : " (it takes " + names + ")"));
        }
        const std::string_view valueText = part.substr(equals + 1);
        if (!parameter->choices.empty()) {
            const auto& choices = parameter->choices;
            const auto chosen = std::find(choices.begin(), choices.end(), valueText);
            if (chosen == choices.end()) {
                std::string names;
                for (const std::string& c : choices) names += (names.empty() ? "" : ", ") + c;
                return fail(std::string(name) + "='" + std::string(valueText) + "' in '" + std::string(text) +
                            "': expected one of " + names);
            }
            spec.values[std::string(name)] = static_cast<double>(chosen - choices.begin());
        } else {
            const auto value = parseNumber<double>(valueText);
            if (!value || (parameter->integer && *value != std::floor(*value)) || *value < parameter->min ||
                *value > parameter->max)
                return fail(std::string(name) + "='" + std::string(valueText) + "' in '" + std::string(text) +
                            "': expected " + (parameter->integer ? "an integer" : "a number") + " from " +
                            formatValue(parameter->min) + " to " + formatValue(parameter->max));
            spec.values[std::string(name)] = *value;
        }
        if (next == std::string_view::npos) break;
        rest = rest.substr(next + 1);
    }
    return spec;
}

std::unique_ptr<Bot> createStudyAgent(const StudyAgentSpec& spec) {
    const std::string& id = spec.agent->id;
    if (id == "random") return std::make_unique<RandomAgent>(spec);
    if (id == "basic") return std::make_unique<BasicAgent>(spec);
    if (id == "minimax") return std::make_unique<SearchAgent>(spec, SearchAgent::Kind::Minimax);
    if (id == "expectiminimax") return std::make_unique<SearchAgent>(spec, SearchAgent::Kind::Expectiminimax);
    if (id == "expecti-ql") return std::make_unique<SearchAgent>(spec, SearchAgent::Kind::ExpectiQL);
    if (id == "q-learning") return std::make_unique<QLearningAgent>(spec);
    if (id == "aggressive") return std::make_unique<OneDieAggressive>(spec);
    if (id == "expectimax") return std::make_unique<OneDieExpectimax>(spec);
    if (id == "mcts") return std::make_unique<MctsAgent>(spec, true);
    return std::make_unique<MctsAgent>(spec, false);  // expecti-mcts
}

Result<std::unique_ptr<Bot>> createStudyAgent(std::string_view text) {
    const Result<StudyAgentSpec> spec = parseStudyAgentSpec(text);
    if (!spec) return Result<std::unique_ptr<Bot>>::failure(spec.error());
    return createStudyAgent(*spec);
}

}  // namespace dicechess
