"""``python -m krverify``: the ``krverify`` command."""

from krverify.cli import main

raise SystemExit(main())
