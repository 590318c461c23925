<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>GameTexts</name>
    <message numerus="yes">
        <source>%n hint(s) used</source>
        <translation>
            <numerusform>%n hint used</numerusform>
            <numerusform>%n hints used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tutor warning(s)</source>
        <translation>
            <numerusform>%n tutor warning</numerusform>
            <numerusform>%n tutor warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n takeback(s)</source>
        <translation>
            <numerusform>%n takeback</numerusform>
            <numerusform>%n takebacks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::AnalysisDock</name>
    <message numerus="yes">
        <source>Rolling out %n turns…</source>
        <translation>
            <numerusform>Rolling out %n turn…</numerusform>
            <numerusform>Rolling out %n turns…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rolled out %n turns with the same dice: %1 rollouts each, differences ± %2 (net policy, cut after 8 plies)</source>
        <translation>
            <numerusform>Rolled out %n turn with the same dice: %1 rollouts each, differences ± %2 (net policy, cut after 8 plies)</numerusform>
            <numerusform>Rolled out %n turns with the same dice: %1 rollouts each, differences ± %2 (net policy, cut after 8 plies)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::AnalysisSession</name>
    <message numerus="yes">
        <source>Verifying %n mark(s) by rollouts…</source>
        <translation>
            <numerusform>Verifying %n mark by rollouts…</numerusform>
            <numerusform>Verifying %n marks by rollouts…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MatchLabWindow</name>
    <message numerus="yes">
        <source>Stopping: abandoning %n running game(s); they are played again on resume.</source>
        <translation>
            <numerusform>Stopping: abandoning %n running game; they are played again on resume.</numerusform>
            <numerusform>Stopping: abandoning %n running games; they are played again on resume.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MoveListView</name>
    <message numerus="yes">
        <source>Variation of %n turn(s) — Esc takes one back, End returns to the game</source>
        <translation>
            <numerusform>Variation of %n turn — Esc takes one back, End returns to the game</numerusform>
            <numerusform>Variation of %n turns — Esc takes one back, End returns to the game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Viewing %1 after %2 of its %n micro-move(s) (read-only) — Ctrl+←/→ step by micro-move</source>
        <translation>
            <numerusform>Viewing %1 after %2 of its %n micro-move (read-only) — Ctrl+←/→ step by micro-move</numerusform>
            <numerusform>Viewing %1 after %2 of its %n micro-moves (read-only) — Ctrl+←/→ step by micro-move</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::OpeningExplorer</name>
    <message numerus="yes">
        <source>%n distinct turns. The judge&apos;s best %1 were rolled out %2 times each with the same dice (the net&apos;s policy, cut after %3 plies); ± is a standard error in win-% points.</source>
        <translation>
            <numerusform>%n distinct turn. The judge&apos;s best %1 were rolled out %2 times each with the same dice (the net&apos;s policy, cut after %3 plies); ± is a standard error in win-% points.</numerusform>
            <numerusform>%n distinct turns. The judge&apos;s best %1 were rolled out %2 times each with the same dice (the net&apos;s policy, cut after %3 plies); ± is a standard error in win-% points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level 9 met this position in none of its %n recorded games, so its column is empty.</source>
        <translation>
            <numerusform>Level 9 met this position in none of its %n recorded game, so its column is empty.</numerusform>
            <numerusform>Level 9 met this position in none of its %n recorded games, so its column is empty.</numerusform>
        </translation>
    </message>
</context>
</TS>
