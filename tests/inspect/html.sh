# tests/inspect/html.sh - the --html page; sourced by run.sh (uses its $W,
# $I, ok, no, loud).  The subject is the host's test_dispatch, whose 7
# operators have entries of every kind but nested and ambiguous.
#
# Without a browser the page's markup is still checked; with Chromium
# (Debian package `chromium') the page is loaded from file:// headless:
# #selftest makes its script hover the first kernel cell and search, and
# write what it saw into the DOM, which --dump-dom shows; #q=t::mk must
# hide the six other rows; a screenshot is kept for a person to look at.

page=$W/inspect.html
f=$W/test_dispatch.host
echo "-- html"
if [ ! -f "$f" ]; then
	no "html: no host test_dispatch image to show"
elif ! $I --html "$page" "$f" 2>"$W/html.err"; then
	no "html: --html failed: $(cat "$W/html.err")"
else
	# Markup: 7 rows; cells of each kind, coloured by source; sizes.
	rows=$(grep -c '^<tr data-i=' "$page")
	k=$(grep '<th class="op">myops::myadd</th>' "$page")
	tab=$(awk '$1 == "myops::myadd" { print $7 }' "$W/host-size.txt")
	if [ "$rows" = 7 ] &&
		echo "$k" | grep -q '<td class="c0" data-k="[0-9]*">K</td>' &&
		echo "$k" | grep -q '<td class="c6" data-k="[0-9]*">FB</td>' &&
		echo "$k" | grep -q '<td class="c4" data-k="[0-9]*">AG</td>' &&
		echo "$k" | grep -q '<td class="ft" data-k="[0-9]*">ft</td>' &&
		echo "$k" | grep -q "<td class=\"sz\">$tab</td>" &&
		grep '<th class="op">t::split.pair</th>' "$page" | grep -q '<td class="c2" data-k="[0-9]*">CIA</td>' &&
		grep '<th class="op">t::count</th>' "$page" | grep -q '<td class="c1" data-k="[0-9]*">CEA</td>' &&
		grep -q '<td></td>' "$page"; then
		ok "html: grid cells by source, the size column"
	else
		no "html: grid cells by source, the size column (rows=$rows)"
	fi
	# Self-contained: nothing fetched from anywhere.
	if grep -Eiq '(src|href)=|@import|url\(' "$page"; then
		no "html: the page refers to outside resources"
	else
		ok "html: self-contained"
	fi

	browser=
	for b in chromium chromium-browser google-chrome; do
		command -v $b >/dev/null 2>&1 && browser=$b && break
	done
	if [ -z "$browser" ]; then
		loud "Chromium is not installed (apt-get install chromium): the page was NOT tested in a browser"
	else
		url="file://$(pwd)/$page"
		chrome() {
			timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
				--user-data-dir="$W/chrome" --window-size=1400,800 "$@" 2>>"$W/chrome.log"
		}
		chrome --dump-dom "$url#selftest" >"$W/dom-selftest.html"
		st=$(sed -n '/<pre id="selftest"/,/<\/pre>/p' "$W/dom-selftest.html")
		if echo "$st" | grep -q 'rows 7' &&
			echo "$st" | grep -q 'hover block: myops::myadd / CPU: myadd_cpu \[kernel\] | symbol: myadd_cpu@0x[0-9a-f]* | record: uc10_k_myops_myadd__myadd_cpu_KERNEL@0x[0-9a-f]* | schema: myops::myadd(Tensor self, Tensor other) -&gt; Tensor' &&
			echo "$st" | grep -q 'search t::nop: 1 visible' &&
			echo "$st" | grep -q 'search nothing: 0 visible'; then
			ok "html: in $browser: hover shows symbol and schema, search filters"
		else
			no "html: in $browser: selftest"
			echo "$st" | head -6 | sed 's/^/        /'
		fi
		chrome --dump-dom "$url#q=t::mk" >"$W/dom-search.html"
		hid=$(grep -c '^<tr [^>]*class="hid"' "$W/dom-search.html")
		if [ "$hid" = 6 ] && grep '<th class="op">t::mk</th>' "$W/dom-search.html" | grep -vq 'class="hid"'; then
			ok "html: in $browser: #q=t::mk leaves one row"
		else
			no "html: in $browser: #q=t::mk leaves one row ($hid hidden)"
		fi
		chrome --screenshot="$(pwd)/$W/inspect.png" "$url#selftest" >/dev/null
		if [ -s "$W/inspect.png" ] && [ "$(wc -c <"$W/inspect.png")" -gt 10000 ]; then
			ok "html: screenshot build/host/inspect-last/inspect.png"
		else
			no "html: screenshot"
		fi
	fi
fi
