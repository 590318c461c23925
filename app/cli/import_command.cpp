// The import subcommand: games of the Dice Chess platform (their history JSON) as our .dcg records.
#include <filesystem>
#include <iostream>
#include <string>

#include "cli_support.h"
#include "commands.h"
#include "dicechess/notation/record.h"
#include "online/platform_record.h"
#include "platform/fair_dice.h"

namespace dicechess::cli {
namespace {

// One file's verdict line; false when the file was not imported.
bool importOne(const std::string& path, const std::filesystem::path& out, bool& allFair) {
    const std::string text = readTextFile(path);
    const auto history = online::Json::parse(text, nullptr, false);
    if (history.is_discarded()) {
        std::cout << path << ": refused: not JSON (a platform game history is GET /games/ID/history)\n";
        return false;
    }
    auto record = online::recordFromHistory(history);
    if (!record) {
        std::cout << path << ": refused: " << record.error() << '\n';
        return false;
    }
    const auto target = out / (record->tag("GameId") + ".dcg");
    writeTextFile(target, writeRecord(*record));
    std::string dice;
    const auto fairness = fair::fairnessOfRecord(*record);
    if (!fairness) {
        allFair = false;
        dice = "THE DICE CANNOT BE CHECKED: " + fairness.error();
    } else if (const fair::FairnessVerdict verdict = fair::verify(*fairness); !verdict.fair()) {
        allFair = false;
        dice = "THE DICE ARE NOT THE SEEDS' DICE: " + verdict.problems.front();
    } else {
        dice = "dice fair (" + std::to_string(verdict.rollsChecked) + " rolls)";
    }
    std::cout << path << ": " << target.string() << ": " << record->turns.size() << " turns, "
              << resultText(record->result) << " (" << terminationName(record->termination) << "), " << dice
              << '\n';
    return true;
}

}  // namespace

int runImport(const CommandArgs& args) {
    const Arguments parsed("import", args, {"out"}, {});
    parsed.expectPositionals(1, "a game history file (FILE.json)", true);
    const auto out = parsed.value("out");
    if (!out || out->empty()) throw UsageError("--out DIR: name the folder the .dcg records go to");
    std::error_code error;
    std::filesystem::create_directories(*out, error);
    if (error) throw UsageError("--out: cannot create '" + *out + "': " + error.message());
    bool allImported = true;
    bool allFair = true;
    for (const std::string& path : parsed.positionals()) {
        try {
            allImported = importOne(path, *out, allFair) && allImported;
        } catch (const UsageError& unreadable) {  // one unreadable file does not stop the others
            std::cout << path << ": refused: " << unreadable.what() << '\n';
            allImported = false;
        }
    }
    return !allImported ? 2 : allFair ? 0 : 1;
}

}  // namespace dicechess::cli
