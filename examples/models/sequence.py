"""examples/models/sequence.py - sequence models users bring to microcontrollers, for the
exporter (tools/export/uc10_export.py MODEL.py:FUNC; developer-side, PyTorch 1.13):

  lstm_vad         a voice-activity detector: two stacked nn.LSTM layers (batch_first) over
                   20 frames of 13 MFCCs, a per-frame speech probability (linear, sigmoid);
  kws_transformer  a keyword-spotting transformer (KWT-style): 16 spectrogram patches
                   embedded, a learned position embedding, one encoder block
                   (nn.MultiheadAttention, LayerNorm, GELU feed-forward), mean-pooled, 12
                   keywords;
  lstm_vad_dynamic the detector through quantize_dynamic (int8 LSTM and linear layer);
  self_attention   nn.MultiheadAttention sequence first (its traced Python path: bmm, ...);
  gru_kws          a bidirectional nn.GRU keyword spotter.

Exported beside the other programs:
    /usr/bin/python3 tools/export/uc10_export.py examples/models/sequence.py:lstm_vad -o examples/models/programs
    /usr/bin/python3 tools/export/uc10_export.py examples/models/sequence.py:kws_transformer -o examples/models/programs
and checked with make [PORT=cortex-m4f] PROGRAM=examples/models/programs/lstm_vad.m4 program-check.
Weights are random (seeded): the programs check uc10 against PyTorch, not a trained
model's accuracy.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F


class LSTMVAD(nn.Module):
    def __init__(self, feat=13, hidden=32):
        super().__init__()
        self.lstm = nn.LSTM(feat, hidden, num_layers=2, batch_first=True)
        self.fc = nn.Linear(hidden, 1)

    def forward(self, x):
        y, _ = self.lstm(x)
        return torch.sigmoid(self.fc(y))


class EncoderBlock(nn.Module):
    """A post-norm transformer encoder block, as nn.TransformerEncoderLayer computes it
    (written out: the layer itself traces to one fused operator in eval)."""

    def __init__(self, d=32, heads=4, ff=64):
        super().__init__()
        self.attn = nn.MultiheadAttention(d, heads, batch_first=True)
        self.norm1 = nn.LayerNorm(d)
        self.norm2 = nn.LayerNorm(d)
        self.ff1 = nn.Linear(d, ff)
        self.ff2 = nn.Linear(ff, d)

    def forward(self, x):
        a, _ = self.attn(x, x, x, need_weights=False)
        x = self.norm1(x + a)
        return self.norm2(x + self.ff2(F.gelu(self.ff1(x))))


class KWT(nn.Module):
    def __init__(self, patches=16, patch=40, d=32, classes=12):
        super().__init__()
        self.embed = nn.Linear(patch, d)
        self.pos = nn.Parameter(torch.randn(1, patches, d) * 0.1)
        self.block = EncoderBlock(d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        x = self.block(self.embed(x) + self.pos)
        return self.head(x.mean(1))


def lstm_vad():
    torch.manual_seed(0)
    return LSTMVAD(), (torch.randn(1, 20, 13),)


def kws_transformer():
    torch.manual_seed(0)
    return KWT(), (torch.randn(1, 16, 40),)


def lstm_vad_dynamic():
    """lstm_vad dynamically quantized as users do it for recurrent models (quantize_dynamic of
    its nn.LSTM and nn.Linear: int8 weights, each activation's scale chosen at run time)."""
    m, inputs = lstm_vad()
    return torch.ao.quantization.quantize_dynamic(m.eval(), {nn.LSTM, nn.Linear}, dtype=torch.qint8), inputs


class SelfAttention(nn.Module):
    """nn.MultiheadAttention as it comes (sequence first, batch_first=False): PyTorch 1.13
    traces its Python path (linear, chunk, views, bmm, softmax), not the fused operator."""

    def __init__(self, d=32, heads=4):
        super().__init__()
        self.attn = nn.MultiheadAttention(d, heads)

    def forward(self, x):
        return self.attn(x, x, x)[0]


def self_attention():
    torch.manual_seed(0)
    return SelfAttention(), (torch.randn(16, 1, 32),)


class GRUKWS(nn.Module):
    """A keyword spotter over 49 frames of 10 MFCCs: a bidirectional nn.GRU (sequence first),
    its last step's state classified into 12 keywords."""

    def __init__(self, feat=10, hidden=24, classes=12):
        super().__init__()
        self.gru = nn.GRU(feat, hidden, bidirectional=True)
        self.fc = nn.Linear(2 * hidden, classes)

    def forward(self, x):
        y, _ = self.gru(x)
        return self.fc(y[-1])


def gru_kws():
    torch.manual_seed(0)
    return GRUKWS(), (torch.randn(49, 1, 10),)
