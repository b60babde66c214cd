#!/bin/sh
# examples/models/programs/export.sh - developer tool (never run by the build): the MLPerf
# Tiny models of examples/models/models.py, float and int8 (PyTorch's post-training
# quantization, models.build_int8), exported as programs (docs/programs.md) beside this
# script, with PyTorch 1.13:
#     examples/models/programs/export.sh                  # all eight
#     examples/models/programs/export.sh ds_cnn_int8      # one
# A float program is compared with PyTorch within 1e-4 x max(1, |PyTorch|), an int8 one
# integer for integer (its output is the quantized tensor).
cd "$(dirname "$0")/../../.." || exit 2
for m in ${*:-ds_cnn mobilenet_v1 resnet8 autoencoder ds_cnn_int8 mobilenet_v1_int8 resnet8_int8 autoencoder_int8}; do
	/usr/bin/python3 tools/export/uc10_export.py examples/models/models.py:$m -o examples/models/programs || exit 1
done
