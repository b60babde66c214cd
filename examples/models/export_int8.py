#!/usr/bin/python3
# examples/models/export_int8.py - developer tool (never run by the build): models.py's
# models post-training quantized with PyTorch 1.13's eager flow, exactly as its tutorial
# does it -- QuantWrapper, fuse_modules (conv + BatchNorm + ReLU: PyTorch folds the
# BatchNorm), a qconfig, prepare, calibration on seeded inputs, convert -- once with the
# default qconfig of the onednn engine (per-channel weights) and once with qnnpack's
# (per-tensor weights), both run on the default engine (onednn).  For each, the quantized
# parameters of every module in the order the model calls them and the converted
# model's output on models.example_input(), written as C data to
# examples/models/data/<model>_int8.h (names <model>_int8_<qconfig>_*).  Run with Debian's python3-torch:
#     /usr/bin/python3 examples/models/export_int8.py            # every model it knows
#     /usr/bin/python3 examples/models/export_int8.py ds_cnn
# ResNet-8 goes through FX graph mode instead (prepare_fx / convert_fx): eager mode cannot
# quantize its residual `y + s` without changing the model (FloatFunctional).
import os
import sys

import torch
import torch.ao.quantization as tq
import torch.nn.intrinsic.quantized as nniq
import torch.nn.quantized as nnq

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import models  # noqa: E402
from export import hexf  # noqa: E402

torch.set_num_threads(1)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'data')

# the modules fuse_modules fuses: conv (or linear), BatchNorm, ReLU, as the model groups them
# (PyTorch 1.13 fuses Linear + BatchNorm1d but not with the ReLU after them, nor a ReLU6)
FUSE = {
    'ds_cnn': [['conv1.0', 'conv1.1', 'conv1.2']] +
              [['blocks.%d.0' % i, 'blocks.%d.1' % i, 'blocks.%d.2' % i] for i in range(8)],
    'autoencoder': [['encoder.%d.0' % i, 'encoder.%d.1' % i] for i in range(5)] +
                   [['decoder.%d.0' % i, 'decoder.%d.1' % i] for i in range(4)],
    'mobilenet_v1': [['features.%d.0' % i, 'features.%d.1' % i] for i in range(27)],
    'resnet8': None,
}
FX = ('resnet8',)


def quantize_fx(name, qconfig):
    """FX graph mode (prepare_fx / convert_fx with the qconfig's default mapping): what a model whose
    forward adds tensors (ResNet-8's residual y + s) needs, eager mode wanting FloatFunctional there."""
    from torch.ao.quantization.quantize_fx import convert_fx, prepare_fx
    x = models.example_input(name)
    m = prepare_fx(models.build(name), tq.get_default_qconfig_mapping(qconfig), (x,))
    with torch.no_grad():
        for s in range(8):
            torch.manual_seed(1000 + s)
            m(torch.randn(models.MODELS[name]))
    return convert_fx(m)


def quantize(name, qconfig):
    assert torch.backends.quantized.engine == 'onednn', torch.backends.quantized.engine
    m = tq.QuantWrapper(models.build(name)).eval()
    tq.fuse_modules(m.module, FUSE[name], inplace=True)
    m.qconfig = tq.get_default_qconfig(qconfig)
    tq.prepare(m, inplace=True)
    with torch.no_grad():
        for s in range(8):   # calibration: seeded inputs of the model's shape
            torch.manual_seed(1000 + s)
            m(torch.randn(models.MODELS[name]))
    tq.convert(m, inplace=True)
    return m


def carr(ctype, name, vals, per_line=16):
    lines = [', '.join(vals[i:i + per_line]) for i in range(0, len(vals), per_line)]
    return 'static const %s %s[%d] = {\n\t%s\n};\n' % (ctype, name, max(len(vals), 1), ',\n\t'.join(lines) or '0')


