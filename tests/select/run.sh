#!/bin/sh
# tests/select/run.sh - selective build (Note [Selective build]):
# only selected operators (and what they use) get tables; a kernel calling
# a left-out operator fails the link naming both; the flash saved on the
# demo firmware is printed.
cd "$(dirname "$0")/../.." || exit 2
out=build/host/select-test; mkdir -p $out
. tests/check.sh
make -s --no-print-directory PORT=host build/host/gen/uc10_keys.h build/host/gen/uc10_keys.c >/dev/null
RT="src/*.c src/tensor/*.c build/host/gen/uc10_keys.c"
gen() {  # gen DIR OPS...: generate uc10_ops.h/.c into DIR
	tools/gen.sh "$@"
}
link() {  # link DIR: the firmware, with unused code collected (as on a board)
	${CC:-cc} -std=c11 -Wall -Wextra -Werror -Os -ffunction-sections -fdata-sections -Wl,--gc-sections \
		-I$1 -Iinclude -Ibuild/host/gen -o $1/fw tests/select/main.c tests/select/kernels.c $1/uc10_ops.c $RT -lm 2> $1/ld.err
}

gen $out/ok tests/select/ops.m4 tests/select/select_ok.m4 || bad "generate ok"
if link $out/ok; then ok; else bad "link ok: $(cat $out/ok/ld.err)"; fi
if $out/ok/fw > $out/ok/run.out; then ok; else bad "run: $(cat $out/ok/run.out)"; fi
grep -qx "2 operators" $out/ok/run.out && ok || bad "operator count: $(cat $out/ok/run.out)"
grep -q "s_unused_cpu" $out/ok/uc10_ops.c && bad "left-out kernel referenced by the tables" || ok

gen $out/bad tests/select/ops.m4 tests/select/select_bad.m4 || bad "generate bad"
if link $out/bad; then bad "a kernel calling a left-out operator linked";
elif grep -q "undefined reference to .uc10_call_s_leaf." $out/bad/ld.err && grep -q "s_comp_cia" $out/bad/ld.err; then ok
else bad "link error does not name both: $(cat $out/bad/ld.err)"; fi

# UC10_SELECT of an unknown operator stops the generator.
printf '%s\n' 'UC10_SELECT(`s::nope'"'"')' > $out/nope.m4
if gen $out/nope tests/select/ops.m4 $out/nope.m4 2> $out/nope.err; then bad "unknown op selected"
elif grep -q "nope.m4:1: error: UC10_SELECT: no UC10_DEF for operator s::nope" $out/nope.err; then ok
else bad "message: $(cat $out/nope.err)"; fi

finish select
