#!/usr/bin/env python3
"""The Debian package, built, inspected and run the way a player gets it.

Builds arbiter_<version>_<arch>.deb with CPack from an already built tree,
checks what is in it and what it declares (lintian, desktop-file-validate,
appstreamcli, the man pages against --help, the QML modules against the
app's imports), unpacks it into a scratch root and runs `arbiter --self-test`
and `arbiter-cli` from there, with Qt allowed to load only the plugins and
QML modules of the packages the .deb makes apt install. See
docs/packaging.md, "How it is tested".

    check_package.py --build-dir BUILD --source-dir SRC --version X.Y.Z \
        --app-id ID --qt-plugin-dir DIR --qt-qml-dir DIR

Prints every failed check and exits 1; exits 0 when all passed.
"""

import argparse
import gzip
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree

GAMES = ["Exiled Legends", "Super Fantasy Brawl", "Theosis", "The Banishing"]


class Checks:
    """Collects failures so that one run names all of them."""

    def __init__(self) -> None:
        self.failures: list[str] = []
        self.started = time.monotonic()

    def expect(self, condition: bool, failure: str) -> bool:
        if not condition:
            self.failures.append(failure)
            print(f"FAIL: {failure}", flush=True)
        return condition

    def step(self, what: str) -> None:
        print(f"[{time.monotonic() - self.started:5.1f} s] {what}", flush=True)


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def package_names(relation_field: str) -> list[list[str]]:
    """'a (>= 1), b | c:any' -> [['a'], ['b', 'c']]."""
    groups = []
    for group in relation_field.split(","):
        names = [re.split(r"[\s(:]", alternative.strip(), maxsplit=1)[0] for alternative in group.split("|")]
        names = [name for name in names if name]
        if names:
            groups.append(names)
    return groups


def installed_packages() -> dict[str, dict[str, str]]:
    """Every installed package -> its Depends, Pre-Depends and Provides."""
    result = run(["dpkg-query", "-W", "-f", "${Package}\t${Status}\t${Provides}\t${Depends}\t${Pre-Depends}\n"])
    packages = {}
    for line in result.stdout.splitlines():
        name, status, provides, depends, pre_depends = line.split("\t")
        if status.endswith(" installed"):
            packages[name] = {"provides": provides, "depends": f"{depends}, {pre_depends}"}
    return packages


def dependency_closure(depends: str, installed: dict[str, dict[str, str]]) -> set[str]:
    """The installed packages apt would bring in for `depends`, recursively
    (the first alternative present here, virtual names through Provides)."""
    providers: dict[str, str] = {}
    for name, fields in installed.items():
        for [virtual, *_] in package_names(fields["provides"]):
            providers.setdefault(virtual, name)
    closure: set[str] = set()
    pending = package_names(depends)
    while pending:
        group = pending.pop()
        chosen = next((n if n in installed else providers[n] for n in group if n in installed or n in providers), None)
        if chosen is None:
            raise SystemExit(f"check_package: none of {' | '.join(group)} is installed here; run scripts/install-deps")
        if chosen not in closure:
            closure.add(chosen)
            pending.extend(package_names(installed[chosen]["depends"]))
    return closure


def build_package(args, workdir: pathlib.Path, checks: Checks) -> pathlib.Path:
    checks.step("cpack: building the package")
    output = workdir / "out"
    result = run(["cpack", "-G", "DEB", "--config", str(args.build_dir / "CPackConfig.cmake"), "-B", str(output)])
    if result.returncode != 0:
        raise SystemExit(f"check_package: cpack failed:\n{result.stdout}\n{result.stderr}")
    architecture = run(["dpkg", "--print-architecture"]).stdout.strip()
    debs = sorted(output.glob("*.deb"))
    expected = f"arbiter_{args.version}_{architecture}.deb"
    if [d.name for d in debs] != [expected]:
        raise SystemExit(f"check_package: cpack made {[d.name for d in debs]}, expected exactly {expected}")
    return debs[0]


