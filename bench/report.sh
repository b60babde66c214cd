#!/bin/sh
# bench/report.sh RESULTS BENCHMARKS.md - rewrite the generated tables of
# BENCHMARKS.md from the raw results `make bench' left in RESULTS
# (build/bench): each table sits between `<!-- bench:NAME -->' and
# `<!-- /bench:NAME -->' and is replaced whole; the prose around it is
# left alone.  A result that is missing shows as `not measured'.
set -e
R=$1 doc=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# per-iteration figures of a bench file: LABEL VALUE per line,
# VALUE = (COUNT(2N) - COUNT(N)) / N
per() {
	[ -f "$1" ] || return 0
	awk '/^bench: / { l = $2
		if (!(l in n1)) { n1[l] = $3; c1[l] = $4; order[++k] = l } else print l, ($4 - c1[l]) / ($3 - n1[l]) }' "$1"
}
# fmt X: an integer when X is one to within 0.05 (SysTick rounding), else one decimal
FMT='function fmt(x) { return (x - int(x + 0.5) < 0.05 && int(x + 0.5) - x < 0.05) ? sprintf("%d", int(x + 0.5)) : sprintf("%.1f", x) }'

# ---- dispatch ------------------------------------------------------------------
{
	echo "| port, layout | typed call | direct call | **dispatch overhead** | general path overhead | redispatch overhead | Autograd -> CPU chain overhead | boxed overhead | \`uc10_local_get()\` |"
	echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
	for c in host cortex-m4f rv32imac host-compact cortex-m4f-compact rv32imac-compact; do
		if [ ! -f "$R/$c/dispatch.txt" ]; then echo "| $c | not measured ||||||||"; continue; fi
		per "$R/$c/dispatch.txt" | awk -v c="$c" "$FMT"'
			{ v[$1] = $2 }
			END { printf "| %s | %s | %s | **%s** | %s | %s | %s | %s | %s |\n", c, fmt(v["call"]), fmt(v["direct"]),
				fmt(v["call"] - v["direct"]), ("general" in v) ? fmt(v["general"] - v["direct"]) : "-",
				fmt(v["redisp"] - v["direct"]), fmt(v["chain"] - v["direct"]),
				fmt(v["boxed"] - v["boxbase"]), fmt(v["local"] - v["empty"]) }'
	done
} > "$tmp/dispatch"

# ---- where the instructions go (bench/trace.sh) ----------------------------------
{
	echo "| port, layout | call | instructions, by function (in order of execution) |"
	echo "|---|---|---|"
	for c in cortex-m4f rv32imac cortex-m4f-compact rv32imac-compact; do
		for t in add2 general add2g; do
			f=$R/$c/trace-$t.txt
			case $t in add2) what="typed call" ;; general) what="typed call, general path" ;; *) what="Autograd -> CPU chain" ;; esac
			if [ -f "$f" ]; then
				tail -n 1 "$f" | sed -e "s/^\([0-9]*\) instructions: /| $c | $what | **\1**: /" -e 's/$/ |/'
			else
				echo "| $c | $what | not measured |"
			fi
		done
	done
	for t in add2 general; do
		f=$R/cortex-m4f/trace-$t.txt
		[ -f "$f" ] || continue
		echo
		echo "<details><summary>The typed call$([ $t = general ] && echo ", general path,") on cortex-m4f, instruction by instruction ($f)</summary>"
		echo
		echo '```'
		sed -e '/^$/,$d' "$f"
		echo '```'
		echo "</details>"
	done
} > "$tmp/trace"

