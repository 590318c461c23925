<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BotRatings</name>
    <message numerus="yes">
        <source>Rating %1 (against the levels, %n games)</source>
        <translation>
            <numerusform>Rating %1 (against the levels, %n game)</numerusform>
            <numerusform>Rating %1 (against the levels, %n games)</numerusform>
        </translation>
    </message>
</context>
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
    <message numerus="yes">
        <source> (%n points)</source>
        <translation>
            <numerusform> (%n point)</numerusform>
            <numerusform> (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This %1 has no legal move: with %2 left the turn must use %n dice</source>
        <translation>
            <numerusform>This %1 has no legal move: with %2 left the turn must use one die</numerusform>
            <numerusform>This %1 has no legal move: with %2 left the turn must use %n dice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>--view %1: the game has only %n turns</source>
        <translation>
            <numerusform>--view %1: the game has only %n turn</numerusform>
            <numerusform>--view %1: the game has only %n turns</numerusform>
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
        <source>Rolling out: %n rollouts a turn, differences ± %1 (target ± 1.0)</source>
        <translation>
            <numerusform>Rolling out: %n rollout a turn, differences ± %1 (target ± 1.0)</numerusform>
            <numerusform>Rolling out: %n rollouts a turn, differences ± %1 (target ± 1.0)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching every roll %n plies deep…</source>
        <translation>
            <numerusform>Searching every roll %n ply deep…</numerusform>
            <numerusform>Searching every roll %n plies deep…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Before the roll: White wins %1 % (ExpectiMiniMax, %n plies)</source>
        <translation>
            <numerusform>Before the roll: White wins %1 % (ExpectiMiniMax, %n ply)</numerusform>
            <numerusform>Before the roll: White wins %1 % (ExpectiMiniMax, %n plies)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts</source>
        <translation>
            <numerusform>%n rollout</numerusform>
            <numerusform>%n rollouts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 done · %n rollouts</source>
        <translation>
            <numerusform>%1 of %2 done · %n rollout</numerusform>
            <numerusform>%1 of %2 done · %n rollouts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n candidates, best first: %1</source>
        <translation>
            <numerusform>%n candidate: %1</numerusform>
            <numerusform>%n candidates, best first: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts, %1</source>
        <translation>
            <numerusform>%n rollout, %1</numerusform>
            <numerusform>%n rollouts, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> plies</source>
        <extracomment>spin box suffix after a number of plies (micro-moves)</extracomment>
        <translation>
            <numerusform> ply</numerusform>
            <numerusform> plies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rolled out %n turns with the same dice: %1, differences ± %2 (net policy, cut after 8 plies)</source>
        <extracomment>%1 is &quot;N rollouts each&quot;</extracomment>
        <translation>
            <numerusform>Rolled out %n turn with the same dice: %1, differences ± %2 (net policy, cut after 8 plies)</numerusform>
            <numerusform>Rolled out %n turns with the same dice: %1, differences ± %2 (net policy, cut after 8 plies)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts each</source>
        <translation>
            <numerusform>%n rollout each</numerusform>
            <numerusform>%n rollouts each</numerusform>
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
    <message numerus="yes">
        <source>Verification stopped: %1 of %n marks verified; the others keep the judge&apos;s mark</source>
        <translation>
            <numerusform>Verification stopped: %1 of %n mark verified; the others keep the judge&apos;s mark</numerusform>
            <numerusform>Verification stopped: %1 of %n marks verified; the others keep the judge&apos;s mark</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysing %n turns…</source>
        <translation>
            <numerusform>Analysing %n turn…</numerusform>
            <numerusform>Analysing %n turns…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::CandidateModel</name>
    <message numerus="yes">
        <source>%n rollouts ± %1</source>
        <translation>
            <numerusform>%n rollout ± %1</numerusform>
            <numerusform>%n rollouts ± %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>book, %n rollouts ± %1</source>
        <translation>
            <numerusform>book, %n rollout ± %1</numerusform>
            <numerusform>book, %n rollouts ± %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n visits</source>
        <translation>
            <numerusform>%n visit</numerusform>
            <numerusform>%n visits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plies</source>
        <translation>
            <numerusform>%n ply</numerusform>
            <numerusform>%n plies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts</source>
        <translation>
            <numerusform>%n rollout</numerusform>
            <numerusform>%n rollouts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win % from %n rollouts with the net&apos;s policy, cut after 8 plies by the net&apos;s value; every rolled-out row played the same dice.</source>
        <translation>
            <numerusform>Win % from %n rollout with the net&apos;s policy, cut after 8 plies by the net&apos;s value; every rolled-out row played the same dice.</numerusform>
            <numerusform>Win % from %n rollouts with the net&apos;s policy, cut after 8 plies by the net&apos;s value; every rolled-out row played the same dice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The opening book&apos;s value: %n rollouts with the net&apos;s policy and the same dice for the book&apos;s best turns of this roll, cut after 8 plies by the net&apos;s value; ± is its standard error. Book turns rank above the search&apos;s.</source>
        <translation>
            <numerusform>The opening book&apos;s value: %n rollout with the net&apos;s policy and the same dice for the book&apos;s best turns of this roll, cut after 8 plies by the net&apos;s value; ± is its standard error. Book turns rank above the search&apos;s.</numerusform>
            <numerusform>The opening book&apos;s value: %n rollouts with the net&apos;s policy and the same dice for the book&apos;s best turns of this roll, cut after 8 plies by the net&apos;s value; ± is its standard error. Book turns rank above the search&apos;s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win % from a search %n turns deep: this turn, the opponent&apos;s rolls and replies, and so on.</source>
        <translation>
            <numerusform>Win % from a search %n turn deep: this turn, then the opponent&apos;s rolls judged by the evaluation.</numerusform>
            <numerusform>Win % from a search %n turns deep: this turn, the opponent&apos;s rolls and replies, and so on.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win % averaged over %n visits of the search tree.</source>
        <translation>
            <numerusform>Win % averaged over %n visit of the search tree.</numerusform>
            <numerusform>Win % averaged over %n visits of the search tree.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exact win % of a search %n micro-moves deep.</source>
        <translation>
            <numerusform>Exact win % of a search %n micro-move deep.</numerusform>
            <numerusform>Exact win % of a search %n micro-moves deep.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win % from %n rollouts.</source>
        <translation>
            <numerusform>Win % from %n rollout.</numerusform>
            <numerusform>Win % from %n rollouts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::EnginesDialog</name>
    <message numerus="yes">
        <source>%1 plays, but breaks DCEP 1 %n time(s): see the check below.</source>
        <translation>
            <numerusform>%1 plays, but breaks DCEP 1 once: see the check below.</numerusform>
            <numerusform>%1 plays, but breaks DCEP 1 %n times: see the check below.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::GameArchive</name>
    <message numerus="yes">
        <source>✓ dice fair (%n rolls checked)</source>
        <translation>
            <numerusform>✓ dice fair (%n roll checked)</numerusform>
            <numerusform>✓ dice fair (%n rolls checked)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::GameFiles</name>
    <message numerus="yes">
        <source>%1 holds %n games; showing the first</source>
        <translation>
            <numerusform>%1 holds %n game; showing the first</numerusform>
            <numerusform>%1 holds %n games; showing the first</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::Judgement</name>
    <message numerus="yes">
        <source>value network, %n-turn search</source>
        <translation>
            <numerusform>value network, %n-turn search</numerusform>
            <numerusform>value network, %n-turn search</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts</source>
        <translation>
            <numerusform>%n rollout</numerusform>
            <numerusform>%n rollouts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one-die ExpectiMiniMax, %n plies</source>
        <translation>
            <numerusform>one-die ExpectiMiniMax, %n ply</numerusform>
            <numerusform>one-die ExpectiMiniMax, %n plies</numerusform>
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
    <message numerus="yes">
        <source>Stopped after %1 of %n games; Resume continues with the same seeds.</source>
        <translation>
            <numerusform>Stopped after %1 of %n game; Resume continues with the same seeds.</numerusform>
            <numerusform>Stopped after %1 of %n games; Resume continues with the same seeds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n games in %1.</source>
        <translation>
            <numerusform>Finished: %n game in %1.</numerusform>
            <numerusform>Finished: %n games in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No Elo yet: it needs at least %n games (two complete game pairs) and a 95 % score interval that stays between 0 % and 100 %. Until then the Elo interval is unbounded.</source>
        <translation>
            <numerusform>No Elo yet: it needs at least %n game (two complete game pairs) and a 95 % score interval that stays between 0 % and 100 %. Until then the Elo interval is unbounded.</numerusform>
            <numerusform>No Elo yet: it needs at least %n games (two complete game pairs) and a 95 % score interval that stays between 0 % and 100 %. Until then the Elo interval is unbounded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No Elo yet: the field&apos;s fit needs at least %n games of the bot.</source>
        <translation>
            <numerusform>No Elo yet: the field&apos;s fit needs at least %n game of the bot.</numerusform>
            <numerusform>No Elo yet: the field&apos;s fit needs at least %n games of the bot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n games · %2 running · elapsed %3 · ETA %4</source>
        <translation>
            <numerusform>%1 of %n game · %2 running · elapsed %3 · ETA %4</numerusform>
            <numerusform>%1 of %n games · %2 running · elapsed %3 · ETA %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Resume Last Match (%1 of %n games)</source>
        <translation>
            <numerusform>&amp;Resume Last Match (%1 of %n game)</numerusform>
            <numerusform>&amp;Resume Last Match (%1 of %n games)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MoveListModel</name>
    <message numerus="yes">
        <source> (%n points)</source>
        <translation>
            <numerusform> (%n point)</numerusform>
            <numerusform> (%n points)</numerusform>
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
        <source>Level 9 met this position in none of its %n recorded games, so its column is empty.</source>
        <translation>
            <numerusform>Level 9 met this position in none of its %n recorded game, so its column is empty.</numerusform>
            <numerusform>Level 9 met this position in none of its %n recorded games, so its column is empty.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The book does not have this position yet: %1 of its %n positions are computed (scripts/build-book continues it).</source>
        <translation>
            <numerusform>The book does not have this position yet: %1 of its %n position is computed (scripts/build-book continues it).</numerusform>
            <numerusform>The book does not have this position yet: %1 of its %n positions are computed (scripts/build-book continues it).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n distinct turns. The judge&apos;s best %1 were rolled out %2 each with the same dice (the net&apos;s policy, cut after %3); ± is a standard error in win-% points.</source>
        <extracomment>%2 is &quot;N times&quot;, %3 is &quot;N plies&quot;</extracomment>
        <translation>
            <numerusform>%n distinct turn. The judge&apos;s best %1 were rolled out %2 each with the same dice (the net&apos;s policy, cut after %3); ± is a standard error in win-% points.</numerusform>
            <numerusform>%n distinct turns. The judge&apos;s best %1 were rolled out %2 each with the same dice (the net&apos;s policy, cut after %3); ± is a standard error in win-% points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>as in &quot;rolled out 1000 times each&quot;</extracomment>
        <translation>
            <numerusform>once</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plies</source>
        <extracomment>as in &quot;cut after 8 plies&quot;</extracomment>
        <translation>
            <numerusform>%n ply</numerusform>
            <numerusform>%n plies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PlayOnlineDialog</name>
    <message numerus="yes">
        <source>%1: %n open seek(s)</source>
        <translation>
            <numerusform>%1: %n open seek</numerusform>
            <numerusform>%1: %n open seeks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PuzzlesWindow</name>
    <message numerus="yes">
        <source>%1 wins %2 %, %3 ± %4 points ahead of the closest rival rolled out (%n rollouts); the judge puts every other turn at least %5 points behind.</source>
        <translation>
            <numerusform>%1 wins %2 %, %3 ± %4 points ahead of the closest rival rolled out (%n rollout); the judge puts every other turn at least %5 points behind.</numerusform>
            <numerusform>%1 wins %2 %, %3 ± %4 points ahead of the closest rival rolled out (%n rollouts); the judge puts every other turn at least %5 points behind.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::RatingHistoryDialog</name>
    <message numerus="yes">
        <source>Forget all %n rated games and start again at 1500?</source>
        <translation>
            <numerusform>Forget the %n rated game and start again at 1500?</numerusform>
            <numerusform>Forget all %n rated games and start again at 1500?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rated games</source>
        <translation>
            <numerusform>%n rated game</numerusform>
            <numerusform>%n rated games</numerusform>
        </translation>
    </message>
</context>
</TS>
