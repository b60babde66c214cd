#!/usr/bin/python3
# tools/export/tests/tv_models.py - torchvision 0.14's own classification models at
# MCU sizes (10 classes, 32x32 or 64x64 input, the smallest widths), float and int8 (the
# quantizable versions of torchvision.models.quantization, fused and converted in eager
# mode with the onednn engine), as a user takes them from torchvision.  Developer-side:
# tools/export/tests/torchvision.sh (make export-torchvision) exports each and runs it
# on the host against PyTorch.  Nothing is downloaded: PyTorch's initialisation under a
# fixed seed, every BatchNorm given seeded statistics (an identity BatchNorm would test
# nothing), seeded inputs.  Each FUNC returns (module, example_inputs).
import torch
import torch.nn as nn


def _seeded(m, seed):
    with torch.no_grad():
        for mod in m.modules():
            if isinstance(mod, nn.BatchNorm2d):
                c = mod.num_features
                mod.running_mean.copy_(torch.randn(c) * 0.2)
                mod.running_var.copy_(torch.rand(c) + 0.5)
                mod.weight.copy_(torch.rand(c) + 0.5)
                mod.bias.copy_(torch.randn(c) * 0.2)
    torch.manual_seed(100 + seed)
    return m.eval()


def _float(builder, seed, size=32, **kw):
    torch.manual_seed(seed)
    m = _seeded(builder(num_classes=10, **kw), seed)
    return m, (torch.randn(1, 3, size, size),)


def _int8(builder, seed, size=32, **kw):
    """torchvision's quantizable model: fuse_model, prepare, calibrate, convert; its
    output the quantized tensor (the final dequantize left out)."""
    import torch.ao.quantization as tq
    torch.backends.quantized.engine = 'onednn'
    torch.manual_seed(seed)
    m = _seeded(builder(num_classes=10, quantize=False, **kw), seed)
    m.fuse_model()
    m.qconfig = tq.get_default_qconfig('onednn')
    tq.prepare(m, inplace=True)
    with torch.no_grad():
        for s in range(4):
            torch.manual_seed(1000 + s)
            m(torch.randn(1, 3, size, size))
    tq.convert(m, inplace=True)
    m.dequant = nn.Identity()
    torch.manual_seed(100 + seed)
    return m, (torch.randn(1, 3, size, size),)


def _tv():
    import torchvision.models
    return torchvision.models


def _tvq():
    import torchvision.models.quantization
    return torchvision.models.quantization


def mobilenet_v2(): return _float(_tv().mobilenet_v2, 61, width_mult=0.35)
def mobilenet_v3_small(): return _float(_tv().mobilenet_v3_small, 62)
def shufflenet_v2(): return _float(_tv().shufflenet_v2_x0_5, 63)
def squeezenet(): return _float(_tv().squeezenet1_1, 64, 64)
def mnasnet(): return _float(_tv().mnasnet0_5, 65)
def mobilenet_v2_int8(): return _int8(_tvq().mobilenet_v2, 61, width_mult=0.35)
def mobilenet_v3_large_int8(): return _int8(_tvq().mobilenet_v3_large, 66)
# (shufflenet_v2_x0_5's quantizable version does not run in PyTorch 1.13 with the onednn
# engine: its x.mean([2, 3]) of a quantized channels_last tensor fails in PyTorch,
# "required rank 4 tensor to use channels_last format"; torchvision 0.14 has no
# quantizable SqueezeNet or MNASNet.)
