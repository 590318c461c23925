<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>BotRatings</name>
    <message>
        <source>Rating %1 (round-robin of levels %2–%3, untimed)</source>
        <translation>Рейтинг %1 (круговой турнир уровней %2–%3, без контроля времени)</translation>
    </message>
    <message>
        <source>The engines&apos; ratings were not stored: %1</source>
        <translation>Рейтинги движков не сохранены: %1</translation>
    </message>
    <message numerus="yes">
        <source>Rating %1 (against the levels, %n games)</source>
        <translation>
            <numerusform>Рейтинг %1 (против уровней, %n партия)</numerusform>
            <numerusform>Рейтинг %1 (против уровней, %n партии)</numerusform>
            <numerusform>Рейтинг %1 (против уровней, %n партий)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BotTexts</name>
    <message>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <source>Plays a uniformly random legal turn.</source>
        <translation>Делает равновероятно случайный допустимый ход.</translation>
    </message>
    <message>
        <source>Checkmate-aware</source>
        <translation>Следящий за королём</translation>
    </message>
    <message>
        <source>Captures the king when it can, otherwise avoids leaving its own king attacked; random otherwise.</source>
        <translation>Берёт короля, когда может, иначе старается не оставлять своего короля под ударом; в остальном случайно.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Жадный</translation>
    </message>
    <message>
        <source>Maximises material after its turn; ties broken at random.</source>
        <translation>Максимизирует материал после своего хода; равенство решается случайно.</translation>
    </message>
    <message>
        <source>Cautious Greedy</source>
        <translation>Осторожный жадный</translation>
    </message>
    <message>
        <source>Maximises material and never leaves its king attacked if it can help it.</source>
        <translation>Максимизирует материал и никогда не оставляет короля под ударом, если этого можно избежать.</translation>
    </message>
    <message>
        <source>Aggressive</source>
        <translation>Агрессивный</translation>
    </message>
    <message>
        <source>Adds pawn storms, piece proximity and pressure around the enemy king.</source>
        <translation>Учитывает также пешечный штурм, близость фигур и давление вокруг вражеского короля.</translation>
    </message>
    <message>
        <source>Monte-Carlo</source>
        <translation>Монте-Карло</translation>
    </message>
    <message>
        <source>Judges its 16 best turns by random playouts with exact king-capture odds.</source>
        <translation>Оценивает свои 16 лучших ходов случайными доигрываниями с точными шансами взятия короля.</translation>
    </message>
    <message>
        <source>Expectimax</source>
        <translation>Expectimax</translation>
    </message>
    <message>
        <source>Searches its turns and the opponent&apos;s 56 rolls and replies (expectimax with Star1/Star2 pruning), judging positions by exact king-capture odds and a fitted win model.</source>
        <translation>Перебирает свои ходы и 56 бросков и ответов соперника (expectimax с отсечениями Star1/Star2), оценивая позиции по точным шансам взятия короля и подобранной модели выигрыша.</translation>
    </message>
    <message>
        <source>Expecti-MCTS</source>
        <translation>Expecti-MCTS</translation>
    </message>
    <message>
        <source>Grows a search tree of its turns and sampled rolls by UCT, judging new positions with the level-7 win model, and keeps the tree from turn to turn.</source>
        <translation>Строит по UCT дерево поиска из своих ходов и выбранных бросков, оценивает новые позиции моделью выигрыша уровня 7 и сохраняет дерево от хода к ходу.</translation>
    </message>
    <message>
        <source>Neural</source>
        <translation>Нейросеть</translation>
    </message>
    <message>
        <source>Searches like Expectimax but judges positions with a value network trained by self-play (exact king-capture odds plus the network&apos;s estimate of the rest).</source>
        <translation>Ищет как Expectimax, но оценивает позиции нейросетью, обученной игрой с самой собой (точные шансы взятия короля плюс оценка сети для остального).</translation>
    </message>
    <message>
        <source>A uniformly random legal move of the rolled piece type.</source>
        <translation>Равновероятно случайный допустимый ход выпавшего типа фигуры.</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Базовый</translation>
    </message>
    <message>
        <source>The first capture of the rolled type if there is one, else the move whose destination scores best in that piece&apos;s square table.</source>
        <translation>Первое взятие выпавшим типом, если оно есть, иначе ход, поле назначения которого лучше всего оценено в таблице полей этой фигуры.</translation>
    </message>
    <message>
        <source>MiniMax</source>
        <translation>MiniMax</translation>
    </message>
    <message>
        <source>Depth-limited minimax that ignores chance: below the root every piece type may move; alpha-beta.</source>
        <translation>Минимакс с ограниченной глубиной, игнорирующий случай: ниже корня ходить может фигура любого типа; альфа-бета.</translation>
    </message>
    <message>
        <source>ExpectiMiniMax</source>
        <translation>ExpectiMiniMax</translation>
    </message>
    <message>
        <source>Depth-limited expectiminimax: a chance node over the movable piece types before every move; Star1 pruning and a transposition table.</source>
        <translation>Expectiminimax с ограниченной глубиной: перед каждым ходом узел случая по подвижным типам фигур; отсечение Star1 и таблица транспозиций.</translation>
    </message>
    <message>
        <source>Q-learning</source>
        <translation>Q-обучение</translation>
    </message>
    <message>
        <source>Tabular Q-learning from scratch at every decision: short episodes against an opponent policy, rewarded with the study evaluation; the root move with the highest Q.</source>
        <translation>Табличное Q-обучение с нуля при каждом решении: короткие эпизоды против стратегии соперника с наградой по оценке исследования; ход из корня с наибольшим Q.</translation>
    </message>
    <message>
        <source>Expecti-QL</source>
        <translation>Expecti-QL</translation>
    </message>
    <message>
        <source>ExpectiMiniMax whose leaves are valued by a Q-learning run from the leaf: the mean Q of the moves it tried.</source>
        <translation>ExpectiMiniMax, листья которого оцениваются запуском Q-обучения из листа: среднее Q опробованных ходов.</translation>
    </message>
    <message>
        <source>UCT over decision nodes (position, roll) and chance nodes (position after a move) with random playouts; the most visited move.</source>
        <translation>UCT по узлам решений (позиция, бросок) и узлам случая (позиция после хода) со случайными доигрываниями; самый посещаемый ход.</translation>
    </message>
    <message>
        <source>Aggressive (level 5)</source>
        <translation>Агрессивный (уровень 5)</translation>
    </message>
    <message>
        <source>Our level 5 on one die: the move whose position scores best by level 5&apos;s evaluation (material, king safety, pawn storm, proximity and pressure on the enemy king).</source>
        <translation>Наш уровень 5 с одним кубиком: ход, позиция после которого лучше всего по оценке уровня 5 (материал, безопасность короля, пешечный штурм, близость и давление на вражеского короля).</translation>
    </message>
    <message>
        <source>Expectimax (level 7)</source>
        <translation>Expectimax (уровень 7)</translation>
    </message>
    <message>
        <source>Our level 7&apos;s search on one die: expectiminimax over the movable piece types with Star1 and a transposition table, deepening to the movetime or budget, leaves judged by level 5&apos;s evaluation.</source>
        <translation>Поиск нашего уровня 7 с одним кубиком: expectiminimax по подвижным типам фигур со Star1 и таблицей транспозиций, углубление до времени на ход или бюджета, листья по оценке уровня 5.</translation>
    </message>
    <message>
        <source>Expecti-MCTS (level 8)</source>
        <translation>Expecti-MCTS (уровень 8)</translation>
    </message>
    <message>
        <source>Our level 8 on one die: the study&apos;s UCT tree, but new nodes judged by level 5&apos;s evaluation turned into a win probability instead of a random playout; iterates to the movetime or budget.</source>
        <translation>Наш уровень 8 с одним кубиком: дерево UCT из исследования, но новые узлы оцениваются оценкой уровня 5, переведённой в вероятность выигрыша, вместо случайного доигрывания; итерации до времени на ход или бюджета.</translation>
    </message>
    <message>
        <source>plies searched (depth 1 judges the position after each move)</source>
        <translation>глубина перебора в полуходах (глубина 1 оценивает позицию после каждого хода)</translation>
    </message>
    <message>
        <source>evaluation variant: 1 material + square tables, 2 also −50 a weak pawn</source>
        <translation>вариант оценки: 1 материал + таблицы полей, 2 также −50 за слабую пешку</translation>
    </message>
    <message>
        <source>learning episodes per decision (per leaf in Expecti-QL)</source>
        <translation>эпизодов обучения на решение (на лист в Expecti-QL)</translation>
    </message>
    <message>
        <source>learner moves per episode</source>
        <translation>ходов ученика за эпизод</translation>
    </message>
    <message>
        <source>learning rate α</source>
        <translation>скорость обучения α</translation>
    </message>
    <message>
        <source>discount γ</source>
        <translation>дисконт γ</translation>
    </message>
    <message>
        <source>exploration probability of the first episode</source>
        <translation>вероятность исследования в первом эпизоде</translation>
    </message>
    <message>
        <source>exploration lost per episode (linear)</source>
        <translation>убывание исследования за эпизод (линейно)</translation>
    </message>
    <message>
        <source>lowest exploration probability</source>
        <translation>наименьшая вероятность исследования</translation>
    </message>
    <message>
        <source>the policy that answers the learner in episodes</source>
        <translation>стратегия, отвечающая ученику в эпизодах</translation>
    </message>
    <message>
        <source>playouts per decision</source>
        <translation>доигрываний на решение</translation>
    </message>
    <message>
        <source>UCT exploration constant</source>
        <translation>константа исследования UCT</translation>
    </message>
    <message>
        <source>iterations without a movetime or budget</source>
        <translation>итераций без времени на ход или бюджета</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (уровень %2)</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>пешка</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>конь</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>слон</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>ладья</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>ферзь</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>Pick one of your own pieces</source>
        <translation>Выберите свою фигуру</translation>
    </message>
    <message>
        <source>No piece can move: the turn passes</source>
        <translation>Ни одна фигура не может ходить: пропуск хода</translation>
    </message>
    <message>
        <source>The die names a %1: move a %1</source>
        <translation>Кость называет тип фигуры «%1»: ходите фигурой этого типа</translation>
    </message>
    <message>
        <source>A %1 cannot move there</source>
        <translation>Так %1 ходить не может</translation>
    </message>
    <message>
        <source>No %1 die left this turn</source>
        <translation>В этом ходе не осталось кости «%1»</translation>
    </message>
    <message>
        <source>Castling needs both a king die and a rook die</source>
        <translation>Для рокировки нужны и кость короля, и кость ладьи</translation>
    </message>
    <message>
        <source>all three dice</source>
        <translation>все три кости</translation>
    </message>
    <message>
        <source>two dice</source>
        <translation>две кости</translation>
    </message>
    <message>
        <source>one die</source>
        <translation>одну кость</translation>
    </message>
    <message>
        <source>Must use %1: after this move only %2 of the remaining %3 dice can be played</source>
        <translation>Нужно использовать %1: после этого хода можно сыграть только %2 из оставшихся %3 костей</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Партия идёт</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 выиграли</translation>
    </message>
    <message>
        <source>king captured</source>
        <translation>взятие короля</translation>
    </message>
    <message>
        <source>100 micro-moves without a pawn move or capture</source>
        <translation>100 микроходов без хода пешкой и взятия</translation>
    </message>
    <message>
        <source>turn limit reached</source>
        <translation>достигнут лимит ходов</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>сдача</translation>
    </message>
    <message>
        <source>double dropped</source>
        <translation>отказ от удвоения</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>просрочка времени</translation>
    </message>
    <message>
        <source>agreement</source>
        <translation>по соглашению</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>недопустимый ход</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 (%2) doubles the stakes to %3.

%4 (%5): take and play on for %3, or pass and lose %6 now?</source>
        <translation>%1 (%2) удваивают ставку до %3.

%4 (%5): принять и играть дальше на %3 или спасовать и проиграть %6 сейчас?</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) used</source>
        <translation>
            <numerusform>использована %n подсказка</numerusform>
            <numerusform>использованы %n подсказки</numerusform>
            <numerusform>использовано %n подсказок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tutor warning(s)</source>
        <translation>
            <numerusform>%n предупреждение наставника</numerusform>
            <numerusform>%n предупреждения наставника</numerusform>
            <numerusform>%n предупреждений наставника</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n takeback(s)</source>
        <translation>
            <numerusform>%n ход назад</numerusform>
            <numerusform>%n хода назад</numerusform>
            <numerusform>%n ходов назад</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n points)</source>
        <translation>
            <numerusform> (%n очко)</numerusform>
            <numerusform> (%n очка)</numerusform>
            <numerusform> (%n очков)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This %1 has no legal move: with %2 left the turn must use %n dice</source>
        <translation>
            <numerusform>Фигуре «%1» некуда ходить: при оставшихся костях %2 ход должен использовать %n кость</numerusform>
            <numerusform>Фигуре «%1» некуда ходить: при оставшихся костях %2 ход должен использовать %n кости</numerusform>
            <numerusform>Фигуре «%1» некуда ходить: при оставшихся костях %2 ход должен использовать %n костей</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (engine)</source>
        <translation>%1 (движок)</translation>
    </message>
    <message>
        <source>engine fault</source>
        <translation>сбой движка</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Not judged: a pass or a forced turn</source>
        <translation>Без оценки: пропуск или вынужденный ход</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Потеря</translation>
    </message>
    <message>
        <source>&lt;h2&gt;How to play Dice Chess&lt;/h2&gt;&lt;p&gt;Chess pieces and moves, but every turn starts with a roll of &lt;b&gt;three dice&lt;/b&gt;. Each die names a piece type: 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king. You play up to three &lt;b&gt;micro-moves&lt;/b&gt;, one per die, each with a piece of the die&apos;s type, in any order. Doubles are real: two pawn dice move one pawn twice or two pawns once each.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Как играть в Dice Chess&lt;/h2&gt;&lt;p&gt;Шахматные фигуры и их ходы, но каждый ход начинается с броска &lt;b&gt;трёх костей&lt;/b&gt;. Каждая кость называет тип фигуры: 1 — пешка, 2 — конь, 3 — слон, 4 — ладья, 5 — ферзь, 6 — король. Вы делаете до трёх &lt;b&gt;микроходов&lt;/b&gt;, по одному на кость, каждый — фигурой выпавшего на ней типа, в любом порядке. Дубли действуют по-настоящему: две пешечные кости позволяют сходить одной пешкой дважды или двумя пешками по разу.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Roll P N B: 1 e2e4 spends the pawn die, 2 g1f3 the knight die; the bishop die pays for a third micro-move, e.g. f1c4.</source>
        <translation>Бросок P N B: 1 e2e4 расходует пешечную кость, 2 g1f3 — кость коня; кость слона оплачивает третий микроход, например f1c4.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Winning&lt;/h3&gt;&lt;p&gt;There is no check and no checkmate: kings may stand in attack. You win by &lt;b&gt;capturing the king&lt;/b&gt;; the game ends on the spot. You also win when the opponent resigns, drops a double or runs out of time.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Победа&lt;/h3&gt;&lt;p&gt;Здесь нет ни шаха, ни мата: короли могут стоять под боем. Побеждает тот, кто &lt;b&gt;возьмёт короля&lt;/b&gt;; партия сразу заканчивается. Вы также побеждаете, если соперник сдаётся, отказывается от удвоения или у него кончается время.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>With a bishop die White plays b4e7 and wins at once.</source>
        <translation>С костью слона белые играют b4e7 и сразу побеждают.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Which micro-moves are legal&lt;/h3&gt;&lt;p&gt;You must use as many dice as the position allows: if some order of micro-moves spends all three dice, every turn must spend all three. A king capture is always allowed. When no die can be used the turn passes by itself; you can never pass on purpose. The board only lets you pick pieces that keep the most dice playable, and says why when it refuses a move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Какие микроходы допустимы&lt;/h3&gt;&lt;p&gt;Нужно использовать столько костей, сколько позволяет позиция: если при каком-либо порядке микроходов расходуются все три кости, ход обязан израсходовать все три. Взятие короля разрешено всегда. Если ни одну кость использовать нельзя, ход пропускается автоматически; пропустить ход по своей воле нельзя. Доска позволяет выбрать только фигуры, сохраняющие возможность сыграть наибольшее число костей, и объясняет, почему отказывает в ходе.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Castling, en passant, promotion&lt;/h3&gt;&lt;p&gt;Castling needs a king die and a rook die and spends both; attacked squares never matter. A double pawn push can be taken en passant during the whole of the opponent&apos;s next turn. Promotion spends the pawn die, and the new piece may move again if a matching die is left.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Рокировка, взятие на проходе, превращение&lt;/h3&gt;&lt;p&gt;Для рокировки нужны кость короля и кость ладьи, и она расходует обе; атакованные поля значения не имеют. Пешку, сделавшую двойной шаг, можно взять на проходе в течение всего следующего хода соперника. Превращение расходует пешечную кость, а новая фигура может пойти снова, если осталась подходящая кость.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Roll P R K: castling e1g1 spends the king and the rook die, a2a4 the pawn die.</source>
        <translation>Бросок P R K: рокировка e1g1 расходует кости короля и ладьи, a2a4 — пешечную кость.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Draws&lt;/h3&gt;&lt;p&gt;A draw comes by agreement, or when 100 micro-moves pass without a pawn move or a capture. There is no stalemate and no draw by repetition.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ничья&lt;/h3&gt;&lt;p&gt;Ничья наступает по соглашению или если прошло 100 микроходов без хода пешкой и без взятия. Пата и ничьей при повторении позиции нет.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;What the analysis shows&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Eval bar&lt;/b&gt;: the chance that White wins. Before the roll it is the position&apos;s value; after a roll, the value of the best turn with these dice.&lt;/li&gt;&lt;li&gt;&lt;b&gt;♚ KCP&lt;/b&gt; (king-capture probability): the chance that the side to move next can capture your king with its coming roll, counted over all 216 rolls.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Heat map&lt;/b&gt;: the 56 rolls with their probability and the best turn&apos;s score; green rolls capture the king, blue ones are good for the mover, red ones bad. Click a roll to see its candidates.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Marks&lt;/b&gt;: &lt;b&gt;?!&lt;/b&gt; inaccuracy, &lt;b&gt;?&lt;/b&gt; mistake, &lt;b&gt;??&lt;/b&gt; blunder, by how much the played turn lowered the win chance against the best turn with the same dice (the thresholds are in the Preferences). Select a marked turn to see the best one.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Luck&lt;/b&gt;: how much better or worse the roll was than an average roll from the same position; good play with bad dice can still lose.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Что показывает анализ&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Шкала оценки&lt;/b&gt;: шанс на победу белых. До броска это оценка позиции; после броска — оценка лучшего хода с выпавшими костями.&lt;/li&gt;&lt;li&gt;&lt;b&gt;♚ KCP&lt;/b&gt; (вероятность взятия короля): шанс, что сторона, которая ходит следующей, возьмёт вашего короля своим ближайшим броском, с учётом всех 216 бросков.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Тепловая карта&lt;/b&gt;: 56 бросков с их вероятностью и оценкой лучшего хода; зелёные броски берут короля, синие хороши для ходящей стороны, красные — плохи. Щёлкните бросок, чтобы увидеть его ходы-кандидаты.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Пометки&lt;/b&gt;: &lt;b&gt;?!&lt;/b&gt; неточность, &lt;b&gt;?&lt;/b&gt; ошибка, &lt;b&gt;??&lt;/b&gt; грубая ошибка — по тому, насколько сыгранный ход снизил шанс на победу по сравнению с лучшим ходом с теми же костями (пороги задаются в настройках). Выберите помеченный ход, чтобы увидеть лучший.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Удача&lt;/b&gt;: насколько бросок был лучше или хуже среднего броска из той же позиции; даже при хорошей игре с плохими костями можно проиграть.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Fair play&lt;/h3&gt;&lt;p&gt;Against a bot the eval bar and the analysis stay hidden until the game ends (Edit ▸ Preferences turns this off).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Честная игра&lt;/h3&gt;&lt;p&gt;В игре против бота шкала оценки и анализ скрыты до конца партии (отключается в меню Правка ▸ Настройки).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Клавиша</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>↑ ↓ (board focused)</source>
        <translation>↑ ↓ (фокус на доске)</translation>
    </message>
    <message>
        <source>Board: show the keyboard cursor and move it</source>
        <translation>Доска: показать курсор клавиатуры и переместить его</translation>
    </message>
    <message>
        <source>← → (cursor shown)</source>
        <translation>← → (курсор показан)</translation>
    </message>
    <message>
        <source>Board: move the cursor sideways instead of reviewing</source>
        <translation>Доска: двигать курсор по горизонтали вместо просмотра ходов</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Enter / Пробел</translation>
    </message>
    <message>
        <source>Board: pick the piece under the cursor, then drop it</source>
        <translation>Доска: взять фигуру под курсором, затем поставить её</translation>
    </message>
    <message>
        <source>Esc (cursor shown)</source>
        <translation>Esc (курсор показан)</translation>
    </message>
    <message>
        <source>Board: drop the picked piece; again: hide the cursor so ← → review turns</source>
        <translation>Доска: отменить выбор фигуры; повторно — скрыть курсор, чтобы ← → листали ходы</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Горячие клавиши</translation>
    </message>
    <message>
        <source>DiceChess Studio</source>
        <translation>DiceChess Studio</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; is not a player; use human or one of %3</source>
        <translation>--%1: «%2» — не игрок; укажите human или одно из: %3</translation>
    </message>
    <message>
        <source>Play and analyse three-dice Dice Chess.</source>
        <translation>Игра в Dice Chess с тремя костями и её анализ.</translation>
    </message>
    <message>
        <source>A .dcg game to open.</source>
        <translation>Партия .dcg для открытия.</translation>
    </message>
    <message>
        <source>Start from this DFEN position.</source>
        <translation>Начать с этой позиции DFEN.</translation>
    </message>
    <message>
        <source>Dice seed.</source>
        <translation>Сид (seed) для бросков костей.</translation>
    </message>
    <message>
        <source>Write a PNG of the window once the position is shown, then exit.</source>
        <translation>Сохранить снимок окна в PNG, когда позиция будет показана, и выйти.</translation>
    </message>
    <message>
        <source>With --screenshot: let the game run this many turns first.</source>
        <translation>С --screenshot: сначала дать партии пройти столько ходов.</translation>
    </message>
    <message>
        <source>Play for stakes with the doubling cube.</source>
        <translation>Играть на ставку с кубом удвоения.</translation>
    </message>
    <message>
        <source>Open the analysis pane.</source>
        <translation>Открыть панель анализа.</translation>
    </message>
    <message>
        <source>With a game file: show the position after N turns, or step S of turn N+1 (1 = its roll, 2 = after its first micro-move).</source>
        <translation>С файлом партии: показать позицию после N ходов или шаг S хода N+1 (1 — его бросок, 2 — после его первого микрохода).</translation>
    </message>
    <message>
        <source>Open the position editor (on --dfen&apos;s position if given).</source>
        <translation>Открыть редактор позиции (с позицией из --dfen, если она задана).</translation>
    </message>
    <message>
        <source>Open the match lab on a match folder and play its missing games (resume).</source>
        <translation>Открыть Лабораторию матчей на папке матча и доиграть недостающие партии (продолжение).</translation>
    </message>
    <message>
        <source>The value network to use instead of the shipped one.</source>
        <translation>Оценочная сеть, используемая вместо встроенной.</translation>
    </message>
    <message>
        <source>The window&apos;s size, e.g. 1100x760.</source>
        <translation>Размер окна, например 1100x760.</translation>
    </message>
    <message>
        <source>Open a Help page: how-to-play or shortcuts.</source>
        <translation>Открыть страницу справки: how-to-play или shortcuts.</translation>
    </message>
    <message>
        <source>Value network</source>
        <translation>Оценочная сеть</translation>
    </message>
    <message>
        <source>%1

