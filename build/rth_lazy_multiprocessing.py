# A runtime hook of the frozen app's (build/cardtable.spec puts it in place of PyInstaller's own
# pyi_rth_multiprocessing, whose text it is given as ORIGINAL when the app is built).
#
# PyInstaller's hook imports multiprocessing at every start: 10 ms and more before the first frame
# (issue 43), for a module the app needs only later, for the computer players' worker process. Here
# the same hook runs at start only in a process that multiprocessing itself started (a worker:
# --multiprocessing-fork; the resource tracker: -c ...); in the app, when multiprocessing is first
# imported, just after it has loaded - so it is patched as before, before anything uses it.

ORIGINAL = ""  # the spec writes PyInstaller's hook here


def _pyi_lazy_multiprocessing():
    import sys

    def run_original():
        exec(compile(ORIGINAL, "pyi_rth_multiprocessing", "exec"), {"__name__": "pyi_rth_multiprocessing"})

    if any(a == "-c" or a.startswith("--multiprocessing") for a in sys.argv[1:]):
        run_original()
        return

    class Patching:
        """The real loader of multiprocessing, and the hook run once the module has loaded."""

        def __init__(self, loader):
            self.loader = loader

        def create_module(self, spec):
            return self.loader.create_module(spec)

        def exec_module(self, module):
            self.loader.exec_module(module)
            module.__loader__ = self.loader
            if module.__spec__ is not None:
                module.__spec__.loader = self.loader
            run_original()

    class Later:
        """Waits, in sys.meta_path, for the first import of multiprocessing."""

        def find_spec(self, name, path=None, target=None):
            if name != "multiprocessing":
                return None
            sys.meta_path.remove(self)
            for finder in sys.meta_path:
                find = getattr(finder, "find_spec", None)
                spec = find(name, path, target) if find is not None else None
                if spec is not None:
                    if spec.loader is not None:
                        spec.loader = Patching(spec.loader)
                    return spec
            return None

    sys.meta_path.insert(0, Later())


_pyi_lazy_multiprocessing()
del _pyi_lazy_multiprocessing
