"""Autograd examples as their authors published them, pasted as a reader pastes them."""

# torch.Tensor.register_hook's docstring (the installed torch's), its output after a blank line.
REGISTER_HOOK = """\
>>> v = torch.tensor([0., 0., 0.], requires_grad=True)
>>> h = v.register_hook(lambda grad: grad * 2)  # double the gradient
>>> v.backward(torch.tensor([1., 2., 3.]))
>>> v.grad

 2
 4
 6
[torch.FloatTensor of size (3,)]

>>> h.remove()  # removes the hook
"""

# d2l.ai in Chinese (zh.d2l.ai, 2.5 自动微分), its PyTorch cells one after another: six backward calls.
D2L_ZH_AUTOGRAD = """\
import torch

x = torch.arange(4.0)
x

x.requires_grad_(True)  # 等价于x=torch.arange(4.0,requires_grad=True)
x.grad  # 默认值是None

y = 2 * torch.dot(x, x)
y

y.backward()
x.grad

x.grad == 4 * x

# 在默认情况下，PyTorch会累积梯度，我们需要清除之前的值
x.grad.zero_()
y = x.sum()
y.backward()
x.grad

# 对非标量调用backward需要传入一个gradient参数，该参数指定微分函数关于self的梯度。
# 本例只想求偏导数的和，所以传递一个1的梯度是合适的
x.grad.zero_()
y = x * x
# 等价于y.backward(torch.ones(len(x)))
y.sum().backward()
x.grad

x.grad.zero_()
y = x * x
u = y.detach()
z = u * x

z.sum().backward()
x.grad == u

x.grad.zero_()
y.sum().backward()
x.grad == 2 * x

def f(a):
    b = a * 2
    while b.norm() < 1000:
        b = b * 2
    if b.sum() > 0:
        c = b
    else:
        c = 100 * b
    return c

a = torch.randn(size=(), requires_grad=True)
d = f(a)
d.backward()

a.grad == d / a
"""

# The PyTorch forum's answer on higher-order gradients (nth_derivative), as posted.
NTH_DERIVATIVE = """\
# An example of higher-order gradients computation

import torch
from torch.autograd import grad

def nth_derivative(f, wrt, n):

    for i in range(n):

        grads = grad(f, wrt, create_graph=True)[0]
        f = grads.sum()

    return grads

x = torch.arange(4., requires_grad=True).reshape(2, 2)
loss = (x ** 4).sum()

print(nth_derivative(f=loss, wrt=x, n=3))
"""

# A teaching notebook's create_graph chain up to the fourth derivative: ten calls, about 15 ms,
# the last one dddf.backward() (issue 30's example of the kind).
FOURTH_DERIVATIVE = """\
import torch

x = torch.tensor(1.5, requires_grad=True)
for name, f in [("x**4", x ** 4), ("sin", torch.sin(x)), ("gauss", torch.exp(-x * x))]:
    df, = torch.autograd.grad(f, x, create_graph=True)     # f'
    ddf, = torch.autograd.grad(df, x, create_graph=True)   # f''
    dddf, = torch.autograd.grad(ddf, x, create_graph=True) # f'''
    print(name, df.item(), ddf.item(), dddf.item())

dddf.backward()  # f'''' of the last one lands in x.grad
print(x.grad)
"""

# A short training run of six steps (a classroom's linear fit): the view opens on its last call.
SIX_STEPS = """\
torch.manual_seed(0)
X = torch.linspace(-1, 1, 8).unsqueeze(1)
Y = 3 * X + 0.5
model = nn.Linear(1, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for epoch in range(6):
    optimizer.zero_grad()
    loss = F.mse_loss(model(X), Y)
    loss.backward()
    optimizer.step()
    print(epoch, loss.item())
"""

# PyTorch's "Autograd mechanics" notes, Thread Safety: Hogwild training with ten threads. The
# notes' block leaves ``import threading`` out; a reader adds it.
HOGWILD = """\
import threading
# Define a train function to be used in different threads
def train_fn():
    x = torch.ones(5, 5, requires_grad=True)
    # forward
    y = (x + 3) * (x + 4) * 0.5
    # backward
    y.sum().backward()
    # potential optimizer update


# User write their own threading code to drive the train_fn
threads = []
for _ in range(10):
    p = threading.Thread(target=train_fn, args=())
    p.start()
    threads.append(p)

for p in threads:
    p.join()
"""

# Division by zero: x.grad is [nan, 1]; a log at zero sends +inf and -inf.
DIVISION_BY_ZERO = """\
x = torch.tensor([0.0, 1.0], requires_grad=True)
y = (x * x / x).sum()
y.backward()
print(x.grad)
z = torch.zeros(2, requires_grad=True)
(torch.log(z[0]) - torch.log(z[1])).backward()
print(z.grad)
"""
