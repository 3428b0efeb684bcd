"""The seeds' code, pasted into the editor as their readers paste it: each block of the post
as it stands there (its odd leading space, its ``>>>`` transcript and the output printed in it,
its demo under ``if __name__ == "__main__":``), the blocks one after another."""

# 001 (ja): the hand-written 4·tanh(x/4) and its demo.
TANH_POST = ('''import torch

class custom_tanh(torch.autograd.Function ):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward( x )
        h = x / 4.0
        y = 4 * h.tanh()
        return y

    @staticmethod
    def backward(ctx, dL_dy):  # dL_dy = dL/dy
        x, = ctx.saved_tensors
        h = x / 4.0
        dy_dx = d_tanh( h )
        dL_dx = dL_dy * dy_dx

        return dL_dx

def d_tanh(x):
    return 1 / (x.cosh() ** 2)''' + "\n\n" + '''if __name__=="__main__":
    # 入力
    X = torch.Tensor([0,4]).requires_grad_()
    # 関数化
    my_func = custom_tanh.apply
    # 計算を実行
    y = my_func(X)
    L = torch.sum(y*y)
    L.backward()
    print(X.grad)  # tensor([0.0000, 2.5588])
''')

# 003 (ru): a Function with weights, its Module wrapper, and the answer's transcript.
RUSSIAN_ANSWER = "\n\n".join([''' class F(torch.autograd.Function):
    """Both forward and backward are static methods."""

    @staticmethod
    def forward(ctx, input, weights):
        """
        In the forward pass we receive a Tensor containing the input and return
        a Tensor containing the output. ctx is a context object that can be used
        to stash information for backward computation. You can cache arbitrary
        objects for use in the backward pass using the ctx.save_for_backward method.
        """
        ctx.save_for_backward(input, weights)
        return input*weights

    @staticmethod
    def backward(ctx, grad_output):
        """
        In the backward pass we receive a Tensor containing the gradient of the loss
        with respect to the output, and we need to compute the gradient of the loss
        with respect to the inputs: here input and weights
        """
        input, weights = ctx.saved_tensors
        grad_input = weights.clone()*grad_output
        grad_weights = input.clone()*grad_output
        return grad_input, grad_weights
 ''', ''' class LayerWithCustomGrad(nn.Module):
    def __init__(self):
        super().__init__()
        self.weights = nn.Parameter(torch.rand(10))
        self.fn = F.apply

    def forward(self, x):
        return self.fn(x, self.weights)
 ''', ''' >>> layer = LayerWithCustomGrad()
>>> x = torch.randn(10, requires_grad=True)
>>> y = layer(x)
tensor([ 0.2023,  0.7176,  0.3577, -1.3573,  1.5185,  0.0632,  0.1210,  0.1566,
         0.0709, -0.4324], grad_fn=<FBackward>)
 ''', ''' >>> y.mean().backward()

>>> x.grad # i.e. grad_input in F.backward
tensor([0.0141, 0.0852, 0.0450, 0.0922, 0.0400, 0.0988, 0.0762, 0.0227, 0.0569,
        0.0309])

>>> layer.weights.grad # i.e. grad_weights in F.backward
tensor([-1.4584, -2.1187,  1.5991,  0.9764,  1.8956, -1.0993, -3.7835, -0.4926,
         0.9477, -1.2219])
'''])

# 004 (ja): requires_grad, .grad after backward, detach, no_grad; the post's blocks in order.
BASICS_POST = '''# 順伝播の計算
x = torch.randn(4, 4)
y = torch.randn(4, 1)

w = torch.randn(4, 1, requires_grad=True)
b = torch.randn(1, requires_grad=True)

y_pred = torch.matmul(x, w) + b

# 目的関数の定義
loss = (y_pred - y).pow(2).sum()

# まだ勾配は計算されていない
print(x.grad)
print(y.grad)
print(w.grad)
print(b.grad)

# 出力
# None
# None
# None
# None

# 逆伝播
loss.backward()

# requires_grad=Trueを指定した変数は勾配が計算されている
print(x.grad)
print(y.grad)
print(w.grad)
print(b.grad)

# 出力
# None
# None
# tensor([[ -4.4812],
#         [-18.1819],
#         [ 29.5095],
#         [ 17.7008]])
# tensor([-13.6415])

x = torch.randn(4, 4)
y = torch.randn(4, 1)

w = torch.randn(4, 1, requires_grad=True)
b = torch.randn(1, requires_grad=True)
b = b.detach()  # bの勾配計算を停止

y_pred = torch.matmul(x, w) + b

loss = (y_pred - y).pow(2).sum()

loss.backward()

print(w.grad)  # 勾配を有する
print(b.grad)  # 勾配を有さない

# 出力
# tensor([[  6.7204],
#         [-10.1176],
#         [ 12.7670],
#         [  8.8713]])
# None

with torch.no_grad():
    y_eval = torch.matmul(x, w) + b  # y_predと同様の計算を行う

print('requires_grad of y_pred:', y_pred.requires_grad)  # requires_grad=True
print('requires_grad of y_eval:', y_eval.requires_grad)  # requires_grad=False

# 出力
# requires_grad of y_pred: True
# requires_grad of y_eval: False
'''

