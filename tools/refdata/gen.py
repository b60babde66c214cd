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
    """A fresh tensor with t's sizes and strides (offset 0) over a copy of the
    storage span t reaches: what the C tests get from kt_copy()."""
    if t.numel() == 0:
        return torch.empty_strided(t.shape, t.stride(), dtype=t.dtype)
    off = t.storage_offset()
    hi = off + sum((n - 1) * st for n, st in zip(t.shape, t.stride())) + 1
    st = t.storage()
    base = torch.tensor([st[i] for i in range(off, hi)], dtype=t.dtype)
    return base.as_strided(t.shape, t.stride(), 0)


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



# ---------------------------------------------------------------------------
# the tensor layer: promotion tables and contiguity flags
# ---------------------------------------------------------------------------
def tensor():
    h = Header('tl', 'Tensor layer: promote_types, can_cast, result_type, contiguity flags.')
    from refdata import DTYPE_NUM
    dts = [U8, I8, I16, I32, I64, F32, B]
    rows = []
    for x in dts:
        for y in dts:
            rows.append('\t{ %d, %d, %d, %d },' % (DTYPE_NUM[x], DTYPE_NUM[y], DTYPE_NUM[torch.promote_types(x, y)],
                                                   int(torch.can_cast(x, y))))
    h.raw('/* a, b, promote_types(a, b), can_cast(a, b) */\nstatic const uint8_t tl_promote[][4] = {\n%s\n};'
          % '\n'.join(rows))
    # result_type(tensor of dtype/dim, tensor or Scalar)
    rows = []
    scal = [1, -1, 2.5, True]
    for x in dts:
        for xdim in (0, 1):
            tx = torch.zeros((2,) * xdim, dtype=x)
            for y in dts:
                for ydim in (0, 1):
                    ty = torch.zeros((2,) * ydim, dtype=y)
                    rows.append('\t{ %d, %d, %d, %d, 0, 0, %d },' % (DTYPE_NUM[x], xdim, DTYPE_NUM[y], ydim,
                                                                 DTYPE_NUM[torch.result_type(tx, ty)]))
            for k, v in enumerate(scal):
                rows.append('\t{ %d, %d, 0, 0, 1, %d, %d },' % (DTYPE_NUM[x], xdim, k,
                                                            DTYPE_NUM[torch.result_type(tx, v)]))
    h.raw('/* dtype a, dim a, dtype b, dim b, b is Scalar k of {1, -1, 2.5, true}, result_type */\n'
          'static const uint8_t tl_result_type[][7] = {\n%s\n};' % '\n'.join(rows))
    # contiguity flags of assorted geometries
    geos = []
    base = torch.zeros(2, 3, 4, 5)
    for t in [base, base.permute(0, 2, 3, 1), base.contiguous(memory_format=CL), base.transpose(1, 2),
              base[:, :, :, ::2], base[:, 0:1], torch.zeros(1, 64, 5, 4).contiguous(memory_format=CL),
              torch.zeros(2, 1, 1, 1), torch.zeros(2, 1, 1, 1).contiguous(memory_format=CL),
              torch.zeros(1, 3, 1, 1).contiguous(memory_format=CL), torch.zeros(2, 0, 3, 4),
              torch.zeros(3, 4).t(), torch.zeros(3).expand(2, 3), torch.zeros(()), torch.zeros(5)[::2],
              torch.zeros(4, 1, 3).transpose(0, 1), torch.zeros(2, 3, 4, 5).permute(3, 2, 1, 0)]:
        geos.append('\t{ %d, { %s }, { %s }, %d, %d, %d },' % (
            t.dim(), ', '.join(map(str, t.shape)) or '0', ', '.join(map(str, t.stride())) or '0',
            int(t.is_contiguous()), int(t.is_contiguous(memory_format=CL)),
            int(torch.empty_like(t).stride() == t.stride())))
    # fused multiply-add, correctly rounded to float32 (what add with alpha needs)
    import random
    import struct
    from fractions import Fraction
    from refdata import c_float

    def f32(v):
        return struct.unpack('f', struct.pack('f', v))[0]

    def round_f32(fr):
        if fr == 0:
            return 0.0
        neg = fr < 0
        a = -fr if neg else fr
        e = a.numerator.bit_length() - a.denominator.bit_length()
        while Fraction(2) ** e > a:
            e -= 1
        while Fraction(2) ** (e + 1) <= a:
            e += 1
        e = max(e, -126)
        q = a / Fraction(2) ** (e - 23)
        n = q.numerator // q.denominator
        r = q - n
        if r > Fraction(1, 2) or (r == Fraction(1, 2) and n % 2 == 1):
            n += 1
        v = float(n) * 2.0 ** (e - 23)
        return -v if neg else v
    rnd = random.Random(7)
    rows = []
    for i in range(160):
        x = f32(rnd.uniform(-4, 4) * 2.0 ** rnd.randint(-10, 10))
        y = f32(rnd.uniform(-4, 4) * 2.0 ** rnd.randint(-10, 10))
        if i % 2:   # cancellation: z close to -x*y, so rounding the product first would be wrong
            z = f32(-x * y * (1 + rnd.uniform(-1e-6, 1e-6)))
        else:
            z = f32(rnd.uniform(-4, 4) * 2.0 ** rnd.randint(-10, 10))
        r = round_f32(Fraction(x) * Fraction(y) + Fraction(z))
        assert r == f32(r)
        rows.append('\t{ %s, %s, %s, %s },' % (c_float(x), c_float(y), c_float(z), c_float(r)))
    h.raw('/* x, y, z, x * y + z rounded once */\nstatic const float tl_fma[][4] = {\n%s\n};' % '\n'.join(rows))
    h.raw('/* dim, sizes, strides, is_contiguous, is_contiguous(channels_last), empty_like keeps strides */\n'
          'static const struct { int dim; int64_t sizes[4], strides[4]; int contig, cl, dense; } tl_geo[] = {\n'
          '%s\n};' % '\n'.join(geos))
    return h


# ---------------------------------------------------------------------------
# factories
# ---------------------------------------------------------------------------
def factory():
    h = Header('fa', 'Factories: empty.memory_format (through BackendSelect), empty_like, zeros, '
               'ones, full, fill_.Scalar.')
    cases = [
        ('empty_f32', [2, 3], None, None), ('empty_i8', [2, 3], I8, None), ('empty_0dim', [], None, None),
        ('empty_cl', [1, 64, 5, 4], None, CL), ('empty_cl_zero_c', [2, 0, 3, 4], None, CL),
        ('empty_cl_zero_h', [2, 3, 0, 4], F32, CL), ('empty_zero', [0, 3], I32, torch.contiguous_format),
        ('empty_size1', [1, 1, 5], B, None)]
    for nm, size, dt, mf in cases:
        r = torch.empty(size, dtype=dt, memory_format=mf) if mf is not None else torch.empty(size, dtype=dt)
        h.case(nm, 'F_EMPTY', out=h.geometry(r), args=Args().list(size).opt_dtype(dt).opt_mf(mf))
    r = torch._empty_affine_quantized([2, 3], dtype=torch.qint8)
    h.case('empty_qint8', 'F_EMPTY', out=h.geometry(r), args=Args().list([2, 3]).opt_dtype(torch.qint8).opt_mf(None))
    expect_err(h, 'empty_cl_rank', 'F_EMPTY', lambda: torch.empty(2, 3, memory_format=CL), [], 'E_ARG',
               args=Args().list([2, 3]).opt_dtype(None).opt_mf(CL))
    expect_err(h, 'empty_negative', 'F_EMPTY', lambda: torch.empty(2, -1), [], 'E_ARG',
               args=Args().list([2, -1]).opt_dtype(None).opt_mf(None))
    expect_err(h, 'empty_preserve', 'F_EMPTY', lambda: torch.empty(2, 3, memory_format=torch.preserve_format), [],
               'E_ARG', args=Args().list([2, 3]).opt_dtype(None).opt_mf(torch.preserve_format))
    # empty_like
    x = randf(2, 3, 4, 5, seed=20)
    for nm, t, dt, mf in [('el_contig', x, None, None), ('el_cl', x.contiguous(memory_format=CL), None, None),
                          ('el_perm', x.permute(0, 2, 3, 1), I8, None), ('el_sliced', x[:, :, :, ::2], None, None),
                          ('el_transposed_sliced', x.transpose(0, 3)[1:], None, None),
                          ('el_expanded', randf(3, 1, seed=21).expand(3, 4), I32, None),
                          ('el_to_cl', x, None, CL), ('el_to_contig', x.contiguous(memory_format=CL), B,
                                                         torch.contiguous_format),
                          ('el_0dim', torch.tensor(1.0), None, None)]:
        r = torch.empty_like(t, dtype=dt, memory_format=mf if mf is not None else torch.preserve_format)
        h.case(nm, 'F_EMPTY_LIKE', [t], out=h.geometry(r), args=Args().opt_dtype(dt).opt_mf(mf))
    expect_err(h, 'el_cl_rank', 'F_EMPTY_LIKE', lambda: torch.empty_like(randf(2, 3), memory_format=CL),
               [randf(2, 3)], 'E_ARG', args=Args().opt_dtype(None).opt_mf(CL))
    q = torch.quantize_per_tensor(randf(1, 2, 2, 2, seed=22), 0.1, 3, torch.qint8).contiguous(memory_format=CL)
    r = torch.empty_like(q)
    h.case('el_quantized_cl', 'F_EMPTY_LIKE', [q], out=h.geometry(r), args=Args().opt_dtype(None).opt_mf(None))
    # zeros, ones, full
    for nm, op, size, val, dt in [('zeros_f32', 'F_ZEROS', [2, 3], None, None), ('zeros_i8', 'F_ZEROS', [4], None, I8),
                                  ('zeros_empty', 'F_ZEROS', [0, 2], None, None), ('ones_u8', 'F_ONES', [2, 2], None, U8),
                                  ('ones_bool', 'F_ONES', [3], None, B), ('ones_0dim', 'F_ONES', [], None, I64),
                                  ('full_float', 'F_FULL', [2, 2], 2.5, None), ('full_int', 'F_FULL', [3], 7, None),
                                  ('full_bool', 'F_FULL', [2], True, None), ('full_int_to_f32', 'F_FULL', [2], 3, F32),
                                  ('full_nan', 'F_FULL', [2], float('nan'), None),
                                  ('full_u8_wrap', 'F_FULL', [2], -255, U8), ('full_bool_5', 'F_FULL', [2], 5, B)]:
        fn = {'F_ZEROS': lambda: torch.zeros(size, dtype=dt), 'F_ONES': lambda: torch.ones(size, dtype=dt),
              'F_FULL': lambda: torch.full(size, val, dtype=dt)}[op]
        expect_ok(h, nm, op, fn, [], scalars=[val], args=Args().list(size).opt_dtype(dt))
    expect_err(h, 'full_i8_overflow', 'F_FULL', lambda: torch.full([2], 300, dtype=I8), [], 'E_ARG', scalars=[300],
               args=Args().list([2]).opt_dtype(I8))
    expect_ok(h, 'full_i32_float', 'F_FULL', lambda: torch.full([2], -2.5, dtype=I32), [], scalars=[-2.5],
              args=Args().list([2]).opt_dtype(I32))
    # fill_
    for nm, t, v in [('fill_f32', randf(2, 3, seed=23), 1.5), ('fill_noncontig', randf(3, 4, seed=24).t()[1:], -2),
                     ('fill_expanded', randf(3, 1, seed=25).expand(3, 4), 9.0), ('fill_i8', randi(4, dtype=I8), -128),
                     ('fill_u8_neg', randi(4, dtype=U8, lo=0, hi=9), -255), ('fill_bool', randi(3, dtype=B, lo=0, hi=2), 5),
                     ('fill_bool_f', randi(3, dtype=B, lo=0, hi=2), 0.5), ('fill_f32_inf', randf(2, seed=26), float('inf')),
                     ('fill_i32_bool', randi(3), True), ('fill_i64', randi(3, dtype=I64), -2**40)]:
        def f(t=t, v=v):
            z = like_storage(t)
            z.fill_(v)
            return z
        expect_ok(h, nm, 'F_FILL', f, [t], scalars=[v])
    for nm, t, v in [('fill_i8_overflow', randi(4, dtype=I8), 128), ('fill_u8_overflow', randi(4, dtype=U8, lo=0, hi=9), -256),
                     ('fill_u8_negfloat', randi(4, dtype=U8, lo=0, hi=9), -1.0), ('fill_i8_fraction', randi(4, dtype=I8), 127.5),
                     ('fill_i32_nan', randi(4), float('nan')), ('fill_f32_huge', randf(4), 1e300)]:
        expect_err(h, nm, 'F_FILL', lambda: like_storage(t).fill_(v), [t], 'E_ARG', scalars=[v])
    q = torch.quantize_per_tensor(randf(4, seed=27), 0.05, 10, torch.quint8)

    def f():
        z = q.clone()
        z.fill_(0.33)
        return z
    expect_ok(h, 'fill_quint8', 'F_FILL_Q', f, [q], scalars=[0.33])
    return h


# ---------------------------------------------------------------------------
# copy_, clone, contiguous
# ---------------------------------------------------------------------------
def copy():
    h = Header('cp', 'copy_ (dtype conversions, broadcasting, overlap), clone and contiguous '
               '(memory formats, the is_contiguous short-cut).')
    fvals = torch.tensor([-300.7, -129.5, -1.5, -0.5, 0.0, 0.5, 1.5, 127.9, 255.5, 300.2, 1e10, -1e10])
    ivals = torch.tensor([-2**31, -129, -128, -1, 0, 1, 127, 128, 255, 256, 2**31 - 1, 70000], dtype=I32)
    lvals = torch.tensor([2**53 + 1, -2**60 - 3, 2**24 + 1, 16777217, -5, 0], dtype=I64)
    bvals = torch.tensor([True, False, True])
    x = randf(2, 3, 4, seed=30)
    for nm, dst, src in [('copy_f32_i32', torch.zeros(12, dtype=I32), fvals), ('copy_f32_i8', torch.zeros(12, dtype=I8), fvals),
                         ('copy_f32_u8', torch.zeros(12, dtype=U8), fvals), ('copy_f32_i16', torch.zeros(12, dtype=I16), fvals),
                         ('copy_f32_i64', torch.zeros(12, dtype=I64), fvals), ('copy_f32_bool', torch.zeros(12, dtype=B), fvals),
                         ('copy_i32_i8', torch.zeros(12, dtype=I8), ivals), ('copy_i32_u8', torch.zeros(12, dtype=U8), ivals),
                         ('copy_i32_f32', torch.zeros(12), ivals), ('copy_i64_f32', torch.zeros(6), lvals),
                         ('copy_i64_i32', torch.zeros(6, dtype=I32), lvals), ('copy_bool_f32', torch.zeros(3), bvals),
                         ('copy_bool_i8', torch.zeros(3, dtype=I8), bvals),
                         ('copy_bcast', torch.zeros(2, 3, 4), randf(3, 1, seed=31)),
                         ('copy_into_noncontig', torch.zeros(4, 6).t(), randf(6, 4, seed=32)),
                         ('copy_from_noncontig', torch.zeros(4, 3, 2), x.permute(2, 1, 0)),
                         ('copy_into_cl', torch.zeros(1, 3, 2, 2).contiguous(memory_format=CL), randf(1, 3, 2, 2, seed=33)),
                         ('copy_empty', torch.zeros(0, 3), torch.zeros(0, 3)), ('copy_0dim', torch.zeros(2, 2), torch.tensor(4.0))]:
        def f(dst=dst, src=src):
            z = like_storage(dst)
            z.copy_(src)
            return z
        expect_ok(h, nm, 'C_COPY', f, [dst, src])
    expect_err(h, 'copy_shape', 'C_COPY', lambda: like_storage(torch.zeros(2, 3)).copy_(randf(3, 2)),
               [torch.zeros(2, 3), randf(3, 2)], 'E_SHAPE')
    expect_err(h, 'copy_bigger_src', 'C_COPY', lambda: like_storage(torch.zeros(3)).copy_(randf(2, 3)),
               [torch.zeros(3), randf(2, 3)], 'E_SHAPE')
    expect_err(h, 'copy_expanded_self', 'C_COPY', lambda: torch.zeros(1, 3).expand(2, 3).copy_(randf(2, 3)),
               [torch.zeros(1, 3).expand(2, 3), randf(2, 3)], 'E_ALIAS')
    q = torch.quantize_per_tensor(randf(2, 3, seed=34), 0.02, -3, torch.qint8)

    def f():
        z = torch.quantize_per_tensor(torch.zeros(2, 3), 0.5, 1, torch.qint8)
        z.copy_(randf(2, 3, seed=35))
        return z
    expect_ok(h, 'copy_f32_to_qint8', 'C_COPY', f, [torch.quantize_per_tensor(torch.zeros(2, 3), 0.5, 1, torch.qint8),
                                                    randf(2, 3, seed=35)])

    def f():
        z = torch.quantize_per_tensor(torch.zeros(2, 3), 0.5, 1, torch.qint8)
        z.copy_(q)
        return z
    expect_ok(h, 'copy_qint8_to_qint8', 'C_COPY', f, [torch.quantize_per_tensor(torch.zeros(2, 3), 0.5, 1, torch.qint8), q])
    expect_err(h, 'copy_qint8_to_f32', 'C_COPY', lambda: torch.zeros(2, 3).copy_(q), [torch.zeros(2, 3), q], 'E_DTYPE')
    # clone
    for nm, t, mf in [('clone_contig', x, None), ('clone_perm', x.permute(2, 0, 1), None), ('clone_sliced', x[:, ::2], None),
                      ('clone_expanded', randf(3, seed=36).expand(2, 3), None), ('clone_i8', randi(2, 3, dtype=I8), None),
                      ('clone_to_contig', x.permute(2, 0, 1), torch.contiguous_format),
                      ('clone_to_cl', randf(1, 3, 2, 2, seed=37), CL), ('clone_cl_preserve', randf(1, 3, 2, 2, seed=37).contiguous(memory_format=CL), torch.preserve_format)]:
        expect_ok(h, nm, 'C_CLONE', lambda: torch.clone(t, memory_format=mf if mf is not None else torch.preserve_format),
                  [t], args=Args().opt_mf(mf))
    expect_err(h, 'clone_cl_rank', 'C_CLONE', lambda: torch.clone(x, memory_format=CL), [x], 'E_ARG', args=Args().opt_mf(CL))
    qc = torch.quantize_per_tensor(randf(1, 2, 2, 3, seed=38), 0.1, 2, torch.quint8).contiguous(memory_format=CL)
    expect_ok(h, 'clone_quantized', 'C_CLONE_Q', lambda: qc.clone(), [qc], args=Args().opt_mf(None))
    # contiguous: self when already contiguous in that format, else clone
    nchw = randf(1, 8, 5, 4, seed=39)
    for nm, t, mf in [('contig_already', x, torch.contiguous_format), ('contig_transposed', x.transpose(0, 2), torch.contiguous_format),
                      ('contig_to_cl', nchw, CL), ('contig_cl_already', nchw.contiguous(memory_format=CL), CL),
                      ('contig_from_cl', nchw.contiguous(memory_format=CL), torch.contiguous_format),
                      ('contig_sliced', x[1:, :, 1:3], torch.contiguous_format),
                      ('contig_offset_view', x[1], torch.contiguous_format),
                      ('contig_preserve_ok', x, torch.preserve_format)]:
        r = t.contiguous(memory_format=mf)
        alias = r.data_ptr() == t.data_ptr()
        for op in ('C_CONTIG', 'C_CONTIG_CALL'):
            h.case(nm + ('_call' if op == 'C_CONTIG_CALL' else ''), op, [t], out=r,
                   out_offset=(r.storage_offset() - t.storage_offset()) if alias else None,
                   args=Args().int(MEMORY_FORMAT_NUM[mf]).int(int(alias)))
    expect_err(h, 'contig_preserve', 'C_CONTIG', lambda: x.transpose(0, 1).contiguous(memory_format=torch.preserve_format),
               [x.transpose(0, 1)], 'E_ARG', args=Args().int(1).int(0))
    return h


MEMORY_FORMAT_NUM = {torch.contiguous_format: 0, torch.preserve_format: 1, CL: 2}


