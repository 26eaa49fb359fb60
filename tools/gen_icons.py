#!/usr/bin/env python3
"""Draws E-Thello's app icons (www/img/icon-192.png, icon-512.png): a green board with a grid and the
four starting discs, our own drawing. Standard library only; deterministic (same bytes every run).

    python3 tools/gen_icons.py [OUT_DIR]     (default: www/img)
"""
import os
import struct
import sys
import zlib

GREEN = (27, 110, 58)
DARK = (19, 37, 27)
LINE = (14, 70, 36)
BLACK = (20, 20, 20)
WHITE = (240, 240, 232)


def pixel(x, y, size):
    """The colour at pixel (x, y) of a size x size icon: a framed board, grid lines, four discs."""
    frame = size // 16
    if x < frame or y < frame or x >= size - frame or y >= size - frame:
        return DARK
    cell = (size - 2 * frame) / 8
    fx, fy = (x - frame) / cell, (y - frame) / cell
    for (cx, cy, colour) in ((3.5, 3.5, WHITE), (4.5, 4.5, WHITE), (4.5, 3.5, BLACK), (3.5, 4.5, BLACK)):
        if (fx - cx) ** 2 + (fy - cy) ** 2 <= 0.4 ** 2:
            return colour
    line = max(1, size // 160) / cell
    if min(fx % 1, 1 - fx % 1) < line or min(fy % 1, 1 - fy % 1) < line:
        return LINE
    return GREEN


def png(size):
    """The PNG bytes of the icon at `size` pixels."""
    rows = b"".join(
        b"\x00" + bytes(c for x in range(size) for c in pixel(x, y, size)) for y in range(size)
    )
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "www", "img")
    for size in (192, 512):
        with open(os.path.join(out, f"icon-{size}.png"), "wb") as f:
            f.write(png(size))


if __name__ == "__main__":
    main()