# ---- PyTorch ---------------------------------------------------------------------
{
	echo "| x86-64, callgrind | typed call | direct call | dispatch overhead |"
	echo "|---|---:|---:|---:|"
	if [ -f "$R/torch.txt" ] && grep -q '^bench:' "$R/torch.txt"; then
		{ per "$R/torch.txt" | sed 's/^/torch /'; per "$R/host/dispatch.txt" | sed 's/^/uc10 /'; } | awk "$FMT"'
			{ v[$1, $2] = $3 }
			END {
				t = v["torch", "call"] - v["torch", "direct"]; u = v["uc10", "call"] - v["uc10", "direct"]
				printf "| PyTorch 1.13 `Dispatcher::call` (libtorch) | %s | %s | %s |\n", fmt(v["torch", "call"]), fmt(v["torch", "direct"]), fmt(t)
				if (u > 0) {
					printf "| uc10 `uc10_call_*` (dense, -Os) | %s | %s | %s |\n", fmt(v["uc10", "call"]), fmt(v["uc10", "direct"]), fmt(u)
					printf "| **ratio PyTorch / uc10** | | | **%.1f** |\n", t / u
				}
				g = v["uc10", "general"] - v["uc10", "direct"]
				if (("uc10", "general") in v && g > 0) {
					printf "| uc10, general path (tensors with other keys) | %s | %s | %s |\n", fmt(v["uc10", "general"]), fmt(v["uc10", "direct"]), fmt(g)
					printf "| **ratio PyTorch / uc10, general path** | | | **%.1f** |\n", t / g
				}
			}'
		grep '^info:' "$R/torch.txt" | sed 's/^info: /\n/' || true
	else
		echo "| not measured: $(cat "$R/torch.txt" 2>/dev/null || echo 'no result') | | | |"
	fi
} > "$tmp/torch"

# ---- name lookup -------------------------------------------------------------------
{
	echo "| names | \`uc10_registry_find\` hit | miss | \`uc10_find_op_qualified\` hit | miss | linear \`strcmp\` hit | miss | binary search hit | miss |"
	echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
	for n in 50 500 all; do
		f=$R/cortex-m4f/lookup-$n.txt
		if [ ! -f "$f" ]; then echo "| $n | not measured ||||||||"; continue; fi
		awk "$FMT"'
			/^bench: / { c[$2] = $4; q = $3 }
			/^info: names / { names = $3 }
			END {
				printf "| %d", names
				split("hash hashq linear binary", m, " ")
				for (i = 1; i <= 4; i++)
					printf " | %s | %s", fmt((c[m[i] "-hit"] - c["none-hit"]) / q), fmt((c[m[i] "-miss"] - c["none-miss"]) / q)
				print " |"
			}' "$f"
	done
	f=$R/cortex-m4f/trace-lookup.txt
	if [ -f "$f" ]; then
		q=$(sed -n 's/^.*{ "\([^"]*\)", "\([^"]*\)", "\([^"]*\)" },$/\3/p' "$R/names/names-50.h" 2>/dev/null | head -n 1)
		echo
		n=$(tail -n 1 "$f" | sed 's/ instructions: .*//')
		by=$(tail -n 1 "$f" | sed 's/^[0-9]* instructions: //')
		printf 'One hit traced (`uc10_registry_find` of `%s`, %s): **%s** instructions: %s.\n' "$q" "$f" "$n" "$by"
	fi
} > "$tmp/lookup"

# ---- bytes per operator (the lookup registries' ELFs) --------------------------------
{
	echo "| names | \`uc10_ops[]\` | \`uc10_ph_disp[]\` (hash metadata) | \`uc10_ops_order[]\` | nft sets | kernel records (compact: class indices, palettes) | strings and the rest of .rodata | code (wrappers, signature helpers) | **uc10_ops.o in flash** |"
	echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
	for c in cortex-m4f cortex-m4f-compact; do
		for n in 50 500 all; do
			f=$R/$c/lookup-$n.txt
			[ -f "$f" ] || continue
			awk -v c="$c" '
				/^info: names / { names = $3 }
				$1 == "size" && $2 ~ /gen-names/ { sz[$3] += $4 }
				$1 == "sym" && $2 ~ /gen-names/ && $3 == "rodata" {
					k = $4 == "uc10_ops" ? "ops" : $4 == "uc10_ph_disp" ? "disp" : $4 == "uc10_ops_order" ? "order" : \
					    $4 ~ /^uc10_nft_/ ? "nft" : $4 ~ /^uc10_(k|fb|ci|pal)_/ ? "krec" : "other"
					b[k] += $5; named += $5
				}
				function cell(x) { return sprintf("%d B = %.2f B/name", x, x / names) }
				END {
					if (!names) exit
					printf "| %d%s | %s | %s | %s | %s | %s | %s | %s | **%s** |\n", names, c ~ /compact/ ? " (compact)" : "",
						cell(b["ops"]), cell(b["disp"]), cell(b["order"]), cell(b["nft"]), cell(b["krec"]),
						cell(sz["rodata"] - b["ops"] - b["disp"] - b["order"] - b["nft"] - b["krec"]),
						cell(sz["code"]), cell(sz["rodata"] + sz["code"] + sz["data"])
				}' "$f"
		done
	done
} > "$tmp/opbytes"

