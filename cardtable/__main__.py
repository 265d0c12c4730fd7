"""`python -m cardtable` and the `cardtable` command."""

# The guard below is this module's first work: nothing is imported before it that the interpreter has
# not loaded already (no __future__; ``_signal`` rather than ``signal``, which would load enum and more).
import os
import sys

TYPE_CHECKING = False  # (true to the type checker: ``typing`` is not loaded this early)
if TYPE_CHECKING:
    import signal  # what ``_signal`` is to the type checker (its stubs describe the wrapper)
else:
    try:
        import _signal as signal
    except ImportError:  # another Python: the module that wraps it
        import signal


def _early_interrupt(signum: int, frame: object) -> None:
    os._exit(130)  # Ctrl-C while still loading (or done): nothing to save, nothing to say


def _guard_loading() -> "signal._HANDLER":
    """From the moment this module is loaded (the `cardtable` command imports it first), a
    Ctrl-C exits 130 at once; ``main`` hands Ctrl-C back to Python once the program is loaded,
    and guards again when it is done (before the exit)."""
    try:
        return signal.signal(signal.SIGINT, _early_interrupt)
    except (ValueError, OSError):  # not the main thread
        return None


_PREVIOUS = _guard_loading()


def main() -> int:
    """The program; a Ctrl-C at any moment (even while it is still loading) exits 130 without a
    traceback, and a reader that leaves the pipe early (``| head``) is not an error."""
    try:
        previous = _guard_loading()
        if previous is _early_interrupt:  # guarded since this module was loaded
            previous = _PREVIOUS
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        if getattr(sys, "frozen", False) and any(a == "-c" or a.startswith("--multiprocessing") for a in sys.argv[1:]):
            import multiprocessing  # only here: a process the frozen app's multiprocessing started (issue 43)

            multiprocessing.freeze_support()  # the computer players' worker processes: they work and exit here
        from .cli.main import main as cli_main

        if previous is not None:
            signal.signal(signal.SIGINT, previous)  # from here Ctrl-C is KeyboardInterrupt: the game is saved
        return cli_main(sys.argv[1:])
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        _quiet_stdout()
        return 0
    finally:
        _guard_loading()  # done: a Ctrl-C between here and the exit is the exit, not a traceback


def _quiet_stdout() -> None:
    """The reader of our output has gone: send what is left nowhere (no error at exit)."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:  # between main() and the exit
        os._exit(130)
