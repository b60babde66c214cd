#!/usr/bin/python3
"""tools/registry/dump.py - PyTorch 1.13's whole dispatcher registry as a uc10
operator library, and the tables PyTorch computes from it.  A developer tool
(Debian: apt-get install python3-torch), run once; tests/registry/ holds what
it writes and the build never runs Python:

    /usr/bin/python3 tools/registry/dump.py      (from the top directory)

writes tests/registry/pytorch-1.13.m4: every operator with a schema that has
registrations (torch._C._dispatch_get_registrations_for_dispatch_key("")),
one UC10_DEF each (a schema uc10 has no C form for keeps its name with the
stand-in signature `(Tensor self) -> Tensor'), one UC10_IMPL or
UC10_IMPL_FALLTHROUGH per registration (kernel NAME_N: the key's name and
the operator's number), and PyTorch's boxed core backend fallbacks as
UC10_FALLBACK(KEY, core_KEY) (uc10 registers the fallthrough ones itself);
and tests/registry/pytorch-1.13.dump (committed gzipped):
torch._C._dispatch_dump_table() of each operator in `make dump''s format,
every label replaced by the uc10 name of the registration it comes from.
Afterwards:  gzip -9 tests/registry/pytorch-1.13.dump
"""
import re
import subprocess
import tempfile

import torch

C = torch._C
M4 = "tests/registry/pytorch-1.13.m4"
DUMP = "tests/registry/pytorch-1.13.dump"   # gzip -9 it: 14 MB of text, 0.7 MB gzipped
STANDIN = "(Tensor self) -> Tensor"
# uc10's own fallthrough fallbacks (m4/keys.m4, _uc10_default_fallthroughs)
UC10_FT = set("""BackendSelect ADInplaceOrView AutogradOther AutogradCPU AutogradCUDA
AutogradXLA AutogradMPS AutogradXPU AutogradHPU AutogradLazy AutocastCPU AutocastCUDA
FuncTorchVmapMode VmapMode""".split())
REG = re.compile(r"^(\w+)(\[alias\])?: (.*?) :: .* \[ (.*) \]$")
ROW = re.compile(r"^(\w+): (.*) \[([a-z ]+)\]$")


def verdicts(schemas):
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as f:
        f.write("\n".join(schemas) + "\n")
        f.flush()
        out = subprocess.run(["make", "-s", "schemas", "SCHEMAS=" + f.name],
                             check=True, capture_output=True, text=True).stdout
    return out.splitlines()[: len(schemas)]


def main():
    names = sorted(C._dispatch_get_registrations_for_dispatch_key(""))
    ops = []
    for name in names:
        lines = C._dispatch_dump(name).splitlines()
        schema = lines[1][len("schema: "):]
        if schema == "(none)":
            continue            # an impl without a def: nothing to call
        regs = []
        for l in lines[4:]:
            m = REG.match(l)
            assert m, l
            regs.append((m.group(1), m.group(3), "fallthrough" in m.group(4).split()))
        ops.append((name, schema, regs))
    ok = verdicts([s for _, s, _ in ops])
    fallbacks = {}
    defs, impls, rows = [], [], []
    for i, ((name, schema, regs), v) in enumerate(zip(ops, ok)):
        ns, rest = schema.split("::", 1)
        if v.startswith("rejected"):
            rest = rest.split("(", 1)[0] + STANDIN
        defs.append((ns, rest))
        label, at = {}, {}
        op = name.split("::", 1)[1]
        for key, debug, ft in regs:
            fn = "fallthrough" if ft else "%s_%d" % (key, i)
            impls.append("UC10_IMPL_FALLTHROUGH(%s, %s, %s)" % (ns, key, op) if ft
                         else "UC10_IMPL(%s, %s, %s, %s)" % (ns, key, op, fn))
            label.setdefault(("fallthrough " if ft else "") + debug, []).append(key)
            at[key] = fn
        rows.append(name)
        for l in C._dispatch_dump_table(name).splitlines():
            m = ROW.match(l)
            assert m, l
            key, lab, src = m.groups()
            if src == "backend fallback":
                if lab.startswith("fallthrough "):
                    assert key in UC10_FT, l
                    fn = "fallthrough"
                else:
                    fallbacks[key] = lab
                    fn = "core_" + key
            elif src == "ambiguous autogradother":
                fn = "ambiguous_autogradother"
            else:
                # Registrations made from Python share one label: the
                # source says which key the entry's kernel was registered at.
                keys = label[lab]
                if len(keys) > 1:
                    want = {"kernel": [key], "math kernel": ["CompositeImplicitAutograd"],
                            "nested kernel": ["CompositeImplicitAutogradNestedTensor"],
                            "autograd kernel": ["Autograd"],
                            "default backend kernel": ["CompositeExplicitAutogradNonFunctional",
                                                       "CompositeExplicitAutograd"]}[src]
                    keys = [k for k in want if k in keys]
                fn = at[keys[0]]
            rows.append("  %s: %s [%s]" % (key, fn, src))
    with open(M4, "w") as f:
        f.write("m4_dnl %s - PyTorch %s's dispatcher registry, written by\n" % (M4, torch.__version__))
        f.write("m4_dnl tools/registry/dump.py; do not edit.  %d operators, %d registrations.\n"
                % (len(defs), len(impls)))
        for ns in sorted(set(ns for ns, _ in defs)):
            f.write("UC10_LIBRARY(%s)\n" % ns)
        for key in sorted(fallbacks):
            f.write("UC10_FALLBACK(%s, core_%s)\n" % (key, key))
        for ns, text in defs:
            f.write("UC10_DEF(%s, `%s')\n" % (ns, text.replace("\\'", "\\047")))
        for l in impls:
            f.write(l + "\n")
    with open(DUMP, "w") as f:
        f.write("\n".join(rows) + "\n")


main()
