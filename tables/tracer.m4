m4_dnl tables/tracer.m4 - dispatch tracing (uc10/trace.h): the Tracer key's
m4_dnl boxed fallback.  Add it to TABLES to make uc10_trace_on() work; without
m4_dnl it the Tracer slot of every table is missing, as in PyTorch without its
m4_dnl core fallback.
UC10_FALLBACK(Tracer, uc10_trace_fallback)
