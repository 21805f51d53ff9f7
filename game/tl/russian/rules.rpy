# TODO: Translation updated at 2026-11-30 16:58

translate russian strings:

    # game/rules.rpy:11
    old "Podkidnoy"
    new "Подкидной"

    # game/rules.rpy:11
    old "Perevodnoy"
    new "Переводной"

    # game/rules.rpy:11
    old "Svoi Kozyri"
    new "Свои козыри"

    # game/rules.rpy:45
    old "The aim"
    new "Цель"

    # game/rules.rpy:45
    old "Get rid of your cards. The last player still holding cards is the durak, the fool. If the last cards go at the same moment, nobody is the fool and the game is a draw."
    new "Избавиться от своих карт. Последний, у кого остались карты, — дурак. Если последние карты уходят одновременно, дурака нет и партия заканчивается вничью."

    # game/rules.rpy:45
    old "Deck and deal"
    new "Колода и сдача"

    # game/rules.rpy:45
    old "36 cards, six to ace in each suit. Everyone gets six cards. The next card is turned face up: its suit is the trump (kozyr). It lies under the rest of the deck and is drawn last."
    new "36 карт, от шестёрки до туза в каждой масти. Каждому сдают по шесть карт. Следующую карту открывают: её масть — козырная (козырь). Она лежит под остальной колодой и берётся последней."

    # game/rules.rpy:45
    old "Attacking"
    new "Ход"

    # game/rules.rpy:45
    old "The player with the lowest trump attacks first. An attack is one card, or several cards of one rank. The defender is the next player."
    new "Первым ходит игрок с самым младшим козырем. Ход — это одна карта или несколько карт одного достоинства. Отбивается следующий игрок."

    # game/rules.rpy:45
    old "Beating"
    new "Как бить"

    # game/rules.rpy:45
    old "The defender beats each attacking card with a higher card of the same suit, or with any trump if the attacking card is not a trump. A trump can only be beaten by a higher trump. Cards are beaten one at a time, in any order."
    new "Отбивающийся бьёт каждую карту старшей картой той же масти или любым козырем, если атакующая карта не козырная. Козырь можно побить только старшим козырем. Карты бьют по одной, в любом порядке."

    # game/rules.rpy:45
    old "Throwing in"
    new "Подкидывание"

    # game/rules.rpy:45
    old "While the defence goes on, the attackers may throw in more cards, but only of ranks already on the table, attacking or beating. There are never more than six attacking cards in a bout, and never more than the defender held when the bout began. With more than two players, the main attacker adds first, then the others in turn."
    new "Пока идёт защита, атакующие могут подкидывать карты, но только тех достоинств, что уже есть на столе, — среди атакующих или отбивших. В одном заходе не бывает больше шести атакующих карт и никогда не больше, чем было на руках у отбивающегося в начале захода. Если игроков больше двух, первым подкидывает главный атакующий, потом остальные по очереди."

    # game/rules.rpy:45
    old "Taking"
    new "Взять"

    # game/rules.rpy:45
    old "A defender who cannot or will not beat the cards takes them all into hand (the attackers may still throw in first). Whoever takes also loses the next attack. If every card is beaten and nobody adds more, the bout is over and its cards are discarded; the defender attacks next."
    new "Если отбивающийся не может или не хочет покрыть карты, он берёт их все на руки (атакующие ещё могут успеть подкинуть). Взявший к тому же пропускает следующий ход. Если все карты побиты и никто больше не подкидывает, заход окончен, карты уходят в отбой (бита), и следующим ходит отбивавшийся."

    # game/rules.rpy:45
    old "Drawing"
    new "Добор"

    # game/rules.rpy:45
    old "After each bout everyone draws back up to six cards from the deck: the main attacker first, then the other attackers, the defender last. Once the deck is empty, a player whose hand runs out is out of the game."
    new "После каждого захода все добирают из колоды до шести карт: сначала главный атакующий, потом другие атакующие, отбивающийся — последним. Когда колода кончилась, игрок, у которого не осталось карт, выходит из игры."

    # game/rules.rpy:45
    old "Series"
    new "Серия"

    # game/rules.rpy:45
    old "At some tables several games are played in a row. Each fool gets a loser token; after the agreed number of games, the fewest tokens wins, and a tie is settled by more games."
    new "За некоторыми столами играют несколько партий подряд. Каждый дурак получает штрафную фишку; после оговорённого числа партий выигрывает тот, у кого фишек меньше всех, а ничью решают дополнительные партии."

    # game/rules.rpy:56
    old "The same as Podkidnoy, and more"
    new "То же, что подкидной, и кое-что ещё"

    # game/rules.rpy:56
    old "Everything in Podkidnoy holds: the deck, the trump, beating, throwing in, taking and drawing. Perevodnoy adds one move: the transfer."
    new "Всё, что есть в подкидном, остаётся в силе: колода, козырь, как бить, подкидывание, взятие и добор. Переводной добавляет ещё один ход — перевод."

    # game/rules.rpy:56
    old "Transferring"
    new "Перевод"

    # game/rules.rpy:56
    old "Before any card of the attack has been beaten, the defender may add a card of the same rank as the attacking cards instead of beating them. The whole attack then passes to the next player, who becomes the defender."
    new "Пока ни одна карта атаки не побита, отбивающийся может вместо защиты положить карту того же достоинства, что и атакующие карты. Тогда вся атака переходит к следующему игроку, и отбиваться теперь ему."

    # game/rules.rpy:56
    old "Limits"
    new "Ограничения"

    # game/rules.rpy:56
    old "The new defender must hold at least as many cards as then lie on the table. Transfers can chain: the new defender may transfer again with another card of that rank."
    new "У нового отбивающегося должно быть на руках не меньше карт, чем в этот момент лежит на столе. Переводы можно выстраивать цепочкой: новый отбивающийся может снова перевести ещё одной картой того же достоинства."

    # game/rules.rpy:56
    old "Once you beat, you defend"
    new "Начал бить — отбивайся"

    # game/rules.rpy:56
    old "As soon as the defender has beaten one card, transferring is no longer possible in that bout: beat the rest or take."
    new "Как только отбивающийся покрыл хотя бы одну карту, переводить в этом заходе больше нельзя: бейте остальные или берите."

    # game/rules.rpy:63
    old "Your own trumps"
    new "Свои козыри"

    # game/rules.rpy:63
    old "Svoi Kozyri means \"your own trumps\". Before the deal every player chooses a different suit as their own trump. Your trumps beat any card of another suit; a card of your trump suit can only be beaten by a higher card of that same suit."
    new "«Свои козыри» значит, что у каждого — свой козырь. Перед сдачей каждый игрок выбирает себе масть, которая станет его собственным козырем, и у всех масти разные. Ваши козыри бьют любую карту другой масти; карту вашей козырной масти можно побить только старшей картой той же масти."

    # game/rules.rpy:63
    old "The pile"
    new "Стопка"

    # game/rules.rpy:63
    old "36 cards, six to ace. The opening player lays any card face up to start a single pile in the middle."
    new "36 карт, от шестёрки до туза. Начинающий кладёт любую карту лицом вверх — так начинается единая стопка посередине."

    # game/rules.rpy:63
    old "Your turn"
    new "Ваш ход"

    # game/rules.rpy:63
    old "Beat the top card of the pile with a higher card of its suit, or with one of your own trumps if it is of another suit; you never have to follow suit. After beating, you must lay one more card of your choice on top, and the next player must beat that."
    new "Побейте верхнюю карту стопки старшей картой её масти или одним из своих козырей, если она другой масти; ходить в масть никогда не обязательно. Побив, вы должны положить сверху ещё одну карту на свой выбор, и уже её должен побить следующий игрок."

    # game/rules.rpy:63
    old "Picking up"
    new "Взять из стопки"

    # game/rules.rpy:63
    old "If you cannot or will not beat the top card, you pick up from the pile: the top three cards (or all, if there are three or fewer); the top five (or all) when the top card is one of your own trumps other than the ace; the whole pile when it is the ace of your trumps. Then the turn passes. An emptied pile is started again with any single card."
    new "Если вы не можете или не хотите побить верхнюю карту, вы берёте из стопки: три верхние карты (или все, если их три или меньше); пять верхних (или все), если сверху один из ваших собственных козырей, кроме туза; всю стопку, если сверху туз вашей козырной масти. Затем ход переходит дальше. Опустевшую стопку снова начинают любой одной картой."

    # game/rules.rpy:63
    old "The end"
    new "Конец игры"

    # game/rules.rpy:63
    old "A player with no cards left has won and leaves the game. The last player holding cards loses. If the last player's only card could beat the previous player's card, the game is drawn."
    new "Игрок, у которого не осталось карт, выиграл и выходит из игры. Последний, у кого остались карты, проигрывает. Если единственная карта последнего игрока могла побить карту предыдущего, партия заканчивается вничью."

    # game/rules.rpy:71
    old "Deck and trump"
    new "Колода и козырь"

    # game/rules.rpy:71
    old "52 cards, ace high. Each player gets three cards. The top card of the deck is turned up: its suit is the trump, and a trump beats every other suit."
    new "52 карты, туз старший. Каждому сдают по три карты. Верхнюю карту колоды открывают: её масть — козырь, а козырь бьёт все остальные масти."

    # game/rules.rpy:71
    old "The circle of suits"
    new "Круг мастей"

    # game/rules.rpy:71
    old "The three other suits beat each other in a circle, in the alphabetical order of their names: clubs beat diamonds, diamonds beat hearts, hearts beat spades, spades beat clubs, leaving out the trump suit (with spades trump: clubs beat diamonds, diamonds beat hearts, hearts beat clubs). In the same suit the higher card wins."
    new "Три остальные масти бьют друг друга по кругу в таком порядке: трефы бьют бубны, бубны — черви, черви — пики, пики — трефы; козырная масть из круга выпадает (если козыри пики: трефы бьют бубны, бубны — черви, черви — трефы). В одной масти побеждает старшая карта."

    # game/rules.rpy:71
    old "A battle"
    new "Сражение"

    # game/rules.rpy:71
    old "Both players choose a card in secret; then both are revealed. The winner puts both cards face down on their score pile."
    new "Оба игрока тайно выбирают по карте, потом обе открываются. Победитель кладёт обе карты рубашкой вверх в свою стопку очков."

    # game/rules.rpy:71
    old "The loser looks at the top three cards of the deck, secretly takes one into hand and turns the other two face up. The winner takes one of those two; the last is discarded face down. With fewer than three cards left, the same steps are applied to what remains."
    new "Проигравший смотрит три верхние карты колоды, одну тайно берёт на руку, а две другие открывает. Победитель берёт одну из этих двух; последняя уходит в сброс рубашкой вверх. Если в колоде меньше трёх карт, то же самое делают с оставшимися."

    # game/rules.rpy:71
    old "Scoring"
    new "Подсчёт очков"

    # game/rules.rpy:71
    old "When the deck is empty, battles go on with the cards in hand until both hands are empty. Jacks, queens, kings and aces score three points each, every other card one point. Most points wins; equal points is a draw."
    new "Когда колода кончилась, сражения продолжаются картами с рук, пока обе руки не опустеют. Валеты, дамы, короли и тузы приносят по три очка, все прочие карты — по одному. Побеждает тот, у кого больше очков; при равенстве — ничья."

    # game/rules.rpy:83
    old "Example: trump hearts. The defender beat the 7♠ with the 9♠ and the 7♦ with the 6♥, a trump. The attacker may now throw in only a 7, a 9 or a 6."
    new "Пример: козыри — черви. Отбивающийся покрыл 7♠ картой 9♠, а 7♦ — козырной 6♥. Теперь атакующий может подкинуть только 7, 9 или 6."

    # game/rules.rpy:83
    old "Trump"
    new "Козырь"

    # game/rules.rpy:83
    old "Attack, beaten"
    new "Атака, побита"

    # game/rules.rpy:83
    old "May be thrown in"
    new "Можно подкинуть"

    # game/rules.rpy:89
    old "Example: you are attacked with the 8♣. Nothing is beaten yet, so you lay the 8♦ beside it: both pass to the next player, who must hold at least two cards."
    new "Пример: на вас пошли с 8♣. Пока ничего не побито, поэтому вы кладёте рядом 8♦: обе карты переходят к следующему игроку, у которого должно быть на руках не меньше двух карт."

    # game/rules.rpy:89
    old "Attack"
    new "Атака"

    # game/rules.rpy:89
    old "Transfer"
    new "Перевод"

    # game/rules.rpy:94
    old "Example: your own trump is spades. The top card is the J♥: beat it with the Q♥, or with any spade, then lay one more card, here the 7♣."
    new "Пример: ваш собственный козырь — пики. Сверху лежит В♥: побейте её дамой Д♥ или любой пикой, а потом положите ещё одну карту, здесь — 7♣."

    # game/rules.rpy:94
    old "Top of the pile"
    new "Верх стопки"

    # game/rules.rpy:94
    old "Beaten by"
    new "Побита картой"

    # game/rules.rpy:94
    old "Then laid"
    new "Затем положена"

    # game/rules.rpy:99
    old "Example: trump spades. Your 2♣ beats the A♦ (clubs beat diamonds), but the 3♠ would beat them both."
    new "Пример: козыри — пики. Ваша 2♣ бьёт Т♦ (трефы бьют бубны), но 3♠ побила бы их обе."

    # game/rules.rpy:99
    old "Their card"
    new "Их карта"

    # game/rules.rpy:99
    old "Beats both"
    new "Бьёт обе"

    # game/rules.rpy:118
    old "Rules of %s"
    new "Правила: %s"

    # game/rules.rpy:147
    old "Rules after pagat.com, as the Kozyr engine plays them."
    new "Правила по pagat.com — в том виде, в каком их разыгрывает движок «Козыря»."