# ---------------------------------------------------------------------------
# views
# ---------------------------------------------------------------------------
def view():
    h = Header('vw', 'Views (view, reshape, permute, transpose, unsqueeze, squeeze, select, slice, '
               'flatten): shapes, strides, offsets, sharing storage; reshape/flatten copy when they must.')
    x = randf(2, 3, 4, seed=50)
    xt = x.transpose(0, 2)                 # 4x3x2 non-contiguous
    xs = x[:, 1:, ::2]                     # offset and steps
    e = torch.zeros(0, 3)
    s0 = torch.tensor(5.0)

    def add(nm, op, t, fn, args, status='OK'):
        r, err = run(fn)
        if status != 'OK':
            assert err is not None, (nm, r)
            h.case(nm, op, [t], status=status, args=args)
            return
        assert err is None, (nm, err)
        alias = t.numel() == 0 or r.storage().data_ptr() == t.storage().data_ptr()
        args.int(int(alias))
        h.case(nm, op, [t], out=r, out_offset=(r.storage_offset() - t.storage_offset()) if alias else None, args=args)

    for nm, t, size in [('view_flat', x, [24]), ('view_infer', x, [4, -1]), ('view_split', x, [2, 3, 2, 2]),
                        ('view_0dim', s0, []), ('view_to_1', s0, [1, 1]), ('view_empty', e, [3, 0, 5]),
                        ('view_noncontig_ok', x.transpose(0, 1), [3, 2, 2, 2]), ('view_sliced_ok', x[:, 1], [1, 2, 4])]:
        add(nm, 'V_VIEW', t, lambda: t.view(size), Args().list(size))
    for nm, t, size, st in [('view_noncontig', xt, [24], 'E_SHAPE'), ('view_bad_numel', x, [5, 5], 'E_SHAPE'),
                            ('view_two_infer', x, [-1, -1], 'E_ARG'), ('view_empty_ambiguous', e, [0, -1], 'E_SHAPE')]:
        add(nm, 'V_VIEW', t, lambda: t.view(size), Args().list(size), st)
    for nm, t, size in [('reshape_view', x, [6, 4]), ('reshape_copy', xt, [24]), ('reshape_copy_sliced', xs, [-1]),
                        ('reshape_0dim', s0, [1]), ('reshape_expanded', randf(3, seed=51).expand(2, 3), [6])]:
        add(nm, 'V_RESHAPE', t, lambda: t.reshape(size), Args().list(size))
        add(nm + '_call', 'V_RESHAPE_CALL', t, lambda: t.reshape(size), Args().list(size))
    add('reshape_bad', 'V_RESHAPE', x, lambda: x.reshape([7, -1]), Args().list([7, -1]), 'E_SHAPE')
    for nm, t, dims in [('permute', x, [2, 0, 1]), ('permute_neg', xs, [-1, 0, 1]), ('permute_0dim', s0, [])]:
        add(nm, 'V_PERMUTE', t, lambda: t.permute(dims), Args().list(dims))
    add('permute_repeat', 'V_PERMUTE', x, lambda: x.permute(0, 0, 1), Args().list([0, 0, 1]), 'E_ARG')
    add('permute_short', 'V_PERMUTE', x, lambda: x.permute(0, 1), Args().list([0, 1]), 'E_ARG')
    for nm, t, a, b in [('transpose', x, 0, 2), ('transpose_neg', xs, -1, 1), ('transpose_same', x, 1, 1),
                        ('transpose_0dim', s0, 0, -1)]:
        add(nm, 'V_TRANSPOSE', t, lambda: t.transpose(a, b), Args().int(a).int(b))
    add('transpose_range', 'V_TRANSPOSE', x, lambda: x.transpose(0, 3), Args().int(0).int(3), 'E_ARG')
    for nm, t, d in [('unsqueeze0', x, 0), ('unsqueeze_end', x, 3), ('unsqueeze_neg', xs, -2), ('unsqueeze_0dim', s0, 0),
                     ('unsqueeze_mid_t', xt, 1)]:
        add(nm, 'V_UNSQUEEZE', t, lambda: t.unsqueeze(d), Args().int(d))
    add('unsqueeze_range', 'V_UNSQUEEZE', x, lambda: x.unsqueeze(4), Args().int(4), 'E_ARG')
    y = randf(1, 3, 1, seed=52)
    for nm, t, d in [('squeeze0', y, 0), ('squeeze_neg', y, -1), ('squeeze_not1', y, 1), ('squeeze_0dim', s0, 0)]:
        add(nm, 'V_SQUEEZE', t, lambda: t.squeeze(d), Args().int(d))
    for nm, t, d, i in [('select0', x, 0, 1), ('select_neg_idx', x, 2, -1), ('select_neg_dim', xs, -1, 0),
                        ('select_t', xt, 1, 2)]:
        add(nm, 'V_SELECT', t, lambda: t.select(d, i), Args().int(d).int(i))
    add('select_range', 'V_SELECT', x, lambda: x.select(1, 3), Args().int(1).int(3), 'E_ARG')
    add('select_range_neg', 'V_SELECT', x, lambda: x.select(1, -4), Args().int(1).int(-4), 'E_ARG')
    add('select_0dim', 'V_SELECT', s0, lambda: s0.select(0, 0), Args().int(0).int(0), 'E_ARG')

    def sl(t, d, a, b, st):
        return t[(slice(None),) * (d % t.dim()) + (slice(a, b, st),)]
    for nm, t, d, a, b, st in [('slice', x, 2, 1, 3, 1), ('slice_step', x, 2, None, None, 2), ('slice_neg', x, -1, -3, -1, 1),
                               ('slice_clamp', x, 1, -10, 10, 1), ('slice_empty', x, 1, 2, 1, 1), ('slice_t', xt, 0, 1, None, 2),
                               ('slice_past_end', x, 0, 5, None, 1)]:
        add(nm, 'V_SLICE', t, lambda: sl(t, d, a, b, st), Args().int(d).opt_int(a).opt_int(b).int(st))
    add('slice_step0', 'V_SLICE', x, lambda: torch.ops.aten.slice(x, 0, 0, 1, 0), Args().int(0).opt_int(0).opt_int(1).int(0), 'E_ARG')
    add('slice_0dim', 'V_SLICE', s0, lambda: torch.ops.aten.slice(s0, 0, 0, 1, 1), Args().int(0).opt_int(0).opt_int(1).int(1), 'E_ARG')
    for nm, t, a, b in [('flatten_all', x, 0, -1), ('flatten_mid', x, 1, 2), ('flatten_same', xt, 1, 1),
                        ('flatten_copy', xt, 0, 1), ('flatten_0dim', s0, 0, -1), ('flatten_empty', torch.zeros(2, 0, 3), 0, 1)]:
        add(nm, 'V_FLATTEN', t, lambda: t.flatten(a, b), Args().int(a).int(b))
    add('flatten_order', 'V_FLATTEN', x, lambda: x.flatten(2, 1), Args().int(2).int(1), 'E_ARG')
    return h


# ---------------------------------------------------------------------------
# reductions
# ---------------------------------------------------------------------------
def reduce():
    h = Header('rd', 'Reductions: sum.dim_IntList, sum.IntList_out, mean.dim, mean.out, amax, amax.out, '
               'argmax, argmax.out.')
    x = randf(3, 4, 5, seed=60)
    xt = x.permute(2, 0, 1)
    xi = randi(3, 4, seed=61)
    x8 = randi(4, 5, dtype=I8, lo=-128, hi=128, seed=62)
    bl = randi(3, 4, dtype=B, lo=0, hi=2, seed=63)
    big = torch.tensor([2**31 - 1, 2**31 - 1, 5], dtype=I32)
    nan = torch.tensor([[1.0, float('nan'), 3.0], [float('-inf'), -1.0, float('inf')]])
    ties = torch.tensor([[3, 1, 3], [0, 0, 0]], dtype=I32)
    e = torch.zeros(0, 3)
    s0 = torch.tensor(2.5)
    RT = 2e-6
    for nm, t, dim, kd, dt in [('sum_all', x, None, False, None), ('sum_d0', x, [0], False, None), ('sum_d12_keep', x, [1, -1], True, None),
                               ('sum_perm', xt, [0], False, None), ('sum_i32', xi, [1], False, None), ('sum_i8', x8, None, False, None),
                               ('sum_i32_wrap_dtype', big, [0], False, I32), ('sum_i32_to_f32', xi, [0], True, F32),
                               ('sum_bool', bl, [0], False, None), ('sum_empty', e, [0], False, None), ('sum_empty_all', e, None, True, None),
                               ('sum_0dim', s0, None, False, None), ('sum_nan', nan, [1], False, None), ('sum_empty_list', x, [], False, None),
                               ('sum_f32_to_i32', x, [2], False, I32)]:
        expect_ok(h, nm, 'R_SUM', lambda: torch.sum(x if False else t, dim, keepdim=kd, dtype=dt) if dim is not None
                  else torch.sum(t, dtype=dt) if not kd else torch.sum(t, tuple(range(t.dim())), keepdim=True, dtype=dt),
                  [t], rtol=RT, args=Args().opt_list(dim if dim is not None else ([] if not kd else None)).int(kd).opt_dtype(dt))
    expect_err(h, 'sum_dup', 'R_SUM', lambda: torch.sum(x, [0, 0]), [x], 'E_ARG', args=Args().opt_list([0, 0]).int(0).opt_dtype(None))
    expect_err(h, 'sum_range', 'R_SUM', lambda: torch.sum(x, [3]), [x], 'E_ARG', args=Args().opt_list([3]).int(0).opt_dtype(None))

    def f():
        z = filled((3, 5), F32)
        torch.sum(x, 1, out=z)
        return z
    expect_ok(h, 'sum_out', 'R_SUM_OUT', f, [x, None, filled((3, 5), F32)], rtol=RT, args=Args().opt_list([1]).int(0).opt_dtype(None))

    def f():
        z = filled((4,), F32)
        torch.sum(xi, 0, out=z)
        return z
    expect_ok(h, 'sum_out_i32_in_f32', 'R_SUM_OUT', f, [xi, None, filled((4,), F32)], args=Args().opt_list([0]).int(0).opt_dtype(None))
    expect_err(h, 'sum_out_shape', 'R_SUM_OUT', None, [x, None, filled((3, 4), F32)], 'E_SHAPE', uc10=True,
               args=Args().opt_list([1]).int(0).opt_dtype(None))
    expect_err(h, 'sum_out_dtype', 'R_SUM_OUT', lambda: torch.sum(x, 1, dtype=F32, out=filled((3, 5), I64)),
               [x, None, filled((3, 5), I64)], 'E_DTYPE', args=Args().opt_list([1]).int(0).opt_dtype(F32))
    for nm, t, dim, kd, dt in [('mean_all', x, None, False, None), ('mean_d1', x, [1], True, None), ('mean_perm', xt, [0, 2], False, None),
                               ('mean_i32_dtype', xi, [0], False, F32), ('mean_empty', e, [0], False, None), ('mean_nan', nan, [1], False, None)]:
        expect_ok(h, nm, 'R_MEAN', lambda: torch.mean(t, dim, keepdim=kd, dtype=dt) if dim is not None else torch.mean(t, dtype=dt),
                  [t], rtol=RT, args=Args().opt_list(dim).int(kd).opt_dtype(dt))
    expect_err(h, 'mean_i32', 'R_MEAN', lambda: torch.mean(xi, [0]), [xi], 'E_DTYPE', args=Args().opt_list([0]).int(0).opt_dtype(None))

    def f():
        z = filled((3, 4), F32)
        torch.mean(x, 2, out=z)
        return z
    expect_ok(h, 'mean_out', 'R_MEAN_OUT', f, [x, None, filled((3, 4), F32)], rtol=RT, args=Args().opt_list([2]).int(0).opt_dtype(None))
    expect_err(h, 'mean_out_i32', 'R_MEAN_OUT', lambda: torch.mean(xi, 0, out=filled((4,), F32)), [xi, None, filled((4,), F32)],
               'E_DTYPE', args=Args().opt_list([0]).int(0).opt_dtype(None))
    for nm, t, dim, kd in [('amax_all', x, [], False), ('amax_d1', x, [1], False), ('amax_d02_keep', x, [0, 2], True),
                           ('amax_perm', xt, [1], False), ('amax_i8', x8, [0], False), ('amax_bool', bl, [1], False),
                           ('amax_nan', nan, [1], False), ('amax_0dim', s0, [], False), ('amax_empty_kept', e, [1], False)]:
        expect_ok(h, nm, 'R_AMAX', lambda: torch.amax(t, dim, keepdim=kd), [t], args=Args().list(dim).int(kd))
    expect_err(h, 'amax_empty', 'R_AMAX', lambda: torch.amax(e, [0]), [e], 'E_ARG', args=Args().list([0]).int(0))

    def f():
        z = filled((3, 5), F32)
        torch.amax(x, [1], out=z)
        return z
    expect_ok(h, 'amax_out', 'R_AMAX_OUT', f, [x, None, filled((3, 5), F32)], args=Args().list([1]).int(0))
    expect_err(h, 'amax_out_dtype', 'R_AMAX_OUT', lambda: torch.amax(x, [1], out=filled((3, 5), I32)),
               [x, None, filled((3, 5), I32)], 'E_DTYPE', args=Args().list([1]).int(0))
    for nm, t, dim, kd in [('argmax_all', x, None, False), ('argmax_all_keep', x, None, True), ('argmax_d1', x, 1, False),
                           ('argmax_neg_keep', x, -1, True), ('argmax_perm', xt, 0, False), ('argmax_ties', ties, 1, False),
                           ('argmax_ties_all', ties, None, False), ('argmax_nan', nan, 1, False), ('argmax_nan_all', nan, None, False),
                           ('argmax_i8', x8, 0, False), ('argmax_0dim', s0, None, False), ('argmax_0dim_d', s0, 0, False),
                           ('argmax_u8', randi(5, dtype=U8, lo=0, hi=3, seed=64), 0, False)]:
        expect_ok(h, nm, 'R_ARGMAX', lambda: torch.argmax(t, dim, keepdim=kd), [t], args=Args().opt_int(dim).int(kd))
    expect_err(h, 'argmax_empty', 'R_ARGMAX', lambda: torch.argmax(e), [e], 'E_ARG', args=Args().opt_int(None).int(0))
    expect_err(h, 'argmax_empty_dim', 'R_ARGMAX', lambda: torch.argmax(e, 0), [e], 'E_ARG', args=Args().opt_int(0).int(0))
    expect_err(h, 'argmax_bool', 'R_ARGMAX', lambda: torch.argmax(bl), [bl], 'E_DTYPE', args=Args().opt_int(None).int(0))

    def f():
        z = filled((4, 5), I64)
        torch.argmax(x, 0, out=z)
        return z
    expect_ok(h, 'argmax_out', 'R_ARGMAX_OUT', f, [x, None, filled((4, 5), I64)], args=Args().opt_int(0).int(0))
    expect_err(h, 'argmax_out_dtype', 'R_ARGMAX_OUT', lambda: torch.argmax(x, 0, out=filled((4, 5), I32)),
               [x, None, filled((4, 5), I32)], 'E_DTYPE', args=Args().opt_int(0).int(0))
    return h



# ---------------------------------------------------------------------------
# mm, addmm, linear
# ---------------------------------------------------------------------------
def linear():
    h = Header('ln', 'mm, mm.out, addmm, addmm.out, linear (kernel and through the dispatcher).')
    RT = 1e-5
    a = randf(3, 4, seed=70)
    b = randf(4, 5, seed=71)
    bt = randf(5, 4, seed=72).t()
    ai = randi(3, 4, seed=73)
    bi = randi(4, 2, seed=74)
    a8 = randi(3, 4, dtype=I8, lo=-128, hi=128, seed=75)
    b8 = randi(4, 2, dtype=I8, lo=-128, hi=128, seed=76)
    # 4 x 4 blocks and leftover rows and columns, row-major, dot-product (b transposed) and any strides
    am = randf(9, 7, seed=435)
    bm = randf(7, 10, seed=436)
    for nm, x, y in [('mm_f32', a, b), ('mm_noncontig', a, bt), ('mm_t_t', b.t(), a.t()), ('mm_i32', ai, bi),
                     ('mm_i8_wrap', a8, b8), ('mm_k0', torch.zeros(2, 0), torch.zeros(0, 3)),
                     ('mm_n0', torch.zeros(0, 4), b), ('mm_u8', randi(2, 3, dtype=U8, lo=0, hi=256, seed=77),
                                                        randi(3, 2, dtype=U8, lo=0, hi=256, seed=78)),
                     ('mm_blocks', am, bm), ('mm_blocks_bt', am, randf(10, 7, seed=437).t()),
                     ('mm_blocks_at', randf(7, 9, seed=438).t(), bm), ('mm_blocks_step', am, randf(7, 20, seed=439)[:, ::2])]:
        expect_ok(h, nm, 'L_MM', lambda: torch.mm(x, y), [x, y], rtol=RT)
    for nm, x, y, st in [('mm_shape', a, a, 'E_SHAPE'), ('mm_1d', randf(4), b, 'E_SHAPE'), ('mm_dtype', a, bi.float().int(), 'E_DTYPE'),
                         ('mm_bool', torch.ones(2, 2, dtype=B), torch.ones(2, 2, dtype=B), 'E_DTYPE')]:
        expect_err(h, nm, 'L_MM', lambda: torch.mm(x, y), [x, y], st)

    def f():
        z = filled((3, 5), F32)
        torch.mm(a, b, out=z)
        return z
    expect_ok(h, 'mm_out', 'L_MM_OUT', f, [a, b, filled((3, 5), F32)], rtol=RT)
    expect_err(h, 'mm_out_shape', 'L_MM_OUT', None, [a, b, filled((3, 4), F32)], 'E_SHAPE', uc10=True)
    c = randf(3, 5, seed=79)
    for nm, sf, x, y, be, al in [('addmm', c, a, b, 1, 1), ('addmm_bcast_row', randf(5, seed=80), a, b, 1, 1),
                                 ('addmm_bcast_col', randf(3, 1, seed=81), a, b, 0.5, 2.0),
                                 ('addmm_beta0_nan', torch.full((3, 5), float('nan')), a, b, 0, 1),
                                 ('addmm_i32', randi(3, 2, seed=82), ai, bi, 2, -1)]:
        expect_ok(h, nm, 'L_ADDMM', lambda: torch.addmm(sf, x, y, beta=be, alpha=al), [sf, x, y], scalars=[be, al], rtol=RT)
    expect_err(h, 'addmm_self_shape', 'L_ADDMM', lambda: torch.addmm(randf(4, 5), a, b), [randf(4, 5), a, b], 'E_SHAPE',
               scalars=[1, 1])

    def f():
        z = filled((3, 5), F32)
        torch.addmm(c, a, b, out=z)
        return z
    expect_ok(h, 'addmm_out', 'L_ADDMM_OUT', f, [c, a, b], scalars=[1, 1], rtol=RT)
    w = randf(5, 4, seed=83)
    bias = randf(5, seed=84)
    x3 = randf(2, 3, 4, seed=85)
    for nm, x, ww, bb in [('linear_2d_bias', a, w, bias), ('linear_2d', a, w, None), ('linear_1d', randf(4, seed=86), w, bias),
                          ('linear_3d', x3, w, bias), ('linear_3d_noncontig', x3.transpose(0, 1), w, bias),
                          ('linear_3d_nobias', x3, w, None)]:
        for op in ('L_LINEAR', 'L_LINEAR_CALL'):
            expect_ok(h, nm + ('_call' if op == 'L_LINEAR_CALL' else ''), op,
                      lambda: torch.nn.functional.linear(x, ww, bb), [x, ww, bb], rtol=RT)
        if bb is None:
            # C++'s at::Tensor() as the bias is None to linear (bias->defined()); through the
            # dispatcher, which sees its keys (ADInplaceOrView, AutogradOther)
            expect_ok(h, nm + '_undef_bias', 'L_LINEAR_UNDEF', lambda: torch.nn.functional.linear(x, ww, None),
                      [x, ww, None], rtol=RT)
    expect_err(h, 'linear_shape', 'L_LINEAR', lambda: torch.nn.functional.linear(randf(3, 5), w), [randf(3, 5), w], 'E_SHAPE')
    return h


