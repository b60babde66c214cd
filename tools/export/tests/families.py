#!/usr/bin/python3
# tools/export/tests/families.py - the model families people deploy on microcontrollers,
# at MCU sizes, written the way PyTorch users write them (torchvision's own model code
# where it has one), float and int8.  Developer-side: tools/export/tests/families.sh
# exports each and prints what stops it, so that the table in the exporter's report
# can be made again.  Each FUNC returns (module, example_inputs).
import torch
import torch.nn as nn
import torch.nn.functional as F


def _tv():
    import torchvision
    return torchvision


def mobilenet_v2():
    torch.manual_seed(31)
    return _tv().models.mobilenet_v2(width_mult=0.35, num_classes=10), (torch.randn(1, 3, 32, 32),)


def mobilenet_v3():
    torch.manual_seed(32)
    return _tv().models.mobilenet_v3_small(num_classes=10), (torch.randn(1, 3, 32, 32),)


def shufflenet_v2():
    torch.manual_seed(33)
    return _tv().models.shufflenet_v2_x0_5(num_classes=10), (torch.randn(1, 3, 32, 32),)


def squeezenet():
    torch.manual_seed(34)
    return _tv().models.squeezenet1_1(num_classes=10), (torch.randn(1, 3, 64, 64),)


def mnasnet():
    torch.manual_seed(35)
    return _tv().models.mnasnet0_5(num_classes=10), (torch.randn(1, 3, 32, 32),)


class Speech1d(nn.Module):
    """A 1-D convolutional keyword spotter (conv1d, batch norm, relu, global pool)."""

    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Conv1d(10, 16, 3, padding=1), nn.BatchNorm1d(16), nn.ReLU(inplace=True),
                                  nn.Conv1d(16, 16, 3, padding=1, groups=16), nn.ReLU6(inplace=True))
        self.fc = nn.Linear(16, 4)

    def forward(self, x):
        return self.fc(F.adaptive_avg_pool1d(self.body(x), 1).flatten(1))


def speech1d():
    torch.manual_seed(36)
    return Speech1d(), (torch.randn(1, 10, 49),)


class Vad(nn.Module):
    """An LSTM voice-activity detector."""

    def __init__(self, cell=nn.LSTM):
        super().__init__()
        self.rnn = cell(8, 16, batch_first=True)
        self.fc = nn.Linear(16, 2)

    def forward(self, x):
        o = self.rnn(x)[0]
        return self.fc(o[:, -1])


def lstm_vad():
    torch.manual_seed(37)
    return Vad(), (torch.randn(1, 10, 8),)


def gru_vad():
    torch.manual_seed(38)
    return Vad(nn.GRU), (torch.randn(1, 10, 8),)


def lstm_vad_int8():
    torch.manual_seed(37)
    m = Vad().eval()
    return torch.ao.quantization.quantize_dynamic(m, {nn.LSTM, nn.Linear}, dtype=torch.qint8), \
        (torch.randn(1, 10, 8),)


class Kwt(nn.Module):
    """A keyword transformer: patch embedding, one encoder layer (multi-head attention,
    layer norm, GELU), class token."""

    def __init__(self):
        super().__init__()
        self.embed = nn.Linear(10, 32)
        self.cls = nn.Parameter(torch.zeros(1, 1, 32))
        self.enc = nn.TransformerEncoderLayer(32, 4, 64, dropout=0.0, activation='gelu', batch_first=True)
        self.fc = nn.Linear(32, 4)

    def forward(self, x):
        h = self.embed(x)
        h = torch.cat([self.cls.expand(x.shape[0], -1, -1), h], 1)
        return self.fc(self.enc(h)[:, 0])


def kwt():
    torch.manual_seed(39)
    return Kwt(), (torch.randn(1, 16, 10),)


