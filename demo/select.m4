m4_dnl demo/select.m4 - the demo firmware uses myops::myadd only (make SELECT=demo/select.m4 demo).
UC10_SELECT(`myops::myadd')
