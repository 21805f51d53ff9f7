# TODO: Translation updated at 2026-11-30 16:58

translate russian strings:

    # game/roster.rpy:25
    old "easy"
    new "лёгкий"

    # game/roster.rpy:25
    old "normal"
    new "обычный"

    # game/roster.rpy:25
    old "hard"
    new "трудный"

    # game/roster.rpy:25
    old "expert"
    new "эксперт"

    # game/roster.rpy:36
    old "Keeper of the border inn"
    new "Хозяйка постоялого двора на границе"

    # game/roster.rpy:36
    old "Podkidnoy Durak"
    new "Подкидной дурак"

    # game/roster.rpy:36
    old "Marta waits at the border inn. Her lesson opens the road."
    new "Марта ждёт на постоялом дворе у границы. Её урок открывает дорогу."

    # game/roster.rpy:36
    old "Self-proclaimed goddess of luck"
    new "Самозваная богиня удачи"

    # game/roster.rpy:36
    old "Beat Marta at the border inn to open the temple road."
    new "Обыграйте Марту на постоялом дворе у границы, чтобы открыть дорогу к храму."

    # game/roster.rpy:36
    old "Apprentice blast-mage"
    new "Ученица мага-взрывника"

    # game/roster.rpy:36
    old "Perevodnoy Durak (transfers)"
    new "Переводной дурак"

    # game/roster.rpy:36
    old "Beat Marta at the border inn to reach Pip's tower."
    new "Обыграйте Марту на постоялом дворе у границы, чтобы добраться до башни Пип."

    # game/roster.rpy:36
    old "A knight sworn never to retreat"
    new "Рыцарь, поклявшийся никогда не отступать"

    # game/roster.rpy:36
    old "The knight guards the bridge. Beat both Aurelia and Pip to face him."
    new "Рыцарь охраняет мост. Обыграйте и Аурелию, и Пип, чтобы сразиться с ним."

    # game/roster.rpy:36
    old "Lina and Vix"
    new "Лина и Викс"

    # game/roster.rpy:36
    old "The market stall table, three seats"
    new "Стол у рыночного прилавка, три места"

    # game/roster.rpy:36
    old "Three-seat Durak, a loser-token series"
    new "Дурак на троих, серия со штрафными фишками"

    # game/roster.rpy:36
    old "The market lies past the knight's bridge. Beat the knight first."
    new "Рынок лежит за мостом рыцаря. Сначала обыграйте рыцаря."

    # game/roster.rpy:36
    old "The young map-maker, in her own game"
    new "Юная картограф — в своей собственной игре"

    # game/roster.rpy:36
    old "Svoi Kozyri (each her own trump)"
    new "«Свои козыри» (у каждого своя козырная масть)"

    # game/roster.rpy:36
    old "Win the market table and Lina will teach you her own game."
    new "Выиграйте за рыночным столом, и Лина научит вас своей игре."

    # game/roster.rpy:36
    old "Your travelling companion"
    new "С вами от самой границы"

    # game/roster.rpy:36
    old "Warfare"
    new "«Война»"

    # game/roster.rpy:36
    old "Win the market table; that night by the fire your companion deals a challenge."
    new "Выиграйте за рыночным столом — и той же ночью у костра [ash_name] бросит вам вызов."

    # game/roster.rpy:36
    old "The old master at the end of the road"
    new "Старый мастер в конце дороги"

    # game/roster.rpy:36
    old "Durak with the animal deck, a series"
    new "Дурак со звериной колодой, серия"

    # game/roster.rpy:36
    old "The Hunter's lodge opens to one who has beaten both Lina at her game and your companion at Warfare."
    new "Сторожка Охотника открывается тому, кто побеждает Лину в её игре и выигрывает «Войну», где соперник — [ash_name]."

