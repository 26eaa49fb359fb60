#!/usr/bin/env python3
"""Writes the service worker of a release: www/sw.js with its VERSION and FILES filled in.

Run by Trunk after each build (the post_build hook in Trunk.toml), with the release's directory
as the only argument (Trunk's staging directory). FILES lists every file of the release, relative
to it, plus "./" (the page's address), except the data fetched on demand (under data/: the puzzle
file, which the service worker keeps the first time the page fetches it, never with the first
visit); VERSION is a hash of every file's path and contents, those included, so any change to any
file gives a new cache and the old one is dropped.

    python3 tools/sw_assets.py DIST_DIR
"""
import hashlib
import json
import os
import sys

# Files fetched only when the page asks for them (kept by the service worker then).
ON_DEMAND = "data/"

TEMPLATE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "www", "sw.js")


def release_files(root):
    """Every file under root except the service worker itself, as sorted relative paths."""
    found = []
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/")
            if path != "sw.js":
                found.append(path)
    return sorted(found)


def version(root, files):
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.encode() + b"\0")
        with open(os.path.join(root, path), "rb") as f:
            digest.update(f.read())
    return digest.hexdigest()[:16]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: sw_assets.py DIST_DIR")
    root = sys.argv[1]
    files = release_files(root)
    with open(TEMPLATE, encoding="utf-8") as f:
        text = f.read()
    text = text.replace("'__VERSION__'", json.dumps(version(root, files)))
    eager = [f for f in files if not f.startswith(ON_DEMAND)]
    text = text.replace("__FILES__", json.dumps(["./"] + eager))
    with open(os.path.join(root, "sw.js"), "w", encoding="utf-8") as f:
        f.write(text)
    print(f"sw.js: {len(files)} files, version {version(root, files)}")


if __name__ == "__main__":
    main()
