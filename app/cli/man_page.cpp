// `dicechess-cli --man`: the manual page (roff), built from the same command table as --help, so the
// installed man page can never disagree with the program.
#include <ostream>
#include <sstream>
#include <string>

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"

#include "commands.h"

namespace dicechess::cli {
namespace {

// Escapes text for roff: backslashes, hyphens (so they are not hyphenation points), leading dots.
std::string roff(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (c == '\\')
            out += "\\e";
        else if (c == '-')
            out += "\\-";
        else
            out += c;
    }
    if (!out.empty() && (out[0] == '.' || out[0] == '\'')) out.insert(0, "\\&");
    return out;
}

}  // namespace

void printManPage(std::ostream& out, const char* version) {
    out << ".TH DICECHESS\\-CLI 1 \"\" \"DiceChess Studio " << version << "\" \"User Commands\"\n"
        << ".SH NAME\ndicechess\\-cli \\- Dice Chess rules engine, bots, matches and analysis on the command "
           "line\n"
        << ".SH SYNOPSIS\n.B dicechess\\-cli\n.I COMMAND\n[\\fIARGS\\fR...]\n"
        << ".SH DESCRIPTION\nThe command-line face of DiceChess Studio's engine for three-dice Dice Chess: "
           "legal\n"
           "micro-moves and turns, king-capture probability, perft, bots of levels 1\\-"
        << botRegistry().back().level
        << ", bot-vs-bot matches and\n"
           "tournaments (resumable, shardable across machines), whole-game analysis, value-network training "
           "and\n"
           "benchmarks; with \\fB\\-\\-variant one\\-die\\fR also the one-die dialect and the Maastricht "
           "study's agents.\n"
           "Every command takes \\fB\\-\\-eval\\-file\\fR \\fIFILE\\fR: the value network to use "
           "instead of the shipped one.\n"
           "Data goes to stdout, one item per line; errors go to stderr with exit status 2.\n"
           "Progress goes to stderr: one line redrawn in place on a terminal, one line per update "
           "otherwise.\n"
           "A DFEN position is one argument and must be quoted.\n"
        << ".SH COMMANDS\n";
    for (const Command& c : commands()) {
        out << ".SS " << roff(c.name) << "\n" << roff(c.summary) << ".\n.PP\n.nf\n";
        std::istringstream help(c.help);
        for (std::string line; std::getline(help, line);) out << roff(line) << '\n';
        out << ".fi\n";
    }
    out << ".SH EXIT STATUS\n0 on success; 2 for a usage error or bad input, with a message naming what is "
           "wrong.\n"
        << ".SH SEE ALSO\n.BR dicechess (1)\n";
}

}  // namespace dicechess::cli
