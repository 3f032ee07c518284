#!/usr/bin/env python3
"""Regenerate every image in Resources/ (and Resources/flights.json) procedurally.

Usage: python3 tools/assets/make_assets.py [scene ...]   (default: all scenes)
Deterministic: fixed seeds, no downloads, byte-identical output on rerun.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import scene_basics  # noqa: E402
import scene_flight  # noqa: E402
import scene_map  # noqa: E402
import scene_music  # noqa: E402
import scene_profile  # noqa: E402

SCENES = {
    "map": scene_map.build,
    "music": scene_music.build,
    "profile": scene_profile.build,
    "flight": scene_flight.build,
    "basics": scene_basics.build,
}


def main(argv):
    out = os.path.normpath(os.path.join(HERE, "..", "..", "Resources"))
    os.makedirs(out, exist_ok=True)
    names = argv or list(SCENES)
    for n in names:
        for path, (w, h) in SCENES[n](out):
            print(f"{os.path.relpath(path, out):36s} {w}x{h}")


if __name__ == "__main__":
    main(sys.argv[1:])