# ---------------------------------------------------------------------------
# conv2d
# ---------------------------------------------------------------------------
def conv():
    h = Header('cv', 'conv2d (through convolution): NCHW and channels_last, stride, padding, dilation, '
               'groups, bias, unbatched input; errors.')
    RT = 1e-5
    x = randf(1, 3, 6, 5, seed=90)
    w = randf(4, 3, 3, 3, seed=91)
    b = randf(4, seed=92)
    xg = randf(2, 4, 5, 5, seed=93)
    wg = randf(6, 2, 2, 3, seed=94)
    xcl = x.contiguous(memory_format=CL)
    for nm, xx, ww, bb, st, pd, dl, g in [
            ('conv', x, w, b, [1], [0], [1], 1), ('conv_nobias', x, w, None, [1], [0], [1], 1),
            ('conv_stride', x, w, b, [2, 1], [0], [1], 1), ('conv_pad', x, w, b, [1], [1, 2], [1], 1),
            ('conv_dil', x, w, b, [1], [1], [2], 1), ('conv_all', x, w, b, [2], [1], [1, 2], 1),
            ('conv_groups', xg, wg, randf(6, seed=95), [1], [1], [1], 2),
            ('conv_depthwise', xg, randf(4, 1, 3, 3, seed=96), None, [1], [1], [1], 4),
            ('conv_cl', xcl, w, b, [1], [1], [1], 1), ('conv_cl_weight', x, w.contiguous(memory_format=CL), b, [1], [0], [1], 1),
            ('conv_noncontig', randf(1, 5, 6, 3, seed=97).permute(0, 3, 1, 2), w, b, [1], [0], [1], 1),
            ('conv_unbatched', x[0], w, b, [1], [1], [1], 1), ('conv_1x1', x, randf(2, 3, 1, 1, seed=98), None, [1], [0], [1], 1),
            ('conv_i32', randi(1, 3, 6, 5, seed=99), randi(4, 3, 3, 3, seed=100), randi(4, seed=101), [1], [1], [1], 1),
            ('conv_i32_cl', randi(1, 3, 6, 5, seed=99).contiguous(memory_format=CL), randi(4, 3, 3, 3, seed=100), None, [2], [0], [1], 1),
            # the float core's paths: four-channel blocks and their leftovers, padded single-channel
            # planes, the 3x3 depthwise rows, the 1x1 matrix product in both layouts
            ('conv_blocks', randf(2, 3, 7, 6, seed=400), randf(9, 3, 3, 3, seed=401), randf(9, seed=402), [1], [1], [1], 1),
            ('conv_blocks_cl', randf(2, 3, 7, 6, seed=400).contiguous(memory_format=CL), randf(9, 3, 3, 3, seed=401), None, [1, 2], [1, 0], [1], 1),
            ('conv_one_channel', randf(1, 1, 13, 6, seed=403), randf(6, 1, 4, 3, seed=404), randf(6, seed=405), [2], [2, 1], [1], 1),
            ('conv_one_channel_dil', randf(1, 1, 9, 8, seed=403), randf(5, 1, 2, 3, seed=406), None, [1, 2], [1, 3], [2, 1], 1),
            ('conv_pad_wide', randf(1, 1, 3, 4, seed=407), randf(4, 1, 3, 3, seed=408), randf(4, seed=409), [2], [9, 1], [1], 1),
            ('conv_dw3x3', randf(2, 5, 7, 6, seed=410), randf(5, 1, 3, 3, seed=411), randf(5, seed=412), [1], [1], [1], 5),
            ('conv_dw3x3_cl', randf(1, 5, 7, 6, seed=410).contiguous(memory_format=CL), randf(5, 1, 3, 3, seed=411), randf(5, seed=412), [1], [1], [1], 5),
            ('conv_dw3x3_stride', randf(1, 5, 8, 7, seed=413), randf(5, 1, 3, 3, seed=414), None, [2], [1], [1], 5),
            ('conv_dw3x3_nopad', randf(1, 4, 6, 5, seed=415), randf(4, 1, 3, 3, seed=416), randf(4, seed=417), [1], [0], [1], 4),
            ('conv_dw_mult', randf(1, 3, 6, 5, seed=418), randf(6, 1, 3, 2, seed=419), randf(6, seed=420), [1], [1, 2], [1], 3),
            ('conv_dw_dil', randf(1, 4, 7, 7, seed=421), randf(4, 1, 3, 3, seed=422), None, [1], [2], [2], 4),
            ('conv_dw_noncontig', randf(1, 7, 6, 4, seed=423).permute(0, 3, 1, 2), randf(4, 1, 3, 3, seed=424), None, [1], [1], [1], 4),
            ('conv_1x1_blocks', randf(2, 6, 5, 3, seed=425), randf(9, 6, 1, 1, seed=426), randf(9, seed=427), [1], [0], [1], 1),
            ('conv_1x1_blocks_cl', randf(2, 6, 5, 3, seed=425).contiguous(memory_format=CL), randf(9, 6, 1, 1, seed=426), randf(9, seed=427), [1], [0], [1], 1),
            ('conv_1x1_groups', randf(1, 6, 4, 3, seed=428), randf(10, 3, 1, 1, seed=429), None, [1], [0], [1], 2),
            ('conv_1x1_stride_pad', randf(1, 6, 5, 4, seed=430), randf(8, 6, 1, 1, seed=431), randf(8, seed=432), [2], [1], [1], 1),
            ('conv_1x1_noncontig', randf(1, 6, 5, 8, seed=433)[:, :, :, ::2], randf(5, 6, 1, 1, seed=434), None, [1], [0], [1], 1)]:
        for op in ('K_CONV2D', 'K_CONV2D_CALL'):
            expect_ok(h, nm + ('_call' if op == 'K_CONV2D_CALL' else ''), op,
                      lambda: torch.conv2d(xx, ww, bb, st, pd, dl, g), [xx, ww, bb], rtol=RT,
                      args=Args().list(st).list(pd).list(dl).int(g))
        if bb is None:
            # C++'s at::Tensor() as the bias is None to conv2d (bias->defined()), through the
            # dispatcher, which sees its keys (ADInplaceOrView, AutogradOther)
            expect_ok(h, nm + '_undef_bias', 'K_CONV2D_UNDEF', lambda: torch.conv2d(xx, ww, None, st, pd, dl, g),
                      [xx, ww, None], rtol=RT, args=Args().list(st).list(pd).list(dl).int(g))
    # aten::_convolution called directly, cuDNN's flags set the other way (no effect on the CPU)
    for nm, xx, ww, bb, st, pd, dl, g in [('_conv', x, w, b, [1], [1], [1], 1), ('_conv_cl', xcl, w, None, [2, 1], [0, 1], [1], 1)]:
        expect_ok(h, nm, 'K__CONVOLUTION',
                  lambda: torch._convolution(xx, ww, bb, st, pd, dl, False, [0, 0], g, True, True, False, False),
                  [xx, ww, bb], rtol=RT, args=Args().list(st).list(pd).list(dl).int(g))
    for nm, xx, ww, bb, st, pd, dl, g, status in [
            ('conv_channels', x, randf(4, 2, 3, 3), None, [1], [0], [1], 1, 'E_SHAPE'),
            ('conv_kernel_big', x, randf(4, 3, 7, 7), None, [1], [0], [1], 1, 'E_SHAPE'),
            ('conv_stride0', x, w, None, [0], [0], [1], 1, 'E_ARG'), ('conv_pad_neg', x, w, None, [1], [-1], [1], 1, 'E_ARG'),
            ('conv_groups_bad', xg, wg, None, [1], [0], [1], 3, 'E_SHAPE'), ('conv_bias_size', x, w, randf(3), [1], [0], [1], 1, 'E_SHAPE'),
            ('conv_mixed', x, randi(4, 3, 3, 3), None, [1], [0], [1], 1, 'E_DTYPE'),
            ('conv_2d_input', randf(6, 5), w, None, [1], [0], [1], 1, 'E_SHAPE')]:
        expect_err(h, nm, 'K_CONV2D', lambda: torch.conv2d(xx, ww, bb, st, pd, dl, g), [xx, ww, bb], status,
                   args=Args().list(st).list(pd).list(dl).int(g))
    return h


# ---------------------------------------------------------------------------
# pooling
# ---------------------------------------------------------------------------
def pool():
    h = Header('pl', 'max_pool2d, avg_pool2d: kernel, stride, padding, dilation, ceil_mode, '
               'count_include_pad, divisor_override, channels_last, NaN; errors.')
    F = torch.nn.functional
    x = randf(1, 2, 5, 6, seed=100)
    xn = x.clone()
    xn[0, 0, 1, 1] = float('nan')
    xl = torch.arange(2 * 5 * 5, dtype=I64).reshape(1, 2, 5, 5) - 20
    for nm, t, k, s_, p, d, cm in [('max', x, [2], [], [0], [1], False), ('max_stride', x, [3, 2], [1, 2], [0], [1], False),
                                   ('max_pad', x, [3], [2], [1], [1], False), ('max_dil', x, [2], [1], [0], [2], False),
                                   ('max_ceil', x, [2], [2], [0], [1], True), ('max_ceil_pad', x, [3], [2], [1], [1], True),
                                   ('max_cl', x.contiguous(memory_format=CL), [2], [1], [1], [1], False),
                                   ('max_3d', x[0], [2], [], [0], [1], False), ('max_nan', xn, [2], [1], [0], [1], False),
                                   ('max_noncontig', x.transpose(2, 3), [2], [], [0], [1], False)]:
        expect_ok(h, nm, 'PL_MAX', lambda: F.max_pool2d(t, k, s_ if s_ else None, p, d, ceil_mode=cm), [t],
                  args=Args().list(k).list(s_).list(p).list(d).int(cm))
    for nm, t, k, s_, p, d, st in [('max_pad_big', x, [2], [], [2], [1], 'E_ARG'), ('max_k0', x, [0], [], [0], [1], 'E_ARG'),
                                   ('max_too_small', x, [7], [], [0], [1], 'E_SHAPE'), ('max_int', xl, [2], [], [0], [1], 'E_DTYPE'),
                                   ('max_2d', x[0, 0], [2], [], [0], [1], 'E_SHAPE')]:
        expect_err(h, nm, 'PL_MAX', lambda: F.max_pool2d(t, k, s_ if s_ else None, p, d), [t], st,
                   args=Args().list(k).list(s_).list(p).list(d).int(0))
    for nm, t, k, s_, p, cm, cip, dv in [('avg', x, [2], [], [0], False, True, None), ('avg_pad', x, [3], [2], [1], False, True, None),
                                         ('avg_pad_exclude', x, [3], [2], [1], False, False, None),
                                         ('avg_ceil', x, [2], [2], [0], True, True, None), ('avg_ceil_pad', x, [3], [2], [1], True, False, None),
                                         ('avg_divisor', x, [2], [1], [0], False, True, 3), ('avg_cl', x.contiguous(memory_format=CL), [3], [1], [1], False, True, None),
                                         ('avg_3d', x[0], [2], [], [0], False, True, None), ('avg_nan', xn, [2], [1], [0], False, True, None),
                                         ('avg_i64', xl, [2], [], [0], False, True, None), ('avg_i64_pad', xl, [3], [2], [1], True, False, None),
                                         ('avg_i64_div', xl, [2], [], [0], False, True, 3)]:
        expect_ok(h, nm, 'PL_AVG', lambda: F.avg_pool2d(t, k, s_ if s_ else None, p, cm, cip, dv), [t],
                  args=Args().list(k).list(s_).list(p).int(cm).int(cip).opt_int(dv))
    for nm, t, k, dv, st in [('avg_div0', x, [2], 0, 'E_ARG'), ('avg_i32', xl.int(), [2], None, 'E_DTYPE')]:
        expect_err(h, nm, 'PL_AVG', lambda: F.avg_pool2d(t, k, None, 0, False, True, dv), [t], st,
                   args=Args().list(k).list([]).list([0]).int(0).int(1).opt_int(dv))
    return h


# ---------------------------------------------------------------------------
# softmax
# ---------------------------------------------------------------------------
def softmax():
    h = Header('sm', 'softmax.int, log_softmax.int (and _softmax, _log_softmax): dims, dtype '
               'argument, non-contiguous input, infinities, 0-d.')
    x = randf(3, 4, 5, seed=110, scale=4.0)
    inf = torch.tensor([[1.0, float('inf'), 2.0], [float('-inf'), 0.0, 1.0], [float('-inf')] * 3])
    UL = 8
    for nm, t, d, dt in [('dim0', x, 0, None), ('dim1', x, 1, None), ('dim_last', x, -1, None), ('perm', x.permute(2, 0, 1), 1, None),
                         ('i32_dtype', randi(2, 3, seed=111, lo=-5, hi=5), 1, F32), ('inf', inf, 1, None), ('0dim', torch.tensor(3.0), 0, None),
                         ('empty', torch.zeros(0, 3), 1, None), ('big', torch.tensor([[1000.0, 0.0, -1000.0]]), 1, None)]:
        for fn, op in [(torch.softmax, 'S_SOFTMAX'), (torch.log_softmax, 'S_LOG_SOFTMAX')]:
            for call in (False, True):
                expect_ok(h, '%s_%s%s' % ('softmax' if fn is torch.softmax else 'log_softmax', nm, '_call' if call else ''),
                          op + ('_CALL' if call else ''), lambda: fn(t, d, dtype=dt), [t], ulp=UL,
                          args=Args().int(d).opt_dtype(dt))
    expect_err(h, 'softmax_int', 'S_SOFTMAX', lambda: torch.softmax(randi(2, 3), 1), [randi(2, 3)], 'E_DTYPE',
               args=Args().int(1).opt_dtype(None))
    expect_err(h, 'softmax_dim', 'S_SOFTMAX', lambda: torch.softmax(x, 3), [x], 'E_ARG', args=Args().int(3).opt_dtype(None))
    return h



# ---------------------------------------------------------------------------
# quantized
# ---------------------------------------------------------------------------
def quantized():
    h = Header('qt', 'quantize_per_tensor, dequantize, relu / relu_ (QuantizedCPU), quantized::add '
               '(vectorized and scalar dequantization as PyTorch computes them), quantized views '
               'and contiguous, quantized::matmul, quantized::linear / conv2d (onednn, weights '
               'prepacked) for quantized_unpacked::linear / conv2d.')
    from refdata import DTYPE_NUM
    QI8, QU8, QI32 = torch.qint8, torch.quint8, torch.qint32
    x = randf(2, 3, 4, seed=120, scale=3.0)
    ties = torch.tensor([0.05, 0.15, 0.25, -0.05, -0.15, 0.35, 12.75, -12.85, 1e9, -1e9, float('inf'),
                         float('-inf'), float('nan'), 0.0, -0.0])
    xcl = randf(1, 3, 2, 2, seed=121).contiguous(memory_format=CL)
    for nm, t, sc, zp, dt in [('q_qint8', x, 0.05, 3, QI8), ('q_quint8', x, 0.1, 128, QU8), ('q_qint32', x, 0.001, -5, QI32),
                              ('q_ties', ties, 0.1, 0, QI8), ('q_ties_u8', ties, 0.1, 7, QU8), ('q_cl', xcl, 0.02, -1, QI8),
                              ('q_noncontig', x.transpose(0, 2), 0.03, 2, QU8), ('q_scale0', randf(4, seed=122), 0.0, 3, QI8),
                              ('q_scale_neg', randf(4, seed=123), -1.0, 3, QI8), ('q_empty', torch.zeros(0, 2), 0.1, 0, QI8)]:
        expect_ok(h, nm, 'Q_QUANT', lambda: torch.quantize_per_tensor(t, sc, zp, dt), [t], scalars=[sc],
                  args=Args().int(zp).int(DTYPE_NUM[dt]))
    for nm, t, sc, zp, dt, st in [('q_zp_high', x, 0.1, 300, QI8, 'E_ARG'), ('q_zp_low', x, 0.1, -1, QU8, 'E_ARG'),
                                  ('q_int_input', randi(3), 0.1, 0, QI8, 'E_DTYPE'), ('q_float_dtype', x, 0.1, 0, F32, 'E_DTYPE')]:
        expect_err(h, nm, 'Q_QUANT', lambda: torch.quantize_per_tensor(t, sc, zp, dt), [t], st, scalars=[sc],
                   args=Args().int(zp).int(DTYPE_NUM[dt]))
    q8 = torch.quantize_per_tensor(x, 0.05, 3, QI8)
    qu = torch.quantize_per_tensor(x, 0.1, 128, QU8)
    q32 = torch.quantize_per_tensor(x, 0.001, -5, QI32)
    qcl = torch.quantize_per_tensor(xcl, 0.02, -1, QI8)
    for nm, t in [('deq_qint8', q8), ('deq_quint8', qu), ('deq_qint32', q32), ('deq_cl', qcl), ('deq_float', x),
                  ('deq_int', randi(2, 3, seed=124))]:
        expect_ok(h, nm, 'Q_DEQUANT_CALL', lambda: torch.dequantize(t), [t])
    expect_ok(h, 'deq_qint8_kernel', 'Q_DEQUANT', lambda: torch.dequantize(q8), [q8])
    for nm, t in [('relu_qint8', q8), ('relu_quint8', qu), ('relu_cl', qcl)]:
        expect_ok(h, nm, 'Q_RELU_CALL', lambda: torch.relu(t), [t])

        def f(t=t):
            z = t.clone(memory_format=torch.preserve_format)   # t's layout, as kt_copy keeps it
            z.relu_()
            return z
        expect_ok(h, nm.replace('relu', 'relu_'), 'Q_RELU_', f, [t])
    # quantized::add.  Pairs of integers where the vectorized and the scalar dequantization round
    # differently: the first 64 elements of a contiguous row take the vectorized path, the tail the other.
    qa_all = torch.arange(-128, 128, dtype=I8).repeat_interleave(256)
    qb_all = torch.arange(-128, 128, dtype=I8).repeat(256)
    sa, za, sb, zb, so, zo = 0.1, 5, 0.1, -7, 0.2, 3
    A = torch._make_per_tensor_quantized_tensor(qa_all, sa, za)
    B = torch._make_per_tensor_quantized_tensor(qb_all, sb, zb)
    import numpy as np
    f32 = np.float32
    qa_np = qa_all.numpy().astype(np.int64)
    qb_np = qb_all.numpy().astype(np.int64)
    sdeq = lambda q, s, z: ((q.astype(f32) - f32(z)) * f32(s)).astype(f32)
    vdeq = lambda q, s, z: (q.astype(np.float64) * np.float64(f32(s)) + np.float64(f32(f32(s) * f32(-z)))).astype(f32)
    inv = f32(1.0) / f32(so)
    qz = lambda c: np.clip((f32(zo) + np.rint((c * inv).astype(f32))).astype(np.int64), -128, 127)
    S = qz(sdeq(qa_np, sa, za) + sdeq(qb_np, sb, zb))
    V = qz(vdeq(qa_np, sa, za) + vdeq(qb_np, sb, zb))
    dis = np.nonzero(S != V)[0]
    assert len(dis) >= 80
    sel = torch.tensor(np.concatenate([dis[:64], dis[64:80]]))
    ta = torch._make_per_tensor_quantized_tensor(qa_all[sel].contiguous(), sa, za)
    tb = torch._make_per_tensor_quantized_tensor(qb_all[sel].contiguous(), sb, zb)
    r = torch.ops.quantized.add(ta, tb, so, zo)
    assert (r.int_repr().numpy()[:64] == V[sel.numpy()][:64]).all() and (r.int_repr().numpy()[64:] == S[sel.numpy()][64:]).all()
    cases = [('qadd_vec_and_tail', ta, tb, so, zo),
             ('qadd_2rows', ta.reshape(2, 40), tb.reshape(2, 40), so, zo),
             ('qadd_qint8', q8, torch.quantize_per_tensor(randf(2, 3, 4, seed=125), 0.07, -2, QI8), 0.1, 1),
             ('qadd_quint8', qu, torch.quantize_per_tensor(randf(2, 3, 4, seed=126), 0.03, 100, QU8), 0.12, 90),
             ('qadd_cl', torch.quantize_per_tensor(randf(1, 4, 4, 5, seed=127), 0.1, 5, QI8).contiguous(memory_format=CL),
              torch.quantize_per_tensor(randf(1, 4, 4, 5, seed=128), 0.1, -7, QI8).contiguous(memory_format=CL), 0.2, 3),
             ('qadd_bcast', q8, torch.quantize_per_tensor(randf(4, seed=129), 0.05, 0, QI8), 0.09, -4),
             ('qadd_saturate', torch.quantize_per_tensor(torch.full((5,), 6.0), 0.05, 0, QI8),
              torch.quantize_per_tensor(torch.full((5,), 6.0), 0.05, 0, QI8), 0.05, 0)]
    for nm, a_, b_, s_, z_ in cases:
        for op in ('Q_ADD', 'Q_ADD_CALL'):
            expect_ok(h, nm + ('_call' if op == 'Q_ADD_CALL' else ''), op,
                      lambda: torch.ops.quantized.add(a_, b_, s_, z_), [a_, b_], scalars=[s_], args=Args().int(z_))
    for nm, a_, b_, st in [('qadd_dtypes', q8, qu, 'E_DTYPE'), ('qadd_shape', q8, torch.quantize_per_tensor(randf(3, seed=130), 0.1, 0, QI8), 'E_SHAPE')]:
        expect_err(h, nm, 'Q_ADD', lambda: torch.ops.quantized.add(a_, b_, 0.1, 0), [a_, b_], st, scalars=[0.1], args=Args().int(0))
    # quantized tensors through the views and copies registered at QuantizedCPU
    expect_ok(h, 'qview', 'Q_VIEW_CALL', lambda: q8.view(6, 4), [q8], args=Args().list([6, 4]))
    expect_ok(h, 'qcontig_from_cl', 'Q_CONTIG_CALL', lambda: qcl.contiguous(), [qcl])
    quantized_mm(h)
    return h


def in_child(fn):
    """fn() run in a forked child: (result, None) or (None, error text).  PyTorch 1.13's onednn
    linear / conv cache their primitive without the output zero point (a second call with another
    zero point returns the first one's integers), so each reference call gets a process whose
    cache is empty: a fork of this one, which has run no onednn linear / conv."""
    import pickle
    rfd, wfd = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(rfd)
        r, err = run(fn)
        if r is not None:   # quantized tensors do not pickle everywhere: send their parts
            r = (r.int_repr(), r.q_scale(), r.q_zero_point(), r.stride())
        with os.fdopen(wfd, 'wb') as f:
            pickle.dump((r, err), f)
        os._exit(0)
    os.close(wfd)
    with os.fdopen(rfd, 'rb') as f:
        data = f.read()
    _, status = os.waitpid(pid, 0)
    if not data:   # the child died (a signal in the engine): PyTorch has no result either
        return None, 'PyTorch died: wait status %d' % status
    r, err = pickle.loads(data)
    if r is not None:
        ir, sc, zp, stride = r
        r = q = torch._make_per_tensor_quantized_tensor(ir.contiguous(), sc, zp)
        if tuple(q.stride()) != tuple(stride):   # the engine's conv output is channels_last
            r = q.contiguous(memory_format=CL)
            assert tuple(r.stride()) == tuple(stride), (r.stride(), stride)
    return r, err


def f32s(x):
    """A scale as float32 holds it: kt_tensor stores quantized inputs' scales as float."""
    import numpy as np
    return float(np.float32(x))


