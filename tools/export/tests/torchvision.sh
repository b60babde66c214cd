#!/bin/sh
# tools/export/tests/torchvision.sh - developer-side (PyTorch 1.13, torchvision 0.14;
# `make export-torchvision'): torchvision's own classification models at MCU sizes,
# float and int8 (tools/export/tests/tv_models.py), each exported by the exporter and
# run on the host against PyTorch (make program-check: every element within the float
# tolerance, or every integer equal).  Each program builds its own selective build
# (seven models: 2.5 minutes of CPU).
#     tools/export/tests/torchvision.sh [NAME...]
cd "$(dirname "$0")/../../.." || exit 2
. tests/check.sh
out=build/export-torchvision
models=tools/export/tests/tv_models.py
all=$(sed -n 's/^def \([a-z0-9_]*\)(): return .*/\1/p' $models)
mkdir -p $out
for m in ${*:-$all}; do
	rm -rf $out/$m
	if ! /usr/bin/python3 tools/export/uc10_export.py $models:$m -o $out/$m > $out/$m.log 2> $out/$m.err; then
		bad "$m: export failed: $(grep -v -i warn $out/$m.err | tail -5)"
	elif make -s --no-print-directory PROGRAM=$out/$m/$m.m4 program-check > $out/$m.run 2>&1; then
		ok; echo "$m: $(grep -c '^UC10_CALL' $out/$m/$m.m4) calls; $(grep -m1 ': match' $out/$m.run | sed 's/^[^:]*: //')"
	else
		bad "$m: program-check: $(grep -m2 -E 'error|FAIL|MISMATCH' $out/$m.run)"
	fi
done
finish export-torchvision
