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
# Sizes, Python numbers, chunks and calls with several results are worked out of the
# trace (Note [Export-time values]).  Floats are written as C99 hexadecimal literals:
# exact.  Every operator is looked up in the operator libraries (tables/*.m4 and
# --tables FILE ...); if any is registered by none, or a call has no program form,
# all of them are reported at once (each operator with its schema and every module
# path and source line calling it), and nothing is written: the program would fail
# the build later anyway, with less to go on.
import argparse
import importlib.util
import os
import re
import subprocess
import sys

import torch

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# uc10's dtype names (torch's scalarType() spelling) with the C type of the data file's
# arrays, c10::ScalarType order; registered_ops checks the names and sizes against the
# generator's own list (m4/registry.m4), so that the two cannot drift apart.
DTYPES = {
    torch.uint8: ('Byte', 'uint8_t'), torch.int8: ('Char', 'int8_t'),
    torch.int16: ('Short', 'int16_t'), torch.int32: ('Int', 'int32_t'),
    torch.int64: ('Long', 'int64_t'), torch.float32: ('Float', 'float'),
    torch.float64: ('Double', 'double'), torch.bool: ('Bool', 'bool'),
    torch.qint8: ('QInt8', 'int8_t'), torch.quint8: ('QUInt8', 'uint8_t'),
    torch.qint32: ('QInt32', 'int32_t'),
}
JIT_DTYPES = {dt: t for t, (dt, _) in DTYPES.items()}


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
    'quantized::linear_dynamic': 'quantized_unpacked::linear_dynamic',
    'aten::quantized_lstm': 'quantized_unpacked::lstm_dynamic',
}


def unpack_cells(objs):
    """A dynamically quantized LSTM's cell parameters (CellParamsBase objects, one a layer and
    direction) as quantized_unpacked::lstm_dynamic takes them: w_ih, w_hh (int8) and the biases
    packed with them, each; and reduce_range, which they keep."""
    ps, rr = [], set()
    for o in objs:
        st = o.__getstate__()[0]
        if st[0] != 'quantized_dynamic':
            raise ExportError('quantized_lstm: cell parameters of kind %r (only dynamic int8: quantize_dynamic '
                              'with dtype=torch.qint8)' % st[0])
        (wi, bi), (wh, bh) = (torch.ops.quantized.linear_unpack(x) for x in st[4])
        ps += [wi, wh, bi, bh]
        rr.add(bool(st[3][0]))
    if len(rr) != 1:
        raise ExportError('quantized_lstm: its layers disagree on reduce_range')
    return ps, rr.pop()


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


def itemsize(t):
    """Bytes an element of torch dtype T takes."""
    if t in (torch.qint8, torch.quint8, torch.qint32):
        return torch.quantize_per_tensor(torch.zeros(1), 1.0, 0, t).element_size()
    return torch.empty(0, dtype=t).element_size()