def quantized_mm(h):
    """quantized::matmul (its real schema) and quantized_unpacked::linear / conv2d, whose expected
    values are PyTorch's quantized::linear / quantized::conv2d.new with the weights prepacked
    (quantized::linear_prepack / conv2d_prepack) on the onednn engine, this build's default."""
    QI8, QU8, QI32 = torch.qint8, torch.quint8, torch.qint32
    assert torch.backends.quantized.engine == 'onednn', torch.backends.quantized.engine

    def qx(shape, seed, sc, zp, spread=60.0, cl=False):
        sc = f32s(sc)
        t = torch.quantize_per_tensor(randf(*shape, seed=seed, scale=1.0) * sc * spread + (128 - zp) * sc, sc, zp, QU8)
        return t.contiguous(memory_format=CL) if cl else t

    def qw(shape, seed, sc, spread=40.0):
        sc = f32s(sc)
        return torch.quantize_per_tensor(randf(*shape, seed=seed, scale=1.0) * sc * spread, sc, 0, QI8)

    def lin(x, w, b, s, z):
        return torch.ops.quantized.linear(x, torch.ops.quantized.linear_prepack(w, b), s, z)

    # --- linear
    lcases = [
        ('qlinear', qx((3, 8), 200, 0.05, 120), qw((5, 8), 201, 0.01), randf(5, seed=202), 0.1, 130),
        ('qlinear_nobias', qx((3, 8), 200, 0.05, 120), qw((5, 8), 201, 0.01), None, 0.07, 128),
        ('qlinear_batch', qx((2, 3, 16), 203, 0.02, 100), qw((4, 16), 204, 0.02), randf(4, seed=205), 0.05, 90),
        ('qlinear_1d', qx((16,), 206, 0.03, 128), qw((6, 16), 207, 0.015), randf(6, seed=208), 0.06, 128),
        ('qlinear_sat', qx((4, 12), 209, 0.1, 128), qw((6, 12), 210, 0.05), randf(6, seed=211, scale=20.0), 0.02, 128),
        ('qlinear_zp_neg', qx((3, 8), 212, 0.05, 30), qw((5, 8), 213, 0.01), randf(5, seed=214), 0.04, -20),
        ('qlinear_zp_big', qx((3, 8), 212, 0.05, 30), qw((5, 8), 213, 0.01), randf(5, seed=214), 0.04, 300),
        ('qlinear_x_zp0', qx((3, 8), 215, 0.05, 0), qw((5, 8), 216, 0.01), randf(5, seed=217), 0.05, 0),
        ('qlinear_x_zp255', qx((3, 8), 218, 0.05, 255), qw((5, 8), 219, 0.01), randf(5, seed=220), 0.05, 255),
        ('qlinear_empty', qx((0, 8), 221, 0.05, 10), qw((5, 8), 222, 0.01), randf(5, seed=223), 0.05, 10),
        ('qlinear_big_k', qx((2, 200), 224, 0.02, 128), qw((3, 200), 225, 0.004), randf(3, seed=226), 0.3, 128),
    ]
    for nm, x, w, b, s, z in lcases:
        for op in ('Q_LINEAR', 'Q_LINEAR_CALL'):
            r, err = in_child(lambda: lin(x, w, b, s, z))
            assert err is None, (nm, err)
            h.case(nm + ('_call' if op == 'Q_LINEAR_CALL' else ''), op, [x, w, b], out=r, scalars=[s],
                   args=Args().int(z))
    xl, wl, bl = lcases[0][1], lcases[0][2], lcases[0][3]
    for nm, x, w, b, st in [
            ('qlinear_x_qint8', torch.quantize_per_tensor(randf(3, 8, seed=230), 0.05, 0, QI8), wl, bl, 'E_DTYPE'),
            ('qlinear_x_float', randf(3, 8, seed=231), wl, bl, 'E_DTYPE'),
            ('qlinear_w_quint8', xl, torch.quantize_per_tensor(randf(5, 8, seed=232), 0.01, 0, QU8), bl, 'E_DTYPE'),
            ('qlinear_w_zp', xl, torch.quantize_per_tensor(randf(5, 8, seed=233), 0.01, 2, QI8), bl, 'E_ARG'),
            ('qlinear_w_3d', xl, torch.quantize_per_tensor(randf(1, 5, 8, seed=234), 0.01, 0, QI8), bl, 'E_SHAPE'),
            ('qlinear_k_mismatch', qx((3, 7), 235, 0.05, 120), wl, bl, 'E_SHAPE'),
            ('qlinear_bias_len', xl, wl, randf(4, seed=236), 'E_SHAPE'),
            ('qlinear_bias_int', xl, wl, randi(5, seed=237), 'E_DTYPE')]:
        def f(x=x, w=w, b=b):
            return lin(x, w, b, 0.1, 10)
        r, err = in_child(f)
        # uc10 differs on purpose: it refuses a quint8 weight, which PyTorch's onednn prepack takes
        # (and reads as int8), and a bias that is not float32, which the prepack converts
        assert err is not None or nm in ('qlinear_w_quint8', 'qlinear_bias_int'), (nm, 'PyTorch did not raise')
        h.case(nm, 'Q_LINEAR_CALL' if x.is_quantized else 'Q_LINEAR', [x, w, b], status=st, scalars=[0.1],
               args=Args().int(10))

    # --- conv2d
    def conv(x, w, b, stride, pad, dil, g, s, z):
        p = torch.ops.quantized.conv2d_prepack(w, b, stride, pad, dil, g)
        return torch.ops.quantized.conv2d(x, p, s, z)

    ccases = [
        ('qconv', qx((1, 3, 6, 5), 240, 0.04, 110), qw((4, 3, 3, 3), 241, 0.01), randf(4, seed=242), [1, 1], [0, 0], [1, 1], 1, 0.1, 120),
        ('qconv_pad_stride', qx((2, 2, 7, 6), 243, 0.03, 140), qw((3, 2, 3, 2), 244, 0.02), randf(3, seed=245), [2, 1], [1, 2], [1, 1], 1, 0.08, 128),
        ('qconv_dilation', qx((1, 2, 8, 8), 246, 0.05, 128), qw((2, 2, 3, 3), 247, 0.01), None, [1, 2], [2, 1], [2, 3], 1, 0.1, 100),
        ('qconv_groups', qx((1, 4, 5, 5), 248, 0.04, 128), qw((6, 2, 3, 3), 249, 0.02), randf(6, seed=250), [1, 1], [1, 1], [1, 1], 2, 0.1, 128),
        ('qconv_depthwise', qx((2, 3, 5, 4), 251, 0.04, 90), qw((3, 1, 3, 3), 252, 0.03), randf(3, seed=253), [1, 1], [1, 1], [1, 1], 3, 0.05, 128),
        ('qconv_cl', qx((2, 3, 6, 5), 254, 0.04, 110, cl=True), qw((4, 3, 3, 3), 255, 0.01), randf(4, seed=256), [1, 2], [1, 0], [1, 1], 1, 0.1, 120),
        ('qconv_sat', qx((1, 2, 5, 5), 257, 0.1, 128), qw((3, 2, 3, 3), 258, 0.05), randf(3, seed=259, scale=10.0), [1, 1], [1, 1], [1, 1], 1, 0.02, 128),
        ('qconv_zp_neg', qx((1, 2, 5, 5), 260, 0.05, 20), qw((3, 2, 2, 2), 261, 0.02), randf(3, seed=262), [1, 1], [0, 0], [1, 1], 1, 0.05, -7),
        ('qconv_1x1', qx((1, 5, 3, 3), 263, 0.02, 128), qw((2, 5, 1, 1), 264, 0.03), randf(2, seed=265), [1, 1], [0, 0], [1, 1], 1, 0.05, 128),
        ('qconv_empty', qx((0, 2, 5, 5), 266, 0.05, 3), qw((4, 2, 3, 3), 267, 0.05), None, [1, 1], [1, 1], [1, 1], 1, 0.5, 1),
        ('qconv_out_empty', qx((1, 3, 2, 2), 268, 0.04, 110), qw((4, 3, 3, 3), 241, 0.01), None, [1, 1], [0, 0], [1, 1], 1, 0.1, 120),
    ]
    for nm, x, w, b, st_, pd_, dl_, g_, s, z in ccases:
        r, err = in_child(lambda: conv(x, w, b, st_, pd_, dl_, g_, s, z))
        assert err is None, (nm, err)
        for op in ('Q_CONV', 'Q_CONV_CALL'):
            h.case(nm + ('_call' if op == 'Q_CONV_CALL' else ''), op, [x, w, b], out=r, scalars=[s],
                   args=Args().list(st_).list(pd_).list(dl_).int(g_).int(z))
    xc, wc, bc = ccases[0][1], ccases[0][2], ccases[0][3]
    for nm, x, w, b, st_, pd_, dl_, g_, st in [
            ('qconv_x_qint8', torch.quantize_per_tensor(randf(1, 3, 6, 5, seed=270), 0.05, 0, QI8), wc, bc, [1, 1], [0, 0], [1, 1], 1, 'E_DTYPE'),
            ('qconv_x_3d', qx((3, 6, 5), 271, 0.04, 110), wc, bc, [1, 1], [0, 0], [1, 1], 1, 'E_SHAPE'),
            ('qconv_channels', qx((1, 2, 6, 5), 272, 0.04, 110), wc, bc, [1, 1], [1, 1], [1, 1], 1, 'E_SHAPE'),
            ('qconv_too_small', qx((1, 3, 1, 1), 273, 0.04, 110), wc, bc, [1, 1], [0, 0], [1, 1], 1, 'E_SHAPE'),
            ('qconv_w_zp', xc, torch.quantize_per_tensor(randf(4, 3, 3, 3, seed=274), 0.01, 3, QI8), bc, [1, 1], [0, 0], [1, 1], 1, 'E_ARG'),
            ('qconv_bias_len', xc, wc, randf(5, seed=275), [1, 1], [0, 0], [1, 1], 1, 'E_SHAPE')]:
        def f(x=x, w=w, b=b, st_=st_, pd_=pd_, dl_=dl_, g_=g_):
            return conv(x, w, b, st_, pd_, dl_, g_, 0.1, 10)
        r, err = in_child(f)
        assert err is not None, (nm, 'PyTorch did not raise')
        h.case(nm, 'Q_CONV_CALL', [x, w, b], status=st, scalars=[0.1],
               args=Args().list(st_).list(pd_).list(dl_).int(g_).int(10))
    for nm, st_, pd_, dl_, g_, st in [('qconv_groups_bad', [1, 1], [0, 0], [1, 1], 3, 'E_SHAPE'),
                                       ('qconv_stride0', [0, 1], [0, 0], [1, 1], 1, 'E_ARG'),
                                       ('qconv_pad_neg', [1, 1], [-1, 0], [1, 1], 1, 'E_ARG')]:
        def f(st_=st_, pd_=pd_, dl_=dl_, g_=g_):
            return conv(xc, wc, bc, st_, pd_, dl_, g_, 0.1, 10)
        r, err = in_child(f)
        assert err is not None, (nm, 'PyTorch did not raise')
        print('  %s: PyTorch: %s' % (nm, err))
        h.case(nm, 'Q_CONV', [xc, wc, bc], status=st, scalars=[0.1],
               args=Args().list(st_).list(pd_).list(dl_).int(g_).int(10))

    # --- quantized::matmul (dequantize, float matmul, quantize: PyTorch's path without RUY)
    def qa_(shape, seed, sc, zp, dt=QI8, spread=40.0):
        sc = f32s(sc)
        return torch.quantize_per_tensor(randf(*shape, seed=seed, scale=1.0) * sc * spread, sc, zp, dt)
    a2, b2 = qa_((3, 5), 280, 0.05, 3), qa_((5, 4), 281, 0.04, -2)
    mcases = [
        ('qmatmul', a2, b2, 0.1, 1),
        ('qmatmul_pow2', qa_((4, 9), 282, 0.125, -5), qa_((9, 3), 283, 0.25, 7), 0.5, 2),
        ('qmatmul_quint8', qa_((3, 6), 284, 0.05, 128, QU8, 30.0), qa_((6, 2), 285, 0.03, 100, QU8, 30.0), 0.2, 120),
        ('qmatmul_batch', qa_((2, 3, 5), 288, 0.05, 0), b2, 0.1, -3),
        ('qmatmul_mv', a2, qa_((5,), 289, 0.04, 1), 0.1, 0),
        ('qmatmul_vm', qa_((5,), 290, 0.05, 2), b2, 0.1, 0),
        ('qmatmul_dot', qa_((5,), 290, 0.05, 2), qa_((5,), 289, 0.04, 1), 0.1, 0),
        ('qmatmul_sat', qa_((2, 8), 291, 0.1, 0, QI8, 100.0), qa_((8, 2), 292, 0.1, 0, QI8, 100.0), 0.01, 0),
        ('qmatmul_empty', qa_((0, 5), 293, 0.05, 0), b2, 0.1, 0),
        ('qmatmul_k0', qa_((2, 0), 294, 0.05, 0), qa_((0, 3), 295, 0.05, 0), 0.1, 4),
    ]
    for nm, a_, b_, s, z in mcases:
        for op in ('Q_MATMUL', 'Q_MATMUL_CALL'):
            expect_ok(h, nm + ('_call' if op == 'Q_MATMUL_CALL' else ''), op,
                      lambda: torch.ops.quantized.matmul(a_, b_, s, z), [a_, b_], scalars=[s], args=Args().int(z))
    for nm, a_, b_, z, st in [('qmatmul_dtypes', a2, qa_((5, 4), 296, 0.04, 100, QU8), 0, 'E_DTYPE'),
                              ('qmatmul_shape', a2, a2, 0, 'E_SHAPE'),
                              ('qmatmul_zp', a2, b2, 300, 'E_ARG'),
                              ('qmatmul_qint32', qa_((2, 3), 286, 0.01, -4, QI32, 300.0), qa_((3, 3), 287, 0.02, 5, QI32, 300.0), 0, 'E_DTYPE'),
                              ('qmatmul_float', randf(3, 5, seed=297), randf(5, 4, seed=298), 0, 'E_DTYPE')]:
        expect_err(h, nm, 'Q_MATMUL', lambda: torch.ops.quantized.matmul(a_, b_, 0.1, z), [a_, b_], st,
                   scalars=[0.1], args=Args().int(z))


# ---------------------------------------------------------------------------
# per-channel quantization
# ---------------------------------------------------------------------------
def qchannel():
    h = Header('qc', 'per_channel_affine tensors: quantize_per_channel, dequantize, copy_ and fill_ '
               'into a per-channel tensor.')
    from refdata import DTYPE_NUM
    QI8, QU8, QI32 = torch.qint8, torch.quint8, torch.qint32
    f = torch.tensor
    x = randf(3, 4, 5, seed=400, scale=3.0)
    # observer-like scales: float32 values, which PyTorch turns into doubles exactly
    s3 = randf(3, seed=401, scale=0.02).abs() + 0.01
    s4 = randf(4, seed=402, scale=0.05).abs() + 0.005
    s5 = randf(5, seed=403, scale=0.03).abs() + 0.002
    ties = torch.tensor([[0.05, 0.15, 0.25, -0.05, -0.15, 0.35], [12.75, -12.85, 1e9, -1e9, float('inf'), float('nan')]])
    xcl = randf(2, 4, 3, 3, seed=404).contiguous(memory_format=CL)
    ok = [('qpc_axis0_qint8', x, s3, f([0, -3, 5]), 0, QI8),
          ('qpc_axis1_quint8', x, s4, f([128, 0, 255, 7]), 1, QU8),
          ('qpc_axis2_qint32', x, s5, f([0, 1, -1, 100, -100]), 2, QI32),
          ('qpc_zp_int32', x, s4, f([1, 2, 3, 4], dtype=I32), 1, QI8),
          ('qpc_ties', ties, f([0.1, 0.1]), f([0, 3]), 0, QI8),
          ('qpc_cl_axis1', xcl, s4, f([3, 2, 1, 0]), 1, QU8),
          ('qpc_cl_axis0', xcl, f([0.02, 0.05]), f([128, 100]), 0, QU8),
          ('qpc_noncontig', x.transpose(0, 2), s5, f([0, 0, 1, 1, 2]), 0, QI8),
          ('qpc_scales_strided', x, randf(8, seed=405, scale=0.02).abs()[::2] + 0.01, f([0, 0, 0, 0]), 1, QI8),
          ('qpc_empty', torch.zeros(0, 3), s3, f([0, 0, 0]), 1, QI8)]
    for nm, t, sc, zp, ax, dt in ok:
        expect_ok(h, nm, 'QC_QUANT', lambda: torch.quantize_per_channel(t, sc, zp, ax, dt), [t, sc, zp],
                  args=Args().int(ax).int(DTYPE_NUM[dt]))
    err = [('qpc_int_input', randi(3, 4), s4, f([0, 0, 0, 0]), 1, QI8, 'E_DTYPE'),
           ('qpc_scales_2d', x, s4.reshape(1, 4), f([0, 0, 0, 0]), 1, QI8, 'E_SHAPE'),
           ('qpc_len_mismatch', x, s3, f([0, 0, 0, 0]), 1, QI8, 'E_SHAPE'),
           ('qpc_channels', x, s3, f([0, 0, 0]), 1, QI8, 'E_SHAPE'),
           ('qpc_scales_int', x, f([1, 2, 3, 4]), f([0, 0, 0, 0]), 1, QI8, 'E_DTYPE'),
           ('qpc_zp_high', x, s4, f([0, 300, 0, 0]), 1, QI8, 'E_ARG'),
           ('qpc_zp_low', x, s4, f([0, -1, 0, 0]), 1, QU8, 'E_ARG'),
           ('qpc_axis_neg', x, s5, f([0, 0, 0, 0, 0]), -1, QI8, 'E_ARG'),
           ('qpc_axis_big', x, s3, f([0, 0, 0]), 3, QI8, 'E_ARG'),
           ('qpc_float_dtype', x, s4, f([0, 0, 0, 0]), 1, F32, 'E_DTYPE')]
    for nm, t, sc, zp, ax, dt, st in err:
        expect_err(h, nm, 'QC_QUANT', lambda: torch.quantize_per_channel(t, sc, zp, ax, dt), [t, sc, zp], st,
                   args=Args().int(ax).int(DTYPE_NUM[dt]))
    # float zero points make a per_channel_affine_float_qparams tensor in PyTorch; uc10 refuses them
    h.case('qpc_zp_float', 'QC_QUANT', [x, s4, f([0., 1., 2., 3.])], status='E_DTYPE', args=Args().int(1).int(DTYPE_NUM[QI8]))
    # dequantize: float32 scales (exact as doubles), and double scales no float holds (0.1, 1/3), where
    # PyTorch's per-channel dequantization (product in double) differs from the per-tensor one
    qd = [('deq_pc_qint8', torch.quantize_per_channel(x, s3, f([0, -3, 5]), 0, QI8)),
          ('deq_pc_quint8_axis2', torch.quantize_per_channel(x, s5, f([128, 0, 255, 7, 9]), 2, QU8)),
          ('deq_pc_qint32', torch.quantize_per_channel(x, s4, f([0, 1, -1, 100]), 1, QI32)),
          ('deq_pc_cl', torch.quantize_per_channel(xcl, s4, f([3, 2, 1, 0]), 1, QU8)),
          ('deq_pc_double_scales', torch.quantize_per_channel(x * 100, f([0.1, 1 / 3, 0.7], dtype=torch.float64),
                                                              f([0, 1, -2]), 0, QI32))]
    for nm, q in qd:
        expect_ok(h, nm, 'QC_DEQUANT_CALL', lambda: torch.dequantize(q), [q])
    # the double scales above must matter: float scales would give other floats
    q = qd[-1][1]
    alt = (q.int_repr().float() - q.q_per_channel_zero_points().float().reshape(3, 1, 1)) * \
        q.q_per_channel_scales().float().reshape(3, 1, 1)
    assert not torch.equal(alt, torch.dequantize(q)), 'no case where the double product matters'
    # copy_ from float and fill_ into a per-channel tensor (quantized with its own parameters)
    for nm, q, src in [('copy_pc', qd[0][1], randf(3, 4, 5, seed=406)),
                       ('copy_pc_axis2', qd[1][1], randf(3, 4, 5, seed=407)),
                       ]:
        def fn(q=q, src=src):
            z = q.clone()
            z.copy_(src)
            return z
        expect_ok(h, nm, 'QC_COPY', fn, [q, src])

    def fill(q=qd[0][1]):
        z = q.clone()
        z.fill_(0.37)
        return z
    expect_ok(h, 'fill_pc', 'QC_FILL', fill, [qd[0][1]], scalars=[0.37])
    # kernels that read one scale refuse a per-channel tensor, in PyTorch's words
    qp = qd[1][1]
    expect_err(h, 'relu_pc', 'QC_RELU_CALL', lambda: torch.relu(qp), [qp], 'E_ARG')
    expect_err(h, 'qadd_pc', 'QC_ADD_CALL', lambda: torch.ops.quantized.add(qp, qp, 0.1, 3), [qp, qp], 'E_ARG',
               scalars=[0.1], args=Args().int(3))
    return h


def qconv():
    h = Header('qx', 'quantized::linear(_relu) / conv2d(_relu) (onednn, weights prepacked, per channel and '
               'per tensor, depthwise) for quantized_unpacked::linear(_relu) / conv2d(_relu).')
    qchannel_mm(h)
    return h


