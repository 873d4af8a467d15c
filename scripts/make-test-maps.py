#!/usr/bin/env python3
"""Writes the small map files the tests load: the documented 3 x 2 example
(tests/data/maps/example-3x2.json, also shown in docs/file-format.md) and one file per bad
input under tests/data/bad-maps/. Independent of the C++ writer on purpose: it follows
docs/file-format.md. Re-run after changing the format: scripts/make-test-maps.py"""
import base64, copy, gzip, json, os, struct, zlib

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
good_dir = os.path.join(root, "tests", "data", "maps")
bad_dir = os.path.join(root, "tests", "data", "bad-maps")
W, H = 3, 2


def layer(data: bytes, encoding="zlib", size=None):
    packed = zlib.compress(data, 1) if encoding == "zlib" else data
    return {"encoding": encoding, "size": len(data) if size is None else size,
            "data": base64.b64encode(packed).decode()}


def split16(values):
    """16-bit values as a plane of low bytes followed by a plane of high bytes."""
    return bytes(v & 0xff for v in values) + bytes((v >> 8) & 0xff for v in values)


def edge_slot(col, row, d):
    """Index into the padded edge grid (owner offsets from -1, canonical direction 0..2)."""
    return ((row + 1) * (W + 2) + col + 1) * 3 + d


# Terrain: row 0 = plains plains forest, row 1 = sea plains hills (indices into ids.terrains).
terrain = bytes([0, 0, 1, 2, 0, 3])
elevation = [0, 1, 2, 0, -1, 3]
hex_features = [1, 0, 0, 0, 2, 0]           # village at 0,0; town at 1,1
edges = [0] * ((W + 2) * (H + 2) * 3)
edges[edge_slot(0, 0, 0)] = 1 << 1          # road between 0,0 and 1,0 (e)
edges[edge_slot(1, 0, 0)] = 1 << 0          # river between 1,0 and 2,0 (e)
edges[edge_slot(1, 1, 1)] = (1 << 0) | (1 << 1)  # river and road on the ne side of 1,1


def example():
    return {
        "format": "hexstride-map",
        "version": 1,
        "writer": "hexstride 0.1.0",
        "title": "Example",
        "ruleset": "tabletop-inches",
        "shape": {"width": W, "height": H, "orientation": "pointy", "parity": "odd",
                  "labels": "col,row"},
        "ids": {"terrains": ["plains", "forest", "sea", "hills"],
                "hexFeatures": ["village", "town"],
                "edgeFeatures": ["river", "road"]},
        "layers": {"terrain": layer(terrain),
                   "elevation": layer(split16([v & 0xffff for v in elevation])),
                   "hexFeatures": layer(split16(hex_features)),
                   "edges": layer(split16(edges))},
        "labels": [{"hex": "0,0", "text": "Greywell"}],
        "units": [{"name": "1st Foot", "side": "north", "hex": "1,1",
                   "profile": {"fed": "yes"}, "figures": 12}],
        "plans": [{"name": "march", "unit": "1st Foot", "start": "1,1",
                   "orders": ["ne", "e"], "profile": {}}],
    }


def write(path, data: bytes):
    with open(path, "wb") as f:
        f.write(data)


def dumps(doc):
    return json.dumps(doc, indent=2, ensure_ascii=False).encode() + b"\n"


os.makedirs(good_dir, exist_ok=True)
os.makedirs(bad_dir, exist_ok=True)
write(os.path.join(good_dir, "example-3x2.json"), dumps(example()))
write(os.path.join(good_dir, "example-3x2.hexmap"), gzip.compress(dumps(example()), mtime=0))


def bad(name, mutate):
    doc = example()
    mutate(doc)
    write(os.path.join(bad_dir, name), dumps(doc))


write(os.path.join(bad_dir, "empty.hexmap"), b"")
whole = gzip.compress(dumps(example()), mtime=0)
write(os.path.join(bad_dir, "truncated-gzip.hexmap"), whole[: len(whole) // 2])
write(os.path.join(bad_dir, "gzip-not-json.hexmap"),
      gzip.compress(b"This is a letter, not a map.\n", mtime=0))
write(os.path.join(bad_dir, "top-level-array.json"), b"[1, 2, 3]\n")
bad("layers-array.json", lambda d: d.update(layers=[1, 2]))
bad("shape-missing.json", lambda d: d.pop("shape"))
bad("version-newer.json", lambda d: d.update(version=2))
bad("width-zero.json", lambda d: d["shape"].update(width=0))
bad("height-1e9.json", lambda d: d["shape"].update(height=1000000000))
bad("terrain-wrong-length.json", lambda d: d["layers"].update(terrain=layer(terrain[:5])))
bad("edges-wrong-length.json",
    lambda d: d["layers"].update(edges=layer(split16(edges + [0, 0, 0]))))
bad("unknown-terrain.json",
    lambda d: d["layers"].update(terrain=layer(bytes([0, 0, 1, 2, 7, 3]))))
bad("unknown-hex-feature.json",
    lambda d: d["layers"].update(hexFeatures=layer(split16([1, 0, 0, 0, 1 << 5, 0]))))
bad_edges = list(edges)
bad_edges[edge_slot(0, 0, 0)] = 1 << 4
bad("unknown-edge-feature.json", lambda d: d["layers"].update(edges=layer(split16(bad_edges))))
outside = list(edges)
outside[edge_slot(-1, -1, 0)] = 1  # between -1,-1 and 0,-1: neither hex is on the map
bad("edge-outside.json", lambda d: d["layers"].update(edges=layer(split16(outside))))
bad("width-string.json", lambda d: d["shape"].update(width="3"))
bad("figures-fraction.json", lambda d: d["units"][0].update(figures=1.5))
bad("label-off-map.json", lambda d: d["labels"][0].update(hex="5,0"))
bad("layer-not-base64.json", lambda d: d["layers"]["terrain"].update(data="!!!"))
# NaN is not JSON: the parser must stop at it with a line and column.
text = dumps(example()).replace(b'"width": 3', b'"width": NaN')
write(os.path.join(bad_dir, "width-nan.json"), text)
