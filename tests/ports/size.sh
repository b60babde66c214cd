#!/bin/sh
# tests/ports/size.sh ELF MAP OUT - what uc10 costs in a linked firmware,
# and the proof that its generated tables are read-only.  mk/size.mk runs
# it for `make PORT=X size'.
#
# Environment: PORT, NM, OBJDUMP, SIZE (the port's binutils), OPS_C (the
# generated uc10_ops.c, for the operator count), STACK (PORT_STACK_BYTES).
#
# Where each byte lands is taken from the ELF (objdump -h): on a board a
# section is flash when its load address is in [__flash, __flash +
# __flash_size) (the symbols port.mk's --defsyms leave in the ELF) and RAM
# when its run address is not; .data counts twice, image and copy.  The host
# has no flash: "flash" there is everything read-only after loading, which
# includes .data.rel.ro (PIE puts tables of pointers there and makes them
# read-only once relocated, RELRO); "RAM" is the rest.
#
# Which part a byte belongs to comes from the link map: every input section
# names its object (mk/size.mk compiles one object per source).
#
# The check (exit status 1 when it fails, with FAIL lines):
#  1. every generated table symbol (uc10_ops, uc10_registry_main,
#     uc10_ops_order, uc10_ph_disp, uc10_nft_*, uc10_k_*, uc10_fb_*,
#     uc10_runtime_key_names/_sets, uc10_func_offset, uc10_abi) is in the
#     ELF (the groups: when the objects define any), and it and every other
#     data symbol of uc10_ops.o and uc10_keys.o is in a section without the
#     write flag (READONLY), at a flash address; on the host .data.rel.ro
#     is accepted instead (see above).
#     nm's letter is printed, not checked: picolibc.ld puts .rodata inside
#     the .text output section, so nm says T/t there, not R/r.
#  2. no input section of uc10_ops.o or uc10_keys.o landed in RAM (.data,
#     .bss or anything else writable): the tables add 0 bytes of RAM.
set -u
elf=$1 map=$2 out=$3
: "${PORT:?}" "${NM:=nm}" "${OBJDUMP:=objdump}" "${SIZE:=size}" "${OPS_C:=}"
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
for f in "$elf" "$map"; do
	[ -f "$f" ] || { echo "size.sh: $f: missing"; exit 2; }
done

"$OBJDUMP" -h -w "$elf" > "$tmp/h" || exit 2
"$OBJDUMP" -t "$elf" > "$tmp/t" || exit 2
"$NM" -S "$elf" > "$tmp/nm" 2>/dev/null || exit 2
nops=$(sed -n 's/.* \([0-9][0-9]*\) operators.*/\1/p' "${OPS_C:-/dev/null}" 2>/dev/null | head -n 1)

# Shared awk: hex(), and the section table from objdump -h (first file):
# fl[sec] / ram[sec] = 1 when the section occupies flash / RAM.
common='
function hex(s,   i, c, v) {
	v = 0; s = tolower(s); sub(/^0x/, "", s)
	for (i = 1; i <= length(s); i++) {
		c = index("0123456789abcdef", substr(s, i, 1)) - 1
		if (c < 0) return -1
		v = v * 16 + c
	}
	return v
}
function inflash(a) { return board && a >= fbase && a < fbase + fsize }
FILENAME == ARGV[1] {
	if ($1 !~ /^[0-9]+$/ || NF < 7 || $0 !~ /ALLOC/) next
	name = $2; sz[name] = hex($3); vma = hex($4); lma = hex($5)
	ro[name] = ($0 ~ /READONLY/) || (!board && name ~ /^\.data\.rel\.ro/)
	if (board) {
		fl[name] = ($0 ~ /LOAD/) && inflash(lma)
		ram[name] = !inflash(vma)
	} else {
		fl[name] = ro[name]; ram[name] = !ro[name]
	}
	next
}'

# The flash window, from the symbols the port's --defsyms define.
fbase=$(awk '$NF == "__flash" { print $1 }' "$tmp/t")
fsize=$(awk '$NF == "__flash_size" { print $1 }' "$tmp/t")
board=0
[ -n "$fbase" ] && [ -n "$fsize" ] && board=1