def qchannel_mm(h):
    """quantized_unpacked::linear / conv2d and their _relu variants with per-channel (and per-tensor)
    qint8 weights, against PyTorch's quantized::linear(_relu) / conv2d(_relu).new on prepacked weights
    (onednn), each reference call in a fresh process (in_child)."""
    QI8, QU8 = torch.qint8, torch.quint8
    assert torch.backends.quantized.engine == 'onednn', torch.backends.quantized.engine
    Q = torch.ops.quantized

    def qx(shape, seed, sc, zp, spread=60.0, cl=False):
        sc = f32s(sc)
        t = torch.quantize_per_tensor(randf(*shape, seed=seed, scale=1.0) * sc * spread + (128 - zp) * sc, sc, zp, QU8)
        return t.contiguous(memory_format=CL) if cl else t

    def qw(shape, seed, spread=40.0):
        # a per-channel observer's float32 scales, one per output channel (dim 0)
        w = randf(*shape, seed=seed, scale=1.0)
        amax = w.reshape(shape[0], -1).abs().amax(1)
        sc = (amax / 127.0 * (1.0 + 0.3 * randf(shape[0], seed=seed + 1000, scale=1.0).abs())).to(F32)
        return torch.quantize_per_channel(w, sc, torch.zeros(shape[0], dtype=I64), 0, QI8)

    def qwt(shape, seed, sc):
        sc = f32s(sc)
        return torch.quantize_per_tensor(randf(*shape, seed=seed, scale=1.0) * sc * 40.0, sc, 0, QI8)

    lin = {False: Q.linear, True: Q.linear_relu}
    cnv = {False: Q.conv2d, True: Q.conv2d_relu}
    lcases = [
        ('pc_linear', qx((3, 16), 500, 0.05, 120), qw((5, 16), 501), randf(5, seed=502), 0.1, 130),
        ('pc_linear_nobias', qx((2, 16), 503, 0.05, 128), qw((6, 16), 504), None, 0.03, 128),
        ('pc_linear_batch', qx((2, 3, 10), 505, 0.02, 100), qw((4, 10), 506), randf(4, seed=507), 0.05, 90),
        ('pc_linear_zp0', qx((3, 12), 508, 0.04, 0), qw((7, 12), 509), randf(7, seed=510), 0.05, 0),
        ('pc_linear_zp_neg', qx((3, 8), 511, 0.05, 30), qw((5, 8), 512), randf(5, seed=513), 0.04, -20),
        ('pc_linear_zp_big', qx((3, 8), 511, 0.05, 30), qw((5, 8), 512), randf(5, seed=513), 0.04, 300),
        ('pc_linear_big_k', qx((2, 320), 514, 0.02, 128), qw((4, 320), 515), randf(4, seed=516), 0.3, 128),
        ('pt_linear', qx((3, 8), 517, 0.05, 120), qwt((5, 8), 518, 0.01), randf(5, seed=519), 0.1, 130),
    ]
    for nm, x, w, b, s, z in lcases:
        for relu in (False, True):
            r, err = in_child(lambda: lin[relu](x, Q.linear_prepack(w, b), s, z))
            assert err is None, (nm, err)
            h.case(nm + ('_relu' if relu else ''), 'QC_LINEAR_RELU' if relu else 'QC_LINEAR', [x, w, b], out=r,
                   scalars=[s], args=Args().int(z))
            if b is None and not relu:   # C++'s at::Tensor() as the bias: None, through the dispatcher
                h.case(nm + '_undef_bias', 'QC_LINEAR_UNDEF', [x, w, b], out=r, scalars=[s], args=Args().int(z))
    ccases = [
        ('pc_conv', qx((1, 3, 6, 5), 520, 0.04, 110), qw((4, 3, 3, 3), 521), randf(4, seed=522), [1, 1], [0, 0], [1, 1], 1, 0.1, 120),
        ('pc_conv_pad_stride', qx((2, 2, 7, 6), 523, 0.03, 140), qw((3, 2, 3, 2), 524), randf(3, seed=525), [2, 1], [1, 2], [1, 1], 1, 0.08, 128),
        ('pc_conv_cl', qx((1, 3, 6, 6), 526, 0.04, 110, cl=True), qw((5, 3, 3, 3), 527), randf(5, seed=528), [1, 1], [1, 1], [1, 1], 1, 0.1, 100),
        ('pc_conv_groups', qx((1, 4, 5, 5), 529, 0.04, 128), qw((6, 2, 3, 3), 530), randf(6, seed=531), [1, 1], [1, 1], [1, 1], 2, 0.1, 128),
        ('pc_dw', qx((1, 8, 7, 7), 532, 0.04, 90, cl=True), qw((8, 1, 3, 3), 533), randf(8, seed=534), [1, 1], [1, 1], [1, 1], 8, 0.05, 128),
        ('pc_dw_stride2', qx((1, 8, 9, 8), 535, 0.03, 0, cl=True), qw((8, 1, 3, 3), 536), randf(8, seed=537), [2, 2], [1, 1], [1, 1], 8, 0.04, 0),
        ('pc_dw_mult2', qx((1, 4, 6, 6), 538, 0.04, 128), qw((8, 1, 3, 3), 539), None, [1, 1], [1, 1], [1, 1], 4, 0.05, 128),
        ('pc_dw_10x4', qx((1, 6, 12, 8), 540, 0.03, 60), qw((6, 1, 10, 4), 541), randf(6, seed=542), [2, 2], [5, 1], [1, 1], 6, 0.05, 10),
        ('pc_pw', qx((1, 8, 4, 4), 543, 0.02, 128, cl=True), qw((16, 8, 1, 1), 544), randf(16, seed=545), [1, 1], [0, 0], [1, 1], 1, 0.05, 0),
        ('pc_conv_zp_big', qx((1, 2, 5, 5), 546, 0.05, 20), qw((3, 2, 2, 2), 547), randf(3, seed=548), [1, 1], [0, 0], [1, 1], 1, 0.05, 300),
        ('pc_conv_zp_neg', qx((1, 2, 5, 5), 546, 0.05, 20), qw((3, 2, 2, 2), 547), randf(3, seed=548), [1, 1], [0, 0], [1, 1], 1, 0.05, -7),
        ('pt_conv', qx((1, 3, 6, 5), 549, 0.04, 110), qwt((4, 3, 3, 3), 550, 0.01), randf(4, seed=551), [1, 1], [1, 1], [1, 1], 1, 0.1, 120),
        ('pt_dw', qx((1, 4, 5, 5), 552, 0.04, 110, cl=True), qwt((4, 1, 3, 3), 553, 0.02), randf(4, seed=554), [1, 1], [1, 1], [1, 1], 4, 0.1, 64),
    ]
    for nm, x, w, b, st_, pd_, dl_, g_, s, z in ccases:
        for relu in (False, True):
            r, err = in_child(lambda: cnv[relu](x, Q.conv2d_prepack(w, b, st_, pd_, dl_, g_), s, z))
            assert err is None, (nm, err)
            h.case(nm + ('_relu' if relu else ''), 'QC_CONV_RELU' if relu else 'QC_CONV', [x, w, b], out=r,
                   scalars=[s], args=Args().list(st_).list(pd_).list(dl_).int(g_).int(z))
            if b is None and not relu:   # C++'s at::Tensor() as the bias: None, through the dispatcher
                h.case(nm + '_undef_bias', 'QC_CONV_UNDEF', [x, w, b], out=r, scalars=[s],
                       args=Args().list(st_).list(pd_).list(dl_).int(g_).int(z))
    # errors: a per-channel weight with a zero point that is not 0, a per-channel activation, a weight
    # quantized along another dim (PyTorch's prepack reads its scales as output channels' and fails or
    # goes wrong; uc10 refuses it)
    xl, wl, bl = lcases[0][1], lcases[0][2], lcases[0][3]
    wzp = torch.quantize_per_channel(wl.dequantize(), wl.q_per_channel_scales().float(),
                                     torch.tensor([0, 0, 1, 0, 0]), 0, QI8)
    xpc = torch.quantize_per_channel(xl.dequantize(), torch.full((16,), 0.05), torch.full((16,), 120, dtype=I64), 1, QU8)
    w_ax1 = torch.quantize_per_channel(randf(5, 16, seed=560), torch.full((16,), 0.02), torch.zeros(16, dtype=I64), 1, QI8)
    for nm, x, w, st in [('pc_linear_w_zp', xl, wzp, 'E_ARG'), ('pc_linear_x_pc', xpc, wl, 'E_ARG')]:
        r, err = in_child(lambda: Q.linear(x, Q.linear_prepack(w, bl), 0.1, 10))
        assert err is not None, (nm, 'PyTorch did not raise')
        h.case(nm, 'QC_LINEAR', [x, w, bl], status=st, scalars=[0.1], args=Args().int(10))
    h.case('pc_linear_w_axis1', 'QC_LINEAR_RELU', [xl, w_ax1, bl], status='E_ARG', scalars=[0.1], args=Args().int(10))
    xc, wc, bc = ccases[0][1], ccases[0][2], ccases[0][3]
    wczp = torch.quantize_per_channel(wc.dequantize(), wc.q_per_channel_scales().float(), torch.tensor([0, 2, 0, 0]), 0, QI8)
    r, err = in_child(lambda: Q.conv2d_relu(xc, Q.conv2d_prepack(wczp, bc, [1, 1], [0, 0], [1, 1], 1), 0.1, 10))
    assert err is not None
    h.case('pc_conv_w_zp', 'QC_CONV_RELU', [xc, wczp, bc], status='E_ARG', scalars=[0.1],
           args=Args().list([1, 1]).list([0, 0]).list([1, 1]).int(1).int(10))
    r, err = in_child(lambda: Q.conv2d_relu(xc, Q.conv2d_prepack(wc, bc, [1, 1], [0, 0], [1, 1], 2), 0.1, 10))
    assert err is not None
    h.case('pc_conv_groups_bad', 'QC_CONV_RELU', [xc, wc, bc], status='E_SHAPE', scalars=[0.1],
           args=Args().list([1, 1]).list([0, 0]).list([1, 1]).int(2).int(10))


# ---------------------------------------------------------------------------
# quantized pooling
# ---------------------------------------------------------------------------
def qpool():
    h = Header('qp', 'max_pool2d (-> quantized_max_pool2d), avg_pool2d and adaptive_avg_pool2d (-> '
               '_adaptive_avg_pool2d), quantized::relu6, hardtanh and quantized::add_relu at QuantizedCPU: '
               'contiguous and '
               'channels_last (PyTorch rounds the average differently on the two), padding, ceil_mode, '
               'dilation, divisor_override, qint8 / quint8 / qint32, errors.')
    QI8, QU8, QI32 = torch.qint8, torch.quint8, torch.qint32
    F = torch.nn.functional

    def q(shape, seed, sc=0.05, zp=3, dt=QU8, cl=False):
        t = torch.quantize_per_tensor(randf(*shape, seed=seed, scale=3.0), sc, zp, dt)
        return t.contiguous(memory_format=CL) if cl else t

    a = q((2, 3, 7, 6), 600)
    acl = q((2, 3, 7, 6), 600, cl=True)
    a3 = q((3, 7, 6), 601)
    a8 = q((1, 4, 6, 6), 602, 0.1, -5, QI8)
    a32 = q((1, 2, 5, 5), 603, 0.01, 7, QI32)
    wide = q((1, 20, 6, 10), 604, 0.02, 128, QU8, cl=True)
    for nm, t, k, st_, pd_, dl_, cm in [
            ('qmax', a, [2, 2], [], [0, 0], [1, 1], False), ('qmax_cl', acl, [3, 2], [2, 1], [1, 1], [1, 1], False),
            ('qmax_3d', a3, [2, 3], [1, 2], [1, 0], [1, 1], False), ('qmax_qint8', a8, [3, 3], [2, 2], [1, 1], [1, 1], True),
            ('qmax_qint32', a32, [2, 2], [1, 1], [0, 0], [2, 1], False), ('qmax_ceil', acl, [2, 2], [2, 2], [0, 0], [1, 1], True),
            ('qmax_dil', a, [2, 3], [1, 1], [1, 1], [2, 2], False), ('qmax_wide_cl', wide, [2, 2], [2, 2], [0, 0], [1, 1], False)]:
        args = Args().list(k).list(st_).list(pd_).list(dl_).int(cm)
        expect_ok(h, nm, 'QP_MAX', lambda: F.max_pool2d(t, k, st_ or None, pd_, dl_, cm), [t], args=args)
        expect_ok(h, nm + '_q', 'QP_QMAX', lambda: torch.quantized_max_pool2d(t, k, st_, pd_, dl_, cm), [t], args=args)
    pc = torch.quantize_per_channel(randf(1, 3, 4, 4, seed=605), torch.tensor([0.1, 0.2, 0.3]), torch.tensor([0, 1, 2]), 1, QU8)
    for nm, t, k, pd_, st in [('qmax_pad_big', a, [2, 2], [2, 2], 'E_ARG'), ('qmax_k0', a, [0, 2], [0, 0], 'E_ARG'),
                              ('qmax_per_channel', pc, [2, 2], [0, 0], 'E_ARG'), ('qmax_2d', q((4, 4), 606), [2, 2], [0, 0], 'E_SHAPE')]:
        expect_err(h, nm, 'QP_QMAX', lambda: torch.quantized_max_pool2d(t, k, [], pd_, [1, 1], False), [t], st,
                   args=Args().list(k).list([]).list(pd_).list([1, 1]).int(0))
    # average: divisors 6, 10, 12, 20 (not powers of two: the products round), windows cut by padding
    ties = torch._make_per_tensor_quantized_tensor(torch.arange(0, 240, dtype=torch.uint8).reshape(1, 2, 12, 10) % 251,
                                                   0.1, 7)
    dscnn = q((1, 64, 25, 5), 607, 0.05, 0, QU8, cl=True)
    for nm, t, k, st_, pd_, cm, cip, dv in [
            ('qavg', a, [2, 3], [], [0, 0], False, True, None), ('qavg_cl', acl, [2, 3], [], [0, 0], False, True, None),
            ('qavg_pad', a, [3, 3], [2, 2], [1, 1], False, True, None), ('qavg_pad_cl', acl, [3, 3], [2, 2], [1, 1], False, True, None),
            ('qavg_nopad', a, [3, 3], [2, 2], [1, 1], False, False, None), ('qavg_nopad_cl', acl, [3, 3], [2, 2], [1, 1], False, False, None),
            ('qavg_ceil_cl', acl, [2, 4], [2, 3], [1, 2], True, True, None), ('qavg_ceil', a, [2, 4], [2, 3], [1, 2], True, False, None),
            ('qavg_div', a, [2, 2], [], [0, 0], False, True, 3), ('qavg_div_cl', acl, [2, 2], [], [0, 0], False, True, 7),
            ('qavg_3d', a3, [2, 5], [1, 1], [1, 2], False, True, None), ('qavg_qint8', a8, [2, 3], [1, 1], [0, 1], False, True, None),
            ('qavg_qint8_cl', a8.contiguous(memory_format=CL), [2, 3], [1, 1], [0, 1], False, True, None),
            ('qavg_qint32', a32, [2, 2], [1, 1], [0, 0], False, True, None),
            ('qavg_ties', ties, [2, 5], [2, 5], [0, 0], False, True, None),
            ('qavg_ties_cl', ties.contiguous(memory_format=CL), [2, 5], [2, 5], [0, 0], False, True, None),
            ('qavg_ties_12', ties, [3, 4], [3, 4], [0, 0], False, True, None),
            ('qavg_ties_12_cl', ties.contiguous(memory_format=CL), [3, 4], [3, 4], [0, 0], False, True, None),
            ('qavg_wide_cl', wide, [2, 2], [2, 2], [0, 0], False, True, None),
            ('qavg_dscnn', dscnn, [25, 5], [], [0, 0], False, True, None)]:
        expect_ok(h, nm, 'QP_AVG', lambda: F.avg_pool2d(t, k, st_ or None, pd_, cm, cip, dv), [t],
                  args=Args().list(k).list(st_).list(pd_).int(cm).int(cip).opt_int(dv))
    # adaptive average (aten::adaptive_avg_pool2d -> _adaptive_avg_pool2d), both paths, windows that overlap
    for nm, t, os_ in [('qada', a, [3, 4]), ('qada_cl', acl, [3, 4]), ('qada_1x1', a, [1, 1]), ('qada_1x1_cl', acl, [1, 1]),
                       ('qada_3d', a3, [4, 5]), ('qada_qint8', a8, [4, 4]), ('qada_qint8_cl', a8.contiguous(memory_format=CL), [4, 4]),
                       ('qada_qint32', a32, [2, 3]), ('qada_ties', ties, [5, 4]), ('qada_ties_cl', ties.contiguous(memory_format=CL), [5, 4]),
                       ('qada_same', a, [7, 6]), ('qada_up', acl, [9, 8]), ('qada_mobilenet', q((1, 256, 3, 3), 608, 0.05, 0, QU8, cl=True), [1, 1]),
                       ('qada_empty_out', a, [0, 2])]:
        expect_ok(h, nm, 'QP_ADA', lambda: F.adaptive_avg_pool2d(t, os_), [t], args=Args().list(os_))
        expect_ok(h, nm + '_', 'QP_ADA_', lambda: torch._adaptive_avg_pool2d(t, os_), [t], args=Args().list(os_))
    for nm, t, os_, st in [('qada_per_channel', pc, [2, 2], 'E_ARG'), ('qada_2d', q((4, 4), 609), [2, 2], 'E_SHAPE'),
                           ('qada_empty_in', q((2, 0, 4, 4), 610), [2, 2], 'E_SHAPE')]:
        expect_err(h, nm, 'QP_ADA_', lambda: torch._adaptive_avg_pool2d(t, os_), [t], st, args=Args().list(os_))
    # the clamps a converted model calls: quantized::relu6 (nn.ReLU6), hardtanh at QuantizedCPU
    edge = torch._make_per_tensor_quantized_tensor(torch.arange(0, 256, dtype=torch.uint8).reshape(4, 64), 0.05, 20)
    for nm, t in [('qrelu6', acl), ('qrelu6_edges', edge), ('qrelu6_qint8', a8), ('qrelu6_qint32', a32)]:
        expect_ok(h, nm, 'QP_RELU6', lambda: torch.ops.quantized.relu6(t, False), [t], args=Args().int(0))
    expect_err(h, 'qrelu6_per_channel', 'QP_RELU6', lambda: torch.ops.quantized.relu6(pc, False), [pc], 'E_ARG',
               args=Args().int(0))
    h.case('qrelu6_inplace', 'QP_RELU6', [edge], status='E_ARG', args=Args().int(1))   # uc10: qx is not mutable
    for nm, t, lo, hi in [('qhardtanh', edge, -0.5, 2.0), ('qhardtanh_06', acl, 0.0, 6.0), ('qhardtanh_qint8', a8, -1.0, 1.0),
                          ('qhardtanh_int', a, -1, 3)]:
        expect_ok(h, nm, 'QP_HARDTANH', lambda: F.hardtanh(t, lo, hi), [t], scalars=[lo, hi])
    # quantized::add_relu (a residual block's relu(y + s) in FX graph mode): rows of 100 take both of
    # PyTorch's dequantization paths (the vectorized one for the first 64)
    ra, rb = q((1, 4, 10, 10), 611, 0.06, 120), q((1, 4, 10, 10), 612, 0.04, 100)
    for nm, x_, y_, s_, z_ in [('qadd_relu', ra, rb, 0.1, 128), ('qadd_relu_cl', ra.contiguous(memory_format=CL),
                               rb.contiguous(memory_format=CL), 0.08, 0), ('qadd_relu_qint8', a8, a8, 0.1, -10),
                              ('qadd_relu_bcast', ra, q((10,), 613, 0.04, 100), 0.1, 30)]:
        expect_ok(h, nm, 'QP_ADD_RELU', lambda: torch.ops.quantized.add_relu(x_, y_, s_, z_), [x_, y_], scalars=[s_],
                  args=Args().int(z_))
    expect_err(h, 'qadd_relu_dtypes', 'QP_ADD_RELU', lambda: torch.ops.quantized.add_relu(ra, a8, 0.1, 0), [ra, a8],
               'E_DTYPE', scalars=[0.1], args=Args().int(0))
    for nm, t, k, pd_, dv, st in [('qavg_div0', a, [2, 2], [0, 0], 0, 'E_ARG'), ('qavg_pad_big', a, [2, 2], [2, 2], None, 'E_ARG'),
                                  ('qavg_per_channel', pc, [2, 2], [0, 0], None, 'E_ARG')]:
        expect_err(h, nm, 'QP_AVG', lambda: F.avg_pool2d(t, k, None, pd_, False, True, dv), [t], st,
                   args=Args().list(k).list([]).list(pd_).int(0).int(1).opt_int(dv))
    # The result's layout where self is contiguous in both formats at once (one channel, or 1x1
    # planes): channels_last only when suggest_memory_format says so, for each pooling and dtype;
    # C > 1 channels of 1x1 (hw1) hold the NHWC kernel's order read through contiguous strides.
    for i, (dn, dt, zp) in enumerate([('qint8', QI8, 0), ('quint8', QU8, 3), ('qint32', QI32, -2)]):
        for shp, tag in [((1, 1, 3, 3), 'c1'), ((2, 3, 1, 1), 'hw1'), ((1, 1, 1, 4), 'c1h1')]:
            t0 = q(shp, 614 + i, 0.1, zp, dt)
            for lay, t in [('', t0), ('_cl', t0.contiguous(memory_format=CL))]:
                nm = '%s_%s%s' % (tag, dn, lay)
                args = Args().list([2, 2]).list([1, 1]).list([1, 1]).list([1, 1]).int(0)
                expect_ok(h, 'qmax_' + nm, 'QP_MAX', lambda: F.max_pool2d(t, [2, 2], [1, 1], [1, 1]), [t], args=args)
                expect_ok(h, 'qmax_' + nm + '_q', 'QP_QMAX',
                          lambda: torch.quantized_max_pool2d(t, [2, 2], [1, 1], [1, 1], [1, 1], False), [t], args=args)
                expect_ok(h, 'qavg_' + nm, 'QP_AVG', lambda: F.avg_pool2d(t, [2, 2], [1, 1], [1, 1]), [t],
                          args=Args().list([2, 2]).list([1, 1]).list([1, 1]).int(0).int(1).opt_int(None))
                expect_ok(h, 'qada_' + nm, 'QP_ADA', lambda: F.adaptive_avg_pool2d(t, [2, 3]), [t],
                          args=Args().list([2, 3]))
    return h



