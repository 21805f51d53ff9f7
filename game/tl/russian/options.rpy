# TODO: Translation updated at 2026-11-30 16:58

translate russian strings:

    # game/options.rpy:17
    old "Kozyr"
    new "Козырь"

    # game/options.rpy:34
    old "Kozyr is a visual novel about a country where every dispute is settled at the card table. Its rules engine, story, art and music are original; see the credits for every source and licence."
    new "«Козырь» — визуальная новелла о стране, где всякий спор решается за карточным столом. Движок правил, сюжет, графика и музыка — оригинальные; источники и лицензии перечислены в титрах."

