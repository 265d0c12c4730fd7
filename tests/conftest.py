import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile("default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("ci", deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=60)
settings.load_profile("ci" if os.environ.get("CI") else "default")

import pytest  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def _cardtable_home_for_the_session(tmp_path_factory):
    """No test touches the player's own data folder: the app's files go to a temporary one."""
    old = os.environ.get("CARDTABLE_HOME")
    os.environ["CARDTABLE_HOME"] = str(tmp_path_factory.mktemp("cardtable-home"))
    yield
    if old is None:
        os.environ.pop("CARDTABLE_HOME", None)
    else:
        os.environ["CARDTABLE_HOME"] = old

