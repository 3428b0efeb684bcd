from __future__ import annotations

import torch
from torch import nn

from playground.engine.train.models import (
    MLP,
    TUTORIAL_BATCH,
    TUTORIAL_IN,
    TUTORIAL_OUT,
    TutorialNet,
    build_mlp,
    named_trainable_parameters,
    tutorial_data,
)
from tests.engine.train.relu_function import MyReLU


class Activation(nn.Module):
    def forward(self, x):
        return MyReLU.apply(x)


class ScaledActivation(nn.Module):
    """An activation with a parameter of its own, per feature."""

    def __init__(self, features):
        super().__init__()
        self.slope = nn.Parameter(torch.ones(features))

    def forward(self, x):
        return MyReLU.apply(x) * self.slope


class MyLinear(nn.Module):
    def __init__(self, inputs, outputs):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(outputs, inputs) / inputs**0.5)

    def forward(self, x):
        return x @ self.weight.t()


def names(model):
    return [name for name, _ in model.named_parameters()]


def test_mlp_names_are_readable_and_in_order():
    model = build_mlp(1, 1, width=8, depth=2, activation_factory=lambda n: Activation())
    assert names(model) == ["fc1.weight", "fc1.bias", "fc2.weight", "fc2.bias", "out.weight", "out.bias"]
    assert [name for name, _ in model.named_children()] == ["fc1", "act1", "fc2", "act2", "out"]


def test_mlp_depth_and_width_shape_the_layers():
    model = build_mlp(2, 3, width=5, depth=4, activation_factory=lambda n: Activation())
    shapes = {name: tuple(p.shape) for name, p in model.named_parameters()}
    assert shapes["fc1.weight"] == (5, 2) and shapes["fc4.weight"] == (5, 5) and shapes["out.weight"] == (3, 5)
    assert "fc5.weight" not in shapes
    assert len(model.activations) == 4
    assert model(torch.randn(7, 2)).shape == (7, 3)


def test_the_activation_factory_gets_the_width_and_its_parameters_train():
    asked = []

    def factory(features):
        asked.append(features)
        return ScaledActivation(features)

    model = build_mlp(1, 1, width=6, depth=2, activation_factory=factory)
    assert asked == [6, 6]
    assert "act1.slope" in names(model) and "act2.slope" in names(model)


def test_the_mlp_applies_the_activation_between_layers():
    model = build_mlp(1, 1, width=4, depth=1, activation_factory=lambda n: Activation())
    x = torch.randn(10, 1)
    expected = model.out(model.fc1(x).clamp(min=0))
    torch.testing.assert_close(model(x), expected, rtol=0, atol=0)


def test_layer_mode_puts_the_users_module_in_the_hidden_layers():
    model = MLP(2, 4, 3, 2, lambda n: nn.Tanh(), layer_factory=MyLinear)
    assert names(model) == ["fc1.weight", "fc1.bias", "custom2.weight", "custom3.weight", "out.weight", "out.bias"]
    assert isinstance(model.custom2, MyLinear)
    assert model(torch.randn(5, 2)).shape == (5, 2)


def test_layer_mode_has_at_least_one_user_layer():
    model = MLP(1, 4, 1, 1, lambda n: nn.Tanh(), layer_factory=MyLinear)
    assert "custom2.weight" in names(model)


def test_tutorial_net_is_the_tutorials_two_layer_net():
    torch.manual_seed(0)
    model = TutorialNet(Activation())
    assert names(model) == ["w1", "w2"]
    assert tuple(model.w1.shape) == (TUTORIAL_IN, 100) and tuple(model.w2.shape) == (100, TUTORIAL_OUT)
    x, y = tutorial_data()
    assert x.shape == (TUTORIAL_BATCH, TUTORIAL_IN) and y.shape == (TUTORIAL_BATCH, TUTORIAL_OUT)
    expected = MyReLU.apply(x.mm(model.w1)).mm(model.w2)
    torch.testing.assert_close(model(x), expected, rtol=0, atol=0)


def test_tutorial_weights_are_the_tutorials_draws_stored_column_major():
    torch.manual_seed(2)
    model = TutorialNet(Activation())
    torch.manual_seed(2)
    w1, w2 = torch.randn(TUTORIAL_IN, 100), torch.randn(100, TUTORIAL_OUT)
    assert torch.equal(model.w1, w1) and torch.equal(model.w2, w2)
    assert model.w1.stride() == (1, TUTORIAL_IN) and model.w2.stride() == (1, 100)


def test_tutorial_weights_are_standard_normal_like_the_tutorials():
    torch.manual_seed(1)
    model = TutorialNet(Activation())
    assert abs(model.w1.std().item() - 1.0) < 0.02 and abs(model.w1.mean().item()) < 0.02


def test_frozen_parameters_are_not_trainable():
    model = build_mlp(1, 1, width=3, depth=1, activation_factory=lambda n: Activation())
    model.fc1.bias.requires_grad_(False)
    assert "fc1.bias" not in [name for name, _ in named_trainable_parameters(model)]