def check_control(deb: pathlib.Path, args, checks: Checks) -> str:
    checks.step("control fields and declared dependencies")
    fields = {f: run(["dpkg-deb", "-f", str(deb), f]).stdout.strip() for f in ["Package", "Version", "Depends"]}
    checks.expect(fields["Package"] == "arbiter", f"Package is {fields['Package']!r}, not 'arbiter'")
    checks.expect(fields["Version"] == args.version,
                  f"the package's Version {fields['Version']!r} is not the project's {args.version}")
    depends = fields["Depends"]
    declared = {name for group in package_names(depends) for name in group}
    dev = sorted(name for name in declared if name.endswith("-dev"))
    checks.expect(not dev, f"the package depends on development packages: {', '.join(dev)}")
    checks.expect("libqt6sql6-sqlite" in declared,
                  "Depends lacks libqt6sql6-sqlite: the session store cannot open its database without Qt's SQLite driver")

    # The QML modules: what the app's imports reach must be declared, and
    # nothing else of the kind (packaging/CMakeLists.txt says why by hand).
    # The Controls style is loaded by the name main.cpp gives, not imported.
    style = re.search(r'QQuickStyle::setStyle\(u"(\w+)"_s\)', (args.source_dir / "app/main.cpp").read_text())
    if not checks.expect(style is not None, "app/main.cpp sets no Controls style this test can read"):
        return depends
    derived = run([sys.executable, str(args.source_dir / "packaging/qml_runtime_packages.py"),
                   "--qml-dir", str(args.source_dir / "qml"), "--qt-qml-dir", str(args.qt_qml_dir),
                   "--module", f"QtQuick.Controls.{style.group(1)}", "--own-module", "Arbiter"])
    if checks.expect(derived.returncode == 0, f"qml_runtime_packages.py failed: {derived.stderr.strip()}"):
        needed = set(derived.stdout.split())
        declared_qml = {name for name in declared if name.startswith("qml6-module-")}
        for missing in sorted(needed - declared_qml):
            checks.expect(False, f"the QML the app loads needs {missing}, which the package does not declare: "
                                 f"add it to ARBITER_QML_RUNTIME_PACKAGES in packaging/CMakeLists.txt")
        for extra in sorted(declared_qml - needed):
            checks.expect(False, f"the package declares {extra}, which no QML the app loads imports: "
                                 f"remove it from ARBITER_QML_RUNTIME_PACKAGES in packaging/CMakeLists.txt")
    return depends


def owner_of_library(path: str) -> str:
    """The package that installed a library, whichever of its names dpkg
    knows: the link or its target, under /lib or /usr/lib (Debian 12 merges
    the two, but each package keeps the name it was built with)."""
    names = {path, os.path.realpath(path)}
    names |= {name.removeprefix("/usr") if name.startswith("/usr/") else "/usr" + name for name in names}
    for line in run(["dpkg-query", "-S", *sorted(names)]).stdout.splitlines():
        return line.split(":")[0]
    return f"no package (nobody owns {path})"


def check_libraries(root: pathlib.Path, depends: str, checks: Checks) -> None:
    """Every library the binaries load is in a package the .deb depends on
    (dpkg-shlibdeps' job), and none is Qt's private API (which would tie the
    package to one exact Qt release, not the ">=" it declares)."""
    checks.step("the binaries' libraries")
    declared = {name for group in package_names(depends) for name in group}
    for binary in ["arbiter", "arbiter-cli"]:
        path = root / "usr/bin" / binary
        ldd = run(["ldd", str(path)])
        libraries = re.findall(r"=>\s+(/\S+)", ldd.stdout)
        checks.expect(ldd.returncode == 0 and "not found" not in ldd.stdout,
                      f"{binary} does not find all its libraries:\n{ldd.stdout}")
        needed = set(re.findall(r"NEEDED\s+\[(.+)\]", run(["readelf", "-d", str(path)]).stdout))
        direct = [lib for lib in libraries if pathlib.Path(lib).name in needed]
        checks.expect(len(direct) == len(needed), f"ldd does not show where all of {binary}'s libraries are")
        for library in direct:
            package = owner_of_library(library)
            checks.expect(package in declared,
                          f"{binary} links to {library} of {package}, which Depends does not name")
        private = run(["objdump", "-T", str(path)]).stdout.count("Qt_6_PRIVATE_API")
        checks.expect(private == 0, f"{binary} uses {private} symbols of Qt's private API")


