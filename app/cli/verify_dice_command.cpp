// The verify-dice subcommand: a platform game's dice recomputed from its revealed seeds.
#include <iostream>
#include <string>
#include <vector>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/notation/record.h"
#include "platform/fair_dice.h"

namespace dicechess::cli {
namespace {

// A file's games as fairness records, each with the label its verdict is printed under: a platform
// history (JSON) is one game, a .dcg file one game per record.
std::vector<std::pair<std::string, fair::FairnessRecord>> gamesOf(const std::string& path) {
    const std::string text = readTextFile(path);
    const auto start = text.find_first_not_of(" \t\r\n");
    if (start != std::string::npos && text[start] == '{') {
        Result<fair::FairnessRecord> record = fair::readPlatformHistory(text);
        if (!record) throw UsageError(path + ": " + record.error());
        return {{path, std::move(*record)}};
    }
    auto parsed = readRecords(text);
    if (const auto* error = std::get_if<RecordError>(&parsed))
        throw UsageError(path +
                         ": neither a platform game history (JSON) nor a .dcg game: " + error->toString());
    const auto& records = std::get<std::vector<GameRecord>>(parsed);
    std::vector<std::pair<std::string, fair::FairnessRecord>> games;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const std::string label = records.size() == 1 ? path : path + " game " + std::to_string(i + 1);
        Result<fair::FairnessRecord> record = fair::fairnessOfRecord(records[i]);
        if (!record) throw UsageError(label + ": " + record.error());
        games.emplace_back(label, std::move(*record));
    }
    if (games.empty()) throw UsageError(path + ": no game in the file");
    return games;
}

}  // namespace

int runVerifyDice(const CommandArgs& args) {
    if (args.empty()) throw UsageError("name at least one game file: verify-dice FILE...");
    for (const std::string& path : args)
        if (path.starts_with("--")) throw UsageError("unknown option '" + path + "'");
    bool allFair = true;
    for (const std::string& path : args) {
        for (const auto& [label, record] : gamesOf(path)) {
            const fair::FairnessVerdict verdict = fair::verify(record);
            if (verdict.fair()) {
                std::cout << label << ": fair: "
                          << (verdict.commitChecked ? "the revealed seed matches its commit, "
                                                    : "no commit in the record (the seed alone is checked), ")
                          << verdict.rollsChecked << (verdict.rollsChecked == 1 ? " roll is" : " rolls are")
                          << " the seeds' rolls\n";
                continue;
            }
            allFair = false;
            for (const std::string& problem : verdict.problems)
                std::cout << label << ": NOT FAIR: " << problem << '\n';
        }
    }
    return allFair ? 0 : 1;
}

}  // namespace dicechess::cli
