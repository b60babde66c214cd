#!/usr/bin/python3
# examples/models/models.py - the four MLPerf Tiny reference architectures written in
# PyTorch 1.13 the way a user writes them (nn.Conv2d, nn.BatchNorm2d/1d, nn.ReLU/ReLU6,
# nn.AvgPool2d/AdaptiveAvgPool2d, nn.Linear, nn.Dropout), in eval mode.  Developer-side
# only: the firmware never runs Python.  Nothing is downloaded: the weights are PyTorch's
# default initialisation under a fixed seed, and every BatchNorm gets seeded, non-trivial
# running statistics and affine parameters so that BatchNorm really changes the values
# (a freshly built BN layer is the identity in eval mode and would test nothing).
#
#   build(name)  -> the model, eval mode, seeded
#   build_int8(name) -> the model after PyTorch's post-training static quantization
#   example_input(name) -> a seeded input of the model's shape
#   MODELS       -> {name: input shape}
#   ds_cnn(), ds_cnn_int8(), ... -> (module, example inputs), what
#                   tools/export/uc10_export.py exports (examples/models/programs/export.sh)
#
# The layers are grouped conv/bn/relu in nn.Sequential blocks (module names "0", "1", "2")
# so that torch.ao.quantization.fuse_modules and FX graph mode quantization find them.
import torch
import torch.nn as nn

MODELS = {
    "ds_cnn": (1, 1, 49, 10),          # keyword spotting: 49 frames x 10 MFCC
    "mobilenet_v1": (1, 3, 96, 96),    # visual wake words, width multiplier 0.25
    "resnet8": (1, 3, 32, 32),         # CIFAR-10 image classification
    "autoencoder": (1, 640),           # anomaly detection: 5 frames x 128 mel bins
}


def conv_bn(cin, cout, k, stride=1, padding=0, groups=1, act=nn.ReLU):
    layers = [nn.Conv2d(cin, cout, k, stride, padding, groups=groups, bias=False),
              nn.BatchNorm2d(cout)]
    if act is not None:
        layers.append(act())
    return nn.Sequential(*layers)


class DSCNN(nn.Module):
    """DS-CNN (Zhang et al., "Hello Edge"), the MLPerf Tiny keyword spotting model:
    a 10x4 stride-2 convolution, four depthwise-separable blocks of 64 channels,
    average pooling over the whole 25x5 map, 12 classes."""

    def __init__(self, classes=12, ch=64):
        super().__init__()
        self.conv1 = nn.Sequential(nn.Conv2d(1, ch, (10, 4), (2, 2), (5, 1)),
                                   nn.BatchNorm2d(ch), nn.ReLU())
        self.drop1 = nn.Dropout(0.2)
        blocks = []
        for _ in range(4):
            blocks.append(conv_bn(ch, ch, 3, 1, 1, groups=ch))   # depthwise
            blocks.append(conv_bn(ch, ch, 1))                    # pointwise
        self.blocks = nn.Sequential(*blocks)
        self.drop2 = nn.Dropout(0.4)
        self.pool = nn.AvgPool2d((25, 5))
        self.fc = nn.Linear(ch, classes)

    def forward(self, x):
        x = self.drop1(self.conv1(x))
        x = self.drop2(self.blocks(x))
        x = self.pool(x)
        return self.fc(torch.flatten(x, 1))


