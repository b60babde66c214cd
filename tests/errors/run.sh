#!/bin/sh
# tests/errors/run.sh - build-time errors of the generator.  Each
# tests/errors/NAME.m4 whose first line is `m4_dnl EXPECT: LINE: error: MSG'
# must stop the generator, with `tests/errors/NAME.m4:LINE: error: MSG...'
# on stderr and no output file left behind; each ok_*.m4 must generate.
# wrong_signature.c must not compile against its generated header.
# tests/errors/programs/ holds programs (Note [Programs] in m4/program.m4):
# each is read after the operator libraries and emitted as its C, as
# mk/program.mk does; an ok_ program's C must compile.
cd "$(dirname "$0")/../.." || exit 2
out=build/host/errors-test; mkdir -p $out
. tests/check.sh
libs="tables/myops.m4 tables/tracer.m4 tables/aten_defs.m4 tables/aten_cpu.m4 tables/aten_quantized.m4"
gen() {   # gen FILE DIR: DIR/uc10_ops.h and .c, as the build generates them;
	  # a program: DIR/prog.c, its C (mk/program.mk)
	rm -rf "$2"
	case $1 in
	tests/errors/programs/*) mkdir -p "$2" && tools/gen.sh -e emit_program -D UC10_PART=c -o "$2/prog.c" \
		m4/program.m4 $libs "$1" 2> $out/stderr ;;
	*) tools/gen.sh "$2" "$1" 2> $out/stderr ;;
	esac
}
# An ok_ program's C compiles against the product's header (every operator
# declared) and an empty data header.
make -s --no-print-directory PORT=host build/host/gen/uc10_ops.h build/host/gen/uc10_keys.h >/dev/null || exit 1
: > $out/t_data.h

for f in tests/errors/*.m4 tests/errors/programs/*.m4; do
	name=$(basename "$f" .m4)
	case "$f" in
	*/programs/ok_*)
		if ! gen "$f" $out/$name; then bad "$name: should generate: $(cat $out/stderr)"
		elif ! ${CC:-cc} -std=c11 -Wall -Wextra -Werror -I$out -Iinclude -Ibuild/host/gen -fsyntax-only \
			$out/$name/prog.c 2> $out/cc.err; then bad "$name: does not compile: $(cat $out/cc.err)"
		else ok; fi
		continue ;;
	esac
	case "$name" in
	ok_*)
		if gen "$f" $out/$name && tools/gen.sh -e emit_dump -o $out/$name.dump "$f" 2> $out/stderr; then ok
		else bad "$name: should generate: $(cat $out/stderr)"; fi
		continue ;;
	wrong_signature) continue ;;
	esac
	want=$(sed -n '1s/^m4_dnl EXPECT: //p' "$f")
	[ -n "$want" ] || { bad "$name: no EXPECT line"; continue; }
	if gen "$f" $out/$name; then
		bad "$name: generated, expected: $want"
	elif ! grep -qF "$f:$want" $out/stderr; then
		bad "$name: wanted '$f:$want', got: $(cat $out/stderr)"
	elif [ -n "$(ls -A $out/$name)" ]; then
		bad "$name: output left behind: $(ls -A $out/$name)"
	else ok; fi
done

# Names that would mangle alike take the escaped C names of Note
# [Generated names] (include/uc10/dispatcher.h), and the C compiles.
d=$out/mangle
make -s --no-print-directory PORT=host build/host/gen/uc10_keys.h >/dev/null
if gen tests/errors/ok_mangle_clash.m4 $d; then
	for n in quantized_add quantized_add_out_9_3 quantized_add_out_9_7 quantized_add_out_9_3_9_11 \
		a_b_c_3_1 a_b_c_1_3 a_b_c_1_1; do
		grep -q "^#define UC10_OP_$n " $d/uc10_ops.h && ok || bad "ok_mangle_clash: no UC10_OP_$n"
	done
	[ "$(grep -c '^#define UC10_OP_' $d/uc10_ops.h)" = 7 ] && ok || bad "ok_mangle_clash: not 7 operators"
	if ${CC:-cc} -std=c11 -Wall -Wextra -Werror -I$d -Iinclude -Ibuild/host/gen -c $d/uc10_ops.c -o $d/ops.o 2> $d/cc.err
	then ok; else bad "ok_mangle_clash: uc10_ops.c does not compile: $(head -5 $d/cc.err)"; fi
