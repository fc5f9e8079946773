#!/usr/bin/env python3
"""Makes the two small font files every page preloads (src/assets/fonts/*-basic-wght.woff2).

Each face comes from its pinned @fontsource-variable package as one latin file (Bricolage
Grotesque 40.4 KB, Figtree 19.7 KB). Nearly every page of this site is English (and some
Spanish), so the files preloaded hold only what such text needs: ASCII, typographic punctuation
and the accented letters of Spanish and French, within the weight range the site uses. The
style sheet (src/index.css) names the full latin file as well, for the rest of the latin range:
a browser fetches it only when a page holds such a character (unicode-range).

The output is committed: a build never needs Python. After bumping a @fontsource-variable
package, run it again (from the repository's root) and commit what changed:

    python3 -m venv /tmp/fonttools && /tmp/fonttools/bin/pip install fonttools==4.68.0 brotli==1.2.1
    /tmp/fonttools/bin/python ui/scripts/subset-fonts.py
"""

from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

UI = Path(__file__).resolve().parent.parent
OUT = UI / "src" / "assets" / "fonts"

# ASCII; no-break space, ©, ®, ·; en and em dash, curly quotes, bullet, ellipsis, ™, minus; and
# ¡ ¿ Á É Í Ñ Ó Ú Ü á ç è é í ñ ó ú ü. Keep in step with BASIC_RANGE in src/index.css.
BASIC = (
    "U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,"
    "U+2122,U+2212,U+00A1,U+00BF,U+00C1,U+00C9,U+00CD,U+00D1,U+00D3,U+00DA,U+00DC,U+00E1,U+00E7,"
    "U+00E8,U+00E9,U+00ED,U+00F1,U+00F3,U+00FA,U+00FC"
)

# (package, file, weight range the site uses: src/index.css's font-weight descriptors)
FACES = [
    ("bricolage-grotesque", "bricolage-grotesque-latin-wght-normal.woff2", (500, 800)),
    ("figtree", "figtree-latin-wght-normal.woff2", (400, 700)),
]


def unicodes(ranges: str) -> list[int]:
    points = []
    for part in ranges.split(","):
        start, _, end = part.removeprefix("U+").partition("-")
        points.extend(range(int(start, 16), int(end or start, 16) + 1))
    return points


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for package, name, (low, high) in FACES:
        source = UI / "node_modules" / "@fontsource-variable" / package / "files" / name
        font = instancer.instantiateVariableFont(TTFont(source), {"wght": (low, high)})
        options = subset.Options()
        options.hinting = False
        options.desubroutinize = True
        options.flavor = "woff2"
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=unicodes(BASIC))
        subsetter.subset(font)
        target = OUT / f"{package}-basic-wght.woff2"
        font.flavor = "woff2"
        font.save(target)
        print(f"{target.relative_to(UI)}: {target.stat().st_size / 1024:.1f} KB from {source.stat().st_size / 1024:.1f} KB")


if __name__ == "__main__":
    main()