# ---------------------------------------------------------------------------
# the layers of the usual models: batch_norm, hardtanh, adaptive_avg_pool2d,
# dropout, t, is_contiguous (_convolution: conv())
# ---------------------------------------------------------------------------
def nn():
    h = Header('nn', 'batch_norm (-> _batch_norm_impl_index -> native_batch_norm, eval mode), hardtanh '
               '(functional, in place, out=), adaptive_avg_pool2d (-> mean or _adaptive_avg_pool2d), '
               'dropout, t, is_contiguous: contiguous, channels_last and strided inputs; errors.')
    F = torch.nn.functional
    C = 5
    # parameters as rows of a (2, C) tensor: [weight; bias] and [running_mean; running_var];
    # strided when made from a (C, 2) tensor transposed (PyTorch's TensorIterator path)
    wb = torch.stack([torch.rand(C, generator=gen(300)) + 0.5, randf(C, seed=301, scale=0.5)])
    mv = torch.stack([randf(C, seed=302, scale=0.5), torch.rand(C, generator=gen(303)) + 0.2])
    wb_s, mv_s = wb.t().contiguous().t(), mv.t().contiguous().t()
    x4 = randf(2, C, 4, 3, seed=304)
    for nm, x, w_b, m_v, hw, hb, eps in [
            ('bn_4d', x4, wb, mv, 1, 1, 1e-5), ('bn_cl', x4.contiguous(memory_format=CL), wb, mv, 1, 1, 1e-5),
            ('bn_nc', x4.transpose(2, 3), wb, mv, 1, 1, 1e-5), ('bn_2d', randf(3, C, seed=305), wb, mv, 1, 1, 1e-3),
            ('bn_3d', randf(2, C, 7, seed=306), wb, mv, 1, 1, 1e-5), ('bn_noaffine', x4, wb, mv, 0, 0, 1e-5),
            ('bn_noweight', x4, wb, mv, 0, 1, 1e-5), ('bn_strided_params', x4, wb_s, mv_s, 1, 1, 1e-5),
            ('bn_2d_nc', randf(C, 3, seed=307).t(), wb, mv, 1, 1, 1e-5),
            ('bn_cl_strided_params', x4.contiguous(memory_format=CL), wb_s, mv_s, 1, 0, 1e-5)]:
        # (the kernel itself on a few: the kernel tests must fit cortex-m0's 256 KB of flash)
        for op in ('NN_BN', 'NN_BN_NATIVE') if nm in ('bn_4d', 'bn_cl', 'bn_nc', 'bn_2d') else ('NN_BN',):
            expect_ok(h, nm + ('_native' if op == 'NN_BN_NATIVE' else ''), op,
                      lambda: F.batch_norm(x, m_v[0], m_v[1], w_b[0] if hw else None, w_b[1] if hb else None, False, 0.1, eps),
                      [x, w_b, m_v], scalars=[eps], args=Args().int(hw).int(hb).int(0).int(1))
    for nm, x, m_v, tr, hm, status in [
            ('bn_int', randi(2, C, 3, dtype=I64, seed=308), mv, False, 1, 'E_DTYPE'),
            ('bn_channels', randf(2, 4, 3, seed=309), mv, False, 1, 'E_SHAPE'),
            ('bn_no_running', x4, mv, False, 0, 'E_NULL'),
            ('bn_1d', randf(C, seed=310), mv, False, 1, 'E_SHAPE')]:
        expect_err(h, nm, 'NN_BN', lambda: torch.batch_norm(x, wb[0], wb[1], m_v[0] if hm else None,
                                                            m_v[1] if hm else None, tr, 0.1, 1e-5, False),
                   [x, wb, m_v], status, scalars=[1e-5], args=Args().int(1).int(1).int(int(tr)).int(hm))
    # training: PyTorch computes batch statistics; uc10 runs models in eval mode only
    expect_err(h, 'bn_training', 'NN_BN', lambda: None, [x4, wb, mv], 'E_ARG', uc10=True, scalars=[1e-5],
               args=Args().int(1).int(1).int(1).int(1))

    H = torch._C._nn.hardtanh
    xh = randf(2, 3, 4, seed=311, scale=4.0)
    xh[0, 0, 0] = float('nan')
    xh4 = randf(1, 3, 4, 2, seed=312, scale=8.0)
    for nm, x, lo, hi in [('ht', xh, -1.0, 1.0), ('ht_relu6', xh4, 0.0, 6.0), ('ht_relu6_int', xh4, 0, 6),
                          ('ht_cl', xh4.contiguous(memory_format=CL), 0.0, 6.0), ('ht_nc', xh.transpose(0, 2), -2.5, 0.5),
                          ('ht_i32', randi(3, 4, seed=313), -1.5, 2.7), ('ht_i64', randi(2, 3, dtype=I64, seed=314), -50, 20),
                          ('ht_u8', randi(2, 3, dtype=U8, lo=0, hi=255, seed=315), 10, 100), ('ht_lo_gt_hi', xh, 3.0, 1.0)]:
        expect_ok(h, nm, 'NN_HT', lambda: H(x, lo, hi), [x], scalars=[lo, hi])
        if nm not in ('ht', 'ht_relu6', 'ht_cl', 'ht_i32', 'ht_u8'):
            continue
        if x.is_contiguous() or x.is_contiguous(memory_format=CL):
            expect_ok(h, nm + '_', 'NN_HT_', lambda: H(x.clone(), lo, hi), [x], scalars=[lo, hi])
        expect_ok(h, nm + '_out', 'NN_HT_OUT', lambda: H(x, lo, hi, out=filled(x.shape, x.dtype)),
                  [x, filled(x.shape, x.dtype)], scalars=[lo, hi])
    for nm, x, lo, hi, status in [('ht_bool', torch.tensor([True, False]), 0, 1, 'E_DTYPE'),
                                  ('ht_u8_neg', randi(3, dtype=U8, lo=0, hi=255, seed=316), -1, 2, 'E_ARG')]:
        for op in ('NN_HT', 'NN_HT_', 'NN_HT_OUT'):
            expect_err(h, nm + {'NN_HT': '', 'NN_HT_': '_', 'NN_HT_OUT': '_out'}[op], op, lambda: H(x, lo, hi),
                       [x, filled(x.shape, x.dtype) if op == 'NN_HT_OUT' else None], status, scalars=[lo, hi])
    # out= of the wrong shape: uc10 cannot resize an out tensor
    expect_err(h, 'ht_out_shape', 'NN_HT_OUT', lambda: None, [xh, filled((3, 3), F32)], 'E_SHAPE', uc10=True,
               scalars=[-1.0, 1.0])

    AAP = torch._C._nn.adaptive_avg_pool2d
    xa = randf(2, 2, 7, 9, seed=318)   # small: the kernel tests fit cortex-m0's 256 KB of flash
    for nm, x, osz in [('aap', xa, [3, 4]), ('aap_1x1', xa, [1, 1]), ('aap_1x1_cl', xa.contiguous(memory_format=CL), [1, 1]),
                       ('aap_cl', xa.contiguous(memory_format=CL), [5, 3]), ('aap_nc', xa.transpose(2, 3), [2, 5]),
                       ('aap_same', xa, [7, 9]), ('aap_up', xa, [9, 11]), ('aap_3d', xa[0], [2, 2]),
                       ('aap_3d_1x1', xa[1], [1, 1]), ('aap_zero', xa, [0, 2]), ('aap_batch0', randf(0, 3, 4, 4), [2, 2])]:
        for op in ('NN_AAP', 'NN_AAP_K') if nm in ('aap', 'aap_1x1', 'aap_cl', 'aap_nc', 'aap_3d') else ('NN_AAP',):
            fn = AAP if op == 'NN_AAP' else torch._adaptive_avg_pool2d
            # 1 x 1 through the dispatcher is mean(), whose float sum runs in another order than
            # PyTorch's vectorized one (kernels/reduce/sum.c.m4): equal to rounding
            expect_ok(h, nm + ('_k' if op == 'NN_AAP_K' else ''), op, lambda: fn(x, osz), [x], args=Args().list(osz),
                      rtol=1e-6 if op == 'NN_AAP' and osz == [1, 1] else 0.0)
    for nm, op, x, osz, status in [('aap_size1', 'NN_AAP', xa, [2], 'E_ARG'), ('aap_neg', 'NN_AAP', xa, [-1, 2], 'E_ARG'),
                                   ('aap_2d', 'NN_AAP', randf(3, 4, seed=319), [2, 2], 'E_SHAPE'),
                                   ('aap_empty_hw', 'NN_AAP', randf(1, 2, 0, 3), [2, 2], 'E_SHAPE'),
                                   ('aap_long', 'NN_AAP', randi(1, 2, 3, 3, dtype=I64, seed=320), [2, 2], 'E_DTYPE'),
                                   ('aap_long_1x1', 'NN_AAP', randi(1, 2, 3, 3, dtype=I64, seed=320), [1, 1], 'E_DTYPE'),
                                   ('aap_k_size1', 'NN_AAP_K', xa, [2], 'E_ARG'),
                                   ('aap_k_2d', 'NN_AAP_K', randf(3, 4, seed=319), [2, 2], 'E_SHAPE'),
                                   ('aap_k_int', 'NN_AAP_K', randi(1, 2, 3, 3, seed=321), [1, 1], 'E_DTYPE')]:
        fn = AAP if op == 'NN_AAP' else torch._adaptive_avg_pool2d
        expect_err(h, nm, op, lambda: fn(x, osz), [x], status, args=Args().list(osz))

    xd = randf(3, 4, seed=322)
    for nm, x, p_, tr in [('drop_eval', xd, 0.5, False), ('drop_p0', xd, 0.0, True), ('drop_p1', xd, 1.0, True),
                          ('drop_eval_nc', xd.t(), 0.4, False), ('drop_p1_i64', randi(2, 3, dtype=I64, seed=323), 1.0, True),
                          ('drop_empty', randf(0, 3), 0.5, True)]:
        expect_ok(h, nm, 'NN_DROP', lambda: torch.dropout(x, p_, tr), [x], scalars=[p_], args=Args().int(tr))
    for nm, x, p_, tr, status, u in [('drop_p_big', xd, 1.5, False, 'E_ARG', False), ('drop_p_neg', xd, -0.1, True, 'E_ARG', False),
                                     ('drop_train', xd, 0.5, True, 'E_ARG', True)]:
        expect_err(h, nm, 'NN_DROP', lambda: torch.dropout(x, p_, tr) if not u else None, [x], status, uc10=u,
                   scalars=[p_], args=Args().int(tr))

    xt = randf(3, 4, seed=328)
    for nm, x in [('t', xt), ('t_1d', randf(5, seed=329)), ('t_0d', torch.tensor(2.5)), ('t_nc', xt[:, ::2]),
                  ('t_i64', randi(2, 3, dtype=I64, seed=330))]:
        expect_ok(h, nm, 'NN_T', lambda: x.t(), [x])
    expect_err(h, 't_3d', 'NN_T', lambda: randf(2, 3, 4).t(), [randf(2, 3, 4, seed=331)], 'E_SHAPE')

    MF = {None: -1, torch.contiguous_format: 0, torch.preserve_format: 1, CL: 2, torch.channels_last_3d: 3}
    for nm, x in [('isc', x4), ('isc_cl', x4.contiguous(memory_format=CL)), ('isc_nc', x4.transpose(2, 3)),
                  ('isc_1d', randf(4, seed=332)), ('isc_strided', xt[:, ::2]), ('isc_size1', randf(3, 1, 1, 1, seed=333))]:
        for mf in (MF if nm == 'isc_cl' else (None, CL)):
            r = x.is_contiguous() if mf is None else x.is_contiguous(memory_format=mf)
            expect_ok(h, nm + ('' if mf is None else '_' + str(mf).split('.')[-1]), 'NN_ISC', lambda: torch.tensor(r), [x],
                      args=Args().int(MF[mf]))
    return h


# ---------------------------------------------------------------------------
# activations: relu6, hardswish, hardsigmoid, silu, gelu, elu, leaky_relu, dropout_
# ---------------------------------------------------------------------------
def activation():
    h = Header('ac', 'Activations: relu6 (-> hardtanh), hardswish, hardsigmoid, silu, gelu (none, tanh), elu, '
               'leaky_relu (functional and in place), dropout_: small inputs (PyTorch\'s scalar loop), long ones '
               '(its vectorized loop and the tail), NaN/inf, channels_last, strided, empty, 0-dim; errors.')
    NN = torch._C._nn
    a = randf(2, 3, seed=401)
    wide = torch.linspace(-8, 8, 67)
    special = torch.tensor([float('nan'), float('inf'), -float('inf'), -0.0, 0.0, 1e30, -1e-30, 3.5, -3.0, 3.0,
                            -3.0000002, 2.9999998])
    nhwc = randf(1, 4, 2, 3, seed=402).contiguous(memory_format=CL)
    nc = randf(3, 4, seed=403).t()
    empty = randf(0, 3)
    s0 = torch.tensor(-1.25)
    ai = randi(2, 3, seed=404)
    u8 = randi(2, 3, dtype=U8, lo=0, hi=256, seed=405)
    bl = torch.tensor([True, False])
    floats = [('f32', a), ('wide', wide), ('special', special), ('nhwc', nhwc), ('nc', nc), ('empty', empty),
              ('0dim', s0)]

    def inplace(fn, x, *args, **kw):
        def f():
            z = like_storage(x)
            fn(z, *args, **kw)
            return z
        return f

    # relu6: hardtanh(self, 0, 6), integral dtypes kept
    for nm, x in floats + [('i32', ai), ('u8', u8)]:
        expect_ok(h, 'relu6_' + nm, 'A_RELU6', lambda: NN.relu6(x), [x])
    expect_err(h, 'relu6_bool', 'A_RELU6', lambda: NN.relu6(bl), [bl], 'E_DTYPE')
    for nm, x in [('f32', a), ('nc', nc), ('i32', ai)]:
        expect_ok(h, 'relu6__' + nm, 'A_RELU6_', inplace(NN.relu6_, x), [x])
    # the float-only ones, exact (hardswish, hardsigmoid) or within a few ulp (silu: exp)
    for op, P, fn, fn_, tol in [('hardswish', 'A_HSW', NN.hardswish, NN.hardswish_, {}),
                                ('hardsigmoid', 'A_HSIG', NN.hardsigmoid, NN.hardsigmoid_, {}),
                                ('silu', 'A_SILU', NN.silu, torch.nn.functional.silu, {'ulp': 4})]:
        for nm, x in floats:
            expect_ok(h, '%s_%s' % (op, nm), P, lambda: fn(x), [x], **tol)
        for nm, x in [('f32', a), ('wide', wide), ('nc', nc)]:
            if op == 'silu':
                expect_ok(h, '%s__%s' % (op, nm), P + '_', inplace(fn_, x, inplace=True), [x], **tol)
            else:
                expect_ok(h, '%s__%s' % (op, nm), P + '_', inplace(fn_, x), [x], **tol)
        for nm, x in [('i32', ai), ('bool', bl)]:
            expect_err(h, '%s_%s' % (op, nm), P, lambda: fn(x), [x], 'E_DTYPE')
        expect_err(h, '%s__i32' % op, P + '_', lambda: fn_(like_storage(ai)), [ai], 'E_DTYPE')
    # gelu: erf or tanh; 1 + erf cancels for large negative x (absolute 1e-6)
    APPROX = ['none', 'tanh', 'erf']
    for ap in ('none', 'tanh'):
        for nm, x in floats:
            expect_ok(h, 'gelu_%s_%s' % (ap, nm), 'A_GELU', lambda: NN.gelu(x, approximate=ap), [x],
                      args=Args().int(APPROX.index(ap)), ulp=4, rtol=1e-6)
    expect_err(h, 'gelu_approx', 'A_GELU', lambda: NN.gelu(a, approximate='erf'), [a], 'E_ARG',
               args=Args().int(2))
    expect_err(h, 'gelu_i32', 'A_GELU', lambda: NN.gelu(ai), [ai], 'E_DTYPE', args=Args().int(0))
    # elu: alpha, scale, input_scale (float Scalars converted to float, int ones too)
    for nm, x, al, sc, isc in [('f32', a, 1.0, 1.0, 1.0), ('wide', wide, 1.0, 1.0, 1.0), ('special', special, 1.0, 1.0, 1.0),
                               ('alpha', wide, 0.3, 1.0, 1.0), ('selu', wide, 1.6732632423543772, 1.0507009873554805, 1.0),
                               ('iscale', wide, 2, 0.5, 3), ('nhwc', nhwc, 1.0, 1.0, 1.0), ('nc', nc, -0.5, 1.0, 1.0),
                               ('empty', empty, 1.0, 1.0, 1.0), ('0dim', s0, 1.0, 1.0, 1.0)]:
        expect_ok(h, 'elu_' + nm, 'A_ELU', lambda: NN.elu(x, al, sc, isc), [x], scalars=[al, sc, isc], ulp=4, rtol=1e-6)
    for nm, x, al in [('f32', a, 1.0), ('nc', nc, 0.7)]:
        expect_ok(h, 'elu__' + nm, 'A_ELU_', inplace(NN.elu_, x, al), [x], scalars=[al, 1, 1], ulp=4, rtol=1e-6)
    expect_err(h, 'elu_i32', 'A_ELU', lambda: NN.elu(ai), [ai], 'E_DTYPE', scalars=[1, 1, 1])
    expect_err(h, 'elu_alpha_overflow', 'A_ELU', lambda: NN.elu(a, 1e300), [a], 'E_ARG', scalars=[1e300, 1, 1])
    expect_err(h, 'elu__i32', 'A_ELU_', lambda: NN.elu_(like_storage(ai)), [ai], 'E_DTYPE', scalars=[1, 1, 1])
    # leaky_relu: exact
    for nm, x, sl in [('f32', a, 0.01), ('wide', wide, 0.2), ('special', special, 0.01), ('neg', wide, -0.5),
                      ('int_slope', a, 2), ('zero', wide, 0.0), ('nhwc', nhwc, 0.1), ('nc', nc, 0.01),
                      ('empty', empty, 0.01), ('0dim', s0, 0.01)]:
        expect_ok(h, 'lrelu_' + nm, 'A_LRELU', lambda: NN.leaky_relu(x, sl), [x], scalars=[sl])
    for nm, x, sl in [('f32', a, 0.01), ('nc', nc, 0.3)]:
        expect_ok(h, 'lrelu__' + nm, 'A_LRELU_', inplace(NN.leaky_relu_, x, sl), [x], scalars=[sl])
    expect_err(h, 'lrelu_i32', 'A_LRELU', lambda: NN.leaky_relu(ai), [ai], 'E_DTYPE', scalars=[0.01])
    expect_err(h, 'lrelu_slope_overflow', 'A_LRELU', lambda: NN.leaky_relu(a, 1e300), [a], 'E_ARG',
               scalars=[1e300])
    expect_err(h, 'lrelu__i32', 'A_LRELU_', lambda: NN.leaky_relu_(like_storage(ai)), [ai], 'E_DTYPE',
               scalars=[0.01])
    # dropout_: eval and p == 0 leave self as it is, p == 1 zeroes it
    for nm, x, p_, tr in [('drop__eval', a, 0.5, False), ('drop__p0', a, 0.0, True), ('drop__p1', a, 1.0, True),
                          ('drop__p1_nc', nc, 1.0, True), ('drop__p1_i64', randi(2, 3, dtype=I64, seed=406), 1.0, True),
                          ('drop__empty', empty, 0.5, True)]:
        expect_ok(h, nm, 'A_DROP_', inplace(torch.dropout_, x, p_, tr), [x], scalars=[p_], args=Args().int(tr))
    for nm, p_, tr, u in [('drop__p_big', 1.5, False, False), ('drop__p_neg', -0.1, True, False),
                          ('drop__train', 0.5, True, True)]:
        expect_err(h, nm, 'A_DROP_', lambda: torch.dropout_(like_storage(a), p_, tr) if not u else None, [a], 'E_ARG',
                   uc10=u, scalars=[p_], args=Args().int(tr))
    return h