class MobileNetV1(nn.Module):
    """MobileNetV1 with width multiplier 0.25 (Howard et al.), the MLPerf Tiny visual
    wake words model: 96x96 RGB in, 2 classes (person / no person)."""

    # (output channels at width 1.0, stride) of the 13 depthwise-separable blocks
    CFG = [(64, 1), (128, 2), (128, 1), (256, 2), (256, 1), (512, 2),
           (512, 1), (512, 1), (512, 1), (512, 1), (512, 1), (1024, 2), (1024, 1)]

    def __init__(self, classes=2, alpha=0.25):
        super().__init__()
        c = int(32 * alpha)
        layers = [conv_bn(3, c, 3, 2, 1, act=nn.ReLU6)]
        for cout, s in self.CFG:
            cout = int(cout * alpha)
            layers.append(conv_bn(c, c, 3, s, 1, groups=c, act=nn.ReLU6))  # depthwise
            layers.append(conv_bn(c, cout, 1, act=nn.ReLU6))              # pointwise
            c = cout
        self.features = nn.Sequential(*layers)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.drop = nn.Dropout(0.1)
        self.fc = nn.Linear(c, classes)

    def forward(self, x):
        x = self.pool(self.features(x))
        return self.fc(self.drop(torch.flatten(x, 1)))


class BasicBlock(nn.Module):
    """ResNet-8's residual stack: two 3x3 conv/bn, the first may stride; a 1x1 strided
    convolution on the shortcut when the shape changes (as the MLPerf Tiny model)."""

    def __init__(self, cin, cout, stride):
        super().__init__()
        self.conv1 = conv_bn(cin, cout, 3, stride, 1)
        self.conv2 = conv_bn(cout, cout, 3, 1, 1, act=None)
        self.shortcut = None
        if stride != 1 or cin != cout:
            self.shortcut = nn.Conv2d(cin, cout, 1, stride)
        self.relu = nn.ReLU()

    def forward(self, x):
        y = self.conv2(self.conv1(x))
        s = x if self.shortcut is None else self.shortcut(x)
        return self.relu(y + s)


class ResNet8(nn.Module):
    """ResNet-8, the MLPerf Tiny image classification model (CIFAR-10)."""

    def __init__(self, classes=10):
        super().__init__()
        self.stem = conv_bn(3, 16, 3, 1, 1)
        self.stack1 = BasicBlock(16, 16, 1)
        self.stack2 = BasicBlock(16, 32, 2)
        self.stack3 = BasicBlock(32, 64, 2)
        self.pool = nn.AvgPool2d(8)
        self.fc = nn.Linear(64, classes)

    def forward(self, x):
        x = self.stack3(self.stack2(self.stack1(self.stem(x))))
        return self.fc(torch.flatten(self.pool(x), 1))


def fc_bn(cin, cout):
    return nn.Sequential(nn.Linear(cin, cout), nn.BatchNorm1d(cout), nn.ReLU())


class AutoEncoder(nn.Module):
    """The MLPerf Tiny anomaly detection model: a fully connected autoencoder
    640-128-128-128-128-8-128-128-128-128-640 with BatchNorm and ReLU."""

    def __init__(self, n=640, h=128, z=8):
        super().__init__()
        self.encoder = nn.Sequential(fc_bn(n, h), fc_bn(h, h), fc_bn(h, h), fc_bn(h, h),
                                     fc_bn(h, z))
        self.decoder = nn.Sequential(fc_bn(z, h), fc_bn(h, h), fc_bn(h, h), fc_bn(h, h))
        self.out = nn.Linear(h, n)

    def forward(self, x):
        return self.out(self.decoder(self.encoder(x)))


CLASSES = {"ds_cnn": DSCNN, "mobilenet_v1": MobileNetV1, "resnet8": ResNet8,
           "autoencoder": AutoEncoder}
SEEDS = {"ds_cnn": 1, "mobilenet_v1": 2, "resnet8": 3, "autoencoder": 4}


def build(name):
    torch.manual_seed(SEEDS[name])
    m = CLASSES[name]()
    with torch.no_grad():
        for mod in m.modules():
            if isinstance(mod, (nn.BatchNorm1d, nn.BatchNorm2d)):
                c = mod.num_features
                mod.running_mean.copy_(torch.randn(c) * 0.2)
                mod.running_var.copy_(torch.rand(c) + 0.5)
                mod.weight.copy_(torch.rand(c) + 0.5)
                mod.bias.copy_(torch.randn(c) * 0.2)
    return m.eval()


