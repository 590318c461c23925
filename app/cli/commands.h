#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace dicechess::cli {

using CommandArgs = std::vector<std::string>;

// One subcommand of dicechess-cli: its name, one-line summary, full help and entry point.
struct Command {
    const char* name;
    const char* summary;
    const char* help;
    int (*run)(const CommandArgs& args);
};

const std::vector<Command>& commands();

// The manual page in roff, from the command table.
void printManPage(std::ostream& out, const char* version);

int runMoves(const CommandArgs& args);
int runEngine(const CommandArgs& args);
int runEngineCheck(const CommandArgs& args);
int runVerifyDice(const CommandArgs& args);
int runImport(const CommandArgs& args);
int runServe(const CommandArgs& args);
int runBot(const CommandArgs& args);
int runTurns(const CommandArgs& args);
int runRolls(const CommandArgs& args);
int runApply(const CommandArgs& args);
int runKcp(const CommandArgs& args);
int runPerft(const CommandArgs& args);
int runBench(const CommandArgs& args);
int runSearch(const CommandArgs& args);
int runFitEval(const CommandArgs& args);
int runTrain(const CommandArgs& args);
int runDistill(const CommandArgs& args);
int runLabel(const CommandArgs& args);
int runBenchDb(const CommandArgs& args);
int runBots(const CommandArgs& args);
int runBest(const CommandArgs& args);
int runEquity(const CommandArgs& args);
int runRollout(const CommandArgs& args);
int runBook(const CommandArgs& args);
int runPuzzles(const CommandArgs& args);
int runEval(const CommandArgs& args);
int runMatch(const CommandArgs& args);
int runMerge(const CommandArgs& args);
int runAnalyse(const CommandArgs& args);
int runLosses(const CommandArgs& args);
int runRating(const CommandArgs& args);
int runHeatmap(const CommandArgs& args);

}  // namespace dicechess::cli
