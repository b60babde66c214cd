#!/usr/bin/python3
# tutorial/model.py - step 10's model: an nn.Module as a user writes it, and the function the
# exporter calls (tools/export/uc10_export.py tutorial/model.py:classifier -o DIR).
import torch
import torch.nn as nn


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = nn.Linear(40, 64)
        self.out = nn.Linear(64, 4)

    def forward(self, x):
        h = torch.relu(self.hidden(torch.flatten(x, 1)))
        return torch.softmax(self.out(h), 1)


def classifier():
    """(module, example_inputs): the exporter traces the module on these inputs."""
    torch.manual_seed(0)
    return Classifier(), (torch.randn(1, 4, 10),)
