"""The project's import graph is a tree: no module of engine/, lib/, boards/ or tools/ (nor
code.py) imports, at its top or inside a function, a module that imports it back, directly or
through others. A cycle means two modules share rules that belong in a third."""

import ast
from tools.lib_path import REPO, app_modules

PACKAGES = ("engine", "boards", "tools")
STANDINS = REPO / "tools" / "device" / "standins"   # on sys.path: imported by bare names


def project_modules():
    """{module name: file} for every module that can take part in a cycle."""
    modules = {"code": REPO / "code.py"}
    for package in PACKAGES:
        for path in sorted((REPO / package).rglob("*.py")):
            parts = path.relative_to(REPO).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            if "standins" not in parts:
                modules[".".join(parts)] = path
    for path in sorted(STANDINS.glob("*.py")):
        modules[path.stem] = path
    modules.update(app_modules())   # lib/ is on sys.path too
    return modules


def imports_of(name, path, modules):
    """The project modules one file imports, anywhere in it; ``from a.b import c`` counts as
    ``a.b.c`` when that is a module, else as ``a.b``."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(parent + ([base] if base else []))
            submodules = [base + "." + alias.name for alias in node.names]
            targets = [module for module in submodules if module in modules] or [base]
        else:
            continue
        found.update(target for target in targets if target in modules and target != name)
    return found


def import_graph():
    modules = project_modules()
    return {name: sorted(imports_of(name, path, modules)) for name, path in modules.items()}


def find_cycle(graph):
    """One import cycle as a list of module names (the first repeated at the end), or None."""
    done = set()
    for start in sorted(graph):
        if start in done:
            continue
        path = [start]
        on_path = {start}
        pending = [iter(graph[start])]
        while pending:   # depth first, each module entered once: ends after every edge
            step = next(pending[-1], None)
            if step is None:
                finished = path.pop()
                on_path.discard(finished)
                done.add(finished)
                pending.pop()
            elif step in on_path:
                return path[path.index(step):] + [step]
            elif step not in done:
                path.append(step)
                on_path.add(step)
                pending.append(iter(graph[step]))
    return None


def test_the_graph_sees_imports_at_the_top_and_inside_functions():
    graph = import_graph()
    assert "engine.actions" in graph["engine.game"]
    assert "engine.illegal" in graph["engine.game"]               # inside a function
    assert "engine.ai.expert" in graph["engine.ai"]               # a package's __init__
    assert "engine.tactic.game" in graph["engine.tactic.setup"]
    assert "shell.screen" in graph["latice.game_screen"]          # lib/'s packages


def test_find_cycle_names_the_modules_of_a_cycle():
    assert find_cycle({"a": ["b"], "b": ["c"], "c": ["a"], "d": ["a"]}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": ["b", "c"], "b": ["c"], "c": []}) is None


def test_no_module_imports_one_that_imports_it_back():
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)