Level 9 and the analysis use the fitted win model instead.</source>
        <translation>%1

Уровень 9 и анализ будут использовать вместо неё подобранную модель вероятности победы.</translation>
    </message>
    <message>
        <source>--seed must be a whole number, got &apos;%1&apos;</source>
        <translation>--seed должен быть целым числом, получено «%1»</translation>
    </message>
    <message>
        <source>--dfen: %1</source>
        <translation>--dfen: %1</translation>
    </message>
    <message>
        <source>Give at most one game file, got %1</source>
        <translation>Укажите не более одного файла партии, получено: %1</translation>
    </message>
    <message>
        <source>--view wants N or N.S with whole numbers, got &apos;%1&apos;</source>
        <translation>--view ожидает N или N.S с целыми числами, получено «%1»</translation>
    </message>
    <message>
        <source>--view needs a game file</source>
        <translation>--view требует файл партии</translation>
    </message>
    <message>
        <source>--help-page must be how-to-play or shortcuts, not &apos;%1&apos;</source>
        <translation>--help-page должен быть how-to-play или shortcuts, а не «%1»</translation>
    </message>
    <message>
        <source>--size wants WIDTHxHEIGHT in pixels (at least 400x300), got &apos;%1&apos;</source>
        <translation>--size ожидает ШИРИНАxВЫСОТА в пикселях (не меньше 400x300), получено «%1»</translation>
    </message>
    <message>
        <source>--screenshot-after-turns must be a whole number</source>
        <translation>--screenshot-after-turns должен быть целым числом</translation>
    </message>
    <message>
        <source>No double, take</source>
        <translation>Без удвоения, принять</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Удвоить, принять</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Удвоить, отказаться</translation>
    </message>
    <message>
        <source>Too good to double, pass</source>
        <translation>Слишком хорошо для удвоения, отказаться</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Без удвоения</translation>
    </message>
    <message>
        <source>Cube: %1 — proper %2 (%3 %: ND %4, D/T %5, D/P %6)</source>
        <translation>Куб: %1 — правильно: %2 (%3 %: ND %4, D/T %5, D/P %6)</translation>
    </message>
    <message>
        <source>Interface language: en, de or ru (default: the preference, else the system&apos;s).</source>
        <translation>Язык интерфейса: en, de или ru (по умолчанию — из настроек, иначе системный).</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos;: %3</source>
        <translation>--%1 «%2»: %3</translation>
    </message>
    <message>
        <source>Rules of a new game: three-dice (default) or one-die (the Maastricht study&apos;s dialect).</source>
        <translation>Правила новой партии: three-dice (по умолчанию) или one-die (вариант из маастрихтского исследования).</translation>
    </message>
    <message>
        <source>--variant must be three-dice or one-die, not &apos;%1&apos;</source>
        <translation>--variant должен быть three-dice или one-die, а не «%1»</translation>
    </message>
    <message>
        <source>--stakes: the one-die dialect is played without the cube</source>
        <translation>--stakes: вариант с одной костью играется без куба удвоения</translation>
    </message>
    <message>
        <source>A game file cannot be combined with --variant, --dfen, --white, --black, --seed or --stakes</source>
        <translation>Файл партии нельзя сочетать с --variant, --dfen, --white, --black, --seed или --stakes</translation>
    </message>
    <message>
        <source>Soak test for MINUTES (scripts/soak): Match Lab and main window play on; memory is reported.</source>
        <translation>Длительный тест на MINUTES минут (scripts/soak): лаборатория матчей и главное окно играют без остановки; выводится расход памяти.</translation>
    </message>
    <message>
        <source>--soak takes whole minutes from 1 to 1440, not &apos;%1&apos;</source>
        <translation>--soak принимает целое число минут от 1 до 1440, а не «%1»</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Best turn (%1 wins %2 %)</source>
        <translation>Лучший ход (%1 выигрывают %2 %)</translation>
    </message>
    <message>
        <source>%1 −%2 % — best %3 (%4 wins %5 %), played %6 %</source>
        <translation>%1 −%2 % — лучший %3 (%4 выигрывают %5 %), сыграно %6 %</translation>
    </message>
    <message>
        <source>&lt;h3&gt;One die&lt;/h3&gt;&lt;p&gt;Game ▸ New Game ▸ Rules: One die plays a second dialect, the one of the Maastricht study &quot;Exploring agents in Dice Chess&quot;. Each turn rolls &lt;b&gt;one die&lt;/b&gt;, and a piece of the type it names makes &lt;b&gt;one micro-move&lt;/b&gt;. A face whose type cannot move is rolled again, so every type that can move is equally likely. The king die alone castles. When no piece can move at all the turn passes. Capturing the king wins, draws come as above, and there is no doubling cube. The bots are the study&apos;s agents and our levels 5, 7 and 8; the analysis judges every move of the rolled type, and KCP is the share of the opponent&apos;s movable piece types that can capture your king.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Один кубик&lt;/h3&gt;&lt;p&gt;Партия ▸ Новая партия ▸ Правила: Один кубик — это второй вариант правил, из Маастрихтского исследования «Exploring agents in Dice Chess». Каждый ход бросается &lt;b&gt;один кубик&lt;/b&gt;, и фигура названного им типа делает &lt;b&gt;один микроход&lt;/b&gt;. Грань, тип которой не может ходить, перебрасывается, так что все подвижные типы равновероятны. Рокирует только кубик короля. Если не может ходить ни одна фигура, ход пропускается. Взятие короля побеждает, ничьи — как выше, кубика удвоения нет. Боты — агенты исследования и наши уровни 5, 7 и 8; анализ оценивает каждый ход выпавшего типа, а KCP — доля подвижных типов фигур соперника, способных взять вашего короля.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 confirmed</source>
        <translation>%1 подтверждено</translation>
    </message>
    <message>
        <source>%1 withdrawn</source>
        <translation>%1 снято</translation>
    </message>
    <message>
        <source>%1 changed to %2</source>
        <translation>%1 изменено на %2</translation>
    </message>
    <message>
        <source>✓ Rollouts: %1 ± %2 % (%3 each), %4</source>
        <translation>✓ Розыгрыши: %1 ± %2 % (по %3), %4</translation>
    </message>
    <message>
        <source>--explorer: the opening book does not have %1</source>
        <translation>--explorer: в дебютной книге нет %1</translation>
    </message>
    <message>
        <source>[opening book]</source>
        <translation>[дебютная книга]</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Learn and prepare&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Opening Explorer&lt;/b&gt; (Game ▸ Opening Explorer): every first turn of a roll from the opening book, the best ones rolled out with win % ± standard error, and how often level 9 chose each; play one on the board or open it as a variation. Level 9 plays the book&apos;s best turn, and Analyse Game judges book rolls by the book.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hint&lt;/b&gt; (H): the judge&apos;s three best turns for your roll, as numbered arrows.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tutor&lt;/b&gt; (Edit ▸ Preferences): warns when your turn against a bot loses more than its threshold, and offers to undo it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Learn from Your Mistakes&lt;/b&gt; (Learn menu): after Analyse Game, your ? and ?? turns come back as exercises. Play a better turn on the small board: within the ?! threshold of the best it counts, then the solution and the game&apos;s loss are shown. Solved exercises are remembered for each game.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Puzzles&lt;/b&gt; (Learn menu): positions from recorded games where one turn is clearly better than every other, each verified by rollouts. Your first answer to a puzzle scores.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ratings&lt;/b&gt;: New Game shows each bot level&apos;s rating from a round-robin of the levels; games against a bot without hints, the tutor or takebacks rate you (Glicko-2), and Game ▸ Rating History shows how your rating went.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Hints and tutor warnings are counted in the game&apos;s record and named with the result.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Обучение и подготовка&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Обозреватель дебютов&lt;/b&gt; (Партия ▸ Обозреватель дебютов): все первые ходы броска из дебютной книги, лучшие — с розыгрышами (процент побед ± стандартная ошибка), и как часто каждый выбирал уровень 9; сыграйте ход на доске или откройте его как вариант. Уровень 9 играет лучший ход книги, а анализ партии оценивает броски из книги по книге.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Подсказка&lt;/b&gt; (H): три лучших хода оценщика для вашего броска в виде пронумерованных стрелок.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Наставник&lt;/b&gt; (Правка ▸ Настройки): предупреждает, когда ваш ход против бота теряет больше порога, и предлагает его отменить.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Работа над ошибками&lt;/b&gt; (меню Обучение): после анализа партии ваши ходы ? и ?? возвращаются как упражнения. Сыграйте на маленькой доске ход получше: в пределах порога ?! от лучшего он засчитывается, затем показываются решение и потеря в партии. Решённые упражнения запоминаются для каждой партии.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Задачи&lt;/b&gt; (меню Обучение): позиции из записанных партий, где один ход явно лучше всех остальных, каждая проверена розыгрышами. Засчитывается ваш первый ответ на задачу.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Рейтинги&lt;/b&gt;: новая игра показывает рейтинг каждого уровня ботов по круговому турниру уровней; партии против бота без подсказок, наставника и возвратов ходов меняют ваш рейтинг (Glicko-2), а Партия ▸ История рейтинга показывает, как он менялся.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Подсказки и предупреждения наставника считаются в записи партии и называются вместе с результатом.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open Learn ▸ Learn from Your Mistakes on the analysed game file (exercises), or Learn ▸ Puzzles (puzzles).</source>
        <translation>Открыть Обучение ▸ Работа над ошибками для анализированной партии (exercises) или Обучение ▸ Задачи (puzzles).</translation>
    </message>
    <message>
        <source>--learn exercises: %1</source>
        <translation>--learn exercises: %1</translation>
    </message>
    <message>
        <source>--learn must be exercises or puzzles, not &apos;%1&apos;</source>
        <translation>--learn должен быть exercises или puzzles, а не &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Open the New Game dialog on --white and --black (with the bots&apos; ratings).</source>
        <translation>Открыть диалог новой игры с --white и --black (с рейтингами ботов).</translation>
    </message>
    <message>
        <source>Open the Opening Explorer on a White first roll (e.g. PNB), or on Black&apos;s after White&apos;s ROLL:black-roll (e.g. PNB:pnr) or after White&apos;s pass (pass:pnr).</source>
        <translation>Открыть обозреватель дебютов на первом броске белых (например, PNB), на броске чёрных после белого БРОСОК:бросок-чёрных (например, PNB:pnr) или после пропуска хода белыми (pass:pnr).</translation>
    </message>
    <message numerus="yes">
        <source>--view %1: the game has only %n turns</source>
        <translation>
            <numerusform>--view %1: в партии всего %n ход</numerusform>
            <numerusform>--view %1: в партии всего %n хода</numerusform>
            <numerusform>--view %1: в партии всего %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>White player: human, a bot id/level or engine:NAME (an engine of the engines file).</source>
        <translation>Игрок белыми: human, идентификатор/уровень бота или engine:NAME (движок из файла движков).</translation>
    </message>
    <message>
        <source>Black player: human, a bot id/level or engine:NAME (an engine of the engines file).</source>
        <translation>Игрок чёрными: human, идентификатор/уровень бота или engine:NAME (движок из файла движков).</translation>
    </message>
    <message>
        <source>External engines</source>
        <translation>Внешние движки</translation>
    </message>
    <message>
        <source>%1

No external engine can play until the file is repaired (Game ▸ Engines… shows it).</source>
        <translation>%1

Ни один внешний движок не сможет играть, пока файл не исправлен (его показывает Партия ▸ Движки…).</translation>
    </message>
    <message>
        <source>the server answered HTTP %1</source>
        <translation>сервер ответил HTTP %1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <source>%1 a turn</source>
        <translation>%1 на ход</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>гость</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Play online&lt;/h3&gt;&lt;p&gt;Game ▸ Play Online… opens a platform server&apos;s lobby: accept a seek or post one, play one of its bots, watch a live game, or create a game for a friend and send the link. &lt;i&gt;Local server&lt;/i&gt; starts one on this computer. The server rolls the dice and keeps the clocks; your finished turn is sent whole and stands when the server takes it. In a game on a server there is no eval bar, hint, tutor, analysis or takeback until it ends; then the server&apos;s record opens in its place with its dice checked against the seeds it reveals.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Игра онлайн&lt;/h3&gt;&lt;p&gt;Партия ▸ Играть онлайн… открывает лобби сервера платформы: примите заявку или создайте свою, сыграйте с одним из его ботов, посмотрите текущую партию или создайте партию для друга и отправьте ему ссылку. &lt;i&gt;Локальный сервер&lt;/i&gt; запускает сервер на этом компьютере. Кости бросает сервер, и часы ведёт тоже он; ваш законченный ход отправляется целиком и засчитывается, когда сервер его принимает. В партии на сервере до её конца нет шкалы оценки, подсказок, наставника, анализа и возврата ходов; после конца на её месте открывается запись сервера, а её кости проверяются по зёрнам, которые сервер тогда раскрывает.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>UnsavedGame</name>
    <message>
        <source>%1 against %2</source>
        <translation>%1 против %2</translation>
    </message>
    <message>
        <source>Save it before you %1?</source>
        <translation>Сохранить её, прежде чем %1?</translation>
    </message>
    <message>
        <source>The finished game (%1; turns played: %2) has not been saved.</source>
        <translation>Законченная партия (%1; сыграно ходов: %2) не сохранена.</translation>
    </message>
    <message>
        <source>The game in progress (%1; turns played: %2; clock running) has not been saved.</source>
        <translation>Текущая партия (%1; сыграно ходов: %2; часы идут) не сохранена.</translation>
    </message>
    <message>
        <source>The game in progress (%1; turns played: %2) has not been saved.</source>
        <translation>Текущая партия (%1; сыграно ходов: %2) не сохранена.</translation>
    </message>
