#!/bin/sh
# examples/models/programs/export.sh - developer tool (never run by the build): the models
# of examples/models/, float and int8, exported as programs (docs/programs.md) beside this
# script, with PyTorch 1.13 and torchvision 0.14: the MLPerf Tiny ones of models.py (int8
# by PyTorch's post-training quantization, models.build_int8) and the families of zoo.py
# (MobileNetV2 / V3, a 1-D convolutional speech model, a U-Net, a YOLO-style detector).
#     examples/models/programs/export.sh                  # every one of the models' list
#     examples/models/programs/export.sh ds_cnn_int8      # one
# The list is MODEL_LIST of mk/program.mk, which `make check' and model-bench run.
# A float program is compared with PyTorch within 1e-4 x max(1, |PyTorch|), an int8 one
# integer for integer (its output is the quantized tensor).
cd "$(dirname "$0")/../../.." || exit 2
all=$(sed -n 's/^MODEL_LIST *[:+]\{0,1\}= *//p' mk/program.mk)
for m in ${*:-$all}; do
	src=examples/models/models.py
	grep -q "^def $m()" examples/models/zoo.py && src=examples/models/zoo.py
	grep -q "^def $m()" examples/models/sequence.py && src=examples/models/sequence.py
	/usr/bin/python3 tools/export/uc10_export.py $src:$m -o examples/models/programs || exit 1
done
