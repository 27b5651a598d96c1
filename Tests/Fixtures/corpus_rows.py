"""What the planner corpus generators share (make_declared_corpus.py, make_holdout*_corpus.py):
a row of the corpus, a declared skill whose script does nothing, and writing the files next to
this one. A row names the skills a request must plan (none: no skill fits), the values the first
call must carry, and `asks`: the fields that must be left for the form."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
R = []


def row(category, request, skills, params=None, asks=None):
    R.append({"category": category, "request": request, "skills": skills,
              "params": params or {}, "asks": asks or []})


def skill(id, name, description, properties, required, examples=None):
    s = {"id": id, "display_name": name, "description": description}
    if examples:
        s["examples"] = examples
    s["input_schema"] = {"type": "object", "properties": properties, "required": required,
                         "additionalProperties": False}
    s["permission_level"] = "normal"
    s["run"] = {"command": ["true"]}
    return s


def write(corpus, skills_file=None, skills=None):
    """Writes the rows to `corpus` (and `skills` to `skills_file`), beside this file."""
    if skills_file:
        with open(os.path.join(HERE, skills_file), "w", encoding="utf-8") as out:
            json.dump({"skills": skills}, out, ensure_ascii=False, indent=1)
            out.write("\n")
    path = os.path.join(HERE, corpus)
    with open(path, "w", encoding="utf-8") as out:
        for r in R:
            out.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(R)} requests -> {path}")
