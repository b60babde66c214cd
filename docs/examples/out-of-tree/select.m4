m4_dnl select.m4 - a selective build of the sensor firmware, which calls
m4_dnl sensor::clip and sensor::clip_ only (make SELECT=select.m4).
UC10_SELECT(`sensor::clip sensor::clip_')
