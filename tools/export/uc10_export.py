#!/usr/bin/python3
# tools/export/uc10_export.py - from an nn.Module to a uc10 program (developer-side: the
# firmware build never runs Python).
#
#     /usr/bin/python3 tools/export/uc10_export.py MODEL.py:FUNC -o DIR [--name NAME]
#
# FUNC() returns (module, example_inputs).  The module is traced in eval mode under
# torch.no_grad() with torch.jit.trace, which records the aten operators PyTorch's
# dispatcher ran, with their schemas; the tracer's graph is inlined and walked once:
#
#   DIR/NAME.m4      the program (m4/program.m4): one UC10_CALL a line, the operator's
#                    qualified name with its overload as its schema names it, the arguments
#                    (values, constants, literals in schema syntax) and the result's dtype
#                    and shape, as the trace recorded them;
#   DIR/NAME_data.c  the constants (weights, buffers) as const arrays (flash), the example
#   DIR/NAME_data.h  input and PyTorch's output as reference data.
#
# Floats are written as C99 hexadecimal literals: exact.  Every operator is looked up in
# the operator libraries (tables/*.m4 and --tables FILE ...); one no library registers is
# reported with its schema and the module it was called from, and nothing is written:
# the program would fail the build later anyway, with less to go on.
import argparse
import importlib.util
import os
import re
import sys

import torch

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# uc10's dtype names (m4/program.m4 and include/uc10/types.h), c10::ScalarType order.
DTYPES = {
    torch.uint8: ('Byte', 'uint8_t'), torch.int8: ('Char', 'int8_t'),
    torch.int16: ('Short', 'int16_t'), torch.int32: ('Int', 'int32_t'),
    torch.int64: ('Long', 'int64_t'), torch.float32: ('Float', 'float'),
    torch.float64: ('Double', 'double'), torch.bool: ('Bool', 'bool'),
    torch.qint8: ('QInt8', 'int8_t'), torch.quint8: ('QUInt8', 'uint8_t'),
    torch.qint32: ('QInt32', 'int32_t'),
}
JIT_DTYPES = {'Byte': torch.uint8, 'Char': torch.int8, 'Short': torch.int16, 'Int': torch.int32,
              'Long': torch.int64, 'Float': torch.float32, 'Double': torch.float64,
              'Bool': torch.bool, 'QInt8': torch.qint8, 'QUInt8': torch.quint8,
              'QInt32': torch.qint32}


class ExportError(Exception):
    pass


# PyTorch's quantized operators take their weights prepacked (an opaque
# ScriptObject); uc10's quantized_unpacked:: operators (docs/quantized.md) take the
# same arguments with the prepack folded in: weight, bias and, for a convolution,
# stride, padding, dilation and groups.
UNPACKED = {
    'quantized::conv2d': 'quantized_unpacked::conv2d',
    'quantized::conv2d_relu': 'quantized_unpacked::conv2d_relu',
    'quantized::linear': 'quantized_unpacked::linear',
    'quantized::linear_relu': 'quantized_unpacked::linear_relu',
}


def unpack(obj, qual):
    """The arguments a prepacked weight stands for, in quantized_unpacked:: order."""
    q = torch.ops.quantized
    if qual.startswith('quantized_unpacked::conv2d'):
        w, b = q.conv2d_unpack(obj)
        return [w, b, list(q.conv2d_stride(obj)), list(q.conv2d_padding(obj)),
                list(q.conv2d_dilation(obj)), int(q.conv2d_groups(obj))]
    w, b = q.linear_unpack(obj)
    return [w, b]


def hexf(v):
    """A float as the shortest exact C99 hexadecimal literal."""
    if v != v:
        return 'NAN'
    if v in (float('inf'), float('-inf')):
        return '-INFINITY' if v < 0 else 'INFINITY'
    if v == 0:
        return '-0.0' if str(v).startswith('-') else '0.0'
    h = re.sub(r'\.?0*p', 'p', float(v).hex())
    return h.replace('p+', 'p')


def registered_ops(tables):
    """Qualified names (ns::name.overload) every operator library defines."""
    ops = set()
    for path in tables:
        with open(path) as f:
            text = f.read()
        for ns, schema in re.findall(r'UC10_DEF\((\w+),\s*`([^\']*)\'', text):
            head = schema.split('(', 1)[0].strip()
            ops.add(head if '::' in head else ns + '::' + head)
        for ns, body in re.findall(r'UC10_LIBRARY_BLOCK\((\w+),\s*`(.*?)\'\)\s*$', text, re.S | re.M):
            for schema in re.findall(r'UC10_M_DEF\(`([^\']*)\'', body):
                ops.add(ns + '::' + schema.split('(', 1)[0].strip())
    return ops