class UNet(nn.Module):
    """A two-level U-Net: max pool down, nearest upsample, skip by concatenation."""

    def __init__(self):
        super().__init__()
        self.d1 = nn.Sequential(nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(inplace=True))
        self.d2 = nn.Sequential(nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(inplace=True))
        self.u1 = nn.Sequential(nn.Conv2d(24, 8, 3, padding=1), nn.ReLU(inplace=True))
        self.out = nn.Conv2d(8, 2, 1)

    def forward(self, x):
        a = self.d1(x)
        b = self.d2(F.max_pool2d(a, 2))
        u = F.interpolate(b, scale_factor=2, mode='nearest')
        return self.out(self.u1(torch.cat([u, a], 1)))


def unet():
    torch.manual_seed(40)
    return UNet(), (torch.randn(1, 1, 16, 16),)


class Yolo(nn.Module):
    """A YOLO-style detector head: a small backbone, a 1x1 prediction conv, the
    `bs, _, ny, nx = p.shape' reshape and sigmoid of the outputs."""

    def __init__(self):
        super().__init__()
        self.backbone = nn.Sequential(nn.Conv2d(3, 8, 3, 2, 1), nn.BatchNorm2d(8), nn.SiLU(inplace=True),
                                      nn.Conv2d(8, 16, 3, 2, 1), nn.BatchNorm2d(16), nn.LeakyReLU(0.1, inplace=True))
        self.pred = nn.Conv2d(16, 3 * 7, 1)

    def forward(self, x):
        p = self.pred(self.backbone(x))
        bs, _, ny, nx = p.shape
        p = p.view(bs, 3, 7, ny, nx).permute(0, 1, 3, 4, 2).contiguous()
        return torch.sigmoid(p)


def yolo():
    torch.manual_seed(41)
    return Yolo(), (torch.randn(1, 3, 32, 32),)


def _eager_int8(m, shape, n=4):
    import torch.ao.quantization as tq
    torch.backends.quantized.engine = 'onednn'
    m.eval()
    m.fuse_model() if hasattr(m, 'fuse_model') else None
    m.qconfig = tq.get_default_qconfig('onednn')
    tq.prepare(m, inplace=True)
    for _ in range(n):
        m(torch.randn(*shape))
    tq.convert(m, inplace=True)
    return m, (torch.randn(*shape),)


def mobilenet_v2_int8():
    torch.manual_seed(42)
    tvq = _tv().models.quantization
    return _eager_int8(tvq.mobilenet_v2(width_mult=0.35, num_classes=10, quantize=False), (1, 3, 32, 32))


def mobilenet_v3_int8():
    torch.manual_seed(43)
    tvq = _tv().models.quantization
    return _eager_int8(tvq.mobilenet_v3_large(num_classes=10, quantize=False), (1, 3, 32, 32))


def shufflenet_v2_int8():
    torch.manual_seed(44)
    tvq = _tv().models.quantization
    return _eager_int8(tvq.shufflenet_v2_x0_5(num_classes=10, quantize=False), (1, 3, 32, 32))


class YoloFx(Yolo):
    """The detector head with its sizes read one by one (FX's symbolic tracing cannot
    unpack `p.shape')."""

    def forward(self, x):
        p = self.pred(self.backbone(x))
        p = p.view(p.shape[0], 3, 7, p.shape[2], p.shape[3]).permute(0, 1, 3, 4, 2).contiguous()
        return torch.sigmoid(p)


def yolo_int8_fx():
    """FX graph-mode static quantization of the detector head."""
    from torch.ao.quantization import get_default_qconfig_mapping
    from torch.ao.quantization.quantize_fx import convert_fx, prepare_fx
    torch.backends.quantized.engine = 'onednn'
    torch.manual_seed(41)
    m, x = YoloFx().eval(), torch.randn(1, 3, 32, 32)
    p = prepare_fx(m, get_default_qconfig_mapping('onednn'), (x,))
    for _ in range(4):
        p(torch.randn_like(x))
    return convert_fx(p), (x,)
