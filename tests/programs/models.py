#!/usr/bin/python3
# tests/programs/models.py - the models `make check' runs as programs (developer-side:
# tests/programs/*.m4 and *_data.[ch] are exported from them and committed):
#     /usr/bin/python3 tools/export/uc10_export.py tests/programs/models.py:FUNC -o tests/programs --name NAME
# (tests/programs/export.sh does all of them).  Each FUNC returns (module, example_inputs).
import torch
import torch.nn as nn


class MLP(nn.Module):
    """Two linear layers with a relu between: the smallest program with a reused slot."""

    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(16, 32)
        self.fc2 = nn.Linear(32, 8)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


def mlp():
    torch.manual_seed(1)
    return MLP(), (torch.randn(1, 16),)


class DemoCNN(nn.Module):
    """The demo firmware's CNN (demo/demo.c, tools/refdata/demo_model.py) as an nn.Module,
    with the demo's weights: conv2d 1->4 3x3 pad 1, relu, max_pool2d 2, flatten,
    linear 36->10, softmax."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(10)

        def r(*shape, scale=0.5):
            return (torch.rand(*shape) * 2 - 1) * scale
        self.x = r(1, 1, 6, 6, scale=1.0)
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.conv.weight.data, self.conv.bias.data = r(4, 1, 3, 3), r(4, scale=0.1)
        self.pool = nn.MaxPool2d(2)
        self.fc = nn.Linear(36, 10)
        self.fc.weight.data, self.fc.bias.data = r(10, 36, scale=0.3), r(10, scale=0.1)

    def forward(self, x):
        h = self.pool(torch.relu(self.conv(x)))
        return torch.softmax(self.fc(torch.flatten(h, 1)), 1)


def demo_cnn():
    m = DemoCNN()
    return m, (m.x,)


class QCNN(nn.Module):
    """The demo CNN's shape in int8, quantized by PyTorch's eager post-training flow
    (per-tensor weights, onednn): quantize, conv2d, relu, flatten, linear at
    QuantizedCPU (prepacked weights, exported as quantized_unpacked::), dequantize."""

    def __init__(self):
        super().__init__()
        import torch.ao.quantization as tq
        self.quant, self.dequant = tq.QuantStub(), tq.DeQuantStub()
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.relu = nn.ReLU()
        self.fc = nn.Linear(144, 10)

    def forward(self, x):
        h = self.relu(self.conv(self.quant(x)))
        return self.dequant(self.fc(torch.flatten(h, 1)))


def qcnn():
    import torch.ao.quantization as tq
    torch.manual_seed(3)
    torch.backends.quantized.engine = 'onednn'
    m = QCNN().eval()
    m.qconfig = tq.QConfig(activation=tq.MinMaxObserver.with_args(reduce_range=False),
                           weight=tq.default_weight_observer)
    tq.prepare(m, inplace=True)
    for _ in range(8):
        m(torch.randn(1, 1, 6, 6))
    tq.convert(m, inplace=True)
    return m, (torch.randn(1, 1, 6, 6),)


class Traced(nn.Module):
    """What the exporter works out of a trace (Note [Export-time values] in
    tools/export/uc10_export.py), in one program `make check' runs on every board
    without Python: sizes read from tensors (`x.shape[0]'), Python numbers (`* (1/6)',
    `+ 3.0': the Scalar overloads), a chunk (two slices) and a call with several
    results (native_batch_norm: UC10_CALL and two UC10_RESULT lines).  Few values:
    cortex-m0's 4 KB stack holds each value's tensor in the run function's frame."""

    def __init__(self):
        super().__init__()
        self.register_buffer('rm', torch.randn(2))
        self.register_buffer('rv', torch.rand(2) + 0.5)

    def forward(self, x):
        h = x.view(x.shape[0], -1) * (1 / 6) + 3.0
        a, g = torch.chunk(h, 2, 1)
        y, _, _ = torch.native_batch_norm((a * g).view(h.shape[0], 2, 2, 2), None, None, self.rm, self.rv,
                                          False, 0.1, 1e-5)
        return y


def traced():
    torch.manual_seed(4)
    return Traced(), (torch.randn(3, 4, 4),)
