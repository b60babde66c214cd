#!/bin/sh
# bench/stack.sh DIR ROOT... - the deepest stack a call of each ROOT can
# reach, from the call graphs GCC wrote into DIR/**/*.ci
# (-fcallgraph-info=su: every function's frame and whom it calls).
# Prints `stack ROOT BYTES CHAIN', CHAIN being the frames on the deepest
# path, `fn:bytes>fn:bytes...', and `kernel ROOT MIN MAX': the stack in use
# when ROOT's path first reaches a kernel (an indirect call, or a direct
# call of a function named bench_*: bench/kernels.c), on the shallowest and
# on the deepest such path.  An indirect call (a kernel, a boxed
# fallback: the caller's code) counts 0 and shows as `*'; a function
# without a frame size (the C library) counts 0 and shows as `name:?'.
dir=$1
shift
find "$dir" -name '*.ci' -exec cat {} + | awk -v roots="$*" '
	function short(t) { sub(/.*:/, "", t); return t }
	/^node:/ {
		t = $0; sub(/.*title: "/, "", t); sub(/".*/, "", t)
		if (match($0, /[0-9]+ bytes/)) frame[short(t)] = substr($0, RSTART, RLENGTH - 6) + 0
		next
	}
	/^edge:/ {
		s = $0; sub(/.*sourcename: "/, "", s); sub(/".*/, "", s)
		d = $0; sub(/.*targetname: "/, "", d); sub(/".*/, "", d)
		s = short(s); d = short(d)
		if (!((s, d) in seen)) { seen[s, d] = 1; out[s] = out[s] " " d }
		next
	}
	# deepest(f): bytes of the deepest chain from f, its path in path[f]
	function deepest(f,   n, i, c, best, bp, v, fr) {
		if (f in memo) return memo[f]
		if (f in busy) { path[f] = f ":recursion"; return 0 }
		busy[f] = 1
		fr = (f in frame) ? frame[f] : 0
		best = 0; bp = ""
		n = split(out[f], c, " ")
		for (i = 1; i <= n; i++) {
			v = deepest(c[i])
			if (v > best || bp == "") { best = v; bp = path[c[i]] }
		}
		delete busy[f]
		path[f] = (f == "__indirect_call" ? "*" : f ":" ((f in frame) ? fr : "?")) (bp == "" ? "" : ">" bp)
		memo[f] = fr + best
		return memo[f]
	}
	# to_ind(f, want_max): frames down to an indirect call (-1: none reachable)
	function to_ind(f, mx,   n, i, c, best, v, key) {
		if (f == "__indirect_call" || f ~ /^bench_/) return 0
		key = f SUBSEP mx
		if (key in imemo) return imemo[key]
		if (f in ibusy) return -1
		ibusy[f] = 1
		best = -1
		n = split(out[f], c, " ")
		for (i = 1; i <= n; i++) {
			v = to_ind(c[i], mx)
			if (v >= 0 && (best < 0 || (mx ? v > best : v < best))) best = v
		}
		delete ibusy[f]
		imemo[key] = best < 0 ? -1 : best + ((f in frame) ? frame[f] : 0)
		return imemo[key]
	}
	END {
		n = split(roots, r, " ")
		for (i = 1; i <= n; i++) {
			printf "stack %s %d %s\n", r[i], deepest(r[i]), path[r[i]]
			printf "kernel %s %d %d\n", r[i], to_ind(r[i], 0), to_ind(r[i], 1)
		}
	}'
