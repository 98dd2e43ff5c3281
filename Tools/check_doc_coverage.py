#!/usr/bin/env python3
"""Fails when a public symbol of a module has no documentation.

`make docs` builds each module's DocC archive with `--experimental-documentation-coverage`, which
writes documentation-coverage.json into the archive: one entry per page, with `hasAbstract` false
for a symbol whose `///` comment (or documentation extension) is missing. Compiler-synthesized
symbols (Equatable's `!=`, OptionSet's set algebra, ...) are left out of the archive by
`--experimental-skip-synthesized-symbols`, so every symbol left here is one the module declares.
With `--enable-inherited-docs`, an override or a protocol requirement's implementation with no
comment of its own shows (and counts as) the documentation of what it implements.

Usage: check_doc_coverage.py ARCHIVE_DIR [ARCHIVE_DIR ...]
Prints every undocumented symbol as `Module/Type/member (kind)` and exits 1 if there is any."""
import json
import os
import sys


def undocumented(archive):
    """The reference paths and kinds of the symbols in `archive` that have no abstract."""
    path = os.path.join(archive, "documentation-coverage.json")
    try:
        with open(path, encoding="utf-8") as f:
            entries = json.load(f)
    except FileNotFoundError:
        sys.exit(f"error: {path} does not exist: build the archive with "
                 "--experimental-documentation-coverage (make docs does)")
    except json.JSONDecodeError as e:
        sys.exit(f"error: {path} is not valid JSON ({e}): rebuild it with make docs")
    missing = []
    symbols = 0
    for entry in entries:
        kind = entry.get("kind", {})
        if not kind.get("isSymbol", False):
            continue
        symbols += 1
        if entry.get("hasAbstract", False):
            continue
        reference = entry.get("referencePath", entry.get("title", "?"))
        missing.append((reference.split("/documentation/", 1)[-1], kind.get("name", "?")))
    return sorted(missing), symbols


def main(archives):
    if not archives:
        sys.exit(__doc__)
    failed = False
    for archive in archives:
        missing, total = undocumented(archive)
        name = os.path.basename(os.path.normpath(archive))
        if missing:
            failed = True
            print(f"error: {name}: {len(missing)} of {total} symbols have no documentation (add a /// comment):")
            for reference, kind in missing:
                print(f"  {reference} ({kind})")
        else:
            print(f"{name}: all {total} symbols documented")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