def check_contents(deb: pathlib.Path, args, checks: Checks) -> None:
    checks.step("the files in the package")
    listing = run(["dpkg-deb", "-c", str(deb)]).stdout
    files = {line.split()[-1].lstrip(".") for line in listing.splitlines() if not line.startswith("d")}
    expected = {
        "/usr/bin/arbiter", "/usr/bin/arbiter-cli",
        f"/usr/share/applications/{args.app_id}.desktop",
        f"/usr/share/metainfo/{args.app_id}.metainfo.xml",
        f"/usr/share/icons/hicolor/scalable/apps/{args.app_id}.svg",
        "/usr/share/man/man1/arbiter.1.gz", "/usr/share/man/man1/arbiter-cli.1.gz",
        "/usr/share/doc/arbiter/copyright", "/usr/share/doc/arbiter/changelog.gz",
        "/usr/share/doc/arbiter/cli.md", "/usr/share/doc/arbiter/table-mode.md",
    }
    for missing in sorted(expected - files):
        checks.expect(False, f"the package lacks {missing}")
    for extra in sorted(files - expected):
        checks.expect(False, f"the package holds {extra}, which this test does not know (add it here if intended)")
    for line in listing.splitlines():
        mode, owner = line.split()[:2]
        checks.expect(owner == "root/root", f"{line.split()[-1]} is owned by {owner}, not root/root")
        if mode.startswith("d"):
            checks.expect(mode == "drwxr-xr-x", f"the folder {line.split()[-1]} has mode {mode}")


def check_desktop_entry(root: pathlib.Path, args, checks: Checks) -> None:
    checks.step("the launcher")
    desktop = root / f"usr/share/applications/{args.app_id}.desktop"
    result = run(["desktop-file-validate", str(desktop)])
    checks.expect(result.returncode == 0 and not result.stdout.strip(),
                  f"desktop-file-validate: {result.stdout.strip()} {result.stderr.strip()}")
    entry = dict(line.split("=", 1) for line in desktop.read_text(encoding="utf-8").splitlines() if "=" in line)
    checks.expect((root / "usr/bin" / entry.get("Exec", "").split()[0]).is_file() if entry.get("Exec") else False,
                  f"the launcher runs {entry.get('Exec')!r}, which is not a program in the package")
    checks.expect(entry.get("Icon") == args.app_id, f"the launcher's icon is {entry.get('Icon')!r}, not {args.app_id}")
    for key in ["GenericName", "Comment", "Keywords"]:
        checks.expect(f"{key}[de]" in entry, f"the launcher has no German {key}")
    for game in GAMES:
        checks.expect(game in entry.get("Keywords", "").split(";"), f"the launcher's Keywords lack {game}")


def check_appstream(root: pathlib.Path, args, checks: Checks) -> None:
    checks.step("the AppStream data")
    metainfo = root / f"usr/share/metainfo/{args.app_id}.metainfo.xml"
    result = run(["appstreamcli", "validate", "--no-net", "--no-color", str(metainfo)])
    checks.expect(result.returncode == 0, f"appstreamcli validate:\n{result.stdout}{result.stderr}")
    component = ElementTree.parse(metainfo).getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    checks.expect(component.findtext("id") == args.app_id, f"AppStream id {component.findtext('id')!r}")
    checks.expect(component.findtext("launchable") == f"{args.app_id}.desktop", "AppStream launchable is not the launcher")
    keywords = [k.text for k in component.iter("keyword") if k.get(lang) is None]
    for game in GAMES:
        checks.expect(game in keywords, f"AppStream keywords lack {game}")
    releases = [r.get("version") for r in component.iter("release")]
    checks.expect(releases[:1] == [args.version], f"the newest AppStream release is {releases[:1]}, not {args.version}")
    checks.expect(any(p.get(lang) == "de" for p in component.find("description")), "the description has no German")
    images = [i.text for i in component.iter("image")]
    checks.expect(bool(images), "AppStream lists no screenshots")
    for url in images:
        checks.expect(url.startswith("https://") and (args.source_dir / "docs/screenshots" / url.rsplit("/", 1)[-1]).is_file(),
                      f"the screenshot {url} is not an https address of a file in docs/screenshots")


