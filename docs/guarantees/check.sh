#!/bin/sh
# docs/guarantees/check.sh - host suite `guarantees' (mk/tutorial.mk): what
# docs/guarantees.md promises, checked on the objects `make size' compiles
# one by one for the product firmware (PORT=host; every board has the same
# sources): uc10's runtime (src/), its generated tables (uc10_ops.c,
# uc10_keys.c) and its kernels (kernels/, and those generated from
# kernels/**.c.m4).  The demo, the port and the C library are not uc10's.
#
#   no heap             no object calls malloc, calloc, realloc, free, ...
#   no initializers     no object has a constructor (.init_array, .ctors)
#   no abort            no object calls abort, exit, assert's handler
#   tables read-only    uc10_ops.o and uc10_keys.o have no .data, no .bss
#   mutable state       every writable symbol of those objects, listed
#
# (The host is a PIE: tables of pointers go to .data.rel.ro, read-only once
# relocated, which is .rodata on a board; neither counts as writable here.
# `make PORT=<board> size' checks the boards' placement in flash.)
cd "$(dirname "$0")/../.." || exit 2
pass=0; fail=0
ok() { pass=$((pass + 1)); echo "ok   $*"; }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
log=build/host/guarantees.$$.log
env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s --no-print-directory PORT=host size > $log 2>&1 && rm -f $log ||
	bad "make PORT=host size (see $log)"
o=build/host/size/obj
objs=$(find $o/s/src $o/b/gen $o/s/kernels -name '*.o' | sort)
n=$(echo "$objs" | wc -l | tr -d ' ')
[ "$n" -gt 50 ] || bad "only $n objects in $o"

calls() {   # calls REGEX: the objects that reference a symbol matching REGEX
	for f in $objs; do nm -u "$f" | awk -v f="$f" -v re="$1" '$NF ~ re { print f ": " $NF }'; done
}
heap=$(calls '^(malloc|calloc|realloc|free|aligned_alloc|posix_memalign|memalign|valloc|strdup|strndup|sbrk|_sbrk)$')
[ -z "$heap" ] && ok "no heap: none of the objects calls malloc, calloc, realloc, free, ..." || bad "heap: $heap"
die=$(calls '^(abort|exit|_exit|_Exit|__assert_fail|__assert_func|__assert|longjmp|setjmp)$')
[ -z "$die" ] && ok "no abort: none calls abort, exit, _Exit, longjmp or assert's handler" || bad "abort: $die"
ctors=$(for f in $objs; do objdump -h "$f" | awk -v f="$f" '$2 ~ /^\.(init_array|ctors|preinit_array)/ { print f ": " $2 }'; done)
[ -z "$ctors" ] && ok "no static initializers: no .init_array, .preinit_array or .ctors section" || bad "constructors: $ctors"
for f in $o/b/gen/uc10_ops.o $o/b/gen/uc10_keys.o; do
	w=$(size -A "$f" | awk '$1 ~ /^\.(data|bss)/ && $1 !~ /^\.data\.rel\.ro/ && $2 > 0 { printf "%s %s bytes; ", $1, $2 }')
	[ -z "$w" ] && ok "$(basename $f): 0 bytes of .data and .bss" || bad "$(basename $f): $w"
done
echo "writable data, all of it (src/, kernels/, generated):"
for f in $objs; do
	objdump -t "$f" | awk -v f="${f#$o/?/}" 'NF >= 4 && $(NF - 2) ~ /^\.(data|bss)/ && $(NF - 2) !~ /rel\.ro/ && $0 ~ / O / {
		sub(/\..*/, "", $NF); printf "  %-34s %s\n", f, $NF }'
done
echo "guarantees: $pass passed, $fail failed"
[ $fail -eq 0 ]