# TODO: Translation updated at 2026-11-30 17:36

translate russian strings:

    # game/rules.rpy:45
    old "The player with the lowest trump attacks first (if nobody holds a trump, the lowest card). An attack is one card, or several cards of one rank. The defender is the next player."
    new "Первым ходит игрок с самым младшим козырем (если козырей ни у кого нет — с самой младшей картой). Ход — это одна карта или несколько карт одного достоинства. Отбивается следующий игрок."

    # game/rules.rpy:45
    old "When every card on the table is beaten, the attackers may throw in more, but only of ranks already on the table, attacking or beating. There are never more than six attacking cards in a bout, and never more than the defender held when the bout began. With more than two players, the main attacker is asked first, then the others in turn; the bout ends when all of them pass in a row."
    new "Когда все карты на столе побиты, атакующие могут подкинуть ещё, но только тех достоинств, что уже есть на столе, — среди атакующих или отбивших. В одном заходе не бывает больше шести атакующих карт и никогда не больше, чем было на руках у отбивающегося в начале захода. Если игроков больше двух, первым спрашивают главного атакующего, потом остальных по очереди; заход заканчивается, когда все они подряд скажут «пас»."

    # game/rules.rpy:45
    old "A defender who cannot or will not beat the cards takes them all into hand (the attackers may still throw in first). Whoever takes also loses the next attack: the player to their left attacks. If every card is beaten and nobody adds more, the bout is over and its cards are discarded; the defender attacks next."
    new "Если отбивающийся не может или не хочет покрыть карты, он берёт их все на руки (атакующие ещё могут успеть подкинуть). Взявший к тому же пропускает следующий ход: ходит игрок слева от него. Если все карты побиты и никто больше не подкидывает, заход окончен, карты уходят в отбой (бита), и следующим ходит отбивавшийся."

    # game/rules.rpy:45
    old "At some tables several games are played in a row. Each fool gets a loser token and deals the next game, and the player to the fool's left attacks first. After the agreed number of games the fewest tokens wins; a tie is settled by more games."
    new "За некоторыми столами играют несколько партий подряд. Каждый дурак получает штрафную фишку и сдаёт следующую партию, а первым ходит игрок слева от дурака. После оговорённого числа партий выигрывает тот, у кого фишек меньше всех; ничью решают дополнительные партии."

    # game/rules.rpy:56
    old "Before any card on the table has been beaten, the defender may add a card of the same rank as the attacking cards instead of beating them. The whole attack then passes to the next player, who becomes the defender; the player who transferred becomes the main attacker."
    new "Пока ни одна карта на столе не побита, отбивающийся может вместо защиты положить карту того же достоинства, что и атакующие карты. Тогда вся атака переходит к следующему игроку, и отбиваться теперь ему; тот, кто перевёл, становится главным атакующим."

    # game/rules.rpy:56
    old "The new defender must hold at least as many cards as then lie on the table, and the table may not go over the bout's limit. Transfers can chain: the new defender may transfer again with another card of that rank. With two players the attack comes straight back."
    new "У нового отбивающегося должно быть на руках не меньше карт, чем в этот момент лежит на столе, и стол не может превысить предел захода. Переводы можно выстраивать цепочкой: новый отбивающийся может снова перевести ещё одной картой того же достоинства. Когда играют вдвоём, атака возвращается прямо обратно."

    # game/rules.rpy:56
    old "As soon as one card has been beaten, transferring is no longer possible in that bout: beat the rest or take."
    new "Как только покрыта хотя бы одна карта, переводить в этом заходе больше нельзя: бейте остальные или берите."

    # game/rules.rpy:63
    old "Svoi Kozyri means \"your own trumps\". Before the deal every player chooses a different suit as their own trump; with two or three players the suits nobody chose are nobody's trumps. Trump power belongs to whoever is beating: your trumps beat any card of another suit, and another player's trump is an ordinary card for you."
    new "«Свои козыри» значит, что у каждого — свой козырь. Перед сдачей каждый игрок выбирает себе масть, которая станет его собственным козырем, и у всех масти разные; если игроков двое или трое, невыбранные масти ничьими козырями не являются. Сила козыря принадлежит тому, кто бьёт: ваши козыри бьют любую карту другой масти, а чужой козырь для вас — обычная карта."

    # game/rules.rpy:63
    old "36 cards, six to ace. Everyone gets six cards; the rest is the face-down deck. After a turn in which you played cards you draw back up to six while the deck lasts (not after picking up), and you can only go out once the deck is empty."
    new "36 карт, от шестёрки до туза. Каждому сдают по шесть карт; остальные лежат рубашкой вверх — это колода. После хода, в котором вы сыграли карты, вы добираете до шести, пока в колоде что-то есть (но не после того, как забрали из стопки), а выйти из игры можно только когда колода пуста."

    # game/rules.rpy:63
    old "The first player lays any card face up to start a single pile. On your turn, beat the top card with a higher card of its suit, or with one of your own trumps if it is of another suit; you never have to follow suit. After beating, you must lay one more card of your choice on top, and the next player must beat that. If your only card beats the top card, you may play it alone and you are out."
    new "Первый игрок кладёт любую карту лицом вверх — так начинается единая стопка. В свой ход побейте верхнюю карту старшей картой её масти или одним из своих козырей, если она другой масти; ходить в масть никогда не обязательно. Побив, вы должны положить сверху ещё одну карту на свой выбор, и уже её должен побить следующий игрок. Если ваша единственная карта бьёт верхнюю, можно сыграть её одну — и вы вышли."

    # game/rules.rpy:63
    old "You may always pick up instead of beating: the top three cards (or the whole pile, if it has three or fewer) when the top card is not one of your trumps; the top five (or all) when it is one of your trumps other than the ace; the whole pile when it is the ace of your trumps. Then the turn passes. An emptied pile is started again with any single card."
    new "Вместо того чтобы бить, всегда можно забрать из стопки: три верхние карты (или всю стопку, если в ней три карты или меньше), когда сверху не ваш козырь; пять верхних (или все), когда сверху ваш козырь, кроме туза; всю стопку, когда сверху туз вашей козырной масти. Затем ход переходит дальше. Опустевшую стопку снова начинают любой одной картой."

    # game/rules.rpy:63
    old "A player with no cards left has won and leaves the game. When one player alone still holds cards, they lose, unless they hold exactly one card and it beats the top card: then the game is a draw."
    new "Игрок, у которого не осталось карт, выиграл и выходит из игры. Когда карты остались только у одного игрока, он проигрывает — если только у него не ровно одна карта, которая бьёт верхнюю: тогда партия заканчивается вничью."

    # game/rules.rpy:71
    old "52 cards, ace high. Each player gets three cards. The next card is turned face up beside the deck: its suit is the trump, and a trump beats every card of another suit."
    new "52 карты, туз старший. Каждому сдают по три карты. Следующую карту открывают рядом с колодой: её масть — козырь, а козырь бьёт любую карту другой масти."

    # game/rules.rpy:71
    old "The three other suits beat each other in a circle, in the alphabetical order of their names (clubs, diamonds, hearts, spades): the first beats the second, the second the third and the third the first. With spades trump: clubs beat diamonds, diamonds beat hearts, hearts beat clubs. In the same suit the higher card wins."
    new "Три остальные масти бьют друг друга по кругу в таком порядке: трефы, бубны, черви, пики (козырная масть из круга выпадает): первая бьёт вторую, вторая — третью, а третья — первую. Если козыри пики: трефы бьют бубны, бубны — черви, черви — трефы. В одной масти побеждает старшая карта."

    # game/rules.rpy:71
    old "Both players choose a card in secret; then both are shown. The winner puts both cards on their score pile and commits first in the next battle."
    new "Оба игрока тайно выбирают по карте, потом обе открываются. Победитель кладёт обе карты в свою стопку очков и в следующем сражении выкладывает карту первым."

    # game/rules.rpy:71
    old "While the deck lasts, the loser looks at its top three cards, secretly keeps one and turns the other two face up; the winner takes one of those two; the last is discarded. With two cards left the loser keeps one and the winner takes the other; with one left, the loser takes it. When the deck is empty, battles go on with the cards in hand until both hands are empty."
    new "Пока в колоде есть карты, проигравший смотрит три верхние, одну тайно оставляет себе, а две другие открывает; победитель берёт одну из этих двух; последняя уходит в сброс. Если карт осталось две, проигравший оставляет себе одну, а победитель берёт другую; если одна — её берёт проигравший. Когда колода кончилась, сражения продолжаются картами с рук, пока обе руки не опустеют."

    # game/rules.rpy:71
    old "Jacks, queens, kings and aces score three points each, every other card one point. Most points wins; equal points is a draw."
    new "Валеты, дамы, короли и тузы приносят по три очка, все прочие карты — по одному. Побеждает тот, у кого больше очков; при равенстве — ничья."


