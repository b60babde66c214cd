#!/bin/sh
# examples/models/programs/export.sh - developer tool (never run by the build): the MLPerf
# Tiny models of examples/models/models.py exported as programs (docs/programs.md) beside
# this script, with PyTorch 1.13:
#     examples/models/programs/export.sh             # all four
#     examples/models/programs/export.sh ds_cnn      # one
cd "$(dirname "$0")/../../.." || exit 2
for m in ${*:-ds_cnn mobilenet_v1 resnet8 autoencoder}; do
	/usr/bin/python3 tools/export/uc10_export.py tests/programs/models.py:$m -o examples/models/programs \
		--name $m || exit 1
done
