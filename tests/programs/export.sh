#!/bin/sh
# tests/programs/export.sh - developer tool (never run by the build): export every model of
# tests/programs/models.py as a program beside it, with PyTorch 1.13:
#     tests/programs/export.sh            # all
#     tests/programs/export.sh mlp        # one
cd "$(dirname "$0")/../.." || exit 2
for m in ${*:-mlp}; do
	/usr/bin/python3 tools/export/uc10_export.py tests/programs/models.py:$m -o tests/programs --name $m || exit 1
done
