#!/usr/bin/python3
"""tools/refdata/gen.py - expected values for tests/kernels, from PyTorch.

Developer tool, never run by the build or the tests; its output
(tests/kernels/data/*.h) is committed.  Needs Debian's PyTorch:

    apt-get install -y python3-torch
    /usr/bin/python3 tools/refdata/gen.py            # writes tests/kernels/data/

Each family() below builds the cases of one test program: it runs the op
in PyTorch (CPU, 1 thread) and records the result, or, when PyTorch raises,
the uc10 status the C test must get instead.  Cases marked `uc10' are where
uc10 differs on purpose (it cannot resize an out= tensor, so a wrong out
shape is an error); everything else must agree with PyTorch.
"""
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from refdata import Args, Header, run  # noqa: E402

torch.set_num_threads(1)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'tests', 'kernels', 'data')
F32, I64, I32, I16, I8, U8, B = (torch.float32, torch.int64, torch.int32, torch.int16, torch.int8,
                                 torch.uint8, torch.bool)
CL = torch.channels_last


def gen(seed):
    g = torch.Generator().manual_seed(seed)
    return g


def randf(*shape, seed=0, scale=2.0):
    return (torch.randn(*shape, generator=gen(seed)) * scale).to(F32)


def randi(*shape, dtype=I32, lo=-100, hi=100, seed=0):
    return torch.randint(lo, hi, shape, generator=gen(seed)).to(dtype)


def like_storage(t):
    """A fresh tensor with t's sizes and strides (offset 0) holding t's values."""
    x = torch.empty_strided(t.shape, t.stride(), dtype=t.dtype)
    x.copy_(t)
    return x


def filled(shape, dtype, value=77):
    return torch.full(shape, value, dtype=dtype)


def expect_ok(h, name, op, fn, ins, **kw):
    r, err = run(fn)
    assert err is None, (name, err)
    h.case(name, op, ins, out=r, **kw)
    return r


def expect_err(h, name, op, fn, ins, status, uc10=False, **kw):
    r, err = run(fn)
    if not uc10:
        assert err is not None, (name, 'PyTorch did not raise', r)
    h.case(name, op, ins, status=status, **kw)


