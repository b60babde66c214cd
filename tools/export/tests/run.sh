#!/bin/sh
# tools/export/tests/run.sh - developer-side (needs /usr/bin/python3 with PyTorch
# 1.13; `make export-check'): export each model of tools/export/tests/models.py,
# check what the exporter made of the trace (Note [Export-time values] in
# tools/export/uc10_export.py), and run the programs on the host against PyTorch's
# output (make program-check).  The build of a program never needs Python; this
# tests the exporter.
cd "$(dirname "$0")/../../.." || exit 2
. tests/check.sh
out=build/export-test
models=tools/export/tests/models.py
export_() {   # export_ NAME: the program in $out/NAME, the exporter's stderr in $out/NAME.err
	rm -rf $out/$1; mkdir -p $out
	/usr/bin/python3 tools/export/uc10_export.py $models:$1 -o $out/$1 > /dev/null 2> $out/$1.err
}
has() {       # has NAME WHAT REGEX: the program's calls match REGEX
	if grep -q "$3" $out/$1/$1.m4; then ok; else bad "$1: $2: no line matches '$3'"; fi
}
hasnt() {
	if grep -q "$3" $out/$1/$1.m4; then bad "$1: $2: a line matches '$3'"; else ok; fi
}
runs() {      # runs NAME: the program matches PyTorch on the host
	if make -s --no-print-directory PROGRAM=$out/$1/$1.m4 program-check > $out/$1.run 2>&1; then ok
	else bad "$1: program-check: $(tail -3 $out/$1.run)"; fi
}

# Sizes read from tensors are literals; no call is left to compute them.
if export_ shapes; then
	has shapes 'x.shape[0] in a view' "aten::view', \`v4, \[2, -1\]'"
	has shapes 'bs, _, ny, nx = p.shape' "aten::view', \`v1, \[2, 3, 4, 3, 3\]'"
	hasnt shapes 'size calls' 'aten::size\|aten::Int\|NumToTensor'
	runs shapes
else bad "shapes: export failed: $(cat $out/shapes.err)"; fi

# Python numbers take the Scalar overloads; without one, a 0-dim constant.
if export_ scalars; then
	has scalars 'x * (1/6)' "aten::mul.Scalar', \`v1, 0.16666666666666666'"
	has scalars 'x + 3.0' "aten::add.Scalar', \`v2, 3.0, 1'"
	if grep -q "aten::sub.Scalar" tables/*.m4; then has scalars 'x - 1.5' "aten::sub.Scalar', \`v6, 1.5, 1'"
	else has scalars 'x - 1.5 (no sub.Scalar)' "UC10_CONST(\`c2', \`Float', \`'"; fi
	runs scalars
else bad "scalars: export failed: $(cat $out/scalars.err)"; fi

# chunk: one slice a piece.
if export_ chunks; then
	has chunks 'first half' "aten::slice.Tensor', \`v1, 1, 0, 8, 1'"
	has chunks 'second half' "aten::slice.Tensor', \`v1, 1, 8, 16, 1'"
	runs chunks
else bad "chunks: export failed: $(cat $out/chunks.err)"; fi

# Several results: UC10_CALL and UC10_RESULT lines, planned as one buffer.
if export_ results; then
	has results 'first result' "UC10_CALL(\`v1', \`Float', \`2, 3, 4, 4', \`aten::native_batch_norm'"
	has results 'second result' "UC10_RESULT(\`v1_1', \`Float', \`0')"
	has results 'third result' "UC10_RESULT(\`v1_2', \`Float', \`0')"
	runs results
else bad "results: export failed: $(cat $out/results.err)"; fi

# nn.LSTM: its zero state's sizes fold; what is left is the lstm call (three
# results), exported once an operator library registers aten::lstm.input.
if export_ recurrent; then
	has recurrent 'lstm' "\`aten::lstm.input'"
	has recurrent 'h_n' "UC10_RESULT(\`v1_1', \`Float', \`1, 1, 5')"
	runs recurrent
elif grep -q "^  aten::lstm.input$" $out/recurrent.err && [ "$(grep -c '^  [a-z_]*::' $out/recurrent.err)" = 1 ] &&
	! grep -q 'no program form' $out/recurrent.err; then ok
else bad "recurrent: reported more than aten::lstm.input: $(cat $out/recurrent.err)"; fi

# F.interpolate's float[] of factors: the aten::upsample_nearest2d call of PyTorch's composite.
if export_ upsample; then
	has upsample 'output size and scales' "aten::upsample_nearest2d', \`v1, \[8, 10\], 2.0, 2.0'"
	hasnt upsample '.vec' 'upsample_nearest2d.vec'
	runs upsample
else bad "upsample: export failed: $(cat $out/upsample.err)"; fi

# A quantized 1-d convolution: one row of a 2-d one, as PyTorch runs it.
if export_ qconv1d; then
	has qconv1d 'to one row' "aten::unsqueeze', \`v1, 2'"
	has qconv1d 'the 2-d convolution' "QUInt8', \`1, 6, 1, 6', \`quantized_unpacked::conv2d_relu', \`v2, c0, c1, \[1, 2\], \[0, 1\], \[1, 1\], 1,"
	has qconv1d 'back to 1-d' "aten::squeeze.dim', \`v3, 2'"
	runs qconv1d
else bad "qconv1d: export failed: $(cat $out/qconv1d.err)"; fi

# Everything that stops an export, reported at once, nothing written.
if export_ unsupported; then bad "unsupported: exported"
else
	e=$out/unsupported.err
	grep -q '^uc10_export: operators no operator library registers (tables/\*.m4, --tables): 2$' $e && ok ||
		bad "unsupported: no count of 2 operators: $(cat $e)"
	for want in '^  aten::cumsum$' '^    schema: aten::cumsum(Tensor self, int dim, \*, ScalarType? dtype=None) -> Tensor$' \
		'^  aten::flip$' '^    schema: aten::flip(Tensor self, int\[\] dims) -> Tensor$' \
		'^calls with no program form: 1$' '^  the model returns 2 values (a tuple or a list); a program returns one tensor$'; do
		grep -q "$want" $e && ok || bad "unsupported: no line '$want' in: $(cat $e)"
	done
	# every place: cumsum twice (fc's output, the input), flip once, each with its source line
	[ "$(sed -n '/^  aten::cumsum$/,/^  aten::flip$/p' $e | grep -c '^    at: forward, models.py:[0-9]*$')" = 2 ] && ok ||
		bad "unsupported: cumsum's two places not listed: $(cat $e)"
	[ -e $out/unsupported ] && bad "unsupported: something written: $(ls $out/unsupported)" || ok
fi
finish export