# ---------------------------------------------------------------------------
# int8 activations and mul: quantized::hardswish, hardsigmoid / hardtanh_ (QuantizedCPU), quantized::mul
# ---------------------------------------------------------------------------
def qactivation():
    h = Header('qa', 'quantized::hardswish, hardsigmoid (QuantizedCPU), hardtanh_ (QuantizedCPU, in place), '
               'quantized::mul (broadcast: the squeeze-excite scaling): integers where PyTorch\'s vectorized and '
               'scalar dequantization round apart, every integer in both loops, channels_last; errors.')
    import numpy as np
    f32 = np.float32
    QI8, QU8 = torch.qint8, torch.quint8
    NN = torch._C._nn

    def hsw(x):
        return (x * np.clip(x + f32(3), f32(0), f32(6)) / f32(6)).astype(f32)

    def hsig(x):
        return (np.clip(x + f32(3), f32(0), f32(6)) / f32(6)).astype(f32)

    def apart(dt, s, z, so, zo, fn):
        """The integers whose result differs between PyTorch's vectorized and scalar loops."""
        lo, hi = (-128, 127) if dt == QI8 else (0, 255)
        q = np.arange(lo, hi + 1, dtype=np.int64)
        sd = ((q.astype(f32) - f32(z)) * f32(s)).astype(f32)
        vd = (q.astype(np.float64) * np.float64(f32(s)) + np.float64(f32(f32(s) * f32(-z)))).astype(f32)
        qs = np.clip(f32(zo) + np.rint((fn(sd) * (f32(1) / f32(so))).astype(f32)), lo, hi)
        qv = np.clip(f32(zo) + np.rint((fn(vd) * f32(1.0 / so)).astype(f32)), lo, hi)
        return q[qs != qv].tolist()

    def qt(vals, s, z, dt, shape=None):
        t = torch.tensor(vals, dtype=I8 if dt == QI8 else U8)
        if shape:
            t = t.reshape(shape)
        return torch._make_per_tensor_quantized_tensor(t, s, z)

    every = lambda dt: list(range(-128, 128)) if dt == QI8 else list(range(256))
    # hardswish: output parameters as a converted MobileNetV3 has them
    ins = []
    for dt, s, z, so, zo in [(QU8, 0.05, 128, 0.04, 10), (QI8, 0.037, -3, 0.021, -100), (QU8, 0.1, 60, 0.07, 5)]:
        d = apart(dt, s, z, so, zo, hsw)
        lo = -128 if dt == QI8 else 0
        tag = 'i8' if dt == QI8 else 'u8'
        # every integer once in the vectorized loop (256 = 4 x 64), then 63 in the scalar tail
        x_all = qt(every(dt) + every(dt)[:63], s, z, dt)
        ins.append(('%s_%g_all' % (tag, so), x_all, so, zo))
        if d:   # the integers that round apart, first vectorized (64 of them), then in the tail
            v = (d * 64)[:64] + d
            ins.append(('%s_%g_apart' % (tag, so), qt(v, s, z, dt), so, zo))
        g = torch.Generator().manual_seed(500 + len(ins))
        r = torch.randint(lo, lo + 256, (1, 8, 5, 7), generator=g).tolist()
        ins.append(('%s_%g_cl' % (tag, so), qt(r, s, z, dt).contiguous(memory_format=CL), so, zo))
        ins.append(('%s_%g_small' % (tag, so), qt(r[0][0][:2], s, z, dt), so, zo))
    # parameters (a seeded search) under which some integers round apart in the two loops
    g = torch.Generator().manual_seed(505)
    found = {QU8: 0, QI8: 0}
    while min(found.values()) < 2:
        dt = QU8 if torch.rand(1, generator=g).item() < 0.5 else QI8
        s = round(0.01 + 0.09 * torch.rand(1, generator=g).item(), 4)
        so = round(0.01 + 0.09 * torch.rand(1, generator=g).item(), 4)
        z, zo = [int(v) for v in torch.randint(-20, 20, (2,), generator=g)]
        if dt == QU8:
            z, zo = z + 128, zo + 20
        d = apart(dt, s, z, so, zo, hsw)
        if d and found[dt] < 2:
            found[dt] += 1
            ins.append(('%s_s%g_apart' % ('i8' if dt == QI8 else 'u8', s), qt((d * 64)[:64] + d, s, z, dt), so, zo))
    for nm, x, so, zo in ins:
        expect_ok(h, 'qhsw_' + nm, 'QA_HSW', lambda: torch.ops.quantized.hardswish(x, so, zo), [x], scalars=[so],
                  args=Args().int(zo))
    xf = randf(2, 3, seed=510)
    x32 = torch.quantize_per_tensor(xf, 0.01, 0, torch.qint32)
    expect_err(h, 'qhsw_float', 'QA_HSW', lambda: torch.ops.quantized.hardswish(xf, 0.1, 0), [xf], 'E_MISSING_KERNEL',
               scalars=[0.1], args=Args().int(0))
    expect_err(h, 'qhsw_qint32', 'QA_HSW', None, [x32], 'E_DTYPE', uc10=True, scalars=[0.1], args=Args().int(0))
    expect_err(h, 'qhsw_scale0', 'QA_HSW', None, [ins[0][1]], 'E_ARG', uc10=True, scalars=[0.0], args=Args().int(0))
    # hardsigmoid: the output parameters are PyTorch's own
    hins = []
    for dt, s, z in [(QU8, 0.05, 128), (QI8, 0.037, -3), (QU8, 0.023, 0)]:
        zo = -128 if dt == QI8 else 0
        d = apart(dt, s, z, 1.0 / 256, zo, hsig)
        tag = 'i8' if dt == QI8 else 'u8'
        hins.append(('%s_%g_all' % (tag, s), qt(every(dt) + every(dt)[:63], s, z, dt)))
        assert not d
        hins.append(('%s_%g_cl' % (tag, s),
                     torch.quantize_per_tensor(randf(1, 8, 5, 7, seed=520), s, z, dt).contiguous(memory_format=CL)))
    # (no integer rounds apart for hardsigmoid: its output step, 1 / 256, is coarse next to the two
    # dequantizations' difference; none in 3,000 random parameter sets)
    for nm, x in hins:
        expect_ok(h, 'qhsig_' + nm, 'QA_HSIG', lambda: NN.hardsigmoid(x), [x])
    expect_err(h, 'qhsig_qint32', 'QA_HSIG', None, [x32], 'E_DTYPE', uc10=True)
    # hardtanh_ in place: the integers clamped to the bounds quantized
    qu = torch.quantize_per_tensor(randf(2, 3, 4, seed=530, scale=4.0), 0.05, 128, QU8)
    q8 = torch.quantize_per_tensor(randf(1, 4, 3, 3, seed=531, scale=4.0), 0.04, -5, QI8).contiguous(memory_format=CL)
    for nm, x, lo, hi in [('u8_relu6', qu, 0.0, 6.0), ('u8', qu, -0.5, 0.5), ('i8_cl', q8, -1, 2), ('i8_wide', q8, -100.0, 100.0)]:
        def f(x=x, lo=lo, hi=hi):
            z = x.clone(memory_format=torch.preserve_format)
            NN.hardtanh_(z, lo, hi)
            return z
        expect_ok(h, 'qht_' + nm, 'QA_HT_', f, [x], scalars=[lo, hi])
    # quantized::mul, quint8: same shapes, broadcast (the squeeze-excite's (N, C, 1, 1) gate), channels_last
    a = torch.quantize_per_tensor(randf(1, 6, 5, 7, seed=540), 0.03, 120, QU8)
    b = torch.quantize_per_tensor(randf(1, 6, 5, 7, seed=541), 0.02, 130, QU8)
    gate = torch.quantize_per_tensor(torch.rand(1, 6, 1, 1, generator=gen(542)), 1.0 / 256, 0, QU8)
    acl = a.contiguous(memory_format=CL)
    for nm, x, y, so, zo in [('same', a, b, 0.05, 128), ('gate', a, gate, 0.03, 120), ('gate_cl', acl, gate, 0.03, 120),
                             ('cl_cl', acl, b.contiguous(memory_format=CL), 0.01, 0), ('sat', a, b, 0.0005, 250), ('gate_first', gate, a, 0.03, 120),
                             ('small', qt([3, 200, 255, 0, 77], 0.1, 100, QU8), qt([255, 1, 128, 9, 40], 0.2, 7, QU8), 0.3, 31)]:
        expect_ok(h, 'qmul_' + nm, 'QA_MUL', lambda: torch.ops.quantized.mul(x, y, so, zo), [x, y], scalars=[so],
                  args=Args().int(zo))
    a8 = torch.quantize_per_tensor(randf(2, 3, seed=543), 0.03, 0, QI8)
    expect_err(h, 'qmul_dtypes', 'QA_MUL', lambda: torch.ops.quantized.mul(a8, b, 0.1, 0), [a8, b], 'E_DTYPE',
               scalars=[0.1], args=Args().int(0))
    expect_err(h, 'qmul_qint8', 'QA_MUL', None, [a8, a8], 'E_DTYPE', uc10=True, scalars=[0.1], args=Args().int(0))
    g5 = torch.quantize_per_tensor(torch.rand(1, 5, 1, 1, generator=gen(544)), 1.0 / 256, 0, QU8)
    # quantized::cat / aten::cat (QuantizedCPU): the NHWC kernel's vectorized channels (32, then 8 at a time)
    # and scalar tail requantize integers that round apart differently; other layouts the scalar way
    sc, zc, so2, zo2 = 0.0405, 137, 0.081, 120   # parameters under which some integers round apart
    dap = [int(v) for v in apart(QU8, sc, zc, so2, zo2, lambda x: x)]
    assert dap

    def qcl(c, seed, s=sc, z=zc, hw=(2, 3), dt=QU8):
        g = torch.Generator().manual_seed(seed)
        vals = torch.tensor((dap * 64)[:c * hw[0] * hw[1]])[torch.randperm(c * hw[0] * hw[1], generator=g)]
        t = vals.reshape(1, hw[0], hw[1], c).permute(0, 3, 1, 2).to(U8 if dt == QU8 else I8)
        return torch._make_per_tensor_quantized_tensor(t.contiguous(), s, z).contiguous(memory_format=CL)
    c12, c40, c5 = qcl(12, 550), qcl(40, 551), qcl(5, 552)
    same = qcl(7, 553, so2, zo2)
    QC = torch.ops.quantized.cat
    for nm, ts, d, s_, z_ in [('qcat_nhwc', [c12, c40, c5], 1, so2, zo2), ('qcat_nhwc_same', [c12, same], 1, so2, zo2),
                              ('qcat_nchw', [c12.contiguous(), c5.contiguous()], 1, so2, zo2),
                              ('qcat_nhwc_dim2', [c12, c12], 2, so2, zo2), ('qcat_none', [c5, same], 1, None, None),
                              ('qcat_dim0', [qu, qu], 0, 0.07, 100), ('qcat_i8', [q8, q8], 1, 0.05, -20)]:
        expect_ok(h, nm, 'QA_CAT', lambda: QC(ts, d, s_, z_), ts, scalars=[s_],
                  args=Args().int(len(ts)).int(d).opt_int(z_))
    for nm, ts, d in [('acat_nhwc', [same, c12], 1), ('acat_nchw', [qu, qu], -1)]:
        expect_ok(h, nm, 'QA_ACAT', lambda: torch.cat(ts, d), ts, args=Args().int(len(ts)).int(d))
    a831 = a8.reshape(2, 3, 1)
    expect_err(h, 'qcat_dtypes', 'QA_CAT', lambda: QC([qu, a831], 0, 0.1, 0), [qu, a831], 'E_DTYPE',
               scalars=[0.1], args=Args().int(2).int(0).opt_int(0))
    expect_err(h, 'qcat_sizes', 'QA_CAT', lambda: QC([c12, qu], 1, 0.1, 0), [c12, qu], 'E_SHAPE',
               scalars=[0.1], args=Args().int(2).int(1).opt_int(0))
    expect_err(h, 'qmul_shape', 'QA_MUL', lambda: torch.ops.quantized.mul(a, g5, 0.1, 0), [a, g5], 'E_SHAPE',
               scalars=[0.1], args=Args().int(0))
    return h


# ---------------------------------------------------------------------------
# joining and resizing: cat, expand, upsample_nearest2d(.vec), adaptive_avg_pool1d
# ---------------------------------------------------------------------------
def shape():
    h = Header('sh', 'cat (promotion, the legacy skip of (0,) inputs, channels_last), expand, upsample_nearest2d.vec '
               '(output_size or scale_factors; float, uint8, quint8) and upsample_nearest2d, adaptive_avg_pool1d; errors.')
    a = randf(2, 3, seed=600)
    b = randf(4, 3, seed=601)
    c = randf(2, 5, seed=602)
    ai = randi(2, 3, seed=603)
    a8 = randi(1, 3, dtype=I8, lo=-128, hi=128, seed=604)
    nhwc = randf(1, 3, 2, 4, seed=605).contiguous(memory_format=CL)
    nhwc2 = randf(1, 2, 2, 4, seed=606).contiguous(memory_format=CL)
    nchw = randf(1, 2, 2, 4, seed=607)
    e0 = torch.empty(0)
    for nm, ts, d in [('cat_dim0', [a, b], 0), ('cat_dim1', [a, c], 1), ('cat_neg', [a, c, a], -1), ('cat_three', [a, b, a], 0),
                      ('cat_promote', [a, ai], 0), ('cat_int', [ai, a8], 0), ('cat_skip', [a, e0, b], 0),
                      ('cat_all_skip', [e0, e0], 0), ('cat_skip_wrap', [e0, c], -1), ('cat_cl', [nhwc, nhwc2], 1),
                      ('cat_cl_mixed', [nhwc, nchw], 1), ('cat_cl_dim3', [nhwc, nhwc], 3), ('cat_nc', [b.t(), randf(3, 2, seed=608)], 1),
                      ('cat_one', [b.t()], 0), ('cat_bool', [a, torch.tensor([[True, False, True]])], 0)]:
        expect_ok(h, nm, 'SH_CAT', lambda: torch.cat(ts, d), ts, args=Args().int(len(ts)).int(d))
    # an empty list has no tensor to dispatch on: the dispatcher's status (PyTorch's message is cat's own)
    for nm, ts, d, st in [('cat_empty_list', [], 0, 'E_NO_TENSOR'), ('cat_0dim', [a, torch.tensor(1.0)], 0, 'E_SHAPE'),
                          ('cat_dims', [a, randf(2, 3, 1, seed=609)], 0, 'E_SHAPE'), ('cat_sizes', [a, c], 0, 'E_SHAPE'),
                          ('cat_dim_range', [a, a], 2, 'E_ARG')]:
        expect_err(h, nm, 'SH_CAT', lambda: torch.cat(ts, d), ts, st, args=Args().int(len(ts)).int(d))
    x31 = randf(3, 1, seed=610)
    for nm, x, size in [('expand', x31, [3, 4]), ('expand_keep', x31, [-1, 5]), ('expand_lead', x31, [2, 3, 5]),
                        ('expand_lead_keep', x31, [2, -1, 1]), ('expand_0dim', torch.tensor(2.5), [2, 2]),
                        ('expand_same', a, [2, 3]), ('expand_nc', randf(1, 4, seed=611).t(), [4, 3]),
                        ('expand_i8', a8, [2, 1, 3]), ('expand_zero', x31, [3, 0])]:
        expect_ok(h, nm, 'SH_EXPAND', lambda: x.expand(size), [x], args=Args().list(size))
    for nm, x, size, st in [('expand_few', a, [3], 'E_SHAPE'), ('expand_mismatch', a, [4, 3], 'E_SHAPE'),
                            ('expand_lead_neg1', x31, [-1, 3, 1], 'E_ARG')]:
        expect_err(h, nm, 'SH_EXPAND', lambda: x.expand(size), [x], st, args=Args().list(size))
    UP = torch._C._nn.upsample_nearest2d
    x = randf(1, 2, 3, 4, seed=612)
    xu8 = randi(1, 2, 3, 4, dtype=U8, lo=0, hi=256, seed=613)
    xq = torch.quantize_per_tensor(x, 0.05, 100, torch.quint8)
    for nm, t, osz, sf in [('up_2x', x, [6, 8], None), ('up_any', x, [5, 7], None), ('up_down', x, [2, 3], None),
                           ('up_sf2', x, None, [2.0, 2.0]), ('up_sf', x, None, [1.5, 2.5]), ('up_sf_down', x, None, [0.5, 0.75]),
                           ('up_sf_third', x, None, [3.3, 1.0]), ('up_cl', x.contiguous(memory_format=CL), [5, 9], None),
                           ('up_nc', randf(1, 2, 4, 3, seed=614).transpose(2, 3), [4, 6], None), ('up_u8', xu8, [7, 5], None),
                           ('up_q', xq, None, [2.0, 1.5]), ('up_q_cl', xq.contiguous(memory_format=CL), [4, 5], None)]:
        expect_ok(h, nm, 'SH_UP', lambda: UP(t, osz, sf), [t], scalars=sf or [], args=Args().opt_list(osz))
    for nm, t, osz, sf, st in [('up_both', x, [6, 8], [2.0, 2.0], 'E_ARG'), ('up_none', x, None, None, 'E_ARG'),
                               ('up_3d', x[0], [6, 8], None, 'E_ARG'), ('up_i32', x.int(), [6, 8], None, 'E_DTYPE'),
                               ('up_zero', x, [0, 8], None, 'E_ARG')]:
        expect_err(h, nm, 'SH_UP', lambda: UP(t, osz, sf), [t], st, scalars=sf or [], args=Args().opt_list(osz))
    expect_ok(h, 'up_kernel', 'SH_UP_K', lambda: UP(x, [5, 7], None, None), [x], args=Args().list([5, 7]))
    AP1 = torch.adaptive_avg_pool1d
    xp = randf(2, 3, 10, seed=615)
    for nm, t, o in [('aap1', xp, 4), ('aap1_up', xp, 13), ('aap1_same', xp, 10), ('aap1_2d', xp[0], 3),
                     ('aap1_nc', xp.transpose(0, 1), 3), ('aap1_one', xp, 1)]:
        expect_ok(h, nm, 'SH_AAP1', lambda: AP1(t, [o]), [t], args=Args().list([o]), rtol=1e-6 if o == 1 else 0.0)
    for nm, t, o, st in [('aap1_4d', randf(1, 2, 3, 4, seed=616), [2], 'E_SHAPE'), ('aap1_size2', xp, [2, 2], 'E_ARG')]:
        expect_err(h, nm, 'SH_AAP1', lambda: AP1(t, o), [t], st, args=Args().list(o))
    return h


# ---------------------------------------------------------------------------
# layer_norm, native_layer_norm
# ---------------------------------------------------------------------------
def layernorm():
    h = Header('lnm', 'layer_norm (-> native_layer_norm) and native_layer_norm\'s three results: one or two '
                      'normalized dims, with and without weight and bias, strided input, constant rows, empty; errors.')
    RT = 1e-5
    x = randf(2, 3, 8, seed=700)
    w8, b8 = randf(8, seed=701), randf(8, seed=702)
    w34, b34 = randf(3, 4, seed=703), randf(3, 4, seed=704)
    x4 = randf(2, 3, 4, seed=705)
    const = torch.full((3, 5), 1.5)
    LN, NLN = torch.nn.functional.layer_norm, torch.native_layer_norm
    for nm, t, ns, w, b, eps in [('ln', x, [8], w8, b8, 1e-5), ('ln_two', x4, [3, 4], w34, b34, 1e-5),
                                 ('ln_noaffine', x, [8], None, None, 1e-5), ('ln_w_only', x, [8], w8, None, 1e-5),
                                 ('ln_b_only', x, [8], None, b8, 1e-5), ('ln_nc', x.transpose(0, 1), [8], w8, b8, 1e-5),
                                 ('ln_eps', x, [8], w8, b8, 1e-2), ('ln_const', const, [5], None, None, 1e-5),
                                 ('ln_1d', w8, [8], w8, b8, 1e-5), ('ln_all', x4, [2, 3, 4], None, None, 1e-5),
                                 ('ln_empty', randf(0, 8), [8], w8, b8, 1e-5)]:
        args = lambda k: Args().list(ns).int(w is not None).int(b is not None).int(k)
        expect_ok(h, nm, 'LN', lambda: LN(t, ns, w, b, eps), [t, w, b], scalars=[eps], args=args(0), rtol=RT)
        if nm in ('ln', 'ln_two', 'ln_nc', 'ln_const'):
            for k, part in enumerate(['', '_mean', '_rstd']):
                expect_ok(h, 'n' + nm + part, 'NLN', lambda: NLN(t, ns, w, b, eps)[k], [t, w, b], scalars=[eps],
                          args=args(k), rtol=RT)
    for nm, t, ns, w, b, st in [('ln_ns_empty', x, [], None, None, 'E_ARG'), ('ln_w_shape', x, [8], w34, None, 'E_SHAPE'),
                                ('ln_in_shape', x, [3, 4], None, None, 'E_SHAPE'), ('ln_long', randi(2, 8, dtype=I64), [8], None, None, 'E_DTYPE'),
                                ('ln_too_many', w8, [1, 8], None, None, 'E_SHAPE')]:
        expect_err(h, nm, 'LN', lambda: LN(t, ns, w, b, 1e-5), [t, w, b], st,
                   scalars=[1e-5], args=Args().list(ns).int(w is not None).int(b is not None).int(0))
    return h


# ---------------------------------------------------------------------------
# 1-d convolution: aten::_convolution with 3-d input and weight (nn.Conv1d)
# ---------------------------------------------------------------------------
def conv1d():
    h = Header('c1', '_convolution with 3-d input and weight (what nn.Conv1d traces to) and convolution: stride, '
               'padding, dilation, groups, depthwise, 1-wide kernels, strided input, int32; errors.')
    RT = 1e-5
    x = randf(2, 3, 10, seed=800)
    w = randf(4, 3, 3, seed=801)
    b = randf(4, seed=802)
    xg = randf(1, 4, 9, seed=803)
    for nm, xx, ww, bb, st, pd, dl, g in [
            ('c1', x, w, b, [1], [0], [1], 1), ('c1_stride', x, w, b, [2], [0], [1], 1), ('c1_pad', x, w, None, [1], [1], [1], 1),
            ('c1_dil', x, w, b, [1], [2], [2], 1), ('c1_all', x, w, b, [3], [2], [2], 1),
            ('c1_groups', xg, randf(6, 2, 3, seed=804), randf(6, seed=805), [1], [1], [1], 2),
            ('c1_dw', xg, randf(4, 1, 5, seed=806), randf(4, seed=807), [1], [2], [1], 4),
            ('c1_k1', x, randf(5, 3, 1, seed=808), None, [1], [0], [1], 1),
            ('c1_nc', randf(2, 10, 3, seed=809).transpose(1, 2), w, b, [1], [1], [1], 1),
            ('c1_long', randf(1, 8, 40, seed=810), randf(16, 8, 3, seed=811), randf(16, seed=812), [2], [1], [1], 1),
            ('c1_i32', randi(1, 3, 10, seed=813), randi(4, 3, 3, seed=814), randi(4, seed=815), [1], [1], [1], 1)]:
        for op in ('C1_CONV', 'C1_CALL'):
            expect_ok(h, nm + ('_call' if op == 'C1_CALL' else ''), op,
                      lambda: torch._convolution(xx, ww, bb, st, pd, dl, False, [0], g, False, False, True, True),
                      [xx, ww, bb], rtol=RT, args=Args().list(st).list(pd).list(dl).int(g))
    for nm, xx, ww, st, pd, dl, status in [('c1_stride2', x, w, [1, 1], [0], [1], 'E_ARG'),
                                           ('c1_w4d', x, randf(4, 3, 3, 1, seed=816), [1], [0], [1], 'E_ARG'),
                                           ('c1_kernel_big', x, randf(4, 3, 11, seed=817), [1], [0], [1], 'E_SHAPE'),
                                           ('c1_channels', x, randf(4, 2, 3, seed=818), [1], [0], [1], 'E_SHAPE')]:
        expect_err(h, nm, 'C1_CONV', lambda: torch._convolution(xx, ww, None, st, pd, dl, False, [0], 1, False, False,
                                                                True, True),
                   [xx, ww, None], status, args=Args().list(st).list(pd).list(dl).int(1))
    return h


