"""The shape of the code: lib/'s folders are where code.py looks for the app's modules, and
each module's name is found in one folder only; the app's modules import each other without
cycles, the boards never import the app, and the engine imports neither."""

import ast
import tomllib

from tools.lib_path import REPO, app_modules, lib_folders

APP_MODULES = set(app_modules())


def imported_modules(path):
    """Every module a file imports, at its top or inside a function (top-level names)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module.split(".")[0])
    return names


def code_py_folders():
    """The folders code.py puts on a device's search path: its loop over them."""
    for node in ast.parse((REPO / "code.py").read_text("utf-8")).body:
        if isinstance(node, ast.For) and getattr(node.target, "id", "") == "path":
            return ast.literal_eval(node.iter)
    raise AssertionError("code.py puts no folder of lib/ on the search path")


def test_code_py_and_the_desktop_look_for_the_app_s_modules_in_every_folder_of_lib():
    folders = ["lib/" + folder.name for folder in lib_folders()]
    assert sorted(code_py_folders()) == folders
    with open(REPO / "pyproject.toml", "rb") as handle:
        pythonpath = tomllib.load(handle)["tool"]["pytest"]["ini_options"]["pythonpath"]
    assert [path for path in pythonpath if path.startswith("lib")] == list(code_py_folders())


def test_no_two_modules_of_lib_share_a_name():
    """All of lib/'s folders are on one search path: a second module of the same name would
    never be imported."""
    names = [path.stem for folder in lib_folders() for path in folder.glob("*.py")]
    assert len(names) == len(set(names)), sorted(name for name in names if names.count(name) > 1)


def test_no_module_of_lib_is_named_as_a_folder_of_lib():
    """A device's search path has its drive's /lib, where lib/'s folders go, ahead of them: an
    ``import saving`` would find the folder lib/saving/ there, and not a module saving.py."""
    folders = {folder.name for folder in lib_folders()}
    assert sorted(folders & set(app_modules())) == []


def test_the_app_s_modules_import_each_other_without_a_cycle():
    graph = {name: imported_modules(path) & APP_MODULES for name, path in app_modules().items()}
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
