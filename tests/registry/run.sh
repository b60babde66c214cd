#!/bin/sh
# tests/registry/run.sh - PyTorch 1.13's whole dispatcher registry
# (tests/registry/pytorch-1.13.m4, written by tools/registry/dump.py from
# Debian's torch: 3,380 operators, 15,653 registrations, the quantized
# names that mangle alike included):
# 1. it generates, and `make dump' of it equals the tables PyTorch computed
#    for every operator (tests/registry/pytorch-1.13.dump.gz);
# 2. its generated uc10_ops.h and uc10_ops.c compile for the host and,
#    when its compiler is installed, for cortex-m4f, at the project's
#    warning flags (every kernel prototype, call wrapper, C type and table
#    of 3,380 schemas).  The C is checked with -fsyntax-only: the whole
#    front end (types, declarations, initializers, -Werror) in ~3 s of CPU
#    a target; code generation at -Os takes 80 s and 1 GB of memory (-O0:
#    30 s), too much for every `make check', and its code is the same
#    emitter's as the product tables', which every port compiles and runs.
cd "$(dirname "$0")/../.." || exit 2
out=build/host/registry-test; mkdir -p $out
. tests/check.sh
REG=tests/registry/pytorch-1.13.m4

if make -s --no-print-directory dump OPS=$REG > $out/got.dump 2> $out/dump.err; then
	gzip -dc tests/registry/pytorch-1.13.dump.gz > $out/want.dump
	if cmp -s $out/want.dump $out/got.dump; then ok
	else bad "make dump differs from PyTorch's tables:"; diff $out/want.dump $out/got.dump | head -10; fi
	[ "$(grep -c '^[^ ]' $out/got.dump)" = 3380 ] && ok || bad "not 3380 operators"
else bad "make dump OPS=$REG: $(head -3 $out/dump.err)"; fi

make -s --no-print-directory PORT=host build/host/gen/uc10_keys.h >/dev/null
WARN="-std=c11 -Wall -Wextra -Werror -Os"
M4F="-mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard"
if tools/gen.sh $out $REG 2> $out/gen.err; then
	printf '#include "uc10_ops.h"\nint main(void) { return UC10_NUM_OPS != 3380; }\n' > $out/hdr.c
	# uc10_ops.c's #line directive (see there) must keep its numbering.
	awk '/^#line / { n++; if ($2 != NR + 1) exit 1 } END { exit n != 1 }' $out/uc10_ops.c && ok ||
		bad "uc10_ops.c: its #line directive does not give the next line's number"
	for f in hdr.c uc10_ops.c; do
		if ${CC:-cc} $WARN -I$out -Iinclude -Ibuild/host/gen -fsyntax-only $out/$f 2> $out/cc.err
		then ok; else bad "$f does not compile for the host: $(head -5 $out/cc.err)"; fi
	done
	if command -v arm-none-eabi-gcc >/dev/null; then
		make -s --no-print-directory PORT=cortex-m4f build/cortex-m4f/gen/uc10_keys.h >/dev/null
		for f in hdr.c uc10_ops.c; do
			if arm-none-eabi-gcc $M4F $WARN -I$out -Iinclude -Ibuild/cortex-m4f/gen -fsyntax-only $out/$f 2> $out/cc-m4f.err
			then ok; else bad "$f does not compile for cortex-m4f: $(head -5 $out/cc-m4f.err)"; fi
		done
	else echo "note: arm-none-eabi-gcc missing: the cortex-m4f compile is not checked"; fi
else bad "$REG does not generate: $(head -3 $out/gen.err)"; fi

finish registry
