#!/bin/sh
# tests/uses/run.sh - every operator a kernel calls is declared: for each
# operator of the product's libraries (tables/aten_*.m4) whose kernel's
# source calls another operator (uc10_call_* / uc10_redispatch_*), a
# selective build of that operator alone (UC10_SELECT) links.  A callee
# missing from its UC10_USES is then an `undefined reference to
# uc10_call_<callee>' naming the kernel (Note [Selective build] in
# m4/registry.m4): what a program calling the operator would hit, found
# here from the kernels' own code, not from a list kept by hand.
cd "$(dirname "$0")/../.." || exit 2
. tests/check.sh
out=build/host/uses-test; mkdir -p "$out/obj"
make -s --no-print-directory PORT=host build/host/gen/uc10_keys.h build/host/gen/uc10_keys.c build/host/gen/uc10_ops.h \
	$(make -s --no-print-directory PORT=host --eval 'kgen: ; @echo $(KERNEL_GEN_SRCS)' kgen) > /dev/null ||
	{ bad "product build"; finish uses; }
CC=${CC:-cc}
CFLAGS="-std=c11 -Wall -Wextra -Werror -Os -ffunction-sections -fdata-sections -DUC10_NO_INLINE_FAST_PATH -DUC10_PORT_HOST"
# The kernels once, against the whole product's header, calls out of line.
srcs=$(ls kernels/*/*.c build/host/gen/kernels/*/*.c src/*.c src/tensor/*.c build/host/gen/uc10_keys.c)
for s in $srcs; do
	o=$out/obj/$(printf '%s' "$s" | tr '/' '_').o
	[ "$o" -nt "$s" ] && [ "$o" -nt build/host/gen/uc10_ops.h ] && continue
	$CC $CFLAGS -Iinclude -Ikernels -Ibuild/host/gen -c "$s" -o "$o" || bad "compile $s"
done
# Operators whose kernel is in a source that calls an operator.
callers=$(grep -l 'uc10_call_\|uc10_redispatch_' kernels/*/*.c kernels/*/*.c.m4)
fns=$(sed -n 's/^uc10_status \(uc10_[A-Za-z0-9_]*\)(.*/\1/p' $callers | sort -u)
ops=$(sed -n 's/^UC10_IMPL[A-Z_]*(\([a-z_]*\), *[A-Za-z]*, *\([A-Za-z0-9_.]*\), *\([A-Za-z0-9_]*\)).*/\1::\2 \3/p' \
	tables/aten_*.m4 | while read -r op fn; do
		printf '%s\n' "$fns" | grep -qx "$fn" && echo "$op"
	done | sort -u)
[ -n "$ops" ] || bad "no operator with a composite kernel found"
for op in $ops; do
	d=$out/$(printf '%s' "$op" | tr -c 'A-Za-z0-9_.\n' '_')
	mkdir -p "$d"
	printf 'UC10_SELECT(`%s'"'"')\n' "$op" > "$d/select.m4"
	if ! tools/gen.sh "$d" tables/myops.m4 tables/tracer.m4 tables/aten_*.m4 "$d/select.m4" 2> "$d/gen.err"; then
		bad "$op: selective build: $(head -3 "$d/gen.err")"; continue
	fi
	if $CC $CFLAGS -Iinclude -I"$d" -Ibuild/host/gen -o "$d/fw" tests/uses/main.c "$d/uc10_ops.c" \
		$out/obj/*.o -Wl,--gc-sections -lm 2> "$d/ld.err" && "$d/fw" "$op"; then
		ok
	else
		bad "$op: a kernel calls an operator its UC10_USES does not name: $(grep -o 'undefined reference to .[a-z_0-9A-Z]*.' "$d/ld.err" | sort -u | tr '\n' ' ')"
	fi
done
finish uses
