// The verify-dice subcommand: a platform game's dice recomputed from its revealed seeds.
#include <iostream>
#include <string>

#include "cli_support.h"
#include "commands.h"
#include "fair_dice.h"

namespace dicechess::cli {

int runVerifyDice(const CommandArgs& args) {
    if (args.empty()) throw UsageError("name at least one game history file: verify-dice FILE...");
    for (const std::string& path : args)
        if (path.starts_with("--")) throw UsageError("unknown option '" + path + "'");
    bool allFair = true;
    for (const std::string& path : args) {
        const Result<fair::FairnessRecord> record = fair::readPlatformHistory(readTextFile(path));
        if (!record) throw UsageError(path + ": " + record.error());
        const fair::FairnessVerdict verdict = fair::verify(*record);
        if (verdict.fair()) {
            std::cout << path << ": fair: "
                      << (verdict.commitChecked ? "the revealed seed matches its commit, "
                                                : "no commit in the record (the seed alone is checked), ")
                      << verdict.rollsChecked << (verdict.rollsChecked == 1 ? " roll is" : " rolls are")
                      << " the seeds' rolls\n";
            continue;
        }
        allFair = false;
        for (const std::string& problem : verdict.problems)
            std::cout << path << ": NOT FAIR: " << problem << '\n';
    }
    return allFair ? 0 : 1;
}

}  // namespace dicechess::cli
