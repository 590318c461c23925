<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BotRatings</name>
    <message>
        <source>Rating %1 (round-robin of levels %2–%3, untimed)</source>
        <translation>Wertung %1 (Rundenturnier der Stufen %2–%3, ohne Bedenkzeit)</translation>
    </message>
    <message>
        <source>The engines&apos; ratings were not stored: %1</source>
        <translation>Die Wertungen der Engines wurden nicht gespeichert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Rating %1 (against the levels, %n games)</source>
        <translation>
            <numerusform>Wertung %1 (gegen die Stufen, %n Partie)</numerusform>
            <numerusform>Wertung %1 (gegen die Stufen, %n Partien)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BotTexts</name>
    <message>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Plays a uniformly random legal turn.</source>
        <translation>Spielt einen gleichverteilt zufälligen legalen Zug.</translation>
    </message>
    <message>
        <source>Checkmate-aware</source>
        <translation>Königsbewusst</translation>
    </message>
    <message>
        <source>Captures the king when it can, otherwise avoids leaving its own king attacked; random otherwise.</source>
        <translation>Schlägt den König, wenn es geht, und vermeidet sonst, den eigenen König angegriffen zu lassen; ansonsten zufällig.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Gierig</translation>
    </message>
    <message>
        <source>Maximises material after its turn; ties broken at random.</source>
        <translation>Maximiert das Material nach seinem Zug; Gleichstände werden zufällig entschieden.</translation>
    </message>
    <message>
        <source>Cautious Greedy</source>
        <translation>Vorsichtig gierig</translation>
    </message>
    <message>
        <source>Maximises material and never leaves its king attacked if it can help it.</source>
        <translation>Maximiert das Material und lässt seinen König nie angegriffen, wenn es sich vermeiden lässt.</translation>
    </message>
    <message>
        <source>Aggressive</source>
        <translation>Aggressiv</translation>
    </message>
    <message>
        <source>Adds pawn storms, piece proximity and pressure around the enemy king.</source>
        <translation>Bewertet zusätzlich Bauernsturm, Nähe der Figuren und Druck rund um den gegnerischen König.</translation>
    </message>
    <message>
        <source>Monte-Carlo</source>
        <translation>Monte-Carlo</translation>
    </message>
    <message>
        <source>Judges its 16 best turns by random playouts with exact king-capture odds.</source>
        <translation>Bewertet seine 16 besten Züge mit zufälligen Ausspielungen und exakten Königsschlag-Chancen.</translation>
    </message>
    <message>
        <source>Expectimax</source>
        <translation>Expectimax</translation>
    </message>
    <message>
        <source>Searches its turns and the opponent&apos;s 56 rolls and replies (expectimax with Star1/Star2 pruning), judging positions by exact king-capture odds and a fitted win model.</source>
        <translation>Durchsucht seine Züge und die 56 Würfe und Antworten des Gegners (Expectimax mit Star1/Star2-Beschneidung) und bewertet Stellungen mit exakten Königsschlag-Chancen und einem angepassten Gewinnmodell.</translation>
    </message>
    <message>
        <source>Expecti-MCTS</source>
        <translation>Expecti-MCTS</translation>
    </message>
    <message>
        <source>Grows a search tree of its turns and sampled rolls by UCT, judging new positions with the level-7 win model, and keeps the tree from turn to turn.</source>
        <translation>Baut per UCT einen Suchbaum aus seinen Zügen und gezogenen Würfen, bewertet neue Stellungen mit dem Gewinnmodell von Stufe 7 und behält den Baum von Zug zu Zug.</translation>
    </message>
    <message>
        <source>Neural</source>
        <translation>Neuronal</translation>
    </message>
    <message>
        <source>Searches like Expectimax but judges positions with a value network trained by self-play (exact king-capture odds plus the network&apos;s estimate of the rest).</source>
        <translation>Sucht wie Expectimax, bewertet Stellungen aber mit einem durch Selbstspiel trainierten Bewertungsnetz (exakte Königsschlag-Chancen plus die Schätzung des Netzes für den Rest).</translation>
    </message>
    <message>
        <source>A uniformly random legal move of the rolled piece type.</source>
        <translation>Ein gleichverteilt zufälliger legaler Zug der gewürfelten Figurenart.</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Einfach</translation>
    </message>
    <message>
        <source>The first capture of the rolled type if there is one, else the move whose destination scores best in that piece&apos;s square table.</source>
        <translation>Der erste Schlagzug der gewürfelten Art, falls es einen gibt, sonst der Zug, dessen Zielfeld in der Feldtabelle der Figur am besten bewertet ist.</translation>
    </message>
    <message>
        <source>MiniMax</source>
        <translation>MiniMax</translation>
    </message>
    <message>
        <source>Depth-limited minimax that ignores chance: below the root every piece type may move; alpha-beta.</source>
        <translation>Tiefenbegrenztes Minimax, das den Zufall ignoriert: unterhalb der Wurzel darf jede Figurenart ziehen; Alpha-Beta.</translation>
    </message>
    <message>
        <source>ExpectiMiniMax</source>
        <translation>ExpectiMiniMax</translation>
    </message>
    <message>
        <source>Depth-limited expectiminimax: a chance node over the movable piece types before every move; Star1 pruning and a transposition table.</source>
        <translation>Tiefenbegrenztes Expectiminimax: vor jedem Zug ein Zufallsknoten über die ziehfähigen Figurenarten; Star1-Beschneidung und eine Transpositionstabelle.</translation>
    </message>
    <message>
        <source>Q-learning</source>
        <translation>Q-Lernen</translation>
    </message>
    <message>
        <source>Tabular Q-learning from scratch at every decision: short episodes against an opponent policy, rewarded with the study evaluation; the root move with the highest Q.</source>
        <translation>Tabellarisches Q-Lernen bei jeder Entscheidung von vorn: kurze Episoden gegen eine Gegnerstrategie, belohnt mit der Bewertung der Studie; der Wurzelzug mit dem höchsten Q.</translation>
    </message>
    <message>
        <source>Expecti-QL</source>
        <translation>Expecti-QL</translation>
    </message>
    <message>
        <source>ExpectiMiniMax whose leaves are valued by a Q-learning run from the leaf: the mean Q of the moves it tried.</source>
        <translation>ExpectiMiniMax, dessen Blätter durch einen Q-Lernlauf ab dem Blatt bewertet werden: das mittlere Q der versuchten Züge.</translation>
    </message>
    <message>
        <source>UCT over decision nodes (position, roll) and chance nodes (position after a move) with random playouts; the most visited move.</source>
        <translation>UCT über Entscheidungsknoten (Stellung, Wurf) und Zufallsknoten (Stellung nach einem Zug) mit zufälligen Ausspielungen; der meistbesuchte Zug.</translation>
    </message>
    <message>
        <source>Aggressive (level 5)</source>
        <translation>Aggressiv (Stufe 5)</translation>
    </message>
    <message>
        <source>Our level 5 on one die: the move whose position scores best by level 5&apos;s evaluation (material, king safety, pawn storm, proximity and pressure on the enemy king).</source>
        <translation>Unsere Stufe 5 mit einem Würfel: der Zug, dessen Stellung nach der Bewertung von Stufe 5 am besten ist (Material, Königssicherheit, Bauernsturm, Nähe und Druck auf den gegnerischen König).</translation>
    </message>
    <message>
        <source>Expectimax (level 7)</source>
        <translation>Expectimax (Stufe 7)</translation>
    </message>
    <message>
        <source>Our level 7&apos;s search on one die: expectiminimax over the movable piece types with Star1 and a transposition table, deepening to the movetime or budget, leaves judged by level 5&apos;s evaluation.</source>
        <translation>Die Suche unserer Stufe 7 mit einem Würfel: Expectiminimax über die ziehfähigen Figurenarten mit Star1 und Transpositionstabelle, vertieft bis zur Zugzeit oder zum Budget, Blätter nach der Bewertung von Stufe 5.</translation>
    </message>
    <message>
        <source>Expecti-MCTS (level 8)</source>
        <translation>Expecti-MCTS (Stufe 8)</translation>
    </message>
    <message>
        <source>Our level 8 on one die: the study&apos;s UCT tree, but new nodes judged by level 5&apos;s evaluation turned into a win probability instead of a random playout; iterates to the movetime or budget.</source>
        <translation>Unsere Stufe 8 mit einem Würfel: der UCT-Baum der Studie, aber neue Knoten werden mit der in eine Gewinnwahrscheinlichkeit umgerechneten Bewertung von Stufe 5 statt einer zufälligen Ausspielung beurteilt; iteriert bis zur Zugzeit oder zum Budget.</translation>
    </message>
    <message>
        <source>plies searched (depth 1 judges the position after each move)</source>
        <translation>durchsuchte Halbzüge (Tiefe 1 bewertet die Stellung nach jedem Zug)</translation>
    </message>
    <message>
        <source>evaluation variant: 1 material + square tables, 2 also −50 a weak pawn</source>
        <translation>Bewertungsvariante: 1 Material + Feldtabellen, 2 zusätzlich −50 je schwachem Bauern</translation>
    </message>
    <message>
        <source>learning episodes per decision (per leaf in Expecti-QL)</source>
        <translation>Lernepisoden je Entscheidung (je Blatt bei Expecti-QL)</translation>
    </message>
    <message>
        <source>learner moves per episode</source>
        <translation>Züge des Lernenden je Episode</translation>
    </message>
    <message>
        <source>learning rate α</source>
        <translation>Lernrate α</translation>
    </message>
    <message>
        <source>discount γ</source>
        <translation>Diskont γ</translation>
    </message>
    <message>
        <source>exploration probability of the first episode</source>
        <translation>Erkundungswahrscheinlichkeit der ersten Episode</translation>
    </message>
    <message>
        <source>exploration lost per episode (linear)</source>
        <translation>Abnahme der Erkundung je Episode (linear)</translation>
    </message>
    <message>
        <source>lowest exploration probability</source>
        <translation>kleinste Erkundungswahrscheinlichkeit</translation>
    </message>
    <message>
        <source>the policy that answers the learner in episodes</source>
        <translation>die Strategie, die dem Lernenden in den Episoden antwortet</translation>
    </message>
    <message>
        <source>playouts per decision</source>
        <translation>Ausspielungen je Entscheidung</translation>
    </message>
    <message>
        <source>UCT exploration constant</source>
        <translation>UCT-Erkundungskonstante</translation>
    </message>
    <message>
        <source>iterations without a movetime or budget</source>
        <translation>Iterationen ohne Zugzeit oder Budget</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (Stufe %2)</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Pick one of your own pieces</source>
        <translation>Wählen Sie eine eigene Figur</translation>
    </message>
    <message>
        <source>No piece can move: the turn passes</source>
        <translation>Keine Figur kann ziehen: Der Zug wird gepasst</translation>
    </message>
    <message>
        <source>The die names a %1: move a %1</source>
        <translation>Der Würfel nennt den Figurentyp %1: Ziehen Sie eine solche Figur</translation>
    </message>
    <message>
        <source>A %1 cannot move there</source>
        <translation>%1 kann nicht dorthin ziehen</translation>
    </message>
    <message>
        <source>No %1 die left this turn</source>
        <translation>Kein %1-Würfel mehr in diesem Zug</translation>
    </message>
    <message>
        <source>Castling needs both a king die and a rook die</source>
        <translation>Die Rochade braucht einen Königs- und einen Turmwürfel</translation>
    </message>
    <message>
        <source>all three dice</source>
        <translation>alle drei Würfel</translation>
    </message>
    <message>
        <source>two dice</source>
        <translation>zwei Würfel</translation>
    </message>
    <message>
        <source>one die</source>
        <translation>einen Würfel</translation>
    </message>
    <message>
        <source>Must use %1: after this move only %2 of the remaining %3 dice can be played</source>
        <translation>Der Zug muss %1 nutzen: Nach diesem Teilzug wären nur %2 der übrigen %3 Würfel spielbar</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partie läuft</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>king captured</source>
        <translation>König geschlagen</translation>
    </message>
    <message>
        <source>100 micro-moves without a pawn move or capture</source>
        <translation>100 Teilzüge ohne Bauernzug oder Schlagen</translation>
    </message>
    <message>
        <source>turn limit reached</source>
        <translation>Zuglimit erreicht</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>double dropped</source>
        <translation>Verdopplung nicht angenommen</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>agreement</source>
        <translation>Einigung</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>illegaler Zug</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 (%2) doubles the stakes to %3.

%4 (%5): take and play on for %3, or pass and lose %6 now?</source>
        <translation>%1 (%2) verdoppelt den Einsatz auf %3.