def variant(name, qconfig):
    x = models.example_input(name)
    layers, outs, adds = [], [], []
    if name in FX:
        m = quantize_fx(name, qconfig)
        for node in m.graph.nodes:   # in the order forward calls them
            if node.op == 'call_module' and isinstance(m.get_submodule(node.target), (nnq.Conv2d, nnq.Linear)):
                layers.append(m.get_submodule(node.target))
            if node.op == 'call_function' and node.target in (torch.quantize_per_tensor, torch.ops.quantized.add_relu):
                sc, zp = (float(getattr(m, a.target)) for a in node.args[-3 if node.target is torch.quantize_per_tensor else -2:][:2])
                adds.append((sc, int(zp)))
        in_scale, in_zp = adds.pop(0)
    else:
        m = quantize(name, qconfig)
        for mod in m.module.modules():
            if isinstance(mod, (nnq.Conv2d, nnq.Linear)):   # ConvReLU2d / LinearReLU are subclasses
                layers.append(mod)
        in_scale, in_zp = float(m.quant.scale), int(m.quant.zero_point)
    feats = []

    def keep(mod, i, o):
        feats.append(i[0])
        outs.append(o)
    hook = layers[-1].register_forward_hook(keep)
    with torch.no_grad():
        y = m(x)
    hook.remove()
    q, fq = outs[0], feats[0]
    P = '%s_int8_%s' % (name, qconfig)
    body = []
    rows = []
    for i, mod in enumerate(layers):
        w = mod.weight()
        relu = isinstance(mod, (nniq.ConvReLU2d, nniq.LinearReLU))
        body.append(carr('int8_t', '%s_w%d' % (P, i), [str(v) for v in w.int_repr().flatten().tolist()]))
        b = mod.bias()
        body.append(carr('float', '%s_b%d' % (P, i), [hexf(v) for v in b.flatten().tolist()]))
        if w.qscheme() == torch.per_channel_affine:
            assert w.q_per_channel_axis() == 0
            body.append(carr('double', '%s_ws%d' % (P, i), [hexf(v) for v in w.q_per_channel_scales().tolist()]))
            body.append(carr('int64_t', '%s_wz%d' % (P, i), [str(v) for v in w.q_per_channel_zero_points().tolist()]))
            wq = '%s_ws%d, %s_wz%d, 0.0' % (P, i, P, i)
        else:
            wq = 'NULL, NULL, %s' % hexf(w.q_scale())
            assert w.q_zero_point() == 0
        conv = isinstance(mod, nnq.Conv2d)
        geo = ('{ %d, %d }, { %d, %d }, { %d, %d }, %d' % (mod.stride + mod.padding + mod.dilation + (mod.groups,))
               if conv else '{ 0, 0 }, { 0, 0 }, { 0, 0 }, 0')
        rows.append('\t{ %s_w%d, { %s }, %d, %s, %s_b%d, %s, %s, %d, %d },'
                    % (P, i, ', '.join(str(s) for s in w.shape), w.dim(), wq, P, i, geo, hexf(mod.scale),
                       mod.zero_point, int(relu)))
    text = ['/* get_default_qconfig(\'%s\'): %s weights, %d quantized modules */\n'
            % (qconfig, 'per-channel' if qconfig != 'qnnpack' else 'per-tensor', len(layers))]
    text.append('#define %s_NLAYERS %d\n#define %s_NOUT %d\n#define %s_ARGMAX %d\n'
                % (P.upper(), len(layers), P.upper(), q.numel(), P.upper(), int(y.argmax())))
    text.append('#define %s_IN_SCALE %s\n#define %s_IN_ZERO_POINT %d\n' % (P.upper(), hexf(in_scale), P.upper(), in_zp))
    if adds:   # quantized::add_relu's output scale and zero point, in call order
        text.append('static const double %s_add_scale[%d] = { %s };\n' % (P, len(adds), ', '.join(hexf(a) for a, _ in adds)))
        text.append('static const int64_t %s_add_zero_point[%d] = { %s };\n' % (P, len(adds), ', '.join(str(z) for _, z in adds)))
    text.append('#define %s_NFEATURES %d\n' % (P.upper(), fq.numel()))
    text.append(carr('uint8_t', P + '_features_q', [str(v) for v in fq.int_repr().flatten().tolist()]))
    text.append(carr('uint8_t', P + '_output_q', [str(v) for v in q.int_repr().flatten().tolist()]))
    text.append(carr('float', P + '_output', [hexf(v) for v in y.flatten().tolist()]))
    text.extend(body)
    text.append('static const model_qlayer %s_layers[%d] = {\n%s\n};\n' % (P, len(layers), '\n'.join(rows)))
    return ''.join(text), x


def export(name):
    parts = [variant(name, qc) for qc in ('onednn', 'qnnpack')]
    x = parts[0][1]
    path = os.path.join(OUT, name + '_int8.h')
    with open(path, 'w') as f:
        f.write('/*\n * %s_int8.h - generated by examples/models/export_int8.py from models.py with PyTorch %s;\n'
                ' * do not edit.  %s quantized by PyTorch\'s eager flow (fuse_modules, prepare,\n'
                ' * calibration, convert%s) with the onednn and the qnnpack default qconfigs, run on the\n'
                ' * onednn engine: for each, the input\'s quantization, the quantized conv / linear\n'
                ' * modules in call order (qint8 weights, float bias, output scale and zero point, fused\n'
                ' * ReLU) and the converted model\'s work on the seeded input: the last module\'s input\n'
                ' * (the features) and output, quint8 integers, and the dequantized output.\n */\n'
                % (name, torch.__version__, models.CLASSES[name].__name__,
                   '; FX graph mode: prepare_fx, convert_fx, for the residual adds' if name in FX else ''))
        f.write(carr('float', name + '_int8_input', [hexf(v) for v in x.flatten().tolist()]))
        for text, _ in parts:
            f.write(text)
    print('%s: %d bytes' % (path, os.path.getsize(path)))


if __name__ == '__main__':
    os.makedirs(OUT, exist_ok=True)
    for n in sys.argv[1:] or list(FUSE):
        export(n)
