#!/usr/bin/env python3
"""Checks the user guide (docs/guide/<lang>/*.md): every picture a page names exists and every
picture is shown by some page, every link to another page resolves, every language has the same
pages, and each language's guide has at least MIN_WORDS words. usage: check-guide.py GUIDE_DIR"""
import pathlib
import re
import sys

MIN_WORDS = 1500
# [text](target) and ![alt](target); the target ends at the first space or closing bracket.
LINK = re.compile(r"(!?)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def words(text):
    # Code blocks count: the CLI examples are part of what a reader reads.
    return len(re.findall(r"[\w\-]+", text))


def main():
    guide = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "docs/guide")
    languages = sorted(p.name for p in guide.iterdir() if p.is_dir())
    problems = []
    if not languages:
        problems.append(f"{guide}: no language folders")
    pages = {}
    for lang in languages:
        folder = guide / lang
        pages[lang] = sorted(p.name for p in folder.glob("*.md"))
        if "index.md" not in pages[lang]:
            problems.append(f"{folder}: no index.md (the page Help ▸ User Guide opens first)")
        total = 0
        used = set()
        for page in pages[lang]:
            path = folder / page
            text = path.read_text(encoding="utf-8")
            total += words(text)
            for n, line in enumerate(text.splitlines(), 1):
                for image, target in LINK.findall(line):
                    if re.match(r"^[a-z]+:", target):
                        continue  # a web address
                    file = target.split("#", 1)[0]
                    if not file:
                        continue  # an anchor on the same page
                    if image:
                        used.add(file)
                    if not (folder / file).is_file():
                        kind = "picture" if image else "link"
                        problems.append(f"{path}:{n}: {kind} target {target} does not exist")
                    elif not image and not file.endswith(".md"):
                        problems.append(f"{path}:{n}: link {target} is not a guide page")
        # A picture no page shows is left over from an older guide: it would ship for nothing.
        for picture in sorted(folder.glob("images/*.png")):
            if f"images/{picture.name}" not in used:
                problems.append(f"{picture}: no page shows this picture")
        print(f"{lang}: {len(pages[lang])} pages, {total} words")
        if total < MIN_WORDS:
            problems.append(f"{folder}: {total} words, fewer than {MIN_WORDS}")
    for lang in languages[1:]:
        if pages[lang] != pages[languages[0]]:
            problems.append(f"{guide}: {lang} has pages {pages[lang]}, {languages[0]} has {pages[languages[0]]}")
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
