# tests/reliability/stack.awk - the deepest stack of the dispatch path, from
# gcc's call graphs (-fcallgraph-info=su: one .ci file per object, VCG
# text, each function with its frame size).  Input: the .ci files of the
# runtime and of ONE generated uc10_ops.c.  Output: for each group of entry
# points the deepest path and its bytes, then `worst N' on the last line.
#
# A path ends where the dispatcher hands over to a kernel: every indirect
# call does that (a typed kernel, a boxed fallback), except the one in
# uc10_call_kernel_boxed, which also reaches the runtime's sentinel kernels
# (fallthrough_called, ambiguous: boxed, in every table) and the generated
# unboxing adapters (op->unbox) - the adapters only when the kernel has a
# typed function, which is never the case when the caller is generated
# code: there only uc10_boxcall_* calls it, for boxed-only kernels (and it
# may be inlined into any generated function).  So a call of
# uc10_call_kernel_boxed from a function of uc10_ops.c follows the
# sentinels, a call from the runtime (uc10_redispatch_boxed) the sentinels
# and the adapters.  uc10_local_get is inline (a port's own, with
# UC10_LOCAL_PORT, is not in these graphs).  Calls to the C library (string functions, in name lookup
# only) count LIBC bytes each (-v libc=N, default 32).  A direct call of a
# kernel (the generated CPU fast path calls the CPU kernel by name) ends
# the path too: -v kernels=FILE lists the kernel and fallback names, one a
# line (stack.sh takes them from the generated uc10_ops.h).  An unknown callee,
# a frame of unbounded dynamic size, or recursion is reported and makes
# the result "unknown" (exit status 1).
#
#   awk -v libc=32 -v kernels=names.txt -f stack.awk a.ci b.ci ...
function field(s, key,   r) {
	if (!match(s, key ": \"[^\"]*\"")) return ""
	r = substr(s, RSTART + length(key) + 3, RLENGTH - length(key) - 4)
	return r
}
function base(t) { sub(/^.*:/, "", t); return t }
/^node:/ {
	t = field($0, "title"); l = field($0, "label")
	seen[t] = 1
	if (split(l, ll, /\\n/) >= 2) { fl = ll[2]; sub(/:[0-9]+:[0-9]+$/, "", fl); file[t] = fl }
	if (match(l, /[0-9]+ bytes \([a-z,]+\)/)) {
		s = substr(l, RSTART, RLENGTH)
		n = s; sub(/ .*/, "", n)
		q = s; sub(/.*\(/, "", q); sub(/\)/, "", q)
		size[t] = n + 0; qual[t] = q
	}
	next
}
/^edge:/ {
	src = field($0, "sourcename"); dst = field($0, "targetname")
	key = src SUBSEP dst
	if (!(key in edge)) { edge[key] = 1; kids[src] = kids[src] "\n" dst }
	next
}
END {
	if (libc == "") libc = 32
	if (kernels != "") while ((getline kn < kernels) > 0) iskernel[kn] = 1
	split("strlen strcmp memcmp memcpy memset strstr strchr strncmp", lc, " ")
	for (i in lc) islibc[lc[i]] = 1
	# What uc10_call_kernel_boxed's indirect call may reach inside uc10.
	for (t in size) {
		b = base(t)
		if (b == "fallthrough_called" || b == "ambiguous") sentinels = sentinels "\n" t
		if (b ~ /^uc10_unbox_/) adapters = adapters "\n" t
	}
	# Global names that only a static (weak) definition gives a size to.
	for (t in size) if (t ~ /:/ && !(base(t) in size)) alias[base(t)] = t
	bad = 0
	ngroups = split("typed:^uc10_call_[a-z] boxed:^uc10_call_boxed$ redispatch:^uc10_redispatch_ lookup:^uc10_(find_op|registry_find)", groups, " ")
	worst = 0
	for (g = 1; g <= ngroups; g++) {
		name = groups[g]; re = name; sub(/:.*/, "", name); sub(/^[^:]*:/, "", re)
		best = -1; bestf = ""
		for (t in size) {
			if (t ~ /:/) continue                 # entry points are global functions
			if (t !~ re) continue
			if (name == "typed" && t == "uc10_call_boxed") continue
			if (name == "typed" && t == "uc10_call_kernel_boxed") continue
			d = depth(t)
			if (d > best) { best = d; bestf = t }
		}
		if (best < 0) { printf "%-10s (no entry points)\n", name; continue }
		printf "%-10s %5d bytes  %s\n", name, best, path(bestf)
		if (name != "lookup" && best > worst) worst = best
	}
	if (bad) { print "worst unknown"; exit 1 }
	print "worst " worst
}
# f, or "uc10_call_kernel_boxed@boxcall" for that call from a boxcall.
function depth(f,   d, m, k, n, i, c, list, real, kb) {
	if (f in memo) return memo[f]
	if (f in active) { print "recursion through " f > "/dev/stderr"; bad = 1; return 0 }
	real = f; sub(/@boxcall$/, "", real)
	if (!(real in size) && (real in alias)) real = alias[real]
	if (!(real in size)) {
		if (f == "__indirect_call") return 0
		if (base(f) in iskernel) { memo[f] = 0; fsize[f] = 0; return 0 }
		if (base(f) in islibc) { memo[f] = libc; return libc }
		print "unknown callee " f " (no frame size)" > "/dev/stderr"; bad = 1; memo[f] = 0; return 0
	}
	if (qual[real] == "dynamic") { print "unbounded dynamic frame in " real > "/dev/stderr"; bad = 1 }
	active[f] = 1
	m = 0; next_[f] = ""
	list = kids[real]
	kb = base(real) == "uc10_call_kernel_boxed"
	if (kb) list = list sentinels (f ~ /@boxcall$/ ? "" : adapters)
	n = split(list, k, "\n")
	for (i = 1; i <= n; i++) {
		c = k[i]
		if (c == "" || (c == "__indirect_call" && kb)) continue
		if (base(c) == "uc10_call_kernel_boxed" && file[real] ~ /uc10_ops\.c$/) c = c "@boxcall"
		d = depth(c)
		if (d > m) { m = d; next_[f] = c }
	}
	delete active[f]
	memo[f] = size[real] + m
	fsize[f] = size[real]
	return memo[f]
}
function path(f,   s) {
	s = base(f) "(" fsize[f] ")"
	while (next_[f] != "") {
		f = next_[f]
		s = s " > " base(f) "(" (f in fsize ? fsize[f] : libc) ")" (base(f) in iskernel ? "[kernel]" : "")
	}
	return s
}