# ---- bytes per part, from the map ------------------------------------------
awk -v board="$board" -v fb="${fbase:-0}" -v fs="${fsize:-0}" "$common"'
BEGIN { fbase = hex(fb); fsize = hex(fs) }
function part(f) {
	if (f ~ /\/gen\/uc10_ops\.o$/) return "tables"
	if (f ~ /\/gen\/uc10_keys\.o$/) return "keys"
	if (f ~ /\/obj\/s\/src\/tensor\//) return "tensor"
	if (f ~ /\/obj\/s\/src\//) return "core"
	if (f ~ /\/obj\/(s|b\/gen)\/kernels\//) return "kernels"
	return "rest"
}
# Merged strings (.rodata.*.str1.1) of several objects share bytes: the
# map gives each its own size at an address inside an earlier one; count
# only bytes past the end of what this output section already holds.
function add(sec, name, addr, size, file,   p) {
	if (addr + size > end[sec]) { if (addr < end[sec]) size = addr + size - end[sec]; end[sec] = addr + size > end[sec] ? addr + size : end[sec] }
	else size = 0
	if (!(sec in fl) || size <= 0) return
	p = part(file)
	if (p == "tables") p = (name ~ /^\.(text|eh_frame|ARM\.ex)/) ? "tables_code" : "tables_data"
	if (fl[sec]) F[p] += size
	if (ram[sec]) R[p] += size
	if (ram[sec] && (p ~ /^tables/ || p == "keys"))
		printf "FAIL %s: %s (%d bytes) is in %s, which is RAM\n", file, name, size, sec > "/dev/stderr"
}
/^Linker script and memory map/ { started = 1; next }
!started { next }
/^[^ \t]/ { sec = $1; pending = ""; next }
pending != "" {
	if ($1 ~ /^0x/ && NF >= 2) add(sec, pending, hex($1), hex($2), NF >= 3 ? $3 : "")
	pending = ""; next
}
$1 == "*fill*" { if (NF >= 3) add(sec, "*fill*", hex($2), hex($3), ""); next }
/^ [^ *]/ {
	if (NF == 1) pending = $1
	else if ($2 ~ /^0x/ && $3 ~ /^0x/) add(sec, $1, hex($2), hex($3), NF >= 4 ? $4 : "")
	next
}
END {
	n = split("core keys tables_data tables_code tensor kernels rest", P, " ")
	for (i = 1; i <= n; i++) printf "%s_flash=%d\n%s_ram=%d\n", P[i], F[P[i]], P[i], R[P[i]]
}' "$tmp/h" "$map" > "$tmp/parts" 2> "$tmp/fail-map"

# ---- whole image, from the sections ----------------------------------------
awk -v board="$board" -v fb="${fbase:-0}" -v fs="${fsize:-0}" "$common"'
BEGIN { fbase = hex(fb); fsize = hex(fs) }
END {
	for (s in fl) { if (fl[s]) f += sz[s]; if (ram[s]) r += sz[s] }
	printf "total_flash=%d\ntotal_ram=%d\n", f, r
}' "$tmp/h" > "$tmp/total"

# ---- the table symbols: placement and sizes ---------------------------------
# Besides the named ones, every other data symbol the two generated objects
# define (the compact layout's uc10_ci_*/uc10_pal_*/..., whatever comes
# next) is checked too; gc-dropped ones are simply absent.
gen_objs=$(awk '$1 == "LOAD" && $2 ~ /\/gen\/uc10_(ops|keys)\.o$/ { print $2 }' "$map")
[ -n "$gen_objs" ] || { echo "size.sh: uc10_ops.o/uc10_keys.o not in $map"; exit 2; }
# shellcheck disable=SC2086 # one word per object
"$NM" --defined-only $gen_objs | awk 'NF == 3 && $2 !~ /^[TtUWw]$/ { print "data", $3 }' > "$tmp/gendata"
# objdump -t: "addr flags section<TAB>size name"; nm -S gives the letter.
awk -v board="$board" -v fb="${fbase:-0}" -v fs="${fsize:-0}" "$common"'
BEGIN {
	fbase = hex(fb); fsize = hex(fs)
	nfixed = split("uc10_ops uc10_registry_main uc10_ops_order uc10_ph_disp " \
		"uc10_runtime_key_names uc10_runtime_key_sets uc10_func_offset uc10_abi", fixed, " ")
	ngrp = split("uc10_nft_ uc10_k_ uc10_fb_", grp, " ")
	# optional: only some layouts have them (Note [Compact tables])
	nopt = split("uc10_ci_ uc10_pal_ uc10_slot_class uc10_shared_kernels uc10_compact_n", opt, " ")
}
FILENAME == ARGV[2] { if (NF == 4) letter[$4] = $3; next }
FILENAME == ARGV[3] { gendata[$2] = 1; next }
{
	tab = index($0, "\t"); if (!tab) next
	nl = split(substr($0, 1, tab - 1), L, " "); split(substr($0, tab + 1), Rt, " ")
	name = Rt[2]; sec = L[nl]; addr = hex(L[1]); size = hex(Rt[1])
	want = 0
	for (i = 1; i <= nfixed; i++) if (name == fixed[i]) want = name
	for (i = 1; i <= ngrp; i++) if (index(name, grp[i]) == 1) want = grp[i] "*"
	for (i = 1; i <= nopt; i++) if (!want && index(name, opt[i]) == 1) want = opt[i] "*"
	if (!want && (name in gendata)) want = "other generated data"
	if (!want) next
	seen[want]++; bytes[want] += size
	ok = (sec in ro) && ro[sec] && (!board || inflash(addr))
	if (!ok) { bad++; nbad[want]++; printf "FAIL %s (nm %s) in %s at 0x%x: not read-only flash\n", name, letter[name], sec, addr }
	if (want == name) printf "  %-4s %-24s %s  %-14s %6d bytes\n", ok ? "ok" : "FAIL", name, letter[name], sec, size
	else { gsec[want] = gsec[want] (index(gsec[want], sec) ? "" : " " sec); glet[want] = glet[want] (index(glet[want], letter[name]) ? "" : letter[name]) }
}
END {
	for (i = 1; i <= nfixed; i++) if (!(fixed[i] in seen)) { bad++; printf "FAIL %s: not in the ELF\n", fixed[i] }
	for (i = 1; i <= ngrp; i++) {
		g = grp[i] "*"
		if (!(g in seen)) {
			for (k in gendata) if (index(k, grp[i]) == 1) { bad++; printf "FAIL %s: no such symbol in the ELF\n", g; break }
			continue
		}
		printf "  %-4s %-24s %s  %-14s %6d bytes in %d symbols\n", nbad[g] ? "FAIL" : "ok", g, glet[g], substr(gsec[g], 2), bytes[g], seen[g]
	}
	for (i = 0; i <= nopt; i++) {
		g = i ? opt[i] "*" : "other generated data"
		if (g in seen)
			printf "  %-4s %-24s %s  %-14s %6d bytes in %d symbols\n", nbad[g] ? "FAIL" : "ok", g, glet[g], substr(gsec[g], 2), bytes[g], seen[g]
	}
	for (k in bytes) printf "sym_%s=%d\n", k, bytes[k] > "/dev/stderr"
	for (k in seen) printf "cnt_%s=%d\n", k, seen[k] > "/dev/stderr"
	exit bad > 0
}' "$tmp/h" "$tmp/nm" "$tmp/gendata" "$tmp/t" > "$tmp/syms" 2> "$tmp/symsizes"
syms_rc=$?

# ---- report -----------------------------------------------------------------
. "$tmp/parts"; . "$tmp/total"
v() { x=$(sed -n "s/^$1=//p" "$tmp/symsizes" | head -n 1); echo "${x:-0}"; }
s_ops=$(v sym_uc10_ops); s_k=$(v 'sym_uc10_k_\*'); s_fb=$(v 'sym_uc10_fb_\*'); s_nft=$(v 'sym_uc10_nft_\*')
s_hash=$(( $(v sym_uc10_ph_disp) + $(v sym_uc10_ops_order) + $(v sym_uc10_registry_main) ))
n_k=$(v 'cnt_uc10_k_\*'); n_fb=$(v 'cnt_uc10_fb_\*'); n_nft=$(v 'cnt_uc10_nft_\*')
# the compact layout's slot classes, per-op class indices and palettes
s_cmp=0
for g in uc10_ci_ uc10_pal_ uc10_slot_class uc10_shared_kernels uc10_compact_n; do
	s_cmp=$(( s_cmp + $(v "sym_$g\\*") ))
done
s_str=$(( tables_data_flash - ${s_ops:-0} - ${s_k:-0} - ${s_fb:-0} - ${s_nft:-0} - s_hash - s_cmp ))

if [ "$board" = 1 ]; then fl=flash; else fl=read-only; fi
echo "uc10 size: PORT=$PORT  $elf  (${nops:-?} operators)"
printf '  %-46s %9s %7s\n' "" "$fl" RAM
row() { printf '  %-46s %9d %7d\n' "$1" "$2" "$3"; }
row "dispatcher core (src/*.c)" "$core_flash" "$core_ram"
row "key names and sets (generated uc10_keys.c)" "$keys_flash" "$keys_ram"
row "generated tables (uc10_ops.c): data" "$tables_data_flash" "$tables_data_ram"
printf '  %-46s %9d\n' "  operator tables  uc10_ops[]" "${s_ops:-0}" \
	"  kernel records   uc10_k_* ($n_k)" "${s_k:-0}" \
	"  fallback records uc10_fb_* ($n_fb)" "${s_fb:-0}" \
	"  non-fallthrough sets uc10_nft_* ($n_nft)" "${s_nft:-0}" \
	"  name hash, order, registry" "$s_hash" \
	"  compact layout: classes, palettes" "$s_cmp" \
	"  names and schemas (strings)" "$s_str"
row "generated tables (uc10_ops.c): wrapper code" "$tables_code_flash" "$tables_code_ram"
row "tensor layer (src/tensor/*.c)" "$tensor_flash" "$tensor_ram"
row "kernels (kernels/**)" "$kernels_flash" "$kernels_ram"
row "demo, port, C library, startup, padding" "$rest_flash" "$rest_ram"
row "whole demo" "$total_flash" "$total_ram"
[ "$board" = 1 ] && [ -n "${STACK:-}" ] &&
	echo "  (RAM: static only; the stack, PORT_STACK_BYTES=$STACK, comes on top)"
echo "$SIZE -A (allocated sections):"
"$SIZE" -A "$elf" | awk 'NR <= 2 || $1 ~ /^\.(init|text|rodata|data|bss|tdata|tbss|data\.rel\.ro|eh_frame)$/'

{
	echo "port=$PORT"; echo "nops=${nops:-0}"; echo "board=$board"
	cat "$tmp/parts" "$tmp/total"
	echo "ops_table=${s_ops:-0}"; echo "kernel_records=${s_k:-0}"; echo "fallback_records=${s_fb:-0}"
	echo "nft_sets=${s_nft:-0}"; echo "hash=$s_hash"; echo "compact=$s_cmp"; echo "strings=$s_str"
} > "$out"

echo "placement of the generated tables:"
cat "$tmp/syms"
fail=0
if [ -s "$tmp/fail-map" ]; then cat "$tmp/fail-map"; fail=1; fi
[ "$syms_rc" -eq 0 ] || fail=1
if [ $((tables_data_ram + tables_code_ram + keys_ram)) -ne 0 ]; then
	echo "FAIL uc10_ops.o/uc10_keys.o put $((tables_data_ram + tables_code_ram + keys_ram)) bytes into RAM"; fail=1
fi
if [ "$fail" = 0 ]; then
	ro="read-only sections in flash"
	[ "$board" = 1 ] || ro="read-only sections (.rodata, and .data.rel.ro: read-only after relocation, host PIE only)"
	echo "size: PORT=$PORT: ok: every table symbol is in $ro; uc10_ops.o and uc10_keys.o add 0 bytes to .data/.bss"
else
	echo "size: PORT=$PORT: *** FAILED: generated tables are not all read-only (lines above) ***"
fi
exit $fail
