"""Validates NDJSON lines of ask's protocol against docs/protocol/schemas with the jsonschema
package (Draft 2020-12), so the contract is checked by an implementation we did not write.

    python protocol_validator.py SCHEMA_DIR [--stdin-messages] [--require TYPE,...] FILE...

Each line of each FILE is one event of `ask --json` (or, with --stdin-messages, one line a client
sends); a line whose "type" has no schema, or that its schema rejects, is printed with the reason.
Prints `validated N lines` and a count per type; exits 1 on any failure, on no lines at all, or
when a type named in --require never appeared.
"""

import json
import pathlib
import sys
from collections import Counter

from jsonschema import Draft202012Validator
from referencing import Registry, Resource


def load(schema_dir):
    registry = Registry()
    schemas = {}
    for path in sorted(pathlib.Path(schema_dir).glob("*.schema.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
        resource = Resource.from_contents(schema)
        registry = registry.with_resource(schema["$id"], resource)
        registry = registry.with_resource(path.name, resource)
        schemas[path.name] = schema
    return registry, schemas


def main(argv):
    args = argv[1:]
    schema_dir = args.pop(0)
    stdin_messages = "--stdin-messages" in args
    args = [a for a in args if a != "--stdin-messages"]
    required = set()
    if "--require" in args:
        at = args.index("--require")
        required = set(filter(None, args[at + 1].split(",")))
        del args[at : at + 2]
    registry, schemas = load(schema_dir)
    validators = {}
    for name, schema in schemas.items():
        if name == "common.schema.json":
            continue
        kind = name[: -len(".schema.json")]
        if kind.startswith("stdin.") == stdin_messages:
            kind = kind[len("stdin.") :] if stdin_messages else kind
            validators[kind] = Draft202012Validator(schema, registry=registry)
    seen = Counter()
    failures = 0
    for file in args:
        for number, line in enumerate(
            pathlib.Path(file).read_text(encoding="utf-8").splitlines(), 1
        ):
            if not line.strip():
                continue
            where = f"{file}:{number}"
            try:
                event = json.loads(line)
            except json.JSONDecodeError as error:
                print(f"{where}: not JSON ({error}): {line[:200]}")
                failures += 1
                continue
            kind = event.get("type") if isinstance(event, dict) else None
            validator = validators.get(kind)
            if validator is None:
                print(f"{where}: no schema for type {kind!r}: {line[:200]}")
                failures += 1
                continue
            errors = sorted(validator.iter_errors(event), key=lambda e: list(e.path))
            for error in errors[:3]:
                path = "/".join(str(p) for p in error.absolute_path) or "(event)"
                print(f"{where}: {kind} at {path}: {error.message[:300]}")
            if errors:
                failures += 1
            seen[kind] += 1
    total = sum(seen.values())
    print(f"validated {total} lines: " + ", ".join(f"{k} {v}" for k, v in sorted(seen.items())))
    missing = sorted(required - set(seen))
    if missing:
        print("never seen: " + ", ".join(missing))
    if total == 0:
        print("no lines to validate")
    return 1 if failures or missing or total == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