%4 (%5): annehmen und um %3 weiterspielen, oder passen und jetzt %6 verlieren?</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) used</source>
        <translation>
            <numerusform>%n Hinweis genutzt</numerusform>
            <numerusform>%n Hinweise genutzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tutor warning(s)</source>
        <translation>
            <numerusform>%n Tutor-Warnung</numerusform>
            <numerusform>%n Tutor-Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n takeback(s)</source>
        <translation>
            <numerusform>%n Zurücknahme</numerusform>
            <numerusform>%n Zurücknahmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n points)</source>
        <translation>
            <numerusform> (%n Punkt)</numerusform>
            <numerusform> (%n Punkte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This %1 has no legal move: with %2 left the turn must use %n dice</source>
        <translation>
            <numerusform>Diese Figur (%1) hat keinen legalen Teilzug: Mit den übrigen Würfeln %2 muss der Zug einen Würfel nutzen</numerusform>
            <numerusform>Diese Figur (%1) hat keinen legalen Teilzug: Mit den übrigen Würfeln %2 muss der Zug %n Würfel nutzen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (engine)</source>
        <translation>%1 (Engine)</translation>
    </message>
    <message>
        <source>engine fault</source>
        <translation>Engine-Fehler</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Not judged: a pass or a forced turn</source>
        <translation>Nicht bewertet: Passen oder erzwungener Zug</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>&lt;h2&gt;How to play Dice Chess&lt;/h2&gt;&lt;p&gt;Chess pieces and moves, but every turn starts with a roll of &lt;b&gt;three dice&lt;/b&gt;. Each die names a piece type: 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king. You play up to three &lt;b&gt;micro-moves&lt;/b&gt;, one per die, each with a piece of the die&apos;s type, in any order. Doubles are real: two pawn dice move one pawn twice or two pawns once each.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;So wird Dice Chess gespielt&lt;/h2&gt;&lt;p&gt;Schachfiguren und -züge, aber jeder Zug beginnt mit einem Wurf von &lt;b&gt;drei Würfeln&lt;/b&gt;. Jeder Würfel nennt einen Figurentyp: 1 Bauer, 2 Springer, 3 Läufer, 4 Turm, 5 Dame, 6 König. Sie spielen bis zu drei &lt;b&gt;Teilzüge&lt;/b&gt;, einen pro Würfel, jeweils mit einer Figur vom Typ des Würfels, in beliebiger Reihenfolge. Pasche zählen wirklich: Zwei Bauernwürfel ziehen einen Bauern zweimal oder zwei Bauern je einmal.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Roll P N B: 1 e2e4 spends the pawn die, 2 g1f3 the knight die; the bishop die pays for a third micro-move, e.g. f1c4.</source>
        <translation>Wurf P N B: 1 e2e4 verbraucht den Bauernwürfel, 2 g1f3 den Springerwürfel; der Läuferwürfel erlaubt einen dritten Teilzug, z. B. f1c4.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Winning&lt;/h3&gt;&lt;p&gt;There is no check and no checkmate: kings may stand in attack. You win by &lt;b&gt;capturing the king&lt;/b&gt;; the game ends on the spot. You also win when the opponent resigns, drops a double or runs out of time.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Gewinnen&lt;/h3&gt;&lt;p&gt;Es gibt kein Schach und kein Schachmatt: Könige dürfen im Angriff stehen. Sie gewinnen, indem Sie &lt;b&gt;den König schlagen&lt;/b&gt;; die Partie endet sofort. Sie gewinnen auch, wenn der Gegner aufgibt, eine Verdopplung nicht annimmt oder seine Zeit überschreitet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>With a bishop die White plays b4e7 and wins at once.</source>
        <translation>Mit einem Läuferwürfel spielt Weiß b4e7 und gewinnt sofort.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Which micro-moves are legal&lt;/h3&gt;&lt;p&gt;You must use as many dice as the position allows: if some order of micro-moves spends all three dice, every turn must spend all three. A king capture is always allowed. When no die can be used the turn passes by itself; you can never pass on purpose. The board only lets you pick pieces that keep the most dice playable, and says why when it refuses a move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Welche Teilzüge legal sind&lt;/h3&gt;&lt;p&gt;Sie müssen so viele Würfel nutzen, wie die Stellung erlaubt: Wenn eine Reihenfolge von Teilzügen alle drei Würfel verbraucht, muss jeder Zug alle drei verbrauchen. Ein Königsschlag ist immer erlaubt. Kann kein Würfel genutzt werden, wird der Zug automatisch gepasst; absichtlich passen können Sie nie. Das Brett lässt nur Figuren wählen, mit denen die meisten Würfel spielbar bleiben, und nennt den Grund, wenn es einen Zug ablehnt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Castling, en passant, promotion&lt;/h3&gt;&lt;p&gt;Castling needs a king die and a rook die and spends both; attacked squares never matter. A double pawn push can be taken en passant during the whole of the opponent&apos;s next turn. Promotion spends the pawn die, and the new piece may move again if a matching die is left.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rochade, en passant, Umwandlung&lt;/h3&gt;&lt;p&gt;Die Rochade braucht einen Königs- und einen Turmwürfel und verbraucht beide; angegriffene Felder spielen nie eine Rolle. Ein Bauerndoppelschritt kann während des gesamten nächsten Zugs des Gegners en passant geschlagen werden. Die Umwandlung verbraucht den Bauernwürfel, und die neue Figur darf erneut ziehen, wenn ein passender Würfel übrig ist.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Roll P R K: castling e1g1 spends the king and the rook die, a2a4 the pawn die.</source>
        <translation>Wurf P R K: Die Rochade e1g1 verbraucht den Königs- und den Turmwürfel, a2a4 den Bauernwürfel.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Draws&lt;/h3&gt;&lt;p&gt;A draw comes by agreement, or when 100 micro-moves pass without a pawn move or a capture. There is no stalemate and no draw by repetition.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Remis&lt;/h3&gt;&lt;p&gt;Remis entsteht durch Einigung oder wenn 100 Teilzüge ohne Bauernzug oder Schlagen vergehen. Es gibt kein Patt und kein Remis durch Stellungswiederholung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;What the analysis shows&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Eval bar&lt;/b&gt;: the chance that White wins. Before the roll it is the position&apos;s value; after a roll, the value of the best turn with these dice.&lt;/li&gt;&lt;li&gt;&lt;b&gt;♚ KCP&lt;/b&gt; (king-capture probability): the chance that the side to move next can capture your king with its coming roll, counted over all 216 rolls.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Heat map&lt;/b&gt;: the 56 rolls with their probability and the best turn&apos;s score; green rolls capture the king, blue ones are good for the mover, red ones bad. Click a roll to see its candidates.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Marks&lt;/b&gt;: &lt;b&gt;?!&lt;/b&gt; inaccuracy, &lt;b&gt;?&lt;/b&gt; mistake, &lt;b&gt;??&lt;/b&gt; blunder, by how much the played turn lowered the win chance against the best turn with the same dice (the thresholds are in the Preferences). Select a marked turn to see the best one.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Luck&lt;/b&gt;: how much better or worse the roll was than an average roll from the same position; good play with bad dice can still lose.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Was die Analyse zeigt&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Bewertungsbalken&lt;/b&gt;: die Gewinnchance von Weiß. Vor dem Wurf ist es der Wert der Stellung; nach einem Wurf der Wert des besten Zugs mit diesen Würfeln.&lt;/li&gt;&lt;li&gt;&lt;b&gt;♚ KCP&lt;/b&gt; (Königsschlag-Wahrscheinlichkeit): die Chance, dass die als Nächstes ziehende Seite mit ihrem kommenden Wurf Ihren König schlagen kann, gezählt über alle 216 Würfe.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Heatmap&lt;/b&gt;: die 56 Würfe mit ihrer Wahrscheinlichkeit und der Wertung des besten Zugs; grüne Würfe schlagen den König, blaue sind gut für die ziehende Seite, rote schlecht. Klicken Sie auf einen Wurf, um seine Kandidaten zu sehen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Markierungen&lt;/b&gt;: &lt;b&gt;?!&lt;/b&gt; Ungenauigkeit, &lt;b&gt;?&lt;/b&gt; Fehler, &lt;b&gt;??&lt;/b&gt; grober Fehler, je nachdem, wie stark der gespielte Zug die Gewinnchance gegenüber dem besten Zug mit denselben Würfeln gesenkt hat (die Schwellen stehen in den Einstellungen). Wählen Sie einen markierten Zug, um den besten zu sehen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Glück&lt;/b&gt;: wie viel besser oder schlechter der Wurf war als ein durchschnittlicher Wurf aus derselben Stellung; auch gutes Spiel kann mit schlechten Würfeln verlieren.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Fair play&lt;/h3&gt;&lt;p&gt;Against a bot the eval bar and the analysis stay hidden until the game ends (Edit ▸ Preferences turns this off).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Fair Play&lt;/h3&gt;&lt;p&gt;Gegen einen Bot bleiben Bewertungsbalken und Analyse bis zum Ende der Partie verborgen (Bearbeiten ▸ Einstellungen schaltet das ab).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>↑ ↓ (board focused)</source>
        <translation>↑ ↓ (Brett im Fokus)</translation>
    </message>
    <message>
        <source>Board: show the keyboard cursor and move it</source>
        <translation>Brett: Tastaturcursor zeigen und bewegen</translation>
    </message>
    <message>
        <source>← → (cursor shown)</source>
        <translation>← → (Cursor sichtbar)</translation>
    </message>
    <message>
        <source>Board: move the cursor sideways instead of reviewing</source>
        <translation>Brett: Cursor seitwärts bewegen statt Züge durchzugehen</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Enter / Space</translation>
    </message>
    <message>
        <source>Board: pick the piece under the cursor, then drop it</source>
        <translation>Brett: Figur unter dem Cursor aufnehmen, dann absetzen</translation>
    </message>
    <message>
        <source>Esc (cursor shown)</source>
        <translation>Esc (Cursor sichtbar)</translation>
    </message>
    <message>
        <source>Board: drop the picked piece; again: hide the cursor so ← → review turns</source>
        <translation>Brett: aufgenommene Figur zurücklegen; erneut: Cursor ausblenden, damit ← → durch die Züge blättern</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>DiceChess Studio</source>
        <translation>DiceChess Studio</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; is not a player; use human or one of %3</source>
        <translation>--%1 &apos;%2&apos; ist kein Spieler; verwenden Sie human oder eines von %3</translation>
    </message>
    <message>
        <source>Play and analyse three-dice Dice Chess.</source>
        <translation>Dice Chess mit drei Würfeln spielen und analysieren.</translation>
    </message>
    <message>
        <source>A .dcg game to open.</source>
        <translation>Eine zu öffnende .dcg-Partie.</translation>
    </message>
    <message>
        <source>Start from this DFEN position.</source>
        <translation>Von dieser DFEN-Stellung aus beginnen.</translation>
    </message>
    <message>
        <source>Dice seed.</source>
        <translation>Seed für die Würfel.</translation>
    </message>
    <message>
        <source>Write a PNG of the window once the position is shown, then exit.</source>
        <translation>Ein PNG des Fensters schreiben, sobald die Stellung angezeigt wird, dann beenden.</translation>
    </message>
    <message>
        <source>With --screenshot: let the game run this many turns first.</source>
        <translation>Mit --screenshot: die Partie zuerst so viele Züge laufen lassen.</translation>
    </message>
    <message>
        <source>Play for stakes with the doubling cube.</source>
        <translation>Mit dem Verdopplungswürfel um Einsatz spielen.</translation>
    </message>
    <message>
        <source>Open the analysis pane.</source>
        <translation>Das Analysefenster öffnen.</translation>
    </message>
    <message>
        <source>With a game file: show the position after N turns, or step S of turn N+1 (1 = its roll, 2 = after its first micro-move).</source>
        <translation>Mit einer Partiedatei: die Stellung nach N Zügen zeigen oder Schritt S von Zug N+1 (1 = sein Wurf, 2 = nach seinem ersten Teilzug).</translation>
    </message>
    <message>
        <source>Open the position editor (on --dfen&apos;s position if given).</source>
        <translation>Den Stellungseditor öffnen (mit der Stellung von --dfen, falls angegeben).</translation>
    </message>
    <message>
        <source>Open the match lab on a match folder and play its missing games (resume).</source>
        <translation>Das Match-Labor mit einem Match-Ordner öffnen und dessen fehlende Partien spielen (fortsetzen).</translation>
    </message>
    <message>
        <source>The value network to use instead of the shipped one.</source>
        <translation>Das statt des mitgelieferten zu verwendende Bewertungsnetz.</translation>
    </message>
    <message>
        <source>The window&apos;s size, e.g. 1100x760.</source>
        <translation>Die Fenstergröße, z. B. 1100x760.</translation>
    </message>
    <message>
        <source>Open a Help page: how-to-play or shortcuts.</source>
        <translation>Eine Hilfeseite öffnen: how-to-play oder shortcuts.</translation>
    </message>
    <message>
        <source>Value network</source>
        <translation>Bewertungsnetz</translation>
    </message>
    <message>
        <source>%1

Level 9 and the analysis use the fitted win model instead.</source>
        <translation>%1

Stufe 9 und die Analyse verwenden stattdessen das angepasste Gewinnmodell.</translation>
    </message>
    <message>
        <source>--seed must be a whole number, got &apos;%1&apos;</source>
        <translation>--seed muss eine ganze Zahl sein, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--dfen: %1</source>
        <translation>--dfen: %1</translation>
    </message>
    <message>
        <source>Give at most one game file, got %1</source>
        <translation>Höchstens eine Partiedatei angeben, erhalten: %1</translation>
    </message>
    <message>
        <source>--view wants N or N.S with whole numbers, got &apos;%1&apos;</source>
        <translation>--view erwartet N oder N.S mit ganzen Zahlen, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--view needs a game file</source>
        <translation>--view benötigt eine Partiedatei</translation>
    </message>
    <message>
        <source>--help-page must be how-to-play or shortcuts, not &apos;%1&apos;</source>
        <translation>--help-page muss how-to-play oder shortcuts sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--size wants WIDTHxHEIGHT in pixels (at least 400x300), got &apos;%1&apos;</source>
        <translation>--size erwartet BREITExHÖHE in Pixeln (mindestens 400x300), erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--screenshot-after-turns must be a whole number</source>
        <translation>--screenshot-after-turns muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>No double, take</source>
        <translation>Keine Verdopplung, annehmen</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Verdoppeln, annehmen</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Verdoppeln, ablehnen</translation>
    </message>
    <message>
        <source>Too good to double, pass</source>
        <translation>Zu gut zum Verdoppeln, ablehnen</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Keine Verdopplung</translation>
    </message>
    <message>
        <source>Cube: %1 — proper %2 (%3 %: ND %4, D/T %5, D/P %6)</source>
        <translation>Verdopplungswürfel: %1 — richtig %2 (%3 %: KV %4, V/A %5, V/Ab %6)</translation>
    </message>
    <message>
        <source>Interface language: en, de or ru (default: the preference, else the system&apos;s).</source>
        <translation>Sprache der Oberfläche: en, de oder ru (Standard: die Einstellung, sonst die des Systems).</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos;: %3</source>
        <translation>--%1 &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>Rules of a new game: three-dice (default) or one-die (the Maastricht study&apos;s dialect).</source>
        <translation>Regeln einer neuen Partie: three-dice (Standard) oder one-die (die Variante der Maastrichter Studie).</translation>
    </message>
    <message>
        <source>--variant must be three-dice or one-die, not &apos;%1&apos;</source>
        <translation>--variant muss three-dice oder one-die sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--stakes: the one-die dialect is played without the cube</source>
        <translation>--stakes: Die Ein-Würfel-Variante wird ohne Verdopplungswürfel gespielt</translation>
    </message>
    <message>
        <source>A game file cannot be combined with --variant, --dfen, --white, --black, --seed or --stakes</source>
        <translation>Eine Partiedatei kann nicht mit --variant, --dfen, --white, --black, --seed oder --stakes kombiniert werden</translation>
    </message>
    <message>
        <source>Soak test for MINUTES (scripts/soak): Match Lab and main window play on; memory is reported.</source>
        <translation>Dauertest über MINUTES Minuten (scripts/soak): Match-Labor und Hauptfenster spielen weiter; der Speicher wird berichtet.</translation>
    </message>
    <message>
        <source>--soak takes whole minutes from 1 to 1440, not &apos;%1&apos;</source>
        <translation>--soak erwartet ganze Minuten von 1 bis 1440, nicht „%1“</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Best turn (%1 wins %2 %)</source>
        <translation>Bester Zug (%1 gewinnt %2 %)</translation>
    </message>
    <message>
        <source>%1 −%2 % — best %3 (%4 wins %5 %), played %6 %</source>
        <translation>%1 −%2 % — am besten %3 (%4 gewinnt %5 %), gespielt %6 %</translation>
    </message>
    <message>
        <source>&lt;h3&gt;One die&lt;/h3&gt;&lt;p&gt;Game ▸ New Game ▸ Rules: One die plays a second dialect, the one of the Maastricht study &quot;Exploring agents in Dice Chess&quot;. Each turn rolls &lt;b&gt;one die&lt;/b&gt;, and a piece of the type it names makes &lt;b&gt;one micro-move&lt;/b&gt;. A face whose type cannot move is rolled again, so every type that can move is equally likely. The king die alone castles. When no piece can move at all the turn passes. Capturing the king wins, draws come as above, and there is no doubling cube. The bots are the study&apos;s agents and our levels 5, 7 and 8; the analysis judges every move of the rolled type, and KCP is the share of the opponent&apos;s movable piece types that can capture your king.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ein Würfel&lt;/h3&gt;&lt;p&gt;Partie ▸ Neue Partie ▸ Regeln: Ein Würfel spielt einen zweiten Dialekt, den der Maastrichter Studie „Exploring agents in Dice Chess“. In jedem Zug wird &lt;b&gt;ein Würfel&lt;/b&gt; geworfen, und eine Figur der genannten Art macht &lt;b&gt;einen Mikrozug&lt;/b&gt;. Eine Seite, deren Figurenart nicht ziehen kann, wird neu gewürfelt, sodass jede ziehfähige Art gleich wahrscheinlich ist. Nur der Königswürfel rochiert. Kann gar keine Figur ziehen, verfällt der Zug. Wer den König schlägt, gewinnt; Remis gibt es wie oben, und es gibt keinen Verdopplungswürfel. Die Bots sind die Agenten der Studie und unsere Stufen 5, 7 und 8; die Analyse bewertet jeden Zug der gewürfelten Art, und KCP ist der Anteil der ziehfähigen gegnerischen Figurenarten, die Ihren König schlagen können.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 confirmed</source>
        <translation>%1 bestätigt</translation>
    </message>
    <message>
        <source>%1 withdrawn</source>
        <translation>%1 zurückgenommen</translation>
    </message>
    <message>
        <source>%1 changed to %2</source>
        <translation>%1 geändert zu %2</translation>
    </message>
    <message>
        <source>✓ Rollouts: %1 ± %2 % (%3 each), %4</source>
        <translation>✓ Rollouts: %1 ± %2 % (je %3), %4</translation>
    </message>
    <message>
        <source>--explorer: the opening book does not have %1</source>
        <translation>--explorer: Das Eröffnungsbuch enthält %1 nicht</translation>
    </message>
    <message>
        <source>[opening book]</source>
        <translation>[Eröffnungsbuch]</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Learn and prepare&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Opening Explorer&lt;/b&gt; (Game ▸ Opening Explorer): every first turn of a roll from the opening book, the best ones rolled out with win % ± standard error, and how often level 9 chose each; play one on the board or open it as a variation. Level 9 plays the book&apos;s best turn, and Analyse Game judges book rolls by the book.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hint&lt;/b&gt; (H): the judge&apos;s three best turns for your roll, as numbered arrows.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tutor&lt;/b&gt; (Edit ▸ Preferences): warns when your turn against a bot loses more than its threshold, and offers to undo it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Learn from Your Mistakes&lt;/b&gt; (Learn menu): after Analyse Game, your ? and ?? turns come back as exercises. Play a better turn on the small board: within the ?! threshold of the best it counts, then the solution and the game&apos;s loss are shown. Solved exercises are remembered for each game.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Puzzles&lt;/b&gt; (Learn menu): positions from recorded games where one turn is clearly better than every other, each verified by rollouts. Your first answer to a puzzle scores.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ratings&lt;/b&gt;: New Game shows each bot level&apos;s rating from a round-robin of the levels; games against a bot without hints, the tutor or takebacks rate you (Glicko-2), and Game ▸ Rating History shows how your rating went.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Hints and tutor warnings are counted in the game&apos;s record and named with the result.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Lernen und vorbereiten&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Eröffnungs-Explorer&lt;/b&gt; (Partie ▸ Eröffnungs-Explorer): jeder erste Zug eines Wurfs aus dem Eröffnungsbuch, die besten mit Rollouts bewertet (Gewinn-% ± Standardfehler), und wie oft Stufe 9 jeden wählte; spiele einen auf dem Brett oder öffne ihn als Variante. Stufe 9 spielt den besten Zug des Buchs, und Partie analysieren bewertet Buchwürfe nach dem Buch.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tipp&lt;/b&gt; (H): die drei besten Züge der Bewertung für deinen Wurf als nummerierte Pfeile.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tutor&lt;/b&gt; (Bearbeiten ▸ Einstellungen): warnt, wenn dein Zug gegen einen Bot mehr als die Schwelle verliert, und bietet an, ihn zurückzunehmen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Aus Fehlern lernen&lt;/b&gt; (Menü Lernen): Nach Partie analysieren kommen deine ?- und ??-Züge als Übungen zurück. Spiele auf dem kleinen Brett einen besseren Zug: Innerhalb der ?!-Schwelle zum besten zählt er, dann werden die Lösung und der Verlust in der Partie gezeigt. Gelöste Übungen werden für jede Partie gemerkt.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Aufgaben&lt;/b&gt; (Menü Lernen): Stellungen aus aufgezeichneten Partien, in denen ein Zug klar besser ist als alle anderen, jede durch Rollouts geprüft. Deine erste Antwort auf eine Aufgabe zählt.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Wertungen&lt;/b&gt;: Neue Partie zeigt die Wertung jeder Bot-Stufe aus einem Rundenturnier der Stufen; Partien gegen einen Bot ohne Tipps, Tutor oder Zurücknahmen werten dich (Glicko-2), und Partie ▸ Wertungsverlauf zeigt den Verlauf deiner Wertung.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Tipps und Tutor-Warnungen werden im Partieprotokoll gezählt und mit dem Ergebnis genannt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open Learn ▸ Learn from Your Mistakes on the analysed game file (exercises), or Learn ▸ Puzzles (puzzles).</source>
        <translation>Öffnet Lernen ▸ Aus Fehlern lernen für die analysierte Partiedatei (exercises) oder Lernen ▸ Aufgaben (puzzles).</translation>
    </message>
    <message>
        <source>--learn exercises: %1</source>
        <translation>--learn exercises: %1</translation>
    </message>
    <message>
        <source>--learn must be exercises or puzzles, not &apos;%1&apos;</source>
        <translation>--learn muss exercises oder puzzles sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Open the New Game dialog on --white and --black (with the bots&apos; ratings).</source>
        <translation>Öffnet den Dialog Neue Partie mit --white und --black (mit den Wertungen der Bots).</translation>
    </message>
    <message>
        <source>Open the Opening Explorer on a White first roll (e.g. PNB), or on Black&apos;s after White&apos;s ROLL:black-roll (e.g. PNB:pnr) or after White&apos;s pass (pass:pnr).</source>
        <translation>Den Eröffnungs-Explorer für einen ersten Wurf von Weiß öffnen (z. B. PNB) oder für den von Schwarz nach dem weißen WURF:schwarzer-Wurf (z. B. PNB:pnr) oder nach dem Passen von Weiß (pass:pnr).</translation>
    </message>
    <message numerus="yes">
        <source>--view %1: the game has only %n turns</source>
        <translation>
            <numerusform>--view %1: Die Partie hat nur %n Zug</numerusform>
            <numerusform>--view %1: Die Partie hat nur %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>White player: human, a bot id/level or engine:NAME (an engine of the engines file).</source>
        <translation>Spieler mit Weiß: human, eine Bot-ID/Stufe oder engine:NAME (eine Engine der Engine-Datei).</translation>
    </message>
    <message>
        <source>Black player: human, a bot id/level or engine:NAME (an engine of the engines file).</source>
        <translation>Spieler mit Schwarz: human, eine Bot-ID/Stufe oder engine:NAME (eine Engine der Engine-Datei).</translation>
    </message>
    <message>
        <source>External engines</source>
        <translation>Externe Engines</translation>
    </message>
    <message>
        <source>%1

No external engine can play until the file is repaired (Game ▸ Engines… shows it).</source>
        <translation>%1

Keine externe Engine kann spielen, bis die Datei repariert ist (Partie ▸ Engines… zeigt sie).</translation>
    </message>
    <message>
        <source>the server answered HTTP %1</source>
        <translation>der Server antwortete mit HTTP %1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>%1 a turn</source>
        <translation>%1 je Zug</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Play online&lt;/h3&gt;&lt;p&gt;Game ▸ Play Online… opens a platform server&apos;s lobby: accept a seek or post one, play one of its bots, watch a live game, or create a game for a friend and send the link. &lt;i&gt;Local server&lt;/i&gt; starts one on this computer. The server rolls the dice and keeps the clocks; your finished turn is sent whole and stands when the server takes it. In a game on a server there is no eval bar, hint, tutor, analysis or takeback until it ends; then the server&apos;s record opens in its place with its dice checked against the seeds it reveals.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Online spielen&lt;/h3&gt;&lt;p&gt;Partie ▸ Online spielen… öffnet die Lobby eines Plattform-Servers: ein Gesuch annehmen oder selbst stellen, gegen einen seiner Bots spielen, einer laufenden Partie zuschauen oder eine Partie für einen Freund erstellen und ihm den Link schicken. &lt;i&gt;Lokaler Server&lt;/i&gt; startet einen auf diesem Rechner. Der Server würfelt und führt die Uhren; Ihr fertiger Zug wird als Ganzes gesendet und gilt, sobald der Server ihn annimmt. In einer Partie auf einem Server gibt es bis zu ihrem Ende keinen Bewertungsbalken, keine Hinweise, keinen Tutor, keine Analyse und keine Zugrücknahme; danach öffnet sich an ihrer Stelle die Aufzeichnung des Servers, ihre Würfel geprüft gegen die Seeds, die er dann offenlegt.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>UnsavedGame</name>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Save it before you %1?</source>
        <translation>Vorher speichern, bevor Sie %1?</translation>
    </message>
    <message>
        <source>The finished game (%1; turns played: %2) has not been saved.</source>
        <translation>Die beendete Partie (%1; gespielte Züge: %2) ist nicht gespeichert.</translation>
    </message>
    <message>
        <source>The game in progress (%1; turns played: %2; clock running) has not been saved.</source>
        <translation>Die laufende Partie (%1; gespielte Züge: %2; Uhr läuft) ist nicht gespeichert.</translation>
    </message>
    <message>
        <source>The game in progress (%1; turns played: %2) has not been saved.</source>
        <translation>Die laufende Partie (%1; gespielte Züge: %2) ist nicht gespeichert.</translation>
    </message>
</context>
<context>
    <name>dicechess::ui</name>
    <message>
        <source>Unknown language &apos;%1&apos;: use one of en, %2</source>
        <translation>Unbekannte Sprache „%1“: Verwenden Sie en, %2</translation>
    </message>
    <message>
        <source>The translation %1 cannot be loaded</source>
        <translation>Die Übersetzung %1 kann nicht geladen werden</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::AnalysisDock</name>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>rollouts</source>
        <translation>Rollouts</translation>
    </message>
    <message>
        <source>Budget of an analysis: a time, or rollouts per candidate (and before the roll, rollouts of the position)</source>
        <translation>Budget einer Analyse: eine Zeit oder Rollouts pro Kandidat (und vor dem Wurf Rollouts der Stellung)</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>The 56 rolls: probability, best turn&apos;s score; green rolls capture the king. Click one: what if?</source>
        <translation>Die 56 Würfe: Wahrscheinlichkeit, Wertung des besten Zugs; grüne Würfe schlagen den König. Einen anklicken: Was wäre, wenn?</translation>
    </message>
    <message>
        <source>What if %1? Analysing…</source>
        <translation>Was wäre bei %1? Analysiere…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>net policy</source>
        <translation>Netz-Policy</translation>
    </message>
    <message>
        <source>random playouts</source>
        <translation>zufällige Playouts</translation>
    </message>
    <message>
        <source>Rolling out the position before the roll (%1)…</source>
        <translation>Rollouts der Stellung vor dem Wurf (%1)…</translation>
    </message>
    <message>
        <source>Analysing with %1…</source>
        <translation>Analysiere mit %1…</translation>
    </message>
    <message>
        <source>king!</source>
        <translation>König!</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>%1: %2/216 (%3 %)
best turn %4
score %5</source>
        <translation>%1: %2/216 (%3 %)
bester Zug %4
Wertung %5</translation>
    </message>
    <message>
        <source>Before the roll — click a roll to see its candidates</source>
        <translation>Vor dem Wurf — einen Wurf anklicken, um seine Kandidaten zu sehen</translation>
    </message>
    <message>
        <source>Cube: at 64, no more doubles</source>
        <translation>Verdopplungswürfel: auf 64, keine weitere Verdopplung</translation>
    </message>
    <message>
        <source>Cube: %1 owns the cube; %2 cannot double</source>
        <translation>Verdopplungswürfel: %1 besitzt den Würfel; %2 kann nicht verdoppeln</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Cube (%1 at %2): proper %3 — ND %4, D/T %5, D/P %6</source>
        <translation>Verdopplungswürfel (%1 auf %2): richtig %3 — KV %4, V/A %5, V/Ab %6</translation>
    </message>
    <message>
        <source>Cube equities per unit of the cube for the side to roll, cubeful (Janowski, cube efficiency 0.7): ND no double, D/T double and take, D/P double and pass</source>
        <translation>Erwartungswerte je Würfeleinheit für die Seite am Wurf, mit Würfel (Janowski, Würfeleffizienz 0,7): KV keine Verdopplung, V/A verdoppeln und annehmen, V/Ab verdoppeln und ablehnen</translation>
    </message>
    <message numerus="yes">
        <source> plies</source>
        <extracomment>spin box suffix after a number of plies (micro-moves)</extracomment>
        <translation>
            <numerusform> Halbzug</numerusform>
            <numerusform> Halbzüge</numerusform>
        </translation>
    </message>
    <message>
        <source>One-die analysis: ExpectiMiniMax over the movable piece types, this many micro-moves deep, level 5&apos;s evaluation at the leaves</source>
        <translation>Ein-Würfel-Analyse: ExpectiMiniMax über die ziehfähigen Figurentypen, so viele Teilzüge tief, mit der Bewertung von Stufe 5 an den Blättern</translation>
    </message>
    <message>
        <source>Each piece type that can move is rolled with the same probability; beside it the best move and the mover&apos;s chances after it</source>
        <translation>Jeder ziehfähige Figurentyp wird mit derselben Wahrscheinlichkeit gewürfelt; daneben der beste Zug und die Chancen der ziehenden Seite danach</translation>
    </message>
    <message>
        <source>Before the roll — the best move for each die</source>
        <translation>Vor dem Wurf — der beste Zug für jedes Würfelergebnis</translation>
    </message>
    <message>
        <source>Analysis failed: %1</source>
        <translation>Analyse fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>unknown engine &apos;%1&apos;</source>
        <translation>unbekannte Engine „%1“</translation>
    </message>
    <message>
        <source>A king has been captured: the game is over</source>
        <translation>Ein König wurde geschlagen: die Partie ist zu Ende</translation>
    </message>
    <message>
        <source>Judge — value net, 2-turn search (as Analyse Game)</source>
        <translation>Richter — Wertnetz, Suche über 2 Züge (wie Partie analysieren)</translation>
    </message>
    <message>
        <source>Judge — Monte-Carlo rollouts</source>
        <translation>Richter — Monte-Carlo-Rollouts</translation>
    </message>
    <message>
        <source>Level %1 — %2 (its own search)</source>
        <translation>Stufe %1 — %2 (eigene Suche)</translation>
    </message>
    <message>
        <source>What judges the candidates: the judge (the same numbers as Analyse Game and the eval bar), or a bot&apos;s own search within the budget</source>
        <translation>Wer die Kandidaten bewertet: der Richter (dieselben Zahlen wie Partie analysieren und der Bewertungsbalken) oder die eigene Suche eines Bots im Budget</translation>
    </message>
    <message>
        <source>Judging every candidate…</source>
        <translation>Alle Kandidaten werden bewertet…</translation>
    </message>
    <message>
        <source>Every candidate by the first pass; searching the best deeper…</source>
        <translation>Alle Kandidaten im ersten Durchgang; die besten werden tiefer durchsucht…</translation>
    </message>
    <message>
        <source>Judging the position before the roll…</source>
        <translation>Die Stellung vor dem Wurf wird bewertet…</translation>
    </message>
    <message>
        <source>Before the roll: White wins %1 % (%2)</source>
        <translation>Vor dem Wurf: Weiß gewinnt %1 % (%2)</translation>
    </message>
    <message>
        <source>Before the roll: White wins %1 % ± %2 (%3)</source>
        <translation>Vor dem Wurf: Weiß gewinnt %1 % ± %2 (%3)</translation>
    </message>
    <message>
        <source>Roll out</source>
        <translation>Ausrollen</translation>
    </message>
    <message>
        <source>Roll out the selected candidates and the first row against each other (Ctrl+click selects several): the net&apos;s policy plays on with the same dice for every turn until their differences are known to ± 1 win-% point, as Analyse Game verifies its marks</source>
        <translation>Die gewählten Kandidaten und die erste Zeile gegeneinander ausrollen (Strg+Klick wählt mehrere): Die Strategie des Netzes spielt mit denselben Würfeln für jeden Zug weiter, bis die Unterschiede auf ± 1 Gewinn-%-Punkt bekannt sind, wie Partie analysieren seine Markierungen prüft</translation>
    </message>
    <message>
        <source>Roll out the selected turns</source>
        <translation>Gewählte Züge ausrollen</translation>
    </message>
    <message>
        <source>Rollout stopped: the table keeps the values it had</source>
        <translation>Ausrollen angehalten: die Tabelle behält ihre bisherigen Werte</translation>
    </message>
    <message numerus="yes">
        <source>Rolling out %n turns…</source>
        <translation>
            <numerusform>Rolle %n Zug aus…</numerusform>
            <numerusform>Rolle %n Züge aus…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rolling out: %n rollouts a turn, differences ± %1 (target ± 1.0)</source>
        <translation>
            <numerusform>Ausrollen: %n Rollout je Zug, Unterschiede ± %1 (Ziel ± 1,0)</numerusform>
            <numerusform>Ausrollen: %n Rollouts je Zug, Unterschiede ± %1 (Ziel ± 1,0)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching every roll %n plies deep…</source>
        <translation>
            <numerusform>Suche über %n Halbzug für jeden Wurf…</numerusform>
            <numerusform>Suche über %n Halbzüge für jeden Wurf…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Before the roll: White wins %1 % (ExpectiMiniMax, %n plies)</source>
        <translation>
            <numerusform>Vor dem Wurf: Weiß gewinnt %1 % (ExpectiMiniMax, %n Halbzug)</numerusform>
            <numerusform>Vor dem Wurf: Weiß gewinnt %1 % (ExpectiMiniMax, %n Halbzüge)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts</source>
        <translation>
            <numerusform>%n Rollout</numerusform>
            <numerusform>%n Rollouts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 done · %n rollouts</source>
        <translation>
            <numerusform>%1 von %2 fertig · %n Rollout</numerusform>
            <numerusform>%1 von %2 fertig · %n Rollouts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n candidates, best first: %1</source>
        <translation>
            <numerusform>%n Kandidat: %1</numerusform>
            <numerusform>%n Kandidaten, die besten zuerst: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts, %1</source>
        <translation>
            <numerusform>%n Rollout, %1</numerusform>
            <numerusform>%n Rollouts, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rolled out %n turns with the same dice: %1, differences ± %2 (net policy, cut after 8 plies)</source>
        <extracomment>%1 is &quot;N rollouts each&quot;</extracomment>
        <translation>
            <numerusform>%n Zug mit denselben Würfeln ausgerollt: %1, Unterschiede ± %2 (Strategie des Netzes, nach 8 Halbzügen abgeschnitten)</numerusform>
            <numerusform>%n Züge mit denselben Würfeln ausgerollt: %1, Unterschiede ± %2 (Strategie des Netzes, nach 8 Halbzügen abgeschnitten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts each</source>
        <translation>
            <numerusform>je %n Rollout</numerusform>
            <numerusform>je %n Rollouts</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine — %1 (its own search)</source>
        <translation>Engine — %1 (eigene Suche)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 plays this turn (an engine gives one candidate)</source>
        <translation>%1 spielt diesen Zug (eine Engine nennt einen Kandidaten)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::AnalysisSession</name>
    <message>
        <source>Analyse Game failed: %1</source>
        <translation>Partieanalyse fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Analyse Game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Nothing to analyse yet: no turn has been played</source>
        <translation>Noch nichts zu analysieren: Es wurde kein Zug gespielt</translation>
    </message>
    <message>
        <source>Analysing every turn…</source>
        <translation>Analysiere jeden Zug…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Game analysis cancelled</source>
        <translation>Partieanalyse abgebrochen</translation>
    </message>
    <message>
        <source>Analysis done (%3) — accuracy White %1 %, Black %2 % — Ctrl+E jumps to the next error</source>
        <translation>Analyse fertig (%3) — Genauigkeit Weiß %1 %, Schwarz %2 % — Ctrl+E springt zum nächsten Fehler</translation>
    </message>
    <message>
        <source>Analyse the game first (Game ▸ Analyse Game)</source>
        <translation>Zuerst die Partie analysieren (Partie ▸ Partie analysieren)</translation>
    </message>
    <message>
        <source>No further error</source>
        <translation>Kein weiterer Fehler</translation>
    </message>
    <message>
        <source>No earlier error</source>
        <translation>Kein früherer Fehler</translation>
    </message>
    <message>
        <source>Analyse Game, %1</source>
        <translation>Partie analysieren, %1</translation>
    </message>
    <message>
        <source>Marks are not verified by rollouts: no value network is loaded</source>
        <translation>Markierungen werden nicht durch Rollouts geprüft: kein Bewertungsnetz geladen</translation>
    </message>
    <message>
        <source>No mark to verify by rollouts (Preferences ▸ Verify by rollouts)</source>
        <translation>Keine Markierung durch Rollouts zu prüfen (Einstellungen ▸ Durch Rollouts prüfen)</translation>
    </message>
    <message numerus="yes">
        <source>Verifying %n mark(s) by rollouts…</source>
        <translation>
            <numerusform>Prüfe %n Markierung durch Rollouts…</numerusform>
            <numerusform>Prüfe %n Markierungen durch Rollouts…</numerusform>
        </translation>
    </message>
    <message>
        <source>Marks verified by rollouts in %1 s: %2 confirmed, %3 changed, %4 withdrawn — Ctrl+E jumps to the next error</source>
        <translation>Markierungen in %1 s durch Rollouts geprüft: %2 bestätigt, %3 geändert, %4 zurückgenommen — Strg+E springt zum nächsten Fehler</translation>
    </message>
    <message numerus="yes">
        <source>Verification stopped: %1 of %n marks verified; the others keep the judge&apos;s mark</source>
        <translation>
            <numerusform>Prüfung angehalten: %1 von %n Markierung geprüft; die übrigen behalten die Markierung des Urteils</numerusform>
            <numerusform>Prüfung angehalten: %1 von %n Markierungen geprüft; die übrigen behalten die Markierung des Urteils</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysing %n turns…</source>
        <translation>
            <numerusform>Analysiere %n Zug…</numerusform>
            <numerusform>Analysiere %n Züge…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::AnalysisSummaryView</name>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>?!</source>
        <translation>?!</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>??</source>
        <translation>??</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Acc. %</source>
        <translation>Gen. %</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>Turns judged (forced turns and passes are not)</source>
        <translation>Bewertete Züge (erzwungene Züge und Passen nicht)</translation>
    </message>
    <message>
        <source>Average win-% points lost per judged turn</source>
        <translation>Durchschnittlich verlorene Gewinn-%-Punkte pro bewertetem Zug</translation>
    </message>
    <message>
        <source>Mean per-turn accuracy in % (100 = always the best turn)</source>
        <translation>Mittlere Genauigkeit pro Zug in % (100 = immer der beste Zug)</translation>
    </message>
    <message>
        <source>Sum over the player&apos;s rolls of how much better than average each roll was (win-% points)</source>
        <translation>Summe über die Würfe des Spielers: wie viel besser als der Durchschnitt jeder Wurf war (Gewinn-%-Punkte)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Judged by: %1</source>
        <translation>Bewertet von: %1</translation>
    </message>
    <message>
        <source>Inaccuracies ?! (thresholds in Edit ▸ Preferences)</source>
        <translation>Ungenauigkeiten ?! (Schwellen unter Bearbeiten ▸ Einstellungen)</translation>
    </message>
    <message>
        <source>Mistakes ?</source>
        <translation>Fehler ?</translation>
    </message>
    <message>
        <source>Blunders ??</source>
        <translation>Grobe Fehler ??</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::BoardView</name>
    <message>
        <source>Chess board</source>
        <translation>Schachbrett</translation>
    </message>
    <message>
        <source>Promote to</source>
        <translation>Umwandeln in</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::BotPlayer</name>
    <message>
        <source>the bot failed: %1</source>
        <translation>Fehler im Bot: %1</translation>
    </message>
    <message>
        <source>the bot returned no turn although moves were possible</source>
        <translation>der Bot lieferte keinen Zug, obwohl Züge möglich waren</translation>
    </message>
    <message>
        <source>the bot played the illegal micro-move %1</source>
        <translation>der Bot spielte den illegalen Teilzug %1</translation>
    </message>
    <message>
        <source>the bot stopped before its turn was complete</source>
        <translation>der Bot brach ab, bevor sein Zug vollständig war</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::BotSpecEdit</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Level %1 — %2</source>
        <translation>Stufe %1 — %2</translation>
    </message>
    <message>
        <source>Level %1 — %2 (ours)</source>
        <translation>Stufe %1 — %2 (unsere)</translation>
    </message>
    <message>
        <source>%1 (study)</source>
        <translation>%1 (Studie)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1 (%2; default %3): %4</source>
        <translation>%1 (%2; Standard %3): %4</translation>
    </message>
    <message>
        <source>Parameters as name=value, separated by colons; those left out take their default.
</source>
        <translation>Parameter als name=value, durch Doppelpunkte getrennt; weggelassene erhalten ihren Standardwert.
</translation>
    </message>
    <message>
        <source>A person at this computer.</source>
        <translation>Eine Person an diesem Computer.</translation>
    </message>
    <message>
        <source>Engine — %1</source>
        <translation>Engine — %1</translation>
    </message>
    <message>
        <source>An external engine of your engines file: %1</source>
        <translation>Eine externe Engine Ihrer Engine-Datei: %1</translation>
    </message>
    <message>
        <source>Platform bot — %1</source>
        <translation>Plattform-Bot — %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::CancellableWorker</name>
    <message>
        <source>an unknown error</source>
        <translation>ein unbekannter Fehler</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::CandidateModel</name>
    <message>
        <source>Orders reaching this position:
%1</source>
        <translation>Reihenfolgen, die diese Stellung erreichen:
%1</translation>
    </message>
    <message>
        <source>win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>Gewinn %</translation>
    </message>
    <message>
        <source>Δ best</source>
        <translation>Δ Bester</translation>
    </message>
    <message>
        <source>Material</source>
        <translation>Material</translation>
    </message>
    <message>
        <source>King safety</source>
        <translation>Königssicherheit</translation>
    </message>
    <message>
        <source>Pawn storm</source>
        <translation>Bauernsturm</translation>
    </message>
    <message>
        <source>Proximity</source>
        <translation>Nähe</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>KCP after %</source>
        <translation>KCP danach %</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Reihenfolgen</translation>
    </message>
    <message>
        <source>king capture</source>
        <translation>Königsschlag</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>nicht beurteilt</translation>
    </message>
    <message>
        <source>not visited</source>
        <translation>nicht besucht</translation>
    </message>
    <message>
        <source>material</source>
        <translation>Material</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Captures the king: a win.</source>
        <translation>Schlägt den König: ein Sieg.</translation>
    </message>
    <message>
        <source>The search did not judge this turn.</source>
        <translation>Die Suche hat diesen Zug nicht beurteilt.</translation>
    </message>
    <message>
        <source>Win % from a search 1 turn deep: this turn, then the opponent&apos;s rolls judged by the evaluation.</source>
        <translation>Gewinn-% aus einer Suche von 1 Zug Tiefe: dieser Zug, dann die Würfe des Gegners, nach der Bewertung beurteilt.</translation>
    </message>
    <message>
        <source>Judged by the bot&apos;s score.</source>
        <translation>Nach der Wertung des Bots beurteilt.</translation>
    </message>
    <message>
        <source>Not rolled out: only its material was judged.</source>
        <translation>Nicht ausgespielt: nur sein Material wurde bewertet.</translation>
    </message>
    <message>
        <source>The first row was judged otherwise (%1), so its value does not compare with this one: the firmer judgement found nothing better, or did not reach this turn.</source>
        <translation>Die erste Zeile wurde anders beurteilt (%1), ihr Wert ist mit diesem nicht vergleichbar: die gründlichere Beurteilung fand nichts Besseres oder erreichte diesen Zug nicht.</translation>
    </message>
    <message>
        <source>the deepest searched, then by win %</source>
        <translation>die am tiefsten durchsuchten, dann nach Gewinn-%</translation>
    </message>
    <message>
        <source>the most visited (the bot&apos;s choice)</source>
        <translation>die meistbesuchten (die Wahl des Bots)</translation>
    </message>
    <message>
        <source>by exact win %</source>
        <translation>nach exaktem Gewinn-%</translation>
    </message>
    <message>
        <source>the rolled-out ones by win %</source>
        <translation>die ausgespielten nach Gewinn-%</translation>
    </message>
    <message>
        <source>by the bot&apos;s score</source>
        <translation>nach der Wertung des Bots</translation>
    </message>
    <message>
        <source>Best first, as the engine ranks: the candidates it judged most firmly (deepest search, most visits, rolled out) first, by win % or score among them; then the ones judged less firmly, which the firmer judgement found no better or did not reach.</source>
        <translation>Die besten zuerst, wie die Engine sie reiht: zuerst die am gründlichsten beurteilten Kandidaten (tiefste Suche, meiste Besuche, ausgespielt), unter ihnen nach Gewinn-% oder Wertung; dann die weniger gründlich beurteilten, die die gründlichere Beurteilung nicht besser fand oder nicht erreichte.</translation>
    </message>
    <message>
        <source>The mover&apos;s chances after this turn, judged as the Judged column says</source>
        <translation>Die Chancen des Ziehenden nach diesem Zug, beurteilt wie in der Spalte „Beurteilt“ angegeben</translation>
    </message>
    <message>
        <source>Win % points (or score) minus the first row&apos;s — only for the candidates judged as the first row was: a value from a shallower search or fewer visits does not compare (–)</source>
        <translation>Gewinn-%-Punkte (oder Wertung) minus die der ersten Zeile — nur für Kandidaten, die wie die erste Zeile beurteilt wurden: ein Wert aus flacherer Suche oder weniger Besuchen ist nicht vergleichbar (–)</translation>
    </message>
    <message>
        <source>How the engine judged the candidate: search depth in turns (levels 7 and 9), visits of the search tree (level 8), rollouts (level 6), or an exact search of so many micro-moves (one die)</source>
        <translation>Wie die Engine den Kandidaten beurteilt hat: Suchtiefe in Zügen (Stufen 7 und 9), Besuche des Suchbaums (Stufe 8), Ausspielungen (Stufe 6) oder eine exakte Suche über so viele Mikrozüge (ein Würfel)</translation>
    </message>
    <message>
        <source>Judged</source>
        <translation>Beurteilt</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>The reference of this rollout: ± is the standard error of its own value.</source>
        <translation>Die Referenz dieses Ausrollens: ± ist der Standardfehler ihres eigenen Werts.</translation>
    </message>
    <message>
        <source>± is the standard error of its difference to the reference row (common dice make it smaller than either value&apos;s error).</source>
        <translation>± ist der Standardfehler des Unterschieds zur Referenzzeile (gemeinsame Würfel machen ihn kleiner als den Fehler jedes einzelnen Werts).</translation>
    </message>
    <message>
        <source>Before the rollout: %1 % (%2).</source>
        <translation>Vor dem Ausrollen: %1 % (%2).</translation>
    </message>
    <message>
        <source>the rolled-out ones by win %, then the engine&apos;s order</source>
        <translation>die ausgerollten nach Gewinn-%, dann in der Reihenfolge der Engine</translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts ± %1</source>
        <translation>
            <numerusform>%n Rollout ± %1</numerusform>
            <numerusform>%n Rollouts ± %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>book, %n rollouts ± %1</source>
        <translation>
            <numerusform>Buch, %n Rollout ± %1</numerusform>
            <numerusform>Buch, %n Rollouts ± %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n visits</source>
        <translation>
            <numerusform>%n Besuch</numerusform>
            <numerusform>%n Besuche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plies</source>
        <translation>
            <numerusform>%n Halbzug</numerusform>
            <numerusform>%n Halbzüge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts</source>
        <translation>
            <numerusform>%n Ausspielung</numerusform>
            <numerusform>%n Ausspielungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win % from %n rollouts with the net&apos;s policy, cut after 8 plies by the net&apos;s value; every rolled-out row played the same dice.</source>
        <translation>
            <numerusform>Gewinn-% aus %n Rollout mit der Strategie des Netzes, nach 8 Halbzügen durch den Wert des Netzes abgeschnitten; jede ausgerollte Zeile spielte dieselben Würfel.</numerusform>
            <numerusform>Gewinn-% aus %n Rollouts mit der Strategie des Netzes, nach 8 Halbzügen durch den Wert des Netzes abgeschnitten; jede ausgerollte Zeile spielte dieselben Würfel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The opening book&apos;s value: %n rollouts with the net&apos;s policy and the same dice for the book&apos;s best turns of this roll, cut after 8 plies by the net&apos;s value; ± is its standard error. Book turns rank above the search&apos;s.</source>
        <translation>
            <numerusform>Wert aus dem Eröffnungsbuch: %n Rollout mit der Strategie des Netzes und denselben Würfeln für die besten Züge dieses Wurfs, nach 8 Halbzügen mit dem Wert des Netzes abgebrochen; ± ist sein Standardfehler. Buchzüge stehen über denen der Suche.</numerusform>
            <numerusform>Wert aus dem Eröffnungsbuch: %n Rollouts mit der Strategie des Netzes und denselben Würfeln für die besten Züge dieses Wurfs, nach 8 Halbzügen mit dem Wert des Netzes abgebrochen; ± ist sein Standardfehler. Buchzüge stehen über denen der Suche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win % from a search %n turns deep: this turn, the opponent&apos;s rolls and replies, and so on.</source>
        <translation>
            <numerusform>Gewinn-% aus einer Suche von %n Zug Tiefe: dieser Zug, dann die Würfe des Gegners, nach der Bewertung beurteilt.</numerusform>
            <numerusform>Gewinn-% aus einer Suche von %n Zügen Tiefe: dieser Zug, die Würfe und Antworten des Gegners und so weiter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win % averaged over %n visits of the search tree.</source>
        <translation>
            <numerusform>Gewinn-% aus %n Besuch des Suchbaums.</numerusform>
            <numerusform>Gewinn-% gemittelt über %n Besuche des Suchbaums.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exact win % of a search %n micro-moves deep.</source>
        <translation>
            <numerusform>Exakter Gewinn-% einer Suche von %n Teilzug Tiefe.</numerusform>
            <numerusform>Exakter Gewinn-% einer Suche von %n Teilzügen Tiefe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win % from %n rollouts.</source>
        <translation>
            <numerusform>Gewinn-% aus %n Ausspielung.</numerusform>
            <numerusform>Gewinn-% aus %n Ausspielungen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::DiceView</name>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::EnginesDialog</name>
    <message>
        <source>Engines — DiceChess Studio</source>
        <translation>Engines — DiceChess Studio</translation>
    </message>
    <message>
        <source>Installed engines</source>
        <translation>Installierte Engines</translation>
    </message>
    <message>
        <source>Each is a player in New Game and the Match Lab as engine:NAME.</source>
        <translation>Jede ist ein Spieler in „Neue Partie“ und im Match-Labor, als engine:NAME.</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Uninstall the selected engine (its program stays where it is).</source>
        <translation>Die gewählte Engine deinstallieren (ihr Programm bleibt, wo es ist).</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>my-agent</source>
        <translation>mein-agent</translation>
    </message>
    <message>
        <source>How matches and games name it: engine:NAME (no spaces, &apos;:&apos; or &apos;,&apos;).</source>
        <translation>So nennen Matches und Partien sie: engine:NAME (ohne Leerzeichen, &apos;:&apos; oder &apos;,&apos;).</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>python3, or the path of the program</source>
        <translation>python3, oder der Pfad des Programms</translation>
    </message>
    <message>
        <source>The program, started without a shell (looked up on PATH without a &apos;/&apos;).</source>
        <translation>Das Programm, ohne Shell gestartet (ohne &apos;/&apos; im PATH gesucht).</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <source>/home/me/my_agent.py --my-flag</source>
        <translation>/home/ich/mein_agent.py --mein-schalter</translation>
    </message>
    <message>
        <source>Passed as they are, separated by spaces; quote one that holds a space (&quot;my file.py&quot;).</source>
        <translation>Unverändert übergeben, durch Leerzeichen getrennt; eines mit Leerzeichen in Anführungszeichen (&quot;meine datei.py&quot;).</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>&amp;Argumente:</translation>
    </message>
    <message>
        <source>the app&apos;s own</source>
        <translation>das der App</translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation>A&amp;rbeitsverzeichnis:</translation>
    </message>
    <message>
        <source>Seed=7
(one option a line, NAME=VALUE)</source>
        <translation>Seed=7
(eine Option je Zeile, NAME=WERT)</translation>
    </message>
    <message>
        <source>Sent with setoption after the handshake; the engine must declare each.</source>
        <translation>Nach dem Handshake mit setoption gesendet; die Engine muss jede deklarieren.</translation>
    </message>
    <message>
        <source>&amp;Options:</source>
        <translation>&amp;Optionen:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Install this engine (an engine of the same name is replaced).</source>
        <translation>Diese Engine installieren (eine Engine gleichen Namens wird ersetzt).</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <source>Start this engine: its handshake, a decision on the opening and the protocol&apos;s conformance check (dicechess-cli engine-check).</source>
        <translation>Diese Engine starten: ihr Handshake, eine Entscheidung in der Eröffnung und die Konformitätsprüfung des Protokolls (dicechess-cli engine-check).</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Test starts the engine of the form and shows what it says.</source>
        <translation>„Testen“ startet die Engine des Formulars und zeigt, was sie sagt.</translation>
    </message>
    <message>
        <source>The engine&apos;s program</source>
        <translation>Das Programm der Engine</translation>
    </message>
    <message>
        <source>The engine&apos;s working directory</source>
        <translation>Das Arbeitsverzeichnis der Engine</translation>
    </message>
    <message>
        <source>Engines file: %1</source>
        <translation>Engine-Datei: %1</translation>
    </message>
    <message>
        <source>%1
Repair the file or move it away; until then it is left as it is.</source>
        <translation>%1
Reparieren Sie die Datei oder verschieben Sie sie; bis dahin bleibt sie unverändert.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Name: %1</translation>
    </message>
    <message>
        <source>Command: the program to start is missing</source>
        <translation>Befehl: das zu startende Programm fehlt</translation>
    </message>
    <message>
        <source>Working directory: %1 does not exist</source>
        <translation>Arbeitsverzeichnis: %1 existiert nicht</translation>
    </message>
    <message>
        <source>Options, line %1: &apos;%2&apos; is not NAME=VALUE</source>
        <translation>Optionen, Zeile %1: &apos;%2&apos; ist nicht NAME=WERT</translation>
    </message>
    <message>
        <source>Options, line %1: &apos;%2&apos; is set twice</source>
        <translation>Optionen, Zeile %1: &apos;%2&apos; ist doppelt gesetzt</translation>
    </message>
    <message>
        <source>The engines file could not be written: %1</source>
        <translation>Die Engine-Datei konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Replaced %1: play it as %2.</source>
        <translation>%1 ersetzt: spielen Sie sie als %2.</translation>
    </message>
    <message>
        <source>Installed %1: play it as %2.</source>
        <translation>%1 installiert: spielen Sie sie als %2.</translation>
    </message>
    <message>
        <source>Select the engine to remove.</source>
        <translation>Wählen Sie die zu entfernende Engine.</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 entfernt.</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>%1 wird getestet…</translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation>Autor: %1</translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation>(nicht angegeben)</translation>
    </message>
    <message>
        <source>Options: none</source>
        <translation>Optionen: keine</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Played %1 on the opening roll P N B in %2 ms.</source>
        <translation>Spielte %1 auf den Eröffnungswurf P N B in %2 ms.</translation>
    </message>
    <message>
        <source>Conformance check:
%1</source>
        <translation>Konformitätsprüfung:
%1</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <source>%1 conforms to DCEP 1.</source>
        <translation>%1 entspricht DCEP 1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 plays, but breaks DCEP 1 %n time(s): see the check below.</source>
        <translation>
            <numerusform>%1 spielt, verletzt DCEP 1 aber einmal: siehe die Prüfung unten.</numerusform>
            <numerusform>%1 spielt, verletzt DCEP 1 aber %n-mal: siehe die Prüfung unten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::EnginesLink</name>
    <message>
        <source>En&amp;gines…</source>
        <translation>En&amp;gines…</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::EvalBar</name>
    <message>
        <source>Evaluation bar</source>
        <translation>Bewertungsbalken</translation>
    </message>
    <message>
        <source>%1 king: captured on %2&apos;s next roll with probability %3 % (exact, KCP)</source>
        <translation>%1 König: wird beim nächsten Wurf von %2 mit Wahrscheinlichkeit %3 % geschlagen (exakt, KCP)</translation>
    </message>
    <message>
        <source>White&apos;s</source>
        <translation>Weißer</translation>
    </message>
    <message>
        <source>Black&apos;s</source>
        <translation>Schwarzer</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>White wins %1 % — %2</source>
        <translation>Weiß gewinnt %1 % — %2</translation>
    </message>
    <message>
        <source>No value for this position yet (%1)</source>
        <translation>Noch kein Wert für diese Stellung (%1)</translation>
    </message>
    <message>
        <source>The game is over: %1</source>
        <translation>Die Partie ist zu Ende: %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::EvalBarFeed</name>
    <message>
        <source>before the roll</source>
        <translation>vor dem Wurf</translation>
    </message>
    <message>
        <source>the best turn with these dice</source>
        <translation>bester Zug mit diesen Würfeln</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Bewertungsverlauf</translation>
    </message>
    <message>
        <source>White&apos;s win % after every turn; click a point to see that position</source>
        <translation>Gewinn-% von Weiß nach jedem Zug; einen Punkt anklicken, um die Stellung zu sehen</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::ExercisesWindow</name>
    <message>
        <source>pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Learn from Your Mistakes</source>
        <translation>Aus Fehlern lernen</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Vorherige</translation>
    </message>
    <message>
        <source>Try &amp;Again</source>
        <translation>&amp;Nochmal versuchen</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Nächste</translation>
    </message>
    <message>
        <source>The judge failed: %1</source>
        <translation>Die Bewertung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>No exercises in this game</source>
        <translation>Keine Übungen in dieser Partie</translation>
    </message>
    <message>
        <source>Analyse Game found no ? or ?? turn of %1.</source>
        <translation>Partie analysieren fand keinen ?- oder ??-Zug von %1.</translation>
    </message>
    <message>
        <source>Analyse Game found no ? or ?? turn.</source>
        <translation>Partie analysieren fand keinen ?- oder ??-Zug.</translation>
    </message>
    <message>
        <source>%1 %2 to move with %3: find a better turn than the game&apos;s (%4).</source>
        <translation>%1 %2 am Zug mit %3: Finde einen besseren Zug als den der Partie (%4).</translation>
    </message>
    <message>
        <source>Play the turn on the board.</source>
        <translation>Spiele den Zug auf dem Brett.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Exercise %1 of %2&lt;/b&gt; · solved %3 of %2%4</source>
        <translation>&lt;b&gt;Übung %1 von %2&lt;/b&gt; · %3 von %2 gelöst%4</translation>
    </message>
    <message>
        <source> · this one solved</source>
        <translation> · diese gelöst</translation>
    </message>
    <message>
        <source>Judging %1…</source>
        <translation>Bewerte %1 …</translation>
    </message>
    <message>
        <source>&lt;b&gt;That is the game&apos;s turn again:&lt;/b&gt; %1 loses %2 points.</source>
        <translation>&lt;b&gt;Das ist wieder der Zug der Partie:&lt;/b&gt; %1 verliert %2 Punkte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not yet:&lt;/b&gt; %1 loses %2 points to the best turn.</source>
        <translation>&lt;b&gt;Noch nicht:&lt;/b&gt; %1 verliert %2 Punkte gegenüber dem besten Zug.</translation>
    </message>
    <message>
        <source>Try again, or show the solution.</source>
        <translation>Versuche es nochmal oder zeige die Lösung.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The best turn:&lt;/b&gt; %1 (%2 %). In the game: %3 (%4 %), a loss of %5 points.</source>
        <translation>&lt;b&gt;Der beste Zug:&lt;/b&gt; %1 (%2 %). In der Partie: %3 (%4 %), ein Verlust von %5 Punkten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Well found.&lt;/b&gt; %1 keeps %2 % (the best: %3 %, less than the ?! threshold apart). In the game %4 lost %5 points.</source>
        <translation>&lt;b&gt;Gut gefunden.&lt;/b&gt; %1 hält %2 % (der beste: %3 %, weniger als die ?!-Schwelle entfernt). In der Partie verlor %4 %5 Punkte.</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::ExplorerLink</name>
    <message>
        <source>Opening &amp;Explorer…</source>
        <translation>&amp;Eröffnungs-Explorer …</translation>
    </message>
    <message>
        <source>%1; the Opening Explorer shows no level 9 counts</source>
        <translation>%1; der Eröffnungs-Explorer zeigt nicht, wie oft Stufe 9 wählte</translation>
    </message>
    <message>
        <source>Go to the first position of a game from the standard start (Home) to open a book line</source>
        <translation>Gehe zur ersten Stellung einer Partie aus der Grundstellung (Pos1), um eine Buchvariante zu öffnen</translation>
    </message>
    <message>
        <source>That book line cannot be played from the position shown</source>
        <translation>Diese Buchvariante kann von der gezeigten Stellung aus nicht gespielt werden</translation>
    </message>
    <message>
        <source>The Opening Explorer opens when the online game is over</source>
        <translation>Der Eröffnungs-Explorer öffnet sich, wenn die Online-Partie vorbei ist</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::GameArchive</name>
    <message>
        <source>Cannot create the folder %1 for the autosave</source>
        <translation>Der Ordner %1 für die automatische Sicherung kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>dice not checked: %1</source>
        <translation>Würfel nicht geprüft: %1</translation>
    </message>
    <message>
        <source>✗ dice not the seeds&apos; dice: %1</source>
        <translation>✗ die Würfel sind nicht die der Seeds: %1</translation>
    </message>
    <message numerus="yes">
        <source>✓ dice fair (%n rolls checked)</source>
        <translation>
            <numerusform>✓ Würfel fair (%n Wurf geprüft)</numerusform>
            <numerusform>✓ Würfel fair (%n Würfe geprüft)</numerusform>
        </translation>
    </message>
    <message>
        <source>dice checked at the end, when the server reveals its seed</source>
        <translation>Würfel werden am Ende geprüft, wenn der Server seinen Seed offenlegt</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::GameController</name>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 bietet Remis an</translation>
    </message>
    <message>
        <source>%1 to roll</source>
        <translation>%1 ist am Wurf</translation>
    </message>
    <message>
        <source>%1 to roll (or double)</source>
        <translation>%1 ist am Wurf (oder verdoppelt)</translation>
    </message>
    <message>
        <source>%1 to roll: press Roll (R) to start. Game ▸ New Game… (Ctrl+N) sets up another game</source>
        <translation>%1 ist am Wurf: Würfeln (R) beginnt die Partie. Partie ▸ Neue Partie… (Strg+N) richtet eine andere ein</translation>
    </message>
    <message>
        <source>Press Roll (R) to let %1 start. Game ▸ New Game… (Ctrl+N) sets up another game</source>
        <translation>Würfeln (R) lässt %1 beginnen. Partie ▸ Neue Partie… (Strg+N) richtet eine andere ein</translation>
    </message>
    <message>
        <source>No legal move for %1 — turn passes</source>
        <translation>Kein legaler Teilzug mit %1 — der Zug wird gepasst</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 to move: %2</source>
        <translation>%1 am Zug: %2</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>Turn complete: Confirm Turn (Ctrl+Enter) or undo a micro-move</source>
        <translation>Zug vollständig: Zug bestätigen (Ctrl+Enter) oder einen Teilzug rückgängig machen</translation>
    </message>
    <message>
        <source>It is not your turn to move</source>
        <translation>Sie sind nicht am Zug</translation>
    </message>
    <message>
        <source>Turn taken back</source>
        <translation>Zug zurückgenommen</translation>
    </message>
    <message>
        <source>%1 doubles to %2</source>
        <translation>%1 verdoppelt auf %2</translation>
    </message>
    <message>
        <source>%1 dropped the double</source>
        <translation>%1 hat die Verdopplung nicht angenommen</translation>
    </message>
    <message>
        <source>%1 takes: the cube is at %2</source>
        <translation>%1 nimmt an: Der Verdopplungswürfel steht auf %2</translation>
    </message>
    <message>
        <source>Draw offer made; it goes with this turn</source>
        <translation>Remisangebot gemacht; es gilt mit diesem Zug</translation>
    </message>
    <message>
        <source>draw agreed</source>
        <translation>Remis vereinbart</translation>
    </message>
    <message>
        <source>Draw offer declined</source>
        <translation>Remisangebot abgelehnt</translation>
    </message>
    <message>
        <source>%1 resigned</source>
        <translation>%1 hat aufgegeben</translation>
    </message>
    <message>
        <source>%1 ran out of time</source>
        <translation>%1 hat die Zeit überschritten</translation>
    </message>
    <message>
        <source>No piece can move — turn passes</source>
        <translation>Keine Figur kann ziehen — der Zug wird gepasst</translation>
    </message>
    <message>
        <source>unknown bot &apos;%1&apos;</source>
        <translation>unbekannter Bot &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 offers a draw; %2 is thinking…</source>
        <translation>%1 bietet Remis an; %2 überlegt…</translation>
    </message>
    <message>
        <source>King capture taken back: the game is reopened (the record says so)</source>
        <translation>Königsschlag zurückgenommen: die Partie ist wieder offen (die Aufzeichnung vermerkt es)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The tutor is checking your turn…</source>
        <translation>Der Tutor prüft deinen Zug …</translation>
    </message>
    <message>
        <source>Resigning…</source>
        <translation>Aufgabe wird gesendet…</translation>
    </message>
    <message>
        <source>Waiting for the server to roll for %1</source>
        <translation>Warten, bis der Server für %1 würfelt</translation>
    </message>
    <message>
        <source>Turn sent: waiting for the server</source>
        <translation>Zug gesendet: Warten auf den Server</translation>
    </message>
    <message>
        <source>The server refused the turn (%1): play it again</source>
        <translation>Der Server hat den Zug abgelehnt (%1): Spielen Sie ihn erneut</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::GameFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Zu&amp;letzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Copy DFEN</source>
        <translation>DFEN &amp;kopieren</translation>
    </message>
    <message>
        <source>DFEN copied</source>
        <translation>DFEN kopiert</translation>
    </message>
    <message>
        <source>Copy &amp;Game Record</source>
        <translation>&amp;Partie kopieren</translation>
    </message>
    <message>
        <source>Game record copied (.dcg text)</source>
        <translation>Partie kopiert (.dcg-Text)</translation>
    </message>
    <message>
        <source>Paste Game &amp;Record</source>
        <translation>Partie &amp;einfügen</translation>
    </message>
    <message>
        <source>&amp;Paste DFEN as New Game</source>
        <translation>DFEN als neue Partie ein&amp;fügen</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Nicht gespeicherte Partie</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Dice Chess games (*.dcg);;All files (*)</source>
        <translation>Dice-Chess-Partien (*.dcg);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a valid game record:
%2</source>
        <translation>%1 ist keine gültige Partienotation:
%2</translation>
    </message>
    <message>
        <source>Resume game?</source>
        <translation>Partie fortsetzen?</translation>
    </message>
    <message>
        <source>An unfinished game was saved when the app last closed. Resume it?</source>
        <translation>Beim letzten Beenden wurde eine unvollendete Partie gespeichert. Fortsetzen?</translation>
    </message>
    <message>
        <source>Resumed the autosaved game</source>
        <translation>Automatisch gespeicherte Partie fortgesetzt</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>game.dcg</source>
        <translation>partie.dcg</translation>
    </message>
    <message>
        <source>Dice Chess games (*.dcg)</source>
        <translation>Dice-Chess-Partien (*.dcg)</translation>
    </message>
    <message>
        <source>Cannot paste the game: %1</source>
        <translation>Partie kann nicht eingefügt werden: %1</translation>
    </message>
    <message>
        <source>paste a game record</source>
        <translation>eine Partieaufzeichnung einfügen</translation>
    </message>
    <message>
        <source>Game pasted</source>
        <translation>Partie eingefügt</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>Einfügen nicht möglich: %1</translation>
    </message>
    <message>
        <source>start a game from the pasted DFEN</source>
        <translation>eine Partie aus der eingefügten DFEN beginnen</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n games; showing the first</source>
        <translation>
            <numerusform>%1 enthält %n Partie; die erste wird angezeigt</numerusform>
            <numerusform>%1 enthält %n Partien; die erste wird angezeigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About DiceChess Studio</source>
        <translation>Ü&amp;ber DiceChess Studio</translation>
    </message>
    <message>
        <source>About DiceChess Studio</source>
        <translation>Über DiceChess Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;DiceChess Studio&lt;/h3&gt;&lt;p&gt;Three-dice Dice Chess: roll three dice, each names a piece type; play up to three micro-moves; capture the king to win.&lt;/p&gt;&lt;p&gt;Help ▸ How to Play explains the rules and the analysis; Help ▸ Keyboard Shortcuts lists every key.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;DiceChess Studio&lt;/h3&gt;&lt;p&gt;Dice Chess mit drei Würfeln: Drei Würfel werfen, jeder nennt einen Figurentyp; bis zu drei Teilzüge spielen; den König schlagen, um zu gewinnen.&lt;/p&gt;&lt;p&gt;Hilfe ▸ Spielanleitung erklärt die Regeln und die Analyse; Hilfe ▸ Tastenkürzel listet alle Tasten auf.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::HintAdvisor</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <source>The judge&apos;s three best turns for your dice, as arrows (the game records the hint)</source>
        <translation>Die drei besten Züge des Richters für deine Würfel als Pfeile (die Partie vermerkt den Hinweis)</translation>
    </message>
    <message>
        <source>Hint: the judge is thinking…</source>
        <translation>Hinweis: Der Richter rechnet …</translation>
    </message>
    <message>
        <source>%1. %2 %3 %</source>
        <translation>%1. %2 %3 %</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::Judgement</name>
    <message>
        <source>value network alone</source>
        <translation>Wertnetz allein</translation>
    </message>
    <message numerus="yes">
        <source>value network, %n-turn search</source>
        <translation>
            <numerusform>Wertnetz, Suche über %n Zug</numerusform>
            <numerusform>Wertnetz, Suche über %n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts</source>
        <translation>
            <numerusform>%n Rollout</numerusform>
            <numerusform>%n Rollouts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one-die ExpectiMiniMax, %n plies</source>
        <translation>
            <numerusform>Ein-Würfel-ExpectiMiniMax, %n Halbzug</numerusform>
            <numerusform>Ein-Würfel-ExpectiMiniMax, %n Halbzüge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::LearnMenu</name>
    <message>
        <source>&amp;Learn</source>
        <translation>&amp;Lernen</translation>
    </message>
    <message>
        <source>Learn from Your &amp;Mistakes…</source>
        <translation>Aus &amp;Fehlern lernen …</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Aufgaben …</translation>
    </message>
    <message>
        <source>Exercises come after the game: fair play hides its analysis now</source>
        <translation>Übungen gibt es nach der Partie: Fairplay verbirgt ihre Analyse jetzt</translation>
    </message>
    <message>
        <source>Analyse the game first (Game ▸ Analyse Game): the exercises are its ? and ?? turns</source>
        <translation>Analysiere zuerst die Partie (Partie ▸ Partie analysieren): Die Übungen sind ihre ?- und ??-Züge</translation>
    </message>
    <message>
        <source>No puzzle set is installed (resources/puzzles/puzzles.txt)</source>
        <translation>Keine Aufgabensammlung installiert (resources/puzzles/puzzles.txt)</translation>
    </message>
    <message>
        <source>The puzzle set %1 cannot be used</source>
        <translation>Die Aufgabensammlung %1 ist nicht verwendbar</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::LiveGame</name>
    <message>
        <source>connecting…</source>
        <translation>Verbindung wird aufgebaut…</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>reconnecting… (attempt %1 of %2)</source>
        <translation>Verbindung wird wiederhergestellt… (Versuch %1 von %2)</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>Verbindung verloren</translation>
    </message>
    <message>
        <source>The connection to %1 was lost and did not come back (%2)</source>
        <translation>Die Verbindung zu %1 ist abgerissen und kam nicht zurück (%2)</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>The server&apos;s game %1 does not replay here: %2</source>
        <translation>Die Partie %1 des Servers lässt sich hier nicht nachspielen: %2</translation>
    </message>
    <message>
        <source>the server aborted the game</source>
        <translation>der Server hat die Partie abgebrochen</translation>
    </message>
    <message>
        <source>the game so far could not be saved: %1</source>
        <translation>die bisherige Partie konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>left game %1: the server resigns the seat if it is not back within 30 s</source>
        <translation>Partie %1 verlassen: Der Server gibt den Sitz auf, wenn er nicht binnen 30 s zurück ist</translation>
    </message>
    <message>
        <source>stopped watching game %1</source>
        <translation>Zuschauen bei Partie %1 beendet</translation>
    </message>
    <message>
        <source>an event of the server was skipped: %1</source>
        <translation>ein Ereignis des Servers wurde übersprungen: %1</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>%1 — the game goes on on the server</source>
        <translation>%1 — die Partie läuft auf dem Server weiter</translation>
    </message>
    <message>
        <source>%1 refused the seat of game %2 (HTTP 403): the link&apos;s seat token is not that game&apos;s</source>
        <translation>%1 hat den Platz in Partie %2 abgelehnt (HTTP 403): Das Platz-Token des Links gehört nicht zu dieser Partie</translation>
    </message>
    <message>
        <source>%1 has no game %2 (HTTP 404)</source>
        <translation>%1 hat keine Partie %2 (HTTP 404)</translation>
    </message>
    <message>
        <source>%1 refused the connection to game %2 (HTTP %3)</source>
        <translation>%1 hat die Verbindung zu Partie %2 abgelehnt (HTTP %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a platform game&apos;s id (a UUID)</source>
        <translation>„%1“ ist keine Partie-ID der Plattform (eine UUID)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::LlrChart</name>
    <message>
        <source>SPRT log-likelihood ratio per game pair; the test ends when it leaves the band.</source>
        <translation>SPRT-Log-Likelihood-Quotient pro Partiepaar; der Test endet, wenn er das Band verlässt.</translation>
    </message>
    <message>
        <source>H1 accepted</source>
        <translation>H1 angenommen</translation>
    </message>
    <message>
        <source>H0 accepted</source>
        <translation>H0 angenommen</translation>
    </message>
    <message>
        <source>game pairs: %1</source>
        <translation>Partiepaare: %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::LobbyClient</name>
    <message>
        <source>%1 did not answer within 15 s</source>
        <translation>%1 hat nicht innerhalb von 15 s geantwortet</translation>
    </message>
    <message>
        <source>%1 cannot be reached: %2</source>
        <translation>%1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>%1 answered in a shape the platform does not use (%2)</source>
        <translation>%1 hat in einer Form geantwortet, die die Plattform nicht verwendet (%2)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::LocalServer</name>
    <message>
        <source>The local server could not be started (%1): %2</source>
        <translation>Der lokale Server konnte nicht gestartet werden (%1): %2</translation>
    </message>
    <message>
        <source>The local server stopped at once: %1</source>
        <translation>Der lokale Server hat sofort wieder aufgehört: %1</translation>
    </message>
    <message>
        <source>dicechess-cli is neither beside the app nor on the PATH: the local server needs it</source>
        <translation>dicechess-cli liegt weder neben der App noch im PATH: Der lokale Server braucht es</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MainWindow</name>
    <message>
        <source>DiceChess Studio</source>
        <translation>DiceChess Studio</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Analyse Game</source>
        <translation>Partie &amp;analysieren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Stellung aufbauen…</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>E&amp;instellungen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>That turn cannot be played from the position shown</source>
        <translation>Dieser Zug ist in der angezeigten Stellung nicht spielbar</translation>
    </message>
    <message>
        <source>Live position</source>
        <translation>Aktuelle Stellung</translation>
    </message>
    <message>
        <source>&lt;b&gt;Variation&lt;/b&gt; (Esc takes back a turn, End leaves): %1</source>
        <translation>&lt;b&gt;Variante&lt;/b&gt; (Esc nimmt einen Zug zurück, End verlässt sie): %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Ansehen</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>A match is running in the Match Lab. Quit and stop it?

Finished games are kept in its folder; Resume Last Match plays the rest.</source>
        <translation>Im Match-Labor läuft ein Match. Beenden und das Match stoppen?

Fertige Partien bleiben in seinem Ordner; „Letztes Match fortsetzen“ spielt den Rest.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>%1[*] — DiceChess Studio</source>
        <translation>%1[*] — DiceChess Studio</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>eine neue Partie beginnen</translation>
    </message>
    <message>
        <source>analyse the set-up position</source>
        <translation>die aufgebaute Stellung analysieren</translation>
    </message>
    <message>
        <source>play from the set-up position</source>
        <translation>von der aufgebauten Stellung aus spielen</translation>
    </message>
    <message>
        <source>open the match game %1</source>
        <translation>die Matchpartie %1 öffnen</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>beenden</translation>
    </message>
    <message>
        <source>start a new game from the book line&apos;s position</source>
        <translation>eine neue Partie aus der Stellung der Buchvariante beginnen</translation>
    </message>
    <message>
        <source>A new game from the book line&apos;s position (the game on the board could not play it)</source>
        <translation>Eine neue Partie aus der Stellung der Buchvariante (die Partie auf dem Brett konnte sie nicht spielen)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MatchGamesModel</name>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Termination</source>
        <translation>Endegrund</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Vorfall</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>king captured</source>
        <translation>König geschlagen</translation>
    </message>
    <message>
        <source>100 micro-moves without pawn move or capture</source>
        <translation>100 Mikrozüge ohne Bauernzug oder Schlagen</translation>
    </message>
    <message>
        <source>turn cap</source>
        <translation>Zuglimit</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>double dropped</source>
        <translation>Verdopplung abgelehnt</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>agreement</source>
        <translation>Einigung</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>unzulässiger Zug</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>Absturz</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>flood</source>
        <translation>Zeilenflut</translation>
    </message>
    <message>
        <source>protocol</source>
        <translation>Protokollfehler</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MatchLabLink</name>
    <message>
        <source>&amp;Match Lab…</source>
        <translation>&amp;Match-Labor…</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MatchLabWindow</name>
    <message>
        <source>Match Lab — DiceChess Studio</source>
        <translation>Match-Labor — DiceChess Studio</translation>
    </message>
    <message>
        <source>The remembered set-up could not be read (%1); the defaults are shown.</source>
        <translation>Die gespeicherte Einrichtung konnte nicht gelesen werden (%1); die Standardwerte werden angezeigt.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausieren</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>&amp;Resume Match…</source>
        <translation>Match &amp;fortsetzen…</translation>
    </message>
    <message>
        <source>Continue a stopped match from its folder, with the same seeds.</source>
        <translation>Ein gestopptes Match aus seinem Ordner fortsetzen, mit denselben Seeds.</translation>
    </message>
    <message>
        <source>Start Match</source>
        <translation>Match starten</translation>
    </message>
    <message>
        <source>Resume Match</source>
        <translation>Match fortsetzen</translation>
    </message>
    <message>
        <source>%v / %m games</source>
        <translation>%v / %m Partien</translation>
    </message>
    <message>
        <source>Set up the bots and press Start.</source>
        <translation>Bots einrichten und auf Starten klicken.</translation>
    </message>
    <message>
        <source>Live game</source>
        <translation>Laufende Partie</translation>
    </message>
    <message>
        <source>Follow along</source>
        <translation>Automatisch folgen</translation>
    </message>
    <message>
        <source>The running game the board follows.</source>
        <translation>Die laufende Partie, der das Brett folgt.</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>As White W/L/D</source>
        <translation>Als Weiß S/N/R</translation>
    </message>
    <message>
        <source>As Black W/L/D</source>
        <translation>Als Schwarz S/N/R</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Quote</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>LOS</source>
        <translation>LOS</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>ms / decision</source>
        <translation>ms / Entscheidung</translation>
    </message>
    <message>
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Paarungen</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>No SPRT in this match (tick SPRT in the set-up).</source>
        <translation>Kein SPRT in diesem Match (SPRT in der Einrichtung ankreuzen).</translation>
    </message>
    <message>
        <source>Double-click a game to review it with analysis.</source>
        <translation>Doppelklick auf eine Partie öffnet sie mit Analyse.</translation>
    </message>
    <message>
        <source>Export Report (CSV)…</source>
        <translation>Bericht exportieren (CSV)…</translation>
    </message>
    <message>
        <source>Export Report (JSON)…</source>
        <translation>Bericht exportieren (JSON)…</translation>
    </message>
    <message>
        <source>Export Games (.dcg)…</source>
        <translation>Partien exportieren (.dcg)…</translation>
    </message>
    <message>
        <source>Open Match Folder</source>
        <translation>Match-Ordner öffnen</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Dice Chess games (*.dcg)</source>
        <translation>Dice-Chess-Partien (*.dcg)</translation>
    </message>
    <message>
        <source>A match is running; stop it first.</source>
        <translation>Ein Match läuft; stoppen Sie es zuerst.</translation>
    </message>
    <message>
        <source>The previous match is still stopping; try again in a moment.</source>
        <translation>Das vorige Match wird noch gestoppt; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>Playing into %1</source>
        <translation>Partien werden in %1 gespeichert</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Paused: running games finish, no new game starts.</source>
        <translation>Pausiert: Laufende Partien werden beendet, keine neue beginnt.</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3</source>
        <translation>Partie %1: %2 – %3</translation>
    </message>
    <message>
        <source>%1 · after turn %2</source>
        <translation>%1 · nach Zug %2</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>The match folder could not be written: %1</source>
        <translation>Der Match-Ordner konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>%1 vs %2 — Elo %3 to %4, α %5, β %6: LLR %7 in [%8, %9], %10</source>
        <translation>%1 gegen %2 — Elo %3 bis %4, α %5, β %6: LLR %7 in [%8, %9], %10</translation>
    </message>
    <message numerus="yes">
        <source>Stopping: abandoning %n running game(s); they are played again on resume.</source>
        <translation>
            <numerusform>Wird gestoppt: %n laufende Partie wird abgebrochen; sie wird beim Fortsetzen neu gespielt.</numerusform>
            <numerusform>Wird gestoppt: %n laufende Partien werden abgebrochen; sie werden beim Fortsetzen neu gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>estimating…</source>
        <translation>wird geschätzt…</translation>
    </message>
    <message>
        <source>Resume Match: choose its folder</source>
        <translation>Match fortsetzen: Ordner wählen</translation>
    </message>
    <message>
        <source>No match to export yet.</source>
        <translation>Noch kein Match zum Exportieren.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export Study Logs (CSV)…</source>
        <translation>Studienprotokolle exportieren (CSV)…</translation>
    </message>
    <message>
        <source>The Maastricht study&apos;s two logs: one row per game, and one row per move in a second file beside it (name-moves.csv)</source>
        <translation>Die beiden Protokolle der Maastrichter Studie: eine Zeile pro Partie und eine Zeile pro Zug in einer zweiten Datei daneben (name-moves.csv)</translation>
    </message>
    <message>
        <source>Wrote %1 and %2</source>
        <translation>%1 und %2 geschrieben</translation>
    </message>
    <message>
        <source>continue</source>
        <translation>weiter</translation>
    </message>
    <message>
        <source>H0 accepted</source>
        <translation>H0 angenommen</translation>
    </message>
    <message>
        <source>H1 accepted</source>
        <translation>H1 angenommen</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>The bot&apos;s Elo against the opponent, ± the 95 % interval.</source>
        <translation>Die Elo des Bots gegen den Gegner, ± das 95-%-Intervall.</translation>
    </message>
    <message>
        <source>The bot&apos;s Elo against the other bot, ± the 95 % interval: the pairing&apos;s own numbers.</source>
        <translation>Die Elo des Bots gegen den anderen Bot, ± das 95-%-Intervall: die Zahlen der Paarung selbst.</translation>
    </message>
    <message>
        <source>The bot&apos;s Elo relative to the field&apos;s mean (0), fitted from every pairing&apos;s games, ± the 95 % interval.</source>
        <translation>Die Elo des Bots relativ zum Mittel des Feldes (0), aus den Partien aller Paarungen geschätzt, ± das 95-%-Intervall.</translation>
    </message>
    <message>
        <source>no Elo yet</source>
        <translation>noch keine Elo</translation>
    </message>
    <message>
        <source>Paused: no game is running; Continue starts the next.</source>
        <translation>Angehalten: Keine Partie läuft; Weiter startet die nächste.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1 of %n games; Resume continues with the same seeds.</source>
        <translation>
            <numerusform>Gestoppt nach %1 von %n Partie; Fortsetzen macht mit denselben Seeds weiter.</numerusform>
            <numerusform>Gestoppt nach %1 von %n Partien; Fortsetzen macht mit denselben Seeds weiter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n games in %1.</source>
        <translation>
            <numerusform>Fertig: %n Partie in %1.</numerusform>
            <numerusform>Fertig: %n Partien in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No Elo yet: it needs at least %n games (two complete game pairs) and a 95 % score interval that stays between 0 % and 100 %. Until then the Elo interval is unbounded.</source>
        <translation>
            <numerusform>Noch keine Elo: dafür braucht es mindestens %n Partie (zwei vollständige Partiepaare) und ein 95-%-Intervall der Punktquote, das zwischen 0 % und 100 % bleibt. Bis dahin ist das Elo-Intervall unbeschränkt.</numerusform>
            <numerusform>Noch keine Elo: dafür braucht es mindestens %n Partien (zwei vollständige Partiepaare) und ein 95-%-Intervall der Punktquote, das zwischen 0 % und 100 % bleibt. Bis dahin ist das Elo-Intervall unbeschränkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No Elo yet: the field&apos;s fit needs at least %n games of the bot.</source>
        <translation>
            <numerusform>Noch keine Elo: die Schätzung über das Feld braucht mindestens %n Partie des Bots.</numerusform>
            <numerusform>Noch keine Elo: die Schätzung über das Feld braucht mindestens %n Partien des Bots.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n games · %2 running · elapsed %3 · ETA %4</source>
        <translation>
            <numerusform>%1 von %n Partie · %2 laufen · vergangen %3 · Rest %4</numerusform>
            <numerusform>%1 von %n Partien · %2 laufen · vergangen %3 · Rest %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Resume Last Match (%1 of %n games)</source>
        <translation>
            <numerusform>Letztes Match &amp;fortsetzen (%1 von %n Partie)</numerusform>
            <numerusform>Letztes Match &amp;fortsetzen (%1 von %n Partien)</numerusform>
        </translation>
    </message>
    <message>
        <source>The match cannot begin: %1</source>
        <translation>Das Match kann nicht beginnen: %1</translation>
    </message>
    <message>
        <source>The engines&apos; ratings are on the ladder (New Game shows them).</source>
        <translation>Die Wertungen der Engines stehen in der Rangliste (Neues Spiel zeigt sie).</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MatchRunner</name>
    <message>
        <source>A platform bot plays on the local server: start it (Game ▸ Play Online… ▸ Local server) and connect the bot to it (%1)</source>
        <translation>Ein Plattform-Bot spielt auf dem lokalen Server: Starten Sie ihn (Partie ▸ Online spielen… ▸ Lokaler Server) und verbinden Sie den Bot damit (%1)</translation>
    </message>
    <message>
        <source>The match on the local server stopped: %1</source>
        <translation>Das Match auf dem lokalen Server wurde abgebrochen: %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MatchSetupPanel</name>
    <message>
        <source>Bots</source>
        <translation>Bots</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Move time</source>
        <translation>Zugzeit</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Add Bot</source>
        <translation>Bot hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Head-to-head: two bots. Gauntlet: the first bot meets each other one.
Round-robin: every bot meets every other.</source>
        <translation>Head-to-head (Direktvergleich): zwei Bots. Gauntlet: Der erste Bot trifft auf jeden anderen.
Round-robin (Rundenturnier): Jeder Bot trifft auf jeden anderen.</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <source>Game pairs per pairing: both games of a pair use the same dice, colours swapped.</source>
        <translation>Partiepaare je Paarung: Beide Partien eines Paars verwenden dieselben Würfel, mit getauschten Farben.</translation>
    </message>
    <message>
        <source>Game &amp;pairs per pairing</source>
        <translation>Partie&amp;paare je Paarung</translation>
    </message>
    <message>
        <source>The same seed replays the same dice and bot choices (untimed bots).</source>
        <translation>Derselbe Seed wiederholt dieselben Würfel und Bot-Entscheidungen (Bots ohne Zeitlimit).</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>&amp;Seed</translation>
    </message>
    <message>
        <source>Games played at once (default: cores − 1).</source>
        <translation>Gleichzeitig gespielte Partien (Standard: Kerne − 1).</translation>
    </message>
    <message>
        <source>&amp;Concurrency</source>
        <translation>&amp;Gleichzeitig</translation>
    </message>
    <message>
        <source>&amp;Turn cap</source>
        <translation>&amp;Zuglimit</translation>
    </message>
    <message>
        <source>none, or minutes+seconds (e.g. 1+0.1)</source>
        <translation>keine, oder Minuten+Sekunden (z. B. 1+0.1)</translation>
    </message>
    <message>
        <source>A Fischer clock for bots without a move time.</source>
        <translation>Eine Fischer-Uhr für Bots ohne Zugzeit.</translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation>&amp;Uhr</translation>
    </message>
    <message>
        <source>Standard start. Or one DFEN per line: round r plays line r mod count.</source>
        <translation>Standard-Anfangsstellung. Oder eine DFEN pro Zeile: Runde r spielt Zeile r mod Anzahl.</translation>
    </message>
    <message>
        <source>Start &amp;positions</source>
        <translation>Star&amp;tstellungen</translation>
    </message>
    <message>
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <source>Sequential test on game pairs; a head-to-head match stops at its verdict.</source>
        <translation>Sequenzieller Test auf Partiepaaren; ein Head-to-head-Match endet bei seinem Urteil.</translation>
    </message>
    <message>
        <source>Elo H0</source>
        <translation>Elo H0</translation>
    </message>
    <message>
        <source>Elo H1</source>
        <translation>Elo H1</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Seed: a whole number from 0 to 18446744073709551615, got &apos;%1&apos;</source>
        <translation>Seed: eine ganze Zahl von 0 bis 18446744073709551615, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Clock: %1</source>
        <translation>Uhr: %1</translation>
    </message>
    <message>
        <source>Start positions, %1</source>
        <translation>Startstellungen, %1</translation>
    </message>
    <message>
        <source>SPRT: Elo H0 must be below Elo H1</source>
        <translation>SPRT: Elo H0 muss unter Elo H1 liegen</translation>
    </message>
    <message>
        <source>Bots: %1</source>
        <translation>Bots: %1</translation>
    </message>
    <message>
        <source>Time per decision; &quot;clock&quot; uses the match&apos;s time control</source>
        <translation>Zeit pro Entscheidung; „clock“ verwendet die Bedenkzeit des Matches</translation>
    </message>
    <message>
        <source>This bot answers at once</source>
        <translation>Dieser Bot antwortet sofort</translation>
    </message>
    <message>
        <source>Three dice (standard)</source>
        <translation>Drei Würfel (Standard)</translation>
    </message>
    <message>
        <source>One die (Maastricht study)</source>
        <translation>Ein Würfel (Maastrichter Studie)</translation>
    </message>
    <message>
        <source>The rules every game of the match is played by; the bots list changes with them (one die: the study&apos;s agents and our levels 5, 7 and 8).</source>
        <translation>Die Regeln, nach denen jede Partie des Matches gespielt wird; die Bot-Liste ändert sich mit ihnen (ein Würfel: die Agenten der Studie und unsere Stufen 5, 7 und 8).</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>Move time: milliseconds per decision (0: the clock below, or untimed).
Budget: the bot&apos;s own work limit per decision (0: its default).
One-die agents take their parameters beside the name, e.g. depth=5:eval=2.</source>
        <translation>Zugzeit: Millisekunden pro Entscheidung (0: die Uhr unten oder ohne Zeitlimit).
Budget: das eigene Arbeitslimit des Bots pro Entscheidung (0: sein Standard).
Ein-Würfel-Agenten erhalten ihre Parameter neben dem Namen, z. B. depth=5:eval=2.</translation>
    </message>
    <message>
        <source>Bot %1: %2</source>
        <translation>Bot %1: %2</translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation>Zweikampf</translation>
    </message>
    <message>
        <source>gauntlet</source>
        <translation>Gauntlet (einer gegen alle)</translation>
    </message>
    <message>
        <source>round-robin</source>
        <translation>Rundenturnier</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Engines…</translation>
    </message>
    <message>
        <source>Add, test and remove external engines (programs speaking docs/engine-protocol.md); each installed engine is a bot here and in New Game.</source>
        <translation>Externe Engines hinzufügen, testen und entfernen (Programme, die docs/engine-protocol.md sprechen); jede installierte Engine ist hier und in „Neue Partie“ ein Bot.</translation>
    </message>
    <message>
        <source>Server Bots</source>
        <translation>Server-Bots</translation>
    </message>
    <message>
        <source>Adds the bots connected to the local server (Game ▸ Play Online… ▸ Local server); a match with one of them is played on that server, by its clock and its dice</source>
        <translation>Fügt die mit dem lokalen Server verbundenen Bots hinzu (Partie ▸ Online spielen… ▸ Lokaler Server); ein Match mit einem von ihnen wird auf diesem Server gespielt, mit seiner Uhr und seinen Würfeln</translation>
    </message>
    <message>
        <source>No local server: start it in Game ▸ Play Online… ▸ Local server</source>
        <translation>Kein lokaler Server: Starten Sie ihn unter Partie ▸ Online spielen… ▸ Lokaler Server</translation>
    </message>
    <message>
        <source>The local server&apos;s bots could not be read: %1</source>
        <translation>Die Bots des lokalen Servers konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>No bot is connected to the local server now (dicechess-cli bot --server %1 …)</source>
        <translation>Gerade ist kein Bot mit dem lokalen Server verbunden (dicechess-cli bot --server %1 …)</translation>
    </message>
    <message>
        <source>Added %1; set the house bots&apos; move time to clock: the server&apos;s clock times every game</source>
        <translation>%1 hinzugefügt; stellen Sie die Zugzeit der Haus-Bots auf Uhr: Die Uhr des Servers misst jede Partie</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MoveListModel</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1 doubles to %2</source>
        <translation>%1 verdoppelt auf %2</translation>
    </message>
    <message>
        <source>%1 takes</source>
        <translation>%1 nimmt an</translation>
    </message>
    <message>
        <source>%1 drops</source>
        <translation>%1 lehnt ab</translation>
    </message>
    <message>
        <source>resigned</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>draw agreed</source>
        <translation>Remis vereinbart</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>unzulässiger Zug</translation>
    </message>
    <message>
        <source>double dropped</source>
        <translation>Verdopplung abgelehnt</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>king captured</source>
        <translation>König geschlagen</translation>
    </message>
    <message>
        <source>100-micro-move rule</source>
        <translation>100-Mikrozüge-Regel</translation>
    </message>
    <message>
        <source>turn limit reached</source>
        <translation>Zuglimit erreicht</translation>
    </message>
    <message>
        <source>%1 resigned</source>
        <translation>%1 hat aufgegeben</translation>
    </message>
    <message>
        <source>%1 dropped the double</source>
        <translation>%1 hat die Verdopplung abgelehnt</translation>
    </message>
    <message>
        <source>time forfeit by %1</source>
        <translation>Zeitüberschreitung von %1</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>durch Einigung</translation>
    </message>
    <message>
        <source>illegal move by %1</source>
        <translation>unzulässiger Zug von %1</translation>
    </message>
    <message numerus="yes">
        <source> (%n points)</source>
        <translation>
            <numerusform> (%n Punkt)</numerusform>
            <numerusform> (%n Punkte)</numerusform>
        </translation>
    </message>
    <message>
        <source>engine fault</source>
        <translation>Engine-Fehler</translation>
    </message>
    <message>
        <source>crash by %1</source>
        <translation>Absturz von %1</translation>
    </message>
    <message>
        <source>timeout by %1</source>
        <translation>Zeitüberschreitung von %1</translation>
    </message>
    <message>
        <source>flood by %1</source>
        <translation>Zeilenflut von %1</translation>
    </message>
    <message>
        <source>protocol fault by %1</source>
        <translation>Protokollfehler von %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MoveListView</name>
    <message>
        <source>Move list</source>
        <translation>Zugliste</translation>
    </message>
    <message numerus="yes">
        <source>Variation of %n turn(s) — Esc takes one back, End returns to the game</source>
        <translation>
            <numerusform>Variante mit %n Zug — Esc nimmt einen zurück, End kehrt zur Partie zurück</numerusform>
            <numerusform>Variante mit %n Zügen — Esc nimmt einen zurück, End kehrt zur Partie zurück</numerusform>
        </translation>
    </message>
    <message>
        <source>Viewing the start position (read-only) — End returns to the game</source>
        <translation>Ansicht der Anfangsstellung (schreibgeschützt) — End kehrt zur Partie zurück</translation>
    </message>
    <message>
        <source>Viewing the position after %1 (read-only) — End returns to the game</source>
        <translation>Ansicht der Stellung nach %1 (schreibgeschützt) — End kehrt zur Partie zurück</translation>
    </message>
    <message numerus="yes">
        <source>Viewing %1 after %2 of its %n micro-move(s) (read-only) — Ctrl+←/→ step by micro-move</source>
        <translation>
            <numerusform>Ansicht von %1 nach %2 von %n Teilzug (schreibgeschützt) — Ctrl+←/→ geht teilzugweise</numerusform>
            <numerusform>Ansicht von %1 nach %2 von %n Teilzügen (schreibgeschützt) — Ctrl+←/→ geht teilzugweise</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>&amp;Fischer clock</source>
        <translation>&amp;Fischer-Uhr</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s per turn</source>
        <translation> s pro Zug</translation>
    </message>
    <message>
        <source>Initial time:</source>
        <translation>Grundzeit:</translation>
    </message>
    <message>
        <source>Increment:</source>
        <translation>Inkrement:</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>&amp;Random seed</source>
        <translation>&amp;Zufälliger Seed</translation>
    </message>
    <message>
        <source>Fi&amp;xed seed:</source>
        <translation>Fes&amp;ter Seed:</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <source>&amp;Standard</source>
        <translation>St&amp;andard</translation>
    </message>
    <message>
        <source>From &amp;DFEN:</source>
        <translation>Aus &amp;DFEN:</translation>
    </message>
    <message>
        <source>placement side castling en-passant [half-move] [full-move] [dice]</source>
        <translation>Aufstellung Seite Rochade En-passant [Halbzüge] [Zugnummer] [Würfel]</translation>
    </message>
    <message>
        <source>Play for &amp;stakes with the doubling cube</source>
        <translation>Mit Verdopplungswürfel um &amp;Einsatz spielen</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Partie starten</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>Der Seed muss eine ganze Zahl von 0 bis 18446744073709551615 sein.</translation>
    </message>
    <message>
        <source>Three dice (standard)</source>
        <translation>Drei Würfel (Standard)</translation>
    </message>
    <message>
        <source>One die (Maastricht study)</source>
        <translation>Ein Würfel (Maastrichter Studie)</translation>
    </message>
    <message>
        <source>Three dice: roll three dice, play up to three micro-moves.
One die: roll one die among the piece types that can move, play one micro-move of that type.</source>
        <translation>Drei Würfel: drei Würfel werfen, bis zu drei Teilzüge spielen.
Ein Würfel: einen Würfel unter den ziehfähigen Figurentypen werfen, einen Teilzug mit einer Figur dieses Typs spielen.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>The one-die dialect is played without the cube.</source>
        <translation>Die Ein-Würfel-Variante wird ohne Verdopplungswürfel gespielt.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::OpeningExplorer</name>
    <message>
        <source>Opening Explorer</source>
        <translation>Eröffnungs-Explorer</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Zug:</translation>
    </message>
    <message>
        <source>Roll:</source>
        <translation>Wurf:</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>Sieg %</translation>
    </message>
    <message>
        <source>±</source>
        <translation>±</translation>
    </message>
    <message>
        <source>vs best</source>
        <translation>zum besten</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Richter</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Win % for the side playing the turn, from the book&apos;s rollouts (rolled-out turns only)</source>
        <translation>Sieg-% der ziehenden Seite aus den Rollouts des Buchs (nur ausgespielte Züge)</translation>
    </message>
    <message>
        <source>Difference to the book&apos;s best turn; ± is the standard error of the difference (common dice)</source>
        <translation>Abstand zum besten Buchzug; ± ist der Standardfehler des Abstands (gleiche Würfel)</translation>
    </message>
    <message>
        <source>Analyse Game&apos;s judge: the value network, its best eight turns searched two turns deep</source>
        <translation>Der Richter von „Partie analysieren“: das Bewertungsnetz, seine besten acht Züge zwei Züge tief durchsucht</translation>
    </message>
    <message>
        <source>Turns the judge searched: its shortlist two, the rest one (values of different depths do not compare)</source>
        <translation>Vom Richter durchsuchte Züge: seine Auswahl zwei, der Rest einer (Werte verschiedener Tiefe sind nicht vergleichbar)</translation>
    </message>
    <message>
        <source>&amp;Play on Board</source>
        <translation>Auf dem Brett &amp;spielen</translation>
    </message>
    <message>
        <source>Play the selected turn in the game when it is your turn with this roll; otherwise it opens as a variation from the position shown</source>
        <translation>Spielt den gewählten Zug in der Partie, wenn du mit diesem Wurf am Zug bist; sonst öffnet er sich als Variante von der gezeigten Stellung</translation>
    </message>
    <message>
        <source>Open as &amp;Variation</source>
        <translation>Als &amp;Variante öffnen</translation>
    </message>
    <message>
        <source>Play the book line to the selected turn as a variation from the first position of the game shown</source>
        <translation>Spielt die Buchvariante bis zum gewählten Zug als Variante ab der ersten Stellung der gezeigten Partie</translation>
    </message>
    <message>
        <source>White&apos;s first turn</source>
        <translation>Erster Zug von Weiß</translation>
    </message>
    <message>
        <source>Black&apos;s, after White&apos;s %1 %2</source>
        <translation>Schwarz, nach Weiß %1 %2</translation>
    </message>
    <message>
        <source>Black&apos;s, after White&apos;s pass</source>
        <translation>Schwarz, nachdem Weiß passen musste</translation>
    </message>
    <message>
        <source>No opening book is installed (share/dicechess/book/opening.book).</source>
        <translation>Kein Eröffnungsbuch installiert (share/dicechess/book/opening.book).</translation>
    </message>
    <message>
        <source>A forced turn: nothing to compare.</source>
        <translation>Ein erzwungener Zug: nichts zu vergleichen.</translation>
    </message>
    <message>
        <source>Level 9</source>
        <translation>Stufe 9</translation>
    </message>
    <message>
        <source>How often level 9 chose the turn with this roll in its recorded games (the bots&apos; round-robin); where the book has the roll, level 9 plays the book&apos;s best</source>
        <translation>Wie oft Stufe 9 diesen Zug mit diesem Wurf in ihren aufgezeichneten Partien wählte (Rundenturnier der Bots); wo das Buch den Wurf hat, spielt Stufe 9 den besten Zug des Buchs</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>Level 9 met this position in none of its %n recorded games, so its column is empty.</source>
        <translation>
            <numerusform>Stufe 9 ist dieser Stellung in keiner ihrer %n aufgezeichneten Partie begegnet, daher ist ihre Spalte leer.</numerusform>
            <numerusform>Stufe 9 ist dieser Stellung in keiner ihrer %n aufgezeichneten Partien begegnet, daher ist ihre Spalte leer.</numerusform>
        </translation>
    </message>
    <message>
        <source>--explorer: &apos;%1&apos; is not ROLL, ROLL:black-roll or pass:black-roll</source>
        <translation>--explorer: „%1“ ist nicht WURF, WURF:schwarzer-Wurf oder pass:schwarzer-Wurf</translation>
    </message>
    <message>
        <source>--explorer: the book has no White entry for %1</source>
        <translation>--explorer: Das Buch hat keinen Eintrag für Weiß mit %1</translation>
    </message>
    <message numerus="yes">
        <source>The book does not have this position yet: %1 of its %n positions are computed (scripts/build-book continues it).</source>
        <translation>
            <numerusform>Das Buch hat diese Stellung noch nicht: %1 seiner %n Stellung ist berechnet (scripts/build-book setzt es fort).</numerusform>
            <numerusform>Das Buch hat diese Stellung noch nicht: %1 seiner %n Stellungen sind berechnet (scripts/build-book setzt es fort).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n distinct turns. The judge&apos;s best %1 were rolled out %2 each with the same dice (the net&apos;s policy, cut after %3); ± is a standard error in win-% points.</source>
        <extracomment>%2 is &quot;N times&quot;, %3 is &quot;N plies&quot;</extracomment>
        <translation>
            <numerusform>%n verschiedener Zug. Die besten %1 des Richters wurden je %2 mit denselben Würfeln ausgespielt (Strategie des Netzes, nach %3 abgebrochen); ± ist ein Standardfehler in Sieg-%-Punkten.</numerusform>
            <numerusform>%n verschiedene Züge. Die besten %1 des Richters wurden je %2 mit denselben Würfeln ausgespielt (Strategie des Netzes, nach %3 abgebrochen); ± ist ein Standardfehler in Sieg-%-Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>as in &quot;rolled out 1000 times each&quot;</extracomment>
        <translation>
            <numerusform>einmal</numerusform>
            <numerusform>%n-mal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plies</source>
        <extracomment>as in &quot;cut after 8 plies&quot;</extracomment>
        <translation>
            <numerusform>%n Halbzug</numerusform>
            <numerusform>%n Halbzügen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PlatformGameOpener</name>
    <message>
        <source>Name a game: its link, its id or a saved history file</source>
        <translation>Nennen Sie eine Partie: ihren Link, ihre ID oder eine gespeicherte Verlaufsdatei</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a file, a game id or an http(s) link</source>
        <translation>„%1“ ist weder eine Datei noch eine Partie-ID noch ein http(s)-Link</translation>
    </message>
    <message>
        <source>The link %1 names no game (…/games/ID or …/live/ID)</source>
        <translation>Der Link %1 nennt keine Partie (…/games/ID oder …/live/ID)</translation>
    </message>
    <message>
        <source>Open &amp;Platform Game…</source>
        <translation>&amp;Plattform-Partie öffnen…</translation>
    </message>
    <message>
        <source>Open Platform Game</source>
        <translation>Plattform-Partie öffnen</translation>
    </message>
    <message>
        <source>https://…/live/ID, a game id, or a history .json file</source>
        <translation>https://…/live/ID, eine Partie-ID oder eine Verlaufsdatei (.json)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Partie:</translation>
    </message>
    <message>
        <source>The server a game id or a /live/ link is read from</source>
        <translation>Der Server, von dem eine Partie-ID oder ein /live/-Link gelesen wird</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>Platform game histories (*.json);;All files (*)</source>
        <translation>Verläufe von Plattform-Partien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Reading %1 …</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: the server has no finished game of that id (a game still being played, or aborted, has no history)</source>
        <translation>%1: Der Server hat keine beendete Partie mit dieser ID (eine laufende oder abgebrochene Partie hat keinen Verlauf)</translation>
    </message>
    <message>
        <source>%1: the server answered HTTP %2</source>
        <translation>%1: Der Server antwortete mit HTTP %2</translation>
    </message>
    <message>
        <source>%1 is not a platform game history (GET /games/ID/history): not JSON</source>
        <translation>%1 ist kein Verlauf einer Plattform-Partie (GET /games/ID/history): kein JSON</translation>
    </message>
    <message>
        <source>%1 does not replay:
%2</source>
        <translation>%1 lässt sich nicht nachspielen:
%2</translation>
    </message>
    <message>
        <source>open the platform game %1</source>
        <translation>die Plattform-Partie %1 öffnen</translation>
    </message>
    <message>
        <source>Opened the platform game from %1 (kept as %2)</source>
        <translation>Plattform-Partie aus %1 geöffnet (gespeichert als %2)</translation>
    </message>
    <message>
        <source>Game %1 ended; the server&apos;s record is kept as %2</source>
        <translation>Partie %1 ist beendet; die Aufzeichnung des Servers ist als %2 gespeichert</translation>
    </message>
    <message>
        <source>%1: the game id &apos;%2&apos; is not a platform game&apos;s (a UUID)</source>
        <translation>%1: Die Partie-ID „%2“ ist keine der Plattform (eine UUID)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PlayActions</name>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>&amp;Verdoppeln</translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation>Zug bes&amp;tätigen</translation>
    </message>
    <message>
        <source>Let the turn you played count (Ctrl+Enter); Undo takes micro-moves back</source>
        <translation>Den gespielten Zug werten (Ctrl+Enter); Rückgängig nimmt Teilzüge zurück</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Offer dra&amp;w</source>
        <translation>R&amp;emis anbieten</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>Auf&amp;geben</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>Take back your last whole turn against a bot (Ctrl+Z)</source>
        <translation>Ihren letzten ganzen Zug gegen einen Bot zurücknehmen (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo the last micro-move of the turn in progress (Backspace)</source>
        <translation>Den letzten Teilzug des laufenden Zugs rückgängig machen (Backspace)</translation>
    </message>
    <message>
        <source>Offer a draw with this turn; the opponent answers before its roll (Ctrl+D)</source>
        <translation>Mit diesem Zug Remis anbieten; der Gegner antwortet vor seinem Wurf (Ctrl+D)</translation>
    </message>
    <message>
        <source>Give up the game (Ctrl+R)</source>
        <translation>Die Partie aufgeben (Ctrl+R)</translation>
    </message>
    <message>
        <source>&amp;Confirm Turn</source>
        <translation>Zug bes&amp;tätigen</translation>
    </message>
    <message>
        <source>&amp;Undo Micro-move</source>
        <translation>Teilzug &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Take Back Turn</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Offer Dra&amp;w</source>
        <translation>R&amp;emis anbieten</translation>
    </message>
    <message>
        <source>Re&amp;sign…</source>
        <translation>Auf&amp;geben…</translation>
    </message>
    <message>
        <source>&amp;Take Back King Capture…</source>
        <translation>Königsschlag &amp;zurücknehmen…</translation>
    </message>
    <message>
        <source>Draw offered</source>
        <translation>Remis angeboten</translation>
    </message>
    <message>
        <source>Reopen the game?</source>
        <translation>Partie wieder öffnen?</translation>
    </message>
    <message>
        <source>The game ended with a king capture. Take it back and play on?

The record will say that the game was reopened, and its analysis is cleared.</source>
        <translation>Die Partie endete mit einem Königsschlag. Zurücknehmen und weiterspielen?

Die Aufzeichnung vermerkt, dass die Partie wieder geöffnet wurde, und ihre Analyse wird gelöscht.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Really resign this game?</source>
        <translation>Diese Partie wirklich aufgeben?</translation>
    </message>
    <message>
        <source>Double offered</source>
        <translation>Verdopplung angeboten</translation>
    </message>
    <message>
        <source>&amp;Take</source>
        <translation>&amp;Annehmen</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>%1 offers a draw. Accept?</source>
        <translation>%1 bietet Remis an. Annehmen?</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Tutor</translation>
    </message>
    <message>
        <source>&amp;Undo Turn</source>
        <translation>Zug &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Keep It</source>
        <translation>&amp;Behalten</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PlayOnlineDialog</name>
    <message>
        <source>Play Online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>The platform&apos;s public server, or any server that speaks its API (dicechess-cli serve on this computer or your LAN)</source>
        <translation>Der öffentliche Server der Plattform oder jeder Server, der ihre API spricht (dicechess-cli serve auf diesem Rechner oder in Ihrem LAN)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>Fischer INITIAL+INCREMENT, SuddenDeath INITIAL or PerMove SECONDS, in seconds</source>
        <translation>Fischer START+ZUSCHLAG, SuddenDeath START oder PerMove SEKUNDEN, in Sekunden</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Bedenkzeit:</translation>
    </message>
    <message>
        <source>&amp;Seeks</source>
        <translation>&amp;Gesuche</translation>
    </message>
    <message>
        <source>&amp;Bots</source>
        <translation>&amp;Bots</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Zuschauen</translation>
    </message>
    <message>
        <source>&amp;Friend</source>
        <translation>&amp;Freund</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>&amp;Accept seek</source>
        <translation>Gesuch a&amp;nnehmen</translation>
    </message>
    <message>
        <source>&amp;Post a seek</source>
        <translation>Gesuch &amp;stellen</translation>
    </message>
    <message>
        <source>Waits in the lobby, with the time control above, until someone accepts it</source>
        <translation>Wartet mit der obigen Bedenkzeit in der Lobby, bis jemand es annimmt</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Random colour</source>
        <translation>Zufällige Farbe</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>P&amp;lay this bot</source>
        <translation>Gegen diesen Bot &amp;spielen</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Wa&amp;tch</source>
        <translation>Zu&amp;schauen</translation>
    </message>
    <message>
        <source>&amp;Create a game for a friend</source>
        <translation>Partie für einen Freund &amp;erstellen</translation>
    </message>
    <message>
        <source>You play White; send the link to your friend, who joins as Black</source>
        <translation>Sie spielen Weiß; schicken Sie den Link Ihrem Freund, der als Schwarz beitritt</translation>
    </message>
    <message>
        <source>the link for your friend appears here</source>
        <translation>hier erscheint der Link für Ihren Freund</translation>
    </message>
    <message>
        <source>C&amp;opy the link and play</source>
        <translation>Link k&amp;opieren und spielen</translation>
    </message>
    <message>
        <source>Their link:</source>
        <translation>Sein Link:</translation>
    </message>
    <message>
        <source>…/live/GAME?seat=TOKEN&amp;as=black</source>
        <translation>…/live/PARTIE?seat=TOKEN&amp;as=black</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>Bei&amp;treten</translation>
    </message>
    <message>
        <source>A friend&apos;s link:</source>
        <translation>Link eines Freundes:</translation>
    </message>
    <message>
        <source>%1 — Refresh to try again</source>
        <translation>%1 – Aktualisieren versucht es erneut</translation>
    </message>
    <message>
        <source>The time control &apos;%1&apos; is not one the platform knows: write Fischer 600+10, SuddenDeath 600 or PerMove 30 (seconds)</source>
        <translation>Die Bedenkzeit „%1“ kennt die Plattform nicht: Schreiben Sie Fischer 600+10, SuddenDeath 600 oder PerMove 30 (Sekunden)</translation>
    </message>
    <message>
        <source>The server&apos;s address begins with http:// or https://</source>
        <translation>Die Adresse des Servers beginnt mit http:// oder https://</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>Gast</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n open seek(s)</source>
        <translation>
            <numerusform>%1: %n offenes Gesuch</numerusform>
            <numerusform>%1: %n offene Gesuche</numerusform>
        </translation>
    </message>
    <message>
        <source>%1?</source>
        <translation>%1?</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>spielt</translation>
    </message>
    <message>
        <source>Pick a seek to accept</source>
        <translation>Wählen Sie ein Gesuch zum Annehmen</translation>
    </message>
    <message>
        <source>The seek could not be taken: %1</source>
        <translation>Das Gesuch konnte nicht angenommen werden: %1</translation>
    </message>
    <message>
        <source>The seek was not posted: %1</source>
        <translation>Das Gesuch wurde nicht aufgegeben: %1</translation>
    </message>
    <message>
        <source>&amp;Cancel the seek</source>
        <translation>Gesuch zu&amp;rückziehen</translation>
    </message>
    <message>
        <source>Your seek waits in the lobby for an opponent…</source>
        <translation>Ihr Gesuch wartet in der Lobby auf einen Gegner…</translation>
    </message>
    <message>
        <source>Your seek is gone from the server: %1</source>
        <translation>Ihr Gesuch ist nicht mehr auf dem Server: %1</translation>
    </message>
    <message>
        <source>Seek cancelled</source>
        <translation>Gesuch zurückgezogen</translation>
    </message>
    <message>
        <source>Pick a bot to play</source>
        <translation>Wählen Sie einen Bot als Gegner</translation>
    </message>
    <message>
        <source>The game was not started: %1</source>
        <translation>Die Partie wurde nicht begonnen: %1</translation>
    </message>
    <message>
        <source>Pick a game to watch</source>
        <translation>Wählen Sie eine Partie zum Zuschauen</translation>
    </message>
    <message>
        <source>The game was not created: %1</source>
        <translation>Die Partie wurde nicht erstellt: %1</translation>
    </message>
    <message>
        <source>Game %1 is ready: send your friend the link, then play</source>
        <translation>Partie %1 ist bereit: Schicken Sie Ihrem Freund den Link und spielen Sie</translation>
    </message>
    <message>
        <source>Create the game first</source>
        <translation>Erstellen Sie zuerst die Partie</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a game link: it reads …/live/GAME?seat=TOKEN&amp;as=white|black</source>
        <translation>„%1“ ist kein Partie-Link: Er lautet …/live/PARTIE?seat=TOKEN&amp;as=white|black</translation>
    </message>
    <message>
        <source>dicechess-cli serve on this computer (127.0.0.1), our levels as its house bots, its ladder on; its games and ratings are kept in the app&apos;s data folder</source>
        <translation>dicechess-cli serve auf diesem Rechner (127.0.0.1), unsere Stufen als Haus-Bots, die Rangliste an; Partien und Wertungen bleiben im Datenordner der App</translation>
    </message>
    <message>
        <source>La&amp;dder</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <source>Starting the local server…</source>
        <translation>Der lokale Server wird gestartet…</translation>
    </message>
    <message>
        <source>The local server has stopped</source>
        <translation>Der lokale Server wurde beendet</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>RD</source>
        <translation>RD</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gew.</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verl.</translation>
    </message>
    <message>
        <source>The server&apos;s leaderboard: bots with a settled rating (RD at most 110)</source>
        <translation>Die Rangliste des Servers: Bots mit gefestigter Wertung (RD höchstens 110)</translation>
    </message>
    <message>
        <source>Stop the local ser&amp;ver</source>
        <translation>Lokalen Ser&amp;ver beenden</translation>
    </message>
    <message>
        <source>Local ser&amp;ver</source>
        <translation>Lokaler Ser&amp;ver</translation>
    </message>
    <message>
        <source>accept a seek on %1</source>
        <translation>ein Gesuch auf %1 annehmen</translation>
    </message>
    <message>
        <source>post a seek on %1</source>
        <translation>ein Gesuch auf %1 stellen</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>gegen %1 spielen</translation>
    </message>
    <message>
        <source>watch a game on %1</source>
        <translation>einer Partie auf %1 zuschauen</translation>
    </message>
    <message>
        <source>play a friend on %1</source>
        <translation>auf %1 gegen einen Freund spielen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names no seat colour: it ends with &amp;as=white or &amp;as=black</source>
        <translation>„%1“ nennt keine Farbe: Er endet mit &amp;as=white oder &amp;as=black</translation>
    </message>
    <message>
        <source>join a friend&apos;s game</source>
        <translation>der Partie eines Freundes beitreten</translation>
    </message>
    <message>
        <source>Your seek&apos;s state could not be read (%1); asking again…</source>
        <translation>Der Stand Ihres Gesuchs ließ sich nicht lesen (%1); es wird erneut gefragt…</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PlayOnlineLink</name>
    <message>
        <source>Online: %1</source>
        <translation>Online: %1</translation>
    </message>
    <message>
        <source>Play Online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>%1 — the server&apos;s record is being opened, its dice checked</source>
        <translation>%1 – die Aufzeichnung des Servers wird geöffnet und ihre Würfel geprüft</translation>
    </message>
    <message>
        <source>Play &amp;Online…</source>
        <translation>&amp;Online spielen…</translation>
    </message>
    <message>
        <source>A platform server&apos;s lobby: seeks, its bots, live games to watch, a game with a friend</source>
        <translation>Die Lobby eines Plattform-Servers: Gesuche, seine Bots, laufende Partien zum Zuschauen, eine Partie mit einem Freund</translation>
    </message>
    <message>
        <source>Joining game %1 on %2 …</source>
        <translation>Partie %1 auf %2 wird betreten …</translation>
    </message>
    <message>
        <source>%1

The game goes on on the server. Connect again?</source>
        <translation>%1

Die Partie läuft auf dem Server weiter. Erneut verbinden?</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>White: %1</source>
        <translation>Weiß: %1</translation>
    </message>
    <message>
        <source>Black: %1</source>
        <translation>Schwarz: %1</translation>
    </message>
    <message>
        <source>Cube: %1 (%2)</source>
        <translation>Verdopplungswürfel: %1 (%2)</translation>
    </message>
    <message>
        <source>centred</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>White owns it</source>
        <translation>bei Weiß</translation>
    </message>
    <message>
        <source>Black owns it</source>
        <translation>bei Schwarz</translation>
    </message>
    <message>
        <source>Seed %1 · %2</source>
        <translation>Seed %1 · %2</translation>
    </message>
    <message>
        <source>clock %1</source>
        <translation>Uhr %1</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>ohne Uhr</translation>
    </message>
    <message>
        <source>Played on a platform server · %1</source>
        <translation>Auf einem Plattform-Server gespielt · %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PositionEditorDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>Click: place the palette piece (again: remove it) · drag: move a piece, off the board to remove it · right-click: clear the square</source>
        <translation>Klick: Palettenfigur setzen (erneut: entfernen) · Ziehen: Figur bewegen, vom Brett ziehen zum Entfernen · Rechtsklick: Feld leeren</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Weiß O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Weiß O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Schwarz O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Schwarz O-O-O</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>Rochade</translation>
    </message>
    <message>
        <source>none, or squares: e3 c3</source>
        <translation>keine, oder Felder: e3 c3</translation>
    </message>
    <message>
        <source>En-passant targets</source>
        <translation>En-passant-Felder</translation>
    </message>
    <message>
        <source>none (before the roll), or PNB</source>
        <translation>keine (vor dem Wurf), oder PNB</translation>
    </message>
    <message>
        <source>The dice still to spend, as piece letters: P N B R Q K</source>
        <translation>Die noch zu verbrauchenden Würfel als Figurenbuchstaben: P N B R Q K</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Half-move clock</source>
        <translation>Halbzugzähler</translation>
    </message>
    <message>
        <source>Full-move number</source>
        <translation>Zugnummer</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <source>DFEN</source>
        <translation>DFEN</translation>
    </message>
    <message>
        <source>&amp;Play From Here</source>
        <translation>&amp;Von hier spielen</translation>
    </message>
    <message>
        <source>&amp;Analyse This Position</source>
        <translation>Stellung &amp;analysieren</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Clicks clear squares</source>
        <translation>Klicks leeren Felder</translation>
    </message>
    <message>
        <source>Valid: %1 to roll</source>
        <translation>Gültig: %1 ist am Wurf</translation>
    </message>
    <message>
        <source>Valid: %1 to move with %2</source>
        <translation>Gültig: %1 am Zug mit %2</translation>
    </message>
    <message>
        <source>Three dice (standard)</source>
        <translation>Drei Würfel (Standard)</translation>
    </message>
    <message>
        <source>One die (Maastricht study)</source>
        <translation>Ein Würfel (Maastrichter Studie)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PositionEvaluator</name>
    <message>
        <source>Monte-Carlo rollouts</source>
        <translation>Monte-Carlo-Rollouts</translation>
    </message>
    <message>
        <source>value network with a one-turn search</source>
        <translation>Bewertungsnetz mit Suche über einen Zug</translation>
    </message>
    <message>
        <source>value network alone (a search is refining it)</source>
        <translation>Bewertungsnetz allein (eine Suche verfeinert es)</translation>
    </message>
    <message>
        <source>one-die ExpectiMiniMax, 3 plies, level 5 evaluation</source>
        <translation>Ein-Würfel-ExpectiMiniMax, 3 Halbzüge, Bewertung von Stufe 5</translation>
    </message>
    <message>
        <source>%1 (a search is refining it)</source>
        <translation>%1 (eine Suche verfeinert den Wert)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Error marks of game analysis</source>
        <translation>Fehlermarkierungen der Partieanalyse</translation>
    </message>
    <message>
        <source> win-% points</source>
        <translation> Gewinn-%-Punkte</translation>
    </message>
    <message>
        <source>Default %1</source>
        <translation>Standard %1</translation>
    </message>
    <message>
        <source>Inaccuracy ?! from</source>
        <translation>Ungenauigkeit ?! ab</translation>
    </message>
    <message>
        <source>Mistake ? from</source>
        <translation>Fehler ? ab</translation>
    </message>
    <message>
        <source>Blunder ?? from</source>
        <translation>Grober Fehler ?? ab</translation>
    </message>
    <message>
        <source>A turn is marked when the best turn for its roll wins this much more often than the turn played. Defaults: %1 / %2 / %3.</source>
        <translation>Ein Zug wird markiert, wenn der beste Zug für seinen Wurf um so viel öfter gewinnt als der gespielte. Standard: %1 / %2 / %3.</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <source>Evaluate each shown position in the background (eval bar)</source>
        <translation>Jede angezeigte Stellung im Hintergrund bewerten (Bewertungsbalken)</translation>
    </message>
    <message>
        <source>Value network with a two-turn search</source>
        <translation>Bewertungsnetz mit Suche über zwei Züge</translation>
    </message>
    <message>
        <source>Monte-Carlo rollouts (random playouts)</source>
        <translation>Monte-Carlo-Rollouts (zufällige Playouts)</translation>
    </message>
    <message>
        <source>What judges positions for the eval bar and Game ▸ Analyse Game</source>
        <translation>Was Stellungen für den Bewertungsbalken und Partie ▸ Partie analysieren bewertet</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Fair play: hide the eval bar and analysis while playing a bot</source>
        <translation>Fair Play: Bewertungsbalken und Analyse im Spiel gegen einen Bot verbergen</translation>
    </message>
    <message>
        <source>The eval bar, the analysis pane with its heat map and Analyse Game come back when the game ends</source>
        <translation>Bewertungsbalken, Analysefenster mit Heatmap und „Partie analysieren“ sind nach Partieende wieder da</translation>
    </message>
    <message>
        <source>Confirm each turn before it counts</source>
        <translation>Jeden Zug vor dem Werten bestätigen</translation>
    </message>
    <message>
        <source>After your last micro-move the turn waits for Confirm Turn (Ctrl+Enter); until then Undo takes micro-moves back</source>
        <translation>Nach Ihrem letzten Teilzug wartet der Zug auf „Zug bestätigen“ (Ctrl+Enter); bis dahin nimmt Rückgängig Teilzüge zurück</translation>
    </message>
    <message>
        <source>The mistake threshold must be above the inaccuracy threshold.</source>
        <translation>Die Fehler-Schwelle muss über der Ungenauigkeits-Schwelle liegen.</translation>
    </message>
    <message>
        <source>The blunder threshold must be above the mistake threshold.</source>
        <translation>Die Schwelle für grobe Fehler muss über der Fehler-Schwelle liegen.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>The language of menus and dialogs; takes effect at the next start</source>
        <translation>Die Sprache von Menüs und Dialogen; wirkt ab dem nächsten Start</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>??</source>
        <translation>??</translation>
    </message>
    <message>
        <source>? and ?? (default)</source>
        <translation>? und ?? (Standard)</translation>
    </message>
    <message>
        <source>?!, ? and ??</source>
        <translation>?!, ? und ??</translation>
    </message>
    <message>
        <source>After Analyse Game, each such mark&apos;s turn and the best turn are rolled out against each other until their difference is known to ±1 win-% point; the mark is then confirmed (✓), changed or withdrawn. Needs the value network.</source>
        <translation>Nach „Partie analysieren“ werden der Zug jeder solchen Markierung und der beste Zug gegeneinander ausgespielt, bis ihr Unterschied auf ±1 Gewinn-%-Punkt bekannt ist; die Markierung wird dann bestätigt (✓), geändert oder zurückgenommen. Benötigt das Bewertungsnetz.</translation>
    </message>
    <message>
        <source>Verify by rollouts</source>
        <translation>Durch Rollouts prüfen</translation>
    </message>
    <message>
        <source>Tutor: warn when my turn against a bot loses more than</source>
        <translation>Tutor: warnen, wenn mein Zug gegen einen Bot mehr verliert als</translation>
    </message>
    <message>
        <source>The judge compares each of your turns with its best; a worse turn is named with the better one, and Undo (before Confirm) or Take back (after) is offered. The game records the warnings and is not rated.</source>
        <translation>Der Richter vergleicht jeden deiner Züge mit seinem besten; ein schlechterer Zug wird mit dem besseren genannt, und Rückgängig (vor dem Bestätigen) oder Zurücknehmen (danach) wird angeboten. Die Partie vermerkt die Warnungen und wird nicht gewertet.</translation>
    </message>
    <message>
        <source>Play Online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>The servers Game ▸ Play Online… offers, one http:// or https:// address a line</source>
        <translation>Die Server, die Partie ▸ Online spielen… anbietet, eine http://- oder https://-Adresse je Zeile</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Fischer 600+10, SuddenDeath 600 or PerMove 30 (seconds)</source>
        <translation>Fischer 600+10, SuddenDeath 600 oder PerMove 30 (Sekunden)</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>Guest identity</source>
        <translation>Gast-Identität</translation>
    </message>
    <message>
        <source>Make a new guest identity (the old one&apos;s seats are left behind)</source>
        <translation>Eine neue Gast-Identität anlegen (die Sitze der alten bleiben zurück)</translation>
    </message>
    <message>
        <source>The server &apos;%1&apos; is not an http:// or https:// address.</source>
        <translation>Der Server „%1“ ist keine http://- oder https://-Adresse.</translation>
    </message>
    <message>
        <source>The time control &apos;%1&apos; is not Fischer 600+10, SuddenDeath 600 or PerMove 30.</source>
        <translation>Die Bedenkzeit „%1“ ist nicht Fischer 600+10, SuddenDeath 600 oder PerMove 30.</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PuzzlesWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Reset &amp;Score…</source>
        <translation>&amp;Punktestand zurücksetzen …</translation>
    </message>
    <message>
        <source>Try &amp;Again</source>
        <translation>&amp;Nochmal versuchen</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Nächste Aufgabe</translation>
    </message>
    <message>
        <source>No puzzles</source>
        <translation>Keine Aufgaben</translation>
    </message>
    <message>
        <source>%1 holds no puzzle.</source>
        <translation>%1 enthält keine Aufgabe.</translation>
    </message>
    <message>
        <source>%1 to move with %2: one turn is clearly better than every other. Find it.</source>
        <translation>%1 am Zug mit %2: Ein Zug ist klar besser als alle anderen. Finde ihn.</translation>
    </message>
    <message>
        <source>Play the turn on the board.</source>
        <translation>Spiele den Zug auf dem Brett.</translation>
    </message>
    <message>
        <source> (%1 %)</source>
        <translation> (%1 %)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Puzzle %1 of %2&lt;/b&gt; · score %3 of %4%5</source>
        <translation>&lt;b&gt;Aufgabe %1 von %2&lt;/b&gt; · Punkte %3 von %4%5</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solved%1.&lt;/b&gt; </source>
        <translation>&lt;b&gt;Gelöst%1.&lt;/b&gt; </translation>
    </message>
    <message>
        <source> (not scored: answered before)</source>
        <translation> (nicht gewertet: schon beantwortet)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not this one%1.&lt;/b&gt; Try again, or show the solution.</source>
        <translation>&lt;b&gt;Dieser nicht%1.&lt;/b&gt; Versuche es nochmal oder zeige die Lösung.</translation>
    </message>
    <message>
        <source>Reset Score</source>
        <translation>Punktestand zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every answer to this puzzle set?</source>
        <translation>Alle Antworten zu dieser Aufgabensammlung vergessen?</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solution:&lt;/b&gt; %1 wins %2 %, %3 ± %4 points ahead of the closest rival rolled out. Found in %5.</source>
        <translation>&lt;b&gt;Lösung:&lt;/b&gt; %1 gewinnt %2 %, %3 ± %4 Punkte vor dem nächsten mit Rollouts geprüften Rivalen. Gefunden in %5.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %2 %, %3 ± %4 points ahead of the closest rival rolled out (%n rollouts); the judge puts every other turn at least %5 points behind.</source>
        <translation>
            <numerusform>%1 gewinnt %2 %, %3 ± %4 Punkte vor dem nächsten mit Rollouts geprüften Rivalen (%n Rollout); die Bewertung sieht jeden anderen Zug mindestens %5 Punkte dahinter.</numerusform>
            <numerusform>%1 gewinnt %2 %, %3 ± %4 Punkte vor dem nächsten mit Rollouts geprüften Rivalen (%n Rollouts); die Bewertung sieht jeden anderen Zug mindestens %5 Punkte dahinter.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::RatingChart</name>
    <message>
        <source>Your rating after each rated game; the band is its 95 % interval (± 1.96 deviations).</source>
        <translation>Ihre Wertungszahl nach jeder gewerteten Partie; das Band ist ihr 95-%-Intervall (± 1,96 Abweichungen).</translation>
    </message>
    <message>
        <source>rated games: %1</source>
        <translation>gewertete Partien: %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::RatingHistoryDialog</name>
    <message>
        <source>Rating History</source>
        <translation>Wertungsverlauf</translation>
    </message>
    <message>
        <source>A game counts when you play a rated bot on three dice from the standard start without hints, the tutor or takebacks. Each game is one Glicko-2 rating period; the bot&apos;s rating is its level&apos;s from a round-robin of the bots.</source>
        <translation>Eine Partie zählt, wenn Sie mit drei Würfeln aus der Grundstellung gegen einen gewerteten Bot spielen, ohne Hinweise, Tutor oder Zurücknahmen. Jede Partie ist eine Glicko-2-Wertungsperiode; die Wertungszahl des Bots ist die seiner Stufe aus einem Rundenturnier der Bots.</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Niederlagen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Quote</translation>
    </message>
    <message>
        <source>Bot&apos;s rating</source>
        <translation>Wertung des Bots</translation>
    </message>
    <message>
        <source>The level&apos;s Elo from the bots&apos; round-robin, with its 95 % interval</source>
        <translation>Die Elo der Stufe aus dem Rundenturnier der Bots, mit ihrem 95-%-Intervall</translation>
    </message>
    <message>
        <source>&amp;Reset Rating…</source>
        <translation>Wertung &amp;zurücksetzen…</translation>
    </message>
    <message>
        <source>Reset Rating</source>
        <translation>Wertung zurücksetzen</translation>
    </message>
    <message>
        <source>%1 (Glicko-2, %2)</source>
        <translation>%1 (Glicko-2, %2)</translation>
    </message>
    <message>
        <source>No rated games yet: play a bot without hints, the tutor or takebacks</source>
        <translation>Noch keine gewerteten Partien: Spielen Sie gegen einen Bot ohne Hinweise, Tutor oder Zurücknahmen</translation>
    </message>
    <message>
        <source>No rated games yet: this installation has no ratings of the bots, so no game can be rated</source>
        <translation>Noch keine gewerteten Partien: Diese Installation hat keine Wertungen der Bots, daher kann keine Partie gewertet werden</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (Stufe %2)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n rated games and start again at 1500?</source>
        <translation>
            <numerusform>Die %n gewertete Partie vergessen und wieder bei 1500 beginnen?</numerusform>
            <numerusform>Alle %n gewerteten Partien vergessen und wieder bei 1500 beginnen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rated games</source>
        <translation>
            <numerusform>%n gewertete Partie</numerusform>
            <numerusform>%n gewertete Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (external engine)</source>
        <translation>%1 (externe Engine)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::RatingKeeper</name>
    <message>
        <source>Rat&amp;ing History…</source>
        <translation>Wertungsver&amp;lauf…</translation>
    </message>
    <message>
        <source>Your rating: %1 (%2)</source>
        <translation>Ihre Wertung: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::SafeWrite</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::StatusLine</name>
    <message>
        <source>Rolling…</source>
        <translation>Würfeln …</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::TurnTrainer</name>
    <message>
        <source>&amp;Undo Micro-move</source>
        <translation>Mikrozug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Reset Turn</source>
        <translation>Zug zu&amp;rücksetzen</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::Tutor</name>
    <message>
        <source>Tutor: your turn %1 loses %2 win-% points; %3 was better (%4 % against %5 %).</source>
        <translation>Tutor: Dein Zug %1 verliert %2 Sieg-%-Punkte; %3 war besser (%4 % gegen %5 %).</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::UserPreferences</name>
    <message>
        <source>&amp;Animations</source>
        <translation>Ani&amp;mationen</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Klänge</translation>
    </message>
    <message>
        <source>Bot &amp;Pace</source>
        <translation>Bot-Tem&amp;po</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>Farb&amp;schema</translation>
    </message>
    <message>
        <source>Follow System</source>
        <translation>Wie System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>The language changes at the next start</source>
        <translation>Die Sprache ändert sich beim nächsten Start</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::VerdictBar</name>
    <message>
        <source>Show best</source>
        <translation>Besten zeigen</translation>
    </message>
    <message>
        <source>Go to this turn&apos;s roll and draw the best turn as arrows</source>
        <translation>Zum Wurf dieses Zugs gehen und den besten Zug als Pfeile zeigen</translation>
    </message>
    <message>
        <source>Judged by: %1</source>
        <translation>Bewertet von: %1</translation>
    </message>
    <message>
        <source>Cube equities per unit of the cube, cubeful (Janowski, cube efficiency 0.7): ND no double, D/T double and take, D/P double and pass</source>
        <translation>Erwartungswerte je Würfeleinheit, mit Würfel (Janowski, Würfeleffizienz 0,7): KV keine Verdopplung, V/A verdoppeln und annehmen, V/Ab verdoppeln und ablehnen</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::ViewNavigation</name>
    <message>
        <source>&amp;Previous Turn</source>
        <translation>&amp;Vorheriger Zug</translation>
    </message>
    <message>
        <source>&amp;Next Turn</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>Previous &amp;Micro-move</source>
        <translation>Vorheriger &amp;Teilzug</translation>
    </message>
    <message>
        <source>Next Micro-mo&amp;ve</source>
        <translation>Nächster Tei&amp;lzug</translation>
    </message>
    <message>
        <source>First Position</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <source>Live Position</source>
        <translation>Aktuelle Stellung</translation>
    </message>
    <message>
        <source>Take Back &amp;Variation Turn</source>
        <translation>Varianten&amp;zug zurücknehmen</translation>
    </message>
    <message>
        <source>Next &amp;Error</source>
        <translation>Nächster &amp;Fehler</translation>
    </message>
    <message>
        <source>Previous E&amp;rror</source>
        <translation>Vorheriger Fe&amp;hler</translation>
    </message>
    <message>
        <source>&amp;Analysis Pane</source>
        <translation>&amp;Analysefenster</translation>
    </message>
    <message>
        <source>Fair play: the analysis pane opens when the game is over (Edit ▸ Preferences turns fair play off)</source>
        <translation>Fair Play: Das Analysefenster öffnet sich, wenn die Partie vorbei ist (Bearbeiten ▸ Einstellungen schaltet Fair Play aus)</translation>
    </message>
</context>
</TS>