def check_man_pages(root: pathlib.Path, environment: dict[str, str], args, checks: Checks) -> None:
    """Each man page says what the installed binary's --help says: every
    option of one is in the other, and the version is the project's."""
    checks.step("man pages against --help and --version")
    for binary in ["arbiter", "arbiter-cli"]:
        page = gzip.decompress((root / f"usr/share/man/man1/{binary}.1.gz").read_bytes()).decode()
        page = page.replace("\\-", "-").replace("\\fB", "").replace("\\fR", "").replace("\\fI", "")
        helped = run([binary, "--help"], env=environment)
        checks.expect(helped.returncode == 0, f"{binary} --help exits {helped.returncode}: {helped.stderr}")
        in_help = set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", helped.stdout))
        in_page = set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", page))
        for option in sorted(in_help - in_page):
            checks.expect(False, f"{binary} --help has {option}, its man page does not")
        for option in sorted(in_page - in_help):
            checks.expect(False, f"the man page of {binary} has {option}, its --help does not")
        version = run([binary, "--version"], env=environment).stdout.strip()
        checks.expect(version == f"{binary} {args.version}", f"{binary} --version says {version!r}")
        checks.expect(f'"{binary} {args.version}"' in page, f"the man page of {binary} is not of version {args.version}")


def install_qt_runtime(root: pathlib.Path, depends: str, args, checks: Checks) -> None:
    """Copies into the scratch root the Qt plugins and QML modules of the
    packages apt installs with this one, and points Qt there alone: a module
    or plugin the package forgot to declare is then missing, as on a fresh
    machine. (Libraries come from this machine; dpkg-shlibdeps declares them,
    and check_libraries checks it did.)"""
    checks.step("the Qt runtime the declared packages bring")
    closure = dependency_closure(depends, installed_packages())
    files = run(["dpkg-query", "-L", *sorted(closure)]).stdout.splitlines()
    copied = 0
    for name in files:
        path = pathlib.Path(name)
        if (path.is_relative_to(args.qt_plugin_dir) or path.is_relative_to(args.qt_qml_dir)) and path.is_file():
            target = root / path.relative_to("/")
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target, follow_symlinks=False)
            copied += 1
    checks.expect(copied > 0, "the declared packages bring no Qt plugins or QML modules at all")
    # qt.conf beside the binaries is where Qt looks for its paths first.
    (root / "usr/bin/qt.conf").write_text(
        "[Paths]\n"
        f"Prefix={root}/usr\n"
        f"Plugins={root}{args.qt_plugin_dir}\n"
        f"QmlImports={root}{args.qt_qml_dir}\n", encoding="utf-8")


def check_installed_app(root: pathlib.Path, environment: dict[str, str], args, checks: Checks) -> None:
    # Each screen once, every language (the full walk, four times as long,
    # is qml.self_test's on the build tree): every page's QML, the Qt modules
    # it imports, the SQLite driver and the translations, from the package.
    checks.step("arbiter --self-test --each-screen-once from the scratch root")
    result = run(["arbiter", "--self-test", "--each-screen-once"], env=environment, timeout=240)
    checks.expect(result.returncode == 0 and " 0 failures, 0 QML warnings" in result.stderr,
                  f"the installed arbiter --self-test exits {result.returncode}:\n{result.stderr[-4000:]}")