def load(spec):
    path, _, func = spec.rpartition(':')
    if not path or not func:
        raise ExportError('expected MODEL.py:FUNC, got %r' % spec)
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    s = importlib.util.spec_from_file_location('uc10_model', path)
    mod = importlib.util.module_from_spec(s)
    s.loader.exec_module(mod)
    module, inputs = getattr(mod, func)()
    if isinstance(inputs, torch.Tensor):
        inputs = (inputs,)
    return module, tuple(inputs), func


class Program:
    def __init__(self, name):
        self.name = name
        self.lines = []          # the program's m4 lines
        self.data = []           # (c name, c type, flat values, comment)
        self.names = {}          # jit value -> program name
        self.consts = {}         # id(tensor) -> program name
        self.ncalls = 0
        self.held = []

    def cname(self, what):
        return self.name + '_' + what

    def tensor_const(self, t, hint):
        """A constant tensor (parameter, buffer, traced constant) as flash data."""
        key = (t.data_ptr(), t.dtype, tuple(t.shape), tuple(t.stride()))
        if key in self.consts:
            return self.consts[key]
        name = 'c%d' % len(self.consts)
        self.consts[key] = name
        # held until the export ends: an unpacked weight is a fresh tensor whose
        # storage, once freed, a later one could reuse at the same address
        self.held.append(t)
        t = t.detach().contiguous()
        dt, ct = DTYPES[t.dtype]
        shape = ', '.join(str(s) for s in t.shape)
        if t.is_quantized:
            vals = t.int_repr().flatten().tolist()
            if t.qscheme() in (torch.per_tensor_affine, torch.per_tensor_symmetric):
                self.lines.append("UC10_CONST(`%s', `%s', `%s', `%s', `%s', `%s')  m4_dnl %s" % (
                    name, dt, shape, self.cname(name), hexf(t.q_scale()), t.q_zero_point(), hint))
            else:
                sc = t.q_per_channel_scales().tolist()
                zp = t.q_per_channel_zero_points().tolist()
                self.data.append((self.cname(name + '_scales'), 'double', [hexf(v) for v in sc], hint))
                self.data.append((self.cname(name + '_zero_points'), 'int64_t', [str(v) for v in zp], hint))
                self.lines.append("UC10_CONST_PER_CHANNEL(`%s', `%s', `%s', `%s', `%d')  m4_dnl %s" % (
                    name, dt, shape, self.cname(name), t.q_per_channel_axis(), hint))
        else:
            vals = t.flatten().tolist()
            self.lines.append("UC10_CONST(`%s', `%s', `%s', `%s')  m4_dnl %s" % (name, dt, shape, self.cname(name), hint))
        self.data.append((self.cname(name), ct, fmt(vals, ct), hint))
        return name


def fmt(vals, ct):
    if ct in ('float', 'double'):
        return [hexf(v) for v in vals]
    if ct == 'bool':
        return ['true' if v else 'false' for v in vals]
    return [str(int(v)) for v in vals]


def literal(v):
    """A Python constant of the graph in schema syntax (the language of defaults)."""
    if v is None:
        return 'None'
    if isinstance(v, bool):
        return 'True' if v else 'False'
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return repr(v)
    if isinstance(v, torch.dtype):
        return str(SCALAR_TYPE[v])
    if isinstance(v, (list, tuple)):
        return '[' + ', '.join(literal(x) for x in v) + ']'
    if isinstance(v, str):
        return '"' + v + '"'
    raise ExportError('constant %r of type %s has no literal form' % (v, type(v).__name__))


SCALAR_TYPE = {torch.uint8: 0, torch.int8: 1, torch.int16: 2, torch.int32: 3, torch.int64: 4,
               torch.float16: 5, torch.float32: 6, torch.float64: 7, torch.bool: 11,
               torch.qint8: 12, torch.quint8: 13, torch.qint32: 14}


def scope_of(node):
    s = node.scopeName()
    return s.split('/')[-1] if s else ''


def where(node):
    """The module the call came from and the model's source line that made it."""
    scope = node.scopeName().replace('__module.', '').replace('__module', '') or 'forward'
    for line in node.sourceRange().strip().splitlines():
        m = re.match(r'\s*(.*)\((\d+)\): (\w+)', line)
        if m and '/torch/' not in m.group(1):
            return '%s, %s:%s' % (scope, os.path.basename(m.group(1)), m.group(2))
    return scope


