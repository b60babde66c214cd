# tools/program-plan-html.awk - the picture of a program's memory plan, a
# page a user opens in a browser (make PROGRAM=... program-plan-html).
#
#   awk -f tools/program-plan-html.awk PLAN.txt > NAME_plan.html
#
# PLAN.txt is what `make program-plan' prints (m4/emit_program.m4, part
# plan): the header line, one line a value, then one line a call.  The
# page draws the arena as calls (across) x offsets (down): each value with
# storage of its own a box from the call that writes it to the last call
# that reads it, both included (the output's to the column `end'), at its
# offset and of its size; a call's scratch a hatched box in that call's
# column.  Values without storage of their own (the
# input, aliases, views, fused intermediates, prepared constants in flash)
# are listed under the picture.  Hovering a box names the value, its dtype
# and shape, its bytes and calls; the calls' table gives each its operator
# and program line.
#
# The page is self-contained (no file, font or script fetched).  Its
# script checks the plan it draws: no two boxes overlap in both calls and
# offsets, every box lies inside the arena; the page's #selftest writes
# what it found into <pre id="selftest"> (tests/programs/plan_html.sh reads
# it from headless Chromium).  Numbers are taken from the plan as printed:
# the picture shows the plan, it does not make one.

function esc(s) {
	gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); gsub(/>/, "\\&gt;", s); gsub(/"/, "\\&quot;", s)
	return s
}
function die(msg) {
	printf "program-plan-html.awk: %s:%d: %s\n", FILENAME, FNR, msg > "/dev/stderr"
	failed = 1
	exit 1
}
# The header: `program NAME: N calls, arena A bytes, lower bound L (...)'.
NR == 1 {
	if ($1 != "program" || $0 !~ / calls, arena [0-9]+ bytes, lower bound [0-9]+/)
		die("not a program plan (make program-plan's output)")
	name = $2; sub(/:$/, "", name)
	ncalls = $3 + 0
	for (i = 1; i <= NF; i++) {
		if ($i == "arena") arena = $(i + 1) + 0
		if ($i == "bound") bound = $(i + 1) + 0
	}
	next
}
/^calls / { incalls = 1; next }
# A value: `  NAME DTYPE[SHAPE] KIND ...'.
!incalls && /^  [^ ]/ {
	v = $1
	if ($0 ~ / own at [0-9]+ bytes [0-9]+ calls [0-9]+\.\.[0-9]+/) {
		n++
		vname[n] = v; vtype[n] = $2
		for (i = 3; i <= NF; i++) {
			if ($i == "at" && $(i - 1) == "own") voff[n] = $(i + 1) + 0
			if ($i == "bytes" && $(i - 2) == "at") vsize[n] = $(i + 1) + 0
			if ($i == "calls") { split($(i + 1), r, /\.\./); vfirst[n] = r[1] + 0; vlast[n] = r[2] + 0 }
			if ($i == "scratch") { ns++; sval[ns] = v; ssize[ns] = $(i + 1) + 0; soff[ns] = $(i + 3) + 0 }
		}
		if (ns && sval[ns] == v) scall[ns] = vfirst[n]
	} else {
		nother++; other[nother] = $0; sub(/^  /, "", other[nother])
	}
	next
}
# A call: `  K OPERATOR FILE:LINE[, scratch S][, fused ...][, in place on V]'.
incalls && /^  [0-9]+ / {
	k = $1 + 0
	cop[k] = $2
	rest = $0; sub(/^  [0-9]+ [^ ]+ /, "", rest)
	cline[k] = rest
	next
}
END {
	if (failed) exit 1
	if (NR == 0) die("empty plan")
	if (!arena) die("the plan has no arena")
	W = 900; X0 = 60; Y0 = 30
	H = 480
	cw = (W - X0 - 20) / (ncalls + 1)   # columns: the calls, then the output's "end"
	sy = (H - Y0 - 20) / arena
	print "<!DOCTYPE html>"
	print "<html lang=\"en\"><head><meta charset=\"utf-8\">"
	printf "<title>uc10 plan: %s</title>\n", esc(name)
	print "<style>"
	print "body{font:14px system-ui,sans-serif;margin:1.5em;color:#222}"
	print "h1{font-size:1.3em}svg{border:1px solid #bbb;background:#fafafa}"
	print "rect.t{stroke:#333;stroke-width:.6}rect.t:hover,rect.s:hover{stroke-width:2}"
	print "rect.s{fill:url(#hatch);stroke:#a00;stroke-width:.8}"
	print "text{font-size:11px}text.ax{fill:#555}"
	print "table{border-collapse:collapse;margin-top:1em}td,th{border:1px solid #ccc;padding:2px 6px;text-align:left}"
	print "td.n{text-align:right}#info{min-height:1.4em;font-family:monospace;margin:.5em 0}"
	print "</style></head><body>"
	printf "<h1>Memory plan of program %s</h1>\n", esc(name)
	printf "<p id=\"sum\">%d calls, arena <b>%d</b> bytes, lower bound %d bytes.  Across: the calls; down: the arena's " \
	       "offsets.  A box is a value from the call that writes it to the last that reads it; hatched: a call's " \
	       "scratch.</p>\n", ncalls, arena, bound
	print "<div id=\"info\">hover a box</div>"
	printf "<svg id=\"plan\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" data-arena=\"%d\" data-calls=\"%d\">\n", \
	       W, H, W, H, arena, ncalls
	print "<defs><pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" " \
	      "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#fdd\"/>" \
	      "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#c33\" stroke-width=\"2\"/></pattern></defs>"
	printf "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%.1f\" fill=\"#fff\" stroke=\"#888\"/>\n", X0, Y0, \
	       (ncalls + 1) * cw, arena * sy
	for (k = 0; k <= ncalls; k++)
		printf "<text class=\"ax\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", X0 + (k + .5) * cw, Y0 - 8, \
		       k < ncalls ? k : "end"
	for (t = 0; t <= 4; t++)
		printf "<text class=\"ax\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%d</text>\n", X0 - 4, \
		       Y0 + t * arena / 4 * sy + 4, int(t * arena / 4)
	for (i = 1; i <= n; i++) {
		hue = (i * 137) % 360
		printf "<rect class=\"t\" data-v=\"%s\" data-off=\"%d\" data-size=\"%d\" data-first=\"%d\" data-last=\"%d\" " \
		       "x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"hsl(%d,60%%,75%%)\">" \
		       "<title>%s %s: %d bytes at %d, calls %d..%d</title></rect>\n", esc(vname[i]), voff[i], vsize[i], \
		       vfirst[i], vlast[i], X0 + vfirst[i] * cw, Y0 + voff[i] * sy, (vlast[i] - vfirst[i] + 1) * cw, \
		       vsize[i] * sy, hue, esc(vname[i]), esc(vtype[i]), vsize[i], voff[i], vfirst[i], vlast[i]
		if (vsize[i] * sy >= 12 && (vlast[i] - vfirst[i] + 1) * cw >= 24)
			printf "<text x=\"%.1f\" y=\"%.1f\" pointer-events=\"none\">%s</text>\n", X0 + vfirst[i] * cw + 3, \
			       Y0 + voff[i] * sy + 12, esc(vname[i])
	}
	for (i = 1; i <= ns; i++)
		printf "<rect class=\"s\" data-v=\"scratch of call %d\" data-off=\"%d\" data-size=\"%d\" data-first=\"%d\" " \
		       "data-last=\"%d\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\"><title>scratch of call %d " \
		       "(%s): %d bytes at %d</title></rect>\n", scall[i], soff[i], ssize[i], scall[i], scall[i], \
		       X0 + scall[i] * cw, Y0 + soff[i] * sy, cw, (ssize[i] * sy < 1 ? 1 : ssize[i] * sy), scall[i], \
		       esc(cop[scall[i]]), ssize[i], soff[i]
	print "</svg>"
	print "<h2>Calls</h2><table id=\"calls\"><tr><th>call</th><th>operator</th><th>line, scratch, fused, in place</th></tr>"
	for (k = 0; k < ncalls; k++)
		printf "<tr><td class=\"n\">%d</td><td>%s</td><td>%s</td></tr>\n", k, esc(cop[k]), esc(cline[k])
	print "</table>"
	print "<h2>Values without storage of their own</h2><ul id=\"other\">"
	for (i = 1; i <= nother; i++)
		printf "<li>%s</li>\n", esc(other[i])
	print "</ul>"
	print "<pre id=\"selftest\" hidden></pre>"
	print "<script>"
	print "'use strict';"
	print "const svg = document.getElementById('plan'), info = document.getElementById('info');"
	print "const arena = +svg.dataset.arena, ncalls = +svg.dataset.calls;"
	print "const boxes = [...svg.querySelectorAll('rect.t, rect.s')].map(r => ({ r, v: r.dataset.v,"
	print "  off: +r.dataset.off, size: +r.dataset.size, first: +r.dataset.first, last: +r.dataset.last }));"
	print "for (const b of boxes)"
	print "  b.r.addEventListener('mouseenter', () => { info.textContent = b.r.querySelector('title').textContent; });"
	print "// The plan's own check: two boxes live at one call (calls a..b: from the call that writes it to"
	print "// the last that reads it, both included) never share a byte; all lie in the arena."
	print "function check() {"
	print "  const bad = [];"
	print "  for (const b of boxes)"
	print "    if (b.off < 0 || b.off + b.size > arena || b.first < 0 || b.last > ncalls || b.first > b.last)"
	print "      bad.push('outside: ' + b.v);"
	print "  for (let i = 0; i < boxes.length; i++)"
	print "    for (let j = i + 1; j < boxes.length; j++) {"
	print "      const a = boxes[i], b = boxes[j];"
	print "      if (a.first <= b.last && b.first <= a.last && a.off < b.off + b.size && b.off < a.off + a.size)"
	print "        bad.push('overlap: ' + a.v + ' / ' + b.v);"
	print "    }"
	print "  return bad;"
	print "}"
	print "const bad = check();"
	print "if (bad.length) { info.textContent = 'plan check: ' + bad.join('; '); info.style.color = '#b00'; }"
	print "if (location.hash === '#selftest') {"
	print "  const st = document.getElementById('selftest');"
	print "  const t = boxes.filter(b => b.r.classList.contains('t')).length;"
	print "  const peak = Math.max(0, ...boxes.map(b => b.off + b.size));"
	print "  boxes[0] && boxes[0].r.dispatchEvent(new Event('mouseenter'));"
	print "  st.textContent = 'values ' + t + '\\nscratch ' + (boxes.length - t) + '\\npeak ' + peak + ' of ' + arena +"
	print "    '\\nproblems ' + bad.length + (bad.length ? '\\n' + bad.join('\\n') : '') + '\\nhover ' + info.textContent;"
	print "  st.hidden = false;"
	print "}"
	print "</script></body></html>"
}