# 003 (ru) pasted whole, as the page gives it: the question's answer from its first code block to
# its last, with the stray leading space before ``class`` and ``>>>`` and the line of prose
# between the two ``>>>`` blocks.
RUSSIAN_ANSWER_WHOLE = RUSSIAN_ANSWER.replace(
    "\n\n >>> y.mean().backward()",
    "\n\nОбратите внимание на <FBackward> as grad_fn : это обратная функция F привязки к предыдущему "
    "выводу, с которым мы сделали x .\n\n >>> y.mean().backward()")

# 000 (ja): a straight-through round, its code blocks one after another as the page gives them
# (the printed output pasted back as ''' strings).
ROUND_POST = "\n\n".join(['''import torch
class RoundNoGradient(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x.round()
    @staticmethod
    def backward(ctx, g):
        return g ''', '''m = torch.nn.Conv2d(2, 3, 3, stride=2)
l = torch.nn.L1Loss()''', '''input = torch.autograd.Variable(torch.randn(3, 2, 6, 6), requires_grad=True)
x = input.round()
y = m(x)
output = l(x, torch.autograd.Variable(torch.randn(3, 2, 6, 6)))
output.backward()
print(input.grad[:2,:2,:2,:2])

\'\'\'
tensor([[[[0., 0.],
          [0., 0.]],

         [[0., 0.],
          [0., 0.]]],


        [[[0., 0.],
          [0., 0.]],

         [[0., 0.],
          [0., 0.]]]])
\'\'\'''', '''input = torch.autograd.Variable(torch.randn(3, 2, 6, 6), requires_grad=True)
x = RoundNoGradient.apply(input)
y = m(x)
output = l(x, torch.autograd.Variable(torch.randn(3, 2, 6, 6)))
output.backward()
print(input.grad[:2,:2,:2,:2])

\'\'\'
tensor([[[[ 0.0046, -0.0046],
          [-0.0046, -0.0046]],

         [[ 0.0046, -0.0046],
          [-0.0046, -0.0046]]],


        [[[ 0.0046,  0.0046],
          [ 0.0046,  0.0046]],

         [[ 0.0046, -0.0046],
          [-0.0046,  0.0046]]]])
\'\'\'
'''])

# 002 (zh): MyReLU in the two-layer tutorial net, 500 steps; the code block with the indentation the
# page shows (the saved text lost it with the block's line numbers).
MYRELU_POST = '''import torch
class MyReLU(torch.autograd.Function):
    """
    We can implement our own custom autograd Functions by subclassing
    torch.autograd.Function and implementing the forward and backward passes
    which operate on Tensors.
    """
    @staticmethod
    def forward(ctx, input):
        """
        In the forward pass we receive a Tensor containing the input and return
        a Tensor containing the output. ctx is a context object that can be used
        to stash information for backward computation. You can cache arbitrary
        objects for use in the backward pass using the ctx.save_for_backward method.
        """
        ctx.save_for_backward(input)
        return input.clamp(min=0)

    @staticmethod
    def backward(ctx, grad_output):
        """
        In the backward pass we receive a Tensor containing the gradient of the loss
        with respect to the output, and we need to compute the gradient of the loss
        with respect to the input.
        """
        input, = ctx.saved_tensors
        grad_input = grad_output.clone()
        grad_input[input < 0] = 0
        return grad_input

dtype = torch.float
device = torch.device("cpu")
# device = torch.device("cuda:0") # Uncomment this to run on GPU

# N is batch size; D_in is input dimension;
# H is hidden dimension; D_out is output dimension.
N, D_in, H, D_out = 64, 1000, 100, 10

# Create random Tensors to hold input and outputs.
x = torch.randn(N, D_in, device=device, dtype=dtype)
y = torch.randn(N, D_out, device=device, dtype=dtype)

# Create random Tensors for weights.
w1 = torch.randn(D_in, H, device=device, dtype=dtype, requires_grad=True)
w2 = torch.randn(H, D_out, device=device, dtype=dtype, requires_grad=True)

learning_rate = 1e-6
for t in range(500):
    # To apply our Function, we use Function.apply method. We alias this as 'relu'.
    relu = MyReLU.apply

    # Forward pass: compute predicted y using operations; we compute
    # ReLU using our custom autograd operation.
    y_pred = relu(x.mm(w1)).mm(w2)

    # Compute and print loss
    loss = (y_pred - y).pow(2).sum()
    if t % 100 == 99:
        print(t, loss.item())

    # Use autograd to compute the backward pass.
    loss.backward()

    # Update weights using gradient descent
    with torch.no_grad():
        w1 -= learning_rate * w1.grad
        w2 -= learning_rate * w2.grad

        # Manually zero the gradients after updating weights
        w1.grad.zero_()
        w2.grad.zero_()
'''
