#!/bin/sh
# tests/programs/export.sh - developer tool (never run by the build): export the models of
# tests/programs/models.py as programs beside it, with PyTorch 1.13:
#     tests/programs/export.sh            # all
#     tests/programs/export.sh mlp        # one
# A float model is compared within 1e-4 x max(1, |PyTorch|); an int8 one (dequantized at
# the end: its integers times the scale) within 1e-6.
cd "$(dirname "$0")/../.." || exit 2
for m in ${*:-mlp qcnn traced}; do
	case $m in q*) tol=1e-6 ;; *) tol=1e-4 ;; esac
	/usr/bin/python3 tools/export/uc10_export.py tests/programs/models.py:$m -o tests/programs --name $m \
		--tolerance $tol || exit 1
done
