#!/usr/bin/python3
"""Write tests/schemas/pytorch-1.13.txt: every operator schema PyTorch 1.13's
JIT knows (torch._C._jit_get_all_schemas(), all namespaces), one a line,
sorted, as PyTorch prints them.  tests/schemas/run.sh checks that uc10
accepts and prints back every one that has a C form.

Developer tool, never run by the build:
    /usr/bin/python3 tools/refdata/jit_schemas.py > tests/schemas/pytorch-1.13.txt
"""
import torch

for s in sorted(set(str(x) for x in torch._C._jit_get_all_schemas())):
    print(s)
