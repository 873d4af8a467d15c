#!/usr/bin/env python3
"""Writes a large turn for `hexstride-cli resolve` to measure time and memory (issue 29):
a pbm-strategic map of plains and either an orders file of many lines or many units with plans.

    scripts/make-turn-load.py orders DIR [LINES]   # DIR/map.json (no units), DIR/orders.txt
    scripts/make-turn-load.py plans DIR [UNITS]    # DIR/plans.json: units, each with a plan

then e.g. `/usr/bin/time -v hexstride-cli resolve DIR/map.json DIR/orders.txt --report-dir R`.
Armies stand in a block so that some meet (encounters); fixed seed, so runs compare.
Independent of the C++ writer: it follows docs/file-format.md and docs/orders-format.md."""
import base64, json, os, random, sys, zlib

W, H = 400, 400
TERRAINS = ["shore", "plains", "hills", "forest", "desert", "swamp", "mountains", "sea", "ocean"]
DIRS = ["e", "w", "ne", "nw", "se", "sw"]


def layer(data: bytes):
    return {"encoding": "zlib", "size": len(data),
            "data": base64.b64encode(zlib.compress(data, 1)).decode()}


def map_doc(units, plans):
    n = W * H
    edges = (W + 2) * (H + 2) * 3
    return {
        "format": "hexstride-map", "version": 1, "writer": "make-turn-load.py",
        "title": "Turn load", "ruleset": "pbm-strategic",
        "shape": {"width": W, "height": H, "orientation": "pointy", "parity": "odd",
                  "labels": "col,row"},
        "ids": {"terrains": TERRAINS,
                "hexFeatures": ["village", "town", "major-town", "city", "capital",
                                "fortification"],
                "edgeFeatures": ["minor-river", "major-river", "ford", "bridge", "road"]},
        "layers": {"terrain": layer(bytes([1]) * n), "elevation": layer(bytes(2 * n)),
                   "hexFeatures": layer(bytes(2 * n)), "edges": layer(bytes(2 * edges))},
        "labels": [], "units": units, "plans": plans,
    }


def armies(count, rng):
    """(name, side, figures, "col,row", orders) in a block about sqrt(count) * 1.5 hexes wide."""
    side = min(W - 4, max(10, int((count ** 0.5) * 1.5)))
    for i in range(count):
        col, row = rng.randrange(side) + 2, rng.randrange(min(side, H - 4)) + 2
        yield (f"Army {i + 1}", f"Side {i % 4}", rng.randrange(1, 40), f"{col},{row}",
               [rng.choice(DIRS) for _ in range(4)])


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("orders", "plans"):
        sys.exit(__doc__)
    kind, out = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else (100000 if kind == "orders" else 50000)
    os.makedirs(out, exist_ok=True)
    rng = random.Random(29)
    if kind == "orders":
        with open(os.path.join(out, "map.json"), "w") as f:
            json.dump(map_doc([], []), f)
        with open(os.path.join(out, "orders.txt"), "w") as f:
            f.write(f"# {count} armies\n")
            for name, side, figures, at, orders in armies(count, rng):
                f.write(f"{name} | {at} | side={side.replace(' ', '')} figures={figures} | "
                        f"{', '.join(orders)}\n")
    else:
        units, plans = [], []
        for name, side, figures, at, orders in armies(count, rng):
            units.append({"name": name, "side": side, "hex": at, "figures": figures})
            plans.append({"name": f"{name} march", "unit": name, "start": at,
                          "orders": orders, "profile": {}})
        with open(os.path.join(out, "plans.json"), "w") as f:
            json.dump(map_doc(units, plans), f)


if __name__ == "__main__":
    main()
