translate russian strings:

    # game/story/recap.rpy:39
    old "a two"
    new "двойку"

    # game/story/recap.rpy:39
    old "a three"
    new "тройку"

    # game/story/recap.rpy:39
    old "a four"
    new "четвёрку"

    # game/story/recap.rpy:39
    old "a five"
    new "пятёрку"

    # game/story/recap.rpy:39
    old "a six"
    new "шестёрку"

    # game/story/recap.rpy:40
    old "a seven"
    new "семёрку"

    # game/story/recap.rpy:40
    old "an eight"
    new "восьмёрку"

    # game/story/recap.rpy:40
    old "a nine"
    new "девятку"

    # game/story/recap.rpy:40
    old "a ten"
    new "десятку"

    # game/story/recap.rpy:40
    old "a jack"
    new "валета"

    # game/story/recap.rpy:41
    old "a queen"
    new "даму"

    # game/story/recap.rpy:41
    old "a king"
    new "короля"

    # game/story/recap.rpy:41
    old "an ace"
    new "туза"

    # game/story/recap.rpy:44
    old "twos"
    new "двойки"

    # game/story/recap.rpy:44
    old "threes"
    new "тройки"

    # game/story/recap.rpy:44
    old "fours"
    new "четвёрки"

    # game/story/recap.rpy:44
    old "fives"
    new "пятёрки"

    # game/story/recap.rpy:44
    old "sixes"
    new "шестёрки"

    # game/story/recap.rpy:45
    old "sevens"
    new "семёрки"

    # game/story/recap.rpy:45
    old "eights"
    new "восьмёрки"

    # game/story/recap.rpy:45
    old "nines"
    new "девятки"

    # game/story/recap.rpy:45
    old "tens"
    new "десятки"

    # game/story/recap.rpy:45
    old "jacks"
    new "валеты"

    # game/story/recap.rpy:46
    old "queens"
    new "дамы"

    # game/story/recap.rpy:46
    old "kings"
    new "короли"

    # game/story/recap.rpy:46
    old "aces"
    new "тузы"

    # game/story/recap.rpy:50
    old "two twos"
    new "две двойки"

    # game/story/recap.rpy:50
    old "three twos"
    new "три двойки"

    # game/story/recap.rpy:50
    old "four twos"
    new "четыре двойки"

    # game/story/recap.rpy:51
    old "two threes"
    new "две тройки"

    # game/story/recap.rpy:51
    old "three threes"
    new "три тройки"

    # game/story/recap.rpy:51
    old "four threes"
    new "четыре тройки"

    # game/story/recap.rpy:52
    old "two fours"
    new "две четвёрки"

    # game/story/recap.rpy:52
    old "three fours"
    new "три четвёрки"

    # game/story/recap.rpy:52
    old "four fours"
    new "четыре четвёрки"

    # game/story/recap.rpy:53
    old "two fives"
    new "две пятёрки"

    # game/story/recap.rpy:53
    old "three fives"
    new "три пятёрки"

    # game/story/recap.rpy:53
    old "four fives"
    new "четыре пятёрки"

    # game/story/recap.rpy:54
    old "two sixes"
    new "две шестёрки"

    # game/story/recap.rpy:54
    old "three sixes"
    new "три шестёрки"

    # game/story/recap.rpy:54
    old "four sixes"
    new "четыре шестёрки"

    # game/story/recap.rpy:55
    old "two sevens"
    new "две семёрки"

    # game/story/recap.rpy:55
    old "three sevens"
    new "три семёрки"

    # game/story/recap.rpy:55
    old "four sevens"
    new "четыре семёрки"

    # game/story/recap.rpy:56
    old "two eights"
    new "две восьмёрки"

    # game/story/recap.rpy:56
    old "three eights"
    new "три восьмёрки"

    # game/story/recap.rpy:56
    old "four eights"
    new "четыре восьмёрки"

    # game/story/recap.rpy:57
    old "two nines"
    new "две девятки"

    # game/story/recap.rpy:57
    old "three nines"
    new "три девятки"

    # game/story/recap.rpy:57
    old "four nines"
    new "четыре девятки"

    # game/story/recap.rpy:58
    old "two tens"
    new "две десятки"

    # game/story/recap.rpy:58
    old "three tens"
    new "три десятки"

    # game/story/recap.rpy:58
    old "four tens"
    new "четыре десятки"

    # game/story/recap.rpy:59
    old "two jacks"
    new "два валета"

    # game/story/recap.rpy:59
    old "three jacks"
    new "три валета"

    # game/story/recap.rpy:59
    old "four jacks"
    new "четыре валета"

    # game/story/recap.rpy:60
    old "two queens"
    new "две дамы"

    # game/story/recap.rpy:60
    old "three queens"
    new "три дамы"

    # game/story/recap.rpy:60
    old "four queens"
    new "четыре дамы"

    # game/story/recap.rpy:61
    old "two kings"
    new "два короля"

    # game/story/recap.rpy:61
    old "three kings"
    new "три короля"

    # game/story/recap.rpy:61
    old "four kings"
    new "четыре короля"

    # game/story/recap.rpy:62
    old "two aces"
    new "два туза"

    # game/story/recap.rpy:62
    old "three aces"
    new "три туза"

    # game/story/recap.rpy:62
    old "four aces"
    new "четыре туза"

    # game/story/recap.rpy:65
    old "no cards"
    new "ни одной карты"

    # game/story/recap.rpy:65
    old "one card"
    new "одна карта"

    # game/story/recap.rpy:65
    old "two cards"
    new "две карты"

    # game/story/recap.rpy:65
    old "three cards"
    new "три карты"

    # game/story/recap.rpy:65
    old "four cards"
    new "четыре карты"

    # game/story/recap.rpy:66
    old "five cards"
    new "пять карт"

    # game/story/recap.rpy:66
    old "six cards"
    new "шесть карт"

    # game/story/recap.rpy:66
    old "seven cards"
    new "семь карт"

    # game/story/recap.rpy:66
    old "eight cards"
    new "восемь карт"

    # game/story/recap.rpy:66
    old "nine cards"
    new "девять карт"

    # game/story/recap.rpy:67
    old "ten cards"
    new "десять карт"

    # game/story/recap.rpy:67
    old "eleven cards"
    new "одиннадцать карт"

    # game/story/recap.rpy:67
    old "twelve cards"
    new "двенадцать карт"