else bad "ok_mangle_clash did not generate: $(cat $out/stderr)"; fi

# A catch-all kernel is one at CompositeImplicitAutograd (1.13), written
# either way; an override replaces a kernel by a fallthrough and back.
cat > $out/explicit_cia.m4 <<'EOF'
UC10_LIBRARY(c)
UC10_DEF(c, `foo(Tensor a) -> Tensor')
UC10_IMPL(c, CompositeImplicitAutograd, foo, foo_any)
UC10_LIBRARY(d)
UC10_DEF(d, `bar(Tensor a) -> Tensor')
UC10_IMPL(d, CompositeImplicitAutograd, bar, bar_any)
UC10_DEF(d, `baz(Tensor a) -> Tensor')
UC10_IMPL_FALLTHROUGH(d, CompositeImplicitAutograd, baz)
EOF
if tools/gen.sh -e emit_dump -o $out/explicit_cia.dump $out/explicit_cia.m4 2> $out/stderr; then
	cmp -s $out/explicit_cia.dump $out/ok_catchall.dump && ok || bad "ok_catchall: not the dump of the same kernels at CompositeImplicitAutograd"
else bad "explicit_cia.m4 did not generate: $(cat $out/stderr)"; fi
grep -qx '  AutogradCPU: fallthrough \[kernel\]' $out/ok_fallthrough_override.dump && ok || bad "ok_fallthrough_override: AutogradCPU is not the fallthrough"
grep -qx '  CPU: bar_cpu \[kernel\]' $out/ok_fallthrough_override.dump && ok || bad "ok_fallthrough_override: CPU is not bar_cpu"
grep -q 'foo_autograd' $out/ok_fallthrough_override.dump && bad "ok_fallthrough_override: the replaced kernel is still in the table" || ok

# A kernel with the wrong C signature is a compile error.
d=$out/sig
if gen tests/errors/wrong_signature.m4 $d; then
	if ${CC:-cc} -std=c11 -Wall -Wextra -Werror -I$d -Iinclude -Ibuild/host/gen -c \
		tests/errors/wrong_signature.c -o $d/wrong.o 2> $d/cc.err; then
		bad "wrong_signature.c compiled"
	elif grep -q "conflicting types for .foo_cpu." $d/cc.err; then ok
	else bad "wrong_signature.c: unexpected error: $(cat $d/cc.err)"; fi
else bad "wrong_signature.m4 did not generate: $(cat $out/stderr)"; fi

# A plan whose mirror of a kernel's scratch (m4/program.m4) is not the
# kernel's: tests/programs/qcnn with its convolution's mirror short of the
# int8 core's buffer (the records only: the kernel runs its fallback) and
# its linear layer's 64 bytes too large.  program-check must fail and say
# which call and what the kernel asked for, the result still PyTorch's.
# (PREPARE=0: the quantized_unpacked:: calls, whose kernels have a
# fallback, not the prepared ones: Note [Prepared calls] in m4/program.m4.)
s=$out/stale; rm -rf $s; mkdir -p $s
cat > $s/mirror.m4 <<'EOF'
m4_define(`_uc10_pg_scratch_quantized_unpacked::conv2d', `_uc10_pg_r8(`32 * _uc10_pg_sz(1, 0)')')
m4_define(`_uc10_pg_scratch_quantized_unpacked::linear', `m4_eval(_uc10_pg_qlinear + 64)')
EOF
{ sed -n '1,/^UC10_PROGRAM(/s/^UC10_PROGRAM(`qcnn/UC10_PROGRAM(`stale_qcnn/p' tests/programs/qcnn.m4; cat $s/mirror.m4
  sed '1,/^UC10_PROGRAM(/d' tests/programs/qcnn.m4; } > $s/stale_qcnn.m4
cp tests/programs/qcnn_data.h $s/; cp tests/programs/qcnn_data.c $s/stale_qcnn_data.c; cp tests/programs/qcnn_data.h $s/stale_qcnn_data.h
if make -s --no-print-directory PORT=host PREPARE=0 PROGRAM=$s/stale_qcnn.m4 program-check > $s/out 2>&1; then
	bad "stale mirror: program-check passed: $(cat $s/out)"
else
	grep -q '^stale_qcnn: match' $s/out && ok || bad "stale mirror: the result is not PyTorch's: $(cat $s/out)"
	grep -q '^stale_qcnn: FAILED: 1 call(s) ran without the scratch their kernel asked for (its slower fallback); the first, stale_qcnn.m4:[0-9]* quantized_unpacked::conv2d, was refused 72 bytes (the plan reserves 128)$' $s/out \
		&& ok || bad "stale mirror: no fallback reported for the convolution: $(cat $s/out)"
	grep -q '^stale_qcnn: FAILED: 1 call(s) used less scratch than the plan reserves; the first, stale_qcnn.m4:[0-9]* quantized_unpacked::linear, used 320 of 384 bytes$' $s/out \
		&& ok || bad "stale mirror: no spare scratch reported for the linear layer: $(cat $s/out)"
fi

# The same for a prepared call (Note [Prepared calls] in m4/program.m4),
# whose kernel has no fallback: the convolution's mirror of its widened
# rows zero, the call fails and program-check names it.
s2=$out/stale2; rm -rf $s2; mkdir -p $s2
{ sed -n '1,/^UC10_PROGRAM(/s/^UC10_PROGRAM(`qcnn/UC10_PROGRAM(`stale2_qcnn/p' tests/programs/qcnn.m4
  echo "m4_define(\`_uc10_pg_prep_conv_scratch', 0)"; sed '1,/^UC10_PROGRAM(/d' tests/programs/qcnn.m4; } > $s2/stale2_qcnn.m4
cp tests/programs/qcnn_data.h $s2/; cp tests/programs/qcnn_data.c $s2/stale2_qcnn_data.c; cp tests/programs/qcnn_data.h $s2/stale2_qcnn_data.h
if make -s --no-print-directory PORT=host PROGRAM=$s2/stale2_qcnn.m4 program-check > $s2/out 2>&1; then
	bad "stale prepared mirror: program-check passed: $(cat $s2/out)"
else
	grep -q '^stale2_qcnn: FAILED at stale2_qcnn.m4:[0-9]* quantized_prepacked::conv2d: out of memory' $s2/out \
		&& ok || bad "stale prepared mirror: the call's failure not reported: $(cat $s2/out)"
fi

# In place (Note [In place] in m4/fuse.m4): a quantized relu whose argument
# is the program's input, a constant, read later or a view keeps its own
# result; one whose argument dies there runs as aten::relu_ on it (twice
# here: the last one's result is the output).  The plans say which.
ip=$out/inplace; rm -rf $ip; mkdir -p $ip
cat > $ip/inplace.m4 <<'EOF'
UC10_PROGRAM(`inplace', `inplace_data.h')
UC10_INPUT(`x', `QUInt8', `1, 8', `inplace_x')
UC10_CONST(`c0', `QUInt8', `1, 8', `inplace_c0', `0.5', `3')
UC10_CALL(`v1', `QUInt8', `1, 8', `aten::relu', `x')
UC10_CALL(`v2', `QUInt8', `1, 8', `aten::relu', `c0')
UC10_CALL(`v3', `QUInt8', `1, 8', `aten::relu', `v1')
UC10_CALL(`v4', `QUInt8', `1, 8', `quantized::add', `v3, v2, 0.5, 3')
UC10_CALL(`v5', `QUInt8', `1, 8', `aten::relu', `v4')
UC10_CALL(`v6', `QUInt8', `1, 8', `quantized::add', `v4, v5, 0.5, 3')
UC10_CALL(`v7', `QUInt8', `8', `aten::flatten.using_ints', `v6, 0, -1')
UC10_CALL(`v8', `QUInt8', `8', `aten::relu', `v7')
UC10_CALL(`v9', `QUInt8', `8', `aten::relu', `v8')
UC10_OUTPUT(`v9')
UC10_REFERENCE(`inplace_ref', `QUInt8', `8', `0.5', `3')
UC10_END_PROGRAM
EOF
if tools/gen.sh -e emit_program -D UC10_PART=plan -o $ip/plan m4/program.m4 tables/aten_defs.m4 tables/aten_cpu.m4 tables/aten_quantized.m4 $ip/inplace.m4 2> $ip/err; then
	want='  2 aten::relu_ inplace.m4:6, in place on v1
  8 aten::relu_ inplace.m4:12, in place on v8'
	got=$(grep 'aten::relu_ ' $ip/plan)
	[ "$got" = "$want" ] && ok || bad "in place: the calls run in place are not the safe ones: $got"
	[ "$(grep -c ' aten::relu inplace.m4:[0-9]*$' $ip/plan)" = 4 ] && ok || bad "in place: $(cat $ip/plan)"
	grep -q '^  v3 QUInt8\[1,8\] alias of v1$' $ip/plan && grep -q '^  v1 QUInt8\[1,8\] own at [0-9]* bytes 8 calls 0\.\.3$' $ip/plan \
		&& ok || bad "in place: the result is not planned in its argument: $(cat $ip/plan)"
else bad "in place: the plan failed: $(cat $ip/err)"; fi

# The same for float activations (relu, hardtanh, clamp): in place on an
# argument that dies at the call, never on the input, a constant, a value
# read later or a view; the views of a result run in place become views
# of its argument.
fp=$out/finplace; rm -rf $fp; mkdir -p $fp
cat > $fp/finplace.m4 <<'EOF'
UC10_PROGRAM(`finplace', `finplace_data.h')
UC10_INPUT(`x', `Float', `1, 8', `finplace_x')
UC10_CONST(`c0', `Float', `1, 8', `finplace_c0')
UC10_CALL(`v1', `Float', `1, 8', `aten::hardtanh', `x, 0.0, 6.0')
UC10_CALL(`v2', `Float', `1, 8', `aten::relu', `c0')
UC10_CALL(`v3', `Float', `1, 8', `aten::hardtanh', `v1, 0.0, 6.0')
UC10_CALL(`v4', `Float', `1, 8', `aten::add.Tensor', `v3, v2, 1')
UC10_CALL(`v5', `Float', `1, 8', `aten::clamp', `v4, -1.0, 1.0')
UC10_CALL(`v6', `Float', `1, 8', `aten::add.Tensor', `v4, v5, 1')
UC10_CALL(`v7', `Float', `1, 8', `aten::relu', `v6')
UC10_CALL(`v8', `Float', `8', `aten::flatten.using_ints', `v7, 0, -1')
UC10_CALL(`v9', `Float', `8', `aten::relu', `v8')
UC10_OUTPUT(`v9')
UC10_REFERENCE(`finplace_ref', `Float', `8')
UC10_END_PROGRAM
EOF
if tools/gen.sh -e emit_program -D UC10_PART=plan -o $fp/plan m4/program.m4 tables/aten_defs.m4 tables/aten_cpu.m4 $fp/finplace.m4 2> $fp/err; then
	want='  2 aten::hardtanh_ finplace.m4:6, in place on v1
  6 aten::relu_ finplace.m4:10, in place on v6'
	got=$(grep ' in place on ' $fp/plan)
	[ "$got" = "$want" ] && ok || bad "float in place: the calls run in place are not the safe ones: $got"
	[ "$(grep -c ' aten::\(relu\|hardtanh\|clamp\) finplace.m4:[0-9]*$' $fp/plan)" = 4 ] && ok || bad "float in place: $(cat $fp/plan)"
	grep -q '^  v3 Float\[1,8\] alias of v1$' $fp/plan && grep -q '^  v8 Float\[8\] alias of v6$' $fp/plan \
		&& grep -q '^  v6 Float\[1,8\] own at [0-9]* bytes 32 calls 5\.\.8$' $fp/plan \
		&& ok || bad "float in place: the result is not planned in its argument: $(cat $fp/plan)"
else bad "float in place: the plan failed: $(cat $fp/err)"; fi

# Float fusion (Note [Float fusion] in m4/fuse.m4): a float linear whose
# result only relu, relu6 or clamp reads becomes fused::linear_clamp with
# the activation's bounds (None: no bound); one whose result is read again
# (by the add) keeps its hardtanh as a call of its own.
ff=$out/ffuse; rm -rf $ff; mkdir -p $ff
cat > $ff/ffuse.m4 <<'EOF'
UC10_PROGRAM(`ffuse', `ffuse_data.h')
UC10_INPUT(`x', `Float', `1, 8', `ffuse_x')
UC10_CONST(`w', `Float', `8, 8', `ffuse_w')
UC10_CONST(`b', `Float', `8', `ffuse_b')
UC10_CALL(`v1', `Float', `1, 8', `aten::linear', `x, w, b')
UC10_CALL(`v2', `Float', `1, 8', `aten::relu', `v1')
UC10_CALL(`v3', `Float', `1, 8', `aten::linear', `v2, w, b')
UC10_CALL(`v4', `Float', `1, 8', `aten::hardtanh', `v3, -1.0, 1.0')
UC10_CALL(`v5', `Float', `1, 8', `aten::add.Tensor', `v3, v4, 1')
UC10_CALL(`v6', `Float', `1, 8', `aten::linear', `v5, w, None')
UC10_CALL(`v7', `Float', `1, 8', `aten::clamp', `v6, None, 2.5')
UC10_CALL(`v8', `Float', `1, 8', `aten::linear', `v7, w, b')
UC10_CALL(`v9', `Float', `1, 8', `aten::relu6', `v8')
UC10_OUTPUT(`v9')
UC10_REFERENCE(`ffuse_ref', `Float', `8')
UC10_END_PROGRAM
EOF
if tools/gen.sh -e emit_program -D UC10_PART=plan -o $ff/plan m4/program.m4 tables/aten_defs.m4 tables/aten_cpu.m4 $ff/ffuse.m4 2> $ff/err \
	&& tools/gen.sh -e emit_program -D UC10_PART=c -o $ff/c m4/program.m4 tables/aten_defs.m4 tables/aten_cpu.m4 $ff/ffuse.m4 2>> $ff/err; then
	want='  0 fused::linear_clamp ffuse.m4:5, fused aten::relu (ffuse.m4:6)
  1 aten::linear ffuse.m4:7
  2 aten::hardtanh ffuse.m4:8
  3 aten::add.Tensor ffuse.m4:9
  4 fused::linear_clamp ffuse.m4:10, fused aten::clamp (ffuse.m4:11)
  5 fused::linear_clamp ffuse.m4:12, fused aten::relu6 (ffuse.m4:13)'
	got=$(sed -n '/^calls/,$p' $ff/plan | grep '^  [0-9]')
	[ "$got" = "$want" ] && ok || bad "float fusion: the calls fused are not the safe ones: $got"
	grep -q '^  v1 Float\[1,8\] fused into v2 (no storage)$' $ff/plan && ! grep -q '^  v3 .*fused' $ff/plan \
		&& ok || bad "float fusion: the plan's values: $(cat $ff/plan)"
	grep -q 'uc10_call_fused_linear_clamp(&v\[[0-9]*\], &v\[[0-9]*\], &v\[[0-9]*\], NULL, (uc10_opt_float){ .has = false }, (uc10_opt_float){ .has = true, .v = 2.5 });' $ff/c \
		&& grep -q '(uc10_opt_float){ .has = true, .v = 0 }, (uc10_opt_float){ .has = true, .v = 6 });' $ff/c \
		&& ok || bad "float fusion: the fused calls' bounds: $(grep fused_linear $ff/c)"
else bad "float fusion: the plan failed: $(cat $ff/err)"; fi

# Prepared float convolution (Note [Prepared float calls] in m4/fprep.m4):
# a 3x3 convolution of four input channels becomes fused::conv2d_prepacked
# over a blob its preparation program packs (no scratch; its relu fused),
# the depthwise and the 1x1 stay; PREPARE=0 keeps aten::_convolution.
fq=$out/fprep; rm -rf $fq; mkdir -p $fq
cat > $fq/fprep.m4 <<'EOF'
UC10_PROGRAM(`fprep', `fprep_data.h')
UC10_INPUT(`x', `Float', `1, 4, 6, 6', `fprep_x')
UC10_CONST(`w', `Float', `4, 4, 3, 3', `fprep_w')
UC10_CONST(`d', `Float', `4, 1, 3, 3', `fprep_d')
UC10_CONST(`p', `Float', `4, 4, 1, 1', `fprep_p')
UC10_CALL(`v1', `Float', `1, 4, 6, 6', `aten::_convolution', `x, w, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')
UC10_CALL(`v2', `Float', `1, 4, 6, 6', `aten::relu', `v1')
UC10_CALL(`v3', `Float', `1, 4, 6, 6', `aten::_convolution', `v2, d, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 4, False, False, True, True')
UC10_CALL(`v4', `Float', `1, 4, 6, 6', `aten::_convolution', `v3, p, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')
UC10_OUTPUT(`v4')
UC10_REFERENCE(`fprep_ref', `Float', `1, 4, 6, 6')
UC10_END_PROGRAM
EOF
fq_gen() { tools/gen.sh -e emit_program "$@" m4/program.m4 tables/aten_defs.m4 tables/aten_cpu.m4 $fq/fprep.m4; }
if fq_gen -D UC10_PART=plan -o $fq/plan 2> $fq/err && fq_gen -D UC10_PART=plan -D UC10_PG_PREPARE=0 -o $fq/plan0 2>> $fq/err \
	&& fq_gen -D UC10_PART=prepare -o $fq/prepare.c 2>> $fq/err; then
	want='  0 fused::conv2d_prepacked fprep.m4:6, fused aten::relu (fprep.m4:7)
  1 aten::_convolution fprep.m4:8, scratch 264
  2 aten::_convolution fprep.m4:9'
	got=$(grep '^  [0-9]' $fq/plan)
	[ "$got" = "$want" ] && ok || bad "prepared float conv: the calls prepared are not the 3x3 one: $got"
	grep -q '^  0 fused::_convolution_clamp fprep.m4:6, scratch 576, fused aten::relu' $fq/plan0 \
		&& ok || bad "prepared float conv: PREPARE=0 prepared it: $(cat $fq/plan0)"
	grep -q 'uc10_prepare_emit_fconv("fprep_prep0", "fused::conv2d_prepacked", ".*fprep.m4:6",' $fq/prepare.c \
		&& ok || bad "prepared float conv: the preparation program packs no weight: $(cat $fq/prepare.c)"
else bad "prepared float conv: the plan failed: $(cat $fq/err)"; fi

# INPUT=arena (Note [Input in the arena] in m4/plan.m4): the input is a
# buffer of the plan, at the offset the header names; the check firmware
# runs it copied there by the run and written there in place, the same
# output both ways, PyTorch's.  Another INPUT value is refused.
ia=$out/inarena; rm -rf $ia; mkdir -p $ia
if make -s --no-print-directory PORT=host INPUT=arena PROGRAM=tests/programs/qcnn.m4 program-check > $ia/out 2>&1; then
	grep -q '^program qcnn: [0-9]* passed, 0 failed$' $ia/out && ok || bad "input in the arena: $(cat $ia/out)"
else bad "input in the arena: program-check failed: $(cat $ia/out)"; fi
if make -s --no-print-directory PORT=host INPUT=arena PROGRAM=tests/programs/qcnn.m4 program-plan > $ia/plan 2>&1; then
	grep -q '^  x Float\[1,1,6,6\] in at [0-9]* bytes 144 calls 0\.\.0$' $ia/plan && ok || bad "input in the arena: $(cat $ia/plan)"
else bad "input in the arena: program-plan failed: $(cat $ia/plan)"; fi
if make -s --no-print-directory PORT=host INPUT=flash PROGRAM=tests/programs/qcnn.m4 program-plan > $ia/bad 2>&1; then
	bad "INPUT=flash: accepted"
else
	grep -q 'qcnn.m4:[0-9]*: error: UC10_INPUT: INPUT=flash is neither caller nor arena' $ia/bad && ok || bad "INPUT=flash: $(cat $ia/bad)"
fi

# Fusion of aten::hardtanh (Note [Fusion] in m4/fuse.m4): with min_val 0
# and max_val 6 into the prepared linear before it; with -1 and 1 (whose
# quantized ends could cross) not.
cat > $ip/ht.m4 <<'EOF'
UC10_PROGRAM(`ht', `ht_data.h')
UC10_INPUT(`x', `Float', `1, 8', `ht_x')
UC10_CALL(`v1', `QUInt8', `1, 8', `aten::quantize_per_tensor', `x, 0.05, 10, 13')
UC10_CONST_PER_CHANNEL(`c0', `QInt8', `4, 8', `ht_c0', `0')
UC10_CALL(`v2', `QUInt8', `1, 4', `quantized_unpacked::linear', `v1, c0, None, 0.1, 20')
UC10_CALL(`v3', `QUInt8', `1, 4', `aten::hardtanh', `v2, 0.0, 6.0')
UC10_CONST_PER_CHANNEL(`c1', `QInt8', `4, 4', `ht_c1', `0')
UC10_CALL(`v4', `QUInt8', `1, 4', `quantized_unpacked::linear', `v3, c1, None, 0.1, 20')
UC10_CALL(`v5', `QUInt8', `1, 4', `aten::hardtanh', `v4, -1.0, 1.0')
UC10_OUTPUT(`v5')
UC10_REFERENCE(`ht_ref', `QUInt8', `1, 4', `0.1', `20')
UC10_END_PROGRAM
EOF
if tools/gen.sh -e emit_program -D UC10_PART=plan -o $ip/htplan m4/program.m4 tables/aten_defs.m4 tables/aten_cpu.m4 \
	tables/aten_quantized.m4 $ip/ht.m4 2> $ip/err; then
	grep -q '^  1 quantized_prepacked::linear ht.m4:5, fused aten::hardtanh (ht.m4:6)$' $ip/htplan &&
		grep -q '^  3 aten::hardtanh ht.m4:9$' $ip/htplan && ok || bad "hardtanh fusion: $(cat $ip/htplan)"
else bad "hardtanh fusion: the plan failed: $(cat $ip/err)"; fi

# The generator's sources keep m4sugar's layout (docs/changing-uc10.md):
# bodies over several lines, no line over 120 characters.
long=$(awk 'length > 120 { print FILENAME ":" FNR ": " length " characters" }' m4/*.m4)
[ -z "$long" ] && ok || bad "m4 lines over 120 characters: $long"

finish build-errors
