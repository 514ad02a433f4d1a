"""The shape of the code: each folder of lib/ is a package, and every import of an app's module
names its package; the app's modules import each other without cycles, the boards never import
the app, and the engine imports neither."""

import ast

from tools.lib_path import REPO, app_modules, lib_folders

APP_MODULES = set(app_modules())
PACKAGES = {folder.name for folder in lib_folders()}


def imported_modules(path):
    """Every module a file imports, at its top or inside a function, by its whole name
    (``from shell import buttons``: ``shell.buttons``)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
            names.update(node.module + "." + alias.name for alias in node.names)
    return names


def device_files():
    return [REPO / "code.py"] + sorted(app_modules().values())


def test_every_folder_of_lib_is_a_package_that_says_what_it_holds():
    for folder in lib_folders():
        init = folder / "__init__.py"
        assert init.is_file(), folder.name
        assert ast.get_docstring(ast.parse(init.read_text("utf-8"))), init


def test_no_module_imports_an_app_s_module_by_a_bare_name():
    """``from text_view import TextLines`` would find nothing: lib/, not its folders, is on
    the search path."""
    bare = {name.rpartition(".")[2] for name in APP_MODULES} - PACKAGES
    for path in device_files():
        assert imported_modules(path) & bare == set(), path.relative_to(REPO)


def test_the_app_s_modules_import_each_other_without_a_cycle():
    graph = {name: imported_modules(path) & APP_MODULES - {name}
             for name, path in app_modules().items()}
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
        tops = {name.split(".")[0] for name in imported_modules(path)}
        assert tops & PACKAGES == set(), path.name


def test_the_engine_imports_nothing_of_the_app_the_boards_or_the_tools():
    for path in sorted((REPO / "engine").rglob("*.py")):
        tops = {name.split(".")[0] for name in imported_modules(path)}
        assert tops & (PACKAGES | {"boards", "tools"}) == set(), path