def check_installed_cli(root: pathlib.Path, environment: dict[str, str], args, checks: Checks) -> None:
    checks.step("arbiter-cli from PATH")
    requests = [
        {"op": "version"},
        {"op": "rules", "query": "push"},
        {"op": "session.new", "game": "theosis", "players": ["Ann"], "seed": 5, "title": "Installed"},
        {"op": "session.list"},
    ]
    result = run(["arbiter-cli"], env=environment, input="".join(json.dumps(r) + "\n" for r in requests), timeout=60)
    answers = [json.loads(line) for line in result.stdout.splitlines() if line.strip()]
    if not checks.expect(result.returncode == 0 and len(answers) == len(requests) and all(a.get("ok") for a in answers),
                         f"arbiter-cli from PATH answered {result.stdout[:2000]!r} {result.stderr[:2000]!r}"):
        return
    checks.expect(answers[0].get("version") == args.version, f"the version op says {answers[0].get('version')!r}")
    checks.expect(len(answers[1].get("results", [])) > 0,
                  "the rules reference found nothing for 'push': it is not in the installed binary")
    checks.expect([s["title"] for s in answers[3]["sessions"]] == ["Installed"], "the new session is not listed")
    database = pathlib.Path(environment["HOME"]) / ".local/share/Arbiter/arbiter/arbiter.sqlite"
    checks.expect(database.is_file(), f"the sessions are not in the user's data folder ({database})")


def start_lintian(deb: pathlib.Path) -> subprocess.Popen:
    # Lintian takes the longest of all the checks; it runs beside the others.
    return subprocess.Popen(["lintian", "--tag-display-limit", "0", str(deb)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def check_lintian(lintian: subprocess.Popen, args, checks: Checks) -> None:
    checks.step("lintian's verdict")
    output, errors = lintian.communicate(timeout=300)
    tags = re.findall(r"^([EW]): arbiter[^:]*: (\S+)(.*)$", output, re.MULTILINE)
    documented = (args.source_dir / "docs/packaging.md").read_text(encoding="utf-8")
    for severity, tag, detail in tags:
        if severity == "E":
            checks.expect(False, f"lintian error {tag}{detail}")
        else:
            checks.expect(f"`{tag}`" in documented,
                          f"lintian warns {tag}{detail}, which docs/packaging.md does not explain")
    checks.expect(lintian.returncode in (0, 1, 2) and not re.search(r"^(internal error|Traceback)", errors, re.M),
                  f"lintian itself failed: {errors.strip()}")
    print(output, end="")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build-dir", type=pathlib.Path, required=True)
    parser.add_argument("--source-dir", type=pathlib.Path, required=True)
    parser.add_argument("--version", required=True)
    parser.add_argument("--app-id", required=True)
    parser.add_argument("--qt-plugin-dir", type=pathlib.Path, required=True)
    parser.add_argument("--qt-qml-dir", type=pathlib.Path, required=True)
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder and print where it is")
    args = parser.parse_args()

    checks = Checks()
    workdir = pathlib.Path(tempfile.mkdtemp(prefix="arbiter-package-"))
    try:
        deb = build_package(args, workdir, checks)
        lintian = start_lintian(deb)
        depends = check_control(deb, args, checks)
        check_contents(deb, args, checks)

        root = workdir / "root"
        subprocess.run(["dpkg", "-x", str(deb), str(root)], check=True)
        home = workdir / "home"
        runtime = workdir / "runtime"
        for folder in (home, runtime):
            folder.mkdir(mode=0o700)
        # As a player's session would be: only the scratch root's programs on
        # PATH before the system's, a home of its own, and no Qt variables
        # that could lead Qt to modules outside the scratch root.
        environment = {key: value for key, value in os.environ.items()
                       if not key.startswith(("QT_", "QML", "XDG_", "ARBITER_")) and key != "LD_LIBRARY_PATH"}
        environment.update(PATH=f"{root}/usr/bin:/usr/bin:/bin", HOME=str(home), XDG_RUNTIME_DIR=str(runtime),
                           QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8")

        check_libraries(root, depends, checks)
        check_desktop_entry(root, args, checks)
        check_appstream(root, args, checks)
        check_man_pages(root, environment, args, checks)
        install_qt_runtime(root, depends, args, checks)
        check_installed_cli(root, environment, args, checks)
        check_installed_app(root, environment, args, checks)
        check_lintian(lintian, args, checks)
    finally:
        if args.keep:
            print(f"scratch folder kept: {workdir}")
        else:
            shutil.rmtree(workdir, ignore_errors=True)
    checks.step(f"{len(checks.failures)} failed")
    sys.exit(1 if checks.failures else 0)


if __name__ == "__main__":
    main()
