#!/usr/bin/python3
# examples/models/zoo.py - the model families PyTorch users bring to microcontrollers,
# at MCU sizes, written as users write them: torchvision 0.14's own MobileNetV2 and its
# MobileNetV3 building blocks (InvertedResidualConfig, squeeze-excite, hardswish), a 1-D
# convolutional keyword spotter, a U-Net (max pool, nearest upsampling, skip by torch.cat),
# a YOLO-style detector head (`bs, _, ny, nx = p.shape', view, permute, contiguous), with
# nn.ReLU(inplace=True), nn.ReLU6(inplace=True) as they come.  Float and int8 each: the
# int8 ones by PyTorch 1.13's post-training static quantization as a user runs it,
# torchvision's quantizable versions and their fuse_model() in eager mode, FX graph mode
# (prepare_fx / convert_fx) for the models that have no quantizable version.
# Developer-side only (the firmware never runs Python); nothing is downloaded: weights are
# PyTorch's default initialisation under a fixed seed, and every BatchNorm gets seeded,
# non-trivial running statistics and affine parameters (models.py's build does the same).
#
#   mobilenet_v2(), mobilenet_v2_int8(), ... -> (module, example inputs), what
#       tools/export/uc10_export.py exports (examples/models/programs/export.sh)
#
# A family joins with a function pair here and its two names in MODEL_LIST
# (mk/program.mk), which export.sh, `make check' and model-bench read.  The recurrent and
# attention ones (an LSTM / GRU voice-activity detector, a keyword transformer) are in
# examples/models/sequence.py.
import torch
import torch.nn as nn
import torch.nn.functional as F

# name: (input shape, seed)
MODELS = {
    "mobilenet_v2": ((1, 3, 32, 32), 51),   # torchvision mobilenet_v2, width 0.35, 10 classes
    "mobilenet_v3": ((1, 3, 32, 32), 52),   # MobileNetV3-small's first blocks, torchvision's classes
    "speech1d": ((1, 10, 49), 53),          # 49 frames of 10 MFCCs, 1-D convolutions
    "unet": ((1, 1, 32, 32), 54),           # a two-level U-Net, 2 classes a pixel
    "yolo": ((1, 3, 64, 64), 55),           # a detector head on a 64x64 image, 3 anchors x 7
}


def seed_batchnorm(m):
    with torch.no_grad():
        for mod in m.modules():
            if isinstance(mod, (nn.BatchNorm1d, nn.BatchNorm2d)):
                c = mod.num_features
                mod.running_mean.copy_(torch.randn(c) * 0.2)
                mod.running_var.copy_(torch.rand(c) + 0.5)
                mod.weight.copy_(torch.rand(c) + 0.5)
                mod.bias.copy_(torch.randn(c) * 0.2)
    return m.eval()


def mv3_setting():
    """MobileNetV3-small's first six blocks (torchvision's table, widths as they are):
    3x3 and 5x5 depthwise, squeeze-excite, ReLU and hardswish, strides to 2x2."""
    from torchvision.models.mobilenetv3 import InvertedResidualConfig as C
    return [C(16, 3, 16, 16, True, "RE", 2, 1, 1.0), C(16, 3, 72, 24, False, "RE", 2, 1, 1.0),
            C(24, 3, 88, 24, False, "RE", 1, 1, 1.0), C(24, 5, 96, 40, True, "HS", 2, 1, 1.0),
            C(40, 5, 240, 40, True, "HS", 1, 1, 1.0), C(40, 5, 120, 48, True, "HS", 1, 1, 1.0)]


