#!/usr/bin/python3
# tools/refdata/keynames.py - developer tool (not part of the build): every
# DispatchKey name of PyTorch 1.13 with its DispatchKeySet(k), and key lists
# mixing functionality keys with runtime keys, each with the set PyTorch
# makes of it and its highestPriorityTypeId, written as a C table for
# tests/core/test_keys.c.  Run with Debian's python3-torch:
#     /usr/bin/python3 tools/refdata/keynames.py > tests/core/keynames.h
import torch

C = torch._C
K = C.DispatchKey
BACKENDS = ["CPU", "CUDA", "HIP", "XLA", "MPS", "IPU", "XPU", "HPU", "VE", "Lazy", "Meta",
            "PrivateUse1", "PrivateUse2", "PrivateUse3"]
# c10's toString names, in enum order (functionality keys 0..40, then the
# per-backend runtime keys).  The Python enum also has StartOf/EndOf markers.
FUNCS = [n for n in K.__members__ if K.__members__[n].value <= 40]
FUNCS.sort(key=lambda n: K.__members__[n].value)


def repr_of(ks):
    """DispatchKeySet's 64-bit repr, read back through has(): a
    functionality key's bit is 14 + value - 1; a backend bit is seen by
    adding Dense and asking for the Dense runtime key of that backend."""
    r = 0
    for n in FUNCS:
        v = K.__members__[n].value
        if v and ks.has(K.__members__[n]):
            r |= 1 << (14 + v - 1)
    dense = ks | C.DispatchKeySet(K.Dense)
    for i, b in enumerate(BACKENDS):
        if dense.has(K.__members__[b]):
            r |= 1 << i
    return r


def main():
    runtime = [n for n in K.__members__ if 42 <= K.__members__[n].value <= 116
               and not n.startswith(("StartOf", "EndOf"))]
    names = [n for n in FUNCS if n != "Undefined"] + runtime
    lists = [[n] for n in names]
    lists += [["Quantized", "AutogradXLA"], ["Dense", "AutogradFunctionality"],
              ["Sparse", "CUDA"], ["NestedTensor", "Meta", "AutogradFunctionality"],
              ["AutogradFunctionality", "BackendSelect"], ["Quantized", "Dense", "PrivateUse3"],
              ["AutogradFunctionality", "ADInplaceOrView", "Dense"], ["Sparse", "QuantizedHPU"]]
    print("/* tests/core/keynames.h - written by tools/refdata/keynames.py from PyTorch %s;"
          % torch.__version__)
    print(" * do not edit.  Each key list, DispatchKeySet's repr of it, and its")
    print(" * highestPriorityTypeId (StartOf<F>Backends: F without a backend). */")
    print("static const struct { const char *keys; uint64_t repr; const char *highest; } keynames[] = {")
    for l in lists:
        ks = C.DispatchKeySet(K.Undefined)
        for n in l:
            ks = ks | C.DispatchKeySet(K.__members__[n])
        h = ks.highestPriorityTypeId()
        print('\t{ "%s", UINT64_C(0x%016x), "%s" },' % (",".join(l), repr_of(ks), h.name))
    print("};")


main()
