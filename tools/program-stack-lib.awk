# tools/program-stack-lib.awk - the stack of the library functions a
# program's objects call (the C library, the maths library, the compiler's
# run-time library), which no .ci describes: read from their machine code.
#
#   awk -v names="f g ..." [-v x86=1] -f tools/program-stack-lib.awk SYMS CODE
# (SYMS: `nm PROBE', CODE: `objdump -d --no-show-raw-insn PROBE')
#
# PROBE is an image linked from those libraries alone with every name
# forced in (mk/program.mk), so that each call is resolved to its callee.
# Prints `NAME BYTES' for each of the names, BYTES the deepest stack a call
# of it takes: its frame (every push and every lowering of the stack
# pointer in its code, added up: more than any one path needs) plus its
# deepest callee (direct calls and jumps to another function).  Thumb,
# RISC-V and x86-64 (where the return address a call pushes counts, as
# GCC's -fstack-usage counts it).  A name whose code lowers the stack by an
# amount not in the instruction, calls through a register, or recurses
# gets a comment line saying why instead: tools/program-stack.awk stops the
# build if a run can reach it.
# On the host (static glibc) a function chosen at load time (an IFUNC such
# as memcpy) counts the largest of its implementations, __NAME_*.
# A function is its address (thumb's odd bit dropped); a name, the address nm gives it.
FNR == NR { if (NF == 3) addr[$3] = norm($1); next }
/^[0-9a-f]+ <[^>]+>:$/ {
	f = norm($1)
	fn[f] = 1; frame[f] = x86 ? 8 : 0; title[f] = $2
	next
}
f == "" || !/^ *[0-9a-f]+:\t/ { next }
{
	split($0, part, "\t"); op = part[2]; args = part[3]
	sub(/[ \t]*[@#;].*$/, "", args)
	if (op ~ /^(push|stmdb|stmfd)(\.w)?$/ && (op ~ /^push/ || args ~ /^sp!/)) frame[f] += 4 * nregs(args)
	else if (op == "vpush" || (op ~ /^vstmdb/ && args ~ /^sp!/)) frame[f] += (args ~ /d[0-9]/ ? 8 : 4) * nregs(args)
	else if (op ~ /^subw?(\.w)?$/ && args ~ /^sp, (sp, )?#[0-9]+$/) { n = args; sub(/.*#/, "", n); frame[f] += n + 0 }
	else if (op ~ /^subw?(\.w)?$/ && args ~ /^sp, /) bad[f] = "lowers sp by a register"
	else if (op ~ /^str[a-z]*(\.w)?$/ && args ~ /\[sp, #-[0-9]+\]!$/) { n = args; sub(/.*#-/, "", n); frame[f] += n + 0 }
	else if (op ~ /^(c\.)?addi?(16sp)?$/ && args ~ /^sp,(sp,)?-[0-9]+$/) { n = args; sub(/.*-/, "", n); frame[f] += n + 0 }
	else if (op ~ /^(push|pushq)$/ && args ~ /^%/) frame[f] += 8
	else if (op ~ /^subq?$/ && args ~ /^\$0x[0-9a-f]+,%rsp$/) {
		n = args; sub(/^\$/, "", n); sub(/,.*/, "", n); frame[f] += hex(n)
	}
	else if (op ~ /^subq?$/ && args ~ /,%rsp$/) bad[f] = "lowers sp by a register"
	else if (args ~ /[0-9a-f]+ <[^>]+>$/ && op ~ /^(b|j|c\.b|c\.j|cb|call|tail)/) {
		# a call or a jump to an address: in this function, or another's (resolved in END)
		match(args, /[0-9a-f]+ </)
		raw[f] = raw[f] " " norm(substr(args, RSTART, RLENGTH - 2))
	} else if (op ~ /^(blx|callq?|jalr|c\.jalr)$/ && !(op == "jalr" && args ~ /^(zero,)?(ra|t0)(,0)?$/))
		bad[f] = "calls through a register"
	# (a jump through a register that links nothing - bx, jr, jmp *: a switch's
	# table, within the function - is no call)
}
# (a key of decimal digits: mawk would write an integer above 2^31 with %.6g)
function norm(a,   v) { v = hex(a); return sprintf("%.0f", v - v % 2) }
function hex(s,   v, i, c) {
	s = tolower(s); sub(/^0x/, "", s); v = 0
	for (i = 1; i <= length(s); i++) { c = index("0123456789abcdef", substr(s, i, 1)) - 1; v = v * 16 + c }
	return v
}
# Registers in a list `{r4, r5, lr}' or `{d8-d11}'.
function nregs(s,   a, n, i, k, lo, hi) {
	sub(/^[^{]*\{/, "", s); sub(/\}.*$/, "", s)
	n = 0; k = split(s, a, /, */)
	for (i = 1; i <= k; i++) {
		if (a[i] ~ /-/) { lo = a[i]; hi = a[i]; sub(/-.*/, "", lo); sub(/.*-/, "", hi)
			gsub(/[^0-9]/, "", lo); gsub(/[^0-9]/, "", hi); n += hi - lo + 1 }
		else n++
	}
	return n
}
# The function whose code holds address t (the last start at or below it).
function owner(t,   lo, hi, mid) {
	lo = 1; hi = nstart
	if (nstart == 0 || t < start[1]) return -1
	while (lo < hi) { mid = int((lo + hi + 1) / 2); if (start[mid] <= t) lo = mid; else hi = mid - 1 }
	return start[lo]
}
function why(g,   k, c, i) {
	if (g in bad) return title[g] " " bad[g]
	if (!(g in fn)) return "no code at " g
	k = split(calls[g], c, " ")
	for (i = 1; i <= k; i++) if (depth(c[i]) < 0) return title[g] " calls " why(c[i])
	return "recursion"
}
function depth(g,   k, c, i, d, m, impl) {
	if (g in memo) return memo[g]
	if (!(g in fn)) return -1
	if (g in bad) return -1
	if (g in busy) return -1
	busy[g] = 1
	m = 0
	k = split(calls[g], c, " ")
	for (i = 1; i <= k; i++) {
		d = depth(c[i])
		if (d < 0) { delete busy[g]; memo[g] = -1; return -1 }
		if (d > m) m = d
	}
	delete busy[g]
	memo[g] = frame[g] + m
	return memo[g]
}
END {
	for (g in fn) start[++nstart] = g + 0
	# (sorted as numbers; each turned back into its key by norm's format)
	for (i = 2; i <= nstart; i++) {   # insertion sort of the starts
		v = start[i]; for (j = i - 1; j >= 1 && start[j] > v; j--) start[j + 1] = start[j]; start[j + 1] = v
	}
	for (g in raw) {
		k = split(raw[g], c, " ")
		for (i = 1; i <= k; i++) {
			o = owner(c[i] + 0)
			if (o < 0) calls[g] = calls[g] " " c[i]
			else if (o != g + 0) calls[g] = calls[g] " " sprintf("%.0f", o)
		}
	}
	k = split(names, want, " ")
	for (i = 1; i <= k; i++) {
		d = want[i] in addr ? depth(addr[want[i]]) : -1
		# an IFUNC (host): the largest of its implementations
		if (x86) for (g in addr) if (index(g, "__" want[i] "_") == 1) { e = depth(addr[g]); if (e > d) d = e }
		if (d >= 0) print want[i], d
		else if ((want[i] in addr) && (addr[want[i]] in fn))
			print "# " want[i] ": no bound: " why(addr[want[i]])
	}
}