# FX graph mode's converted model keeps an input's scale and zero point as
# buffers, so the trace calls quantize_per_tensor.tensor_qparams with two
# constant tensors: a program calls the overload that takes them as numbers
# (what eager mode's QuantStub calls), the constants written as literals.
folded = {}


def fold_qparams(node, qual, objs):
    if qual != 'aten::quantize_per_tensor.tensor_qparams':
        return qual
    ins = list(node.inputs())
    sc, zp = (objs.get(i.unique()) for i in ins[1:3])
    if not all(isinstance(t, torch.Tensor) and t.numel() == 1 for t in (sc, zp)):
        raise ExportError('%s at %s: the scale and zero point are not constants' % (qual, where(node)))
    folded[id(sc)], folded[id(zp)] = literal(float(sc)), literal(int(zp))
    return 'aten::quantize_per_tensor'


def walk(traced, module, inputs, name, known, fold_bn=True):
    prog = Program(name)
    g = traced.inlined_graph
    objs = {}     # jit value -> python object (modules, tensors, constants)
    ginputs = list(g.inputs())
    objs[ginputs[0].unique()] = traced
    for i, (v, t) in enumerate(zip(ginputs[1:], inputs)):
        nm = 'x' if len(inputs) == 1 else 'x%d' % i
        prog.names[v.unique()] = nm
        dt, ct = DTYPES[t.dtype]
        prog.lines.append("UC10_INPUT(`%s', `%s', `%s', `%s')" % (nm, dt, ', '.join(str(s) for s in t.shape),
                                                                  prog.cname('input_' + nm)))
        prog.data.append((prog.cname('input_' + nm), ct, fmt(t.detach().flatten().tolist(), ct), 'example input'))
    missing = []
    calls = []
    for n in g.nodes():
        k = n.kind()
        outs = list(n.outputs())
        if k == 'prim::GetAttr':
            objs[outs[0].unique()] = getattr(objs[n.input().unique()], n.s('name'))
        elif k == 'prim::Constant':
            objs[outs[0].unique()] = outs[0].toIValue()
        elif k == 'prim::ListConstruct':
            ins = list(n.inputs())
            if all(i.unique() in objs for i in ins):
                objs[outs[0].unique()] = [objs[i.unique()] for i in ins]
            else:
                objs[outs[0].unique()] = ('list', ins)
        elif k == 'prim::TupleConstruct' or k == 'prim::NumToTensor':
            raise ExportError('%s at %s: tuples and traced numbers have no program form' % (k, where(n)))
        else:
            schema = n.schema() if k.startswith(('aten::', 'quantized::')) else '(none)'
            qual = schema.split('(', 1)[0] if schema != '(none)' else k
            qual = UNPACKED.get(qual.split('.')[0], qual)
            qual = fold_qparams(n, qual, objs)
            if qual not in known:
                missing.append((qual, schema, where(n)))
            calls.append((n, qual))
    if missing:
        msg = ['operators no operator library registers (tables/*.m4, --tables):']
        for qual, schema, w in missing:
            msg.append('  %s\n    schema: %s\n    at: %s' % (qual, schema, w))
        raise ExportError('\n'.join(msg))
    over, merged = fold_batchnorm(calls, objs) if fold_bn else ({}, {})
    for n, qual in calls:
        res = [o.unique() for o in n.outputs()][:1]
        if res and res[0] in merged:
            # a BatchNorm folded into the call that computes its input: that call's
            # result stands for it
            prog.names[res[0]] = prog.names[merged[res[0]]]
            continue
        args = []
        for pos, i in enumerate(n.inputs()):
            u = i.unique()
            if res and (res[0], pos) in over:
                args.append(prog.tensor_const(*over[(res[0], pos)]))
                continue
            if u in objs and id(objs[u]) in folded:
                args.append(folded[id(objs[u])])
                continue
            if u in prog.names:
                args.append(prog.names[u])
            elif u in objs:
                o = objs[u]
                if isinstance(o, torch.ScriptObject):
                    if not qual.startswith('quantized_unpacked::'):
                        raise ExportError('%s at %s: an opaque %s argument' % (qual, where(n), i.type()))
                    for x in unpack(o, qual):
                        args.append(prog.tensor_const(x, debug_name(i)) if isinstance(x, torch.Tensor)
                                    else literal(x))
                elif isinstance(o, torch.Tensor):
                    args.append(prog.tensor_const(o, debug_name(i)))
                elif isinstance(o, tuple) and o and o[0] == 'list':
                    args.append('[' + ', '.join(prog.names.get(x.unique()) or
                                                prog.tensor_const(objs[x.unique()], debug_name(x))
                                                for x in o[1]) + ']')
                else:
                    args.append(literal(o))
            else:
                raise ExportError('%s at %s: argument %s comes from nowhere' % (qual, where(n), i.debugName()))
        outs = list(n.outputs())
        if len(outs) != 1:
            raise ExportError('%s at %s: %d results; programs take one a call' % (qual, where(n), len(outs)))
        o = outs[0]
        ty = o.type()
        if not isinstance(ty, torch._C.TensorType) or ty.scalarType() is None or ty.sizes() is None:
            raise ExportError('%s at %s: result of type %s; programs take tensor results' % (qual, where(n), ty))
        prog.ncalls += 1
        vn = 'v%d' % prog.ncalls
        prog.names[o.unique()] = vn
        prog.lines.append("UC10_CALL(`%s', `%s', `%s', `%s', `%s'%s)  m4_dnl %s" % (
            vn, ty.scalarType(), ', '.join(str(s) for s in ty.sizes()), qual, ', '.join(args),
            ", `copy'" if copies(n, qual) else '', where(n).replace("`", '').replace("'", '')))
    rets = list(g.outputs())
    if len(rets) != 1 or rets[0].unique() not in prog.names:
        raise ExportError('the model must return one tensor computed by an operator')
    prog.output = prog.names[rets[0].unique()]
    prog.lines.append("UC10_OUTPUT(`%s')" % prog.output)
    return prog


