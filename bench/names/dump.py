#!/usr/bin/python3
"""bench/names/dump.py - write bench/names/pytorch-1.13.m4 from a PyTorch 1.13
install (Debian: apt-get install python3-torch).  A developer tool, run once;
the build only reads the .m4 file it writes, never Python.

Every operator schema the 1.13 JIT knows (torch._C._jit_get_all_schemas(),
aten and the other namespaces) becomes a UC10_DEF.  uc10's `make schemas`
decides which schemas it can give a C form; a schema it rejects (Dict, class
types, type variables, ...) keeps its real name with the stand-in signature
`(Tensor self) -> Tensor', so the name registry stays PyTorch's.

    /usr/bin/python3 bench/names/dump.py      (from the top directory)
"""
import subprocess
import sys
import tempfile

import torch

OUT = "bench/names/pytorch-1.13.m4"
STANDIN = "(Tensor self) -> Tensor"


def main():
    schemas = sorted(set(str(s) for s in torch._C._jit_get_all_schemas()))
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as f:
        f.write("\n".join(schemas) + "\n")
        f.flush()
        out = subprocess.run(["make", "-s", "schemas", "SCHEMAS=" + f.name],
                             check=True, capture_output=True, text=True).stdout
    verdicts = out.splitlines()[: len(schemas)]
    assert len(verdicts) == len(schemas), "make schemas: one line per schema expected"
    defs, cnames, standins, dropped = [], {}, 0, []
    for schema, verdict in zip(schemas, verdicts):
        qual, rest = schema.split("(", 1)
        ns, name = qual.split("::", 1)
        cname = qual.replace("::", "_").replace(".", "_")
        if cname in cnames:     # two names that mangle alike: keep the first
            dropped.append(qual)
            continue
        cnames[cname] = qual
        if verdict.startswith("rejected"):
            standins += 1
            text = name + STANDIN
        else:
            text = schema.split("::", 1)[1]
        defs.append((ns, text))
    # UC10_DEF can be stricter than `make schemas': stand in for what it
    # refuses, one generator run per refusal (it stops at the first).
    late = []
    while True:
        write(defs, standins + len(late), dropped)
        run = subprocess.run(["tools/gen.sh", "-e", "emit_ops_h", OUT],
                             capture_output=True, text=True)
        if run.returncode == 0:
            break
        err = run.stderr.split(": error: ", 1)[0]
        assert err.startswith(OUT + ":"), run.stderr
        i = int(err.rsplit(":", 1)[1]) - HEADER_LINES - len(namespaces_of(defs)) - 1
        ns, text = defs[i]
        late.append(ns + "::" + text.split("(", 1)[0])
        defs[i] = (ns, text.split("(", 1)[0] + STANDIN)
    print("%s: %d operators, %d stand-ins (%d refused by UC10_DEF only: %s), dropped: %s"
          % (OUT, len(defs), standins + len(late), len(late), " ".join(late) or "none",
             " ".join(dropped) or "none"), file=sys.stderr)


HEADER_LINES = 4


def namespaces_of(defs):
    return sorted(set(ns for ns, _ in defs))


def write(defs, standins, dropped):
    namespaces = namespaces_of(defs)
    with open(OUT, "w") as f:
        f.write("m4_dnl bench/names/pytorch-1.13.m4 - every operator name of PyTorch %s\n"
                % torch.__version__)
        f.write("m4_dnl (torch._C._jit_get_all_schemas()), written by bench/names/dump.py; do not edit.\n")
        f.write("m4_dnl %d operators; %d with the stand-in signature %s (uc10 has\n"
                % (len(defs), standins, STANDIN))
        f.write("m4_dnl no C form for theirs); %d dropped, clashing after C name mangling.\n"
                % len(dropped))
        for ns in namespaces:
            f.write("UC10_LIBRARY(%s)\n" % ns)
        for ns, text in defs:
            f.write("UC10_DEF(%s, `%s')\n" % (ns, text))


if __name__ == "__main__":
    main()
