#!/usr/bin/env python3
"""Writes resources/pieces/{w,b}{p,n,b,r,q,k}.svg: the project's own piece drawings (one shape per
piece type, two colour schemes). Run from the repository root after changing a shape."""
import pathlib
import re

SHAPES = {
    # Pawn: ball head, collar, flared body, base.
    "p": """
  <circle cx="22.5" cy="12.5" r="5.2"/>
  <path d="M17.5 19.5 h10 l-1.2 2.6 h-7.6 z"/>
  <path d="M18.6 22.1 C18.2 28 15.6 31.5 13.5 34 h19 C30.4 31.5 27.8 28 27.4 22.1 z"/>
  <path d="M10.5 34.5 h24 a1.5 1.5 0 0 1 1.5 1.5 v2.5 h-27 v-2.5 a1.5 1.5 0 0 1 1.5 -1.5 z"/>""",
    # Knight: a horse head facing left with mane, eye and nostril.
    "n": """
  <path d="M24 8.5 C31.5 9.5 36 16 35 26 L34.2 34 H14.5 C14.3 29.5 17.5 26.6 21.6 24.4 C20.6 23.2 18.9 23.1 17.3 24.1
           L14.4 26.3 C12.8 27.4 10.8 26.9 10.1 25.2 L9.3 23.4 C8.7 22 9.1 20.6 10.3 19.7 L19.2 12.8 L19.8 9.4
           C20.6 8.3 22.4 8.2 24 8.5 z"/>
  <path d="M10.5 34.5 h24 a1.5 1.5 0 0 1 1.5 1.5 v2.5 h-27 v-2.5 a1.5 1.5 0 0 1 1.5 -1.5 z"/>
  <circle class="detail" cx="19.6" cy="15.6" r="1.3"/>
  <circle class="detail" cx="11.6" cy="22.4" r="0.8"/>
  <path class="line" d="M26 11.5 C30.5 14.5 32.2 19.5 31.6 26"/>""",
    # Bishop: ball finial, mitre with a slit, collar, base.
    "b": """
  <circle cx="22.5" cy="7.8" r="2.4"/>
  <path d="M22.5 10.4 C28.8 14.5 30.2 19.8 28.4 24.4 H16.6 C14.8 19.8 16.2 14.5 22.5 10.4 z"/>
  <path d="M15.8 24.6 h13.4 l-0.8 2.6 h-11.8 z"/>
  <path d="M17.2 27.4 C16.8 30.4 15.4 32.4 13.8 34 h17.4 C29.6 32.4 28.2 30.4 27.8 27.4 z"/>
  <path d="M10.5 34.5 h24 a1.5 1.5 0 0 1 1.5 1.5 v2.5 h-27 v-2.5 a1.5 1.5 0 0 1 1.5 -1.5 z"/>
  <path class="line" d="M24.6 14.6 L21 20.2"/>""",
    # Rook: crenellated tower.
    "r": """
  <path d="M12.5 9 h4 v3 h3.8 v-3 h4.4 v3 h3.8 v-3 h4 v7.5 l-2.5 2 h-15 l-2.5 -2 z"/>
  <path d="M15.5 19 h14 l0.8 12.5 h-15.6 z"/>
  <path d="M13 31.8 h19 l1.2 2.4 h-21.4 z"/>
  <path d="M10.5 34.5 h24 a1.5 1.5 0 0 1 1.5 1.5 v2.5 h-27 v-2.5 a1.5 1.5 0 0 1 1.5 -1.5 z"/>
  <path class="line" d="M15 16.5 h15"/>""",
    # Queen: five-pointed crown with balls, waist band, base.
    "q": """
  <circle cx="9.5" cy="12" r="2.1"/><circle cx="16" cy="9.2" r="2.1"/><circle cx="22.5" cy="8.2" r="2.1"/>
  <circle cx="29" cy="9.2" r="2.1"/><circle cx="35.5" cy="12" r="2.1"/>
  <path d="M10 14 L14.4 25 L16 11.6 L19.8 24 L22.5 10.4 L25.2 24 L29 11.6 L30.6 25 L35 14 L31.6 29.5 H13.4 z"/>
  <path d="M13.2 29.8 h18.6 l0.9 4.2 h-20.4 z"/>
  <path d="M10.5 34.5 h24 a1.5 1.5 0 0 1 1.5 1.5 v2.5 h-27 v-2.5 a1.5 1.5 0 0 1 1.5 -1.5 z"/>""",
    # King: cross on a domed crown, band, base.
    "k": """
  <path d="M21.2 4.5 h2.6 v2.6 h2.6 v2.6 h-2.6 v3.4 h-2.6 v-3.4 h-2.6 v-2.6 h2.6 z"/>
  <path d="M22.5 13.2 C25.5 13.2 27 15 26.4 17.6 C30 14.4 36.2 15.8 35.6 21.4 C35.2 25 32.6 27.4 31.2 29.6 H13.8
           C12.4 27.4 9.8 25 9.4 21.4 C8.8 15.8 15 14.4 18.6 17.6 C18 15 19.5 13.2 22.5 13.2 z"/>
  <path d="M13.2 29.8 h18.6 l0.9 4.2 h-20.4 z"/>
  <path d="M10.5 34.5 h24 a1.5 1.5 0 0 1 1.5 1.5 v2.5 h-27 v-2.5 a1.5 1.5 0 0 1 1.5 -1.5 z"/>
  <path class="line" d="M22.5 17.5 v11"/>""",
}

SCHEMES = {
    "w": {"fill": "#fbf7ee", "stroke": "#2a2622", "detail": "#2a2622"},
    "b": {"fill": "#2c2a28", "stroke": "#0d0c0b", "detail": "#e9e4da"},
}

TEMPLATE = """<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" viewBox="0 0 45 45" width="45" height="45">
<!-- DiceChess Studio piece, drawn for this project (tools/make_piece_svgs.py). -->
<g stroke-linejoin="round" stroke-linecap="round">{shape}
</g>
</svg>
"""

# SVG Tiny (what QtSvg renders) has no CSS selectors, so each element gets its paint attributes inline:
# the piece body, solid details (eyes) or detail lines, chosen by a class marker in SHAPES.
def paint(shape, scheme):
    styles = {
        "body": f'fill="{scheme["fill"]}" stroke="{scheme["stroke"]}" stroke-width="1.4"',
        "detail": f'fill="{scheme["detail"]}" stroke="none"',
        "line": f'fill="none" stroke="{scheme["detail"]}" stroke-width="1.1"',
    }
    elements = []
    for element in re.findall(r"<[^>]+/>", shape, re.S):
        kind = "body"
        marker = re.search(r' class="(\w+)"', element)
        if marker:
            kind = marker.group(1)
            element = element.replace(marker.group(0), "")
        tag, rest = element[1:].split(" ", 1)
        elements.append(f"  <{tag} {styles[kind]} {' '.join(rest.split())}")
    return "\n" + "\n".join(elements)


def main():
    out = pathlib.Path("resources/pieces")
    out.mkdir(parents=True, exist_ok=True)
    for colour, scheme in SCHEMES.items():
        for piece, shape in SHAPES.items():
            (out / f"{colour}{piece}.svg").write_text(TEMPLATE.format(shape=paint(shape, scheme)))

if __name__ == "__main__":
    main()