# Note [BatchNorm folding]
# A float BatchNorm in eval mode right after a convolution or linear layer is an affine
# map per output channel: the exporter folds it into that layer's weight and bias, with
# PyTorch's own fuse_conv_bn_weights / fuse_linear_bn_weights (float32, as
# torch.nn.utils.fusion.fuse_conv_bn_eval computes them), and the program calls the layer
# alone.  This saves a pass over the activations and its out-of-place result: the layer
# writes what the BatchNorm would have.  Only where it is the same computation up to
# rounding: the layer's result read by the BatchNorm alone, the BatchNorm not training,
# its statistics and the layer's weights constants, a linear layer's result of 2 dims (so
# that BatchNorm1d's channels are its features), a convolution not transposed.  The
# reference output is the unfused module's, so program-check measures what folding
# changed (within the float tolerance).  --keep-batchnorm keeps PyTorch's sequence.
FOLD_INTO = {'aten::_convolution': 8, 'aten::conv1d': 6, 'aten::conv2d': 6, 'aten::linear': None}


def fold_batchnorm(calls, objs):
    """({(layer's result, argument index): (tensor, hint)}, {BatchNorm's result: layer's result})."""
    const = lambda v: objs.get(v.unique())
    over, merged = {}, {}
    for n, qual in calls:
        if qual != 'aten::batch_norm':
            continue
        ins = list(n.inputs())
        src = ins[0].node()
        lq = src.kind() if src.kind() in FOLD_INTO else None
        if lq is None or len(ins[0].uses()) != 1 or const(ins[5]) is not False:
            continue
        lin = list(src.inputs())
        w, b = const(lin[1]), const(lin[2])
        rm, rv, bw, bb, eps = (const(ins[k]) for k in (3, 4, 1, 2, 7))
        if not (isinstance(w, torch.Tensor) and w.dtype == torch.float32 and not w.is_quantized and
                (b is None or isinstance(b, torch.Tensor)) and
                all(isinstance(t, torch.Tensor) for t in (rm, rv)) and isinstance(eps, float) and
                all(t is None or isinstance(t, torch.Tensor) for t in (bw, bb))):
            continue
        if lq == 'aten::_convolution' and const(lin[6]) is not False:
            continue   # transposed
        if lq == 'aten::linear':
            if src.output().type().dim() != 2:
                continue
            fw, fb = torch.nn.utils.fusion.fuse_linear_bn_weights(w, b if b is not None else torch.zeros_like(rm),
                                                                  rm, rv, eps, bw if bw is not None else
                                                                  torch.ones_like(rm), bb if bb is not None else
                                                                  torch.zeros_like(rm))
        else:
            fw, fb = torch.nn.utils.fusion.fuse_conv_bn_weights(w, b, rm, rv, eps, bw, bb)
        key = src.output().unique()
        over[(key, 1)] = (fw.detach(), 'weight (BatchNorm folded)')
        over[(key, 2)] = (fb.detach(), 'bias (BatchNorm folded)')
        merged[n.output().unique()] = key
    return over, merged


# Operators whose result is a view when the strides allow one and a copy otherwise.
MAY_COPY = ('aten::reshape', 'aten::flatten.using_ints', 'aten::contiguous')


