#include "common/bot_texts.h"

#include <QCoreApplication>

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/bots/study/study_agents.h"

namespace dicechess::ui {
namespace {

struct Texts {
    const char* id;
    const char* name;
    const char* description;
};

// Context "BotTexts" in the .ts files; the English must stay equal to engine/src/bot.cpp and
// engine/src/study/study_agents.cpp.
constexpr Texts ThreeDiceBots[] = {
    {"random", QT_TRANSLATE_NOOP("BotTexts", "Random"),
     QT_TRANSLATE_NOOP("BotTexts", "Plays a uniformly random legal turn.")},
    {"checkmate-aware", QT_TRANSLATE_NOOP("BotTexts", "Checkmate-aware"),
     QT_TRANSLATE_NOOP(
         "BotTexts",
         "Captures the king when it can, otherwise avoids leaving its own king attacked; random "
         "otherwise.")},
    {"greedy", QT_TRANSLATE_NOOP("BotTexts", "Greedy"),
     QT_TRANSLATE_NOOP("BotTexts", "Maximises material after its turn; ties broken at random.")},
    {"cautious-greedy", QT_TRANSLATE_NOOP("BotTexts", "Cautious Greedy"),
     QT_TRANSLATE_NOOP("BotTexts",
                       "Maximises material and never leaves its king attacked if it can help it.")},
    {"aggressive", QT_TRANSLATE_NOOP("BotTexts", "Aggressive"),
     QT_TRANSLATE_NOOP("BotTexts", "Adds pawn storms, piece proximity and pressure around the enemy king.")},
    {"monte-carlo", QT_TRANSLATE_NOOP("BotTexts", "Monte-Carlo"),
     QT_TRANSLATE_NOOP("BotTexts",
                       "Judges its 16 best turns by random playouts with exact king-capture odds.")},
    {"expectimax", QT_TRANSLATE_NOOP("BotTexts", "Expectimax"),
     QT_TRANSLATE_NOOP(
         "BotTexts",
         "Searches its turns and the opponent's 56 rolls and replies (expectimax with Star1/Star2 "
         "pruning), judging positions by exact king-capture odds and a fitted win model.")},
    {"mcts", QT_TRANSLATE_NOOP("BotTexts", "Expecti-MCTS"),
     QT_TRANSLATE_NOOP(
         "BotTexts",
         "Grows a search tree of its turns and sampled rolls by UCT, judging new positions with the "
         "level-7 win model, and keeps the tree from turn to turn.")},
    {"neural", QT_TRANSLATE_NOOP("BotTexts", "Neural"),
     QT_TRANSLATE_NOOP(
         "BotTexts",
         "Searches like Expectimax but judges positions with a value network trained by self-play "
         "(exact king-capture odds plus the network's estimate of the rest).")},
};

constexpr Texts OneDieAgents[] = {
    {"random", QT_TRANSLATE_NOOP("BotTexts", "Random"),
     QT_TRANSLATE_NOOP("BotTexts", "A uniformly random legal move of the rolled piece type.")},
    {"basic", QT_TRANSLATE_NOOP("BotTexts", "Basic"),
     QT_TRANSLATE_NOOP(
         "BotTexts",
         "The first capture of the rolled type if there is one, else the move whose destination "
         "scores best in that piece's square table.")},
    {"minimax", QT_TRANSLATE_NOOP("BotTexts", "MiniMax"),
     QT_TRANSLATE_NOOP("BotTexts",
                       "Depth-limited minimax that ignores chance: below the root every piece type may move; "
                       "alpha-beta.")},
    {"expectiminimax", QT_TRANSLATE_NOOP("BotTexts", "ExpectiMiniMax"),
     QT_TRANSLATE_NOOP(
         "BotTexts",
         "Depth-limited expectiminimax: a chance node over the movable piece types before every "
         "move; Star1 pruning and a transposition table.")},
    {"q-learning", QT_TRANSLATE_NOOP("BotTexts", "Q-learning"),
     QT_TRANSLATE_NOOP(
         "BotTexts",
         "Tabular Q-learning from scratch at every decision: short episodes against an opponent "
         "policy, rewarded with the study evaluation; the root move with the highest Q.")},
    {"expecti-ql", QT_TRANSLATE_NOOP("BotTexts", "Expecti-QL"),
     QT_TRANSLATE_NOOP(
         "BotTexts",
         "ExpectiMiniMax whose leaves are valued by a Q-learning run from the leaf: the mean Q of "
         "the moves it tried.")},
    {"expecti-mcts", QT_TRANSLATE_NOOP("BotTexts", "Expecti-MCTS"),
     QT_TRANSLATE_NOOP(
         "BotTexts",
         "UCT over decision nodes (position, roll) and chance nodes (position after a move) with "
         "random playouts; the most visited move.")},
    {"aggressive", QT_TRANSLATE_NOOP("BotTexts", "Aggressive (level 5)"),
     QT_TRANSLATE_NOOP("BotTexts",
                       "Our level 5 on one die: the move whose position scores best by level 5's evaluation "
                       "(material, king safety, pawn storm, proximity and pressure on the enemy king).")},
    {"expectimax", QT_TRANSLATE_NOOP("BotTexts", "Expectimax (level 7)"),
     QT_TRANSLATE_NOOP(
         "BotTexts",
         "Our level 7's search on one die: expectiminimax over the movable piece types with Star1 "
         "and a transposition table, deepening to the movetime or budget, leaves judged by level "
         "5's evaluation.")},
    {"mcts", QT_TRANSLATE_NOOP("BotTexts", "Expecti-MCTS (level 8)"),
     QT_TRANSLATE_NOOP(
         "BotTexts",
         "Our level 8 on one die: the study's UCT tree, but new nodes judged by level 5's "
         "evaluation turned into a win probability instead of a random playout; iterates to the "
         "movetime or budget.")},
};

// StudyParameter::meaning of every parameter, translated by its English text.
[[maybe_unused]] constexpr const char* ParameterMeanings[] = {
    QT_TRANSLATE_NOOP("BotTexts", "plies searched (depth 1 judges the position after each move)"),
    QT_TRANSLATE_NOOP("BotTexts", "evaluation variant: 1 material + square tables, 2 also −50 a weak pawn"),
    QT_TRANSLATE_NOOP("BotTexts", "learning episodes per decision (per leaf in Expecti-QL)"),
    QT_TRANSLATE_NOOP("BotTexts", "learner moves per episode"),
    QT_TRANSLATE_NOOP("BotTexts", "learning rate α"),
    QT_TRANSLATE_NOOP("BotTexts", "discount γ"),
    QT_TRANSLATE_NOOP("BotTexts", "exploration probability of the first episode"),
    QT_TRANSLATE_NOOP("BotTexts", "exploration lost per episode (linear)"),
    QT_TRANSLATE_NOOP("BotTexts", "lowest exploration probability"),
    QT_TRANSLATE_NOOP("BotTexts", "the policy that answers the learner in episodes"),
    QT_TRANSLATE_NOOP("BotTexts", "playouts per decision"),
    QT_TRANSLATE_NOOP("BotTexts", "UCT exploration constant"),
    QT_TRANSLATE_NOOP("BotTexts", "iterations without a movetime or budget"),
};

const Texts* find(Variant variant, const std::string& id) {
    const auto search = [&](const auto& table) -> const Texts* {
        for (const Texts& t : table)
            if (id == t.id) return &t;
        return nullptr;
    };
    return variant == Variant::OneDie ? search(OneDieAgents) : search(ThreeDiceBots);
}

QString translated(const char* source) {
    return QCoreApplication::translate("BotTexts", source);
}

// The engine's own (English) text, for an id this file does not know yet.
QString engineText(Variant variant, const std::string& id, bool description) {
    if (variant == Variant::OneDie) {
        if (const StudyAgentInfo* agent = findStudyAgent(id))
            return QString::fromStdString(description ? agent->description : agent->name);
        return description ? QString() : QString::fromStdString(id);
    }
    for (const BotInfo& bot : botRegistry())
        if (bot.id == id) return QString::fromStdString(description ? bot.description : bot.name);
    return description ? QString() : QString::fromStdString(id);
}

}  // namespace

QString botName(Variant variant, const std::string& id) {
    const Texts* texts = find(variant, id);
    return texts ? translated(texts->name) : engineText(variant, id, false);
}

QString botDescription(Variant variant, const std::string& id) {
    const Texts* texts = find(variant, id);
    return texts ? translated(texts->description) : engineText(variant, id, true);
}

QString studyParameterMeaning(const std::string& meaning) {
    return QCoreApplication::translate("BotTexts", meaning.c_str());
}

}  // namespace dicechess::ui