</context>
<context>
    <name>dicechess::ui</name>
    <message>
        <source>Unknown language &apos;%1&apos;: use one of en, %2</source>
        <translation>Неизвестный язык «%1»: выберите en, %2</translation>
    </message>
    <message>
        <source>The translation %1 cannot be loaded</source>
        <translation>Не удаётся загрузить перевод %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::AnalysisDock</name>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>секунды</translation>
    </message>
    <message>
        <source>rollouts</source>
        <translation>розыгрыши</translation>
    </message>
    <message>
        <source>Budget of an analysis: a time, or rollouts per candidate (and before the roll, rollouts of the position)</source>
        <translation>Бюджет анализа: время или число розыгрышей на кандидата (а до броска — розыгрышей позиции)</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>The 56 rolls: probability, best turn&apos;s score; green rolls capture the king. Click one: what if?</source>
        <translation>56 бросков: вероятность и оценка лучшего хода; зелёные броски берут короля. Щёлкните бросок: а что, если?</translation>
    </message>
    <message>
        <source>What if %1? Analysing…</source>
        <translation>А если %1? Анализ…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>net policy</source>
        <translation>политика сети</translation>
    </message>
    <message>
        <source>random playouts</source>
        <translation>случайные доигрывания</translation>
    </message>
    <message>
        <source>Rolling out the position before the roll (%1)…</source>
        <translation>Розыгрыши позиции до броска (%1)…</translation>
    </message>
    <message>
        <source>Analysing with %1…</source>
        <translation>Анализ: %1…</translation>
    </message>
    <message>
        <source>king!</source>
        <translation>король!</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пропуск</translation>
    </message>
    <message>
        <source>%1: %2/216 (%3 %)
best turn %4
score %5</source>
        <translation>%1: %2/216 (%3 %)
