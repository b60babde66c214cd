#!/bin/sh
# tests/errors/programs/run.sh - build-time errors of programs (Note
# [Programs] in m4/program.m4).  Each NAME.m4 here whose first line is
# `m4_dnl EXPECT: LINE: error: MSG' must stop the program's generation with
# `tests/errors/programs/NAME.m4:LINE: error: MSG...' on stderr; each
# ok_*.m4 must generate its C, which must compile.
cd "$(dirname "$0")/../../.." || exit 2
out=build/host/errors-programs; mkdir -p $out
tables="tables/myops.m4 tables/tracer.m4 tables/aten_defs.m4 tables/aten_cpu.m4 tables/aten_quantized.m4"
pass=0; fail=0
# The ok_ programs compile against the product's header (every operator
# declared) and an empty data header.
make -s --no-print-directory PORT=host build/host/gen/uc10_ops.h build/host/gen/uc10_keys.h >/dev/null || exit 1
: > $out/t_data.h
printf '#include "uc10/program.h"\nuc10_status uc10_program_t_run(void *, uc10_tensor *, const uc10_tensor *);\nextern const uc10_program_info uc10_program_t_info;\n' > $out/t_program.h
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
gen() {   # gen FILE OUT: read the program after the libraries, emit its C
	m4 -E -P -I m4 m4/uc10.m4 m4/program.m4 $tables "$1" m4/prepare.m4 -DUC10_PART=c m4/emit_program.m4 \
		> "$2.tmp" 2> $out/stderr || { rm -f "$2.tmp"; return 1; }
	mv "$2.tmp" "$2"
}
for f in tests/errors/programs/*.m4; do
	name=$(basename "$f" .m4)
	case "$name" in
	ok_*)
		if ! gen "$f" $out/$name.c; then bad "$name: should generate: $(cat $out/stderr)"
		elif ! ${CC:-cc} -std=c11 -Wall -Wextra -Werror -I$out -Iinclude -Ibuild/host/gen -fsyntax-only \
			$out/$name.c 2> $out/cc.err; then bad "$name: does not compile: $(cat $out/cc.err)"
		else ok; fi
		continue ;;
	esac
	want=$(sed -n '1s/^m4_dnl EXPECT: //p' "$f")
	[ -n "$want" ] || { bad "$name: no EXPECT line"; continue; }
	rm -f $out/$name.c
	if gen "$f" $out/$name.c; then
		bad "$name: generated, expected: $want"
	elif ! grep -qF "$f:$want" $out/stderr; then
		bad "$name: wanted '$f:$want', got: $(cat $out/stderr)"
	elif [ -e $out/$name.c ] || [ -e $out/$name.c.tmp ]; then
		bad "$name: output left behind"
	else ok; fi
done
echo "program-errors: $pass passed, $fail failed"
[ $fail -eq 0 ]
