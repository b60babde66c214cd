#!/bin/sh
# tools/gen-diff.sh [BASE_REV] - does a change to the generator (m4/,
# tools/gen.sh) change the C it writes?  Generates every configuration the
# builds and tests use (below) twice, with BASE_REV's generator (default
# main) and with this tree's, from this tree's operator libraries, and
# compares the outputs byte for byte: uc10_keys.h/.c, uc10_ops.h/.c, and
# `make dump''s text.  A refactoring of the generator must end
# `N outputs identical, 0 differ'; a change meant to alter the output shows
# here exactly what it alters (the first lines of each diff; the outputs
# stay in build/gen-diff/{base,new}/ for a full `diff -r').
#
#   tools/gen-diff.sh              against main
#   tools/gen-diff.sh HEAD~3       against an older generator
#   GEN_DIFF_ONLY=registry tools/gen-diff.sh   one configuration (by name)
#
# The configurations: the product (TABLES's default) in each layout, with
# SELECT=demo/select.m4 and with BACKENDS=CPU and CPU,PrivateUse1; the
# tables of the host tests, the kernel tests (dense, and compact as
# cortex-m0 builds them), reliability, bench, tutorial, select, schemas,
# the out-of-tree example, and PyTorch 1.13's whole registry.  Add a line
# to `configs' when a build or test generates from a new list of tables.
# And the program compiler's (m4/program.m4, emit_program.m4): every part
# of every program of examples/models/programs/ and tests/programs/ (the
# header, run, check, production main, plan, stack facts, preparation
# program) with the DSP and the plain int8 layouts (the float vector width
# 4 and 1) and without preparation (PREPARE=0), as mk/program.mk
# generates them; each of tests/errors/programs/ as tests/errors/run.sh
# does (its C or its message).  GEN_DIFF_ONLY=programs runs these alone.
cd "$(dirname "$0")/.." || exit 2
base=${1:-main}
out=build/gen-diff
rev=$(git rev-parse --verify -q "$base^{commit}") || { echo "tools/gen-diff.sh: no revision $base" >&2; exit 2; }
rm -rf $out && mkdir -p $out/base-tree $out/base $out/new || exit 1
git archive "$rev" m4 tools/gen.sh | tar -x -C $out/base-tree || exit 1

K="tables/aten_defs.m4 tables/aten_cpu.m4 tables/aten_quantized.m4"
P="tables/myops.m4 tables/tracer.m4 $K"
T="tables/myops.m4 tables/tracer.m4 tests/core/testops.m4"
TUT="tutorial/tut.m4 tutorial/dsp.m4 tables/tracer.m4 $K"
# NAME|gen.sh options|operator libraries
configs="product||$P
product-compact|-l compact|$P
product-select|-l dense|$P demo/select.m4
product-select-compact|-l compact|$P demo/select.m4
product-bCPU|-b CPU|$P
product-bCPU-PrivateUse1|-b CPU,PrivateUse1|$P
product-compact-bCPU|-l compact -b CPU|$P
tests|-l dense|$T
tests-compact|-l compact|$T
tests-bCPU|-b CPU|$T
kernels||$K
kernels-compact|-l compact|$K
reliability||tables/myops.m4 tests/core/testops.m4 tests/reliability/relops.m4
wide||tests/reliability/wideops.m4
retkinds||tests/reliability/retkinds.m4
seed||tables/myops.m4
seed-bCPU|-b CPU|tables/myops.m4
bench||bench/ops.m4
bench-compact|-l compact|bench/ops.m4
tutorial||$TUT
tutorial-select||$TUT tutorial/select.m4
select-ok||tests/select/ops.m4 tests/select/select_ok.m4
select-bad||tests/select/ops.m4 tests/select/select_bad.m4
schemas||tests/schemas/types.m4
acme||examples/acme/ops.m4
acme-compact|-l compact|examples/acme/ops.m4
registry||tests/registry/pytorch-1.13.m4"