# ---- generation time -----------------------------------------------------------------
{
	echo "| defs | emit_ops_h.m4 | emit_ops_c.m4 | emit_dump.m4 | \`make -j2 gen\` |"
	echo "|---:|---:|---:|---:|---:|"
	if [ -f "$R/gen.txt" ]; then
		for n in 50 500 all; do
			defs=$(grep -c '^UC10_DEF' "$R/names/ops-$n.m4" 2>/dev/null || echo "$n")
			awk -v n="$n" -v d="$defs" '$1 == "gen" && $3 == n { v[$2] = sprintf("%.2f s (user %.2f s)", $4, $5) }
				END { printf "| %s | %s | %s | %s | **%s** |\n", d, v["emit_ops_h"], v["emit_ops_c"], v["emit_dump"], v["make-j2-gen"] }' "$R/gen.txt"
		done
		echo
		echo "Load average $(sed -n 's/^load before //p' "$R/gen.txt") before, $(sed -n 's/^load after //p' "$R/gen.txt") after ($R/gen.txt)."
	else
		echo "| not measured |||||"
	fi
} > "$tmp/gen"

# ---- flash: the core --------------------------------------------------------------------
{
	echo "| port, layout | keyset.c | local.c | lookup.c | dispatch.c | **core code** | core read-only data (incl. uc10_keys.c, abi.c) | generated for bench/ops.m4's 2 operators: code, data |"
	echo "|---|---:|---:|---:|---:|---:|---:|---:|"
	for c in cortex-m4f cortex-m4f-compact rv32imac rv32imac-compact; do
		f=$R/$c/sizes.txt
		if [ ! -f "$f" ]; then echo "| $c | not measured |||||||"; continue; fi
		awk -v c="$c" '$1 == "size" { s[$2, $3] = $4; if ($2 ~ /^src\// || $2 ~ /uc10_keys/) { if ($3 == "code") core += $4; if ($3 == "rodata") ro += $4 } }
			END { printf "| %s | %d | %d | %d | %d | **%d B** | %d B | %d B, %d B |\n", c,
				s["src/keyset.o", "code"], s["src/local.o", "code"], s["src/lookup.o", "code"], s["src/dispatch.o", "code"],
				core, ro, s["build/" c "/gen-bench/uc10_ops.o", "code"], s["build/" c "/gen-bench/uc10_ops.o", "rodata"] }' "$f"
	done
	f=$R/cortex-m4f/sizes.txt
	if [ -f "$f" ]; then
		echo
		echo "<details><summary>Every symbol of the core and of the generated tables on cortex-m4f, from \`arm-none-eabi-nm -S\` of build/cortex-m4f/bench/sizes.elf (kind from the link map)</summary>"
		echo
		echo "| object | kind | symbol | bytes |"
		echo "|---|---|---|---:|"
		awk '$1 == "sym" { printf "| %s | %s | `%s` | %d |\n", $2, $3, $4, $5 }' "$f"
		echo "</details>"
	fi
} > "$tmp/flash"