def tv_model(name, quantizable=False):
    import torchvision.models as tvm
    import torchvision.models.quantization as tvq
    if name == "mobilenet_v2":
        return (tvq.mobilenet_v2(width_mult=0.35, num_classes=10, quantize=False) if quantizable else
                tvm.mobilenet_v2(width_mult=0.35, num_classes=10))
    from torchvision.models.mobilenetv3 import MobileNetV3
    from torchvision.models.quantization.mobilenetv3 import QuantizableInvertedResidual, QuantizableMobileNetV3
    if quantizable:   # (as torchvision.models.quantization.mobilenet_v3_large builds its model)
        return QuantizableMobileNetV3(mv3_setting(), 128, num_classes=10, block=QuantizableInvertedResidual)
    return MobileNetV3(mv3_setting(), 128, num_classes=10)


class Speech1d(nn.Module):
    """A 1-D convolutional keyword spotter: a strided conv1d over the frames, three
    depthwise-separable conv1d blocks, global average pooling, a linear layer."""

    def __init__(self, mfcc=10, ch=32, classes=12):
        super().__init__()
        layers = [nn.Sequential(nn.Conv1d(mfcc, ch, 5, 2, 2, bias=False), nn.BatchNorm1d(ch), nn.ReLU(inplace=True))]
        for _ in range(3):
            layers.append(nn.Sequential(nn.Conv1d(ch, ch, 3, 1, 1, groups=ch, bias=False), nn.BatchNorm1d(ch),
                                        nn.ReLU(inplace=True)))
            layers.append(nn.Sequential(nn.Conv1d(ch, ch, 1, bias=False), nn.BatchNorm1d(ch), nn.ReLU(inplace=True)))
        self.body = nn.Sequential(*layers)
        self.pool = nn.AdaptiveAvgPool1d(1)
        self.fc = nn.Linear(ch, classes)

    def forward(self, x):
        return self.fc(torch.flatten(self.pool(self.body(x)), 1))