n=0 same=0 differ=0 failed=0
# genpath WHICH: the generator of WHICH (base or new).
genpath() {
	if [ "$1" = base ]; then echo $out/base-tree/tools/gen.sh; else echo tools/gen.sh; fi
}

# gen WHICH NAME OPTS FILES: generate with WHICH's generator into WHICH/NAME.
gen() {
	g=$(genpath $1)
	d=$out/$1/$2
	mkdir -p $d
	$g $3 $d $4 2> $d/stderr &&
	$g $3 -e emit_dump -o $d/dump.txt $4 2>> $d/stderr || return 1
}
compare() {  # compare NAME
	for f in $out/new/$1/*; do
		b=$out/base/$1/${f##*/}
		n=$((n + 1))
		if cmp -s "$b" "$f"; then same=$((same + 1))
		else
			differ=$((differ + 1))
			echo "DIFFERS $1/${f##*/}"
			diff -u "$b" "$f" | sed -n '3,40p'
		fi
	done
}

for keys in "keys|" "keys-bCPU|-b CPU" "keys-bCPU-PrivateUse1|-b CPU,PrivateUse1"; do
	name=${keys%%|*} opts=${keys#*|}
	[ -n "$GEN_DIFF_ONLY" ] && [ "$GEN_DIFF_ONLY" != "$name" ] && continue
	for w in base new; do
		g=$(genpath $w)
		$g -k $opts $out/$w/$name || { echo "FAILED $w $name"; failed=$((failed + 1)); }
	done
	compare $name
done

echo "$configs" | while IFS='|' read -r name opts files; do
	[ -n "$GEN_DIFF_ONLY" ] && [ "$GEN_DIFF_ONLY" != "$name" ] && continue
	echo "$name|$opts|$files"
done > $out/list
while IFS='|' read -r name opts files; do
	gen base "$name" "$opts" "$files" || { echo "FAILED base $name: $(head -3 $out/base/$name/stderr)"; failed=$((failed + 1)); }
	gen new "$name" "$opts" "$files" || { echo "FAILED new $name: $(head -3 $out/new/$name/stderr)"; failed=$((failed + 1)); }
	compare "$name"
done < $out/list

# progs WHICH: the programs' outputs with WHICH's generator into
# WHICH/programs, stderr and a failure's status kept with each (the two
# trees' absolute paths, which a message may name, taken out).
progs() {
	g=$(genpath $1)
	m=${g%tools/gen.sh}m4
	d=$out/$1/programs
	mkdir -p $d
	for p in examples/models/programs/*.m4 tests/programs/*.m4; do
		for v in 0-4-1 1-1-1 1-1-0; do
			dsp=${v%%-*} vl=${v#*-} prep=${v##*-}
			vl=${vl%-*}
			for part in h c check main plan stack prepare; do
				f=$d/$(basename $p .m4).dsp$dsp-vl$vl-prep$prep.$part
				$g -e emit_program -D UC10_PART=$part -D UC10_PG_DSP=$dsp -D UC10_PG_VL=$vl \
					-D UC10_PG_PREPARE=$prep $m/program.m4 $K $p > $f 2>&1 || echo "exit $?" >> $f
			done
		done
	done
	for p in tests/errors/programs/*.m4; do
		f=$d/errors-$(basename $p .m4).c
		$g -e emit_program -D UC10_PART=c $m/program.m4 tables/myops.m4 tables/tracer.m4 $K $p \
			> $f 2>&1 || echo "exit $?" >> $f
	done
	sed -i "s|$(pwd)/$out/base-tree/||g; s|$out/base-tree/||g; s|$(pwd)/||g" $d/*
}
if [ -z "$GEN_DIFF_ONLY" ] || [ "$GEN_DIFF_ONLY" = programs ]; then
	progs base
	progs new
	compare programs
fi

echo "gen-diff against $base ($(git rev-parse --short "$rev")): $n outputs, $same identical, $differ differ, $failed failed"
[ $differ -eq 0 ] && [ $failed -eq 0 ]
