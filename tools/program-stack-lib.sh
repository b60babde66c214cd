#!/bin/sh
# shellcheck disable=SC2086
# tools/program-stack-lib.sh OUT NM OBJDUMP 'CC FLAGS...' OBJ... - the stack of
# every library function the objects call and do not define, `NAME BYTES'
# lines in OUT (tools/program-stack-lib.awk reads them from the machine
# code of a probe image linked with each of them forced in).  Run by
# mk/program.mk for a program's stack bound (Note [Stack bound] in
# tools/program-stack.awk).  KEEP=1 keeps the probe and its listings in
# OUT.d for a look.
out=$1 nm=$2 objdump=$3 cc=$4
shift 4
tmp=$out.d
mkdir -p "$tmp" || exit 1
$nm -u "$@" | awk 'NF { print $NF }' | sort -u > "$tmp/undef"
$nm --defined-only "$@" | awk 'NF == 3 { print $3 }' | sort -u > "$tmp/def"
names=$(comm -23 "$tmp/undef" "$tmp/def" | tr '\n' ' ')
echo 'int main(void) { return 0; }' > "$tmp/probe.c"
# x86-64 (the host): its return addresses count, and the probe links
# glibc statically (its functions are in the image, not in libc.so)
x86=0 static=
case $(${cc%% *} -dumpmachine) in x86_64-*) x86=1 static=-static ;; esac
# shellcheck disable=SC2086
$cc $static -o "$tmp/probe" "$tmp/probe.c" $(for n in $names; do printf ' -Wl,-u,%s' "$n"; done) -lm || exit 1
# (the symbols first: several names may share an address, as memcpy and __aeabi_memcpy do)
$nm "$tmp/probe" > "$tmp/syms" && $objdump -d --no-show-raw-insn "$tmp/probe" > "$tmp/code" &&
awk -v names="$names" -v x86=$x86 -f tools/program-stack-lib.awk "$tmp/syms" "$tmp/code" > "$out.tmp" &&
	mv "$out.tmp" "$out" && { [ -n "$KEEP" ] || rm -rf "$tmp"; }
