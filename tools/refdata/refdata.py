"""tools/refdata/refdata.py - writing PyTorch results as C test data.

Used by gen.py.  A Header collects tensors and cases and writes one
tests/kernels/data/<name>.h with const tables (see tests/kernels/kt.h for
the C side).  Inputs are written as their storage plus geometry, so views,
broadcasts and permuted (channels_last) tensors are tested as such;
expected results as values in logical order plus the sizes, strides and
storage offset PyTorch gave them.
"""
import math
import struct

import torch

DTYPES = {
    torch.float32: ('UC10_FLOAT32', 'float'),
    torch.int64: ('UC10_INT64', 'int64_t'),
    torch.int32: ('UC10_INT32', 'int32_t'),
    torch.int16: ('UC10_INT16', 'int16_t'),
    torch.int8: ('UC10_INT8', 'int8_t'),
    torch.uint8: ('UC10_UINT8', 'uint8_t'),
    torch.bool: ('UC10_BOOL', 'uint8_t'),
    torch.qint8: ('UC10_QINT8', 'int8_t'),
    torch.quint8: ('UC10_QUINT8', 'uint8_t'),
    torch.qint32: ('UC10_QINT32', 'int32_t'),
}
# uc10_dtype numbers (c10::ScalarType)
DTYPE_NUM = {torch.uint8: 0, torch.int8: 1, torch.int16: 2, torch.int32: 3, torch.int64: 4,
             torch.float16: 5, torch.float32: 6, torch.float64: 7, torch.bool: 11,
             torch.qint8: 12, torch.quint8: 13, torch.qint32: 14}
MEMORY_FORMAT = {torch.contiguous_format: 0, torch.preserve_format: 1, torch.channels_last: 2}
STATUS = ['OK', 'E_MISSING_KERNEL', 'E_NO_TENSOR', 'E_AMBIGUOUS', 'E_FALLTHROUGH', 'E_NULL',
          'E_BAD_STACK', 'E_NOT_FOUND', 'E_DTYPE', 'E_SHAPE', 'E_ARG', 'E_NOMEM', 'E_OVERFLOW',
          'E_ALIAS', 'E_INTERNAL']


def c_float(x):
    if math.isnan(x):
        return 'NAN'
    if math.isinf(x):
        return 'INFINITY' if x > 0 else '-INFINITY'
    if x == 0:
        return '0.0f' if math.copysign(1, x) > 0 else '-0.0f'
    return _short_hex(x) + 'f'


def _short_hex(x):
    m, e = float(x).hex().split('p')
    if '.' in m:
        m = m.rstrip('0').rstrip('.')
    return m + 'p' + e


def c_double(x):
    if math.isnan(x):
        return 'NAN'
    if math.isinf(x):
        return 'INFINITY' if x > 0 else '-INFINITY'
    if x == 0:
        return '0.0' if math.copysign(1, x) > 0 else '-0.0'
    return _short_hex(x)


def c_int(x, ctype):
    x = int(x)
    if ctype == 'int64_t':
        if x == -2**63:
            return '(-INT64_C(9223372036854775807) - 1)'
        return 'INT64_C(%d)' % x
    if ctype == 'int32_t' and x == -2**31:
        return '(-2147483647 - 1)'
    return str(x)


def values(t):
    """Python values of a tensor's elements in logical order."""
    if t.is_quantized:
        t = t.int_repr()
    return t.reshape(-1).tolist() if t.numel() else []


class Args:
    """Int arguments of a case, in the order the C test reads them (kt_args)."""

    def __init__(self):
        self.a = []

    def int(self, v):
        self.a.append(int(v))
        return self

    def list(self, l):
        self.a.append(len(l))
        self.a.extend(int(x) for x in l)
        return self

    def opt_list(self, l):
        if l is None:
            return self.int(0)
        return self.int(1).list(l)

    def opt_int(self, v):
        return self.int(0).int(0) if v is None else self.int(1).int(v)

    def opt_dtype(self, d):
        return self.int(0).int(0) if d is None else self.int(1).int(DTYPE_NUM[d])

    def opt_mf(self, m):
        return self.int(0).int(0) if m is None else self.int(1).int(MEMORY_FORMAT[m])


