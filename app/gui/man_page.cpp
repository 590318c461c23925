#include "man_page.h"

#include <QStringList>

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"

namespace dicechess {
namespace {

// Escapes text for roff: backslashes, hyphens (so they are not hyphenation points), a leading dot.
QString roff(const QString& text) {
    QString out;
    for (const QChar c : text) {
        if (c == QLatin1Char('\\'))
            out += QStringLiteral("\\e");
        else if (c == QLatin1Char('-'))
            out += QStringLiteral("\\-");
        else
            out += c;
    }
    if (out.startsWith(QLatin1Char('.')) || out.startsWith(QLatin1Char('\'')))
        out.prepend(QStringLiteral("\\&"));
    return out;
}

QString optionNames(const QCommandLineOption& option) {
    QStringList names;
    for (const QString& name : option.names())
        names << QStringLiteral("\\fB%1%2\\fR")
                     .arg(name.size() == 1 ? QStringLiteral("\\-") : QStringLiteral("\\-\\-"), roff(name));
    QString text = names.join(QStringLiteral(", "));
    if (!option.valueName().isEmpty()) text += QStringLiteral(" \\fI%1\\fR").arg(roff(option.valueName()));
    return text;
}

}  // namespace

QString appManPage(const QList<QCommandLineOption>& options, const QString& version) {
    const int topLevel = botRegistry().back().level;
    QString page;
    page += QStringLiteral(".TH DICECHESS 1 \"\" \"DiceChess Studio %1\" \"User Commands\"\n").arg(version);
    page += QStringLiteral(
        ".SH NAME\ndicechess \\- play and analyse Dice Chess\n"
        ".SH SYNOPSIS\n.B dicechess\n[\\fIOPTIONS\\fR] [\\fIFILE.dcg\\fR]\n"
        ".SH DESCRIPTION\n"
        "DiceChess Studio is a desktop application for Dice Chess. In the three\\-dice rules each turn "
        "rolls\n"
        "three dice, each die names a piece type, and the mover plays up to three micro\\-moves; with\n"
        "\\fB\\-\\-variant one\\-die\\fR (or Rules: One die in New Game) one die names the type that makes "
        "the\n"
        "turn's one micro\\-move. Capturing the king wins.\n");
    page +=
        QStringLiteral(
            "Play against bots of levels 1\\-%1 (and, on one die, the Maastricht study's agents), review "
            "games\n"
            "by turn or by micro\\-move with an evaluation bar, graph and error marks, study every "
            "candidate turn\n"
            "of a roll and the 56\\-roll heat map, set up positions, and run bot\\-vs\\-bot matches in the "
            "Match Lab.\n")
            .arg(topLevel);
    page += QStringLiteral(
        ".PP\nGames autosave; a \\fIFILE.dcg\\fR argument opens a saved game for review.\n"
        "A DFEN position is one argument and must be quoted.\n"
        ".SH OPTIONS\n");
    for (const QCommandLineOption& option : options) {
        if (option.flags().testFlag(QCommandLineOption::HiddenFromHelp)) continue;
        page += QStringLiteral(".TP\n%1\n%2\n").arg(optionNames(option), roff(option.description()));
    }
    page += QStringLiteral(
        ".TP\n\\fB\\-h\\fR, \\fB\\-\\-help\\fR, \\fB\\-\\-help\\-all\\fR\nPrint the options (with "
        "\\-\\-help\\-all, Qt's too) and exit.\n"
        ".TP\n\\fB\\-v\\fR, \\fB\\-\\-version\\fR\nPrint the version and exit.\n"
        ".SH EXIT STATUS\n0 on success; 1 for an unknown option or a missing value; 2 for a bad value (with "
        "\\fB\\-\\-screenshot\\fR or "
        "\\fB\\-\\-soak\\fR the problem\ngoes to stderr, otherwise to a message box); 3 when a screenshot's "
        "state is not reached within\n120 seconds.\n"
        ".SH FILES\n"
        ".TP\n.I ~/.local/share/DiceChess/DiceChess Studio/\nAutosaved games and match folders.\n"
        ".TP\n.I ~/.config/DiceChess/DiceChess Studio.conf\nSettings.\n"
        ".SH SEE ALSO\n.BR dicechess\\-cli (1)\n");
    return page;
}

}  // namespace dicechess