def cbr(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class UNet(nn.Module):
    """A two-level U-Net: max pooling down, nearest upsampling (F.interpolate) up, each
    skip joined by torch.cat, a 1x1 convolution to the classes."""

    def __init__(self, cin=1, ch=8, classes=2):
        super().__init__()
        self.d1, self.d2, self.mid = cbr(cin, ch), cbr(ch, 2 * ch), cbr(2 * ch, 4 * ch)
        self.u2, self.u1 = cbr(6 * ch, 2 * ch), cbr(3 * ch, ch)
        self.out = nn.Conv2d(ch, classes, 1)

    def forward(self, x):
        a = self.d1(x)
        b = self.d2(F.max_pool2d(a, 2))
        m = self.mid(F.max_pool2d(b, 2))
        u = self.u2(torch.cat([F.interpolate(m, scale_factor=2, mode="nearest"), b], 1))
        u = self.u1(torch.cat([F.interpolate(u, scale_factor=2, mode="nearest"), a], 1))
        return self.out(u)


class Yolo(nn.Module):
    """A YOLO-style detector: a strided backbone (conv, BatchNorm, hardswish), a 1x1
    prediction convolution of 3 anchors x (4 box + 1 objectness + 2 classes), the head's
    `bs, _, ny, nx = p.shape' view to (bs, anchors, ny, nx, 7), and the sigmoid."""

    def __init__(self, anchors=3, outs=7):
        super().__init__()
        self.anchors, self.outs = anchors, outs

        def block(cin, cout):
            return nn.Sequential(nn.Conv2d(cin, cout, 3, 2, 1, bias=False), nn.BatchNorm2d(cout),
                                 nn.Hardswish(inplace=True))
        self.backbone = nn.Sequential(block(3, 8), block(8, 16), block(16, 32))
        self.pred = nn.Conv2d(32, anchors * outs, 1)

    def forward(self, x):
        p = self.pred(self.backbone(x))
        bs, _, ny, nx = p.shape
        p = p.view(bs, self.anchors, self.outs, ny, nx).permute(0, 1, 3, 4, 2).contiguous()
        return torch.sigmoid(p)


class YoloFx(Yolo):
    """The detector as FX graph mode traces it: symbolic tracing cannot unpack `p.shape'
    into names, so the sizes are read one by one (x.shape[0], as users write for FX)."""

    def forward(self, x):
        p = self.pred(self.backbone(x))
        p = p.view(p.shape[0], self.anchors, self.outs, p.shape[2], p.shape[3]).permute(0, 1, 3, 4, 2).contiguous()
        return torch.sigmoid(p)


CLASSES = {"speech1d": Speech1d, "unet": UNet, "yolo": Yolo}


def build(name, quantizable=False):
    torch.manual_seed(MODELS[name][1])
    m = tv_model(name, quantizable) if name.startswith("mobilenet") else CLASSES[name]()
    return seed_batchnorm(m)


def example_input(name):
    torch.manual_seed(100 + MODELS[name][1])
    return torch.randn(MODELS[name][0])


def calibrate(m, name):
    with torch.no_grad():
        for s in range(8):
            torch.manual_seed(1000 + s)
            m(torch.randn(MODELS[name][0]))


def build_int8(name):
    """The model after PyTorch 1.13's post-training static quantization (onednn engine,
    its default qconfig), its output the quantized tensor (the integers a program is
    compared with: the final dequantize left out).  torchvision's quantizable MobileNets:
    fuse_model, prepare, calibrate, convert in eager mode.  The others: FX graph mode
    (prepare_fx / convert_fx), which quantizes torch.cat, F.interpolate and the residual
    adds without changing the model.  The detector's final sigmoid stays float (its
    qconfig None, its input dequantized first): uc10 has no quantized sigmoid kernel
    (PyTorch's, with its fixed 1/256 output scale), and a build stops at such a call."""
    import torch.ao.quantization as tq
    torch.backends.quantized.engine = "onednn"
    if name.startswith("mobilenet"):
        m = build(name, quantizable=True)
        m.fuse_model()
        m.qconfig = tq.get_default_qconfig("onednn")
        tq.prepare(m, inplace=True)
        calibrate(m, name)
        tq.convert(m, inplace=True)
        m.dequant = nn.Identity()
        return m
    from torch.ao.quantization.quantize_fx import convert_fx, prepare_fx
    if name == "yolo":
        torch.manual_seed(MODELS[name][1])   # (build's seed: the same weights as the float detector)
        m = seed_batchnorm(YoloFx())
    else:
        m = build(name)
    qmap = tq.get_default_qconfig_mapping("onednn")
    if name == "yolo":
        qmap = qmap.set_object_type(torch.sigmoid, None)
    m = prepare_fx(m, qmap, (example_input(name),))
    calibrate(m, name)
    m = convert_fx(m)
    out = next(n for n in m.graph.nodes if n.op == "output")
    deq = out.args[0]
    if deq.op == "call_method" and deq.target == "dequantize":
        out.args = (deq.args[0],)
        m.graph.erase_node(deq)
        m.recompile()
    return m


def _export(name, int8=False):
    return (build_int8(name) if int8 else build(name)), (example_input(name),)


# The programs of examples/models/programs/ (tools/export/uc10_export.py
# examples/models/zoo.py:FUNC): (module, example inputs).
def mobilenet_v2(): return _export("mobilenet_v2")
def mobilenet_v3(): return _export("mobilenet_v3")
def speech1d(): return _export("speech1d")
def unet(): return _export("unet")
def yolo(): return _export("yolo")
def mobilenet_v2_int8(): return _export("mobilenet_v2", True)
def mobilenet_v3_int8(): return _export("mobilenet_v3", True)
def speech1d_int8(): return _export("speech1d", True)
def unet_int8(): return _export("unet", True)
def yolo_int8(): return _export("yolo", True)


if __name__ == "__main__":
    with torch.no_grad():
        for name in MODELS:
            m = build(name)
            y = m(example_input(name))
            n = sum(p.numel() for p in m.parameters())
            print("%-13s in %-16s out %-18s params %7d" % (name, tuple(MODELS[name][0]), tuple(y.shape), n))