# ---------------------------------------------------------------------------
# quantized 1-d convolution: quantized::conv1d(_relu) on prepacked weights, for quantized_unpacked::conv1d(_relu)
# ---------------------------------------------------------------------------
def qconv1d():
    h = Header('q1', 'quantized::conv1d(_relu) (onednn, weights prepacked, per channel and per tensor, groups, '
               'depthwise) for quantized_unpacked::conv1d(_relu); errors.')
    QI8, QU8 = torch.qint8, torch.quint8
    assert torch.backends.quantized.engine == 'onednn', torch.backends.quantized.engine
    Q = torch.ops.quantized

    def qx(shape, seed, sc, zp):
        sc = f32s(sc)
        return torch.quantize_per_tensor(randf(*shape, seed=seed, scale=1.0) * sc * 60.0 + (128 - zp) * sc, sc, zp, QU8)

    def qw(shape, seed, per_tensor=None):
        w = randf(*shape, seed=seed, scale=1.0)
        if per_tensor:
            return torch.quantize_per_tensor(w * f32s(per_tensor) * 40.0, f32s(per_tensor), 0, QI8)
        amax = w.reshape(shape[0], -1).abs().amax(1)
        sc = (amax / 127.0 * (1.0 + 0.3 * randf(shape[0], seed=seed + 1000, scale=1.0).abs())).to(F32)
        return torch.quantize_per_channel(w, sc, torch.zeros(shape[0], dtype=I64), 0, QI8)

    cases = [('c1', qx((2, 3, 12), 900, 0.04, 110), qw((4, 3, 3), 901), randf(4, seed=902), 1, 0, 1, 1, 0.1, 120),
             ('c1_stride_pad', qx((1, 4, 15), 903, 0.03, 140), qw((5, 4, 5), 904), randf(5, seed=905), 2, 2, 1, 1, 0.08, 128),
             ('c1_dil', qx((1, 3, 16), 906, 0.04, 100), qw((4, 3, 3), 907), None, 1, 2, 2, 1, 0.1, 100),
             ('c1_groups', qx((1, 4, 10), 908, 0.04, 128), qw((6, 2, 3), 909), randf(6, seed=910), 1, 1, 1, 2, 0.1, 128),
             ('c1_dw', qx((1, 8, 20), 911, 0.03, 90), qw((8, 1, 5), 912), randf(8, seed=913), 1, 2, 1, 8, 0.05, 64),
             ('c1_pw', qx((1, 8, 9), 914, 0.02, 128), qw((16, 8, 1), 915), randf(16, seed=916), 1, 0, 1, 1, 0.05, 0),
             ('c1_pt', qx((1, 3, 11), 917, 0.04, 110), qw((4, 3, 3), 918, per_tensor=0.01), randf(4, seed=919), 1, 1, 1, 1,
              0.1, 120)]
    for nm, x, w, b, st_, pd_, dl_, g_, sc, zp in cases:
        for relu in (False, True):
            fn = Q.conv1d_relu if relu else Q.conv1d
            # in_child rebuilds 4-d channels_last results: the (N, O, 1, oL) the engine made, squeezed here
            r, err = in_child(lambda: fn(x, Q.conv1d_prepack(w, b, [st_], [pd_], [dl_], g_), sc, zp).unsqueeze(2))
            assert err is None, (nm, err)
            r = r.squeeze(2)
            h.case(nm + ('_relu' if relu else ''), 'Q1_CONV_RELU' if relu else 'Q1_CONV', [x, w, b], out=r,
                   scalars=[sc], args=Args().list([st_]).list([pd_]).list([dl_]).int(g_).int(zp))
    x, w, b = cases[0][1], cases[0][2], cases[0][3]
    h.case('c1_pair', 'Q1_CONV', [x, w, b], status='E_ARG', scalars=[0.1],
           args=Args().list([1, 1]).list([0]).list([1]).int(1).int(10))
    h.case('c1_2d_x', 'Q1_CONV', [x[0], w, b], status='E_SHAPE', scalars=[0.1],
           args=Args().list([1]).list([0]).list([1]).int(1).int(10))
    return h


# ---------------------------------------------------------------------------
# recurrent layers: lstm.input, gru.input (nn.LSTM, nn.GRU in eval)
# ---------------------------------------------------------------------------
def rnn():
    h = Header('rnn', 'lstm.input and gru.input (what nn.LSTM and nn.GRU trace to), each result: one and two layers, '
                      'batch_first, bidirectional, without biases, given initial states, strided input; errors.  '
                      'in[1] is the parameters flattened and joined (w_ih, w_hh, b_ih, b_hh a layer and direction), '
                      'in[2] the initial states stacked (h0, c0).')
    RT = 2e-5
    for kind, mod in (('LSTM', torch.nn.LSTM), ('GRU', torch.nn.GRU)):
        seed = 900 if kind == 'LSTM' else 950
        for nm, L, bi, bf, hb, given, strided in [
                ('', 1, False, False, True, False, False), ('_bf', 1, False, True, True, False, False),
                ('_l2', 2, False, True, True, True, False), ('_bi', 1, True, False, True, True, False),
                ('_bi_l2', 2, True, True, True, False, False), ('_nobias', 2, False, False, False, True, False),
                ('_nc', 1, False, False, True, True, True)]:
            torch.manual_seed(seed)
            seed += 1
            I, H, T, B = 3, 4, 5, 2
            m = mod(I, H, num_layers=L, bias=hb, batch_first=bf, bidirectional=bi).eval()
            ps = [p.detach() for p in m._flat_weights]
            flat = torch.cat([p.flatten() for p in ps])
            x = randf(B, T, I, seed=seed) if bf else randf(T, B, I, seed=seed)
            if strided:
                x = randf(B, T, I, seed=seed).transpose(0, 1)
            nd = 2 if bi else 1
            h0 = randf(L * nd, B, H, seed=seed + 100, scale=0.5) if given else torch.zeros(L * nd, B, H)
            c0 = randf(L * nd, B, H, seed=seed + 200, scale=0.5) if given else torch.zeros(L * nd, B, H)
            st = torch.stack([h0, c0]) if kind == 'LSTM' else h0
            if kind == 'LSTM':
                fn = lambda: torch.lstm(x, [h0, c0], ps, hb, L, 0.0, False, bi, bf)
            else:
                fn = lambda: torch.gru(x, h0, ps, hb, L, 0.0, False, bi, bf)
            for k in range(3 if kind == 'LSTM' else 2):
                expect_ok(h, kind.lower() + nm + ['', '_hn', '_cn'][k], kind, lambda: fn()[k], [x, flat, st],
                          args=Args().int(H).int(L).int(bi).int(bf).int(hb).int(k).int(0).int(I), rtol=RT)
        m = mod(3, 4).eval()
        ps = [p.detach() for p in m._flat_weights]
        flat = torch.cat([p.flatten() for p in ps])
        x = randf(5, 2, 3, seed=seed)
        z = torch.zeros(1, 2, 4)
        st = torch.stack([z, z]) if kind == 'LSTM' else z
        call = ((lambda xx, pp: torch.lstm(xx, [z, z], pp, True, 1, 0.0, False, False, False)) if kind == 'LSTM' else
                (lambda xx, pp: torch.gru(xx, z, pp, True, 1, 0.0, False, False, False)))
        a = lambda drop: Args().int(4).int(1).int(0).int(0).int(1).int(0).int(drop).int(3)
        pre = kind.lower()
        expect_err(h, pre + '_nparams', kind, lambda: call(x, ps[:3]), [x, flat, st], 'E_ARG', args=a(1))
        expect_err(h, pre + '_2d', kind, lambda: call(x[0], ps), [x[0], flat, st], 'E_SHAPE', uc10=True,
                   args=a(0))
        expect_err(h, pre + '_long', kind, lambda: call(x.long(), ps), [x.long(), flat, st], 'E_DTYPE', args=a(0))
        expect_err(h, pre + '_wshape', kind, lambda: call(randf(5, 2, 4, seed=1), ps), [randf(5, 2, 4, seed=1), flat, st],
                   'E_SHAPE', args=a(0))
    return h


# ---------------------------------------------------------------------------
# attention: _native_multi_head_attention (nn.MultiheadAttention, batch_first, eval)
# ---------------------------------------------------------------------------
def attention():
    h = Header('mha', '_native_multi_head_attention (what nn.MultiheadAttention traces to in eval with batch_first): '
                      'self and cross attention, heads averaged or not, without weights, strided query; errors.  '
                      'in[1] is qkv_weight, qkv_bias, proj_weight and proj_bias flattened and joined, in[2] key and '
                      'value stacked (NULL: both are the query).')
    RT = 2e-5
    MHA = torch._native_multi_head_attention
    for nm, B, T, D, H, nw, avg, kv, strided in [
            ('mha', 2, 5, 16, 2, True, True, False, False), ('mha_h4', 1, 6, 16, 4, True, False, False, False),
            ('mha_noweights', 2, 5, 16, 2, False, True, False, False), ('mha_cross', 2, 4, 8, 2, True, True, True, False),
            ('mha_h1', 1, 3, 8, 1, True, True, False, False), ('mha_nc', 2, 5, 8, 2, True, True, False, True)]:
        seed = 1000 + len(h.cases)
        m = torch.nn.MultiheadAttention(D, H, batch_first=True).eval()
        with torch.no_grad():
            m.in_proj_bias.copy_(randf(3 * D, seed=seed, scale=0.2))
            m.out_proj.bias.copy_(randf(D, seed=seed + 1, scale=0.2))
        w, b, pw, pb = (t.detach() for t in (m.in_proj_weight, m.in_proj_bias, m.out_proj.weight, m.out_proj.bias))
        flat = torch.cat([t.flatten() for t in (w, b, pw, pb)])
        q = randf(T, B, D, seed=seed + 2).transpose(0, 1) if strided else randf(B, T, D, seed=seed + 2)
        if kv:
            kvs = randf(2, B, T, D, seed=seed + 3)
            k, v = kvs[0], kvs[1]
        else:
            kvs, k, v = None, q, q
        for r in range(2 if nw else 1):
            expect_ok(h, nm + ('_w' if r else ''), 'MHA', lambda: MHA(q, k, v, D, H, w, b, pw, pb, None, nw, avg)[r],
                      [q, flat, kvs], args=Args().int(D).int(H).int(nw).int(avg).int(r).int(0), rtol=RT)
    D, H = 8, 2
    m = torch.nn.MultiheadAttention(D, H, batch_first=True).eval()
    w, b, pw, pb = (t.detach() for t in (m.in_proj_weight, m.in_proj_bias, m.out_proj.weight, m.out_proj.bias))
    flat = torch.cat([t.flatten() for t in (w, b, pw, pb)])
    q = randf(1, 4, D, seed=1100)
    a = lambda hh, mask=0: Args().int(D).int(hh).int(1).int(1).int(0).int(mask)
    expect_err(h, 'mha_heads', 'MHA', lambda: MHA(q, q, q, D, 3, w, b, pw, pb, None, True, True), [q, flat, None],
               'E_ARG', args=a(3))
    expect_err(h, 'mha_long', 'MHA', lambda: MHA(q.long(), q.long(), q.long(), D, H, w, b, pw, pb, None, True, True),
               [q.long(), flat, None], 'E_DTYPE', args=a(H))
    expect_err(h, 'mha_2d', 'MHA', lambda: MHA(q[0], q[0], q[0], D, H, w, b, pw, pb, None, True, True),
               [q[0], flat, None], 'E_SHAPE', args=a(H))
    # uc10 implements no mask (PyTorch takes one): refused on purpose
    expect_err(h, 'mha_mask', 'MHA', None, [q, flat, None], 'E_ARG', uc10=True, args=a(H, 1))
    return h


# ---------------------------------------------------------------------------
# dynamic quantization: quantized::linear_dynamic (quantize_dynamic's nn.Linear)
# ---------------------------------------------------------------------------
def qdynamic():
    h = Header('qd', 'quantized::linear_dynamic (onednn, weights prepacked per tensor and per channel, the input '
               'quantized at run time, reduce_range or not) for quantized_unpacked::linear_dynamic; errors.')
    QI8 = torch.qint8
    assert torch.backends.quantized.engine == 'onednn', torch.backends.quantized.engine
    Q = torch.ops.quantized
    RT = 1e-6

    def qw(o, i, seed, per_channel):
        w = randf(o, i, seed=seed, scale=0.3)
        if per_channel:
            sc = (w.abs().amax(1) / 127.0).to(F32)
            return torch.quantize_per_channel(w, sc, torch.zeros(o, dtype=I64), 0, QI8)
        return torch.quantize_per_tensor(w, f32s(float(w.abs().max()) / 127.0), 0, QI8)

    for nm, x, o, pc, hb, rr in [('qd', randf(2, 16, seed=1200), 8, False, True, True),
                                 ('qd_norr', randf(2, 16, seed=1201), 8, False, True, False),
                                 ('qd_pc', randf(3, 10, seed=1202, scale=5.0), 6, True, True, True),
                                 ('qd_nobias', randf(1, 24, seed=1203), 5, False, False, True),
                                 ('qd_3d', randf(2, 3, 12, seed=1204), 7, True, True, True),
                                 ('qd_pos', randf(2, 9, seed=1205).abs() + 0.5, 4, False, True, True),
                                 ('qd_neg', -randf(2, 9, seed=1206).abs(), 4, False, True, False),
                                 ('qd_tiny', randf(2, 8, seed=1207, scale=1e-6), 3, False, True, True),
                                 ('qd_zero', torch.zeros(1, 8), 3, False, True, True),
                                 ('qd_nc', randf(12, 2, seed=1208).t(), 4, False, True, True)]:
        w = qw(o, x.shape[-1], len(h.cases) + 1300, pc)
        b = randf(o, seed=len(h.cases) + 1400) if hb else None
        expect_ok(h, nm, 'QD', lambda: Q.linear_dynamic(x, Q.linear_prepack(w, b), rr), [x, w, b],
                  args=Args().int(rr), rtol=RT)
    x, w, b = randf(2, 16, seed=1200), qw(8, 16, 1300, False), randf(8, seed=1400)
    h.case('qd_1d', 'QD', [x[0], w, b], status='E_SHAPE', args=Args().int(1))
    h.case('qd_in', 'QD', [randf(2, 15, seed=1), w, b], status='E_SHAPE', args=Args().int(1))
    h.case('qd_wdtype', 'QD', [x, torch.quantize_per_tensor(randf(8, 16, seed=2), 0.1, 0, torch.quint8), b],
           status='E_DTYPE', args=Args().int(1))
    h.case('qd_xdtype', 'QD', [x.long(), w, b], status='E_DTYPE', args=Args().int(1))
    return h


# ---------------------------------------------------------------------------
# to.dtype (a dynamically quantized linear layer's float result, conversions)
# ---------------------------------------------------------------------------
def to():
    h = Header('to', 'to.dtype: the same dtype (self itself), conversions float <-> int, copy=True, a strided '
                     'input (preserve: its strides when dense), a memory format asked.')
    x = randf(2, 3, 4, seed=1500, scale=50.0)
    xi = randi(2, 3, 4, seed=1501)
    for nm, t, dt, cp, mf in [('to_same', x, F32, False, None), ('to_copy', x, F32, True, None),
                              ('to_int', x, I32, False, None), ('to_long', x, I64, False, None),
                              ('to_float', xi, F32, False, None), ('to_u8', xi.abs(), U8, False, None),
                              ('to_bool', x, B, False, None), ('to_perm', x.permute(2, 0, 1), F32, True, None),
                              ('to_perm_i', x.permute(2, 0, 1), I32, False, None),
                              ('to_contig', x.transpose(1, 2), F32, False, torch.contiguous_format),
                              ('to_cl', randf(1, 3, 2, 2, seed=1502), F32, False, torch.channels_last)]:
        expect_ok(h, nm, 'TO', lambda: t.to(dt, copy=cp, memory_format=mf or torch.preserve_format), [t],
                  args=Args().opt_dtype(dt).int(cp).opt_mf(mf))
    return h


# ---------------------------------------------------------------------------
# dynamic int8 LSTM: aten::quantized_lstm (quantize_dynamic's nn.LSTM)
# ---------------------------------------------------------------------------
def qlstm_cells(q):
    """A dynamically quantized LSTM's cell parameters unpacked: [w_ih, w_hh, b_ih, b_hh] a layer and
    direction, and reduce_range (what tools/export makes of them too)."""
    ps, rr = [], None
    for v in q._all_weight_values:
        st = v.param.__getstate__()[0]
        assert st[0] == 'quantized_dynamic', st[0]
        (wi, bi), (wh, bh) = (torch.ops.quantized.linear_unpack(o) for o in st[4])
        ps += [wi, wh, bi, bh]
        rr = bool(st[3][0])
    return ps, rr


def qlstm():
    h = Header('ql', 'quantized_lstm with dynamic int8 cell parameters (quantize_dynamic of nn.LSTM, onednn) for '
                     'quantized_unpacked::lstm_dynamic: each result, one and two layers, batch_first, '
                     'bidirectional, per-tensor and per-channel weights.  in[1] holds every weight\'s integers '
                     '(one scale an element), in[2] the biases, h0 and c0, joined.')
    RT = 2e-5
    for nm, L, bi, bf, pc, given in [('ql', 1, False, False, False, False), ('ql_bf_l2', 2, False, True, False, True),
                                     ('ql_bi', 1, True, False, False, True), ('ql_pc', 1, False, True, True, False),
                                     ('ql_pc_l2', 2, False, False, True, True)]:
        seed = 1600 + len(h.cases)
        torch.manual_seed(seed)
        I, H, T, B = 5, 6, 7, 2
        m = torch.nn.LSTM(I, H, num_layers=L, batch_first=bf, bidirectional=bi).eval()
        qc = torch.ao.quantization.per_channel_dynamic_qconfig if pc else torch.ao.quantization.default_dynamic_qconfig
        q = torch.ao.quantization.quantize_dynamic(torch.nn.Sequential(m), {torch.nn.LSTM: qc}, dtype=torch.qint8)[0]
        ps, rr = qlstm_cells(q)
        nd = 2 if bi else 1
        x = randf(B, T, I, seed=seed) if bf else randf(T, B, I, seed=seed)
        h0 = randf(L * nd, B, H, seed=seed + 1, scale=0.5) if given else torch.zeros(L * nd, B, H)
        c0 = randf(L * nd, B, H, seed=seed + 2, scale=0.5) if given else torch.zeros(L * nd, B, H)
        ws = [p for i, p in enumerate(ps) if i % 4 < 2]
        ints = torch.cat([w.int_repr().flatten().float() for w in ws])
        scales = torch.cat([(w.q_per_channel_scales() if pc else torch.tensor([w.q_scale()], dtype=torch.float64))
                            .repeat_interleave(w.shape[1] if pc else w.numel()) for w in ws])
        carrier = torch.quantize_per_channel((ints * scales).float(), scales, torch.zeros(len(scales), dtype=I64), 0,
                                             torch.qint8)
        assert torch.equal(carrier.int_repr().float(), ints)
        floats = torch.cat([p.flatten() for i, p in enumerate(ps) if i % 4 >= 2] + [h0.flatten(), c0.flatten()])
        with torch.no_grad():
            y, (hn, cn) = q(x, (h0, c0))
        for k, r in enumerate((y, hn, cn)):
            h.case(nm + ['', '_hn', '_cn'][k], 'QL', [x, carrier, floats], out=r, rtol=RT,
                   args=Args().int(H).int(L).int(bi).int(bf).int(k).int(pc).int(rr).int(I))
    return h


# ---------------------------------------------------------------------------
# bmm (nn.MultiheadAttention without batch_first)
# ---------------------------------------------------------------------------
def bmm():
    h = Header('bmm', 'bmm in float32: shapes of attention heads, transposed and strided operands, one batch, '
                      'empty; errors.')
    RT = 1e-5
    BMM = torch.bmm
    a, b = randf(4, 5, 8, seed=1700), randf(4, 8, 5, seed=1701)
    for nm, x, y in [('bmm', a, b), ('bmm_kt', a, randf(4, 5, 8, seed=1702).transpose(1, 2)),
                     ('bmm_at', randf(4, 8, 5, seed=1703).transpose(1, 2), b),
                     ('bmm_perm', randf(5, 4, 8, seed=1704).transpose(0, 1), b), ('bmm_one', a[:1], b[:1]),
                     ('bmm_vec', randf(3, 1, 6, seed=1705), randf(3, 6, 1, seed=1706)),
                     ('bmm_empty', randf(0, 2, 3, seed=1), randf(0, 3, 4, seed=2))]:
        expect_ok(h, nm, 'BMM', lambda: BMM(x, y), [x, y], rtol=RT)
    for nm, x, y, st in [('bmm_2d', a[0], b[0], 'E_SHAPE'), ('bmm_batch', a, b[:2], 'E_SHAPE'),
                         ('bmm_inner', a, randf(4, 7, 5, seed=3), 'E_SHAPE'),
                         ('bmm_mixed', a, b.int(), 'E_DTYPE')]:
        expect_err(h, nm, 'BMM', lambda: BMM(x, y), [x, y], st)
    return h


FAMILIES = [tensor, factory, copy, view, reduce, pointwise, linear, conv, pool, softmax, quantized, qchannel, qconv, qpool, nn, activation, qactivation, shape, layernorm, conv1d, qconv1d, rnn, attention, qdynamic, to, qlstm, bmm]



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