def registered_ops(tables):
    """Every operator the operator libraries define: qualified name (ns::name.overload)
    -> its schema (canonical, with its namespace), as the generator itself parsed them
    (m4/emit_op_schemas.m4, `make op-schemas'); and the dtype names it knows, which
    must be DTYPES' (one list, m4/registry.m4's: a dtype added there fails here)."""
    gen = subprocess.run([os.path.join(ROOT, 'tools', 'gen.sh'), '-e', 'emit_op_schemas'] + list(tables),
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if gen.returncode != 0:
        raise ExportError('the operator libraries do not generate (tools/gen.sh):\n' + gen.stderr.strip())
    ops, dtypes = {}, {}
    for line in gen.stdout.splitlines():
        what, name, rest = line.split(' ', 2)
        if what == 'op':
            ops[name] = rest
        elif what == 'dtype':
            dtypes[name] = int(rest.split()[1])
    ours = {dt: itemsize(t) for t, (dt, _) in DTYPES.items()}
    if ours != dtypes:
        raise ExportError('the exporter\'s dtypes %s are not the generator\'s %s (m4/registry.m4, _uc10_pdt)'
                          % (sorted(ours.items()), sorted(dtypes.items())))
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


def module_path(node):
    """The module that made the call, as its dotted path in the model (features.1.conv)."""
    s = node.scopeName().split('/')[-1]
    return s.replace('__module.', '', 1).replace('__module', '') or 'forward'


def where(node):
    """The module the call came from and the model's source line that made it."""
    for line in node.sourceRange().strip().splitlines():
        m = re.match(r'\s*(.*)\((\d+)\): (\w+)', line)
        if m and '/torch/' not in m.group(1):
            return '%s, %s:%s' % (module_path(node), os.path.basename(m.group(1)), m.group(2))
    return module_path(node)


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


# Note [Export-time values]
# A trace records, beside the tensor computation, the Python arithmetic on
# sizes that the model did: `x.view(x.shape[0], -1)' is aten::size.int,
# prim::NumToTensor, aten::Int.Tensor and a prim::ListConstruct, and nn.LSTM
# builds its zero initial state from aten::size of its input.  Every size is
# fixed once traced, so the exporter works them out: a node whose inputs are
# all known at export (constants, parameters, sizes) is evaluated with
# PyTorch there and its result becomes a literal or a constant tensor, and a
# shape query of a run-time value (SHAPE_OPS) is answered from the shape the
# trace recorded.  What depends on the input's values (aten::Int of a
# computed tensor, say) is left a call, which no program can make.
#
# A Python number in a Tensor slot (`x * (1/6)', `x + 3.0') is traced as a
# 0-dim constant tensor (a wrapped number); the call becomes the operator's
# overload that takes a Scalar there (aten::mul.Scalar), which PyTorch
# computes the same way (the Scalar overload wraps the number again), or,
# without one, the number is a 0-dim constant of the other operand's kind.
#
# Calls that return a list of views of one tensor (chunk, split, unbind)
# become one aten::slice.Tensor (aten::select.int for unbind) a piece:
# PyTorch's pieces are those views (split is narrow, narrow is slice).
SHAPE_OPS = ('aten::size', 'aten::dim', 'aten::numel')
SPLIT_OPS = ('aten::chunk', 'aten::unsafe_chunk', 'aten::split', 'aten::unsafe_split',
             'aten::split_with_sizes', 'aten::unsafe_split_with_sizes', 'aten::unbind')


def evaluate(node, args):
    """Node's results (a tuple) computed by PyTorch from the known ARGS."""
    k = node.kind()
    if k == 'prim::NumToTensor':
        return (torch.tensor(args[0]),)
    if k == 'prim::ListConstruct':
        return (list(args),)
    if k == 'prim::TupleConstruct':
        return (tuple(args),)
    if k in ('prim::ListUnpack', 'prim::TupleUnpack'):
        return tuple(args[0])
    schema = torch._C.parse_schema(node.schema())
    ns, name = schema.name.split('::')
    op = getattr(getattr(getattr(torch.ops, ns), name), schema.overload_name or 'default')
    pos, kw = [], {}
    for a, v in zip(schema.arguments, args):
        if isinstance(v, torch.Tensor) and '!' in str(a.alias_info or ''):
            v = v.clone()       # (an in-place call: the module's own tensors stay as they are)
        if a.kwarg_only:
            kw[a.name] = v
        else:
            pos.append(v)
    with torch.no_grad():
        r = op(*pos, **kw)
    return r if len(list(node.outputs())) > 1 else (r,)


def schema_types(schema):
    """The argument types of a schema string, as PyTorch spells them."""
    s = schema if '::' in schema.split('(', 1)[0] else 'x::' + schema
    return [str(a.type) for a in torch._C.parse_schema(s).arguments]


def scalar_overload(qual, schema, slots, known):
    """The registered overload of QUAL that takes a Scalar in argument SLOTS and the
    same types elsewhere (aten::mul.Tensor -> aten::mul.Scalar), or None."""
    want = schema_types(schema)
    base = qual.split('.')[0]
    for q, s in sorted(known.items()):
        if q == qual or q.split('.')[0] != base:
            continue
        try:
            got = schema_types(s)
        except RuntimeError:
            continue
        if len(got) == len(want) and all((t == 'number' or t == 'Scalar') if j in slots else t == want[j]
                                         for j, t in enumerate(got)):
            return q
    return None


class Problems:
    """What stops an export, all of it: each unregistered operator once with every
    place that calls it, and each call that has no program form."""

    def __init__(self):
        self.missing = {}       # qualified name -> (schema, [where])
        self.other = []

    def unregistered(self, qual, schema, node):
        self.missing.setdefault(qual, (schema, []))[1].append(where(node))

    def no_form(self, node, what, why):
        self.other.append('%s at %s: %s' % (what, where(node), why))

    def report(self):
        msg = []
        if self.missing:
            msg.append('operators no operator library registers (tables/*.m4, --tables): %d' % len(self.missing))
            for qual, (schema, places) in self.missing.items():
                msg.append('  %s\n    schema: %s' % (qual, schema))
                msg.extend('    at: %s' % w for w in places[:8])
                if len(places) > 8:
                    msg.append('    ... and %d more calls' % (len(places) - 8))
        if self.other:
            msg.append('calls with no program form: %d' % len(self.other))
            msg.extend('  ' + m for m in self.other)
        return '\n'.join(msg)


def walk(traced, module, inputs, name, known, fold_bn=True):
    prog = Program(name)
    g = traced.inlined_graph
    objs = {}     # jit value -> python object known at export (modules, constants, sizes)
    numbers = set()   # id() of the 0-dim tensors that stand for Python numbers
    lists = {}    # jit value -> a list of run-time values: [('v', name) | ('c', object)]
    problems = Problems()
    ginputs = list(g.inputs())
    objs[ginputs[0].unique()] = traced
    for i, (v, t) in enumerate(zip(ginputs[1:], inputs)):
        nm = 'x' if len(inputs) == 1 else 'x%d' % i
        prog.names[v.unique()] = nm
        dt, ct = DTYPES[t.dtype]
        prog.lines.append("UC10_INPUT(`%s', `%s', `%s', `%s')" % (nm, dt, ', '.join(str(s) for s in t.shape),
                                                                  prog.cname('input_' + nm)))
        prog.data.append((prog.cname('input_' + nm), ct, fmt(t.detach().flatten().tolist(), ct), 'example input'))

    over, merged = fold_batchnorm(g, traced) if fold_bn else ({}, {})

    def item(u):
        if u in prog.names:
            return ('v', prog.names[u])
        if u in objs:
            return ('c', objs[u])
        return None

    for n in g.nodes():
        k = n.kind()
        ins, outs = list(n.inputs()), list(n.outputs())
        us = [i.unique() for i in ins]
        if k == 'prim::GetAttr':
            objs[outs[0].unique()] = getattr(objs[us[0]], n.s('name'))
        elif k == 'prim::Constant':
            o = outs[0].toIValue()
            ty = outs[0].type()
            if isinstance(ty, torch._C.TensorType) and isinstance(o, (bool, int, float)):
                # a wrapped number: its value, as the 0-dim tensor of the graph's type
                o = torch.tensor(o, dtype=JIT_DTYPES[ty.scalarType()])
                numbers.add(id(o))
            objs[outs[0].unique()] = o
        elif all(u in objs for u in us) and not any(isinstance(objs[u], (torch.ScriptObject, torch.nn.Module))
                                                   for u in us):
            fold(n, [objs[u] for u in us], objs, numbers, problems)
        elif k in ('prim::ListConstruct', 'prim::TupleConstruct'):
            items = [item(u) for u in us]
            if None in items:
                problems.no_form(n, k, 'an element comes from nowhere')
            lists[outs[0].unique()] = items
        elif k in ('prim::ListUnpack', 'prim::TupleUnpack'):
            items = lists.get(us[0])
            if items is None or len(items) != len(outs):
                problems.no_form(n, k, 'unpacks what the exporter cannot follow')
                continue
            for o, it in zip(outs, items):
                if it and it[0] == 'v':
                    prog.names[o.unique()] = it[1]
                elif it:
                    objs[o.unique()] = it[1]
        elif k in SHAPE_OPS and us[0] in prog.names and all(u in objs for u in us[1:]):
            ty = ins[0].type()
            fold(n, [torch.empty(ty.sizes(), dtype=JIT_DTYPES[ty.scalarType()])] + [objs[u] for u in us[1:]],
                 objs, numbers, problems)
        elif k in SPLIT_OPS and us[0] in prog.names and all(u in objs for u in us[1:]):
            lists[outs[0].unique()] = split(prog, n, [objs[u] for u in us[1:]])
        elif outs and outs[0].unique() in merged:
            # a BatchNorm folded into the call that computes its input: that call's
            # result stands for it
            prog.names[outs[0].unique()] = prog.names[merged[outs[0].unique()]]
        else:
            try:
                call(prog, n, objs, numbers, lists, known, problems, over)
            except (RuntimeError, TypeError, AttributeError, ValueError, KeyError, IndexError) as e:
                # (whatever the exporter cannot follow is one more thing to report)
                problems.no_form(n, k, 'the exporter cannot write it: %s' % str(e).splitlines()[0])
                for o in n.outputs():
                    prog.names.setdefault(o.unique(), 'unknown')
    rets = list(g.outputs())
    r = rets[0].unique() if len(rets) == 1 else None
    if r in lists:
        problems.other.append('the model returns %d values (a tuple or a list); a program returns one tensor'
                              % len(lists[r]))
    elif r not in prog.names:
        problems.other.append('the model must return one tensor computed by an operator')
    if problems.missing or problems.other:
        raise ExportError(problems.report())
    prog.output = prog.names[rets[0].unique()]
    prog.lines.append("UC10_OUTPUT(`%s')" % prog.output)
    return prog


def fold(n, args, objs, numbers, problems):
    """Node N computed at export from its known ARGS (Note [Export-time values])."""
    try:
        rs = evaluate(n, args)
    except (RuntimeError, TypeError, AttributeError, IndexError) as e:
        problems.no_form(n, n.kind(), 'its arguments are known at export, but PyTorch could not compute it '
                         'there (%s)' % str(e).splitlines()[0])
        return
    num = all(id(a) in numbers for a in args if isinstance(a, torch.Tensor))
    for o, r in zip(n.outputs(), rs):
        objs[o.unique()] = r
        if isinstance(r, torch.Tensor) and r.dim() == 0 and (num or n.kind() == 'prim::NumToTensor'):
            numbers.add(id(r))


def split(prog, n, rest):
    """chunk / split / unbind of a run-time value: one view call a piece."""
    x = next(n.inputs())
    ty = x.type()
    sizes = ty.sizes()
    schema = torch._C.parse_schema(n.schema())
    names = [a.name for a in schema.arguments]
    d = rest[names.index('dim') - 1] if 'dim' in names else 0
    d = d + len(sizes) if d < 0 else d
    stand = torch.empty(sizes)
    pieces = evaluate(n, [stand] + rest)[0]
    items, start = [], 0
    for p in pieces:
        prog.ncalls += 1
        vn = 'v%d' % prog.ncalls
        if n.kind() == 'aten::unbind':
            op, args = 'aten::select.int', '%s, %d, %d' % (prog.names[x.unique()], d, start)
            start += 1
        else:
            op, args = 'aten::slice.Tensor', '%s, %d, %d, %d, 1' % (prog.names[x.unique()], d, start,
                                                                    start + p.shape[d])
            start += p.shape[d]
        prog.lines.append("UC10_CALL(`%s', `%s', `%s', `%s', `%s')  m4_dnl %s" % (
            vn, ty.scalarType(), ', '.join(str(s) for s in p.shape), op, args, comment(n, True)))
        items.append(('v', vn))
    return items


# Note [Spelled-out overloads]
# F.interpolate(x, scale_factor=2) traces to aten::upsample_nearest2d.vec with a
# float[] of scale factors, a type no program argument has.  PyTorch's .vec overload
# is a composite: it computes the output size from the input's and the factors
# (floor(size * factor)) and calls aten::upsample_nearest2d(input, output_size,
# scales_h, scales_w) with the factors as the scales.  The trace recorded the output
# size, so the program makes that call itself: the same kernel, the same arguments.
def upsample_vec(prog, n, objs):
    ins = list(n.inputs())
    sf = objs.get(ins[2].unique())
    scales = ['None', 'None'] if sf is None else [literal(float(f)) for f in sf]
    return [prog.names[ins[0].unique()], literal(list(n.output().type().sizes()[2:]))] + scales


SPELLED_OUT = {'aten::upsample_nearest2d.vec': ('aten::upsample_nearest2d', upsample_vec)}


# Note [Quantized 1-d convolution]
# PyTorch 1.13 runs quantized::conv1d (nn.quantized.Conv1d) as a 2-d convolution over one
# row: its prepacked weight is a 2-d one (O, C / groups, 1, K), with stride, padding and
# dilation pairs (1, 0 and 1 for the row), and QConv1dInt8 unsqueezes the input to
# (N, C, 1, L), applies it and squeezes the result's dim 2 again.  The program makes the
# same three calls, aten::unsqueeze, quantized_unpacked::conv2d(_relu) and
# aten::squeeze.dim (views on either side): the convolution is then one the build
# prepares (Note [Prepared calls] in m4/program.m4), its records and packed weights in
# flash, as every 2-d one.
def conv1d_rows(prog, n, objs):
    ins = list(n.inputs())
    x, obj = prog.names[ins[0].unique()], objs[ins[1].unique()]
    scale, zp = (objs[i.unique()] for i in ins[2:4])
    q = torch.ops.quantized
    w, b = q.conv2d_unpack(obj)
    ti, to = ins[0].type(), n.output().type()
    shape = lambda s: ', '.join(str(v) for v in s)
    line = "UC10_CALL(`%s', `%s', `%s', `%s', `%s')  m4_dnl %s"
    names = []
    for _ in range(3):
        prog.ncalls += 1
        names.append('v%d' % prog.ncalls)
    xs, os_ = ti.sizes(), to.sizes()
    prog.lines.append(line % (names[0], ti.scalarType(), shape([xs[0], xs[1], 1, xs[2]]), 'aten::unsqueeze',
                              '%s, 2' % x, comment(n)))
    cw = prog.tensor_const(w, debug_name(ins[1]))
    cb = prog.tensor_const(b, debug_name(ins[1])) if b is not None else 'None'
    args = [names[0], cw, cb] + [literal(list(f(obj))) for f in (q.conv2d_stride, q.conv2d_padding,
                                                                q.conv2d_dilation)]
    args += [literal(int(q.conv2d_groups(obj))), literal(float(scale)), literal(int(zp))]
    qual = 'quantized_unpacked::conv2d' + ('_relu' if n.kind().endswith('_relu') else '')
    prog.lines.append(line % (names[1], to.scalarType(), shape([os_[0], os_[1], 1, os_[2]]), qual, ', '.join(args),
                              comment(n)))
    prog.lines.append(line % (names[2], to.scalarType(), shape(os_), 'aten::squeeze.dim', '%s, 2' % names[1],
                              comment(n)))
    prog.names[n.output().unique()] = names[2]


def comment(n, kind=False):
    """Where a call came from, as an m4 comment may say it (no quotes)."""
    w = where(n).replace("`", '').replace("'", '')
    return '%s (%s)' % (w, n.kind()) if kind else w


def call(prog, n, objs, numbers, lists, known, problems, over):
    """One operator call of the program (UC10_CALL, and UC10_RESULT for each result
    after the first); OVER: arguments replaced (Note [BatchNorm folding])."""
    k = n.kind()
    try:
        schema = n.schema()
    except RuntimeError:
        schema = '(none)'
    if schema == '(none)':
        problems.no_form(n, k, 'not an operator call; its value is not known at export')
        for o in n.outputs():
            prog.names[o.unique()] = 'unknown'
        return
    if schema.split('(', 1)[0] in ('quantized::conv1d', 'quantized::conv1d_relu'):
        return conv1d_rows(prog, n, objs)
    qual = UNPACKED.get(schema.split('(', 1)[0].split('.')[0], schema.split('(', 1)[0])
    qual = fold_qparams(n, qual, objs)
    ins = list(n.inputs())
    types = schema_types(schema) if not qual.startswith('quantized_unpacked::') else []
    slots = {j for j, i in enumerate(ins) if j < len(types) and types[j] == 'Tensor' and
             id(objs.get(i.unique())) in numbers}
    if slots:
        qual = scalar_overload(qual, schema, slots, known) or qual
        if qual in known and schema_types(known[qual])[min(slots)] not in ('Scalar', 'number'):
            slots = set()   # no Scalar overload: the number is a 0-dim constant (below)
    if qual in SPELLED_OUT and SPELLED_OUT[qual][0] in known:
        qual, args = SPELLED_OUT[qual][0], SPELLED_OUT[qual][1](prog, n, objs)
        ins = []
    elif qual not in known:
        problems.unregistered(qual, schema, n)
    if ins:
        args = []
    res = n.outputsAt(0).unique() if n.outputsSize() else None
    for j, i in enumerate(ins):
        u = i.unique()
        o = objs.get(u)
        if (res, j) in over:
            args.append(prog.tensor_const(*over[(res, j)]))
        elif u in objs and id(o) in folded:
            args.append(folded[id(o)])
        elif u in prog.names:
            args.append(prog.names[u])
        elif j in slots:
            args.append(literal(o.item()))
        elif u in lists and qual == 'quantized_unpacked::lstm_dynamic' and lists[u] and \
                all(x and x[0] == 'c' and isinstance(x[1], torch.ScriptObject) for x in lists[u]):
            cells, reduce_range = unpack_cells([x[1] for x in lists[u]])
            args.append('[' + ', '.join(prog.tensor_const(x, debug_name(i)) for x in cells) + ']')
        elif u in lists:
            if not all(x and (x[0] == 'v' or isinstance(x[1], torch.Tensor)) for x in lists[u]):
                problems.no_form(n, qual, 'a list argument (%s) holds what is no tensor: %s' % (
                    i.type(), ', '.join(sorted({type(x[1]).__name__ if x else '?' for x in lists[u]
                                                if not (x and x[0] == 'v')}))))
                continue
            args.append('[' + ', '.join(x[1] if x[0] == 'v' else prog.tensor_const(x[1], debug_name(i))
                                        for x in lists[u]) + ']')
        elif u in objs:
            if isinstance(o, torch.ScriptObject):
                if not qual.startswith('quantized_unpacked::'):
                    problems.no_form(n, qual, 'an opaque %s argument' % i.type())
                    continue
                for x in unpack(o, qual):
                    args.append(prog.tensor_const(x, debug_name(i)) if isinstance(x, torch.Tensor)
                                else literal(x))
            elif isinstance(o, list) and o and all(isinstance(x, torch.Tensor) for x in o):
                args.append('[' + ', '.join(prog.tensor_const(x, debug_name(i)) for x in o) + ']')
            elif isinstance(o, list) and any(isinstance(x, torch.ScriptObject) for x in o):
                problems.no_form(n, qual, 'a list of opaque %s (prepacked weights)' % i.type())
            elif isinstance(o, torch.Tensor):
                hint = debug_name(i)
                if id(o) in numbers:
                    hint = 'the Python number %r' % o.item()
                    if o.is_floating_point():
                        o = o.to(torch.float32)    # (a Python float: the default dtype's)
                args.append(prog.tensor_const(o, hint))
            else:
                try:
                    args.append(literal(o))
                except ExportError as e:
                    problems.no_form(n, qual, str(e))
        else:
            problems.no_form(n, qual, 'argument %s comes from nowhere' % i.debugName())
    if qual == 'quantized_unpacked::lstm_dynamic' and len(args) == 11:
        # dtype and use_dynamic say which cells these are (dynamic int8); reduce_range is theirs
        if args[9:] != [literal(12), 'True']:
            problems.no_form(n, qual, 'only dynamic int8 cells are implemented (dtype=torch.qint8, use_dynamic)')
        args = args[:9] + [literal(reduce_range)]
    weights = None
    if qual == 'aten::_native_multi_head_attention' and len(args) == 13 and args[10] == 'False':
        # Without need_weights PyTorch returns None for the attention weights, which no
        # program's call can name: the call asks for them (need_weights=True), the same
        # output at the cost of the weights' arena, (B, T, T) averaged or (B, heads, T, T)
        b, t = ins[0].type().sizes()[:2]
        args[10] = 'True'
        weights = [b, t, t] if args[11] == 'True' else [b, int(args[4]), t, t]
    outs = list(n.outputs())
    for r, o in enumerate(outs):
        ty = o.type()
        prog.ncalls += 1 if r == 0 else 0
        vn = 'v%d' % prog.ncalls + ('' if r == 0 else '_%d' % r)
        prog.names[o.unique()] = vn
        if r == 1 and weights:
            prog.lines.append("UC10_RESULT(`%s', `Float', `%s')  m4_dnl result 1 of %s (need_weights asked)" % (
                vn, ', '.join(str(s) for s in weights), qual))
            continue
        if not isinstance(ty, torch._C.TensorType) or ty.scalarType() is None or ty.sizes() is None:
            problems.no_form(n, qual, 'result %d is of type %s; programs take tensor results' % (r, ty))
            continue
        shape = ', '.join(str(s) for s in ty.sizes())
        if r == 0:
            prog.lines.append("UC10_CALL(`%s', `%s', `%s', `%s', `%s'%s)  m4_dnl %s" % (
                vn, ty.scalarType(), shape, qual, ', '.join(args),
                ", `copy'" if copies(n, qual) else '', comment(n)))
        else:
            prog.lines.append("UC10_RESULT(`%s', `%s', `%s')  m4_dnl result %d of %s" % (
                vn, ty.scalarType(), shape, r, qual))


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


def graph_constants(g, root):
    """The module's attributes and the graph's constants, by jit value."""
    objs = {list(g.inputs())[0].unique(): root}
    for n in g.nodes():
        if n.kind() == 'prim::GetAttr' and n.input().unique() in objs:
            objs[n.output().unique()] = getattr(objs[n.input().unique()], n.s('name'))
        elif n.kind() == 'prim::Constant':
            objs[n.output().unique()] = n.output().toIValue()
    return objs


def fold_batchnorm(g, root):
    """({(layer's result, argument index): (tensor, hint)}, {BatchNorm's result: layer's result})."""
    objs = graph_constants(g, root)
    const = lambda v: objs.get(v.unique())
    over, merged = {}, {}
    for n in g.nodes():
        if n.kind() != 'aten::batch_norm':
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
MAY_COPY = ('aten::reshape', 'aten::flatten.using_ints', 'aten::contiguous', 'aten::to.dtype')


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
    if qual == 'aten::to.dtype':
        # self itself unless another dtype or a copy is asked (PyTorch's to_will_alias)
        cp = list(node.inputs())[3].toIValue()
        return ti.scalarType() != to.scalarType() or cp is not False
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
