"""The art prints no English words (issue 26): the animal deck's court cards carry no
word under the animal, and the map's compass letter is the game's text (translated), not
the picture's."""

import pytest
from game_text import GAME, ROOT, TL_STRINGS


def _png_rgb(path):
    """A PNG's pixels as rows of (r, g, b), for 8-bit palette or RGB(A) images (the art
    pipeline's cards), without Pillow (not among the test tools)."""
    import struct
    import zlib

    data = path.read_bytes()
    pos, chunks = 8, {}
    idat = b""
    while pos < len(data):
        (n,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + n]
        if kind == b"IDAT":
            idat += body
        else:
            chunks[kind] = body
        pos += 12 + n
    w, h, depth, ctype = struct.unpack(">IIBB", chunks[b"IHDR"][:10])
    assert depth == 8, path
    bpp = {3: 1, 2: 3, 6: 4}[ctype]
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev = [], bytearray(stride)
    i = 0
    for _y in range(h):
        f = raw[i]
        line = bytearray(raw[i + 1 : i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    if ctype == 3:
        pal = chunks[b"PLTE"]
        return [[tuple(pal[3 * v : 3 * v + 3]) for v in r] for r in rows]
    return [[tuple(r[x * bpp : x * bpp + 3]) for x in range(w)] for r in rows]


def test_animal_court_cards_have_no_word():
    for rank in "JQK":
        for suit in "CDHS":
            px = _png_rgb(GAME / "images" / "cards" / "animal" / f"{rank}{suit}.png")
            tint = px[240][50]
            band = [px[y][x] for y in range(224, 247) for x in range(48, 160, 2)]
            odd = [p for p in band if sum(abs(a - b) for a, b in zip(p, tint)) > 30]
            assert not odd, f"{rank}{suit}: a word is printed under the animal"
    cards = (ROOT / "tools" / "assets" / "cards.py").read_text(encoding="utf-8")
    assert "animal.upper()" not in cards


def test_map_compass_letter_is_the_games():
    Image = pytest.importorskip("PIL.Image")
    im = Image.open(GAME / "images" / "bg" / "bg_map.webp").convert("RGB")
    dark = [1 for y in range(716, 754) for x in range(1716, 1764) if sum(im.getpixel((x, y))) < 300]
    assert not dark, "the art still prints an English N above the compass"
    assert 'text _("N") style "kozyr_map_compass"' in (GAME / "map.rpy").read_text(encoding="utf-8")
    assert TL_STRINGS["N"] == "С"
