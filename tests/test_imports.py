"""The shape of the code: the app's modules import each other without cycles, the boards
never import the app, and the engine imports neither."""

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
APP_MODULES = {path.stem for path in (REPO / "lib").glob("*.py")}


def imported_modules(path):
    """Every module a file imports, at its top or inside a function (top-level names)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module.split(".")[0])
    return names


def test_the_app_s_modules_import_each_other_without_a_cycle():
    graph = {name: imported_modules(REPO / "lib" / (name + ".py")) & APP_MODULES
             for name in APP_MODULES}
    finished = set()

    def visit(name, path):
        assert name not in path, "import cycle: " + " -> ".join(path + [name])
        if name not in finished:
            for imported in sorted(graph[name]):
                visit(imported, path + [name])
            finished.add(name)

    for name in sorted(graph):
        visit(name, [])


def test_the_boards_do_not_import_the_app():
    for path in sorted((REPO / "boards").glob("*.py")):
        assert imported_modules(path) & APP_MODULES == set(), path.name


def test_the_engine_imports_nothing_of_the_app_the_boards_or_the_tools():
    for path in sorted((REPO / "engine").rglob("*.py")):
        assert imported_modules(path) & (APP_MODULES | {"boards", "tools"}) == set(), path
