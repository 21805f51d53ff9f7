"""A small interpreter of the post-duel scenes (test_story_record.py): follows a chapter's
`.win`/`.loss`/`.draw` scene's `if`/`elif`/`else` with the real helpers of
game/story/recap.rpy, runs its `$` lines and collects what is said, without Ren'Py."""

import ast
import re
import textwrap

from story_facts import CHAPTERS, RECAP, STORY

import engine

# ------------------------------------------------------------------------------------------
# the interpreter


def _init_blocks(path):
    """The source of every `init python:` block of a .rpy file."""
    text = path.read_text(encoding="utf-8").splitlines()
    out = []
    for i, line in enumerate(text):
        if not re.match(r"init\s+(-?\d+\s+)?python\s*:", line):
            continue
        body = []
        for more in text[i + 1 :]:
            if more.strip() and not more.startswith((" ", "\t")):
                break
            body.append(more)
        out.append(textwrap.dedent("\n".join(body)))
    return out


def _recap_namespace(chapter=None):
    """The real helpers of game/story/recap.rpy and of the chapter's own init blocks."""

    class Store:
        pass

    store = Store()
    ns = {
        "_": lambda s: s,
        "__": lambda s: s,
        "nplural": lambda n, forms: forms.split("|")[0 if n == 1 else 1].format(n=n),
        "store": store,
        "kozyr_builtins": __import__("builtins"),
    }
    for path in [RECAP] + ([chapter] if chapter else []):
        for block in _init_blocks(path):
            exec(compile(block, str(path), "exec"), ns)
    return ns, store


def _defaults():
    out = {}
    for f in sorted(STORY.glob("*.rpy")) + sorted(STORY.parent.glob("*.rpy")):
        for m in re.finditer(
            r"^default\s+(\w+)\s*=\s*(.+?)\s*(#.*)?$", f.read_text(encoding="utf-8"), re.M
        ):
            try:
                out[m.group(1)] = ast.literal_eval(m.group(2))
            except (ValueError, SyntaxError):
                pass
    return out


def _scene(path, label):
    """The lines of `label .<label>:` up to the next label, as (indent, text) pairs."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = lines.index(f"label .{label}:")
    out = []
    for line in lines[start + 1 :]:
        if line.startswith("label "):
            break
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        out.append((len(line) - len(line.lstrip()), s))
    return out


SAY = re.compile(r'^(?:(\w+)\s+)?"((?:[^"\\]|\\.)*)"(?:\s+with\s+\w+)?$')


class Ended(Exception):
    pass


class Walker:
    def __init__(self, ns):
        self.ns = ns
        self.said = []

    def run(self, block):
        try:
            self._block(block, 0, len(block))
        except Ended:
            pass
        return self.said

    def _end_of(self, block, i):
        ind = block[i][0]
        j = i + 1
        while j < len(block) and block[j][0] > ind:
            j += 1
        return j

    def _block(self, block, i, end):
        while i < end:
            ind, s = block[i]
            if s.startswith("if ") and s.endswith(":"):
                taken = False
                while True:
                    j = self._end_of(block, i)
                    head = block[i][1]
                    if head.startswith("if ") or head.startswith("elif "):
                        cond = head.split(" ", 1)[1][:-1]
                        ok = not taken and bool(eval(cond, self.ns))
                    else:  # else:
                        ok = not taken
                    if ok:
                        taken = True
                        self._block(block, i + 1, j)
                    i = j
                    if (
                        i < end
                        and block[i][0] == ind
                        and (block[i][1].startswith("elif ") or block[i][1] == "else:")
                    ):
                        continue
                    break
                continue
            if s.startswith("$ "):
                exec(s[2:], self.ns)
            elif s.startswith(("jump ", "return", "call ")):
                if s.startswith(("jump", "return")):
                    raise Ended()
            elif s.startswith("menu"):
                raise AssertionError("a menu in a post-duel scene")
            else:
                m = SAY.match(s)
                if m:
                    self.said.append(self._subst(m.group(2)))
            i += 1

    def _subst(self, text):
        def rep(m):
            name, conv = m.group(1), m.group(2)
            value = self.ns.get(name, m.group(0))
            value = str(value)
            if conv == "c":
                value = value[:1].upper() + value[1:]
            return value

        return re.sub(r"\[(\w+)(?:!(\w))?\]", rep, text)


def walk(oid, scene, rec, flags):
    ns, store = _recap_namespace(STORY / CHAPTERS[oid])
    env = dict(_defaults())
    env.update(flags)
    env.update(
        {
            "engine": engine,
            "story_music": lambda *a, **k: None,
            "story_sound": lambda *a, **k: None,
            "renpy": None,
            "player_name": "Traveller",
            "brandt_name": "Sir Brandt",
            "ash_name": "Ash",
        }
    )
    ns.update(env)
    ns["story_record"] = rec
    # what play_duel keeps of the table's return value (a series' tokens)
    ns["kozyr_last_duel"] = {
        "tokens": list(rec["tokens"]) if rec and rec["kind"] == "series" else None
    }
    ns["kozyr_builtins"] = __import__("builtins")

    # story_words() writes to `store`: mirror those attributes into the namespace
    class Mirror:
        def __setattr__(self, k, v):
            ns[k] = v

    ns["store"] = Mirror()
    return Walker(ns).run(_scene(STORY / CHAPTERS[oid], scene))