def copies(node, qual):
    """Whether PyTorch's result of a MAY_COPY call has storage of its own (the trace
    recorded every value's sizes and strides)."""
    if qual not in MAY_COPY:
        return False
    ti, to = next(node.inputs()).type(), node.output().type()
    if ti.sizes() is None or ti.strides() is None:
        raise ExportError('%s at %s: the trace did not record the strides of its input' % (qual, where(node)))
    x = torch.empty_strided(ti.sizes(), ti.strides())
    if qual == 'aten::contiguous':
        return not x.is_contiguous()
    try:
        x.view(to.sizes())
        return False
    except RuntimeError:
        return True


def debug_name(v):
    return re.sub(r'\.\d+$', '', v.debugName())


def write(prog, out, outdir, tolerance):
    os.makedirs(outdir, exist_ok=True)
    n = prog.name
    ref = out.detach()
    dt, ct = DTYPES[ref.dtype]
    if ref.is_quantized:
        refvals = ref.int_repr().flatten().tolist()
    else:
        refvals = ref.flatten().tolist()
    prog.data.append((n + '_reference', ct, fmt(refvals, ct), "PyTorch's output"))
    with open(os.path.join(outdir, n + '.m4'), 'w') as f:
        f.write('m4_dnl %s.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py\n' % n)
        f.write('m4_dnl from PyTorch %s: one operator call a line, as torch.jit.trace recorded them.\n'
                % torch.__version__)
        f.write("UC10_PROGRAM(`%s', `%s_data.h')\n" % (n, n))
        for line in prog.lines:
            f.write(line + '\n')
        f.write("UC10_REFERENCE(`%s_reference', `%s', `%s'%s)\n" % (
            n, dt, ', '.join(str(s) for s in ref.shape),
            ", `%s', `%s'" % (hexf(ref.q_scale()), ref.q_zero_point()) if ref.is_quantized else
            ", `%s'" % tolerance))
        f.write('UC10_END_PROGRAM\n')
    guard = n.upper() + '_DATA_H'
    with open(os.path.join(outdir, n + '_data.h'), 'w') as f:
        f.write('/* %s_data.h - the constants and reference data of program %s (tools/export/uc10_export.py) */\n'
                % (n, n))
        f.write('#ifndef %s\n#define %s\n#include <stdbool.h>\n#include <stdint.h>\n' % (guard, guard))
        for cn, ty, vals, hint in prog.data:
            f.write('extern const %s %s[%d];\n' % (ty, cn, max(len(vals), 1)))
        f.write('#endif\n')
    with open(os.path.join(outdir, n + '_data.c'), 'w') as f:
        f.write('/* %s_data.c - the constants and reference data of program %s (tools/export/uc10_export.py) */\n'
                % (n, n))
        f.write('#include <math.h>\n#include "%s_data.h"\n' % n)
        for cn, ty, vals, hint in prog.data:
            body = ',\n\t'.join(', '.join(vals[i:i + 8]) for i in range(0, len(vals), 8)) or '0'
            f.write('\n/* %s */\nconst %s %s[%d] = {\n\t%s\n};\n' % (hint, ty, cn, max(len(vals), 1), body))


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument('model', help='MODEL.py:FUNC, FUNC() returning (module, example_inputs)')
    ap.add_argument('-o', dest='out', required=True, help='output directory')
    ap.add_argument('--name', help='program name (default: FUNC)')
    ap.add_argument('--tables', nargs='*', default=[], help='more operator libraries')
    ap.add_argument('--tolerance', default='1e-4', help='relative tolerance of a float output')
    ap.add_argument('--keep-batchnorm', action='store_true',
                    help="keep a float BatchNorm after a convolution or linear layer as its own call "
                         "(default: folded into the layer's weight and bias, Note [BatchNorm folding])")
    a = ap.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    try:
        module, inputs, name = load(a.model)
        name = re.sub(r'\W', '_', a.name or name)
        module.eval()
        tables = [os.path.join(ROOT, 'tables', f) for f in sorted(os.listdir(os.path.join(ROOT, 'tables')))
                  if f.endswith('.m4')] + a.tables
        with torch.no_grad():
            out = module(*inputs)
            traced = torch.jit.trace(module, inputs, check_trace=False)
        prog = walk(traced, module, inputs, name, registered_ops(tables), fold_bn=not a.keep_batchnorm)
        write(prog, out, a.out, a.tolerance)
    except ExportError as e:
        sys.stderr.write('uc10_export: %s\n' % e)
        return 1
    print('%s: %d calls, %d constants -> %s/%s.m4' % (prog.name, prog.ncalls, len(prog.consts), a.out, prog.name))
    return 0


if __name__ == '__main__':
    sys.exit(main())
