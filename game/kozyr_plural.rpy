## Plural forms for translated counts ("1 card / 3 cards"; in Russian
## "1 карта / 3 карты / 5 карт"). A counted string is marked with _() as all its
## forms separated by "|": English gives two ("{n} card|{n} cards"), a Russian
## translation gives three. nplural() translates it, picks the form for n and
## fills in the fields.

init -50 python:

    def kozyr_plural_index(n, forms):
        """Which of `forms` forms applies to n in the current language."""
        n = abs(int(n))
        if forms >= 3:  # East Slavic rule: 1, 21 карта; 2-4 карты; 5-20, 11-14 карт
            if n % 10 == 1 and n % 100 != 11:
                return 0
            if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
                return 1
            return 2
        return 0 if n == 1 else min(1, forms - 1)

    def nplural(n, forms, **fields):
        """Translates `forms` ("one|many"), picks the form for n, formats it with n and fields."""
        parts = __(forms).split("|")
        text = parts[kozyr_plural_index(n, len(parts))]
        return text.format(n=n, **fields)