translate russian strings:

    # game/rules.rpy:11
    old "Decks"
    new "Колоды"

    # game/rules.rpy:78
    old "The king of hearts lies face up under the deck: hearts are trumps."
    new "Король червей лежит открытым под колодой: черви — козыри."

    # game/rules.rpy:78
    old "The deck and the trump"
    new "Колода и козырь"

    # game/rules.rpy:78
    old "Your six cards"
    new "Ваши шесть карт"

    # game/rules.rpy:78
    old "Any one card opens a bout, or several of one rank."
    new "Заход открывают одной любой картой или несколькими картами одного достоинства."

    # game/rules.rpy:78
    old "One card"
    new "Одна карта"

    # game/rules.rpy:78
    old "Or one rank"
    new "Или одно достоинство"

    # game/rules.rpy:78
    old "Hearts are trumps."
    new "Черви — козыри."

    # game/rules.rpy:78
    old "Higher, same suit"
    new "Старше, той же масти"

    # game/rules.rpy:78
    old "Any trump"
    new "Любой козырь"

    # game/rules.rpy:78
    old "Never lower"
    new "Младшей нельзя"

    # game/rules.rpy:78
    old "Sevens, nines and sixes lie on the table: only those ranks may follow."
    new "На столе семёрки, девятки и шестёрки: подкидывать можно только их."

    # game/rules.rpy:78
    old "On the table"
    new "На столе"

    # game/rules.rpy:78
    old "The 8 of hearts cannot be beaten: the defender takes all three cards."
    new "Восьмёрку червей отбить нечем: отбивающийся забирает все три карты."

    # game/rules.rpy:78
    old "Into the defender's hand"
    new "В руку отбивающемуся"

    # game/rules.rpy:98
    old "Nothing is beaten yet: lay the 8 of diamonds beside the 8 of clubs and the next player must beat both."
    new "Ещё ничего не побито: положите восьмёрку бубен рядом с восьмёркой треф, и отбиваться от обеих придётся следующему игроку."

    # game/rules.rpy:98
    old "Attacked with"
    new "Вам зашли"

    # game/rules.rpy:98
    old "Add the same rank"
    new "Добавьте ту же карту"

    # game/rules.rpy:98
    old "The next player defends"
    new "Отбивается следующий"

    # game/rules.rpy:98
    old "One card is already beaten: the 8 of diamonds can no longer transfer."
    new "Одна карта уже побита: перевести восьмёркой бубен больше нельзя."

    # game/rules.rpy:98
    old "No transfer now"
    new "Перевода нет"

    # game/rules.rpy:109
    old "Two players: you chose spades, your opponent hearts; clubs and diamonds are nobody's trumps."
    new "Двое игроков: вы выбрали пики, соперник — черви; трефы и бубны ничьи не козыри."

    # game/rules.rpy:109
    old "Your trump"
    new "Ваш козырь"

    # game/rules.rpy:109
    old "Theirs"
    new "Соперника"

    # game/rules.rpy:109
    old "Nobody's"
    new "Ничьи"

    # game/rules.rpy:109
    old "Your own trump is spades: beat the jack of hearts with the queen of hearts or any spade, then lay one more card."
    new "Ваш козырь — пики: побейте валета червей дамой червей или любой пикой, затем положите ещё одну карту."

    # game/rules.rpy:109
    old "Beat it"
    new "Побить"

    # game/rules.rpy:109
    old "Then lay one"
    new "Затем положить"

    # game/rules.rpy:109
    old "The top card is not one of your trumps: picking up takes the top three."
    new "Верхняя карта — не ваш козырь: взять — значит забрать три верхние."

    # game/rules.rpy:109
    old "Picked up"
    new "Взяты"

    # game/rules.rpy:123
    old "With spades trump: clubs beat diamonds, diamonds beat hearts, hearts beat clubs; any spade beats them all."
    new "Козыри пики: трефы бьют бубны, бубны бьют черви, черви бьют трефы; любая пика бьёт их все."

    # game/rules.rpy:123
    old "The circle"
    new "Круг мастей"

    # game/rules.rpy:123
    old "Both cards are shown together: your 2 of clubs beats the ace of diamonds, so both go to your score pile."
    new "Обе карты открывают вместе: ваша двойка треф бьёт туза бубен, и обе карты идут в вашу стопку очков."

    # game/rules.rpy:123
    old "Your score pile"
    new "Ваша стопка очков"

    # game/rules.rpy:123
    old "The loser keeps one card face down and shows two; the winner takes one of them."
    new "Проигравший тайно оставляет себе одну карту и открывает две; победитель берёт одну из них."

    # game/rules.rpy:123
    old "Kept secretly"
    new "Оставлена тайно"

    # game/rules.rpy:123
    old "Shown"
    new "Открыты"

    # game/rules.rpy:123
    old "Court cards and aces score three points, every other card one."
    new "Картинки и тузы приносят по три очка, остальные карты — по одному."

    # game/rules.rpy:123
    old "Three points"
    new "Три очка"

    # game/rules.rpy:123
    old "One point"
    new "Одно очко"

    # game/rules.rpy:138
    old "The four aces of the classic deck and of the four-colour deck."
    new "Четыре туза классической колоды и четырёхцветной."

    # game/rules.rpy:138
    old "The animal deck's aces."
    new "Тузы звериной колоды."

    # game/rules.rpy:138
    old "Bear: clubs"
    new "Медведь: трефы"

    # game/rules.rpy:138
    old "Duck: diamonds"
    new "Утка: бубны"

    # game/rules.rpy:138
    old "Goat: hearts"
    new "Коза: черви"

    # game/rules.rpy:138
    old "Wolf: spades"
    new "Волк: пики"

    # game/rules.rpy:212
    old "Three decks"
    new "Три колоды"

    # game/rules.rpy:212
    old "Kozyr deals the classic French deck, the same deck in four colours (clubs green, diamonds blue: Preferences, Card Table, Four-Colour Deck) and, at the White Hunter's lodge, a deck of animals. The games and their rules are the same with every deck."
    new "В «Козыре» играют классической французской колодой, той же колодой в четырёх цветах (трефы зелёные, бубны синие: Настройки, Карточный стол, Четырёхцветная колода) и, в сторожке Белого Охотника, звериной колодой. Игры и их правила с любой колодой одни и те же."

    # game/rules.rpy:212
    old "The animal deck"
    new "Звериная колода"

    # game/rules.rpy:212
    old "Four animals stand for the four suits: the Bear for clubs, the Duck for diamonds, the Goat for hearts and the Wolf for spades. The ranks do not change, and a trump animal beats every card of the other three, as a trump suit does."
    new "Четыре зверя заменяют четыре масти: Медведь — трефы, Утка — бубны, Коза — черви, Волк — пики. Достоинства те же, и козырный зверь бьёт любую карту трёх других, как козырная масть."

    # game/rules.rpy:212
    old "Ranks"
    new "Достоинства"

    # game/rules.rpy:212
    old "From low to high: 2 to 10, jack, queen, king, ace. Durak and Svoi Kozyri leave out the 2 to 5 (36 cards); Warfare plays all 52."
    new "От младшей к старшей: от двойки до десятки, валет, дама, король, туз. В дураке и «Своих козырях» двоек–пятёрок нет (36 карт); в «Войне» играют всеми 52."