лучший ход %4
оценка %5</translation>
    </message>
    <message>
        <source>Before the roll — click a roll to see its candidates</source>
        <translation>До броска — щёлкните бросок, чтобы увидеть кандидатов</translation>
    </message>
    <message>
        <source>Cube: at 64, no more doubles</source>
        <translation>Куб: 64, удвоений больше нет</translation>
    </message>
    <message>
        <source>Cube: %1 owns the cube; %2 cannot double</source>
        <translation>Куб: кубом владеют %1; %2 не могут удваивать</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Cube (%1 at %2): proper %3 — ND %4, D/T %5, D/P %6</source>
        <translation>Куб (%1, %2): правильно: %3 — ND %4, D/T %5, D/P %6</translation>
    </message>
    <message>
        <source>Cube equities per unit of the cube for the side to roll, cubeful (Janowski, cube efficiency 0.7): ND no double, D/T double and take, D/P double and pass</source>
        <translation>Эквити на единицу куба для бросающей стороны, с учётом куба (Яновский, эффективность куба 0,7): ND — без удвоения, D/T — удвоение и принятие, D/P — удвоение и отказ</translation>
    </message>
    <message numerus="yes">
        <source> plies</source>
        <extracomment>spin box suffix after a number of plies (micro-moves)</extracomment>
        <translation>
            <numerusform> полух.</numerusform>
            <numerusform> полух.</numerusform>
            <numerusform> полух.</numerusform>
        </translation>
    </message>
    <message>
        <source>One-die analysis: ExpectiMiniMax over the movable piece types, this many micro-moves deep, level 5&apos;s evaluation at the leaves</source>
        <translation>Анализ с одной костью: ExpectiMiniMax по типам фигур, которые могут ходить, на столько микроходов в глубину, в листьях — оценка уровня 5</translation>
    </message>
    <message>
        <source>Each piece type that can move is rolled with the same probability; beside it the best move and the mover&apos;s chances after it</source>
        <translation>Каждый тип фигуры, которая может ходить, выпадает с одинаковой вероятностью; рядом — лучший ход и шансы ходящей стороны после него</translation>
    </message>
    <message>
        <source>Before the roll — the best move for each die</source>
        <translation>До броска — лучший ход для каждого значения кости</translation>
    </message>
    <message>
        <source>Analysis failed: %1</source>
        <translation>Анализ не удался: %1</translation>
    </message>
    <message>
        <source>unknown engine &apos;%1&apos;</source>
        <translation>неизвестный движок «%1»</translation>
    </message>
    <message>
        <source>A king has been captured: the game is over</source>
        <translation>Король взят: партия окончена</translation>
    </message>
    <message>
        <source>Judge — value net, 2-turn search (as Analyse Game)</source>
        <translation>Судья — сеть оценки, поиск на 2 хода (как «Анализ партии»)</translation>
    </message>
    <message>
        <source>Judge — Monte-Carlo rollouts</source>
        <translation>Судья — роллауты Монте-Карло</translation>
    </message>
    <message>
        <source>Level %1 — %2 (its own search)</source>
        <translation>Уровень %1 — %2 (собственный поиск)</translation>
    </message>
    <message>
        <source>What judges the candidates: the judge (the same numbers as Analyse Game and the eval bar), or a bot&apos;s own search within the budget</source>
        <translation>Кто оценивает кандидатов: судья (те же числа, что в «Анализе партии» и на шкале оценки) или собственный поиск бота в пределах бюджета</translation>
    </message>
    <message>
        <source>Judging every candidate…</source>
        <translation>Оцениваются все кандидаты…</translation>
    </message>
    <message>
        <source>Every candidate by the first pass; searching the best deeper…</source>
        <translation>Все кандидаты по первому проходу; лучшие просчитываются глубже…</translation>
    </message>
    <message>
        <source>Judging the position before the roll…</source>
        <translation>Оценивается позиция до броска…</translation>
    </message>
    <message>
        <source>Before the roll: White wins %1 % (%2)</source>
        <translation>До броска: белые выигрывают %1 % (%2)</translation>
    </message>
    <message>
        <source>Before the roll: White wins %1 % ± %2 (%3)</source>
        <translation>До броска: белые выигрывают %1 % ± %2 (%3)</translation>
    </message>
    <message>
        <source>Roll out</source>
        <translation>Разыграть</translation>
    </message>
    <message>
        <source>Roll out the selected candidates and the first row against each other (Ctrl+click selects several): the net&apos;s policy plays on with the same dice for every turn until their differences are known to ± 1 win-% point, as Analyse Game verifies its marks</source>
        <translation>Разыграть выбранные ходы против первой строки (Ctrl+щелчок выбирает несколько): политика сети доигрывает с одинаковыми кубиками для каждого хода, пока разница не известна с точностью ± 1 пункт процента побед, как проверка отметок при анализе партии</translation>
    </message>
    <message>
        <source>Roll out the selected turns</source>
        <translation>Разыграть выбранные ходы</translation>
    </message>
    <message>
        <source>Rollout stopped: the table keeps the values it had</source>
        <translation>Розыгрыши остановлены: таблица сохраняет прежние значения</translation>
    </message>
    <message numerus="yes">
        <source>Rolling out %n turns…</source>
        <translation>
            <numerusform>Розыгрыш %n хода…</numerusform>
            <numerusform>Розыгрыш %n ходов…</numerusform>
            <numerusform>Розыгрыш %n ходов…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rolling out: %n rollouts a turn, differences ± %1 (target ± 1.0)</source>
        <translation>
            <numerusform>Розыгрыши: %n на ход, разница ± %1 (цель ± 1,0)</numerusform>
            <numerusform>Розыгрыши: %n на ход, разница ± %1 (цель ± 1,0)</numerusform>
            <numerusform>Розыгрыши: %n на ход, разница ± %1 (цель ± 1,0)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching every roll %n plies deep…</source>
        <translation>
            <numerusform>Поиск по всем броскам на %n полуход в глубину…</numerusform>
            <numerusform>Поиск по всем броскам на %n полухода в глубину…</numerusform>
            <numerusform>Поиск по всем броскам на %n полуходов в глубину…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Before the roll: White wins %1 % (ExpectiMiniMax, %n plies)</source>
        <translation>
            <numerusform>До броска: белые побеждают в %1 % (ExpectiMiniMax, %n полуход)</numerusform>
            <numerusform>До броска: белые побеждают в %1 % (ExpectiMiniMax, %n полухода)</numerusform>
            <numerusform>До броска: белые побеждают в %1 % (ExpectiMiniMax, %n полуходов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts</source>
        <translation>
            <numerusform>%n розыгрыш</numerusform>
            <numerusform>%n розыгрыша</numerusform>
            <numerusform>%n розыгрышей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 done · %n rollouts</source>
        <translation>
            <numerusform>Готово %1 из %2 · %n розыгрыш</numerusform>
            <numerusform>Готово %1 из %2 · %n розыгрыша</numerusform>
            <numerusform>Готово %1 из %2 · %n розыгрышей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n candidates, best first: %1</source>
        <translation>
            <numerusform>%n кандидат: %1</numerusform>
            <numerusform>%n кандидата, лучшие первыми: %1</numerusform>
            <numerusform>%n кандидатов, лучшие первыми: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts, %1</source>
        <translation>
            <numerusform>%n розыгрыш, %1</numerusform>
            <numerusform>%n розыгрыша, %1</numerusform>
            <numerusform>%n розыгрышей, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rolled out %n turns with the same dice: %1, differences ± %2 (net policy, cut after 8 plies)</source>
        <extracomment>%1 is &quot;N rollouts each&quot;</extracomment>
        <translation>
            <numerusform>Разыгран %n ход с одинаковыми кубиками: %1, разница ± %2 (политика сети, обрезка после 8 полуходов)</numerusform>
            <numerusform>Разыграно %n хода с одинаковыми кубиками: %1, разница ± %2 (политика сети, обрезка после 8 полуходов)</numerusform>
            <numerusform>Разыграно %n ходов с одинаковыми кубиками: %1, разница ± %2 (политика сети, обрезка после 8 полуходов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts each</source>
        <translation>
            <numerusform>по %n розыгрышу</numerusform>
            <numerusform>по %n розыгрыша</numerusform>
            <numerusform>по %n розыгрышей</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine — %1 (its own search)</source>
        <translation>Движок — %1 (собственный поиск)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 plays this turn (an engine gives one candidate)</source>
        <translation>%1 играет этот ход (движок даёт одного кандидата)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::AnalysisSession</name>
    <message>
        <source>Analyse Game failed: %1</source>
        <translation>Анализ партии не удался: %1</translation>
    </message>
    <message>
        <source>Analyse Game</source>
        <translation>Анализ партии</translation>
    </message>
    <message>
        <source>Nothing to analyse yet: no turn has been played</source>
        <translation>Пока нечего анализировать: не сыграно ни одного хода</translation>
    </message>
    <message>
        <source>Analysing every turn…</source>
        <translation>Анализ каждого хода…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Game analysis cancelled</source>
        <translation>Анализ партии отменён</translation>
    </message>
    <message>
        <source>Analysis done (%3) — accuracy White %1 %, Black %2 % — Ctrl+E jumps to the next error</source>
        <translation>Анализ завершён (%3) — точность: белые %1 %, чёрные %2 % — Ctrl+E: к следующей ошибке</translation>
    </message>
    <message>
        <source>Analyse the game first (Game ▸ Analyse Game)</source>
        <translation>Сначала проанализируйте партию (Партия ▸ Анализ партии)</translation>
    </message>
    <message>
        <source>No further error</source>
        <translation>Дальше ошибок нет</translation>
    </message>
    <message>
        <source>No earlier error</source>
        <translation>Раньше ошибок нет</translation>
    </message>
    <message>
        <source>Analyse Game, %1</source>
        <translation>Анализ партии, %1</translation>
    </message>
    <message>
        <source>Marks are not verified by rollouts: no value network is loaded</source>
        <translation>Пометки не проверяются розыгрышами: сеть оценки не загружена</translation>
    </message>
    <message>
        <source>No mark to verify by rollouts (Preferences ▸ Verify by rollouts)</source>
        <translation>Нет пометок для проверки розыгрышами (Настройки ▸ Проверять розыгрышами)</translation>
    </message>
    <message numerus="yes">
        <source>Verifying %n mark(s) by rollouts…</source>
        <translation>
            <numerusform>Проверка %n пометки розыгрышами…</numerusform>
            <numerusform>Проверка %n пометок розыгрышами…</numerusform>
            <numerusform>Проверка %n пометок розыгрышами…</numerusform>
        </translation>
    </message>
    <message>
        <source>Marks verified by rollouts in %1 s: %2 confirmed, %3 changed, %4 withdrawn — Ctrl+E jumps to the next error</source>
        <translation>Пометки проверены розыгрышами за %1 с: подтверждено %2, изменено %3, снято %4 — Ctrl+E переходит к следующей ошибке</translation>
    </message>
    <message numerus="yes">
        <source>Verification stopped: %1 of %n marks verified; the others keep the judge&apos;s mark</source>
        <translation>
            <numerusform>Проверка остановлена: проверено %1 из %n пометки; остальные сохраняют пометку оценки</numerusform>
            <numerusform>Проверка остановлена: проверено %1 из %n пометок; остальные сохраняют пометку оценки</numerusform>
            <numerusform>Проверка остановлена: проверено %1 из %n пометок; остальные сохраняют пометку оценки</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysing %n turns…</source>
        <translation>
            <numerusform>Анализ %n хода…</numerusform>
            <numerusform>Анализ %n ходов…</numerusform>
            <numerusform>Анализ %n ходов…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::AnalysisSummaryView</name>
    <message>
        <source>Turns</source>
        <translation>Ходы</translation>
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
        <translation>Потери</translation>
    </message>
    <message>
        <source>Acc. %</source>
        <translation>Точн. %</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Удача</translation>
    </message>
    <message>
        <source>Turns judged (forced turns and passes are not)</source>
        <translation>Оценённые ходы (вынужденные ходы и пропуски не оцениваются)</translation>
    </message>
    <message>
        <source>Average win-% points lost per judged turn</source>
        <translation>Средняя потеря шанса на победу (в процентных пунктах) за оценённый ход</translation>
    </message>
    <message>
        <source>Mean per-turn accuracy in % (100 = always the best turn)</source>
        <translation>Средняя точность хода в % (100 — всегда лучший ход)</translation>
    </message>
    <message>
        <source>Sum over the player&apos;s rolls of how much better than average each roll was (win-% points)</source>
        <translation>Сумма по броскам игрока: насколько каждый бросок был лучше среднего (в процентных пунктах шанса на победу)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Judged by: %1</source>
        <translation>Движок оценки: %1</translation>
    </message>
    <message>
        <source>Inaccuracies ?! (thresholds in Edit ▸ Preferences)</source>
        <translation>Неточности ?! (пороги в Правка ▸ Настройки)</translation>
    </message>
    <message>
        <source>Mistakes ?</source>
        <translation>Ошибки ?</translation>
    </message>
    <message>
        <source>Blunders ??</source>
        <translation>Грубые ошибки ??</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::BoardView</name>
    <message>
        <source>Chess board</source>
        <translation>Шахматная доска</translation>
    </message>
    <message>
        <source>Promote to</source>
        <translation>Превратить в</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Ферзь</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Ладья</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Слон</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Конь</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::BotPlayer</name>
    <message>
        <source>the bot failed: %1</source>
        <translation>сбой бота: %1</translation>
    </message>
    <message>
        <source>the bot returned no turn although moves were possible</source>
        <translation>бот не вернул ход, хотя ходы были возможны</translation>
    </message>
    <message>
        <source>the bot played the illegal micro-move %1</source>
        <translation>бот сыграл недопустимый микроход %1</translation>
    </message>
    <message>
        <source>the bot stopped before its turn was complete</source>
        <translation>бот остановился, не завершив ход</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::BotSpecEdit</name>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Level %1 — %2</source>
        <translation>Уровень %1 — %2</translation>
    </message>
    <message>
        <source>Level %1 — %2 (ours)</source>
        <translation>Уровень %1 — %2 (наш)</translation>
    </message>
    <message>
        <source>%1 (study)</source>
        <translation>%1 (из исследования)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>от %1 до %2</translation>
    </message>
    <message>
        <source>%1 (%2; default %3): %4</source>
        <translation>%1 (%2; по умолчанию %3): %4</translation>
    </message>
    <message>
        <source>Parameters as name=value, separated by colons; those left out take their default.
</source>
        <translation>Параметры в виде name=value через двоеточие; для пропущенных берётся значение по умолчанию.
</translation>
    </message>
    <message>
        <source>A person at this computer.</source>
        <translation>Человек за этим компьютером.</translation>
    </message>
    <message>
        <source>Engine — %1</source>
        <translation>Движок — %1</translation>
    </message>
    <message>
        <source>An external engine of your engines file: %1</source>
        <translation>Внешний движок из вашего файла движков: %1</translation>
    </message>
    <message>
        <source>Platform bot — %1</source>
        <translation>Бот платформы — %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::CancellableWorker</name>
    <message>
        <source>an unknown error</source>
        <translation>неизвестная ошибка</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::CandidateModel</name>
    <message>
        <source>Orders reaching this position:
%1</source>
        <translation>Порядки ходов, ведущие к этой позиции:
%1</translation>
    </message>
    <message>
        <source>win</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>Победа %</translation>
    </message>
    <message>
        <source>Δ best</source>
        <translation>Δ лучш.</translation>
    </message>
    <message>
        <source>Material</source>
        <translation>Материал</translation>
    </message>
    <message>
        <source>King safety</source>
        <translation>Безопасность короля</translation>
    </message>
    <message>
        <source>Pawn storm</source>
        <translation>Пешечный штурм</translation>
    </message>
    <message>
        <source>Proximity</source>
        <translation>Близость</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Кольцо</translation>
    </message>
    <message>
        <source>KCP after %</source>
        <translation>KCP после, %</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кости</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Порядки</translation>
    </message>
    <message>
        <source>king capture</source>
        <translation>взятие короля</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>не оценён</translation>
    </message>
    <message>
        <source>not visited</source>
        <translation>не посещён</translation>
    </message>
    <message>
        <source>material</source>
        <translation>материал</translation>
    </message>
    <message>
        <source>score</source>
        <translation>оценка</translation>
    </message>
    <message>
        <source>Captures the king: a win.</source>
        <translation>Берёт короля: победа.</translation>
    </message>
    <message>
        <source>The search did not judge this turn.</source>
        <translation>Поиск не оценил этот ход.</translation>
    </message>
    <message>
        <source>Win % from a search 1 turn deep: this turn, then the opponent&apos;s rolls judged by the evaluation.</source>
        <translation>% выигрыша по поиску глубиной 1 ход: этот ход, затем броски соперника, оценённые оценочной функцией.</translation>
    </message>
    <message>
        <source>Judged by the bot&apos;s score.</source>
        <translation>Оценено по баллам бота.</translation>
    </message>
    <message>
        <source>Not rolled out: only its material was judged.</source>
        <translation>Не доигрывался: оценён только материал.</translation>
    </message>
    <message>
        <source>The first row was judged otherwise (%1), so its value does not compare with this one: the firmer judgement found nothing better, or did not reach this turn.</source>
        <translation>Первая строка оценена иначе (%1), поэтому её значение несравнимо с этим: более надёжная оценка не нашла ничего лучше или не дошла до этого хода.</translation>
    </message>
    <message>
        <source>the deepest searched, then by win %</source>
        <translation>сначала с самым глубоким поиском, затем по % выигрыша</translation>
    </message>
    <message>
        <source>the most visited (the bot&apos;s choice)</source>
        <translation>самые посещаемые (выбор бота)</translation>
    </message>
    <message>
        <source>by exact win %</source>
        <translation>по точному % выигрыша</translation>
    </message>
    <message>
        <source>the rolled-out ones by win %</source>
        <translation>доигранные — по % выигрыша</translation>
    </message>
    <message>
        <source>by the bot&apos;s score</source>
        <translation>по баллам бота</translation>
    </message>
    <message>
        <source>Best first, as the engine ranks: the candidates it judged most firmly (deepest search, most visits, rolled out) first, by win % or score among them; then the ones judged less firmly, which the firmer judgement found no better or did not reach.</source>
        <translation>Лучшие первыми, как их ранжирует движок: сначала кандидаты, оценённые надёжнее всего (самый глубокий поиск, больше всего посещений, доигрывания), среди них по % выигрыша или оценке; затем оценённые менее надёжно, которые более надёжная оценка не сочла лучше или не достигла.</translation>
    </message>
    <message>
        <source>The mover&apos;s chances after this turn, judged as the Judged column says</source>
        <translation>Шансы ходящего после этого хода, оценённые так, как указано в столбце «Оценка»</translation>
    </message>
    <message>
        <source>Win % points (or score) minus the first row&apos;s — only for the candidates judged as the first row was: a value from a shallower search or fewer visits does not compare (–)</source>
        <translation>Пункты % выигрыша (или оценка) минус значение первой строки — только для кандидатов, оценённых так же, как первая строка: значение более мелкого поиска или меньшего числа посещений несравнимо (–)</translation>
    </message>
    <message>
        <source>How the engine judged the candidate: search depth in turns (levels 7 and 9), visits of the search tree (level 8), rollouts (level 6), or an exact search of so many micro-moves (one die)</source>
        <translation>Как движок оценил кандидата: глубина поиска в ходах (уровни 7 и 9), посещения дерева поиска (уровень 8), доигрывания (уровень 6) или точный поиск на столько микроходов (один кубик)</translation>
    </message>
    <message>
        <source>Judged</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>The reference of this rollout: ± is the standard error of its own value.</source>
        <translation>Опорный ход этих розыгрышей: ± — стандартная ошибка его собственного значения.</translation>
    </message>
    <message>
        <source>± is the standard error of its difference to the reference row (common dice make it smaller than either value&apos;s error).</source>
        <translation>± — стандартная ошибка разницы с опорной строкой (общие кубики делают её меньше ошибки каждого значения).</translation>
    </message>
    <message>
        <source>Before the rollout: %1 % (%2).</source>
        <translation>До розыгрышей: %1 % (%2).</translation>
    </message>
    <message>
        <source>the rolled-out ones by win %, then the engine&apos;s order</source>
        <translation>разыгранные по проценту побед, затем в порядке движка</translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts ± %1</source>
        <translation>
            <numerusform>%n розыгрыш ± %1</numerusform>
            <numerusform>%n розыгрыша ± %1</numerusform>
            <numerusform>%n розыгрышей ± %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>book, %n rollouts ± %1</source>
        <translation>
            <numerusform>книга, %n розыгрыш ± %1</numerusform>
            <numerusform>книга, %n розыгрыша ± %1</numerusform>
            <numerusform>книга, %n розыгрышей ± %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n visits</source>
        <translation>
            <numerusform>%n посещение</numerusform>
            <numerusform>%n посещения</numerusform>
            <numerusform>%n посещений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plies</source>
        <translation>
            <numerusform>%n полуход</numerusform>
            <numerusform>%n полухода</numerusform>
            <numerusform>%n полуходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts</source>
        <translation>
            <numerusform>%n доигрывание</numerusform>
            <numerusform>%n доигрывания</numerusform>
            <numerusform>%n доигрываний</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win % from %n rollouts with the net&apos;s policy, cut after 8 plies by the net&apos;s value; every rolled-out row played the same dice.</source>
        <translation>
            <numerusform>Процент побед по %n розыгрышу политикой сети, обрезанному после 8 полуходов оценкой сети; все разыгранные строки играли с одинаковыми кубиками.</numerusform>
            <numerusform>Процент побед по %n розыгрышам политикой сети, обрезанным после 8 полуходов оценкой сети; все разыгранные строки играли с одинаковыми кубиками.</numerusform>
            <numerusform>Процент побед по %n розыгрышам политикой сети, обрезанным после 8 полуходов оценкой сети; все разыгранные строки играли с одинаковыми кубиками.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The opening book&apos;s value: %n rollouts with the net&apos;s policy and the same dice for the book&apos;s best turns of this roll, cut after 8 plies by the net&apos;s value; ± is its standard error. Book turns rank above the search&apos;s.</source>
        <translation>
            <numerusform>Оценка из дебютной книги: %n розыгрыш политикой сети с одинаковыми кубиками для лучших ходов этого броска, оборванный через 8 полуходов оценкой сети; ± — её стандартная ошибка. Ходы книги стоят выше ходов поиска.</numerusform>
            <numerusform>Оценка из дебютной книги: %n розыгрыша политикой сети с одинаковыми кубиками для лучших ходов этого броска, оборванных через 8 полуходов оценкой сети; ± — её стандартная ошибка. Ходы книги стоят выше ходов поиска.</numerusform>
            <numerusform>Оценка из дебютной книги: %n розыгрышей политикой сети с одинаковыми кубиками для лучших ходов этого броска, оборванных через 8 полуходов оценкой сети; ± — её стандартная ошибка. Ходы книги стоят выше ходов поиска.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win % from a search %n turns deep: this turn, the opponent&apos;s rolls and replies, and so on.</source>
        <translation>
            <numerusform>% выигрыша по поиску глубиной %n ход: этот ход, броски и ответы соперника и так далее.</numerusform>
            <numerusform>% выигрыша по поиску глубиной %n хода: этот ход, броски и ответы соперника и так далее.</numerusform>
            <numerusform>% выигрыша по поиску глубиной %n ходов: этот ход, броски и ответы соперника и так далее.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win % averaged over %n visits of the search tree.</source>
        <translation>
            <numerusform>% выигрыша по %n посещению дерева поиска.</numerusform>
            <numerusform>% выигрыша, усреднённый по %n посещениям дерева поиска.</numerusform>
            <numerusform>% выигрыша, усреднённый по %n посещениям дерева поиска.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exact win % of a search %n micro-moves deep.</source>
        <translation>
            <numerusform>Точный % выигрыша поиска глубиной %n микроход.</numerusform>
            <numerusform>Точный % выигрыша поиска глубиной %n микрохода.</numerusform>
            <numerusform>Точный % выигрыша поиска глубиной %n микроходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win % from %n rollouts.</source>
        <translation>
            <numerusform>% выигрыша по %n доигрыванию.</numerusform>
            <numerusform>% выигрыша по %n доигрываниям.</numerusform>
            <numerusform>% выигрыша по %n доигрываниям.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::DiceView</name>
    <message>
        <source>Dice</source>
        <translation>Кости</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::EnginesDialog</name>
    <message>
        <source>Engines — DiceChess Studio</source>
        <translation>Движки — DiceChess Studio</translation>
    </message>
    <message>
        <source>Installed engines</source>
        <translation>Установленные движки</translation>
    </message>
    <message>
        <source>Each is a player in New Game and the Match Lab as engine:NAME.</source>
        <translation>Каждый из них — игрок в «Новой партии» и в Лаборатории матчей как engine:NAME.</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Uninstall the selected engine (its program stays where it is).</source>
        <translation>Удалить выбранный движок из списка (сама программа остаётся на месте).</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>my-agent</source>
        <translation>мой-агент</translation>
    </message>
    <message>
        <source>How matches and games name it: engine:NAME (no spaces, &apos;:&apos; or &apos;,&apos;).</source>
        <translation>Так его называют матчи и партии: engine:NAME (без пробелов, &apos;:&apos; и &apos;,&apos;).</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>python3, or the path of the program</source>
        <translation>python3 или путь к программе</translation>
    </message>
    <message>
        <source>The program, started without a shell (looked up on PATH without a &apos;/&apos;).</source>
        <translation>Программа, запускаемая без оболочки (без &apos;/&apos; ищется в PATH).</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>&amp;Команда:</translation>
    </message>
    <message>
        <source>/home/me/my_agent.py --my-flag</source>
        <translation>/home/ivan/agent.py --flag</translation>
    </message>
    <message>
        <source>Passed as they are, separated by spaces; quote one that holds a space (&quot;my file.py&quot;).</source>
        <translation>Передаются как есть, через пробел; аргумент с пробелом возьмите в кавычки (&quot;my file.py&quot;).</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>&amp;Аргументы:</translation>
    </message>
    <message>
        <source>the app&apos;s own</source>
        <translation>каталог приложения</translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation>&amp;Рабочий каталог:</translation>
    </message>
    <message>
        <source>Seed=7
(one option a line, NAME=VALUE)</source>
        <translation>Seed=7
(одна опция в строке, ИМЯ=ЗНАЧЕНИЕ)</translation>
    </message>
    <message>
        <source>Sent with setoption after the handshake; the engine must declare each.</source>
        <translation>Передаются командой setoption после рукопожатия; движок должен объявить каждую.</translation>
    </message>
    <message>
        <source>&amp;Options:</source>
        <translation>&amp;Опции:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <source>Install this engine (an engine of the same name is replaced).</source>
        <translation>Установить этот движок (движок с тем же именем заменяется).</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Проверить</translation>
    </message>
    <message>
        <source>Start this engine: its handshake, a decision on the opening and the protocol&apos;s conformance check (dicechess-cli engine-check).</source>
        <translation>Запустить движок: рукопожатие, одно решение в дебюте и проверка соответствия протоколу (dicechess-cli engine-check).</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>Test starts the engine of the form and shows what it says.</source>
        <translation>«Проверить» запускает движок из формы и показывает, что он отвечает.</translation>
    </message>
    <message>
        <source>The engine&apos;s program</source>
        <translation>Программа движка</translation>
    </message>
    <message>
        <source>The engine&apos;s working directory</source>
        <translation>Рабочий каталог движка</translation>
    </message>
    <message>
        <source>Engines file: %1</source>
        <translation>Файл движков: %1</translation>
    </message>
    <message>
        <source>%1
Repair the file or move it away; until then it is left as it is.</source>
        <translation>%1
Исправьте файл или уберите его; до тех пор он остаётся как есть.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Заменить</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Имя: %1</translation>
    </message>
    <message>
        <source>Command: the program to start is missing</source>
        <translation>Команда: не указана программа для запуска</translation>
    </message>
    <message>
        <source>Working directory: %1 does not exist</source>
        <translation>Рабочий каталог: %1 не существует</translation>
    </message>
    <message>
        <source>Options, line %1: &apos;%2&apos; is not NAME=VALUE</source>
        <translation>Опции, строка %1: &apos;%2&apos; — не ИМЯ=ЗНАЧЕНИЕ</translation>
    </message>
    <message>
        <source>Options, line %1: &apos;%2&apos; is set twice</source>
        <translation>Опции, строка %1: &apos;%2&apos; задана дважды</translation>
    </message>
    <message>
        <source>The engines file could not be written: %1</source>
        <translation>Не удалось записать файл движков: %1</translation>
    </message>
    <message>
        <source>Replaced %1: play it as %2.</source>
        <translation>%1 заменён: играйте им как %2.</translation>
    </message>
    <message>
        <source>Installed %1: play it as %2.</source>
        <translation>%1 установлен: играйте им как %2.</translation>
    </message>
    <message>
        <source>Select the engine to remove.</source>
        <translation>Выберите движок для удаления.</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 удалён.</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>Проверка %1…</translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation>Автор: %1</translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation>(не указан)</translation>
    </message>
    <message>
        <source>Options: none</source>
        <translation>Опции: нет</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Опции:</translation>
    </message>
    <message>
        <source>Played %1 on the opening roll P N B in %2 ms.</source>
        <translation>Сыграл %1 на первый бросок P N B за %2 мс.</translation>
    </message>
    <message>
        <source>Conformance check:
%1</source>
        <translation>Проверка соответствия:
%1</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation> (автор: %1)</translation>
    </message>
    <message>
        <source>%1 conforms to DCEP 1.</source>
        <translation>%1 соответствует DCEP 1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 plays, but breaks DCEP 1 %n time(s): see the check below.</source>
        <translation>
            <numerusform>%1 играет, но %n раз нарушает DCEP 1: см. проверку ниже.</numerusform>
            <numerusform>%1 играет, но %n раза нарушает DCEP 1: см. проверку ниже.</numerusform>
            <numerusform>%1 играет, но %n раз нарушает DCEP 1: см. проверку ниже.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::EnginesLink</name>
    <message>
        <source>En&amp;gines…</source>
        <translation>Д&amp;вижки…</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::EvalBar</name>
    <message>
        <source>Evaluation bar</source>
        <translation>Шкала оценки</translation>
    </message>
    <message>
        <source>%1 king: captured on %2&apos;s next roll with probability %3 % (exact, KCP)</source>
        <translation>Король %1: будет взят при следующем броске %2 с вероятностью %3 % (точно, KCP)</translation>
    </message>
    <message>
        <source>White&apos;s</source>
        <translation>белых</translation>
    </message>
    <message>
        <source>Black&apos;s</source>
        <translation>чёрных</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>чёрных</translation>
    </message>
    <message>
        <source>White</source>
        <translation>белых</translation>
    </message>
    <message>
        <source>White wins %1 % — %2</source>
        <translation>Белые побеждают: %1 % — %2</translation>
    </message>
    <message>
        <source>No value for this position yet (%1)</source>
        <translation>Для этой позиции пока нет оценки (%1)</translation>
    </message>
    <message>
        <source>The game is over: %1</source>
        <translation>Партия окончена: %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::EvalBarFeed</name>
    <message>
        <source>before the roll</source>
        <translation>до броска</translation>
    </message>
    <message>
        <source>the best turn with these dice</source>
        <translation>лучший ход с этими костями</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>График оценки</translation>
    </message>
    <message>
        <source>White&apos;s win % after every turn; click a point to see that position</source>
        <translation>Шанс белых на победу в % после каждого хода; щёлкните точку, чтобы увидеть позицию</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::ExercisesWindow</name>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>Learn from Your Mistakes</source>
        <translation>Работа над ошибками</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Предыдущее</translation>
    </message>
    <message>
        <source>Try &amp;Again</source>
        <translation>Попробовать &amp;снова</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>Показать &amp;решение</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Следующее</translation>
    </message>
    <message>
        <source>The judge failed: %1</source>
        <translation>Оценка не удалась: %1</translation>
    </message>
    <message>
        <source>No exercises in this game</source>
        <translation>В этой партии нет упражнений</translation>
    </message>
    <message>
        <source>Analyse Game found no ? or ?? turn of %1.</source>
        <translation>Анализ партии не нашёл ходов ? или ?? у стороны: %1.</translation>
    </message>
    <message>
        <source>Analyse Game found no ? or ?? turn.</source>
        <translation>Анализ партии не нашёл ходов ? или ??.</translation>
    </message>
    <message>
        <source>%1 %2 to move with %3: find a better turn than the game&apos;s (%4).</source>
        <translation>%1 Ход: %2, кубики %3: найдите ход лучше, чем в партии (%4).</translation>
    </message>
    <message>
        <source>Play the turn on the board.</source>
        <translation>Сыграйте ход на доске.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Exercise %1 of %2&lt;/b&gt; · solved %3 of %2%4</source>
        <translation>&lt;b&gt;Упражнение %1 из %2&lt;/b&gt; · решено %3 из %2%4</translation>
    </message>
    <message>
        <source> · this one solved</source>
        <translation> · это решено</translation>
    </message>
    <message>
        <source>Judging %1…</source>
        <translation>Оцениваю %1…</translation>
    </message>
    <message>
        <source>&lt;b&gt;That is the game&apos;s turn again:&lt;/b&gt; %1 loses %2 points.</source>
        <translation>&lt;b&gt;Это снова ход из партии:&lt;/b&gt; %1 теряет %2 пунктов.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not yet:&lt;/b&gt; %1 loses %2 points to the best turn.</source>
        <translation>&lt;b&gt;Пока нет:&lt;/b&gt; %1 теряет %2 пунктов по сравнению с лучшим ходом.</translation>
    </message>
    <message>
        <source>Try again, or show the solution.</source>
        <translation>Попробуйте снова или покажите решение.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The best turn:&lt;/b&gt; %1 (%2 %). In the game: %3 (%4 %), a loss of %5 points.</source>
        <translation>&lt;b&gt;Лучший ход:&lt;/b&gt; %1 (%2 %). В партии: %3 (%4 %), потеря %5 пунктов.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Well found.&lt;/b&gt; %1 keeps %2 % (the best: %3 %, less than the ?! threshold apart). In the game %4 lost %5 points.</source>
        <translation>&lt;b&gt;Хорошо найдено.&lt;/b&gt; %1 сохраняет %2 % (лучший: %3 %, разница меньше порога ?!). В партии %4 потерял %5 пунктов.</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::ExplorerLink</name>
    <message>
        <source>Opening &amp;Explorer…</source>
        <translation>&amp;Обозреватель дебютов…</translation>
    </message>
    <message>
        <source>%1; the Opening Explorer shows no level 9 counts</source>
        <translation>%1; обозреватель дебютов не показывает, как часто выбирал уровень 9</translation>
    </message>
    <message>
        <source>Go to the first position of a game from the standard start (Home) to open a book line</source>
        <translation>Перейдите к первой позиции партии из начальной расстановки (Home), чтобы открыть линию книги</translation>
    </message>
    <message>
        <source>That book line cannot be played from the position shown</source>
        <translation>Эту линию книги нельзя сыграть из показанной позиции</translation>
    </message>
    <message>
        <source>The Opening Explorer opens when the online game is over</source>
        <translation>Обозреватель дебютов откроется, когда онлайн-партия закончится</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::GameArchive</name>
    <message>
        <source>Cannot create the folder %1 for the autosave</source>
        <translation>Не удаётся создать папку %1 для автосохранения</translation>
    </message>
    <message>
        <source>dice not checked: %1</source>
        <translation>кубики не проверены: %1</translation>
    </message>
    <message>
        <source>✗ dice not the seeds&apos; dice: %1</source>
        <translation>✗ кубики не совпадают с сидами: %1</translation>
    </message>
    <message numerus="yes">
        <source>✓ dice fair (%n rolls checked)</source>
        <translation>
            <numerusform>✓ кубики честные (проверен %n бросок)</numerusform>
            <numerusform>✓ кубики честные (проверено %n броска)</numerusform>
            <numerusform>✓ кубики честные (проверено %n бросков)</numerusform>
        </translation>
    </message>
    <message>
        <source>dice checked at the end, when the server reveals its seed</source>
        <translation>кости проверяются в конце, когда сервер раскроет своё зерно</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::GameController</name>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 предлагает ничью</translation>
    </message>
    <message>
        <source>%1 to roll</source>
        <translation>%1 бросают кости</translation>
    </message>
    <message>
        <source>%1 to roll (or double)</source>
        <translation>%1 бросают кости (или удваивают)</translation>
    </message>
    <message>
        <source>%1 to roll: press Roll (R) to start. Game ▸ New Game… (Ctrl+N) sets up another game</source>
        <translation>%1 бросают кости: нажмите «Бросить кости» (R), чтобы начать. Партия ▸ Новая партия… (Ctrl+N) — другая партия</translation>
    </message>
    <message>
        <source>Press Roll (R) to let %1 start. Game ▸ New Game… (Ctrl+N) sets up another game</source>
        <translation>Нажмите «Бросить кости» (R), и %1 начнёт. Партия ▸ Новая партия… (Ctrl+N) — другая партия</translation>
    </message>
    <message>
        <source>No legal move for %1 — turn passes</source>
        <translation>Нет допустимых ходов с костями %1 — пропуск хода</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 to move: %2</source>
        <translation>%1 ходят: %2</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>Turn complete: Confirm Turn (Ctrl+Enter) or undo a micro-move</source>
        <translation>Ход завершён: подтвердите ход (Ctrl+Enter) или отмените микроход</translation>
    </message>
    <message>
        <source>It is not your turn to move</source>
        <translation>Сейчас не ваш ход</translation>
    </message>
    <message>
        <source>Turn taken back</source>
        <translation>Ход возвращён</translation>
    </message>
    <message>
        <source>%1 doubles to %2</source>
        <translation>%1 удваивает ставку до %2</translation>
    </message>
    <message>
        <source>%1 dropped the double</source>
        <translation>%1: отказ от удвоения</translation>
    </message>
    <message>
        <source>%1 takes: the cube is at %2</source>
        <translation>%1 принимает: куб на %2</translation>
    </message>
    <message>
        <source>Draw offer made; it goes with this turn</source>
        <translation>Ничья предложена; предложение уйдёт вместе с этим ходом</translation>
    </message>
    <message>
        <source>draw agreed</source>
        <translation>ничья по соглашению</translation>
    </message>
    <message>
        <source>Draw offer declined</source>
        <translation>Предложение ничьей отклонено</translation>
    </message>
    <message>
        <source>%1 resigned</source>
        <translation>%1 сдались</translation>
    </message>
    <message>
        <source>%1 ran out of time</source>
        <translation>%1: время истекло</translation>
    </message>
    <message>
        <source>No piece can move — turn passes</source>
        <translation>Ни одна фигура не может ходить — пропуск хода</translation>
    </message>
    <message>
        <source>unknown bot &apos;%1&apos;</source>
        <translation>неизвестный бот «%1»</translation>
    </message>
    <message>
        <source>%1 offers a draw; %2 is thinking…</source>
        <translation>%1 предлагает ничью; %2 думает…</translation>
    </message>
    <message>
        <source>King capture taken back: the game is reopened (the record says so)</source>
        <translation>Взятие короля отменено: партия возобновлена (это отмечено в записи)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The tutor is checking your turn…</source>
        <translation>Наставник проверяет ваш ход…</translation>
    </message>
    <message>
        <source>Resigning…</source>
        <translation>Отправляем сдачу…</translation>
    </message>
    <message>
        <source>Waiting for the server to roll for %1</source>
        <translation>Ждём, когда сервер бросит кости за %1</translation>
    </message>
    <message>
        <source>Turn sent: waiting for the server</source>
        <translation>Ход отправлен: ждём сервер</translation>
    </message>
    <message>
        <source>The server refused the turn (%1): play it again</source>
        <translation>Сервер отклонил ход (%1): сыграйте его заново</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::GameFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Н&amp;едавние</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Copy DFEN</source>
        <translation>&amp;Копировать DFEN</translation>
    </message>
    <message>
        <source>DFEN copied</source>
        <translation>DFEN скопирован</translation>
    </message>
    <message>
        <source>Copy &amp;Game Record</source>
        <translation>Копировать &amp;запись партии</translation>
    </message>
    <message>
        <source>Game record copied (.dcg text)</source>
        <translation>Запись партии скопирована (текст .dcg)</translation>
    </message>
    <message>
        <source>Paste Game &amp;Record</source>
        <translation>Вставить запись &amp;партии</translation>
    </message>
    <message>
        <source>&amp;Paste DFEN as New Game</source>
        <translation>Вст&amp;авить DFEN как новую партию</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Несохранённая партия</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Dice Chess games (*.dcg);;All files (*)</source>
        <translation>Партии Dice Chess (*.dcg);;Все файлы (*)</translation>
    </message>
    <message>
        <source>open %1</source>
        <translation>открыть %1</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a valid game record:
%2</source>
        <translation>%1 — некорректная запись партии:
%2</translation>
    </message>
    <message>
        <source>Resume game?</source>
        <translation>Продолжить партию?</translation>
    </message>
    <message>
        <source>An unfinished game was saved when the app last closed. Resume it?</source>
        <translation>При последнем закрытии программы была сохранена незаконченная партия. Продолжить её?</translation>
    </message>
    <message>
        <source>Resumed the autosaved game</source>
        <translation>Продолжена автосохранённая партия</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>game.dcg</source>
        <translation>game.dcg</translation>
    </message>
    <message>
        <source>Dice Chess games (*.dcg)</source>
        <translation>Партии Dice Chess (*.dcg)</translation>
    </message>
    <message>
        <source>Cannot paste the game: %1</source>
        <translation>Не удаётся вставить партию: %1</translation>
    </message>
    <message>
        <source>paste a game record</source>
        <translation>вставить запись партии</translation>
    </message>
    <message>
        <source>Game pasted</source>
        <translation>Партия вставлена</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>Не удаётся вставить: %1</translation>
    </message>
    <message>
        <source>start a game from the pasted DFEN</source>
        <translation>начать партию из вставленной DFEN</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n games; showing the first</source>
        <translation>
            <numerusform>В %1 %n партия; показана первая</numerusform>
            <numerusform>В %1 %n партии; показана первая</numerusform>
            <numerusform>В %1 %n партий; показана первая</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Горячие клавиши</translation>
    </message>
    <message>
        <source>&amp;About DiceChess Studio</source>
        <translation>&amp;О программе DiceChess Studio</translation>
    </message>
    <message>
        <source>About DiceChess Studio</source>
        <translation>О программе DiceChess Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;DiceChess Studio&lt;/h3&gt;&lt;p&gt;Three-dice Dice Chess: roll three dice, each names a piece type; play up to three micro-moves; capture the king to win.&lt;/p&gt;&lt;p&gt;Help ▸ How to Play explains the rules and the analysis; Help ▸ Keyboard Shortcuts lists every key.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;DiceChess Studio&lt;/h3&gt;&lt;p&gt;Dice Chess с тремя костями: бросьте три кости, каждая называет тип фигуры; сыграйте до трёх микроходов; возьмите короля, чтобы победить.&lt;/p&gt;&lt;p&gt;В разделе Справка ▸ Как играть объяснены правила и анализ; в разделе Справка ▸ Горячие клавиши перечислены все клавиши.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::HintAdvisor</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>The judge&apos;s three best turns for your dice, as arrows (the game records the hint)</source>
        <translation>Три лучших хода судьи для ваших кубиков стрелками (подсказка записывается в партию)</translation>
    </message>
    <message>
        <source>Hint: the judge is thinking…</source>
        <translation>Подсказка: судья думает…</translation>
    </message>
    <message>
        <source>%1. %2 %3 %</source>
        <translation>%1. %2 %3 %</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::Judgement</name>
    <message>
        <source>value network alone</source>
        <translation>только сеть оценки</translation>
    </message>
    <message numerus="yes">
        <source>value network, %n-turn search</source>
        <translation>
            <numerusform>сеть оценки, поиск на %n ход</numerusform>
            <numerusform>сеть оценки, поиск на %n хода</numerusform>
            <numerusform>сеть оценки, поиск на %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rollouts</source>
        <translation>
            <numerusform>%n розыгрыш</numerusform>
            <numerusform>%n розыгрыша</numerusform>
            <numerusform>%n розыгрышей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one-die ExpectiMiniMax, %n plies</source>
        <translation>
            <numerusform>ExpectiMiniMax для одного кубика, %n полуход</numerusform>
            <numerusform>ExpectiMiniMax для одного кубика, %n полухода</numerusform>
            <numerusform>ExpectiMiniMax для одного кубика, %n полуходов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::LearnMenu</name>
    <message>
        <source>&amp;Learn</source>
        <translation>О&amp;бучение</translation>
    </message>
    <message>
        <source>Learn from Your &amp;Mistakes…</source>
        <translation>Работа над &amp;ошибками…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Задачи…</translation>
    </message>
    <message>
        <source>Exercises come after the game: fair play hides its analysis now</source>
        <translation>Упражнения — после партии: честная игра сейчас скрывает её анализ</translation>
    </message>
    <message>
        <source>Analyse the game first (Game ▸ Analyse Game): the exercises are its ? and ?? turns</source>
        <translation>Сначала проанализируйте партию (Партия ▸ Анализ партии): упражнения — это её ходы ? и ??</translation>
    </message>
    <message>
        <source>No puzzle set is installed (resources/puzzles/puzzles.txt)</source>
        <translation>Набор задач не установлен (resources/puzzles/puzzles.txt)</translation>
    </message>
    <message>
        <source>The puzzle set %1 cannot be used</source>
        <translation>Набор задач %1 нельзя использовать</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::LiveGame</name>
    <message>
        <source>connecting…</source>
        <translation>подключение…</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>подключено</translation>
    </message>
    <message>
        <source>reconnecting… (attempt %1 of %2)</source>
        <translation>переподключение… (попытка %1 из %2)</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>соединение потеряно</translation>
    </message>
    <message>
        <source>The connection to %1 was lost and did not come back (%2)</source>
        <translation>Соединение с %1 потеряно и не восстановилось (%2)</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>нет ответа</translation>
    </message>
    <message>
        <source>The server&apos;s game %1 does not replay here: %2</source>
        <translation>Партия %1 с сервера здесь не воспроизводится: %2</translation>
    </message>
    <message>
        <source>the server aborted the game</source>
        <translation>сервер прервал партию</translation>
    </message>
    <message>
        <source>the game so far could not be saved: %1</source>
        <translation>партию не удалось сохранить: %1</translation>
    </message>
    <message>
        <source>left game %1: the server resigns the seat if it is not back within 30 s</source>
        <translation>вы покинули партию %1: сервер засчитает сдачу, если место не вернётся за 30 с</translation>
    </message>
    <message>
        <source>stopped watching game %1</source>
        <translation>просмотр партии %1 остановлен</translation>
    </message>
    <message>
        <source>an event of the server was skipped: %1</source>
        <translation>событие сервера пропущено: %1</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>отклонён</translation>
    </message>
    <message>
        <source>%1 — the game goes on on the server</source>
        <translation>%1 — партия продолжается на сервере</translation>
    </message>
    <message>
        <source>%1 refused the seat of game %2 (HTTP 403): the link&apos;s seat token is not that game&apos;s</source>
        <translation>%1 отказал в месте в партии %2 (HTTP 403): токен места в ссылке не от этой партии</translation>
    </message>
    <message>
        <source>%1 has no game %2 (HTTP 404)</source>
        <translation>На %1 нет партии %2 (HTTP 404)</translation>
    </message>
    <message>
        <source>%1 refused the connection to game %2 (HTTP %3)</source>
        <translation>%1 отказал в подключении к партии %2 (HTTP %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a platform game&apos;s id (a UUID)</source>
        <translation>«%1» — не идентификатор партии платформы (UUID)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::LlrChart</name>
    <message>
        <source>SPRT log-likelihood ratio per game pair; the test ends when it leaves the band.</source>
        <translation>Логарифм отношения правдоподобия SPRT по парам партий; тест завершается, когда он выходит за пределы полосы.</translation>
    </message>
    <message>
        <source>H1 accepted</source>
        <translation>H1 принята</translation>
    </message>
    <message>
        <source>H0 accepted</source>
        <translation>H0 принята</translation>
    </message>
    <message>
        <source>game pairs: %1</source>
        <translation>пар партий: %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::LobbyClient</name>
    <message>
        <source>%1 did not answer within 15 s</source>
        <translation>%1 не ответил за 15 с</translation>
    </message>
    <message>
        <source>%1 cannot be reached: %2</source>
        <translation>%1 недоступен: %2</translation>
    </message>
    <message>
        <source>%1 answered in a shape the platform does not use (%2)</source>
        <translation>%1 ответил в форме, которой платформа не пользуется (%2)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::LocalServer</name>
    <message>
        <source>The local server could not be started (%1): %2</source>
        <translation>Не удалось запустить локальный сервер (%1): %2</translation>
    </message>
    <message>
        <source>The local server stopped at once: %1</source>
        <translation>Локальный сервер сразу остановился: %1</translation>
    </message>
    <message>
        <source>dicechess-cli is neither beside the app nor on the PATH: the local server needs it</source>
        <translation>dicechess-cli нет ни рядом с приложением, ни в PATH: он нужен локальному серверу</translation>
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
        <translation>&amp;Партия</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>&amp;Analyse Game</source>
        <translation>&amp;Анализ партии</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>П&amp;равка</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Расстановка позиции…</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>That turn cannot be played from the position shown</source>
        <translation>Этот ход нельзя сыграть из показанной позиции</translation>
    </message>
    <message>
        <source>Live position</source>
        <translation>Текущая позиция</translation>
    </message>
    <message>
        <source>&lt;b&gt;Variation&lt;/b&gt; (Esc takes back a turn, End leaves): %1</source>
        <translation>&lt;b&gt;Вариант&lt;/b&gt; (Esc — вернуть ход, End — выйти): %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Новая партия</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Сохранить…</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Просмотр</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>A match is running in the Match Lab. Quit and stop it?

Finished games are kept in its folder; Resume Last Match plays the rest.</source>
        <translation>В Лаборатории матчей идёт матч. Выйти и остановить его?

Завершённые партии сохраняются в его папке; «Продолжить последний матч» доиграет остальные.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>%1[*] — DiceChess Studio</source>
        <translation>%1[*] — DiceChess Studio</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>начать новую партию</translation>
    </message>
    <message>
        <source>analyse the set-up position</source>
        <translation>анализировать расставленную позицию</translation>
    </message>
    <message>
        <source>play from the set-up position</source>
        <translation>играть из расставленной позиции</translation>
    </message>
    <message>
        <source>open the match game %1</source>
        <translation>открыть партию матча %1</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>выйти</translation>
    </message>
    <message>
        <source>start a new game from the book line&apos;s position</source>
        <translation>начать новую партию из позиции линии книги</translation>
    </message>
    <message>
        <source>A new game from the book line&apos;s position (the game on the board could not play it)</source>
        <translation>Новая партия из позиции линии книги (партия на доске не могла её сыграть)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MatchGamesModel</name>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Termination</source>
        <translation>Завершение</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Инцидент</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>king captured</source>
        <translation>король взят</translation>
    </message>
    <message>
        <source>100 micro-moves without pawn move or capture</source>
        <translation>100 микроходов без хода пешкой или взятия</translation>
    </message>
    <message>
        <source>turn cap</source>
        <translation>лимит ходов</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>сдача</translation>
    </message>
    <message>
        <source>double dropped</source>
        <translation>удвоение отклонено</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>проигрыш по времени</translation>
    </message>
    <message>
        <source>agreement</source>
        <translation>соглашение</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>недопустимый ход</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>сбой</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>таймаут</translation>
    </message>
    <message>
        <source>flood</source>
        <translation>поток строк</translation>
    </message>
    <message>
        <source>protocol</source>
        <translation>нарушение протокола</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MatchLabLink</name>
    <message>
        <source>&amp;Match Lab…</source>
        <translation>&amp;Лаборатория матчей…</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MatchLabWindow</name>
    <message>
        <source>Match Lab — DiceChess Studio</source>
        <translation>Лаборатория матчей — DiceChess Studio</translation>
    </message>
    <message>
        <source>The remembered set-up could not be read (%1); the defaults are shown.</source>
        <translation>Не удалось прочитать сохранённые настройки (%1); показаны значения по умолчанию.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>П&amp;ауза</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Стоп</translation>
    </message>
    <message>
        <source>&amp;Resume Match…</source>
        <translation>&amp;Продолжить матч…</translation>
    </message>
    <message>
        <source>Continue a stopped match from its folder, with the same seeds.</source>
        <translation>Продолжить остановленный матч из его папки с теми же сидами.</translation>
    </message>
    <message>
        <source>Start Match</source>
        <translation>Запуск матча</translation>
    </message>
    <message>
        <source>Resume Match</source>
        <translation>Продолжение матча</translation>
    </message>
    <message>
        <source>%v / %m games</source>
        <translation>партий: %v / %m</translation>
    </message>
    <message>
        <source>Set up the bots and press Start.</source>
        <translation>Настройте ботов и нажмите «Начать».</translation>
    </message>
    <message>
        <source>Live game</source>
        <translation>Текущая партия</translation>
    </message>
    <message>
        <source>Follow along</source>
        <translation>Следить автоматически</translation>
    </message>
    <message>
        <source>The running game the board follows.</source>
        <translation>Идущая партия, которую показывает доска.</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Бот</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>As White W/L/D</source>
        <translation>Белыми В/П/Н</translation>
    </message>
    <message>
        <source>As Black W/L/D</source>
        <translation>Чёрными В/П/Н</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
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
        <translation>Ходы</translation>
    </message>
    <message>
        <source>ms / decision</source>
        <translation>мс / решение</translation>
    </message>
    <message>
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Пары</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>No SPRT in this match (tick SPRT in the set-up).</source>
        <translation>В этом матче нет SPRT (отметьте SPRT в настройках).</translation>
    </message>
    <message>
        <source>Double-click a game to review it with analysis.</source>
        <translation>Дважды щёлкните партию, чтобы просмотреть её с анализом.</translation>
    </message>
    <message>
        <source>Export Report (CSV)…</source>
        <translation>Экспорт отчёта (CSV)…</translation>
    </message>
    <message>
        <source>Export Report (JSON)…</source>
        <translation>Экспорт отчёта (JSON)…</translation>
    </message>
    <message>
        <source>Export Games (.dcg)…</source>
        <translation>Экспорт партий (.dcg)…</translation>
    </message>
    <message>
        <source>Open Match Folder</source>
        <translation>Открыть папку матча</translation>
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
        <translation>Партии Dice Chess (*.dcg)</translation>
    </message>
    <message>
        <source>A match is running; stop it first.</source>
        <translation>Идёт матч; сначала остановите его.</translation>
    </message>
    <message>
        <source>The previous match is still stopping; try again in a moment.</source>
        <translation>Предыдущий матч ещё останавливается; повторите чуть позже.</translation>
    </message>
    <message>
        <source>Playing into %1</source>
        <translation>Партии записываются в %1</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>Пр&amp;одолжить</translation>
    </message>
    <message>
        <source>Paused: running games finish, no new game starts.</source>
        <translation>Пауза: идущие партии доигрываются, новые не начинаются.</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3</source>
        <translation>Партия %1: %2 – %3</translation>
    </message>
    <message>
        <source>%1 · after turn %2</source>
        <translation>%1 · после хода %2</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Партия %1</translation>
    </message>
    <message>
        <source>The match folder could not be written: %1</source>
        <translation>Не удалось записать папку матча: %1</translation>
    </message>
    <message>
        <source>%1 vs %2 — Elo %3 to %4, α %5, β %6: LLR %7 in [%8, %9], %10</source>
        <translation>%1 против %2 — Elo от %3 до %4, α %5, β %6: LLR %7 в [%8, %9], %10</translation>
    </message>
    <message numerus="yes">
        <source>Stopping: abandoning %n running game(s); they are played again on resume.</source>
        <translation>
            <numerusform>Остановка: прерывается %n идущая партия; она будет сыграна заново при продолжении.</numerusform>
            <numerusform>Остановка: прерываются %n идущие партии; они будут сыграны заново при продолжении.</numerusform>
            <numerusform>Остановка: прерываются %n идущих партий; они будут сыграны заново при продолжении.</numerusform>
        </translation>
    </message>
    <message>
        <source>estimating…</source>
        <translation>вычисляется…</translation>
    </message>
    <message>
        <source>Resume Match: choose its folder</source>
        <translation>Продолжение матча: выберите его папку</translation>
    </message>
    <message>
        <source>No match to export yet.</source>
        <translation>Пока нет матча для экспорта.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>Export Study Logs (CSV)…</source>
        <translation>Экспорт журналов исследования (CSV)…</translation>
    </message>
    <message>
        <source>The Maastricht study&apos;s two logs: one row per game, and one row per move in a second file beside it (name-moves.csv)</source>
        <translation>Два журнала маастрихтского исследования: одна строка на партию и одна строка на ход во втором файле рядом (name-moves.csv)</translation>
    </message>
    <message>
        <source>Wrote %1 and %2</source>
        <translation>Записаны файлы %1 и %2</translation>
    </message>
    <message>
        <source>continue</source>
        <translation>продолжение</translation>
    </message>
    <message>
        <source>H0 accepted</source>
        <translation>H0 принята</translation>
    </message>
    <message>
        <source>H1 accepted</source>
        <translation>H1 принята</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 ч %2 мин</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 мин %2 с</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>The bot&apos;s Elo against the opponent, ± the 95 % interval.</source>
        <translation>Эло бота против соперника, ± 95-процентный интервал.</translation>
    </message>
    <message>
        <source>The bot&apos;s Elo against the other bot, ± the 95 % interval: the pairing&apos;s own numbers.</source>
        <translation>Эло бота против другого бота, ± 95-процентный интервал: собственные числа пары.</translation>
    </message>
    <message>
        <source>The bot&apos;s Elo relative to the field&apos;s mean (0), fitted from every pairing&apos;s games, ± the 95 % interval.</source>
        <translation>Эло бота относительно среднего по всем участникам (0), оценённое по партиям всех пар, ± 95-процентный интервал.</translation>
    </message>
    <message>
        <source>no Elo yet</source>
        <translation>Эло пока нет</translation>
    </message>
    <message>
        <source>Paused: no game is running; Continue starts the next.</source>
        <translation>Пауза: ни одна партия не идёт; «Продолжить» начнёт следующую.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1 of %n games; Resume continues with the same seeds.</source>
        <translation>
            <numerusform>Остановлено после %1 из %n партии; «Продолжить матч» возобновит его с теми же сидами.</numerusform>
            <numerusform>Остановлено после %1 из %n партий; «Продолжить матч» возобновит его с теми же сидами.</numerusform>
            <numerusform>Остановлено после %1 из %n партий; «Продолжить матч» возобновит его с теми же сидами.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n games in %1.</source>
        <translation>
            <numerusform>Завершено: %n партия, папка %1.</numerusform>
            <numerusform>Завершено: %n партии, папка %1.</numerusform>
            <numerusform>Завершено: %n партий, папка %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No Elo yet: it needs at least %n games (two complete game pairs) and a 95 % score interval that stays between 0 % and 100 %. Until then the Elo interval is unbounded.</source>
        <translation>
            <numerusform>Эло пока нет: нужна не меньше чем %n партия (две полные пары) и 95-процентный интервал результата в пределах от 0 % до 100 %. До тех пор интервал Эло не ограничен.</numerusform>
            <numerusform>Эло пока нет: нужно не меньше %n партий (две полные пары) и 95-процентный интервал результата в пределах от 0 % до 100 %. До тех пор интервал Эло не ограничен.</numerusform>
            <numerusform>Эло пока нет: нужно не меньше %n партий (две полные пары) и 95-процентный интервал результата в пределах от 0 % до 100 %. До тех пор интервал Эло не ограничен.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No Elo yet: the field&apos;s fit needs at least %n games of the bot.</source>
        <translation>
            <numerusform>Эло пока нет: оценке по всем участникам нужна хотя бы %n партия бота.</numerusform>
            <numerusform>Эло пока нет: оценке по всем участникам нужно не меньше %n партий бота.</numerusform>
            <numerusform>Эло пока нет: оценке по всем участникам нужно не меньше %n партий бота.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n games · %2 running · elapsed %3 · ETA %4</source>
        <translation>
            <numerusform>%1 из %n партии · идёт: %2 · прошло %3 · осталось %4</numerusform>
            <numerusform>%1 из %n партий · идёт: %2 · прошло %3 · осталось %4</numerusform>
            <numerusform>%1 из %n партий · идёт: %2 · прошло %3 · осталось %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Resume Last Match (%1 of %n games)</source>
        <translation>
            <numerusform>&amp;Продолжить последний матч (%1 из %n партии)</numerusform>
            <numerusform>&amp;Продолжить последний матч (%1 из %n партий)</numerusform>
            <numerusform>&amp;Продолжить последний матч (%1 из %n партий)</numerusform>
        </translation>
    </message>
    <message>
        <source>The match cannot begin: %1</source>
        <translation>Матч не может начаться: %1</translation>
    </message>
    <message>
        <source>The engines&apos; ratings are on the ladder (New Game shows them).</source>
        <translation>Рейтинги движков внесены в таблицу (их показывает «Новая игра»).</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MatchRunner</name>
    <message>
        <source>A platform bot plays on the local server: start it (Game ▸ Play Online… ▸ Local server) and connect the bot to it (%1)</source>
        <translation>Бот платформы играет на локальном сервере: запустите его (Партия ▸ Играть онлайн… ▸ Локальный сервер) и подключите к нему бота (%1)</translation>
    </message>
    <message>
        <source>The match on the local server stopped: %1</source>
        <translation>Матч на локальном сервере прерван: %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MatchSetupPanel</name>
    <message>
        <source>Bots</source>
        <translation>Боты</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Бот</translation>
    </message>
    <message>
        <source>Move time</source>
        <translation>Время хода</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Бюджет</translation>
    </message>
    <message>
        <source>Add Bot</source>
        <translation>Добавить бота</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Head-to-head: two bots. Gauntlet: the first bot meets each other one.
Round-robin: every bot meets every other.</source>
        <translation>Head-to-head (дуэль): два бота. Gauntlet: первый бот играет с каждым из остальных.
Round-robin (круговой): каждый бот играет с каждым.</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Формат</translation>
    </message>
    <message>
        <source>Game pairs per pairing: both games of a pair use the same dice, colours swapped.</source>
        <translation>Пары партий на встречу: обе партии пары играются с одинаковыми костями, цвета меняются.</translation>
    </message>
    <message>
        <source>Game &amp;pairs per pairing</source>
        <translation>Пар партий на &amp;встречу</translation>
    </message>
    <message>
        <source>The same seed replays the same dice and bot choices (untimed bots).</source>
        <translation>Тот же сид воспроизводит те же кости и решения ботов (для ботов без ограничения времени).</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>С&amp;ид</translation>
    </message>
    <message>
        <source>Games played at once (default: cores − 1).</source>
        <translation>Сколько партий играется одновременно (по умолчанию: число ядер − 1).</translation>
    </message>
    <message>
        <source>&amp;Concurrency</source>
        <translation>Па&amp;раллельно</translation>
    </message>
    <message>
        <source>&amp;Turn cap</source>
        <translation>&amp;Лимит ходов</translation>
    </message>
    <message>
        <source>none, or minutes+seconds (e.g. 1+0.1)</source>
        <translation>none (пусто) или минуты+секунды (например, 1+0.1)</translation>
    </message>
    <message>
        <source>A Fischer clock for bots without a move time.</source>
        <translation>Часы Фишера для ботов без заданного времени хода.</translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation>&amp;Часы</translation>
    </message>
    <message>
        <source>Standard start. Or one DFEN per line: round r plays line r mod count.</source>
        <translation>Стандартная начальная позиция. Или по одной DFEN на строку: раунд r играет строку r mod (число строк).</translation>
    </message>
    <message>
        <source>Start &amp;positions</source>
        <translation>Начальные по&amp;зиции</translation>
    </message>
    <message>
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <source>Sequential test on game pairs; a head-to-head match stops at its verdict.</source>
        <translation>Последовательный тест на парах партий; матч head-to-head останавливается по его вердикту.</translation>
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
        <translation> мс</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>часы</translation>
    </message>
    <message>
        <source>default</source>
        <translation>по умолчанию</translation>
    </message>
    <message>
        <source>Seed: a whole number from 0 to 18446744073709551615, got &apos;%1&apos;</source>
        <translation>Сид: целое число от 0 до 18446744073709551615, получено «%1»</translation>
    </message>
    <message>
        <source>Clock: %1</source>
        <translation>Часы: %1</translation>
    </message>
    <message>
        <source>Start positions, %1</source>
        <translation>Начальные позиции, %1</translation>
    </message>
    <message>
        <source>SPRT: Elo H0 must be below Elo H1</source>
        <translation>SPRT: Elo H0 должно быть меньше Elo H1</translation>
    </message>
    <message>
        <source>Bots: %1</source>
        <translation>Боты: %1</translation>
    </message>
    <message>
        <source>Time per decision; &quot;clock&quot; uses the match&apos;s time control</source>
        <translation>Время на решение; «clock» — контроль времени матча</translation>
    </message>
    <message>
        <source>This bot answers at once</source>
        <translation>Этот бот отвечает сразу</translation>
    </message>
    <message>
        <source>Three dice (standard)</source>
        <translation>Три кости (стандарт)</translation>
    </message>
    <message>
        <source>One die (Maastricht study)</source>
        <translation>Одна кость (маастрихтское исследование)</translation>
    </message>
    <message>
        <source>The rules every game of the match is played by; the bots list changes with them (one die: the study&apos;s agents and our levels 5, 7 and 8).</source>
        <translation>Правила, по которым играются все партии матча; от них зависит список ботов (одна кость: агенты из исследования и наши уровни 5, 7 и 8).</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>Пр&amp;авила</translation>
    </message>
    <message>
        <source>Move time: milliseconds per decision (0: the clock below, or untimed).
Budget: the bot&apos;s own work limit per decision (0: its default).
One-die agents take their parameters beside the name, e.g. depth=5:eval=2.</source>
        <translation>Время хода: миллисекунды на решение (0 — часы ниже или без ограничения).
Бюджет: собственный лимит работы бота на решение (0 — по умолчанию).
Агенты для одной кости принимают параметры рядом с именем, например depth=5:eval=2.</translation>
    </message>
    <message>
        <source>Bot %1: %2</source>
        <translation>Бот %1: %2</translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation>личная встреча</translation>
    </message>
    <message>
        <source>gauntlet</source>
        <translation>гонтлет (один против всех)</translation>
    </message>
    <message>
        <source>round-robin</source>
        <translation>круговой турнир</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Движки…</translation>
    </message>
    <message>
        <source>Add, test and remove external engines (programs speaking docs/engine-protocol.md); each installed engine is a bot here and in New Game.</source>
        <translation>Добавить, проверить и удалить внешние движки (программы, говорящие на протоколе docs/engine-protocol.md); каждый установленный движок — бот здесь и в «Новой партии».</translation>
    </message>
    <message>
        <source>Server Bots</source>
        <translation>Боты сервера</translation>
    </message>
    <message>
        <source>Adds the bots connected to the local server (Game ▸ Play Online… ▸ Local server); a match with one of them is played on that server, by its clock and its dice</source>
        <translation>Добавляет ботов, подключённых к локальному серверу (Партия ▸ Играть онлайн… ▸ Локальный сервер); матч с одним из них играется на этом сервере, по его часам и его костям</translation>
    </message>
    <message>
        <source>No local server: start it in Game ▸ Play Online… ▸ Local server</source>
        <translation>Локальный сервер не запущен: запустите его в Партия ▸ Играть онлайн… ▸ Локальный сервер</translation>
    </message>
    <message>
        <source>The local server&apos;s bots could not be read: %1</source>
        <translation>Не удалось прочитать ботов локального сервера: %1</translation>
    </message>
    <message>
        <source>No bot is connected to the local server now (dicechess-cli bot --server %1 …)</source>
        <translation>Сейчас к локальному серверу не подключён ни один бот (dicechess-cli bot --server %1 …)</translation>
    </message>
    <message>
        <source>Added %1; set the house bots&apos; move time to clock: the server&apos;s clock times every game</source>
        <translation>Добавлено: %1; поставьте домашним ботам время хода «часы»: каждую партию отсчитывают часы сервера</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MoveListModel</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>%1 doubles to %2</source>
        <translation>%1 удваивают до %2</translation>
    </message>
    <message>
        <source>%1 takes</source>
        <translation>%1 принимают</translation>
    </message>
    <message>
        <source>%1 drops</source>
        <translation>%1 отказываются</translation>
    </message>
    <message>
        <source>resigned</source>
        <translation>сдались</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>время истекло</translation>
    </message>
    <message>
        <source>draw agreed</source>
        <translation>ничья по соглашению</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>недопустимый ход</translation>
    </message>
    <message>
        <source>double dropped</source>
        <translation>удвоение отклонено</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>партия окончена</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 выигрывают</translation>
    </message>
    <message>
        <source>king captured</source>
        <translation>король взят</translation>
    </message>
    <message>
        <source>100-micro-move rule</source>
        <translation>правило 100 микроходов</translation>
    </message>
    <message>
        <source>turn limit reached</source>
        <translation>достигнут лимит ходов</translation>
    </message>
    <message>
        <source>%1 resigned</source>
        <translation>%1 сдались</translation>
    </message>
    <message>
        <source>%1 dropped the double</source>
        <translation>%1 отказались от удвоения</translation>
    </message>
    <message>
        <source>time forfeit by %1</source>
        <translation>проигрыш по времени: %1</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>по соглашению</translation>
    </message>
    <message>
        <source>illegal move by %1</source>
        <translation>недопустимый ход: %1</translation>
    </message>
    <message numerus="yes">
        <source> (%n points)</source>
        <translation>
            <numerusform> (%n очко)</numerusform>
            <numerusform> (%n очка)</numerusform>
            <numerusform> (%n очков)</numerusform>
        </translation>
    </message>
    <message>
        <source>engine fault</source>
        <translation>сбой движка</translation>
    </message>
    <message>
        <source>crash by %1</source>
        <translation>сбой движка: %1</translation>
    </message>
    <message>
        <source>timeout by %1</source>
        <translation>таймаут движка: %1</translation>
    </message>
    <message>
        <source>flood by %1</source>
        <translation>поток строк от движка: %1</translation>
    </message>
    <message>
        <source>protocol fault by %1</source>
        <translation>нарушение протокола: %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::MoveListView</name>
    <message>
        <source>Move list</source>
        <translation>Список ходов</translation>
    </message>
    <message numerus="yes">
        <source>Variation of %n turn(s) — Esc takes one back, End returns to the game</source>
        <translation>
            <numerusform>Вариант из %n хода — Esc отменяет один ход, End возвращает к партии</numerusform>
            <numerusform>Вариант из %n ходов — Esc отменяет один ход, End возвращает к партии</numerusform>
            <numerusform>Вариант из %n ходов — Esc отменяет один ход, End возвращает к партии</numerusform>
        </translation>
    </message>
    <message>
        <source>Viewing the start position (read-only) — End returns to the game</source>
        <translation>Просмотр начальной позиции (только чтение) — End возвращает к партии</translation>
    </message>
    <message>
        <source>Viewing the position after %1 (read-only) — End returns to the game</source>
        <translation>Просмотр позиции после %1 (только чтение) — End возвращает к партии</translation>
    </message>
    <message numerus="yes">
        <source>Viewing %1 after %2 of its %n micro-move(s) (read-only) — Ctrl+←/→ step by micro-move</source>
        <translation>
            <numerusform>Просмотр хода %1 после %2 из %n микрохода (только чтение) — Ctrl+←/→ по микроходам</numerusform>
            <numerusform>Просмотр хода %1 после %2 из %n микроходов (только чтение) — Ctrl+←/→ по микроходам</numerusform>
            <numerusform>Просмотр хода %1 после %2 из %n микроходов (только чтение) — Ctrl+←/→ по микроходам</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Белые:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Чёрные:</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Контроль времени</translation>
    </message>
    <message>
        <source>&amp;Fischer clock</source>
        <translation>Часы &amp;Фишера</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source> s per turn</source>
        <translation> с на ход</translation>
    </message>
    <message>
        <source>Initial time:</source>
        <translation>Начальное время:</translation>
    </message>
    <message>
        <source>Increment:</source>
        <translation>Добавка:</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кости</translation>
    </message>
    <message>
        <source>&amp;Random seed</source>
        <translation>&amp;Случайный сид</translation>
    </message>
    <message>
        <source>Fi&amp;xed seed:</source>
        <translation>Ф&amp;иксированный сид:</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>&amp;Standard</source>
        <translation>Ст&amp;андартная</translation>
    </message>
    <message>
        <source>From &amp;DFEN:</source>
        <translation>Из &amp;DFEN:</translation>
    </message>
    <message>
        <source>placement side castling en-passant [half-move] [full-move] [dice]</source>
        <translation>расстановка сторона рокировки взятие-на-проходе [полуходы] [номер-хода] [кости]</translation>
    </message>
    <message>
        <source>Play for &amp;stakes with the doubling cube</source>
        <translation>Играть на ставку с &amp;кубом удвоения</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Начать партию</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>Сид должен быть целым числом от 0 до 18446744073709551615.</translation>
    </message>
    <message>
        <source>Three dice (standard)</source>
        <translation>Три кости (стандарт)</translation>
    </message>
    <message>
        <source>One die (Maastricht study)</source>
        <translation>Одна кость (маастрихтское исследование)</translation>
    </message>
    <message>
        <source>Three dice: roll three dice, play up to three micro-moves.
One die: roll one die among the piece types that can move, play one micro-move of that type.</source>
        <translation>Три кости: бросьте три кости и сыграйте до трёх микроходов.
Одна кость: кость выбирает один из типов фигур, которые могут ходить; сыграйте один микроход фигурой этого типа.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>The one-die dialect is played without the cube.</source>
        <translation>Вариант с одной костью играется без куба удвоения.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
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
        <translation>Обозреватель дебютов</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Ход:</translation>
    </message>
    <message>
        <source>Roll:</source>
        <translation>Бросок:</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>Победа %</translation>
    </message>
    <message>
        <source>±</source>
        <translation>±</translation>
    </message>
    <message>
        <source>vs best</source>
        <translation>к лучшему</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Win % for the side playing the turn, from the book&apos;s rollouts (rolled-out turns only)</source>
        <translation>Процент побед стороны, делающей ход, по розыгрышам книги (только разыгранные ходы)</translation>
    </message>
    <message>
        <source>Difference to the book&apos;s best turn; ± is the standard error of the difference (common dice)</source>
        <translation>Разница с лучшим ходом книги; ± — стандартная ошибка разницы (общие кубики)</translation>
    </message>
    <message>
        <source>Analyse Game&apos;s judge: the value network, its best eight turns searched two turns deep</source>
        <translation>Судья «Анализа партии»: оценочная сеть, её восемь лучших ходов просчитаны на два хода вглубь</translation>
    </message>
    <message>
        <source>Turns the judge searched: its shortlist two, the rest one (values of different depths do not compare)</source>
        <translation>Глубина поиска судьи: его короткий список — два хода, остальные — один (оценки разной глубины не сравнимы)</translation>
    </message>
    <message>
        <source>&amp;Play on Board</source>
        <translation>&amp;Сыграть на доске</translation>
    </message>
    <message>
        <source>Play the selected turn in the game when it is your turn with this roll; otherwise it opens as a variation from the position shown</source>
        <translation>Сыграть выбранный ход в партии, если сейчас ваш ход с этим броском; иначе он откроется как вариант из показанной позиции</translation>
    </message>
    <message>
        <source>Open as &amp;Variation</source>
        <translation>Открыть как &amp;вариант</translation>
    </message>
    <message>
        <source>Play the book line to the selected turn as a variation from the first position of the game shown</source>
        <translation>Сыграть линию книги до выбранного хода как вариант от первой позиции показанной партии</translation>
    </message>
    <message>
        <source>White&apos;s first turn</source>
        <translation>Первый ход белых</translation>
    </message>
    <message>
        <source>Black&apos;s, after White&apos;s %1 %2</source>
        <translation>Чёрные, после белых %1 %2</translation>
    </message>
    <message>
        <source>Black&apos;s, after White&apos;s pass</source>
        <translation>Чёрные, после паса белых</translation>
    </message>
    <message>
        <source>No opening book is installed (share/dicechess/book/opening.book).</source>
        <translation>Дебютная книга не установлена (share/dicechess/book/opening.book).</translation>
    </message>
    <message>
        <source>A forced turn: nothing to compare.</source>
        <translation>Вынужденный ход: сравнивать нечего.</translation>
    </message>
    <message>
        <source>Level 9</source>
        <translation>Уровень 9</translation>
    </message>
    <message>
        <source>How often level 9 chose the turn with this roll in its recorded games (the bots&apos; round-robin); where the book has the roll, level 9 plays the book&apos;s best</source>
        <translation>Как часто уровень 9 выбирал этот ход при этом броске в записанных партиях (круговой турнир ботов); где бросок есть в книге, уровень 9 играет лучший ход книги</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message numerus="yes">
        <source>Level 9 met this position in none of its %n recorded games, so its column is empty.</source>
        <translation>
            <numerusform>Уровень 9 не встречал эту позицию ни в одной из своих %n записанной партии, поэтому его столбец пуст.</numerusform>
            <numerusform>Уровень 9 не встречал эту позицию ни в одной из своих %n записанных партий, поэтому его столбец пуст.</numerusform>
            <numerusform>Уровень 9 не встречал эту позицию ни в одной из своих %n записанных партий, поэтому его столбец пуст.</numerusform>
        </translation>
    </message>
    <message>
        <source>--explorer: &apos;%1&apos; is not ROLL, ROLL:black-roll or pass:black-roll</source>
        <translation>--explorer: «%1» — не БРОСОК, не БРОСОК:бросок-чёрных и не pass:бросок-чёрных</translation>
    </message>
    <message>
        <source>--explorer: the book has no White entry for %1</source>
        <translation>--explorer: в книге нет записи белых для %1</translation>
    </message>
    <message numerus="yes">
        <source>The book does not have this position yet: %1 of its %n positions are computed (scripts/build-book continues it).</source>
        <translation>
            <numerusform>В книге ещё нет этой позиции: рассчитано %1 из %n позиции (scripts/build-book продолжает расчёт).</numerusform>
            <numerusform>В книге ещё нет этой позиции: рассчитано %1 из %n позиций (scripts/build-book продолжает расчёт).</numerusform>
            <numerusform>В книге ещё нет этой позиции: рассчитано %1 из %n позиций (scripts/build-book продолжает расчёт).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n distinct turns. The judge&apos;s best %1 were rolled out %2 each with the same dice (the net&apos;s policy, cut after %3); ± is a standard error in win-% points.</source>
        <extracomment>%2 is &quot;N times&quot;, %3 is &quot;N plies&quot;</extracomment>
        <translation>
            <numerusform>%n различный ход. Лучшие %1 по мнению судьи разыграны по %2 с одинаковыми кубиками (политика сети, обрыв через %3); ± — стандартная ошибка в процентных пунктах.</numerusform>
            <numerusform>%n различных хода. Лучшие %1 по мнению судьи разыграны по %2 с одинаковыми кубиками (политика сети, обрыв через %3); ± — стандартная ошибка в процентных пунктах.</numerusform>
            <numerusform>%n различных ходов. Лучшие %1 по мнению судьи разыграны по %2 с одинаковыми кубиками (политика сети, обрыв через %3); ± — стандартная ошибка в процентных пунктах.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>as in &quot;rolled out 1000 times each&quot;</extracomment>
        <translation>
            <numerusform>%n разу</numerusform>
            <numerusform>%n раза</numerusform>
            <numerusform>%n раз</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plies</source>
        <extracomment>as in &quot;cut after 8 plies&quot;</extracomment>
        <translation>
            <numerusform>%n полуход</numerusform>
            <numerusform>%n полухода</numerusform>
            <numerusform>%n полуходов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PlatformGameOpener</name>
    <message>
        <source>Name a game: its link, its id or a saved history file</source>
        <translation>Укажите партию: ссылку, её id или сохранённый файл истории</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a file, a game id or an http(s) link</source>
        <translation>«%1» — не файл, не id партии и не ссылка http(s)</translation>
    </message>
    <message>
        <source>The link %1 names no game (…/games/ID or …/live/ID)</source>
        <translation>Ссылка %1 не указывает на партию (…/games/ID или …/live/ID)</translation>
    </message>
    <message>
        <source>Open &amp;Platform Game…</source>
        <translation>Открыть партию с &amp;платформы…</translation>
    </message>
    <message>
        <source>Open Platform Game</source>
        <translation>Открыть партию с платформы</translation>
    </message>
    <message>
        <source>https://…/live/ID, a game id, or a history .json file</source>
        <translation>https://…/live/ID, id партии или файл истории .json</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Партия:</translation>
    </message>
    <message>
        <source>The server a game id or a /live/ link is read from</source>
        <translation>Сервер, с которого читаются id партии и ссылки /live/</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Сервер:</translation>
    </message>
    <message>
        <source>Platform game histories (*.json);;All files (*)</source>
        <translation>Истории партий платформы (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Reading %1 …</source>
        <translation>Чтение %1 …</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1: the server has no finished game of that id (a game still being played, or aborted, has no history)</source>
        <translation>%1: на сервере нет завершённой партии с таким id (у идущей или прерванной партии нет истории)</translation>
    </message>
    <message>
        <source>%1: the server answered HTTP %2</source>
        <translation>%1: сервер ответил HTTP %2</translation>
    </message>
    <message>
        <source>%1 is not a platform game history (GET /games/ID/history): not JSON</source>
        <translation>%1 — не история партии платформы (GET /games/ID/history): не JSON</translation>
    </message>
    <message>
        <source>%1 does not replay:
%2</source>
        <translation>%1 не воспроизводится:
%2</translation>
    </message>
    <message>
        <source>open the platform game %1</source>
        <translation>открыть партию платформы %1</translation>
    </message>
    <message>
        <source>Opened the platform game from %1 (kept as %2)</source>
        <translation>Партия платформы открыта из %1 (сохранена как %2)</translation>
    </message>
    <message>
        <source>Game %1 ended; the server&apos;s record is kept as %2</source>
        <translation>Партия %1 окончена; запись сервера сохранена как %2</translation>
    </message>
    <message>
        <source>%1: the game id &apos;%2&apos; is not a platform game&apos;s (a UUID)</source>
        <translation>%1: идентификатор партии «%2» — не идентификатор платформы (UUID)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PlayActions</name>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Бросить кости</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>&amp;Удвоить</translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation>Подтвердить &amp;ход</translation>
    </message>
    <message>
        <source>Let the turn you played count (Ctrl+Enter); Undo takes micro-moves back</source>
        <translation>Засчитать сыгранный ход (Ctrl+Enter); «Отменить» возвращает микроходы</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Offer dra&amp;w</source>
        <translation>&amp;Ничья</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>С&amp;даться</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>В&amp;ернуть ход</translation>
    </message>
    <message>
        <source>Take back your last whole turn against a bot (Ctrl+Z)</source>
        <translation>Вернуть свой последний ход целиком в игре против бота (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo the last micro-move of the turn in progress (Backspace)</source>
        <translation>Отменить последний микроход текущего хода (Backspace)</translation>
    </message>
    <message>
        <source>Offer a draw with this turn; the opponent answers before its roll (Ctrl+D)</source>
        <translation>Предложить ничью вместе с этим ходом; соперник ответит перед своим броском (Ctrl+D)</translation>
    </message>
    <message>
        <source>Give up the game (Ctrl+R)</source>
        <translation>Сдать партию (Ctrl+R)</translation>
    </message>
    <message>
        <source>&amp;Confirm Turn</source>
        <translation>&amp;Подтвердить ход</translation>
    </message>
    <message>
        <source>&amp;Undo Micro-move</source>
        <translation>О&amp;тменить микроход</translation>
    </message>
    <message>
        <source>&amp;Take Back Turn</source>
        <translation>&amp;Вернуть ход</translation>
    </message>
    <message>
        <source>Offer Dra&amp;w</source>
        <translation>Предложить ни&amp;чью</translation>
    </message>
    <message>
        <source>Re&amp;sign…</source>
        <translation>С&amp;даться…</translation>
    </message>
    <message>
        <source>&amp;Take Back King Capture…</source>
        <translation>&amp;Отменить взятие короля…</translation>
    </message>
    <message>
        <source>Draw offered</source>
        <translation>Ничья предложена</translation>
    </message>
    <message>
        <source>Reopen the game?</source>
        <translation>Возобновить партию?</translation>
    </message>
    <message>
        <source>The game ended with a king capture. Take it back and play on?

The record will say that the game was reopened, and its analysis is cleared.</source>
        <translation>Партия закончилась взятием короля. Отменить его и играть дальше?

В записи будет отмечено, что партия возобновлена, а её анализ будет удалён.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Really resign this game?</source>
        <translation>Действительно сдать партию?</translation>
    </message>
    <message>
        <source>Double offered</source>
        <translation>Предложено удвоение</translation>
    </message>
    <message>
        <source>&amp;Take</source>
        <translation>&amp;Принять</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Пас</translation>
    </message>
    <message>
        <source>%1 offers a draw. Accept?</source>
        <translation>%1 предлагает ничью. Принять?</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Наставник</translation>
    </message>
    <message>
        <source>&amp;Undo Turn</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>&amp;Keep It</source>
        <translation>О&amp;ставить</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PlayOnlineDialog</name>
    <message>
        <source>Play Online</source>
        <translation>Игра онлайн</translation>
    </message>
    <message>
        <source>The platform&apos;s public server, or any server that speaks its API (dicechess-cli serve on this computer or your LAN)</source>
        <translation>Публичный сервер платформы или любой сервер с её API (dicechess-cli serve на этом компьютере или в вашей локальной сети)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Сервер:</translation>
    </message>
    <message>
        <source>Fischer INITIAL+INCREMENT, SuddenDeath INITIAL or PerMove SECONDS, in seconds</source>
        <translation>Fischer НАЧАЛО+ДОБАВКА, SuddenDeath НАЧАЛО или PerMove СЕКУНДЫ, в секундах</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Контроль времени:</translation>
    </message>
    <message>
        <source>&amp;Seeks</source>
        <translation>&amp;Заявки</translation>
    </message>
    <message>
        <source>&amp;Bots</source>
        <translation>&amp;Боты</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Смотреть</translation>
    </message>
    <message>
        <source>&amp;Friend</source>
        <translation>&amp;Друг</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Контроль времени</translation>
    </message>
    <message>
        <source>&amp;Accept seek</source>
        <translation>&amp;Принять заявку</translation>
    </message>
    <message>
        <source>&amp;Post a seek</source>
        <translation>Созд&amp;ать заявку</translation>
    </message>
    <message>
        <source>Waits in the lobby, with the time control above, until someone accepts it</source>
        <translation>Ждёт в лобби с указанным выше контролем времени, пока кто-нибудь её не примет</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Бот</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Описание</translation>
    </message>
    <message>
        <source>Random colour</source>
        <translation>Случайный цвет</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>P&amp;lay this bot</source>
        <translation>&amp;Играть с этим ботом</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Wa&amp;tch</source>
        <translation>Смо&amp;треть</translation>
    </message>
    <message>
        <source>&amp;Create a game for a friend</source>
        <translation>Создать &amp;партию для друга</translation>
    </message>
    <message>
        <source>You play White; send the link to your friend, who joins as Black</source>
        <translation>Вы играете белыми; отправьте ссылку другу, он присоединится чёрными</translation>
    </message>
    <message>
        <source>the link for your friend appears here</source>
        <translation>здесь появится ссылка для друга</translation>
    </message>
    <message>
        <source>C&amp;opy the link and play</source>
        <translation>&amp;Копировать ссылку и играть</translation>
    </message>
    <message>
        <source>Their link:</source>
        <translation>Ссылка друга:</translation>
    </message>
    <message>
        <source>…/live/GAME?seat=TOKEN&amp;as=black</source>
        <translation>…/live/ПАРТИЯ?seat=ТОКЕН&amp;as=black</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Войти</translation>
    </message>
    <message>
        <source>A friend&apos;s link:</source>
        <translation>Ссылка от друга:</translation>
    </message>
    <message>
        <source>%1 — Refresh to try again</source>
        <translation>%1 — «Обновить» попробует снова</translation>
    </message>
    <message>
        <source>The time control &apos;%1&apos; is not one the platform knows: write Fischer 600+10, SuddenDeath 600 or PerMove 30 (seconds)</source>
        <translation>Контроль времени «%1» платформе неизвестен: напишите Fischer 600+10, SuddenDeath 600 или PerMove 30 (секунды)</translation>
    </message>
    <message>
        <source>The server&apos;s address begins with http:// or https://</source>
        <translation>Адрес сервера начинается с http:// или https://</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>гость</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n open seek(s)</source>
        <translation>
            <numerusform>%1: %n открытая заявка</numerusform>
            <numerusform>%1: %n открытые заявки</numerusform>
            <numerusform>%1: %n открытых заявок</numerusform>
        </translation>
    </message>
    <message>
        <source>%1?</source>
        <translation>%1?</translation>
    </message>
    <message>
        <source>free</source>
        <translation>свободен</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>играет</translation>
    </message>
    <message>
        <source>Pick a seek to accept</source>
        <translation>Выберите заявку</translation>
    </message>
    <message>
        <source>The seek could not be taken: %1</source>
        <translation>Заявку не удалось принять: %1</translation>
    </message>
    <message>
        <source>The seek was not posted: %1</source>
        <translation>Заявка не создана: %1</translation>
    </message>
    <message>
        <source>&amp;Cancel the seek</source>
        <translation>О&amp;тменить заявку</translation>
    </message>
    <message>
        <source>Your seek waits in the lobby for an opponent…</source>
        <translation>Ваша заявка ждёт соперника в лобби…</translation>
    </message>
    <message>
        <source>Your seek is gone from the server: %1</source>
        <translation>Вашей заявки больше нет на сервере: %1</translation>
    </message>
    <message>
        <source>Seek cancelled</source>
        <translation>Заявка отменена</translation>
    </message>
    <message>
        <source>Pick a bot to play</source>
        <translation>Выберите бота</translation>
    </message>
    <message>
        <source>The game was not started: %1</source>
        <translation>Партия не начата: %1</translation>
    </message>
    <message>
        <source>Pick a game to watch</source>
        <translation>Выберите партию для просмотра</translation>
    </message>
    <message>
        <source>The game was not created: %1</source>
        <translation>Партия не создана: %1</translation>
    </message>
    <message>
        <source>Game %1 is ready: send your friend the link, then play</source>
        <translation>Партия %1 готова: отправьте другу ссылку и играйте</translation>
    </message>
    <message>
        <source>Create the game first</source>
        <translation>Сначала создайте партию</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a game link: it reads …/live/GAME?seat=TOKEN&amp;as=white|black</source>
        <translation>«%1» — не ссылка на партию: она выглядит как …/live/ПАРТИЯ?seat=ТОКЕН&amp;as=white|black</translation>
    </message>
    <message>
        <source>dicechess-cli serve on this computer (127.0.0.1), our levels as its house bots, its ladder on; its games and ratings are kept in the app&apos;s data folder</source>
        <translation>dicechess-cli serve на этом компьютере (127.0.0.1), наши уровни — его домашние боты, лестница включена; партии и рейтинги хранятся в папке данных приложения</translation>
    </message>
    <message>
        <source>La&amp;dder</source>
        <translation>&amp;Рейтинг</translation>
    </message>
    <message>
        <source>Starting the local server…</source>
        <translation>Запускаем локальный сервер…</translation>
    </message>
    <message>
        <source>The local server has stopped</source>
        <translation>Локальный сервер остановлен</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>RD</source>
        <translation>RD</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Поб.</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Пор.</translation>
    </message>
    <message>
        <source>The server&apos;s leaderboard: bots with a settled rating (RD at most 110)</source>
        <translation>Таблица лидеров сервера: боты с устоявшимся рейтингом (RD не больше 110)</translation>
    </message>
    <message>
        <source>Stop the local ser&amp;ver</source>
        <translation>Остановить &amp;локальный сервер</translation>
    </message>
    <message>
        <source>Local ser&amp;ver</source>
        <translation>&amp;Локальный сервер</translation>
    </message>
    <message>
        <source>accept a seek on %1</source>
        <translation>принять заявку на %1</translation>
    </message>
    <message>
        <source>post a seek on %1</source>
        <translation>создать заявку на %1</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>сыграть с %1</translation>
    </message>
    <message>
        <source>watch a game on %1</source>
        <translation>смотреть партию на %1</translation>
    </message>
    <message>
        <source>play a friend on %1</source>
        <translation>сыграть с другом на %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names no seat colour: it ends with &amp;as=white or &amp;as=black</source>
        <translation>В «%1» нет цвета: ссылка заканчивается на &amp;as=white или &amp;as=black</translation>
    </message>
    <message>
        <source>join a friend&apos;s game</source>
        <translation>войти в партию друга</translation>
    </message>
    <message>
        <source>Your seek&apos;s state could not be read (%1); asking again…</source>
        <translation>Не удалось узнать состояние заявки (%1); спрашиваем снова…</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PlayOnlineLink</name>
    <message>
        <source>Online: %1</source>
        <translation>Онлайн: %1</translation>
    </message>
    <message>
        <source>Play Online</source>
        <translation>Игра онлайн</translation>
    </message>
    <message>
        <source>%1 — the server&apos;s record is being opened, its dice checked</source>
        <translation>%1 — открываем запись сервера и проверяем её кости</translation>
    </message>
    <message>
        <source>Play &amp;Online…</source>
        <translation>Играть &amp;онлайн…</translation>
    </message>
    <message>
        <source>A platform server&apos;s lobby: seeks, its bots, live games to watch, a game with a friend</source>
        <translation>Лобби сервера платформы: заявки, его боты, текущие партии для просмотра, партия с другом</translation>
    </message>
    <message>
        <source>Joining game %1 on %2 …</source>
        <translation>Входим в партию %1 на %2 …</translation>
    </message>
    <message>
        <source>%1

The game goes on on the server. Connect again?</source>
        <translation>%1

Партия продолжается на сервере. Подключиться снова?</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>White: %1</source>
        <translation>Белые: %1</translation>
    </message>
    <message>
        <source>Black: %1</source>
        <translation>Чёрные: %1</translation>
    </message>
    <message>
        <source>Cube: %1 (%2)</source>
        <translation>Куб: %1 (%2)</translation>
    </message>
    <message>
        <source>centred</source>
        <translation>в центре</translation>
    </message>
    <message>
        <source>White owns it</source>
        <translation>у белых</translation>
    </message>
    <message>
        <source>Black owns it</source>
        <translation>у чёрных</translation>
    </message>
    <message>
        <source>Seed %1 · %2</source>
        <translation>Сид %1 · %2</translation>
    </message>
    <message>
        <source>clock %1</source>
        <translation>часы %1</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>без часов</translation>
    </message>
    <message>
        <source>Played on a platform server · %1</source>
        <translation>Сыграна на сервере платформы · %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PositionEditorDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Расстановка позиции</translation>
    </message>
    <message>
        <source>Click: place the palette piece (again: remove it) · drag: move a piece, off the board to remove it · right-click: clear the square</source>
        <translation>Щелчок: поставить фигуру из палитры (повторно — убрать) · перетаскивание: переместить фигуру, за доску — убрать · правый щелчок: очистить поле</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Очередь хода</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Белые O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Белые O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Чёрные O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Чёрные O-O-O</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>Рокировка</translation>
    </message>
    <message>
        <source>none, or squares: e3 c3</source>
        <translation>пусто или поля: e3 c3</translation>
    </message>
    <message>
        <source>En-passant targets</source>
        <translation>Поля взятия на проходе</translation>
    </message>
    <message>
        <source>none (before the roll), or PNB</source>
        <translation>пусто (до броска) или PNB</translation>
    </message>
    <message>
        <source>The dice still to spend, as piece letters: P N B R Q K</source>
        <translation>Кости, которые ещё нужно израсходовать, буквами фигур: P N B R Q K</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кости</translation>
    </message>
    <message>
        <source>Half-move clock</source>
        <translation>Счётчик полуходов</translation>
    </message>
    <message>
        <source>Full-move number</source>
        <translation>Номер хода</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Очистить доску</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Перевернуть</translation>
    </message>
    <message>
        <source>DFEN</source>
        <translation>DFEN</translation>
    </message>
    <message>
        <source>&amp;Play From Here</source>
        <translation>&amp;Играть отсюда</translation>
    </message>
    <message>
        <source>&amp;Analyse This Position</source>
        <translation>&amp;Анализировать позицию</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Ластик</translation>
    </message>
    <message>
        <source>Clicks clear squares</source>
        <translation>Щелчок очищает поле</translation>
    </message>
    <message>
        <source>Valid: %1 to roll</source>
        <translation>Корректно: %1 бросают кости</translation>
    </message>
    <message>
        <source>Valid: %1 to move with %2</source>
        <translation>Корректно: %1 ходят с костями %2</translation>
    </message>
    <message>
        <source>Three dice (standard)</source>
        <translation>Три кости (стандарт)</translation>
    </message>
    <message>
        <source>One die (Maastricht study)</source>
        <translation>Одна кость (маастрихтское исследование)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PositionEvaluator</name>
    <message>
        <source>Monte-Carlo rollouts</source>
        <translation>Розыгрыши Монте-Карло</translation>
    </message>
    <message>
        <source>value network with a one-turn search</source>
        <translation>оценочная сеть с поиском на один ход</translation>
    </message>
    <message>
        <source>value network alone (a search is refining it)</source>
        <translation>только оценочная сеть (поиск уточняет оценку)</translation>
    </message>
    <message>
        <source>one-die ExpectiMiniMax, 3 plies, level 5 evaluation</source>
        <translation>ExpectiMiniMax для одной кости, 3 полухода, оценка уровня 5</translation>
    </message>
    <message>
        <source>%1 (a search is refining it)</source>
        <translation>%1 (поиск уточняет значение)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Error marks of game analysis</source>
        <translation>Пометки ошибок в анализе партии</translation>
    </message>
    <message>
        <source> win-% points</source>
        <translation> п.п.</translation>
    </message>
    <message>
        <source>Default %1</source>
        <translation>По умолчанию %1</translation>
    </message>
    <message>
        <source>Inaccuracy ?! from</source>
        <translation>Неточность ?! от</translation>
    </message>
    <message>
        <source>Mistake ? from</source>
        <translation>Ошибка ? от</translation>
    </message>
    <message>
        <source>Blunder ?? from</source>
        <translation>Грубая ошибка ?? от</translation>
    </message>
    <message>
        <source>A turn is marked when the best turn for its roll wins this much more often than the turn played. Defaults: %1 / %2 / %3.</source>
        <translation>Ход помечается, если лучший ход при том же броске выигрывает настолько чаще сыгранного. По умолчанию: %1 / %2 / %3.</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Вернуть по умолчанию</translation>
    </message>
    <message>
        <source>Evaluate each shown position in the background (eval bar)</source>
        <translation>Оценивать каждую показанную позицию в фоне (шкала оценки)</translation>
    </message>
    <message>
        <source>Value network with a two-turn search</source>
        <translation>Оценочная сеть с поиском на два хода</translation>
    </message>
    <message>
        <source>Monte-Carlo rollouts (random playouts)</source>
        <translation>Розыгрыши Монте-Карло (случайные доигрывания)</translation>
    </message>
    <message>
        <source>What judges positions for the eval bar and Game ▸ Analyse Game</source>
        <translation>Чем оцениваются позиции для шкалы оценки и для Партия ▸ Анализ партии</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Fair play: hide the eval bar and analysis while playing a bot</source>
        <translation>Честная игра: скрывать шкалу оценки и анализ при игре с ботом</translation>
    </message>
    <message>
        <source>The eval bar, the analysis pane with its heat map and Analyse Game come back when the game ends</source>
        <translation>Шкала оценки, панель анализа с тепловой картой и «Анализ партии» вернутся после окончания партии</translation>
    </message>
    <message>
        <source>Confirm each turn before it counts</source>
        <translation>Подтверждать каждый ход</translation>
    </message>
    <message>
        <source>After your last micro-move the turn waits for Confirm Turn (Ctrl+Enter); until then Undo takes micro-moves back</source>
        <translation>После последнего микрохода ход ждёт команды «Подтвердить ход» (Ctrl+Enter); до этого «Отменить» возвращает микроходы</translation>
    </message>
    <message>
        <source>The mistake threshold must be above the inaccuracy threshold.</source>
        <translation>Порог ошибки должен быть выше порога неточности.</translation>
    </message>
    <message>
        <source>The blunder threshold must be above the mistake threshold.</source>
        <translation>Порог грубой ошибки должен быть выше порога ошибки.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>The language of menus and dialogs; takes effect at the next start</source>
        <translation>Язык меню и диалогов; вступает в силу при следующем запуске</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>??</source>
        <translation>??</translation>
    </message>
    <message>
        <source>? and ?? (default)</source>
        <translation>? и ?? (по умолчанию)</translation>
    </message>
    <message>
        <source>?!, ? and ??</source>
        <translation>?!, ? и ??</translation>
    </message>
    <message>
        <source>After Analyse Game, each such mark&apos;s turn and the best turn are rolled out against each other until their difference is known to ±1 win-% point; the mark is then confirmed (✓), changed or withdrawn. Needs the value network.</source>
        <translation>После анализа партии ход каждой такой пометки и лучший ход разыгрываются друг против друга, пока их разница не известна с точностью ±1 процентный пункт; затем пометка подтверждается (✓), изменяется или снимается. Нужна сеть оценки.</translation>
    </message>
    <message>
        <source>Verify by rollouts</source>
        <translation>Проверять розыгрышами</translation>
    </message>
    <message>
        <source>Tutor: warn when my turn against a bot loses more than</source>
        <translation>Наставник: предупреждать, если мой ход против бота теряет больше чем</translation>
    </message>
    <message>
        <source>The judge compares each of your turns with its best; a worse turn is named with the better one, and Undo (before Confirm) or Take back (after) is offered. The game records the warnings and is not rated.</source>
        <translation>Судья сравнивает каждый ваш ход со своим лучшим; о худшем ходе сообщается вместе с лучшим, и предлагается отмена (до подтверждения) или возврат хода (после). Партия записывает предупреждения и не идёт в рейтинг.</translation>
    </message>
    <message>
        <source>Play Online</source>
        <translation>Игра онлайн</translation>
    </message>
    <message>
        <source>The servers Game ▸ Play Online… offers, one http:// or https:// address a line</source>
        <translation>Серверы, которые предлагает Партия ▸ Играть онлайн…, по одному адресу http:// или https:// в строке</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Серверы</translation>
    </message>
    <message>
        <source>Fischer 600+10, SuddenDeath 600 or PerMove 30 (seconds)</source>
        <translation>Fischer 600+10, SuddenDeath 600 или PerMove 30 (секунды)</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Контроль времени</translation>
    </message>
    <message>
        <source>Guest identity</source>
        <translation>Гостевой идентификатор</translation>
    </message>
    <message>
        <source>Make a new guest identity (the old one&apos;s seats are left behind)</source>
        <translation>Создать новый гостевой идентификатор (места старого останутся за ним)</translation>
    </message>
    <message>
        <source>The server &apos;%1&apos; is not an http:// or https:// address.</source>
        <translation>Сервер «%1» — не адрес http:// или https://.</translation>
    </message>
    <message>
        <source>The time control &apos;%1&apos; is not Fischer 600+10, SuddenDeath 600 or PerMove 30.</source>
        <translation>Контроль времени «%1» — не Fischer 600+10, SuddenDeath 600 или PerMove 30.</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::PuzzlesWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <source>Reset &amp;Score…</source>
        <translation>Сбросить &amp;счёт…</translation>
    </message>
    <message>
        <source>Try &amp;Again</source>
        <translation>Попробовать &amp;снова</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>Показать &amp;решение</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Следующая задача</translation>
    </message>
    <message>
        <source>No puzzles</source>
        <translation>Нет задач</translation>
    </message>
    <message>
        <source>%1 holds no puzzle.</source>
        <translation>В %1 нет задач.</translation>
    </message>
    <message>
        <source>%1 to move with %2: one turn is clearly better than every other. Find it.</source>
        <translation>Ход: %1, кубики %2: один ход явно лучше всех остальных. Найдите его.</translation>
    </message>
    <message>
        <source>Play the turn on the board.</source>
        <translation>Сыграйте ход на доске.</translation>
    </message>
    <message>
        <source> (%1 %)</source>
        <translation> (%1 %)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Puzzle %1 of %2&lt;/b&gt; · score %3 of %4%5</source>
        <translation>&lt;b&gt;Задача %1 из %2&lt;/b&gt; · счёт %3 из %4%5</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solved%1.&lt;/b&gt; </source>
        <translation>&lt;b&gt;Решено%1.&lt;/b&gt; </translation>
    </message>
    <message>
        <source> (not scored: answered before)</source>
        <translation> (не засчитано: ответ уже был)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not this one%1.&lt;/b&gt; Try again, or show the solution.</source>
        <translation>&lt;b&gt;Не этот%1.&lt;/b&gt; Попробуйте снова или покажите решение.</translation>
    </message>
    <message>
        <source>Reset Score</source>
        <translation>Сбросить счёт</translation>
    </message>
    <message>
        <source>Forget every answer to this puzzle set?</source>
        <translation>Забыть все ответы для этого набора задач?</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solution:&lt;/b&gt; %1 wins %2 %, %3 ± %4 points ahead of the closest rival rolled out. Found in %5.</source>
        <translation>&lt;b&gt;Решение:&lt;/b&gt; %1 выигрывает %2 %, на %3 ± %4 пунктов впереди ближайшего соперника из розыгрышей. Найдено в %5.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %2 %, %3 ± %4 points ahead of the closest rival rolled out (%n rollouts); the judge puts every other turn at least %5 points behind.</source>
        <translation>
            <numerusform>%1 выигрывает %2 %, на %3 ± %4 пунктов впереди ближайшего соперника из розыгрышей (%n розыгрыш); оценщик ставит любой другой ход минимум на %5 пунктов ниже.</numerusform>
            <numerusform>%1 выигрывает %2 %, на %3 ± %4 пунктов впереди ближайшего соперника из розыгрышей (%n розыгрыша); оценщик ставит любой другой ход минимум на %5 пунктов ниже.</numerusform>
            <numerusform>%1 выигрывает %2 %, на %3 ± %4 пунктов впереди ближайшего соперника из розыгрышей (%n розыгрышей); оценщик ставит любой другой ход минимум на %5 пунктов ниже.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicechess::ui::RatingChart</name>
    <message>
        <source>Your rating after each rated game; the band is its 95 % interval (± 1.96 deviations).</source>
        <translation>Ваш рейтинг после каждой рейтинговой партии; полоса — его 95-процентный интервал (± 1,96 отклонения).</translation>
    </message>
    <message>
        <source>rated games: %1</source>
        <translation>рейтинговых партий: %1</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::RatingHistoryDialog</name>
    <message>
        <source>Rating History</source>
        <translation>История рейтинга</translation>
    </message>
    <message>
        <source>A game counts when you play a rated bot on three dice from the standard start without hints, the tutor or takebacks. Each game is one Glicko-2 rating period; the bot&apos;s rating is its level&apos;s from a round-robin of the bots.</source>
        <translation>Партия учитывается, если вы играете с рейтинговым ботом на трёх кубиках из начальной позиции без подсказок, наставника и ходов назад. Каждая партия — один рейтинговый период Glicko-2; рейтинг бота — рейтинг его уровня по круговому турниру ботов.</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Бот</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Bot&apos;s rating</source>
        <translation>Рейтинг бота</translation>
    </message>
    <message>
        <source>The level&apos;s Elo from the bots&apos; round-robin, with its 95 % interval</source>
        <translation>Эло уровня по круговому турниру ботов с 95-процентным интервалом</translation>
    </message>
    <message>
        <source>&amp;Reset Rating…</source>
        <translation>&amp;Сбросить рейтинг…</translation>
    </message>
    <message>
        <source>Reset Rating</source>
        <translation>Сбросить рейтинг</translation>
    </message>
    <message>
        <source>%1 (Glicko-2, %2)</source>
        <translation>%1 (Glicko-2, %2)</translation>
    </message>
    <message>
        <source>No rated games yet: play a bot without hints, the tutor or takebacks</source>
        <translation>Рейтинговых партий пока нет: играйте с ботом без подсказок, наставника и ходов назад</translation>
    </message>
    <message>
        <source>No rated games yet: this installation has no ratings of the bots, so no game can be rated</source>
        <translation>Рейтинговых партий пока нет: в этой установке нет рейтингов ботов, поэтому партии не оцениваются</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (уровень %2)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n rated games and start again at 1500?</source>
        <translation>
            <numerusform>Забыть %n рейтинговую партию и начать снова с 1500?</numerusform>
            <numerusform>Забыть все %n рейтинговые партии и начать снова с 1500?</numerusform>
            <numerusform>Забыть все %n рейтинговых партий и начать снова с 1500?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rated games</source>
        <translation>
            <numerusform>%n рейтинговая партия</numerusform>
            <numerusform>%n рейтинговые партии</numerusform>
            <numerusform>%n рейтинговых партий</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (external engine)</source>
        <translation>%1 (внешний движок)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::RatingKeeper</name>
    <message>
        <source>Rat&amp;ing History…</source>
        <translation>&amp;История рейтинга…</translation>
    </message>
    <message>
        <source>Your rating: %1 (%2)</source>
        <translation>Ваш рейтинг: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::SafeWrite</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::StatusLine</name>
    <message>
        <source>Rolling…</source>
        <translation>Бросок…</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::TurnTrainer</name>
    <message>
        <source>&amp;Undo Micro-move</source>
        <translation>&amp;Отменить микроход</translation>
    </message>
    <message>
        <source>&amp;Reset Turn</source>
        <translation>Сбросить &amp;ход</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::Tutor</name>
    <message>
        <source>Tutor: your turn %1 loses %2 win-% points; %3 was better (%4 % against %5 %).</source>
        <translation>Наставник: ваш ход %1 теряет %2 процентных пункта; лучше было %3 (%4 % против %5 %).</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::UserPreferences</name>
    <message>
        <source>&amp;Animations</source>
        <translation>А&amp;нимация</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Звуки</translation>
    </message>
    <message>
        <source>Bot &amp;Pace</source>
        <translation>Скорость &amp;бота</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Мгновенно</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>Follow System</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>The language changes at the next start</source>
        <translation>Язык сменится при следующем запуске</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Перевернуть доску</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::VerdictBar</name>
    <message>
        <source>Show best</source>
        <translation>Показать лучший</translation>
    </message>
    <message>
        <source>Go to this turn&apos;s roll and draw the best turn as arrows</source>
        <translation>Перейти к броску этого хода и показать лучший ход стрелками</translation>
    </message>
    <message>
        <source>Judged by: %1</source>
        <translation>Движок оценки: %1</translation>
    </message>
    <message>
        <source>Cube equities per unit of the cube, cubeful (Janowski, cube efficiency 0.7): ND no double, D/T double and take, D/P double and pass</source>
        <translation>Эквити на единицу куба, с учётом куба (Яновский, эффективность куба 0,7): ND — без удвоения, D/T — удвоение и принятие, D/P — удвоение и отказ</translation>
    </message>
</context>
<context>
    <name>dicechess::ui::ViewNavigation</name>
    <message>
        <source>&amp;Previous Turn</source>
        <translation>Пр&amp;едыдущий ход</translation>
    </message>
    <message>
        <source>&amp;Next Turn</source>
        <translation>&amp;Следующий ход</translation>
    </message>
    <message>
        <source>Previous &amp;Micro-move</source>
        <translation>Предыдущий &amp;микроход</translation>
    </message>
    <message>
        <source>Next Micro-mo&amp;ve</source>
        <translation>Следующий м&amp;икроход</translation>
    </message>
    <message>
        <source>First Position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>Live Position</source>
        <translation>Текущая позиция</translation>
    </message>
    <message>
        <source>Take Back &amp;Variation Turn</source>
        <translation>Вернуть ход &amp;варианта</translation>
    </message>
    <message>
        <source>Next &amp;Error</source>
        <translation>Следующая &amp;ошибка</translation>
    </message>
    <message>
        <source>Previous E&amp;rror</source>
        <translation>Предыдущая о&amp;шибка</translation>
    </message>
    <message>
        <source>&amp;Analysis Pane</source>
        <translation>Панель &amp;анализа</translation>
    </message>
    <message>
        <source>Fair play: the analysis pane opens when the game is over (Edit ▸ Preferences turns fair play off)</source>
        <translation>Честная игра: панель анализа откроется, когда партия закончится (Правка ▸ Настройки отключает честную игру)</translation>
    </message>
</context>
</TS>
