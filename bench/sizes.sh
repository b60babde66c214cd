#!/bin/sh
# bench/sizes.sh NM ELF - what each object put into ELF, from ELF.map (the
# link map, -Wl,-Map): one line per object and kind of section,
#   size OBJECT code|rodata|data|bss BYTES
# then every symbol the ELF holds from the runtime and generated objects
# (bench/obj/src/, */gen*/), with its size as `NM -S' gives it (biggest first),
#   sym OBJECT code|rodata|data|bss NAME BYTES
# and every function's frame from the objects' .su files (-fstack-usage),
#   su OBJECT FUNCTION BYTES static|dynamic|bounded
set -e
nm=$1 elf=$2
build=${elf%/bench/*}   # the build directory: ELF is BUILD/bench/NAME
awk '
	/^Linker script and memory map/ { on = 1; next }
	!on { next }
	/^ \.[^ ]*$/ { sec = $1; pending = 1; next }      # name alone: numbers follow
	pending && /^ +0x/ { add(sec, $2, $3); pending = 0; next }
	/^ \.[^ ]+ +0x/ { add($1, $3, $4); next }
	/^ COMMON +0x/ { add(".bss", $3, $4); next }
	{ pending = 0 }
	function add(s, size, file,   kind) {
		if (file !~ /\/obj\/[sb]\//) return
		# named by its source (Note [Object trees]): src/x.o, build/PORT/gen-bench/uc10_ops.o
		sub(/.*\/obj\//, "", file)
		file = file ~ /^b\// ? build "/" substr(file, 3) : substr(file, 3)
		kind = s ~ /^\.text/ ? "code" : s ~ /^\.rodata/ ? "rodata" : s ~ /^\.data/ ? "data" : s ~ /^\.bss/ ? "bss" : "other"
		bytes[file " " kind] += hex(size)
		sub(/^\.(text|rodata|data|bss)\./, "", s)
		if (hex(size)) print "sec", file, kind, s > secs
	}
	function hex(x,   i, v, c) {
		x = tolower(x); sub(/^0x/, "", x); v = 0
		for (i = 1; i <= length(x); i++) { c = index("0123456789abcdef", substr(x, i, 1)); v = v * 16 + c - 1 }
		return v
	}
	END { for (k in bytes) if (bytes[k] && k !~ / other$/) print "size", k, bytes[k] }' secs="$elf.secs" build="$build" "$elf.map" | sort > "$elf.sizes"
cat "$elf.sizes"

objdir=${elf%/*}/obj
for o in $(awk '{ print $2 }' "$elf.sizes" | sort -u); do
	case $o in src/*|*/gen*) ;; *) continue ;; esac
	case $o in "$build"/*) of=$objdir/b/${o#"$build"/} ;; *) of=$objdir/s/$o ;; esac
	"$nm" --defined-only "$of" | awk '$2 ~ /^[TtRrDdBbWV]$/ { print $3 }' | sort -u > "$of.syms"
	"$nm" -S "$elf" | awk -v o="$o" '
		function hex(x,   i, v) { v = 0; x = tolower(x)
			for (i = 1; i <= length(x); i++) v = v * 16 + index("0123456789abcdef", substr(x, i, 1)) - 1
			return v }
		FILENAME == ARGV[1] { if ($2 == o) kind[$4] = $3; next }
		FILENAME == ARGV[2] { want[$1] = 1; next }
		NF == 4 && ($4 in want) { print "sym", o, ($4 in kind) ? kind[$4] : "?", $4, hex($2) }' \
		"$elf.secs" "$of.syms" - | sort -k5,5nr -k4
	rm -f "$of.syms"
	su=${of%.o}.su
	[ ! -f "$su" ] || awk -F'\t' -v o="$o" '{ n = split($1, p, ":"); print "su", o, p[n], $2, $3 }' "$su"
done
rm -f "$elf.secs" "$elf.sizes"
