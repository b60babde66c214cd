#!/bin/sh
# tests/ports/size-table.sh SIZE.TXT... - the README's size table: one
# column per port, one row per part, from the key=value files that
# tests/ports/size.sh writes (`make size-table' passes every port's; a
# port not built is left out).  Cells are flash bytes, with RAM in
# parentheses when a part has any.  A file of a variant build,
# build/PORT-compact/ (LAYOUT=compact) or build/PORT-select/ (SELECT=$SELECT),
# adds its tables and whole-demo figures to PORT's column as last rows.
set -u
files=
for f in "$@"; do [ -f "$f" ] && files="$files $f"; done
[ -n "$files" ] || { echo "size-table: no size.txt (run make PORT=X size)" >&2; exit 1; }
# shellcheck disable=SC2086 # one word per file
awk -v select="${SELECT:-}" '
FNR == 1 {
	n++; var[n] = ""
	if (match(FILENAME, /-(compact|select)\/size\/size\.txt$/)) var[n] = substr(FILENAME, RSTART + 1, RLENGTH - 15)
}
{ i = index($0, "="); v[n, substr($0, 1, i - 1)] = substr($0, i + 1) }
function cell(j, k,   f, r) {
	f = v[j, k "_flash"]; r = v[j, k "_ram"]
	return r + 0 > 0 ? f " (" r ")" : f
}
function row(label, k, which,   c, j, s) {
	s = "| " label
	for (c = 1; c <= ncol; c++) {
		j = which == "" ? col[c] : of[which, v[col[c], "port"]]
		s = s " | " (j == "" ? "-" : k ~ /_$/ ? cell(j, substr(k, 1, length(k) - 1)) : v[j, k])
	}
	print s " |"
}
END {
	for (j = 1; j <= n; j++) if (var[j] == "") col[++ncol] = j
	for (j = 1; j <= n; j++) if (var[j] != "") { of[var[j], v[j, "port"]] = j; if (!(var[j] in first)) first[var[j]] = j }
	s = "| bytes: flash (RAM) |"; t = "|---|"
	for (c = 1; c <= ncol; c++) { j = col[c]; s = s " " v[j, "port"] (v[j, "board"] + 0 ? "" : "\\*") " |"; t = t "---:|" }
	print s; print t
	row("dispatcher core (`src/*.c`)", "core_")
	row("key names and sets (generated `uc10_keys.c`)", "keys_")
	row("operator tables `uc10_ops[]`", "ops_table")
	row("kernel records `uc10_k_*`", "kernel_records")
	row("fallback records `uc10_fb_*`", "fallback_records")
	row("non-fallthrough key sets `uc10_nft_*`", "nft_sets")
	row("name hash, definition order, registry", "hash")
	row("operator names and schemas (strings)", "strings")
	row("**generated tables, all** (`uc10_ops.c` data)", "tables_data_")
	row("generated typed/boxed call wrappers (`uc10_ops.c` code)", "tables_code_")
	row("tensor layer (`src/tensor/*.c`)", "tensor_")
	row("kernels (`kernels/**`)", "kernels_")
	row("demo, port, C library, startup", "rest_")
	row("**whole demo**", "total_")
	label["compact"] = "`LAYOUT=compact`"; label["select"] = "`SELECT=" select "`"
	for (w = 1; w <= 2; w++) {
		x = w == 1 ? "compact" : "select"
		if (!(x in first)) continue
		row("generated tables, " label[x], "tables_data_", x)
		row("**whole demo, " label[x] "**", "total_", x)
	}
	print ""
	printf "The demo firmware (`demo/demo.c`) with the product tables, %d operators", v[col[1], "nops"]
	if ("compact" in first) printf "; `LAYOUT=compact`: the compact table layout (Note [Compact tables])"
	if ("select" in first) printf "; `SELECT=%s`: a selective build, %d operator(s) (Note [Selective build]; boards only)", select, v[first["select"], "nops"]
	print ".  `make size-table`; one port: `make PORT=X size`.  " \
	      "RAM is static (.data + .bss); the stack comes on top (PORT_STACK_BYTES).  " \
	      "\\* host: x86-64 PIE; \"flash\" is what is read-only after loading (.text, .rodata, .eh_frame, and .data.rel.ro, " \
	      "where PIE puts tables of pointers); \"RAM\" the rest."
}' $files
