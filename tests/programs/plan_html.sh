#!/bin/sh
# tests/programs/plan_html.sh - host suite `plan-html' (mk/program.mk): the
# picture of a program's memory plan (make program-plan-html,
# tools/program-plan-html.awk).  Ends with `plan-html: N passed, N failed'.
#
# For qcnn (a fused call, scratch, prepared constants) and the int8 DS-CNN
# on cortex-m4f's plan: the page has one box a value with storage of its
# own and one a call's scratch, as many as the plan's lines, and is
# self-contained.  With Chromium (Debian package `chromium'), as the
# inspect page is checked (tests/inspect/html.sh): the page loaded headless
# with #selftest writes what its script found (the boxes, the peak, the
# overlaps) into the DOM, which --dump-dom shows; the plan must have no
# overlap and its peak must be the arena.  A plan damaged on purpose (two
# values moved onto one another) must be reported by the page.  The pages
# and a screenshot of the last run stay in build/host/plan-html-last/.
cd "$(dirname "$0")/../.." || exit 2
MK="make -s --no-print-directory"
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "  ok    $*"; }
no() { fail=$((fail + 1)); echo "  FAIL  $*"; }
W=$(mktemp -d build/host/plan-html.XXXXXX) || exit 2
finish() {
	rm -rf build/host/plan-html-last
	mv "$W" build/host/plan-html-last 2>/dev/null
	echo "plan-html: $pass passed, $fail failed"
	[ $fail -eq 0 ]
	exit
}
browser=
for b in chromium chromium-browser google-chrome; do
	command -v $b >/dev/null 2>&1 && browser=$b && break
done
[ -n "$browser" ] || echo "*** plan-html: Chromium is not installed (apt-get install chromium): pages NOT tested in a browser ***"
chrome() {
	timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
		--user-data-dir="$W/chrome" --window-size=1000,900 "$@" 2>>"$W/chrome.log"
}
# selftest PAGE: what the page's script found, in headless Chromium
selftest() { chrome --dump-dom "file://$(pwd)/$1#selftest" | sed -n '/<pre id="selftest"/,/<\/pre>/p' | sed 's/<[^>]*>//g'; }

# page PORT PROGRAM: the page and its checks
page() {
	port=$1 prog=$2 name=$(basename "$2" .m4)
	html=build/$port/program-$name/${name}_plan.html
	if ! $MK PORT=$port PROGRAM=$prog program-plan-html > "$W/$name.log" 2>&1; then
		no "$name ($port): make program-plan-html"; cat "$W/$name.log"; return
	fi
	cp "$html" "$html.txt" "$W/"
	plan=$W/${name}_plan.html.txt
	own=$(grep -c ' own at ' "$plan")
	scr=$(grep -c ' + scratch ' "$plan")
	arena=$(sed -n '1s/.* arena \([0-9]*\) bytes.*/\1/p' "$plan")
	if [ "$(grep -c '<rect class="t"' "$html")" = "$own" ] && [ "$(grep -c '<rect class="s"' "$html")" = "$scr" ] &&
	   grep -q "data-arena=\"$arena\"" "$html"; then
		ok "$name ($port): $own values, $scr scratch, arena $arena"
	else
		no "$name ($port): boxes or arena differ from the plan"
	fi
	if grep -Eiq '(src|href)=|@import|url\([^#]' "$html"; then no "$name: the page refers to outside resources"
	else ok "$name: self-contained"; fi
	[ -n "$browser" ] || return
	st=$(selftest "$html")
	if echo "$st" | grep -q "^values $own\$" && echo "$st" | grep -q "^scratch $scr\$" &&
	   echo "$st" | grep -q "^peak $arena of $arena\$" && echo "$st" | grep -q '^problems 0$' &&
	   echo "$st" | grep -q '^hover v[0-9]* .*: [0-9]* bytes at [0-9]*, calls [0-9]*\.\.[0-9]*'; then
		ok "$name: in $browser: no overlap, peak = arena, hover names the value"
	else
		no "$name: in $browser: selftest"; echo "$st" | head -8 | sed 's/^/        /'
	fi
}
page host tests/programs/qcnn.m4
page cortex-m4f examples/models/programs/ds_cnn_int8.m4

# A damaged plan: qcnn's v4 moved onto v3 (both live at call 2): the page
# must say so.
bad=$W/bad_plan.html
sed 's/^\(  v4 .* own at \)[0-9]*/\10/' "$W/qcnn_plan.html.txt" > "$W/bad.txt"
if awk -f tools/program-plan-html.awk "$W/bad.txt" > "$bad" && [ -n "$browser" ]; then
	st=$(selftest "$bad")
	if echo "$st" | grep -q '^problems [1-9]' && echo "$st" | grep -q '^overlap: v3 / v4$'; then
		ok "damaged plan: in $browser: the overlap of v3 and v4 reported"
	else
		no "damaged plan: overlap not reported"; echo "$st" | head -8 | sed 's/^/        /'
	fi
fi
# Not a plan: a message naming the file and line, no page.
echo "hello" > "$W/notaplan.txt"
if awk -f tools/program-plan-html.awk "$W/notaplan.txt" > "$W/np.html" 2> "$W/np.err"; then
	no "not a plan: accepted"
elif grep -q "notaplan.txt:1: not a program plan" "$W/np.err"; then ok "not a plan: refused, file:line"
else no "not a plan: message: $(cat "$W/np.err")"; fi
if [ -n "$browser" ]; then
	chrome --screenshot="$(pwd)/$W/ds_cnn_int8_plan.png" "file://$(pwd)/$W/ds_cnn_int8_plan.html" >/dev/null
	[ -s "$W/ds_cnn_int8_plan.png" ] && ok "screenshot build/host/plan-html-last/ds_cnn_int8_plan.png" || no "screenshot"
fi
finish
