#!/bin/sh
# tools/export/tests/families.sh - developer-side (PyTorch 1.13, torchvision 0.14):
# export each model of tools/export/tests/families.py and say what stops it: the
# operators no operator library registers and the calls with no program form, as the
# exporter reports them, or, for an exported program, whether it builds and matches
# PyTorch on the host (make program-check).
#     tools/export/tests/families.sh [NAME...]
cd "$(dirname "$0")/../../.." || exit 2
out=build/export-families
all="mobilenet_v2 mobilenet_v3 shufflenet_v2 squeezenet mnasnet speech1d lstm_vad gru_vad lstm_vad_int8 kwt
unet yolo mobilenet_v2_int8 mobilenet_v3_int8 shufflenet_v2_int8 yolo_int8_fx"
mkdir -p $out
for m in ${*:-$all}; do
	rm -rf $out/$m
	if /usr/bin/python3 tools/export/uc10_export.py tools/export/tests/families.py:$m -o $out/$m \
		> $out/$m.log 2> $out/$m.err; then
		if make -s --no-print-directory PROGRAM=$out/$m/$m.m4 program-check > $out/$m.run 2>&1; then
			echo "$m: exported; $(grep -c '^UC10_CALL' $out/$m/$m.m4) calls; matches PyTorch on the host"
		else
			echo "$m: exported; $(grep -c '^UC10_CALL' $out/$m/$m.m4) calls; program-check: $(grep -m1 -E 'error|FAIL|MISMATCH' $out/$m.run)"
		fi
	else
		ops=$(sed -n 's/^  \([a-z_]*::[A-Za-z0-9_.]*\)$/\1/p' $out/$m.err | tr '\n' ' ')
		other=$(sed -n 's/^calls with no program form: //p' $out/$m.err)
		echo "$m: stopped: ${ops:-no operator missing}${other:+; $other call(s) with no program form}"
	fi
done
