#!/usr/bin/env python3
"""Measures the geometry of the learners' pictures, as drawn: fails on a
line that runs through a box or circle that is not one of its ends, on two
labels that overlap, on a label crossed by a line, on a label that sticks
out of a box it overlaps, and on a label outside the picture.

    tests/svg_geometry.py FILE.svg...

A label's extent is estimated from its font size: 0.55 em a character (0.62
in bold), 1 em for a CJK character, 0.8 em above the baseline and 0.25 em
below, and a little more than that as margin.
"""
import math
import sys
import xml.etree.ElementTree as ElementTree

SVG = "{http://www.w3.org/2000/svg}"
END_REACH = 8      # a line's end this close to a shape belongs to it
MARGIN = 1.0       # labels and lines must keep this far apart


class Box:
    def __init__(self, left, top, right, bottom):
        self.left, self.top, self.right, self.bottom = left, top, right, bottom

    def grown(self, by):
        return Box(self.left - by, self.top - by, self.right + by, self.bottom + by)

    def overlaps(self, other):
        return (self.left < other.right and other.left < self.right and
                self.top < other.bottom and other.top < self.bottom)

    def contains_box(self, other):
        return (self.left <= other.left and other.right <= self.right and
                self.top <= other.top and other.bottom <= self.bottom)

    def contains(self, x, y, slack=0.0):
        return (self.left - slack <= x <= self.right + slack and
                self.top - slack <= y <= self.bottom + slack)

    def __repr__(self):
        return f"({self.left:.0f},{self.top:.0f})-({self.right:.0f},{self.bottom:.0f})"


def clip(segment, box):
    """The parameter interval (t0, t1) of the segment inside the box, or None
    (Liang-Barsky)."""
    (x0, y0), (x1, y1) = segment
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - box.left), (dx, box.right - x0),
                 (-dy, y0 - box.top), (dy, box.bottom - y0)):
        if p == 0:
            if q < 0:
                return None
        else:
            t = q / p
            if p < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
    return (t0, t1) if t0 < t1 else None


def point_at(segment, t):
    (x0, y0), (x1, y1) = segment
    return (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)


class Shape:
    """A box or a circle that lines may end at: its name for messages."""

    def __init__(self, name, box, circle=None):
        self.name, self.box, self.circle = name, box, circle

    def near(self, x, y):
        if self.circle:
            cx, cy, r = self.circle
            return math.hypot(x - cx, y - cy) <= r + END_REACH
        return self.box.contains(x, y, END_REACH)

    def crossed_by(self, segment):
        """Whether the segment enters the shape's inside (1 px in)."""
        if self.circle:
            cx, cy, r = self.circle
            (x0, y0), (x1, y1) = segment
            dx, dy = x1 - x0, y1 - y0
            length2 = dx * dx + dy * dy
            t = 0 if length2 == 0 else max(0, min(1, ((cx - x0) * dx + (cy - y0) * dy) / length2))
            px, py = x0 + dx * t, y0 + dy * t
            return math.hypot(px - cx, py - cy) < r - 1
        return clip(segment, self.box.grown(-1)) is not None


def label_box(x, y, text, size, anchor, bold):
    width = sum(size if ord(c) > 0x2E7F else size * (0.62 if bold else 0.55) for c in text)
    left = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
    return Box(left, y - 0.8 * size, left + width, y + 0.25 * size)


def parse(path):
    """The picture's card, its shapes, its line segments (with their stroke
    width) and its labels, with styles inherited from groups."""
    root = ElementTree.parse(path).getroot()
    card = Box(0, 0, float(root.get("width")), float(root.get("height")))
    shapes, segments, labels = [], [], []

    def walk(element, inherited):
        style = dict(inherited)
        for key in ("font-size", "text-anchor", "font-weight", "stroke-width"):
            if element.get(key) is not None:
                style[key] = element.get(key)
        tag = element.tag.replace(SVG, "")
        number = lambda key: float(element.get(key))
        if tag == "rect" and element.get("x") is not None:
            box = Box(number("x"), number("y"), number("x") + number("width"),
                      number("y") + number("height"))
            shapes.append(Shape(f"box at {box}", box))
        elif tag == "circle":
            cx, cy, r = number("cx"), number("cy"), number("r")
            shapes.append(Shape(f"circle at ({cx:.0f},{cy:.0f})", Box(cx - r, cy - r, cx + r, cy + r),
                                (cx, cy, r)))
        elif tag == "line":
            segments.append((((number("x1"), number("y1")), (number("x2"), number("y2"))),
                             float(style.get("stroke-width", 1))))
        elif tag == "polyline":
            points = [tuple(map(float, pair.split(","))) for pair in element.get("points").split()]
            for a, b in zip(points, points[1:]):
                segments.append(((a, b), float(style.get("stroke-width", 1))))
        elif tag == "text":
            labels.append((element.text, label_box(
                number("x"), number("y"), element.text, float(style.get("font-size", 16)),
                style.get("text-anchor", "start"), style.get("font-weight") == "bold")))
        for child in element:
            if child.tag.replace(SVG, "") not in ("defs", "title", "desc"):
                walk(child, style)

    walk(root, {})
    return card, shapes, segments, labels


def visible_parts(segment, ends):
    """The pieces of a segment outside the shapes it ends at: a line drawn
    from a box's centre is hidden under that box."""
    pieces = [segment]
    for shape in ends:
        kept = []
        for piece in pieces:
            inside = clip(piece, shape.box)
            if inside is None:
                kept.append(piece)
                continue
            t0, t1 = inside
            if t0 > 0:
                kept.append((piece[0], point_at(piece, t0)))
            if t1 < 1:
                kept.append((point_at(piece, t1), piece[1]))
        pieces = kept
    return pieces


def problems(path):
    card, shapes, segments, labels = parse(path)
    found = []
    for segment, width in segments:
        ends = [shape for shape in shapes
                if shape.near(*segment[0]) or shape.near(*segment[1])]
        for shape in shapes:
            if shape not in ends and shape.crossed_by(segment):
                found.append(f"a line {segment} runs through the {shape.name}")
        for piece in visible_parts(segment, ends):
            for text, box in labels:
                if clip(piece, box.grown(width / 2 + MARGIN)) is not None:
                    found.append(f"a line {segment} crosses the label '{text}' {box}")
    for i, (text, box) in enumerate(labels):
        if not card.contains_box(box):
            found.append(f"the label '{text}' {box} is outside the picture")
        for other_text, other in labels[i + 1:]:
            if box.grown(MARGIN / 2).overlaps(other.grown(MARGIN / 2)):
                found.append(f"the labels '{text}' {box} and '{other_text}' {other} overlap")
        for shape in shapes:
            if box.overlaps(shape.box) and not shape.box.contains_box(box):
                found.append(f"the label '{text}' {box} sticks out of the {shape.name}")
    return found


def main():
    if len(sys.argv) < 2:
        print("no picture given: expected the SVG files to measure")
        return 1
    failed = 0
    for path in sys.argv[1:]:
        found = problems(path)
        for problem in found:
            print(f"{path}: {problem}")
        failed += bool(found)
    print(f"{len(sys.argv) - 1 - failed} of {len(sys.argv) - 1} pictures clear")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
