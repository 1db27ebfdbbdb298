# Starts Orca for one test worker, as /usr/bin/orca does, with its preferences folder as the only argument, but
# without its check for other Orcas: /usr/bin/orca refuses to start while any Orca of the same user runs (pgrep -x
# orca), even on another display and D-Bus session, so workers (and people) listening in parallel could not. Run with
# Debian's /usr/bin/python3, which has Orca's modules.
import sys

from orca import orca

manager = orca.getSettingsManager()
manager.activate(sys.argv[1], {})
sys.path.insert(0, manager.getPrefsDir())
sys.exit(orca.main())