# ---------------------------------------------------------------------------
# pointwise
# ---------------------------------------------------------------------------
def pointwise():
    h = Header('pw', 'Pointwise ops: add/sub/mul/div (Tensor, Scalar, in-place, out=), '
               'relu, sigmoid, tanh, clamp.')
    a = randf(2, 3, seed=1)
    b = randf(2, 3, seed=2)
    row = randf(3, seed=3)
    col = randf(2, 1, seed=4)
    base = randf(3, 4, seed=5)
    at = base.t()                     # 4x3, non-contiguous
    bt = randf(4, 3, seed=6)
    ai = randi(2, 3, seed=7)
    bi = randi(2, 3, seed=8)
    a8 = randi(2, 3, dtype=I8, lo=-128, hi=128, seed=9)
    b8 = randi(2, 3, dtype=I8, lo=-128, hi=128, seed=10)
    u8 = randi(2, 3, dtype=U8, lo=0, hi=256, seed=11)
    v8 = randi(2, 3, dtype=U8, lo=0, hi=256, seed=12)
    l64 = randi(2, 3, dtype=I64, lo=-1000, hi=1000, seed=13)
    bl = torch.tensor([[True, False, True], [False, False, True]])
    bl2 = torch.tensor([[True, True, False], [False, True, True]])
    big = torch.tensor([2**31 - 1, -2**31, 2**30, 7], dtype=I32)
    one = torch.tensor([1, -1, 2**31 - 1, -2**31], dtype=I32)
    special = torch.tensor([float('nan'), float('inf'), -float('inf'), -0.0, 0.0, 1e30, -1e-30, 3.5])
    nchw = randf(1, 4, 2, 3, seed=14)
    nhwc = nchw.contiguous(memory_format=CL)
    nhwc2 = randf(1, 4, 2, 3, seed=15).contiguous(memory_format=CL)
    bias = randf(4, 1, 1, seed=16)
    empty = torch.empty(0, 3)
    s0 = torch.tensor(2.5)                  # 0-dim float
    s0i = torch.tensor(3, dtype=I32)        # 0-dim int32
    s0i8 = torch.tensor(-7, dtype=I8)       # 0-dim int8
    exp_row = row.expand(2, 3)              # stride-0 input

    # add.Tensor: dtypes, broadcasting, layouts, alpha, promotion
    for nm, x, y, al in [
        ('add_f32', a, b, 1), ('add_f32_alpha', a, b, 0.3), ('add_f32_alpha_neg', a, b, -2.5),
        ('add_bcast_row', a, row, 1), ('add_bcast_col', a, col, 2), ('add_bcast_both', col, row, 1),
        ('add_noncontig', at, bt, 1), ('add_noncontig_both', at, at, 0.5), ('add_expanded', exp_row, a, 1),
        ('add_i32', ai, bi, 3), ('add_i32_wrap', big, one, 1), ('add_i32_wrap_alpha', big, one, 5),
        ('add_i8_wrap', a8, b8, 1), ('add_i8_alpha', a8, b8, -3), ('add_u8_wrap', u8, v8, 1),
        ('add_i64', l64, l64, 7), ('add_bool', bl, bl2, True),
        ('add_i32_f32', ai, a, 1), ('add_i8_i32', a8, ai, 1), ('add_u8_i8', u8, a8, 1),
        ('add_bool_i8', bl, a8, 1), ('add_special', special, special.flip(0), 1),
        ('add_nchw_nchw', nchw, nchw, 1), ('add_nhwc_nhwc', nhwc, nhwc2, 1), ('add_nhwc_nchw', nhwc, nchw, 1),
        ('add_nchw_nhwc', nchw, nhwc, 1), ('add_nhwc_bias', nhwc, bias, 1), ('add_empty', empty, row, 1),
        ('add_0dim_f32', a8, s0, 1), ('add_0dim_i32', a8, s0i, 1), ('add_0dim_both', s0i8, s0i, 1),
        ('add_0dim_i32_f', ai, s0, 1), ('add_size1', randf(1, 1, seed=17), randf(3, 1, 2, seed=18), 1),
    ]:
        expect_ok(h, nm, 'P_ADD', lambda: torch.add(x, y, alpha=al), [x, y], scalars=[al])
    expect_err(h, 'add_shape', 'P_ADD', lambda: torch.add(a, bt), [a, bt], 'E_SHAPE', scalars=[1])
    expect_err(h, 'add_alpha_float_int', 'P_ADD', lambda: torch.add(ai, bi, alpha=0.5), [ai, bi], 'E_ARG',
               scalars=[0.5])
    expect_err(h, 'add_alpha_bool', 'P_ADD', lambda: torch.add(ai, bi, alpha=True), [ai, bi], 'E_ARG',
               scalars=[True])
    expect_err(h, 'add_alpha_overflow', 'P_ADD', lambda: torch.add(a8, b8, alpha=300), [a8, b8], 'E_ARG',
               scalars=[300])
    expect_err(h, 'add_alpha_f32_overflow', 'P_ADD', lambda: torch.add(a, b, alpha=1e300), [a, b], 'E_ARG',
               scalars=[1e300])
    # uint8 + int8 promote to int16, which uc10 computes too
    # in-place
    for nm, x, y, al in [('add__f32', a, b, 1), ('add__bcast', a, row, 0.5), ('add__noncontig', at, bt, 1),
                         ('add__i8_from_i32', a8, ai, 1), ('add__f32_from_i32', a, ai, 2),
                         ('add__nhwc', nhwc, nchw, 1)]:
        def f(x=x, y=y, al=al):
            z = like_storage(x)
            z.add_(y, alpha=al)
            return z
        expect_ok(h, nm, 'P_ADD_', f, [x, y], scalars=[al])
    expect_err(h, 'add__i32_from_f32', 'P_ADD_', lambda: like_storage(ai).add_(a), [ai, a], 'E_DTYPE',
               scalars=[1])
    expect_err(h, 'add__bcast_self', 'P_ADD_', lambda: like_storage(row).add_(a), [row, a], 'E_SHAPE',
               scalars=[1])
    # out=
    for nm, x, y, al, o in [('add_out_f32', a, b, 1, filled((2, 3), F32)),
                            ('add_out_i32_to_f32', ai, bi, 2, filled((2, 3), F32)),
                            ('add_out_i32_to_i8', ai, bi, 1, filled((2, 3), I8)),
                            ('add_out_noncontig', a, b, 1, filled((3, 2), F32).t()),
                            ('add_out_self', a, b, 1, None)]:
        if o is None:
            def f(x=x, y=y, al=al):
                z = like_storage(x)
                return torch.add(z, y, alpha=al, out=z)
            expect_ok(h, nm, 'P_ADD_OUT_SELF', f, [x, y], scalars=[al])
            continue

        def f(x=x, y=y, al=al, o=o):
            z = like_storage(o)
            torch.add(x, y, alpha=al, out=z)
            return z
        expect_ok(h, nm, 'P_ADD_OUT', f, [x, y, o], scalars=[al])
    expect_err(h, 'add_out_f32_to_i32', 'P_ADD_OUT', lambda: torch.add(a, b, out=filled((2, 3), I32)),
               [a, b, filled((2, 3), I32)], 'E_DTYPE', scalars=[1])
    expect_err(h, 'add_out_wrong_shape', 'P_ADD_OUT', None, [a, b, filled((3, 2), F32)], 'E_SHAPE',
               uc10=True, scalars=[1])
    ov = torch.zeros(8)
    expect_err(h, 'add_out_partial_overlap', 'P_ADD_OUT_ALIAS', lambda: torch.add(ov[:4], ov[2:6], out=ov[1:5]),
               [randf(8, seed=40)], 'E_ALIAS', scalars=[1])
    expect_err(h, 'add_out_internal_overlap', 'P_ADD_OUT',
               lambda: torch.add(a, b, out=torch.zeros(1, 3).expand(2, 3)),
               [a, b, torch.zeros(1, 3).expand(2, 3)], 'E_ALIAS', scalars=[1])
    # add.Scalar / add_.Scalar (wrapped numbers)
    for nm, x, s, al in [('adds_f32', a, 2.5, 1), ('adds_f32_int', a, 3, 2), ('adds_i32_float', ai, 2.5, 1),
                         ('adds_i8_int', a8, 1000, 1), ('adds_u8_neg', u8, -1, 1), ('adds_i8_float', a8, 0.1, 3),
                         ('adds_bool_bool', bl, True, 1), ('adds_0dim_i8', s0i8, 1000, 1),
                         ('adds_0dim_i8_f', s0i8, 1.5, 1), ('adds_i32_alpha', ai, 5, -2)]:
        expect_ok(h, nm, 'P_ADD_S', lambda: torch.add(x, s, alpha=al), [x], scalars=[s, al])
    expect_ok(h, 'adds_bool_int', 'P_ADD_S', lambda: torch.add(bl, 1), [bl], scalars=[1, 1])   # -> int64
    for nm, x, s in [('adds__f32', a, 0.75), ('adds__i8', a8, 200)]:
        def f(x=x, s=s):
            z = like_storage(x)
            z.add_(s)
            return z
        expect_ok(h, nm, 'P_ADD_S_', f, [x], scalars=[s, 1])
    expect_err(h, 'adds__i8_float', 'P_ADD_S_', lambda: like_storage(a8).add_(0.5), [a8], 'E_DTYPE',
               scalars=[0.5, 1])

    # sub
    for nm, x, y, al in [('sub_f32', a, b, 1), ('sub_f32_alpha', a, b, 0.7), ('sub_bcast', a, col, 1),
                         ('sub_i32_wrap', one, big, 1), ('sub_u8_wrap', u8, v8, 1), ('sub_i8_f32', a8, a, 2)]:
        expect_ok(h, nm, 'P_SUB', lambda: torch.sub(x, y, alpha=al), [x, y], scalars=[al])
    expect_err(h, 'sub_bool', 'P_SUB', lambda: torch.sub(bl, bl2), [bl, bl2], 'E_DTYPE', scalars=[1])
    expect_err(h, 'sub_bool_int', 'P_SUB', lambda: torch.sub(bl, ai), [bl, ai], 'E_DTYPE', scalars=[1])

    def f():
        z = like_storage(a)
        z.sub_(row, alpha=2)
        return z
    expect_ok(h, 'sub__bcast', 'P_SUB_', f, [a, row], scalars=[2])

    def f():
        z = filled((2, 3), F32)
        torch.sub(a, b, out=z)
        return z
    expect_ok(h, 'sub_out', 'P_SUB_OUT', f, [a, b, filled((2, 3), F32)], scalars=[1])

    # mul
    for nm, x, y in [('mul_f32', a, b), ('mul_bcast', a, row), ('mul_i32_wrap', big, big), ('mul_i8_wrap', a8, b8),
                     ('mul_u8_wrap', u8, v8), ('mul_bool', bl, bl2), ('mul_bool_f32', bl, a), ('mul_i64', l64, l64),
                     ('mul_special', special, special), ('mul_nhwc', nhwc, nhwc2), ('mul_noncontig', at, bt)]:
        expect_ok(h, nm, 'P_MUL', lambda: torch.mul(x, y), [x, y])

    def f():
        z = like_storage(ai)
        z.mul_(bi)
        return z
    expect_ok(h, 'mul__i32', 'P_MUL_', f, [ai, bi])

    def f():
        z = filled((2, 3), I64)
        torch.mul(a8, b8, out=z)
        return z
    expect_ok(h, 'mul_out_i8_to_i64', 'P_MUL_OUT', f, [a8, b8, filled((2, 3), I64)])
    for nm, x, s in [('muls_f32', a, 0.1), ('muls_i32_float', ai, 0.5), ('muls_i8_int', a8, 100),
                     ('muls_bool_bool', bl, False)]:
        expect_ok(h, nm, 'P_MUL_S', lambda: torch.mul(x, s), [x], scalars=[s])

    def f():
        z = like_storage(a)
        z.mul_(-3)
        return z
    expect_ok(h, 'muls__f32', 'P_MUL_S_', f, [a], scalars=[-3])
    expect_err(h, 'muls__i8_float', 'P_MUL_S_', lambda: like_storage(a8).mul_(2.5), [a8], 'E_DTYPE',
               scalars=[2.5])

    # div (true division)
    zeros = torch.tensor([0.0, -0.0, 0.0, 1.0])
    for nm, x, y in [('div_f32', a, b), ('div_bcast', a, row), ('div_i32', ai, bi), ('div_i8_f32', a8, a),
                     ('div_by_zero', torch.tensor([1.0, -1.0, 0.0, 2.0]), zeros),
                     ('div_int_by_zero', torch.tensor([1, -1, 0, 2], dtype=I32), torch.tensor([0, 0, 0, 1], dtype=I32)),
                     ('div_bool', bl, bl2), ('div_nhwc', nhwc, nhwc2)]:
        expect_ok(h, nm, 'P_DIV', lambda: torch.div(x, y), [x, y])

    def f():
        z = like_storage(a)
        z.div_(col)
        return z
    expect_ok(h, 'div__bcast', 'P_DIV_', f, [a, col])
    expect_err(h, 'div__i32', 'P_DIV_', lambda: like_storage(ai).div_(bi), [ai, bi], 'E_DTYPE')

    def f():
        z = filled((2, 3), F32)
        torch.div(ai, bi, out=z)
        return z
    expect_ok(h, 'div_out', 'P_DIV_OUT', f, [ai, bi, filled((2, 3), F32)])

    # relu, sigmoid, tanh
    for nm, x in [('relu_f32', a), ('relu_special', special), ('relu_i32', ai), ('relu_i8', a8), ('relu_u8', u8),
                  ('relu_nhwc', nhwc), ('relu_noncontig', at), ('relu_empty', empty), ('relu_0dim', s0)]:
        expect_ok(h, nm, 'P_RELU', lambda: torch.relu(x), [x])
    expect_err(h, 'relu_bool', 'P_RELU', lambda: torch.relu(bl), [bl], 'E_DTYPE')

    def f():
        z = like_storage(at)
        z.relu_()
        return z
    expect_ok(h, 'relu__noncontig', 'P_RELU_', f, [at])
    for op, fn in [('sigmoid', torch.sigmoid), ('tanh', torch.tanh)]:
        P = 'P_SIG' if op == 'sigmoid' else 'P_TANH'
        wide = torch.linspace(-20, 20, 41)
        for nm, x in [('f32', a), ('wide', wide), ('special', special), ('i32', ai), ('bool', bl), ('nhwc', nhwc)]:
            expect_ok(h, '%s_%s' % (op, nm), P, lambda: fn(x), [x], ulp=4)

        def f(fn=fn):
            z = like_storage(a)
            getattr(z, op + '_')()
            return z
        expect_ok(h, op + '__f32', P + '_', f, [a], ulp=4)
        expect_err(h, op + '__i32', P + '_', lambda: getattr(like_storage(ai), op + '_')(), [ai], 'E_DTYPE')

        def f(fn=fn):
            z = filled((2, 3), F32)
            fn(ai, out=z)
            return z
        expect_ok(h, op + '_out_i32', P + '_OUT', f, [ai, None, filled((2, 3), F32)], ulp=4)

    # clamp
    for nm, x, lo, hi in [('clamp_f32', a, -0.5, 0.5), ('clamp_min', a, 0.0, None), ('clamp_max', a, None, 1),
                          ('clamp_inverted', a, 1.0, -1.0), ('clamp_special', special, -1.0, 2.0),
                          ('clamp_nan_bound', a, float('nan'), 1.0), ('clamp_i32', ai, -10, 10),
                          ('clamp_i8_float', a8, -0.5, 20.25), ('clamp_u8', u8, 10, 200),
                          ('clamp_nhwc', nhwc, -1, 1), ('clamp_noncontig', at, -1, 1)]:
        expect_ok(h, nm, 'P_CLAMP', lambda: torch.clamp(x, lo, hi), [x], scalars=[lo, hi])
    expect_err(h, 'clamp_none', 'P_CLAMP', lambda: torch.clamp(a), [a], 'E_ARG', scalars=[None, None])
    expect_err(h, 'clamp_i8_overflow', 'P_CLAMP', lambda: torch.clamp(a8, 300), [a8], 'E_ARG', scalars=[300, None])

    def f():
        z = like_storage(ai)
        z.clamp_(max=5)
        return z
    expect_ok(h, 'clamp__i32', 'P_CLAMP_', f, [ai], scalars=[None, 5])
    expect_err(h, 'clamp__i32_float', 'P_CLAMP_', lambda: like_storage(ai).clamp_(0.5), [ai], 'E_DTYPE',
               scalars=[0.5, None])

    def f():
        z = filled((2, 3), I32)
        torch.clamp(ai, -5, 5, out=z)
        return z
    expect_ok(h, 'clamp_out', 'P_CLAMP_OUT', f, [ai, None, filled((2, 3), I32)], scalars=[-5, 5])
    expect_err(h, 'clamp_out_dtype', 'P_CLAMP_OUT', lambda: torch.clamp(ai, -5, 5, out=filled((2, 3), F32)),
               [ai, None, filled((2, 3), F32)], 'E_DTYPE', scalars=[-5, 5])
    return h


FAMILIES = [pointwise]


def main():
    os.makedirs(OUT, exist_ok=True)
    only = sys.argv[1:]
    for fam in FAMILIES:
        if only and fam.__name__ not in only:
            continue
        h = fam()
        path = os.path.join(OUT, fam.__name__ + '.h')
        h.write(path)
        print('%s: %d cases, %d tensors' % (path, len(h.cases), h.n))


if __name__ == '__main__':
    main()
