#!/usr/bin/python3
# tools/export/tests/models.py - small models written the way PyTorch users write them,
# one for each thing the exporter has to work out of a trace (Note [Export-time values]
# in tools/export/uc10_export.py).  tools/export/tests/run.sh exports each, checks the
# program it wrote (or the report of what it could not), and runs the programs on the
# host against PyTorch's output.  Each FUNC returns (module, example_inputs).
import torch
import torch.nn as nn
import torch.nn.functional as F


class Shapes(nn.Module):
    """Sizes read from tensors: `x.shape[0]' in a view (aten::size.int, prim::NumToTensor,
    aten::Int.Tensor) and a detector head's `bs, _, ny, nx = p.shape' (aten::size and a
    prim::ListUnpack), all fixed once traced."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(2, 3 * 4, 1)
        self.fc = nn.Linear(3 * 4 * 3 * 3, 5)

    def forward(self, x):
        p = self.conv(x)
        bs, _, ny, nx = p.shape
        p = p.view(bs, 3, 4, ny, nx).permute(0, 1, 3, 4, 2).contiguous()
        return self.fc(p.view(p.shape[0], -1))


def shapes():
    torch.manual_seed(21)
    return Shapes(), (torch.randn(2, 2, 3, 3),)


class Scalars(nn.Module):
    """Python numbers as operands: `x * (1/6)' and `x + 3.0' (the Scalar overloads),
    the hand-written hard sigmoid of MobileNetV3 (relu6(x + 3) / 6 as hardtanh and a
    multiplication), and `x - 1.5' (a number that becomes a 0-dim constant when no
    library registers the operator's Scalar overload)."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 8)

    def forward(self, x):
        h = self.fc(x) * (1 / 6) + 3.0
        h = F.hardtanh(h + 3.0, 0.0, 6.0) * (1 / 6)
        return h - 1.5


def scalars():
    torch.manual_seed(22)
    return Scalars(), (torch.randn(2, 8),)


class Chunks(nn.Module):
    """A gated linear unit as users write it: torch.chunk into two halves (a call with
    several results, each a view: one aten::slice.Tensor a half), one gating the other."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(6, 16)
        self.out = nn.Linear(8, 3)

    def forward(self, x):
        a, b = torch.chunk(self.fc(x), 2, dim=1)
        return self.out(a * torch.sigmoid(b))


def chunks():
    torch.manual_seed(23)
    return Chunks(), (torch.randn(4, 6),)


class Recurrent(nn.Module):
    """An LSTM voice-activity detector's core: nn.LSTM builds its zero initial state
    from aten::size of its input (fixed once traced) and returns three tensors (one
    call, UC10_CALL and two UC10_RESULT lines)."""

    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 5, batch_first=True)
        self.fc = nn.Linear(5, 2)

    def forward(self, x):
        o, (h, c) = self.lstm(x)
        return self.fc(h[-1])


def recurrent():
    torch.manual_seed(24)
    return Recurrent(), (torch.randn(1, 3, 4),)


class Unsupported(nn.Module):
    """Several things no program can do, to check that the exporter reports all of
    them at once: two operators no operator library registers (one of them called
    twice) and a model that returns two tensors."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        h = torch.cumsum(self.fc(x), 1)
        h = torch.flip(h, [1]) + torch.cumsum(x, 1)
        return h, x


def unsupported():
    torch.manual_seed(25)
    return Unsupported(), (torch.randn(2, 4),)


class Results(nn.Module):
    """A call with several results: native_batch_norm returns the output, and the
    saved mean and inverse standard deviation (empty in eval mode): one UC10_CALL and
    two UC10_RESULT lines, planned as one buffer."""

    def __init__(self):
        super().__init__()
        self.register_buffer('w', torch.rand(3) + 0.5)
        self.register_buffer('b', torch.randn(3))
        self.register_buffer('rm', torch.randn(3))
        self.register_buffer('rv', torch.rand(3) + 0.5)

    def forward(self, x):
        y, mean, invstd = torch.native_batch_norm(x, self.w, self.b, self.rm, self.rv, False, 0.1, 1e-5)
        return torch.relu(y)


def results():
    torch.manual_seed(26)
    return Results(), (torch.randn(2, 3, 4, 4),)


class Upsample(nn.Module):
    """F.interpolate by a scale factor: aten::upsample_nearest2d.vec with a float[] of
    factors, which the program spells out as the aten::upsample_nearest2d call PyTorch's
    composite makes (Note [Spelled-out overloads])."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(2, 3, 3, padding=1)

    def forward(self, x):
        return F.interpolate(self.conv(x), scale_factor=2, mode='nearest')


def upsample():
    torch.manual_seed(27)
    return Upsample(), (torch.randn(1, 2, 4, 5),)


def qconv1d():
    """nn.quantized.Conv1d (eager static quantization): one row of a 2-d convolution
    between an unsqueeze and a squeeze, as PyTorch runs it (Note [Quantized 1-d
    convolution])."""
    import torch.ao.quantization as tq
    torch.backends.quantized.engine = 'onednn'
    torch.manual_seed(28)
    m = nn.Sequential(tq.QuantStub(), nn.Conv1d(4, 6, 3, stride=2, padding=1), nn.ReLU(), tq.DeQuantStub()).eval()
    tq.fuse_modules(m, [['1', '2']], inplace=True)
    m.qconfig = tq.get_default_qconfig('onednn')
    tq.prepare(m, inplace=True)
    for _ in range(4):
        m(torch.randn(1, 4, 11))
    tq.convert(m, inplace=True)
    return m, (torch.randn(1, 4, 11),)