def example_input(name):
    torch.manual_seed(100 + SEEDS[name])
    return torch.randn(MODELS[name])


# Post-training static quantization, PyTorch 1.13's own flow with the onednn engine's
# default qconfig (per-channel weights): the modules fuse_modules fuses (conv or linear,
# BatchNorm, ReLU as the model groups them; PyTorch 1.13 fuses Linear + BatchNorm1d but not
# the ReLU after them, nor a ReLU6), prepare, calibration on seeded inputs, convert.
FUSE = {
    "ds_cnn": [["conv1.0", "conv1.1", "conv1.2"]] +
              [["blocks.%d.0" % i, "blocks.%d.1" % i, "blocks.%d.2" % i] for i in range(8)],
    "autoencoder": [["encoder.%d.0" % i, "encoder.%d.1" % i] for i in range(5)] +
                   [["decoder.%d.0" % i, "decoder.%d.1" % i] for i in range(4)],
    "mobilenet_v1": [["features.%d.0" % i, "features.%d.1" % i] for i in range(27)],
}


def calibrate(m, name):
    with torch.no_grad():
        for s in range(8):
            torch.manual_seed(1000 + s)
            m(torch.randn(MODELS[name]))


def build_int8(name, qconfig="onednn"):
    """The model quantized, returning its quantized output (the integers a program is
    compared with, its DeQuantStub left out).  ResNet-8 goes through FX graph mode
    (prepare_fx / convert_fx): eager mode cannot quantize its residual `y + s` without
    changing the model (FloatFunctional)."""
    import torch.ao.quantization as tq
    torch.backends.quantized.engine = "onednn"
    if name not in FUSE:
        from torch.ao.quantization.quantize_fx import convert_fx, prepare_fx
        m = prepare_fx(build(name), tq.get_default_qconfig_mapping(qconfig), (example_input(name),))
        calibrate(m, name)
        m = convert_fx(m)
        out = next(n for n in m.graph.nodes if n.op == "output")
        deq = out.args[0]
        assert deq.op == "call_method" and deq.target == "dequantize", deq
        out.args = (deq.args[0],)
        m.graph.erase_node(deq)
        m.recompile()
        return m
    m = tq.QuantWrapper(build(name)).eval()
    tq.fuse_modules(m.module, FUSE[name], inplace=True)
    m.qconfig = tq.get_default_qconfig(qconfig)
    tq.prepare(m, inplace=True)
    calibrate(m, name)
    tq.convert(m, inplace=True)
    m.dequant = nn.Identity()
    return m


# The programs of examples/models/programs/ (tools/export/uc10_export.py
# examples/models/models.py:FUNC): (module, example inputs).
def ds_cnn(): return build("ds_cnn"), (example_input("ds_cnn"),)
def mobilenet_v1(): return build("mobilenet_v1"), (example_input("mobilenet_v1"),)
def resnet8(): return build("resnet8"), (example_input("resnet8"),)
def autoencoder(): return build("autoencoder"), (example_input("autoencoder"),)
def ds_cnn_int8(): return build_int8("ds_cnn"), (example_input("ds_cnn"),)
def mobilenet_v1_int8(): return build_int8("mobilenet_v1"), (example_input("mobilenet_v1"),)
def resnet8_int8(): return build_int8("resnet8"), (example_input("resnet8"),)
def autoencoder_int8(): return build_int8("autoencoder"), (example_input("autoencoder"),)


if __name__ == "__main__":
    with torch.no_grad():
        for name in MODELS:
            m = build(name)
            y = m(example_input(name))
            n = sum(p.numel() for p in m.parameters())
            print("%-13s in %-16s out %-9s params %7d argmax %d" %
                  (name, tuple(MODELS[name]), tuple(y.shape), n, int(y.argmax())))