def scalar(v, has=True):
    """A kt_scalar initializer: Python bool/int/float, or None."""
    if v is None:
        return '{ 0, 0, 0, 0.0 }'
    if isinstance(v, bool):
        return '{ UC10_SCALAR_BOOL, %d, %d, 0.0 }' % (int(has), int(v))
    if isinstance(v, int):
        return '{ UC10_SCALAR_INT, %d, %s, 0.0 }' % (int(has), c_int(v, 'int64_t'))
    return '{ UC10_SCALAR_FLOAT, %d, 0, %s }' % (int(has), c_double(v))


def qparams(t):
    """(scale, zero point, per-channel (scales, zero points, axis) or None) of a tensor."""
    if not t.is_quantized:
        return 1.0, 0, None
    if t.qscheme() == torch.per_channel_affine:
        return 1.0, 0, (tuple(t.q_per_channel_scales().tolist()), tuple(t.q_per_channel_zero_points().tolist()),
                        t.q_per_channel_axis())
    return t.q_scale(), t.q_zero_point(), None


class Header:
    def __init__(self, name, doc):
        self.name = name
        self.doc = doc
        self.body = []
        self.cases = []
        self.memo = {}
        self.n = 0
        self.qpcs = []

    def _emit_tensor(self, _unused, dtype, data, sizes, strides, offset, scale=1.0, zp=0, pc=None):
        cdt, ctype = DTYPES[dtype]
        key = (cdt, tuple(data), tuple(sizes), tuple(strides), offset, scale, zp, pc)
        if key in self.memo:
            return self.memo[key]
        self.n += 1
        name = '%s_t%d' % (self.name, self.n)
        if data:
            if ctype == 'float':
                vals = [c_float(x) for x in data]
            else:
                vals = [c_int(x, ctype) for x in data]
            lines = []
            for i in range(0, len(vals), 8):
                lines.append('\t' + ', '.join(vals[i:i + 8]) + ',')
            self.body.append('static const %s %s_d[%d] = {\n%s\n};' % (ctype, name, len(vals), '\n'.join(lines)))
            dref = '%s_d' % name
        else:
            dref = 'NULL'
        sz = ', '.join(str(s) for s in sizes) or '0'
        st = ', '.join(str(s) for s in strides) or '0'
        self.body.append('static const kt_tensor %s = { %s, %d, { %s }, { %s }, %d, %s, %d, %sf, %d };'
                         % (name, dref, len(data), sz, st, offset, cdt, len(sizes), repr(float(scale)), zp))
        if pc is not None:   # per_channel_affine: scales as the doubles PyTorch keeps, int64 zero points, axis
            scales, zps, axis = pc
            self.body.append('static const double %s_s[%d] = { %s };' % (name, max(len(scales), 1), ', '.join(c_double(x) for x in scales) or '0'))
            self.body.append('static const int64_t %s_z[%d] = { %s };' % (name, max(len(zps), 1), ', '.join(c_int(x, 'int64_t') for x in zps) or '0'))
            self.qpcs.append('\t{ &%s, %s_s, %s_z, %d },' % (name, name, name, axis))
        self.memo[key] = name
        return name

    def input(self, t):
        """An input tensor: its storage (the smallest span its view reaches) plus geometry."""
        if t.is_quantized:
            assert t.is_contiguous() or t.is_contiguous(memory_format=torch.channels_last), \
                'quantized inputs must be dense'
            # the integers in memory order (dims by decreasing stride), with t's strides
            perm = sorted(range(t.dim()), key=lambda d: -t.stride()[d])
            flat = t.int_repr().permute(perm).reshape(-1).tolist() if t.numel() else []
            return self._emit_tensor('', t.dtype, flat, list(t.shape), list(t.stride()), 0, *qparams(t))
        if t.numel() == 0:
            return self._emit_tensor('', t.dtype, [], list(t.shape), list(t.stride()), 0)
        off = t.storage_offset()
        hi = off + sum((s - 1) * st for s, st in zip(t.shape, t.stride())) + 1
        storage = t.storage()
        data = [storage[i] for i in range(off, hi)]
        return self._emit_tensor('', t.dtype, data, list(t.shape), list(t.stride()), 0)

    def expect(self, t, offset=None):
        """An expected result: values in logical order, PyTorch's strides and offset."""
        off = t.storage_offset() if offset is None else offset
        return self._emit_tensor('', t.dtype, values(t), list(t.shape), list(t.stride()), off, *qparams(t))

    def geometry(self, t, offset=0):
        """An expected result whose values are not compared (empty, empty_like)."""
        key = ('geom', t.dtype, tuple(t.shape), tuple(t.stride()), offset)
        if key in self.memo:
            return self.memo[key]
        self.n += 1
        name = '%s_t%d' % (self.name, self.n)
        cdt = DTYPES[t.dtype][0]
        scale, zp = (t.q_scale(), t.q_zero_point()) if t.is_quantized else (1.0, 0)
        self.body.append('static const kt_tensor %s = { NULL, 0, { %s }, { %s }, %d, %s, %d, %sf, %d };'
                         % (name, ', '.join(str(x) for x in t.shape) or '0',
                            ', '.join(str(x) for x in t.stride()) or '0', offset, cdt, t.dim(),
                            repr(float(scale)), zp))
        self.memo[key] = name
        return name

    def raw(self, text):
        self.body.append(text)

    def case(self, name, op, ins=(), out=None, status='OK', scalars=(), args=None, ulp=0, rtol=0.0,
             out_offset=None):
        assert status in STATUS, status
        ins = list(ins) + [None] * (3 - len(ins))
        inames = ['&' + self.input(t) if t is not None else 'NULL' for t in ins]
        if isinstance(out, str):
            oname = '&' + out
        else:
            oname = '&' + self.expect(out, out_offset) if out is not None else 'NULL'
        sc = list(scalars) + [None] * (3 - len(scalars))
        a = (args.a if args else [])
        assert len(a) <= 14 and all(-2**31 <= x < 2**31 for x in a), (name, a)
        a = a + [0] * (14 - len(a))
        self.cases.append('\t{ "%s", %s, UC10_%s, %d, %sf, { %s }, %s, { %s }, { %s } },'
                          % (name, op, status, ulp, repr(float(rtol)), ', '.join(inames), oname,
                             ', '.join(s if isinstance(s, str) else scalar(s) for s in sc),
                             ', '.join(c_int(x, 'int32_t') for x in a)))

    def write(self, path):
        with open(path, 'w') as f:
            f.write('/*\n * %s - generated by tools/refdata/gen.py from PyTorch %s;\n'
                    ' * do not edit.  %s\n */\n' % (path.split('/')[-1], torch.__version__, self.doc))
            f.write('#include <math.h>\n#include "kt.h"\n\n')
            f.write('\n'.join(self.body))
            f.write('\n\nstatic const kt_case %s_cases[] = {\n%s\n};\n' % (self.name, '\n'.join(self.cases)))
            f.write('#define %s_NCASES %d\n' % (self.name.upper(), len(self.cases)))
            if self.qpcs:
                f.write('\nstatic const kt_qpc %s_qpcs[] = {\n%s\n\t{ NULL, NULL, NULL, 0 }\n};\n'
                        % (self.name, '\n'.join(self.qpcs)))


def run(fn):
    """fn() -> (result, None) or (None, the exception text)."""
    try:
        return fn(), None
    except Exception as e:  # PyTorch reports errors as exceptions
        return None, str(e).split('\n')[0]