# ---- RAM and stack --------------------------------------------------------------------
{
	echo "| port, layout | .data + .bss of uc10_ops.o and uc10_keys.o (the tables) | .bss of the core | typed call (\`uc10_call_bench_add2\`): stack when the kernel is called, shallowest path (the fast path's direct call) / deepest (a boxed kernel through the general path) | typed call: deepest, error paths included | \`uc10_call_boxed\`: deepest | \`uc10_find_op_qualified\`: deepest |"
	echo "|---|---:|---:|---:|---|---|---|"
	for c in cortex-m4f cortex-m4f-compact rv32imac rv32imac-compact; do
		f=$R/$c/sizes.txt
		if [ ! -f "$f" ]; then echo "| $c | not measured ||||||"; continue; fi
		awk -v c="$c" '
			$1 == "size" && ($3 == "data" || $3 == "bss") { if ($2 ~ /uc10_ops|uc10_keys/) tab += $4; else if ($2 ~ /^src\//) core += $4 }
			$1 == "sym" && $2 ~ /^src\// && ($3 == "bss" || $3 == "data") { what = what sprintf("%s`%s` %d", what == "" ? "" : ", ", $4, $5) }
			$1 == "stack" { st[$2] = sprintf("**%d B**: %s", $3, $4) }
			$1 == "kernel" { at[$2] = sprintf("**%d B** / %d B", $3, $4) }
			END { printf "| %s | **%d B** | %d B (%s) | %s | %s | %s | %s |\n", c, tab, core, what, at["uc10_call_bench_add2"],
				st["uc10_call_bench_add2"], st["uc10_call_boxed"], st["uc10_find_op_qualified"] }' "$f"
	done
} > "$tmp/ram"

# ---- kernels ---------------------------------------------------------------------------
{
	echo "| where | add.out vs memcpy | mm | conv2d |"
	echo "|---|---|---|---|"
	for v in compute compute-O2; do
		f=$R/host/$v.txt
		[ -f "$f" ] || { echo "| host $v | not measured | | |"; continue; }
		awk -v v="$v" '$1 == "time:" { t[$2] = $4; n[$2] = $3 }
			END {
				add_bw = 12 * n["add"] / t["add"]; cpy_bw = 8 * n["memcpy"] / t["memcpy"]
				printf "| host, %s | %d floats: add %.3f ms (%.1f GB/s over 12 B/element), memcpy %.3f ms (%.1f GB/s over 8 B/element): **add at %.0f%% of memcpy bandwidth** | %d MMAC in %.1f ms: **%.0f MMAC/s** | %.1f MMAC in %.1f ms: **%.0f MMAC/s** |\n",
					v == "compute" ? "-Os (the build)" : "-O2", n["add"], 1e3 * t["add"], add_bw / 1e9, 1e3 * t["memcpy"], cpy_bw / 1e9,
					100 * add_bw / cpy_bw, n["mm"] / 1e6, 1e3 * t["mm"], n["mm"] / t["mm"] / 1e6,
					n["conv2d"] / 1e6, 1e3 * t["conv2d"], n["conv2d"] / t["conv2d"] / 1e6
			}' "$f"
	done
	f=$R/cortex-m4f/compute.txt
	if [ -f "$f" ]; then
		awk '$1 == "bench:" { c[$2] = $4; n[$2] = $3 }
			END { printf "| cortex-m4f, -Os | %d floats: add %.1f, memcpy %.1f instructions/element | %d MACs: **%.1f instructions/MAC** | %d MACs: **%.1f instructions/MAC** |\n",
				n["add"], c["add"] / n["add"], c["memcpy"] / n["memcpy"], n["mm"], c["mm"] / n["mm"], n["conv2d"], c["conv2d"] / n["conv2d"] }' "$f"
	else
		echo "| cortex-m4f | not measured | | |"
	fi
} > "$tmp/kernels"

# ---- splice ------------------------------------------------------------------------------
awk -v dir="$tmp" '
	/^<!-- bench:[a-z]+ -->$/ {
		print; name = $0; sub(/^<!-- bench:/, "", name); sub(/ -->$/, "", name)
		f = dir "/" name
		while ((getline line < f) > 0) print line
		close(f); skip = 1; next
	}
	/^<!-- \/bench:[a-z]+ -->$/ { skip = 0 }
	!skip' "$doc" > "$tmp/doc"
cp "$tmp/doc" "$doc"
echo "bench/report.sh: $doc updated from $R"
