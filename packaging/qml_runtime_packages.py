#!/usr/bin/env python3
"""Which Debian packages hold the QML modules Arbiter loads at run time.

dpkg-shlibdeps finds the libraries the binaries link to, but QML modules are
plugins and files that the QML engine opens by the names in `import` lines,
so a package that declares only its libraries starts with "module QtQuick.Layouts
is not installed". This follows the imports: from those of the app's own QML
files (and any extra module named on the command line, such as the Controls
style main.cpp picks), through each module's qmldir (`import` and `depends`
lines; `optional` and `default` ones are left alone) and the QML files that
module ships, to every module that can be loaded, and asks dpkg which package
installed each.

    qml_runtime_packages.py --qml-dir qml --qt-qml-dir /usr/lib/<arch>/qt6/qml \
        [--module QtQuick.Controls.Basic] [--own-module Arbiter] [--show-modules]

Prints one package a line, sorted. Exits 1, naming the module and who
imports it, when a module is not installed here (or no package owns it).
"""

import argparse
import pathlib
import re
import subprocess
import sys

IMPORT_IN_QML = re.compile(r"^\s*import\s+([A-Za-z_][\w.]*)", re.MULTILINE)
# qmldir lines that make the engine load another module with this one.
# "optional import" and "default import" (the styles a Controls user may
# pick) are not followed: they load only when asked for by name.
IMPORT_IN_QMLDIR = re.compile(r"^(?:import|depends)\s+([A-Za-z_][\w.]*)", re.MULTILINE)


def imports_of_app(qml_dir: pathlib.Path, own_modules: set[str]) -> dict[str, str]:
    """Module name -> the first app file importing it."""
    found: dict[str, str] = {}
    for path in sorted(qml_dir.rglob("*.qml")):
        for module in IMPORT_IN_QML.findall(path.read_text(encoding="utf-8")):
            if module not in own_modules:
                found.setdefault(module, str(path.relative_to(qml_dir.parent)))
    return found


def imports_of_module(module_dir: pathlib.Path) -> set[str]:
    modules = set(IMPORT_IN_QMLDIR.findall((module_dir / "qmldir").read_text(encoding="utf-8")))
    for path in module_dir.glob("*.qml"):
        modules.update(IMPORT_IN_QML.findall(path.read_text(encoding="utf-8")))
    return modules


def module_closure(roots: dict[str, str], qt_qml_dir: pathlib.Path) -> dict[str, pathlib.Path]:
    """Every module reachable from the roots -> its folder. Exits on a missing one."""
    folders: dict[str, pathlib.Path] = {}
    wanted_by = dict(roots)
    pending = list(roots)
    while pending:
        module = pending.pop()
        if module in folders:
            continue
        folder = qt_qml_dir / module.replace(".", "/")
        if not (folder / "qmldir").is_file():
            sys.exit(f"qml_runtime_packages: the QML module {module} (imported by {wanted_by[module]}) "
                     f"is not installed under {qt_qml_dir}; install its qml6-module-* package first "
                     f"(scripts/install-deps)")
        folders[module] = folder
        for imported in imports_of_module(folder):
            if imported not in folders:
                wanted_by.setdefault(imported, f"the module {module}")
                pending.append(imported)
    return folders


def owning_packages(files: list[pathlib.Path]) -> dict[pathlib.Path, str]:
    """File -> the package that installed it, from one dpkg -S call."""
    result = subprocess.run(["dpkg-query", "-S", *map(str, files)], capture_output=True, text=True)
    owners: dict[pathlib.Path, str] = {}
    for line in result.stdout.splitlines():
        packages, _, path = line.partition(": ")
        # "libfoo:amd64, libfoo-extra:amd64: /path" -> the first, without its architecture.
        owners[pathlib.Path(path)] = packages.split(",")[0].split(":")[0].strip()
    missing = [str(f) for f in files if f not in owners]
    if missing:
        sys.exit("qml_runtime_packages: no installed package owns " + ", ".join(missing))
    return owners


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--qml-dir", required=True, type=pathlib.Path, help="the app's QML sources")
    parser.add_argument("--qt-qml-dir", required=True, type=pathlib.Path, help="Qt's QML import folder")
    parser.add_argument("--module", action="append", default=[], help="a module the app loads from C++")
    parser.add_argument("--own-module", action="append", default=[], help="a module compiled into the app")
    parser.add_argument("--show-modules", action="store_true", help="print 'module package' pairs instead")
    args = parser.parse_args()

    roots = imports_of_app(args.qml_dir, set(args.own_module))
    for module in args.module:
        roots.setdefault(module, "the command line")
    folders = module_closure(roots, args.qt_qml_dir)
    owners = owning_packages([folder / "qmldir" for folder in folders.values()])
    if args.show_modules:
        for module, folder in sorted(folders.items()):
            print(module, owners[folder / "qmldir"])
    else:
        print("\n".join(sorted(set(owners.values()))))


if __name__ == "__main__":
    main()
