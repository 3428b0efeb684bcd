<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <source>x₁ = {x}, x₂ = {y}: class {k}</source>
        <translation>x₁ = {x}，x₂ = {y}：类别 {k}</translation>
    </message>
    <message>
        <source> (confidence {percent}%)</source>
        <translation>（置信度 {percent}%）</translation>
    </message>
    <message>
        <source>row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>gradient</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>index</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>row {row}, column {column}: gradient {value}</source>
        <translation>第 {row} 行，第 {column} 列：梯度 {value}</translation>
    </message>
    <message>
        <source>No derivative to show yet.</source>
        <translation>还没有可显示的导数。</translation>
    </message>
    <message>
        <source>The backward could not be judged (see the console)</source>
        <translation>无法判定 backward（请查看控制台）</translation>
    </message>
    <message>
        <source>Backward matches the numerical derivative</source>
        <translation>backward 与数值导数一致</translation>
    </message>
    <message>
        <source>By design: a surrogate gradient, which differs where f is flat or jumps</source>
        <translation>有意为之：替代梯度，在 f 平坦或跳变处不同</translation>
    </message>
    <message>
        <source>Differs: wrong jvp (forward mode)</source>
        <translation>不一致：jvp（前向模式）有误</translation>
    </message>
    <message>
        <source>Differs: the jvp (forward mode) raised an error</source>
        <translation>不一致：jvp（前向模式）抛出了错误</translation>
    </message>
    <message>
        <source>Differs for parameter &apos;{parameter}&apos;: gradcheck fails (the curve w.r.t. x agrees)</source>
        <translation>参数 &apos;{parameter}&apos; 不一致：gradcheck 失败（关于 x 的曲线一致）</translation>
    </message>
    <message>
        <source>Differs: backward ignores grad_output (the curves use grad_output = 1)</source>
        <translation>不一致：backward 忽略了 grad_output（曲线按 grad_output = 1 绘制）</translation>
    </message>
    <message>
        <source>Differs: gradcheck fails, although the curves agree</source>
        <translation>不一致：曲线一致，但 gradcheck 失败</translation>
    </message>
    <message>
        <source>Matches: gradcheck passes (outputs mix several inputs: no curve comparison)</source>
        <translation>一致：gradcheck 通过（输出混合了多个输入，不比较曲线）</translation>
    </message>
    <message>
        <source>Differs: gradcheck fails (outputs mix several inputs: no curve comparison)</source>
        <translation>不一致：gradcheck 失败（输出混合了多个输入，不比较曲线）</translation>
    </message>
    <message>
        <source>Differs: backward gives NaN or Inf at x = {x}</source>
        <translation>不一致：backward 在 x = {x} 处给出 NaN 或 Inf</translation>
    </message>
    <message>
        <source>Differs: backward returns None for x, so no gradient flows</source>
        <translation>不一致：backward 对 x 返回 None，梯度无法流过</translation>
    </message>
    <message>
        <source>Differs: backward gives {factor} × the true derivative</source>
        <translation>不一致：backward 给出的是真实导数的 {factor} 倍</translation>
    </message>
    <message>
        <source>Backward ignores grad_output: differs on {percent}% of the grid</source>
        <translation>backward 忽略了 grad_output：在 {percent}% 的网格点上不一致</translation>
    </message>
    <message>
        <source>Differs: backward has the wrong sign (−1 × the true derivative)</source>
        <translation>不一致：backward 的符号反了（真实导数的 −1 倍）</translation>
    </message>
    <message>
        <source>Differs: backward is off by a constant factor</source>
        <translation>不一致：backward 差了一个常数倍</translation>
    </message>
    <message>
        <source>Differs: backward is random (a different gradient every run)</source>
        <translation>不一致：backward 是随机的（每次运行得到不同的梯度）</translation>
    </message>
    <message>
        <source>Differs: backward sums grad_output over the points</source>
        <translation>不一致：backward 把 grad_output 在所有点上求和了</translation>
    </message>
    <message>
        <source>Differs: backward clips or limits grad_output (not proportional)</source>
        <translation>不一致：backward 截断或限制了 grad_output（不成比例）</translation>
    </message>
    <message>
        <source>Differs: backward is wrong when grad_output is negative</source>
        <translation>不一致：grad_output 为负时 backward 出错</translation>
    </message>
    <message>
        <source>Differs where f is flat: a straight-through estimator on purpose, or a missing mask by mistake</source>
        <translation>在 f 平坦处不一致：要么是有意的直通估计器，要么是忘了加掩码</translation>
    </message>
    <message>
        <source>Backward differs on {percent}% of the grid (largest error {error})</source>
        <translation>backward 在 {percent}% 的网格点上不一致（最大误差 {error}）</translation>
    </message>
    <message>
        <source>{name}: not run</source>
        <translation>{name}：未运行</translation>
    </message>
    <message>
        <source> at {count} points</source>
        <translation>（{count} 个点）</translation>
    </message>
    <message>
        <source>{name} passed{points}</source>
        <translation>{name} 通过{points}</translation>
    </message>
    <message>
        <source>largest error {error}</source>
        <translation>最大误差 {error}</translation>
    </message>
    <message>
        <source>{name} fails, as it must for a surrogate gradient: {reason}</source>
        <translation>{name} 失败——替代梯度理应如此：{reason}</translation>
    </message>
    <message>
        <source>{name} failed: {reason}</source>
        <translation>{name} 失败：{reason}</translation>
    </message>
    <message>
        <source>{name} fails, as it must</source>
        <translation>{name} 失败——理应如此</translation>
    </message>
    <message>
        <source>{name} failed</source>
        <translation>{name} 失败</translation>
    </message>
    <message>
        <source>backward (gradcheck)</source>
        <translation>backward（gradcheck）</translation>
    </message>
    <message>
        <source>double backward (gradgradcheck)</source>
        <translation>二阶 backward（gradgradcheck）</translation>
    </message>
    <message>
        <source>jvp (forward mode)</source>
        <translation>jvp（前向模式）</translation>
    </message>
    <message>
        <source>{name} skipped: {reason}</source>
        <translation>{name} 已跳过：{reason}</translation>
    </message>
    <message>
        <source>{name} skipped</source>
        <translation>{name} 已跳过</translation>
    </message>
    <message>
        <source>{name} passed: {what}</source>
        <translation>{name} 通过：{what}</translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} 通过</translation>
    </message>
    <message>
        <source>largest difference {error}</source>
        <translation>最大差值 {error}</translation>
    </message>
    <message>
        <source>skipped: {count}</source>
        <translation>已跳过：{count}</translation>
    </message>
    <message>
        <source>Point at a plot to read its values.</source>
        <translation>将鼠标指向图表即可读取数值。</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Train a toy model that uses your code (F5)</source>
        <translation>训练一个使用你的代码的小模型（F5）</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Pause or resume the run (F6)</source>
        <translation>暂停或继续训练（F6）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>Do one training step, then pause (F10)</source>
        <translation>训练一步后暂停（F10）</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Clear the plots and start the run again from step 0; the same seed replays exactly (Ctrl+Shift+F5)</source>
        <translation>清空图表，从第 0 步重新开始；相同的随机种子会精确重现同一次训练（Ctrl+Shift+F5）</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>End the run now (Shift+F5)</source>
        <translation>立即结束训练（Shift+F5）</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>CSV data (*.csv)</source>
        <translation>CSV 数据 (*.csv)</translation>
    </message>
    <message>
        <source>Nothing to export: the plots in front show no data yet.</source>
        <translation>没有可导出的内容：当前显示的图中还没有数据。</translation>
    </message>
    <message>
        <source>Export plot</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Could not export to {path}: {error}</source>
        <translation>无法导出到 {path}：{error}</translation>
    </message>
    <message>
        <source>, final loss {loss:.4g}</source>
        <translation>，最终损失 {loss:.4g}</translation>
    </message>
    <message>
        <source>Training finished: {steps} steps{loss}, {rate:,.0f} steps/s.</source>
        <translation>训练完成：{steps} 步{loss}，{rate:,.0f} 步/秒。</translation>
    </message>
    <message>
        <source>Training stopped at step {step}.</source>
        <translation>训练在第 {step} 步停止。</translation>
    </message>
    <message>
        <source>Training ended with an error at step {step}.</source>
        <translation>训练在第 {step} 步因错误而结束。</translation>
    </message>
    <message>
        <source>Restore unsaved text?</source>
        <translation>恢复未保存的文本？</translation>
    </message>
    <message>
        <source>The playground was closed without saving. Restore the text you were editing ({what}: {lines} lines, autosaved {when})?</source>
        <translation>上次关闭 Playground 时没有保存。要恢复正在编辑的文本吗（{what}：{lines} 行，自动保存于 {when}）？</translation>
    </message>
    <message>
        <source>a new text</source>
        <translation>新文本</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Quick start&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Left:&lt;/b&gt; the lesson (a question for the class), the &lt;b&gt;editor&lt;/b&gt; with a torch.autograd.Function, and the &lt;b&gt;console&lt;/b&gt; with its prints and errors.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Right:&lt;/b&gt; &lt;b&gt;f(x)&lt;/b&gt;, your function; the &lt;b&gt;derivative&lt;/b&gt; plot, where &lt;i&gt;your backward&lt;/i&gt; (a wide orange band) is drawn under the numerical derivative and autograd&apos;s own; the verdict above says whether they agree. &lt;b&gt;Loss&lt;/b&gt;, &lt;b&gt;Gradients&lt;/b&gt; and &lt;b&gt;Model&lt;/b&gt; show a toy model training with your Function.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A first thing to try:&lt;/b&gt; open the lesson &lt;i&gt;02 · A first custom Function&lt;/i&gt;, change &lt;code&gt;1 - torch.tanh(x / 4) ** 2&lt;/code&gt; into &lt;code&gt;1 + torch.tanh(x / 4) ** 2&lt;/code&gt; and watch the verdict turn red and the band leave the dashed line. Then press &lt;b&gt;Train&lt;/b&gt; (F5).&lt;/p&gt;&lt;p&gt;The code checks itself a moment after you stop typing; &lt;b&gt;Check&lt;/b&gt; (Ctrl+Return) runs it at once. Your code runs in a separate engine process: an endless loop or a crash there cannot freeze the window or lose your text.&lt;/p&gt;&lt;p&gt;&lt;b&gt;For a class:&lt;/b&gt; View ▸ Presentation Mode (Ctrl+Shift+P) enlarges everything; the Pace box in the toolbar slows training down so a class can watch the gradients move.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;快速入门&lt;/h2&gt;&lt;p&gt;&lt;b&gt;左侧：&lt;/b&gt;课程（附课堂提问）、写 torch.autograd.Function 的&lt;b&gt;编辑器&lt;/b&gt;，以及显示打印输出和错误的&lt;b&gt;控制台&lt;/b&gt;。&lt;/p&gt;&lt;p&gt;&lt;b&gt;右侧：&lt;/b&gt;你的函数 &lt;b&gt;f(x)&lt;/b&gt;；&lt;b&gt;导数&lt;/b&gt;图中，&lt;i&gt;你的 backward&lt;/i&gt;（一条宽的橙色带）画在数值导数和 autograd 自己的导数下面；上方的判定说明它们是否一致。&lt;b&gt;损失&lt;/b&gt;、&lt;b&gt;梯度&lt;/b&gt;和&lt;b&gt;模型&lt;/b&gt;显示一个用你的 Function 训练的小模型。&lt;/p&gt;&lt;p&gt;&lt;b&gt;先试试这个：&lt;/b&gt;打开课程 &lt;i&gt;02 · 第一个自定义 Function&lt;/i&gt;，把 &lt;code&gt;1 - torch.tanh(x / 4) ** 2&lt;/code&gt; 改成 &lt;code&gt;1 + torch.tanh(x / 4) ** 2&lt;/code&gt;，看判定变红、橙色带离开虚线。然后按&lt;b&gt;训练&lt;/b&gt;（F5）。&lt;/p&gt;&lt;p&gt;停止输入片刻后，代码会自动检查；按&lt;b&gt;检查&lt;/b&gt;（Ctrl+Return）可立即运行。你的代码在单独的引擎进程中运行：那里的死循环或崩溃不会让窗口卡死，也不会丢失你的文本。&lt;/p&gt;&lt;p&gt;&lt;b&gt;上课时：&lt;/b&gt;视图 ▸ 演示模式（Ctrl+Shift+P）会把一切放大；工具栏中的速度框可以让训练慢下来，全班一起看梯度的变化。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Indent / dedent the selected lines</source>
        <translation>增加／减少所选行的缩进</translation>
    </message>
    <message>
        <source>Comment or uncomment the selected lines</source>
        <translation>注释或取消注释所选行</translation>
    </message>
    <message>
        <source>Find, next match, previous match</source>
        <translation>查找、下一个匹配、上一个匹配</translation>
    </message>
    <message>
        <source>Ctrl+mouse wheel</source>
        <translation>Ctrl+鼠标滚轮</translation>
    </message>
    <message>
        <source>Zoom the editor&apos;s text</source>
        <translation>缩放编辑器中的文字</translation>
    </message>
    <message>
        <source>Mouse wheel on a plot or the graph</source>
        <translation>在图表或计算图上滚动鼠标滚轮</translation>
    </message>
    <message>
        <source>Zoom it; drag to move</source>
        <translation>缩放；拖动可移动</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Autograd Playground {version}&lt;/h3&gt;&lt;p&gt;Write a torch.autograd.Function, see whether its backward is right, train with it and watch every gradient.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Autograd Playground {version}&lt;/h3&gt;&lt;p&gt;写一个 torch.autograd.Function，看看它的 backward 是否正确，用它来训练，并观察每一个梯度。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: {licence}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;许可证：{licence}。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your code runs in a separate engine process: a fault boundary, not a sandbox. Presets and opened files are Python code that runs with your rights.&lt;/p&gt;</source>
        <translation>&lt;p&gt;你的代码在单独的引擎进程中运行：这是故障边界，而不是沙箱。课程和打开的文件都是以你的权限运行的 Python 代码。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>your backward ∂/∂{input}</source>
        <translation>你的 backward ∂/∂{input}</translation>
    </message>
    <message>
        <source>numerical ∂/∂{input}</source>
        <translation>数值导数 ∂/∂{input}</translation>
    </message>
    <message>
        <source>autograd ∂/∂{input}</source>
        <translation>autograd ∂/∂{input}</translation>
    </message>
    <message>
        <source>yours ∂/∂{input}</source>
        <translation>你的 ∂/∂{input}</translation>
    </message>
    <message>
        <source>true ∂/∂{input}</source>
        <translation>真实 ∂/∂{input}</translation>
    </message>
    <message>
        <source>bin start</source>
        <translation>区间起点</translation>
    </message>
    <message>
        <source>bin end</source>
        <translation>区间终点</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>CheckDisplay</name>
    <message>
        <source>The plots still show the last code that ran.</source>
        <translation>图表仍显示上一次成功运行的代码。</translation>
    </message>
</context>
<context>
    <name>CheckList</name>
    <message>
        <source>Click to close the list of checks</source>
        <translation>点击关闭检查列表</translation>
    </message>
    <message>
        <source>Click to see each check in a sentence:</source>
        <translation>点击查看每项检查的完整说明：</translation>
    </message>
</context>
<context>
    <name>Codes</name>
    <message>
        <source>while running the file</source>
        <translation>运行文件时</translation>
    </message>
    <message>
        <source>in forward</source>
        <translation>在 forward（前向传播）中</translation>
    </message>
    <message>
        <source>in backward</source>
        <translation>在 backward（反向传播）中</translation>
    </message>
    <message>
        <source>in the gradient check</source>
        <translation>在梯度检查中</translation>
    </message>
    <message>
        <source>while training</source>
        <translation>训练时</translation>
    </message>
    <message>
        <source>in the engine</source>
        <translation>在引擎中</translation>
    </message>
    <message>
        <source> (line {line})</source>
        <translation>（第 {line} 行）</translation>
    </message>
    <message>
        <source>{sentence} Your text is untouched.</source>
        <translation>{sentence}你的文本没有受到影响。</translation>
    </message>
    <message>
        <source>Your code ran longer than the time limit of {limit:g} s{where}; the engine was stopped and started again.</source>
        <translation>你的代码{where}运行超过了 {limit:g} 秒的时间限制；引擎已停止并重新启动。</translation>
    </message>
    <message>
        <source>Your code ran longer than its time limit{where}; the engine was stopped and started again.</source>
        <translation>你的代码{where}运行超过了时间限制；引擎已停止并重新启动。</translation>
    </message>
    <message>
        <source>Your code did not stop{where}; the engine was stopped and started again.</source>
        <translation>你的代码{where}没有停下来；引擎已停止并重新启动。</translation>
    </message>
    <message>
        <source>Out of memory: your code used more memory than the limit of {memory_mb:,} MB{where}; the engine was stopped and started again.</source>
        <translation>内存不足：你的代码{where}使用的内存超出了 {memory_mb:,} MB 的上限；引擎已停止并重新启动。</translation>
    </message>
    <message>
        <source>Out of memory: your code used more memory than allowed{where}; the engine was stopped and started again.</source>
        <translation>内存不足：你的代码{where}使用的内存超出了限制；引擎已停止并重新启动。</translation>
    </message>
    <message>
        <source>The engine running your code stopped answering{where}; it was started again.</source>
        <translation>运行你代码的引擎{where}停止响应；已重新启动。</translation>
    </message>
    <message>
        <source>The engine running your code exited (status 0: sys.exit() or os._exit() in your code?){where}; it was started again.</source>
        <translation>运行你代码的引擎{where}退出了（状态 0：你的代码里是否调用了 sys.exit() 或 os._exit()？）；已重新启动。</translation>
    </message>
    <message>
        <source>The engine running your code exited with status {exitcode}{where}; it was started again.</source>
        <translation>运行你代码的引擎{where}以状态 {exitcode} 退出；已重新启动。</translation>
    </message>
    <message>
        <source>The engine running your code crashed with a segmentation fault (SIGSEGV){where}; it was started again.</source>
        <translation>运行你代码的引擎{where}因段错误（SIGSEGV）崩溃；已重新启动。</translation>
    </message>
    <message>
        <source>The engine running your code was killed (SIGKILL; often the system running out of memory){where}; it was started again.</source>
        <translation>运行你代码的引擎{where}被强制终止（SIGKILL，通常是系统内存耗尽）；已重新启动。</translation>
    </message>
    <message>
        <source>The engine running your code was killed by {signal}{where}; it was started again.</source>
        <translation>运行你代码的引擎{where}被 {signal} 终止；已重新启动。</translation>
    </message>
    <message>
        <source>The engine running your code sent something that is not a message; nothing of it was run here, and the engine was started again.</source>
        <translation>运行你代码的引擎发来了不是消息的数据；这里没有运行其中任何内容，引擎已重新启动。</translation>
    </message>
    <message>
        <source>The engine was restarted.</source>
        <translation>引擎已重启。</translation>
    </message>
    <message>
        <source>The engine could not start (last exit status {exitcode}). Check that torch is installed in this environment; the terminal shows the engine&apos;s own error.</source>
        <translation>引擎无法启动（最后的退出状态为 {exitcode}）。请检查此环境中是否安装了 torch；终端里显示了引擎自身的错误。</translation>
    </message>
    <message>
        <source>The engine could not start. Check that torch is installed in this environment.</source>
        <translation>引擎无法启动。请检查此环境中是否安装了 torch。</translation>
    </message>
    <message>
        <source>{function}.backward returned {got} gradient(s), but forward takes {expected} input(s): return one gradient per input of forward, in the same order (None for an input that needs none).</source>
        <translation>{function}.backward 返回了 {got} 个梯度，但 forward 有 {expected} 个输入：请按相同顺序为 forward 的每个输入返回一个梯度（不需要梯度的输入返回 None）。</translation>
    </message>
    <message>
        <source>{function}.backward returned a gradient of shape [{got}] for input {index} of forward, whose shape is [{expected}]: each gradient must have the shape of its input.</source>
        <translation>{function}.backward 为 forward 的第 {index} 个输入返回的梯度形状是 [{got}]，而该输入的形状是 [{expected}]：每个梯度的形状必须与其输入相同。</translation>
    </message>
    <message>
        <source>{function}.backward returned a gradient on {got} for input {index}, but the computation runs on {expected}: create gradients with torch.zeros_like(input) or on input.device.</source>
        <translation>{function}.backward 为第 {index} 个输入返回的梯度在 {got} 上，但计算在 {expected} 上进行：请用 torch.zeros_like(input) 或在 input.device 上创建梯度。</translation>
    </message>
    <message>
        <source>{function}.backward returned a gradient of type {got} for input {index}, which is {expected}.</source>
        <translation>{function}.backward 为第 {index} 个输入返回的梯度类型是 {got}，而输入是 {expected}。</translation>
    </message>
    <message>
        <source>{function}.backward returned a gradient of dtype {got} for input {index}: gradients must be floating point, like the input (integers would cut off the fractions).</source>
        <translation>{function}.backward 为第 {index} 个输入返回的梯度 dtype 是 {got}：梯度必须和输入一样是浮点数（整数会截掉小数部分）。</translation>
    </message>
    <message>
        <source>backward returned a gradient of the wrong kind (complex for a real input, or not a floating point tensor): return a tensor with the dtype of the input.</source>
        <translation>backward 返回了类型不对的梯度（实数输入却给了复数，或不是浮点张量）：请返回与输入 dtype 相同的张量。</translation>
    </message>
    <message>
        <source>{function}.backward returned a {got} as gradient {index}, where a tensor (or None) was expected: return torch tensors, e.g. grad_output * 2, not Python numbers, lists or numpy arrays.</source>
        <translation>{function}.backward 把一个 {got} 作为第 {index} 个梯度返回，而这里需要张量（或 None）：请返回 torch 张量，例如 grad_output * 2，而不是 Python 数字、列表或 numpy 数组。</translation>
    </message>
    <message>
        <source>backward returned a {got} where a tensor (or None) was expected: return torch tensors, e.g. grad_output * 2, not Python numbers, lists or numpy arrays.</source>
        <translation>backward 在需要张量（或 None）的地方返回了 {got}：请返回 torch 张量，例如 grad_output * 2，而不是 Python 数字、列表或 numpy 数组。</translation>
    </message>
    <message>
        <source>This Function has no backward: define @staticmethod def backward(ctx, grad_output) that returns the gradient of each input.</source>
        <translation>这个 Function 没有 backward：请定义 @staticmethod def backward(ctx, grad_output)，返回每个输入的梯度。</translation>
    </message>
    <message>
        <source>This is the old way to use a Function (calling an instance, MyFunction()(x)): mark forward and backward with @staticmethod, give them ctx as first argument, and call MyFunction.apply(x).</source>
        <translation>这是使用 Function 的旧方式（调用实例 MyFunction()(x)）：请给 forward 和 backward 加上 @staticmethod，第一个参数为 ctx，并用 MyFunction.apply(x) 调用。</translation>
    </message>
    <message>
        <source>forward changes its input in place (an operation ending in _ such as x.clamp_(), or x[...] = ...): compute a new tensor instead, e.g. y = x.clamp(min=0).</source>
        <translation>forward 原地修改了它的输入（以 _ 结尾的运算如 x.clamp_()，或 x[...] = ...）：请计算一个新张量，例如 y = x.clamp(min=0)。</translation>
    </message>
    <message>
        <source>A tensor saved for backward was changed in place after it was saved: make a copy (.clone()) before changing it, or change a new tensor instead.</source>
        <translation>为 backward 保存的张量在保存后被原地修改了：修改前先复制一份（.clone()），或改为修改一个新张量。</translation>
    </message>
    <message>
        <source>numpy() was called on a tensor that requires grad: use tensor.detach().numpy().</source>
        <translation>对需要梯度的张量调用了 numpy()：请使用 tensor.detach().numpy()。</translation>
    </message>
    <message>
        <source>Out of memory: the code asked for {bytes} bytes at once, more than the engine may use.</source>
        <translation>内存不足：代码一次申请了 {bytes} 字节，超过了引擎可用的内存。</translation>
    </message>
    <message>
        <source>Out of memory on the GPU: the code asked for more memory than the device has free.</source>
        <translation>GPU 内存不足：代码申请的内存超过了设备的剩余内存。</translation>
    </message>
    <message>
        <source>Out of memory: the code asked for more memory than there is.</source>
        <translation>内存不足：代码申请的内存超过了可用内存。</translation>
    </message>
    <message>
        <source>The TorchScript function {script}() expects its argument &apos;{argument}&apos; to be a {expected}, but it was given a {found}.</source>
        <translation>TorchScript 函数 {script}() 要求参数 &apos;{argument}&apos; 是 {expected}，但传入的是 {found}。</translation>
    </message>
    <message>
        <source>This backward is marked @once_differentiable, so it cannot be differentiated again.</source>
        <translation>这个 backward 标记了 @once_differentiable，所以不能再次求导。</translation>
    </message>
    <message>
        <source>The code called sys.exit() or exit(); it was stopped there (the playground keeps running).</source>
        <translation>代码调用了 sys.exit() 或 exit()，已在该处停止（演练场仍在运行）。</translation>
    </message>
    <message>
        <source>Maximum recursion depth exceeded: a function calls itself without end.</source>
        <translation>超过最大递归深度：某个函数在无休止地调用自己。</translation>
    </message>
    <message>
        <source>Python raised this error in your code.</source>
        <translation>Python 在你的代码中抛出了这个错误。</translation>
    </message>
    <message>
        <source>This is not valid Python at line {line}.</source>
        <translation>第 {line} 行不是合法的 Python。</translation>
    </message>
    <message>
        <source>This is not valid Python.</source>
        <translation>这不是合法的 Python。</translation>
    </message>
    <message>
        <source>This is not Python text (it contains null bytes): is it a binary file?</source>
        <translation>这不是 Python 文本（其中含有空字节）：是二进制文件吗？</translation>
    </message>
    <message>
        <source>Your code ran past the time limit of {limit:g} s{where} and was stopped there: an endless loop, or too slow for this input shape?</source>
        <translation>你的代码{where}运行超过了 {limit:g} 秒的时间限制，已在那里停止：是死循环，还是对这个输入形状来说太慢？</translation>
    </message>
    <message>
        <source>Judging ran past the time limit of {limit:g} s{where} in the app&apos;s own checks, not in your code: try fewer points or a smaller input shape.</source>
        <translation>判定{where}超过了 {limit:g} 秒的时间限制，耗时的是应用自身的检查，而不是你的代码：请减少点数或使用更小的输入形状。</translation>
    </message>
    <message>
        <source>Judging ran past the time limit of {limit:g} s{where}: it had called {subject}&apos;s forward {forwards} times ({forwards_in_phase} in this phase), {forward_ms:g} ms each, {forward_seconds:g} s in all. A forward this slow needs a smaller input or a longer time limit.</source>
        <translation>判定{where}超过了 {limit:g} 秒的时间限制：此前已调用 {subject} 的 forward {forwards} 次（本阶段 {forwards_in_phase} 次），每次 {forward_ms:g} 毫秒，共 {forward_seconds:g} 秒。这么慢的 forward 需要更小的输入或更长的时间限制。</translation>
    </message>
    <message>
        <source>Judging ran past the time limit of {limit:g} s{where} in {check}, the app&apos;s own check, not in your code: its first run imports part of torch (seconds on a busy machine). Check again: the second run is quick.</source>
        <translation>判定{where}超过了 {limit:g} 秒的时间限制，耗时的是应用自身的检查 {check}，而不是你的代码：它第一次运行时要导入 torch 的一部分（在繁忙的机器上需要几秒）。请再检查一次：第二次很快。</translation>
    </message>
    <message>
        <source>@{decorator} is written above class {name}, so {name} is not a class any more and no Function is found: move @{decorator} down, above each of its methods (def forward, def backward).</source>
        <translation>@{decorator} 写在了类 {name} 的上面，所以 {name} 不再是一个类，也就找不到 Function：请把 @{decorator} 移下去，写在 {name} 的每个方法（def forward、def backward）上面。</translation>
    </message>
    <message>
        <source>F here is torch.nn.functional (imported for you, as tutorials do), which has no &apos;{attribute}&apos;: the code uses F.{attribute} but defines no class F. Define class F(torch.autograd.Function), or call your Function by its own name.</source>
        <translation>这里的 F 是 torch.nn.functional（和教程一样已为你导入），它没有 &apos;{attribute}&apos;：代码用了 F.{attribute}，却没有定义 class F。请定义 class F(torch.autograd.Function)，或者用你的 Function 自己的名字调用它。</translation>
    </message>
    <message>
        <source>The indentation was lost in copying: no line of the code is indented. Python needs the body of line {opener} indented, starting at line {line}; indent each block by 4 spaces as in the original.</source>
        <translation>复制时缩进丢失了：代码中没有任何一行有缩进。Python 需要从第 {line} 行开始缩进第 {opener} 行的代码块；请像原来那样把每个代码块缩进 4 个空格。</translation>
    </message>
    <message>
        <source>No autograd Function or nn.Module found: define a class that subclasses torch.autograd.Function, with forward and backward as @staticmethods.</source>
        <translation>没有找到 autograd Function 或 nn.Module：请定义一个继承 torch.autograd.Function 的类，并把 forward 和 backward 写成 @staticmethod。</translation>
    </message>
    <message>
        <source>There is no Function or Module named &apos;{name}&apos; in the code; found: {available}.</source>
        <translation>代码中没有名为 &apos;{name}&apos; 的 Function 或 Module；找到的有：{available}。</translation>
    </message>
    <message>
        <source>Layer mode trains an nn.Module, and {name} is a Function: wrap it in an nn.Module that owns its parameters.</source>
        <translation>层模式训练的是 nn.Module，而 {name} 是一个 Function：请把它包装在一个拥有自己参数的 nn.Module 中。</translation>
    </message>
    <message>
        <source>Could not build {call}: its __init__ raised an error.</source>
        <translation>无法构建 {call}：它的 __init__ 抛出了错误。</translation>
    </message>
    <message>
        <source>{module} maps a batch of shape (2, {features}) to {got}, but the model needs (2, {out}).</source>
        <translation>{module} 把形状为 (2, {features}) 的批次映射为 {got}，但模型需要 (2, {out})。</translation>
    </message>
    <message>
        <source>{module} cannot take a batch of shape (2, {features}).</source>
        <translation>{module} 无法接受形状为 (2, {features}) 的批次。</translation>
    </message>
    <message>
        <source>{function}.forward takes no tensor input to vary: the playground studies a Function of a tensor x, e.g. def forward(ctx, x).</source>
        <translation>{function}.forward 没有可变化的张量输入：演练场研究的是张量 x 的 Function，例如 def forward(ctx, x)。</translation>
    </message>
    <message>
        <source>{function}.forward needs a value for &apos;{argument}&apos;, which has no default: give it a default (e.g. def forward(ctx, x, {argument}=1.0)) or call {function}.apply(...) once in your code with the value you mean.</source>
        <translation>{function}.forward 需要 &apos;{argument}&apos; 的值，但它没有默认值：请给它一个默认值（例如 def forward(ctx, x, {argument}=1.0)），或在代码中用你想要的值调用一次 {function}.apply(...)。</translation>
    </message>
    <message>
        <source>{function}.forward needs a value for &apos;{argument}&apos;, which has no default and gets no gradient from backward (so it is not a tensor input): give it a default (e.g. def forward(ctx, x, {argument}=1.0)) or call {function}.apply(...) once in your code with the value you mean.</source>
        <translation>{function}.forward 需要 &apos;{argument}&apos; 的值，但它没有默认值，也得不到 backward 的梯度（所以它不是张量输入）：请给它一个默认值（例如 def forward(ctx, x, {argument}=1.0)），或在代码中用你想要的值调用一次 {function}.apply(...)。</translation>
    </message>
    <message>
        <source>{call}, built with a stand-in for each required argument, fails when called.</source>
        <translation>用占位值代替每个必需参数构建的 {call} 在调用时失败。</translation>
    </message>
    <message>
        <source>{subject} could not be called on an input of shape {tried}. If it needs another input shape, give it with --shape (e.g. --shape 64,10) or the shape field.</source>
        <translation>无法用形状为 {tried} 的输入调用 {subject}。如果它需要别的输入形状，请用 --shape（例如 --shape 64,10）或形状字段指定。</translation>
    </message>
    <message>
        <source>{function}.{method} takes self and ctx but has no @staticmethod above it: autograd calls {function}.{method}(ctx, ...) without an instance, so write @staticmethod above it and drop self.</source>
        <translation>{function}.{method} 接收 self 和 ctx，但上面没有 @staticmethod：autograd 会不通过实例直接调用 {function}.{method}(ctx, ...)，所以请在上面加 @staticmethod 并去掉 self。</translation>
    </message>
    <message>
        <source>{subject} returned {got}, not a tensor: forward must return the output tensor.</source>
        <translation>{subject} 返回了 {got}，而不是张量：forward 必须返回输出张量。</translation>
    </message>
    <message>
        <source>{function}.forward changes its input in place: compute a new tensor instead (e.g. x.clamp(min=0), not x.clamp_(min=0)), or mark the input with ctx.mark_dirty(x) and return it.</source>
        <translation>{function}.forward 原地修改了它的输入：请计算一个新张量（例如 x.clamp(min=0)，而不是 x.clamp_(min=0)），或用 ctx.mark_dirty(x) 标记该输入并返回它。</translation>
    </message>
    <message>
        <source>The output of {function} does not depend on x for autograd (was it detached, computed under no_grad, or marked non-differentiable?).</source>
        <translation>对 autograd 来说，{function} 的输出不依赖于 x（是否被 detach、在 no_grad 下计算，或被标记为不可微？）。</translation>
    </message>
    <message>
        <source>{function} returns a tensor of shape {got} for an input of {rows} rows: the playground plots a function that gives one output per input point (elementwise, or row by row for a layer).</source>
        <translation>对于 {rows} 行的输入，{function} 返回了形状为 {got} 的张量：演练场绘制的是每个输入点对应一个输出的函数（逐元素，或对层来说逐行）。</translation>
    </message>
    <message>
        <source>{function}.backward returns NaN or Inf at x = {x:.4g}, where f and its numerical derivative are finite (a division by zero? a log or sqrt of 0?).</source>
        <translation>{function}.backward 在 x = {x:.4g} 处返回 NaN 或 Inf，而 f 及其数值导数在该处是有限的（除以零？对 0 取 log 或 sqrt？）。</translation>
    </message>
    <message>
        <source>The loss became NaN at step {step}. Training stopped: try a smaller learning rate, or check what your backward returns.</source>
        <translation>损失在第 {step} 步变成了 NaN，训练已停止：试试更小的学习率，或检查你的 backward 返回了什么。</translation>
    </message>
    <message>
        <source>The loss became infinite at step {step}. Training stopped: try a smaller learning rate, or check what your backward returns.</source>
        <translation>损失在第 {step} 步变成了无穷大，训练已停止：试试更小的学习率，或检查你的 backward 返回了什么。</translation>
    </message>
    <message>
        <source>The gradient of {where} became NaN at step {step}. Training stopped: try a smaller learning rate, or check what your backward returns.</source>
        <translation>{where} 的梯度在第 {step} 步变成了 NaN，训练已停止：试试更小的学习率，或检查你的 backward 返回了什么。</translation>
    </message>
    <message>
        <source>The gradient of {where} became infinite at step {step}. Training stopped: try a smaller learning rate, or check what your backward returns.</source>
        <translation>{where} 的梯度在第 {step} 步变成了无穷大，训练已停止：试试更小的学习率，或检查你的 backward 返回了什么。</translation>
    </message>
    <message>
        <source>Device {device} is not available on this machine.</source>
        <translation>设备 {device} 在这台机器上不可用。</translation>
    </message>
    <message>
        <source>The playground cannot train on &apos;{device}&apos;: use cpu, cuda, cuda:N or mps.</source>
        <translation>无法在 &apos;{device}&apos; 上训练：请使用 cpu、cuda、cuda:N 或 mps。</translation>
    </message>
    <message>
        <source>The training setting &apos;{field}&apos; has a value that cannot be trained with.</source>
        <translation>训练设置 &apos;{field}&apos; 的值无法用于训练。</translation>
    </message>
    <message>
        <source>The custom points must be numbers ({columns}).</source>
        <translation>自定义的点必须是数字（{columns}）。</translation>
    </message>
    <message>
        <source>This model needs one number x per point ({columns}).</source>
        <translation>这个模型需要每个点一个数 x（{columns}）。</translation>
    </message>
    <message>
        <source>This model needs two coordinates x1, x2 per point ({columns}).</source>
        <translation>这个模型需要每个点两个坐标 x1、x2（{columns}）。</translation>
    </message>
    <message>
        <source>There are {points} points but {targets} targets.</source>
        <translation>有 {points} 个点，但有 {targets} 个目标值。</translation>
    </message>
    <message>
        <source>Custom data needs between 2 and {most} points, not {count}.</source>
        <translation>自定义数据需要 2 到 {most} 个点，而不是 {count} 个。</translation>
    </message>
    <message>
        <source>The custom points contain NaN or infinity.</source>
        <translation>自定义的点中含有 NaN 或无穷大。</translation>
    </message>
    <message>
        <source>Class labels must be whole numbers from 0 to {max_label}.</source>
        <translation>类别标签必须是 0 到 {max_label} 之间的整数。</translation>
    </message>
    <message>
        <source>There is no trained model to export yet: train one first.</source>
        <translation>还没有可导出的已训练模型：请先训练。</translation>
    </message>
    <message>
        <source>The file could not be written.</source>
        <translation>无法写入文件。</translation>
    </message>
    <message>
        <source>The graph appears after the first training step: press Train or Step.</source>
        <translation>计算图在第一步训练之后出现：请按“训练”或“单步”。</translation>
    </message>
    <message>
        <source>The engine did not answer in time.</source>
        <translation>引擎没有及时响应。</translation>
    </message>
    <message>
        <source>Your backward raised an error (see the console).</source>
        <translation>你的 backward 抛出了错误（见控制台）。</translation>
    </message>
    <message>
        <source>Your backward gives NaN or Inf at x = {x}, where the other inputs are held at {held} and f and its numerical derivative are finite.</source>
        <translation>你的 backward 在 x = {x} 处（其他输入固定为 {held}）给出 NaN 或 Inf，而 f 及其数值导数在该处是有限的。</translation>
    </message>
    <message>
        <source>Your backward gives NaN or Inf at x = {x}, where f and its numerical derivative are finite.</source>
        <translation>你的 backward 在 x = {x} 处给出 NaN 或 Inf，而 f 及其数值导数在该处是有限的。</translation>
    </message>
    <message>
        <source>The output at one point depends on other points, so the curves are not compared point by point; gradcheck passes.</source>
        <translation>某一点的输出依赖于其他点，因此不逐点比较曲线；gradcheck 通过。</translation>
    </message>
    <message>
        <source>The output at one point depends on other points, so the curves are not compared point by point; gradcheck fails.</source>
        <translation>某一点的输出依赖于其他点，因此不逐点比较曲线；gradcheck 失败。</translation>
    </message>
    <message>
        <source>Your backward differs from the true derivative at {percent}% of the points, all where f is flat or jumps: a surrogate gradient such as a straight-through estimator differs here by design.</source>
        <translation>你的 backward 在 {percent}% 的点上与真实导数不同，而这些点都在 f 平坦或跳变处：直通估计器之类的替代梯度在这里本来就不同。</translation>
    </message>
    <message>
        <source>Your backward does not multiply by grad_output, so it differs from the true derivative at {percent}% of the points and gradcheck fails: by the chain rule an input&apos;s gradient is grad_output times the derivative.</source>
        <translation>你的 backward 没有乘以 grad_output，因此在 {percent}% 的点上与真实导数不同，gradcheck 也失败：根据链式法则，输入的梯度等于 grad_output 乘以导数。</translation>
    </message>
    <message>
        <source>Your backward gives {factor} times the true derivative everywhere, as a gradient reversal or gradient scaling layer does.</source>
        <translation>你的 backward 处处给出真实导数的 {factor} 倍，就像梯度反转层或梯度缩放层那样。</translation>
    </message>
    <message>
        <source>Your backward gives -1 times the true derivative everywhere: its sign is wrong (nothing in the code says it is meant to reverse the gradient).</source>
        <translation>你的 backward 处处给出真实导数的 −1 倍：符号反了（代码中没有任何地方表明它是要反转梯度）。</translation>
    </message>
    <message>
        <source>Your backward gives {factor} times the true derivative everywhere along x, where the other inputs are held at {held}: a factor is missing or extra (it may depend on those inputs).</source>
        <translation>你的 backward 沿 x 处处给出真实导数的 {factor} 倍（其他输入固定为 {held}）：少了或多了一个因子（它可能取决于这些输入）。</translation>
    </message>
    <message>
        <source>Your backward gives {factor} times the true derivative everywhere: a constant factor is missing or extra.</source>
        <translation>你的 backward 处处给出真实导数的 {factor} 倍：少了或多了一个常数因子。</translation>
    </message>
    <message>
        <source>Your backward gives a different gradient each time it runs on the same input and grad_output (does it add random noise?), so it is not the derivative of f.</source>
        <translation>对相同的输入和 grad_output，你的 backward 每次运行都给出不同的梯度（是不是加了随机噪声？），所以它不是 f 的导数。</translation>
    </message>
    <message>
        <source>Your backward mixes grad_output across points (as grad_output.sum() does): by the chain rule each input&apos;s gradient uses only its own output&apos;s grad_output.</source>
        <translation>你的 backward 把不同点的 grad_output 混在了一起（就像 grad_output.sum() 那样）：根据链式法则，每个输入的梯度只用到它自己那个输出的 grad_output。</translation>
    </message>
    <message>
        <source>Your backward does not scale with grad_output (does it clip or limit it?): by the chain rule the gradient is grad_output times the derivative, so doubling grad_output must double it.</source>
        <translation>你的 backward 不随 grad_output 成比例变化（是不是截断或限制了它？）：根据链式法则，梯度等于 grad_output 乘以导数，所以 grad_output 加倍，梯度也必须加倍。</translation>
    </message>
    <message>
        <source>Your backward is right for a positive grad_output but wrong when grad_output is negative (at {percent}% of the points): the chain rule holds for either sign.</source>
        <translation>你的 backward 在 grad_output 为正时正确，为负时却出错（在 {percent}% 的点上）：链式法则对两种符号都成立。</translation>
    </message>
    <message>
        <source>Your backward passes grad_output through unchanged where f is flat, at {percent}% of the points: a straight-through estimator does this on purpose; a ReLU whose backward forgot the mask does it by mistake.</source>
        <translation>你的 backward 在 f 平坦的地方（{percent}% 的点）把 grad_output 原样传回：直通估计器是有意这样做的；而 ReLU 的 backward 若忘了掩码，则是出错了。</translation>
    </message>
    <message>
        <source>Your backward returns None for x, so no gradient flows, although f changes with x.</source>
        <translation>你的 backward 对 x 返回 None，因此没有梯度流过，尽管 f 会随 x 变化。</translation>
    </message>
    <message>
        <source>Your backward differs from the true derivative at {percent}% of the points (largest error {error} at x = {x}, where the other inputs are held at {held}).</source>
        <translation>你的 backward 在 {percent}% 的点上与真实导数不同（最大误差 {error}，位于 x = {x}，其他输入固定为 {held}）。</translation>
    </message>
    <message>
        <source>Your backward differs from the true derivative at {percent}% of the points (largest error {error} at x = {x}).</source>
        <translation>你的 backward 在 {percent}% 的点上与真实导数不同（最大误差 {error}，位于 x = {x}）。</translation>
    </message>
    <message>
        <source>The curves agree, but gradcheck fails: backward does not multiply by grad_output. By the chain rule the gradient of an input is grad_output times the derivative, so it must grow when grad_output grows.</source>
        <translation>曲线一致，但 gradcheck 失败：backward 没有乘以 grad_output。根据链式法则，输入的梯度是 grad_output 乘以导数，所以 grad_output 变大时它也必须变大。</translation>
    </message>
    <message>
        <source>The curves agree, but gradcheck fails (its line below says why).</source>
        <translation>曲线一致，但 gradcheck 失败（原因见下面一行）。</translation>
    </message>
    <message>
        <source>Your backward&apos;s derivative with respect to x agrees with the numerical one, but its gradient for &apos;{parameter}&apos; differs from the true one at {percent}% of the points (largest error {curve_error} at x = {x}, where the other inputs are held at {held}), and gradcheck fails for it too.</source>
        <translation>你的 backward 关于 x 的导数与数值导数一致，但它对 &apos;{parameter}&apos; 的梯度在 {percent}% 的点上与真实梯度不同（最大误差 {curve_error}，位于 x = {x}，其他输入固定为 {held}），gradcheck 对它也失败。</translation>
    </message>
    <message>
        <source>Your backward&apos;s derivative with respect to x agrees with the numerical one, but gradcheck fails for the parameter &apos;{parameter}&apos;: the gradient it receives differs from the numerical one (largest difference {error}).</source>
        <translation>你的 backward 关于 x 的导数与数值导数一致，但参数 &apos;{parameter}&apos; 的 gradcheck 失败：它得到的梯度与数值梯度不同（最大差 {error}）。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative, but {function}.jvp (forward mode) differs from it at {percent}% of the points (largest error {error} at x = {x}).</source>
        <translation>你的 backward 与真实导数一致，但 {function}.jvp（前向模式）在 {percent}% 的点上与它不同（最大误差 {error}，在 x = {x} 处）。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative, but {function}.jvp gives another directional derivative of {output} along &apos;{input}&apos; than the numerical one (largest difference {error}).</source>
        <translation>你的 backward 与真实导数一致，但 {function}.jvp 给出的 {output} 沿 &apos;{input}&apos; 的方向导数与数值结果不同（最大差值 {error}）。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative, but {function}.jvp disagrees with it: ⟨v, J·t⟩ from the jvp is not ⟨Jᵀ·v, t⟩ from the backward for &apos;{input}&apos;.</source>
        <translation>你的 backward 与真实导数一致，但 {function}.jvp 与它不符：对 &apos;{input}&apos;，由 jvp 得到的 ⟨v, J·t⟩ 不等于由 backward 得到的 ⟨Jᵀ·v, t⟩。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative, but {function}.jvp raised an error (see the console).</source>
        <translation>你的 backward 与真实导数一致，但 {function}.jvp 抛出了错误（见控制台）。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative at all {points} points; gradcheck is still running.</source>
        <translation>你的 backward 在全部 {points} 个点上都与真实导数一致；gradcheck 仍在运行。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative everywhere except at {kinks} kink or jump point(s), where no derivative exists; gradcheck is still running.</source>
        <translation>除了 {kinks} 个不存在导数的折点或跳变点之外，你的 backward 处处与真实导数一致；gradcheck 仍在运行。</translation>
    </message>
    <message>
        <source>The output at one point depends on other points, so the curves are not compared point by point; gradcheck is still running.</source>
        <translation>某一点的输出依赖于其他点，因此不逐点比较曲线；gradcheck 仍在运行。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative everywhere except at {kinks} kink or jump point(s), where no derivative exists, and gradcheck passes.</source>
        <translation>除了 {kinks} 个不存在导数的折点或跳变点之外，你的 backward 处处与真实导数一致，gradcheck 也通过。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative at all {points} points, and gradcheck passes.</source>
        <translation>你的 backward 在全部 {points} 个点上都与真实导数一致，gradcheck 也通过。</translation>
    </message>
    <message>
        <source>backward does not multiply by grad_output. By the chain rule the gradient of an input is grad_output times the derivative, so it must grow when grad_output grows.</source>
        <translation>backward 没有乘以 grad_output。根据链式法则，输入的梯度是 grad_output 乘以导数，所以 grad_output 变大时它也必须变大。</translation>
    </message>
    <message>
        <source>the gradient of {output} with respect to &apos;{input}&apos; does not match the numerical one at {points} random points (largest difference {error:.3g}).</source>
        <translation>{output} 对 &apos;{input}&apos; 的梯度在 {points} 个随机点上与数值梯度不一致（最大差值 {error:.3g}）。</translation>
    </message>
    <message>
        <source>backward gives different results when run twice on the same input and grad_output (does it use randomness, or change a saved tensor?).</source>
        <translation>在相同的输入和 grad_output 上运行两次，backward 给出不同的结果（它是否用了随机数，或修改了保存的张量？）。</translation>
    </message>
    <message>
        <source>random upstream gradients of both signs show a difference (largest {error:.3g}): the backward is right for some grad_output only, e.g. for positive ones.</source>
        <translation>正负两种随机上游梯度都显示出差异（最大 {error:.3g}）：backward 只对部分 grad_output 正确，例如正的。</translation>
    </message>
    <message>
        <source>torch&apos;s check found a difference (its own words are under details).</source>
        <translation>torch 的检查发现了差异（torch 自己的说明见“详情”）。</translation>
    </message>
    <message>
        <source>the derivative of your backward (double backward) does not match its numerical derivative.</source>
        <translation>你的 backward 的导数（二次 backward）与其数值导数不一致。</translation>
    </message>
    <message>
        <source>{check} could not run: your code raised an error (see the console).</source>
        <translation>{check} 无法运行：你的代码抛出了错误（见控制台）。</translation>
    </message>
    <message>
        <source>{function}.jvp gives a directional derivative of {output} along &apos;{input}&apos; that differs from the numerical one at {points} random points (largest difference {error:.3g}).</source>
        <translation>{function}.jvp 给出的 {output} 沿 &apos;{input}&apos; 的方向导数在 {points} 个随机点上与数值结果不同（最大差值 {error:.3g}）。</translation>
    </message>
    <message>
        <source>{function}.jvp differs from the numerical derivative at {percent}% of the grid&apos;s points (largest difference {error:.3g} at x = {x:.4g}).</source>
        <translation>{function}.jvp 在网格 {percent}% 的点上与数值导数不同（最大差值 {error:.3g}，在 x = {x:.4g} 处）。</translation>
    </message>
    <message>
        <source>{function}.jvp and its backward disagree for &apos;{input}&apos;: for random t and v, ⟨v, J·t⟩ from the jvp is {jvp:.6g} and ⟨Jᵀ·v, t⟩ from the backward is {backward:.6g}.</source>
        <translation>对 &apos;{input}&apos;，{function}.jvp 与它的 backward 不符：对随机的 t 和 v，由 jvp 得到的 ⟨v, J·t⟩ 是 {jvp:.6g}，由 backward 得到的 ⟨Jᵀ·v, t⟩ 是 {backward:.6g}。</translation>
    </message>
    <message>
        <source>{function}.jvp raised an error (see the console).</source>
        <translation>{function}.jvp 抛出了错误（见控制台）。</translation>
    </message>
    <message>
        <source>{function} has no jvp staticmethod, so forward-mode AD (torch.func.jvp, jacfwd, torch.autograd.forward_ad) cannot use it: torch says &apos;You must implement the jvp function&apos;.</source>
        <translation>{function} 没有 jvp staticmethod，所以前向模式自动微分（torch.func.jvp、jacfwd、torch.autograd.forward_ad）无法使用它：torch 会说 &apos;You must implement the jvp function&apos;。</translation>
    </message>
    <message>
        <source>{function} is a custom op: register_autograd gives it a backward only, so there is no forward-mode formula of yours to check.</source>
        <translation>{function} 是自定义算子：register_autograd 只给它一个 backward，所以没有你写的前向模式公式可供检查。</translation>
    </message>
    <message>
        <source>{function}.forward takes ctx, so {function} will not work under torch.func (grad, vjp, jacrev, vmap): they need forward without ctx and a separate setup_context(ctx, inputs, output) staticmethod.</source>
        <translation>{function}.forward 接收 ctx，所以 {function} 无法在 torch.func（grad、vjp、jacrev、vmap）下工作：它们需要不接收 ctx 的 forward，以及一个单独的 setup_context(ctx, inputs, output) staticmethod。</translation>
    </message>
    <message>
        <source>torch.func.{transform} gives a gradient of &apos;{input}&apos; that differs from the one backward gives (largest difference {error:.3g}).</source>
        <translation>torch.func.{transform} 给出的 &apos;{input}&apos; 的梯度与 backward 给出的不同（最大差值 {error:.3g}）。</translation>
    </message>
    <message>
        <source>torch.func.{transform} raised an error for {function}.</source>
        <translation>torch.func.{transform} 对 {function} 抛出了错误。</translation>
    </message>
    <message>
        <source>{function} does not work under torch.func: torch refuses to transform it.</source>
        <translation>{function} 无法在 torch.func 下工作：torch 拒绝变换它。</translation>
    </message>
    <message>
        <source>torch.func (grad, vjp, jacrev) cannot differentiate the custom op {function} through the formula register_autograd gave it in this version of torch; torch.autograd can.</source>
        <translation>在这个版本的 torch 中，torch.func（grad、vjp、jacrev）无法通过 register_autograd 给出的公式对自定义算子 {function} 求导；torch.autograd 可以。</translation>
    </message>
    <message>
        <source>torch.func.grad and vjp give the gradients backward gives; jacrev is left out because it batches the backward with vmap, which {function} does not support.</source>
        <translation>torch.func.grad 和 vjp 给出的梯度与 backward 相同；jacrev 被略过，因为它用 vmap 对 backward 做批处理，而 {function} 不支持 vmap。</translation>
    </message>
    <message>
        <source>torch.vmap over a batch of {batch} gives another {output} than a loop over the batch (largest difference {error:.3g}).</source>
        <translation>对大小为 {batch} 的批次，torch.vmap 给出的 {output} 与逐个循环的结果不同（最大差值 {error:.3g}）。</translation>
    </message>
    <message>
        <source>torch.vmap raised an error for {function}.</source>
        <translation>torch.vmap 对 {function} 抛出了错误。</translation>
    </message>
    <message>
        <source>{function} has neither a vmap staticmethod nor generate_vmap_rule = True, so torch.vmap (and jacrev, hessian) cannot batch it.</source>
        <translation>{function} 既没有 vmap staticmethod，也没有 generate_vmap_rule = True，所以 torch.vmap（以及 jacrev、hessian）无法对它做批处理。</translation>
    </message>
    <message>
        <source>{function} registers no vmap rule (register_vmap), so torch.vmap runs it in a slow loop over the batch.</source>
        <translation>{function} 没有注册 vmap 规则（register_vmap），所以 torch.vmap 会在批次上用缓慢的循环运行它。</translation>
    </message>
    <message>
        <source>torch.library.opcheck: the schema does not match what {function} does (mutates_args must name every input it changes in place).</source>
        <translation>torch.library.opcheck：schema 与 {function} 的实际行为不符（mutates_args 必须列出它就地修改的每个输入）。</translation>
    </message>
    <message>
        <source>torch.library.opcheck: the autograd registration of {function} is incomplete: give its backward with register_autograd.</source>
        <translation>torch.library.opcheck：{function} 的 autograd 注册不完整：请用 register_autograd 给出它的 backward。</translation>
    </message>
    <message>
        <source>torch.library.opcheck: the fake implementation of {function} is missing or wrong: register_fake must give outputs of the op&apos;s shapes and dtypes (torch.compile and export trace with it).</source>
        <translation>torch.library.opcheck：{function} 的 fake 实现缺失或有误：register_fake 必须给出与算子形状和 dtype 相同的输出（torch.compile 和 export 用它做追踪）。</translation>
    </message>
    <message>
        <source>torch.library.opcheck: tracing {function} with torch.compile&apos;s AOT dispatcher fails.</source>
        <translation>torch.library.opcheck：用 torch.compile 的 AOT 调度器追踪 {function} 失败。</translation>
    </message>
    <message>
        <source>torch.library.opcheck fails for {function}.</source>
        <translation>{function} 未通过 torch.library.opcheck。</translation>
    </message>
    <message>
        <source>torch.library.opcheck could not run on {function}.</source>
        <translation>无法对 {function} 运行 torch.library.opcheck。</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) makes one graph of {function} and compiles it for the CPU; its outputs and gradients equal eager mode&apos;s.</source>
        <translation>torch.compile(fullgraph=True) 把 {function} 构成一张图并为 CPU 编译；它的输出和梯度与 eager 模式相同。</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) makes one graph of {function}, and its outputs and gradients equal eager mode&apos;s; it ran with the aot_eager backend, as no C++ compiler was found for the CPU backend (inductor).</source>
        <translation>torch.compile(fullgraph=True) 把 {function} 构成一张图，输出和梯度与 eager 模式相同；由于没有找到 CPU 后端（inductor）所需的 C++ 编译器，它是用 aot_eager 后端运行的。</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) cannot make one graph of {function}: it calls NumPy (or .numpy()), which torch.compile cannot trace; wrap that code in a custom op (torch.library.custom_op).</source>
        <translation>torch.compile(fullgraph=True) 无法把 {function} 构成一张图：它调用了 torch.compile 无法追踪的 NumPy（或 .numpy()）；请把那段代码包装成自定义算子（torch.library.custom_op）。</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) cannot make one graph of {function}: a Python value is read from a tensor (.item(), .tolist(), float(x) or an if on a tensor), so the graph depends on the data.</source>
        <translation>torch.compile(fullgraph=True) 无法把 {function} 构成一张图：它从张量读取了 Python 值（.item()、.tolist()、float(x) 或对张量的 if），所以图依赖于数据。</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) cannot make one graph of {function}: it prints or logs, which breaks the graph.</source>
        <translation>torch.compile(fullgraph=True) 无法把 {function} 构成一张图：它有打印或日志输出，这会打断图。</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) cannot make one graph of {function}: torch.compile does not trace an autograd.Function with a jvp staticmethod (forward mode) yet.</source>
        <translation>torch.compile(fullgraph=True) 无法把 {function} 构成一张图：torch.compile 目前还不能追踪带有 jvp staticmethod（前向模式）的 autograd.Function。</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) cannot make one graph of {function}: it calls something torch.compile cannot trace.</source>
        <translation>torch.compile(fullgraph=True) 无法把 {function} 构成一张图：它调用了 torch.compile 无法追踪的东西。</translation>
    </message>
    <message>
        <source>Under torch.compile {function} gives other outputs than in eager mode (largest difference {error:.3g}).</source>
        <translation>在 torch.compile 下，{function} 给出的输出与 eager 模式不同（最大差值 {error:.3g}）。</translation>
    </message>
    <message>
        <source>Under torch.compile {function} gives other gradients than in eager mode (largest difference {error:.3g}).</source>
        <translation>在 torch.compile 下，{function} 给出的梯度与 eager 模式不同（最大差值 {error:.3g}）。</translation>
    </message>
    <message>
        <source>torch.compile failed on {function}.</source>
        <translation>torch.compile 在 {function} 上失败了。</translation>
    </message>
    <message>
        <source>torch.compile is tried on Functions and custom ops; {function} is a Module.</source>
        <translation>torch.compile 只在 Function 和自定义算子上尝试；{function} 是一个 Module。</translation>
    </message>
    <message>
        <source>{module}.backward is never called: autograd differentiates an nn.Module&apos;s forward by itself and ignores a backward method on a Module (dead code). To change the gradient, write a torch.autograd.Function and call its .apply in forward.</source>
        <translation>{module}.backward 永远不会被调用：autograd 自己对 nn.Module 的 forward 求导，并忽略 Module 上的 backward 方法（无用代码）。要改变梯度，请编写一个 torch.autograd.Function，并在 forward 中调用它的 .apply。</translation>
    </message>
    <message>
        <source>({module} cannot be built and run with stand-in arguments, so the Function {function} that {module} uses is judged instead.)</source>
        <translation>（{module} 无法用占位参数构建并运行，因此改为判定 {module} 所用的 Function {function}。）</translation>
    </message>
    <message>
        <source>({function}.jvp, the forward mode, differs from the true derivative too.)</source>
        <translation>（前向模式的 {function}.jvp 也与真实导数不同。）</translation>
    </message>
    <message>
        <source>(A single space before line {lines} looked scraped from the web page with the code, so it was left out.)</source>
        <translation>（第 {lines} 行前的单个空格看来是从网页连同代码一起复制来的，已将其去掉。）</translation>
    </message>
    <message>
        <source>({function}.backward changes the grad_output it is given, in place. That is allowed: autograd never reads it again. Every check here gave each backward a copy of its own.)</source>
        <translation>（{function}.backward 原地修改了传给它的 grad_output。这是允许的：autograd 不会再读取它。这里的每项检查都给每次 backward 传了一份独立的副本。）</translation>
    </message>
    <message>
        <source>({function}.backward runs only once per forward: a second backward of the same graph raises (it frees what it saved, as checkpointing does). Training calls it once per forward, so this is fine; every check here ran a fresh forward for each backward, and torch.autograd.gradcheck, which reuses one graph, fails on it for this reason alone.)</source>
        <translation>（{function}.backward 每次 forward 只能运行一次：对同一个图第二次调用 backward 会报错（它会像检查点那样释放保存的内容）。训练时每次 forward 只调用一次，所以没有问题；这里的每项检查都为每次 backward 重新运行了 forward，而复用同一个图的 torch.autograd.gradcheck 仅因此就会失败。）</translation>
    </message>
    <message>
        <source>(That is not the only fault: gradcheck finds another, in its line below.)</source>
        <translation>（这不是唯一的问题：gradcheck 还发现了另一个问题，见下面它的那一行。）</translation>
    </message>
    <message>
        <source>(∂{output}/∂{input} is the straight-through estimate: autograd of the forward with {steps} passed as the identity.)</source>
        <translation>（∂{output}/∂{input} 是直通估计（straight-through estimate）：把 {steps} 当作恒等映射时 forward 的 autograd 结果。）</translation>
    </message>
    <message>
        <source>(∂{output}/∂{input} is the straight-through estimate: autograd of the forward with {steps} passed as the identity, scaled by {factor}.)</source>
        <translation>（∂{output}/∂{input} 是直通估计（straight-through estimate）：把 {steps} 当作恒等映射时 forward 的 autograd 结果，再乘以 {factor}。）</translation>
    </message>
    <message>
        <source>(∂{output}/∂{input} reads two ways: the straight-through estimate of {steps} (autograd of the forward with {steps} passed as the identity), or a mask forgotten where the forward is flat.)</source>
        <translation>（∂{output}/∂{input} 有两种解读：{steps} 的直通估计（把 {steps} 当作恒等映射时 forward 的 autograd 结果），或者在 forward 平坦处忘记了掩码。）</translation>
    </message>
    <message>
        <source>(∂{output}/∂{input} reads two ways: the straight-through estimate of {steps} (autograd of the forward with {steps} passed as the identity), scaled by {factor}, or a mask forgotten where the forward is flat.)</source>
        <translation>（∂{output}/∂{input} 有两种解读：{steps} 的直通估计（把 {steps} 当作恒等映射时 forward 的 autograd 结果）乘以 {factor}，或者在 forward 平坦处忘记了掩码。）</translation>
    </message>
    <message>
        <source>(gradcheck ran in fast mode, along random directions: one forward takes {forward_ms:g} ms, and the full mode&apos;s {forwards} forwards would take about {seconds:g} s of the time limit.)</source>
        <translation>（gradcheck 以快速模式（沿随机方向）运行：一次 forward 需要 {forward_ms:g} 毫秒，完整模式的 {forwards} 次 forward 将占用时间限制中约 {seconds:g} 秒。）</translation>
    </message>
    <message>
        <source>({function}.forward&apos;s &apos;{argument}&apos; has no default and no call that gives it, and it is not a tensor input (backward returns no gradient for it, its annotation says so, or the forward takes no tensor there): it was judged with {argument} = {value}. Give it a default, or call {function}.apply once, to judge it at your value.)</source>
        <translation>（{function}.forward 的 &apos;{argument}&apos; 没有默认值，也没有给出它的调用，而且它不是张量输入（backward 不为它返回梯度、类型注解如此说明，或 forward 在那里不接受张量）：因此以 {argument} = {value} 判定。若要按你的值判定，请给它一个默认值，或调用一次 {function}.apply。）</translation>
    </message>
    <message>
        <source>({function}.forward indexes with &apos;{argument}&apos;, which has no default and no call that gives it: it was judged with &apos;{argument}&apos; a random permutation of x&apos;s rows (int64), made anew for each input, and only the floating inputs were varied.)</source>
        <translation>（{function}.forward 用 &apos;{argument}&apos; 作索引，但它没有默认值，也没有给出它的调用：因此将 &apos;{argument}&apos; 取为 x 各行的随机排列（int64，每个输入重新生成）进行判定，只改变浮点输入。）</translation>
    </message>
    <message>
        <source>Your backward&apos;s Jacobian differs from the true one at the probe&apos;s input: {count} of {total} entries, largest difference {error}.</source>
        <translation>你的 backward 的雅可比矩阵在探测输入处与真实的雅可比矩阵不同：{total} 个元素中有 {count} 个不同，最大差值 {error}。</translation>
    </message>
    <message>
        <source>Your backward&apos;s Jacobian matches the true one at the probe&apos;s input (largest difference {error}), and gradcheck passes.</source>
        <translation>你的 backward 的雅可比矩阵在探测输入处与真实的雅可比矩阵一致（最大差值 {error}），gradcheck 也通过。</translation>
    </message>
    <message>
        <source>Your backward&apos;s Jacobian matches the true one at the probe&apos;s input (largest difference {error}), but gradcheck fails (its line below says why).</source>
        <translation>你的 backward 的雅可比矩阵在探测输入处与真实的雅可比矩阵一致（最大差值 {error}），但 gradcheck 失败（原因见下面一行）。</translation>
    </message>
    <message>
        <source>({subject} is judged because the file&apos;s own code calls it.)</source>
        <translation>（判定的是 {subject}，因为文件自己的代码调用了它。）</translation>
    </message>
    <message>
        <source>({subject} is judged because the file&apos;s example calls it.)</source>
        <translation>（判定的是 {subject}，因为文件中的示例调用了它。）</translation>
    </message>
    <message>
        <source>({subject} is judged: its forward calls the Function {function}.)</source>
        <translation>（判定的是 {subject}：它的 forward 调用了 Function {function}。）</translation>
    </message>
    <message>
        <source>({subject} is judged, not {helper}: {helper} is a helper that {subject} calls.)</source>
        <translation>（判定的是 {subject} 而不是 {helper}：{helper} 是 {subject} 调用的辅助函数。）</translation>
    </message>
    <message>
        <source>(Judged by its Jacobian at the inputs of the code&apos;s own call, of shapes {shapes}.)</source>
        <translation>（按代码自身调用的输入（形状 {shapes}）处的雅可比矩阵判定。）</translation>
    </message>
    <message>
        <source>(Judged by its Jacobian at your input, seeded random values, of shapes {shapes}.)</source>
        <translation>（按你的输入——固定种子的随机值，形状 {shapes}——处的雅可比矩阵判定。）</translation>
    </message>
    <message>
        <source>(Judged by its Jacobian at your input, evenly spaced values, of shapes {shapes}.)</source>
        <translation>（按你的输入——等间距的值，形状 {shapes}——处的雅可比矩阵判定。）</translation>
    </message>
    <message>
        <source>(Judged by its Jacobian at your input, your numbers, of shapes {shapes}.)</source>
        <translation>（按你的输入——你给的数值，形状 {shapes}——处的雅可比矩阵判定。）</translation>
    </message>
    <message>
        <source>(No call in the code gives its inputs: judged by its Jacobian at inferred shapes {shapes}.)</source>
        <translation>（代码中没有给出其输入的调用：按推断出的形状 {shapes} 处的雅可比矩阵判定。）</translation>
    </message>
    <message>
        <source>(The forward fails in float64, so the Jacobian is taken in {dtype}, the call&apos;s own dtype, with a looser tolerance.)</source>
        <translation>（forward 在 float64 下失败，所以雅可比矩阵按调用自身的 dtype {dtype} 计算，并放宽了容差。）</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward&apos;s block matches the true one.</source>
        <translation>∂{output}/∂{input}：你的 backward 的块与真实的块一致。</translation>
    </message>
    <message>
        <source>Your backward&apos;s Jacobian matches the true one in all {blocks} block(s).</source>
        <translation>你的 backward 的雅可比矩阵在全部 {blocks} 个块中都与真实的一致。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward gives {input} no gradient (None or zeros), although {output} changes with {input}.</source>
        <translation>∂{output}/∂{input}：虽然 {output} 随 {input} 变化，你的 backward 却没有给 {input} 梯度（None 或全零）。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward differs only where the true entries are 0 (the forward is flat there), as a surrogate gradient does by design.</source>
        <translation>∂{output}/∂{input}：你的 backward 只在真实元素为 0 的地方（forward 在那里是平的）不同，替代梯度本来就是这样设计的。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: only the diagonal is right. The off-diagonal entries, through which each output depends on the other inputs, are missing: the backward treats the function as if it were elementwise.</source>
        <translation>∂{output}/∂{input}：只有对角线是对的。非对角元素（每个输出通过它们依赖其他输入）缺失了：backward 把这个函数当成了逐元素函数。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward&apos;s block is the true one transposed.</source>
        <translation>∂{output}/∂{input}：你的 backward 的块是真实块的转置。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: {input} is broadcast in forward (each of its elements feeds several outputs), but your backward does not sum the gradient over the broadcast dimension.</source>
        <translation>∂{output}/∂{input}：{input} 在 forward 中被广播（它的每个元素参与多个输出），但你的 backward 没有在广播的维度上对梯度求和。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward&apos;s block is the true one with the wrong sign.</source>
        <translation>∂{output}/∂{input}：你的 backward 的块与真实的块符号相反。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward&apos;s block is {factor} times the true one.</source>
        <translation>∂{output}/∂{input}：你的 backward 的块是真实块的 {factor} 倍。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward gives {input} the gradient that belongs to {other}.</source>
        <translation>∂{output}/∂{input}：你的 backward 把属于 {other} 的梯度给了 {input}。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: {count} of {total} entries differ (largest difference {error}, at row {row}, column {column}).</source>
        <translation>∂{output}/∂{input}：{total} 个元素中有 {count} 个不同（最大差值 {error}，在第 {row} 行第 {column} 列）。</translation>
    </message>
    <message>
        <source>Your backward is right for {right} and wrong for {wrong}.</source>
        <translation>你的 backward 对 {right} 是对的，对 {wrong} 是错的。</translation>
    </message>
    <message>
        <source>&apos;{values}&apos; is no way to fill the Jacobian&apos;s input: random, linspace or numbers.</source>
        <translation>&apos;{values}&apos; 不是填充雅可比矩阵输入的方式：请用 random、linspace 或 numbers。</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s input shape {shape} is not a shape: give whole numbers of at least 1, separated by commas (e.g. 3,4).</source>
        <translation>雅可比矩阵的输入形状 {shape} 不是有效的形状：请给出至少为 1 的整数，用逗号分隔（例如 3,4）。</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s input of shape {shape} has {elements} elements: at most {most} are allowed (each element is a column of the Jacobian).</source>
        <translation>形状为 {shape} 的雅可比矩阵输入有 {elements} 个元素：最多允许 {most} 个（每个元素对应雅可比矩阵的一列）。</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s input is to be your numbers, but none were given: type them separated by commas (e.g. 0.5, -1, 2).</source>
        <translation>雅可比矩阵的输入应当是你的数值，但一个也没有给出：请输入用逗号分隔的数（例如 0.5, -1, 2）。</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s input must be finite numbers: {value} is not.</source>
        <translation>雅可比矩阵的输入必须是有限的数：{value} 不是。</translation>
    </message>
    <message>
        <source>{count} numbers were given for the Jacobian&apos;s input of shape {shape}, which has {elements} elements: give one number per element, or another shape.</source>
        <translation>为形状为 {shape}（有 {elements} 个元素）的雅可比矩阵输入给了 {count} 个数：请每个元素给一个数，或换一个形状。</translation>
    </message>
    <message>
        <source>The forward gives NaN or Inf at the Jacobian&apos;s input of shape {shape}: choose other values (a log or a square root needs positive ones).</source>
        <translation>在形状为 {shape} 的雅可比矩阵输入处，forward 给出 NaN 或 Inf：请换其他值（log 或平方根需要正数）。</translation>
    </message>
    <message>
        <source>The forward fails at the Jacobian&apos;s input of shape {shape}: choose another shape or other values.</source>
        <translation>在形状为 {shape} 的雅可比矩阵输入处 forward 失败：请换一个形状或其他值。</translation>
    </message>
    <message>
        <source>The reference {subject} is an nn.Module: grading against a reference grades an autograd Function (name it with --function).</source>
        <translation>参考实现 {subject} 是一个 nn.Module：对照参考实现评分时评的是 autograd Function（请用 --function 指定它的名字）。</translation>
    </message>
    <message>
        <source>The reference {subject} fails on every input the grader tried.</source>
        <translation>参考实现 {subject} 在评分程序尝试的所有输入上都失败了。</translation>
    </message>
    <message>
        <source>The reference&apos;s argument {argument} is a {got}: grading sends tensors, numbers, booleans and strings only.</source>
        <translation>参考实现的参数 {argument} 是 {got}：评分只能传入张量、数字、布尔值和字符串。</translation>
    </message>
    <message>
        <source>No autograd Function here matches the reference {reference} (a Function named {reference}, or whose forward takes {arguments} argument(s)); found: {found}.</source>
        <translation>这里没有与参考实现 {reference} 对应的 autograd Function（需要名为 {reference} 的 Function，或 forward 接受 {arguments} 个参数的 Function）；找到的是：{found}。</translation>
    </message>
    <message>
        <source>The gradients its backward returns cannot be differentiated again (is it @once_differentiable, or does it compute them from detached tensors?).</source>
        <translation>它的 backward 返回的梯度无法再次求导（是不是标了 @once_differentiable，或者是用 detach 过的张量算出来的？）。</translation>
    </message>
    <message>
        <source>{criterion}: matches the reference on all {cases} cases.</source>
        <translation>{criterion}：在全部 {cases} 个用例上与参考解一致。</translation>
    </message>
    <message>
        <source>{criterion}: its backward passes gradcheck against its own forward.</source>
        <translation>{criterion}：其 backward 相对于自身的 forward 通过了 gradcheck。</translation>
    </message>
    <message>
        <source>{criterion}: not graded: {why}</source>
        <translation>{criterion}：不评分：{why}</translation>
    </message>
    <message>
        <source>{criterion}: {what} differs from the reference&apos;s at {where} ({case}): {got} instead of {expected}; largest error {largest:.3g}; {passed} of {cases} cases match.</source>
        <translation>{criterion}：{what} 在 {where} 处与参考解不同（{case}）：应为 {expected}，实为 {got}；最大误差 {largest:.3g}；{cases} 个用例中 {passed} 个一致。</translation>
    </message>
    <message>
        <source>{criterion}: overflow: {what} is {got} at {where} ({case}) where the reference&apos;s is {expected}. A float64 overflows past 1.8e308 (exp(x) past x = 709.8), and inf·0 or inf−inf then gives nan: a formula right in mathematics needs another form there; {passed} of {cases} cases match.</source>
        <translation>{criterion}：溢出：{what} 在 {where} 处为 {got}，而参考解为 {expected}（{case}）。float64 超过 1.8e308 就会溢出（exp(x) 在 x 超过 709.8 时），随后 inf·0 或 inf−inf 得到 nan：数学上正确的公式在那里需要换一种写法；{cases} 个用例中 {passed} 个一致。</translation>
    </message>
    <message>
        <source>{criterion}: {what} has shape {got} where the reference&apos;s has {expected} ({case}); {passed} of {cases} cases match.</source>
        <translation>{criterion}：{what} 的形状为 {got}，而参考解为 {expected}（{case}）；{cases} 个用例中 {passed} 个一致。</translation>
    </message>
    <message>
        <source>{criterion}: {what} is missing where the reference has one ({case}); {passed} of {cases} cases match.</source>
        <translation>{criterion}：缺少参考解中有的 {what}（{case}）；{cases} 个用例中 {passed} 个一致。</translation>
    </message>
    <message>
        <source>{criterion}: {phase} raised {type}{at_line}: {text} ({case}); {passed} of {cases} cases match.</source>
        <translation>{criterion}：{phase} 抛出了 {type}{at_line}：{text}（{case}）；{cases} 个用例中 {passed} 个一致。</translation>
    </message>
    <message>
        <source>{criterion}: not graded: {text}</source>
        <translation>{criterion}：不评分：{text}</translation>
    </message>
    <message>
        <source>{criterion}: the submission gave no answer within its time limit of {seconds:g} s.</source>
        <translation>{criterion}：提交在 {seconds:g} 秒的时限内没有给出答案。</translation>
    </message>
    <message>
        <source>{criterion}: the submission&apos;s process ended before it answered ({how}).</source>
        <translation>{criterion}：提交的进程在回答之前就结束了（{how}）。</translation>
    </message>
    <message>
        <source>{criterion}: the submission&apos;s process sent bytes that are no answer ({text}).</source>
        <translation>{criterion}：提交的进程发送了不是答案的字节（{text}）。</translation>
    </message>
    <message>
        <source>{criterion}: could not be graded: {text}</source>
        <translation>{criterion}：无法评分：{text}</translation>
    </message>
    <message>
        <source>{criterion}: {text}</source>
        <translation>{criterion}：{text}</translation>
    </message>
    <message>
        <source>{criterion}: gradcheck stopped: {text}</source>
        <translation>{criterion}：gradcheck 中止：{text}</translation>
    </message>
    <message>
        <source>{score:g}/{max_score:g}: every criterion matches the reference.</source>
        <translation>{score:g}/{max_score:g}：每项标准都与参考解一致。</translation>
    </message>
    <message>
        <source>{score:g}/{max_score:g}: {failed} fall short.</source>
        <translation>{score:g}/{max_score:g}：{failed} 未达标。</translation>
    </message>
    <message>
        <source>{score:g}/{max_score:g}: {text}</source>
        <translation>{score:g}/{max_score:g}：{text}</translation>
    </message>
</context>
<context>
    <name>Compare</name>
    <message>
        <source>B has no code: pick a lesson for B or copy A.</source>
        <translation>B 没有代码：请为 B 选择一课，或复制 A。</translation>
    </message>
</context>
<context>
    <name>ComparePane</name>
    <message>
        <source>Load a lesson&apos;s code as subject B</source>
        <translation>将某一课的代码载入为对象 B</translation>
    </message>
    <message>
        <source>B: pick a lesson, or copy A and edit it…</source>
        <translation>B：选择一课，或复制 A 后修改…</translation>
    </message>
    <message>
        <source>Copy A</source>
        <translation>复制 A</translation>
    </message>
    <message>
        <source>Put A&apos;s code here, to change it (e.g. fix a backward) and compare the two</source>
        <translation>把 A 的代码放到这里修改（例如修正 backward），再比较两者</translation>
    </message>
    <message>
        <source>B: {subject} — compiled.</source>
        <translation>B：{subject}——已编译。</translation>
    </message>
    <message>
        <source>Line {line}: </source>
        <translation>第 {line} 行：</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Loss: A and B</source>
        <translation>损失：A 与 B</translation>
    </message>
    <message>
        <source>train loss</source>
        <translation>训练损失</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Gradient norm: A and B</source>
        <translation>梯度范数：A 与 B</translation>
    </message>
    <message>
        <source>gradient norm</source>
        <translation>梯度范数</translation>
    </message>
    <message>
        <source>log scale</source>
        <translation>对数坐标</translation>
    </message>
    <message>
        <source>Loss and gradient norm on logarithmic axes (exact zeros, e.g. a gradient that never flows, vanish there)</source>
        <translation>在对数坐标上显示损失和梯度范数（恰为零的值，例如从未流过的梯度，在其中不显示）</translation>
    </message>
    <message>
        <source>gradient of</source>
        <translation>梯度对象</translation>
    </message>
    <message>
        <source>the whole model</source>
        <translation>整个模型</translation>
    </message>
    <message>
        <source>Whose gradient norm to compare: every parameter together, or one parameter</source>
        <translation>比较哪个梯度范数：全部参数合计，或某一个参数</translation>
    </message>
    <message>
        <source>Derivatives</source>
        <translation>导数</translation>
    </message>
    <message>
        <source>Loss and gradient norm</source>
        <translation>损失与梯度范数</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>实线</translation>
    </message>
    <message>
        <source>dashed</source>
        <translation>虚线</translation>
    </message>
    <message>
        <source>{side}: step {step}, loss {loss}, ‖grad‖ {norm}</source>
        <translation>{side}：第 {step} 步，损失 {loss}，‖梯度‖ {norm}</translation>
    </message>
    <message>
        <source>Press Train: A and B train side by side.</source>
        <translation>按“训练”：A 与 B 并排训练。</translation>
    </message>
</context>
<context>
    <name>CompileCheck</name>
    <message>
        <source>torch.compile: checking…</source>
        <translation>torch.compile：检查中…</translation>
    </message>
    <message>
        <source>· checking under torch.compile: a first compile takes 4–20 s (time limit {seconds:.0f} s)…</source>
        <translation>· 正在用 torch.compile 检查：第一次编译需要 4–20 秒（时间限制 {seconds:.0f} 秒）…</translation>
    </message>
</context>
<context>
    <name>ConsolePane</name>
    <message>
        <source>What your code prints, and its errors, appear here.</source>
        <translation>代码打印的内容和错误会显示在这里。</translation>
    </message>
    <message>
        <source>Line {line}</source>
        <translation>第 {line} 行</translation>
    </message>
    <message>
        <source>What the code printed is held until the gradients are revealed (Reveal all, or ▶ through the last step) · lines: {count}</source>
        <translation>代码打印的内容会保留到梯度揭晓时再显示（全部揭晓，或用 ▶ 走到最后一步）· 行数：{count}</translation>
    </message>
    <message>
        <source>… {count} earlier lines not shown (the console keeps the last {kept}).</source>
        <translation>… 之前的 {count} 行未显示（控制台只保留最后 {kept} 行）。</translation>
    </message>
    <message>
        <source>also: {place}</source>
        <translation>另见：{place}</translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <source>Fit a curve</source>
        <translation>拟合曲线</translation>
    </message>
    <message>
        <source>A small MLP with your function as activation fits y = f(x).</source>
        <translation>以你的函数为激活函数的小型 MLP 拟合 y = f(x)。</translation>
    </message>
    <message>
        <source>Classify points</source>
        <translation>点分类</translation>
    </message>
    <message>
        <source>A small MLP with your function as activation separates 2-D classes.</source>
        <translation>以你的函数为激活函数的小型 MLP 区分二维类别。</translation>
    </message>
    <message>
        <source>Tutorial net</source>
        <translation>教程网络</translation>
    </message>
    <message>
        <source>The two-layer net of the PyTorch tutorial: 1000 → 100 → 10, random data.</source>
        <translation>PyTorch 教程中的两层网络：1000 → 100 → 10，随机数据。</translation>
    </message>
    <message>
        <source>Your layer</source>
        <translation>你的层</translation>
    </message>
    <message>
        <source>Your Module used as a layer (in → out) inside a small MLP.</source>
        <translation>把你的 Module 作为小型 MLP 中的一层（输入 → 输出）。</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Apple GPU (MPS)</source>
        <translation>Apple GPU (MPS)</translation>
    </message>
</context>
<context>
    <name>CurveSwitch</name>
    <message>
        <source>Show f(x) in place of its derivative (the window is too narrow for both beside the code)</source>
        <translation>显示 f(x) 而不是其导数（窗口太窄，无法在代码旁同时显示两者）</translation>
    </message>
    <message>
        <source>Show the derivative, yours against the true one, in place of f(x)</source>
        <translation>显示导数（你的与真实的对比）而不是 f(x)</translation>
    </message>
</context>
<context>
    <name>DerivativePanel</name>
    <message>
        <source>your backward</source>
        <translation>你的 backward</translation>
    </message>
    <message>
        <source>numerical derivative</source>
        <translation>数值导数</translation>
    </message>
    <message>
        <source>autograd of the forward</source>
        <translation>forward 的 autograd</translation>
    </message>
    <message>
        <source>second derivative</source>
        <translation>二阶导数</translation>
    </message>
    <message>
        <source>your jvp</source>
        <translation>你的 jvp</translation>
    </message>
    <message>
        <source>output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>autograd: not differentiable</source>
        <translation>autograd：不可微</translation>
    </message>
    <message>
        <source>The forward&apos;s own operations have no derivative here (e.g. round or sign), so there is no autograd curve to compare with.</source>
        <translation>forward 自身的运算在这里没有导数（例如 round 或 sign），所以没有可比较的 autograd 曲线。</translation>
    </message>
    <message>
        <source>backward differs</source>
        <translation>backward 不一致</translation>
    </message>
    <message>
        <source>your jvp ∂/∂{input}</source>
        <translation>你的 jvp ∂/∂{input}</translation>
    </message>
    <message>
        <source>Show the second derivative: your backward differentiated again (double backward).</source>
        <translation>显示二阶导数：对你的 backward 再求一次导（double backward）。</translation>
    </message>
    <message>
        <source>Double backward does not work for this function, so there is no second derivative.</source>
        <translation>这个函数不支持 double backward，因此没有二阶导数。</translation>
    </message>
    <message>
        <source>From the last code that ran: {verdict}</source>
        <translation>来自上一次成功运行的代码：{verdict}</translation>
    </message>
</context>
<context>
    <name>DetailsToggle</name>
    <message>
        <source>details</source>
        <translation>详情</translation>
    </message>
</context>
<context>
    <name>DocumentManager</name>
    <message>
        <source>Lesson: {title}</source>
        <translation>课程：{title}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>{name}[*] — Autograd Playground</source>
        <translation>{name}[*] — Autograd Playground</translation>
    </message>
    <message>
        <source>Open Python file</source>
        <translation>打开 Python 文件</translation>
    </message>
    <message>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Python 文件 (*.py);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <source>{name} looks like an experiment file, but its settings could not be read ({reason}); it was opened as plain code with the current settings.</source>
        <translation>{name} 看起来是实验文件，但无法读取其设置（{reason}）；已按当前设置作为普通代码打开。</translation>
    </message>
    <message>
        <source>{name} is a binary file, not Python source.</source>
        <translation>{name} 是二进制文件，不是 Python 源代码。</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text (byte 0x{byte:02x} at position {position}). Save it as UTF-8 and open it again.</source>
        <translation>{name} 不是 UTF-8 文本（位置 {position} 处的字节 0x{byte:02x}）。请另存为 UTF-8 后重新打开。</translation>
    </message>
    <message>
        <source>{name} is {megabytes:.1f} MB; the playground opens source files up to 2 MB.</source>
        <translation>{name} 有 {megabytes:.1f} MB；演练场只能打开 2 MB 以内的源文件。</translation>
    </message>
    <message>
        <source>Could not read {name}: {reason}</source>
        <translation>无法读取 {name}：{reason}</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>Save Experiment As</source>
        <translation>另存为实验</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Could not save {name}: {reason}
The file on disk was not changed.</source>
        <translation>无法保存 {name}：{reason}
磁盘上的文件没有改变。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <source>{name} has changes that are not saved. Save them first?</source>
        <translation>{name} 有未保存的修改。先保存吗？</translation>
    </message>
</context>
<context>
    <name>EditorHelp</name>
    <message>
        <source>completion, signatures and hover</source>
        <translation>补全、签名提示和悬停说明</translation>
    </message>
    <message>
        <source>marks as you type</source>
        <translation>输入时的标记</translation>
    </message>
    <message>
        <source>Editor help: {name} is not installed; without it: {what}.</source>
        <translation>编辑器辅助：未安装 {name}；因此不可用：{what}。</translation>
    </message>
</context>
<context>
    <name>ExampleGraphView</name>
    <message>
        <source>Previous step of backward (←)</source>
        <translation>backward 的上一步（←）</translation>
    </message>
    <message>
        <source>Next step of backward (→); in Predict mode it first reveals the current gradient</source>
        <translation>backward 的下一步（→）；在预测模式下先揭晓当前的梯度</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Play: one step of backward after another, {rate:g} a second (the toolbar&apos;s Pace sets it)</source>
        <translation>播放：逐步执行 backward，每秒 {rate:g} 步（由工具栏的速度设置）</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Hide the gradients: the class predicts each one, ▶ reveals it</source>
        <translation>隐藏梯度：全班逐个预测，按 ▶ 揭晓</translation>
    </message>
    <message>
        <source>Reveal all</source>
        <translation>全部揭晓</translation>
    </message>
    <message>
        <source>Which backward call of the example</source>
        <translation>示例中的哪一次 backward 调用</translation>
    </message>
    <message>
        <source>step {n} of {total}</source>
        <translation>第 {n} 步，共 {total} 步</translation>
    </message>
    <message>
        <source>before backward</source>
        <translation>backward 之前</translation>
    </message>
</context>
<context>
    <name>ExampleTab</name>
    <message>
        <source>Run &amp;Example</source>
        <translation>运行示例(&amp;E)</translation>
    </message>
    <message>
        <source>Run the code&apos;s example (its top level, its if __name__ == &quot;__main__&quot;: block and &gt;&gt;&gt; lines) and step through each backward call it makes, with every node&apos;s numbers</source>
        <translation>运行代码中的示例（顶层代码、if __name__ == &quot;__main__&quot;: 块和 &gt;&gt;&gt; 行），并逐步查看它的每一次 backward 调用及每个节点的数值</translation>
    </message>
    <message>
        <source>Running the example…</source>
        <translation>正在运行示例…</translation>
    </message>
    <message>
        <source>Backward, step by step</source>
        <translation>逐步查看 backward</translation>
    </message>
    <message>
        <source>Run Example — what the example printed (backward calls: {calls}):</source>
        <translation>运行示例 — 示例打印的内容（backward 调用：{calls} 次）：</translation>
    </message>
</context>
<context>
    <name>ExampleWords</name>
    <message>
        <source>call {n}: {call}, line {line}</source>
        <translation>第 {n} 次调用：{call}，第 {line} 行</translation>
    </message>
    <message>
        <source>{name} · leaf</source>
        <translation>{name} · 叶子</translation>
    </message>
    <message>
        <source>value {v}</source>
        <translation>值 {v}</translation>
    </message>
    <message>
        <source>grad — not yet</source>
        <translation>grad — 尚未到达</translation>
    </message>
    <message>
        <source>grad ?</source>
        <translation>grad ?</translation>
    </message>
    <message>
        <source>grad None</source>
        <translation>grad None</translation>
    </message>
    <message>
        <source>grad {g}</source>
        <translation>grad {g}</translation>
    </message>
    <message>
        <source>cut off by detach(): no .grad</source>
        <translation>被 detach() 切断：没有 .grad</translation>
    </message>
    <message>
        <source>made under no_grad: no .grad</source>
        <translation>在 no_grad 下创建：没有 .grad</translation>
    </message>
    <message>
        <source>not in this graph: .grad None</source>
        <translation>不在这个图中：.grad 为 None</translation>
    </message>
    <message>
        <source>.grad ? (from before)</source>
        <translation>.grad ?（之前的值）</translation>
    </message>
    <message>
        <source>.grad {g} (from before)</source>
        <translation>.grad {g}（之前留下的）</translation>
    </message>
    <message>
        <source>detach() or torch.no_grad() cut {name} (or the tensor it was made from) off the graph: backward never reaches it.</source>
        <translation>detach() 或 torch.no_grad() 把 {name}（或生成它的张量）从计算图中切断了：backward 永远到不了它。</translation>
    </message>
    <message>
        <source>{name} requires grad, but this backward call&apos;s graph does not use it.</source>
        <translation>{name} 需要梯度，但这次 backward 调用的计算图没有用到它。</translation>
    </message>
    <message>
        <source>An operation of torch: its backward is built in.</source>
        <translation>torch 的运算：其 backward 是内置的。</translation>
    </message>
    <message>
        <source>Your autograd.Function: here the backward you wrote runs.</source>
        <translation>你的 autograd.Function：这里运行的是你写的 backward。</translation>
    </message>
    <message>
        <source>AccumulateGrad: adds the gradient into the leaf&apos;s .grad.</source>
        <translation>AccumulateGrad：把梯度累加到叶子的 .grad 中。</translation>
    </message>
    <message>
        <source>made at line {line}</source>
        <translation>在第 {line} 行创建</translation>
    </message>
    <message>
        <source>Run ▸ Run Example runs the code&apos;s example (its top level, its if __name__ == &quot;__main__&quot;: block, &gt;&gt;&gt; lines) and shows each backward call here, step by step, with its numbers.</source>
        <translation>运行 ▸ 运行示例 会运行代码中的示例（顶层代码、if __name__ == &quot;__main__&quot;: 块、&gt;&gt;&gt; 行），并在这里逐步显示每一次 backward 调用及其数值。</translation>
    </message>
    <message>
        <source>The example made no backward call.</source>
        <translation>示例没有调用 backward。</translation>
    </message>
    <message>
        <source>{calls} backward calls, the last {kept} recorded shown</source>
        <translation>{calls} 次 backward 调用，显示记录下的最后 {kept} 次</translation>
    </message>
    <message>
        <source>1 backward call</source>
        <translation>1 次 backward 调用</translation>
    </message>
    <message>
        <source>the last call ({calls}) was not recorded</source>
        <translation>最后一次调用（第 {calls} 次）未被记录</translation>
    </message>
    <message>
        <source>{n} nodes</source>
        <translation>{n} 个节点</translation>
    </message>
    <message>
        <source>your Function: {names}</source>
        <translation>你的 Function：{names}</translation>
    </message>
    <message>
        <source> (line {line})</source>
        <translation>（第 {line} 行）</translation>
    </message>
    <message>
        <source>Stopped{where}: {message}</source>
        <translation>已停止{where}：{message}</translation>
    </message>
    <message>
        <source>Before backward: every node has its forward value; no gradient has flowed yet. Press ▶.</source>
        <translation>backward 之前：每个节点都有它的 forward 值；还没有梯度流过。请按 ▶。</translation>
    </message>
    <message>
        <source>your Function&apos;s backward</source>
        <translation>你的 Function 的 backward</translation>
    </message>
    <message>
        <source>adds into the leaf&apos;s .grad</source>
        <translation>累加到叶子的 .grad 中</translation>
    </message>
    <message>
        <source>torch&apos;s backward</source>
        <translation>torch 的 backward</translation>
    </message>
    <message>
        <source>, made at line {line}</source>
        <translation>，在第 {line} 行创建</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>第 {n} 步，共 {total} 步</translation>
    </message>
    <message>
        <source>What reaches it, and what it sends on? Predict, then press ▶.</source>
        <translation>什么会传到这里，它又会往下传什么？先预测，再按 ▶。</translation>
    </message>
    <message>
        <source>received (grad_output): {g}</source>
        <translation>收到的（grad_output）：{g}</translation>
    </message>
    <message>
        <source>{name}.grad after this call: {g}</source>
        <translation>这次调用之后的 {name}.grad：{g}</translation>
    </message>
    <message>
        <source>torch.autograd.grad returned for {name}: {g}</source>
        <translation>torch.autograd.grad 为 {name} 返回：{g}</translation>
    </message>
    <message>
        <source>an input that needs no gradient</source>
        <translation>不需要梯度的输入</translation>
    </message>
    <message>
        <source>sent to {input}: {g}</source>
        <translation>传给 {input}：{g}</translation>
    </message>
    <message>
        <source>autograd of your forward would send: {g}</source>
        <translation>你的 forward 的 autograd 会传：{g}</translation>
    </message>
    <message>
        <source>your backward differs</source>
        <translation>你的 backward 不同</translation>
    </message>
    <message>
        <source>chain rule, input {n} ({name}), element [{element}]: {formula}</source>
        <translation>链式法则，输入 {n}（{name}），元素 [{element}]：{formula}</translation>
    </message>
    <message>
        <source>chain rule, input {n} ({name}): {formula}</source>
        <translation>链式法则，输入 {n}（{name}）：{formula}</translation>
    </message>
    <message>
        <source>chain rule, element [{element}]: {formula}</source>
        <translation>链式法则，元素 [{element}]：{formula}</translation>
    </message>
    <message>
        <source>chain rule: {formula}</source>
        <translation>链式法则：{formula}</translation>
    </message>
    <message>
        <source>{name}{element} is inputs {inputs} at once: autograd adds what each sends, {terms} = {total}</source>
        <translation>{name}{element} 同时是输入 {inputs}：autograd 把各自传来的相加，{terms} = {total}</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>上一个匹配（Shift+Enter）</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>下一个匹配（Enter）</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>关闭（Esc）</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>第 {current} 个，共 {total} 个</translation>
    </message>
    <message>
        <source>{total} found</source>
        <translation>找到 {total} 个</translation>
    </message>
</context>
<context>
    <name>FunctionHints</name>
    <message>
        <source>backward returns {returned} value(s), but forward takes {expected} input(s) ({inputs}): return one gradient per input, None for an input that is not a tensor.</source>
        <translation>backward 返回了 {returned} 个值，但 forward 有 {expected} 个输入（{inputs}）：每个输入返回一个梯度，非张量的输入返回 None。</translation>
    </message>
    <message>
        <source>backward returns {returned} values, but forward takes {expected} input(s) ({inputs}): the extra ones must be None.</source>
        <translation>backward 返回了 {returned} 个值，但 forward 只有 {expected} 个输入（{inputs}）：多出的值必须是 None。</translation>
    </message>
    <message>
        <source>ctx.saved_tensors is a tuple: unpack it, {name}, = ctx.saved_tensors (mind the comma).</source>
        <translation>ctx.saved_tensors 是一个元组：请解包，写成 {name}, = ctx.saved_tensors（注意逗号）。</translation>
    </message>
    <message>
        <source>save_for_backward takes tensors only; {name} is not one: keep it on ctx instead (ctx.name = value).</source>
        <translation>save_for_backward 只接受张量；{name} 不是张量：请改为存到 ctx 上（ctx.name = value）。</translation>
    </message>
    <message>
        <source>{name} is saved for backward and changed in place here: backward reads the changed values, and a tensor the caller passed in changes for the caller too. Change a copy (.clone()) or use an operation that is not in place.</source>
        <translation>{name} 已为 backward 保存，却在这里被原地修改：backward 读到的是修改后的值，调用者传入的张量也会被改掉。请修改副本（.clone()），或使用非原地操作。</translation>
    </message>
    <message>
        <source>backward never uses {name}: the gradient from above must be multiplied in (the chain rule), or every caller gets the same gradient.</source>
        <translation>backward 从未使用 {name}：必须乘上来自上游的梯度（链式法则），否则每个调用者得到的梯度都一样。</translation>
    </message>
    <message>
        <source>forward takes no ctx: either write forward(ctx, {first}, …), or add setup_context(ctx, inputs, output) to save what backward needs.</source>
        <translation>forward 没有接收 ctx：要么写成 forward(ctx, {first}, …)，要么添加 setup_context(ctx, inputs, output) 来保存 backward 需要的东西。</translation>
    </message>
</context>
<context>
    <name>FunctionPanel</name>
    <message>
        <source>No function to show yet.</source>
        <translation>还没有可显示的函数。</translation>
    </message>
    <message>
        <source>x from</source>
        <translation>x 从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>From the last code that ran</source>
        <translation>来自上一次成功运行的代码</translation>
    </message>
</context>
<context>
    <name>GradientPanel</name>
    <message>
        <source>Gradient norm of each parameter</source>
        <translation>各参数的梯度范数</translation>
    </message>
    <message>
        <source>‖gradient‖</source>
        <translation>‖梯度‖</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Current gradient</source>
        <translation>当前梯度</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>直方图</translation>
    </message>
    <message>
        <source>count</source>
        <translation>个数</translation>
    </message>
    <message>
        <source>gradient value</source>
        <translation>梯度值</translation>
    </message>
    <message>
        <source>The parameter whose gradient is shown below.</source>
        <translation>下方显示其梯度的参数。</translation>
    </message>
    <message>
        <source>parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Exact zeros: entries whose gradient is exactly 0 now. Dead activations: outputs of your function that pass no gradient back (a ReLU that is off, a rounding step).</source>
        <translation>恰为零：当前梯度恰好为 0 的元素。死激活：你的函数中不向回传递梯度的输出（关闭的 ReLU、取整的台阶）。</translation>
    </message>
    <message>
        <source>index</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>gradient</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>{name} (raw)</source>
        <translation>{name}（原始值）</translation>
    </message>
    <message>
        <source>{name}: always 0 (not drawn on a log axis)</source>
        <translation>{name}：始终为 0（无法画在对数坐标上）</translation>
    </message>
    <message>
        <source>Gradient of {name} ({shape}; {shown} of it shown, evenly spread)</source>
        <translation>{name} 的梯度（{shape}，均匀抽取显示其中 {shown}）</translation>
    </message>
    <message>
        <source>Gradient of {name} ({shape})</source>
        <translation>{name} 的梯度（{shape}）</translation>
    </message>
    <message>
        <source>No training yet: press Train.</source>
        <translation>还没有训练：请按“训练”。</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>第 {step} 步</translation>
    </message>
    <message>
        <source>no gradient (is {name} used by the loss?)</source>
        <translation>没有梯度（损失用到 {name} 了吗？）</translation>
    </message>
    <message>
        <source>largest |gradient| {value}</source>
        <translation>最大 |梯度| {value}</translation>
    </message>
    <message>
        <source>exact zeros {percent}%</source>
        <translation>恰为零 {percent}%</translation>
    </message>
    <message>
        <source>dead activations {percent}%</source>
        <translation>死激活 {percent}%</translation>
    </message>
</context>
<context>
    <name>GraphTab</name>
    <message>
        <source>Autograd &amp;Graph</source>
        <translation>autograd 计算图(&amp;G)</translation>
    </message>
    <message>
        <source>The graph behind the toy model&apos;s loss, from loss.grad_fn back to the leaves</source>
        <translation>小模型损失背后的计算图：从 loss.grad_fn 一直到叶子</translation>
    </message>
    <message>
        <source>Autograd graph</source>
        <translation>autograd 计算图</translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <source>gets .grad</source>
        <translation>得到 .grad</translation>
    </message>
    <message>
        <source>no .grad</source>
        <translation>没有 .grad</translation>
    </message>
    <message>
        <source>{n} nodes folded</source>
        <translation>折叠了 {n} 个节点</translation>
    </message>
    <message>
        <source>value {v}</source>
        <translation>值 {v}</translation>
    </message>
    <message>
        <source>value {low} … {high}, mean {mean}</source>
        <translation>值 {low} … {high}，均值 {mean}</translation>
    </message>
    <message>
        <source>grad {g}</source>
        <translation>grad {g}</translation>
    </message>
    <message>
        <source>grad norm {norm}</source>
        <translation>grad 范数 {norm}</translation>
    </message>
    <message>
        <source>value: min {min}, mean {mean}, max {max}, norm {norm}</source>
        <translation>值：最小 {min}，均值 {mean}，最大 {max}，范数 {norm}</translation>
    </message>
    <message>
        <source>gradient that reached it: min {min}, mean {mean}, max {max}, norm {norm}</source>
        <translation>到达它的梯度：最小 {min}，均值 {mean}，最大 {max}，范数 {norm}</translation>
    </message>
    <message>
        <source>An operation of torch: its backward is built in.</source>
        <translation>torch 的运算：其 backward 是内置的。</translation>
    </message>
    <message>
        <source>Your autograd.Function: here the backward you wrote runs.</source>
        <translation>你的 autograd.Function：这里运行的是你写的 backward。</translation>
    </message>
    <message>
        <source>AccumulateGrad: adds the gradient into the leaf&apos;s .grad.</source>
        <translation>AccumulateGrad：把梯度累加到叶子的 .grad 中。</translation>
    </message>
    <message>
        <source>A leaf tensor (requires_grad=True): .grad is filled by backward().</source>
        <translation>叶子张量（requires_grad=True）：.grad 由 backward() 填入。</translation>
    </message>
    <message>
        <source>A leaf tensor that gets no .grad.</source>
        <translation>得不到 .grad 的叶子张量。</translation>
    </message>
    <message>
        <source>{n} nodes folded into one to keep the drawing readable.</source>
        <translation>为了让图易读，把 {n} 个节点折叠成一个。</translation>
    </message>
    <message>
        <source>parameter {name}</source>
        <translation>参数 {name}</translation>
    </message>
    <message>
        <source>shape {shape}</source>
        <translation>形状 {shape}</translation>
    </message>
    <message>
        <source>Frozen (requires_grad=False): these get no .grad</source>
        <translation>冻结（requires_grad=False）：这些得不到 .grad</translation>
    </message>
    <message>
        <source>Not in the graph (detached / no_grad): these get no .grad</source>
        <translation>不在图中（detach / no_grad）：这些得不到 .grad</translation>
    </message>
    <message>
        <source>requires_grad=False: frozen, so backward() leaves its .grad empty.</source>
        <translation>requires_grad=False：已冻结，所以 backward() 让它的 .grad 保持为空。</translation>
    </message>
    <message>
        <source>It requires grad, but the loss does not depend on it through the graph: a .detach() or torch.no_grad() cut it off, so its .grad stays None.</source>
        <translation>它需要梯度，但损失并不通过计算图依赖它：.detach() 或 torch.no_grad() 把它切断了，所以它的 .grad 仍为 None。</translation>
    </message>
    <message>
        <source>The graph behind loss.grad_fn: {n} nodes</source>
        <translation>loss.grad_fn 背后的计算图：{n} 个节点</translation>
    </message>
    <message>
        <source>your Function: {names}</source>
        <translation>你的 Function：{names}</translation>
    </message>
    <message>
        <source>1 leaf gets .grad</source>
        <translation>1 个叶子得到 .grad</translation>
    </message>
    <message>
        <source>{k} leaves get .grad</source>
        <translation>{k} 个叶子得到 .grad</translation>
    </message>
    <message>
        <source>1 parameter cut off by detach / no_grad</source>
        <translation>1 个参数被 detach / no_grad 切断</translation>
    </message>
    <message>
        <source>{c} parameters cut off by detach / no_grad</source>
        <translation>{c} 个参数被 detach / no_grad 切断</translation>
    </message>
    <message>
        <source>{c} frozen</source>
        <translation>{c} 个已冻结</translation>
    </message>
    <message>
        <source>numbers of the first step&apos;s batch: loss {loss}</source>
        <translation>第一步批次的数值：损失 {loss}</translation>
    </message>
    <message>
        <source>The graph appears after the first training step: press Train or Step.</source>
        <translation>计算图在第一步训练之后出现：请按“训练”或“单步”。</translation>
    </message>
    <message>
        <source>No graph: {message}</source>
        <translation>没有计算图：{message}</translation>
    </message>
    <message>
        <source>The autograd graph behind the loss appears here after the first training step.</source>
        <translation>损失背后的 autograd 计算图会在第一步训练之后显示在这里。</translation>
    </message>
    <message>
        <source>your Function</source>
        <translation>你的 Function</translation>
    </message>
    <message>
        <source>torch operation</source>
        <translation>torch 运算</translation>
    </message>
    <message>
        <source>AccumulateGrad</source>
        <translation>AccumulateGrad</translation>
    </message>
    <message>
        <source>leaf that gets .grad</source>
        <translation>得到 .grad 的叶子</translation>
    </message>
    <message>
        <source>cut off (detach / no_grad)</source>
        <translation>被切断（detach / no_grad）</translation>
    </message>
    <message>
        <source>Mouse wheel: zoom · drag: move · double-click: fit</source>
        <translation>鼠标滚轮：缩放 · 拖动：移动 · 双击：适应窗口</translation>
    </message>
</context>
<context>
    <name>HandPoints</name>
    <message>
        <source>Draw points</source>
        <translation>画点</translation>
    </message>
    <message>
        <source>Left click adds a point of the chosen class, right click removes the nearest one. Train to learn them.</source>
        <translation>左键单击添加所选类别的点，右键单击删除最近的点。按“训练”来学习这些点。</translation>
    </message>
    <message>
        <source>The class of the points a left click adds</source>
        <translation>左键单击所添加的点的类别</translation>
    </message>
    <message>
        <source>Clear points</source>
        <translation>清除点</translation>
    </message>
    <message>
        <source>left click: add · right click: remove</source>
        <translation>左键：添加 · 右键：删除</translation>
    </message>
    <message>
        <source>class {k}</source>
        <translation>类别 {k}</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Question for the class:</source>
        <translation>课堂提问：</translation>
    </message>
    <message>
        <source>Predict, then reveal:</source>
        <translation>先预测，再揭晓：</translation>
    </message>
    <message>
        <source>The code to complete</source>
        <translation>待补全的代码</translation>
    </message>
    <message>
        <source>The solution</source>
        <translation>参考答案</translation>
    </message>
    <message>
        <source>The function and its derivative</source>
        <translation>函数及其导数</translation>
    </message>
    <message>
        <source>The function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>f(x) (grey), the derivative of the backward (orange) and the numerical derivative (blue, dashed)</source>
        <translation>f(x)（灰色）、backward 给出的导数（橙色）和数值导数（蓝色虚线）</translation>
    </message>
    <message>
        <source>f (grey) and the numerical derivative (blue, dashed): the true one</source>
        <translation>f（灰色）与数值导数（蓝色虚线）：真实的导数</translation>
    </message>
    <message>
        <source>f (grey). Its derivative is not drawn: it is what your backward computes, for you to find</source>
        <translation>f（灰色）。导数没有画出：它正是你的 backward 要计算的，请你自己找出来</translation>
    </message>
    <message>
        <source>The Jacobian: your backward&apos;s beside the true one</source>
        <translation>雅可比矩阵：你的 backward 给出的与真实的并排</translation>
    </message>
    <message>
        <source>your backward</source>
        <translation>你的 backward</translation>
    </message>
    <message>
        <source>true</source>
        <translation>真实值</translation>
    </message>
    <message>
        <source>The example&apos;s backward, step by step</source>
        <translation>逐步查看示例的 backward</translation>
    </message>
    <message>
        <source>Each node of the example&apos;s graph with its value and the gradient that reached it, as Run Example shows them</source>
        <translation>示例计算图的每个节点及其值和到达它的梯度，与“运行示例”显示的一致</translation>
    </message>
</context>
<context>
    <name>InlineValues</name>
    <message>
        <source>{value}   grad {gradient}</source>
        <translation>{value}   grad {gradient}</translation>
    </message>
</context>
<context>
    <name>InputChoice</name>
    <message>
        <source>Probe input:</source>
        <translation>探测输入：</translation>
    </message>
    <message>
        <source>shape of the call</source>
        <translation>调用的形状</translation>
    </message>
    <message>
        <source>The shape of the first input, e.g. 3, 4 (empty: the shape of the code&apos;s own call). Other inputs of the same shape take it too.</source>
        <translation>第一个输入的形状，例如 3, 4（留空：使用代码自身调用的形状）。形状相同的其他输入也采用它。</translation>
    </message>
    <message>
        <source>linspace</source>
        <translation>等间距（linspace）</translation>
    </message>
    <message>
        <source>my numbers</source>
        <translation>我的数值</translation>
    </message>
    <message>
        <source>random, seed {seed}</source>
        <translation>随机值，种子 {seed}</translation>
    </message>
    <message>
        <source>The first input&apos;s values: the code&apos;s own call (its values, as the curves and Run Example use them), random with seed 0 (the same each time), evenly spaced over the x range, or your own numbers. The other inputs keep their seeded values.</source>
        <translation>第一个输入的值：代码自身的调用（与曲线和 Run Example 使用的值相同）、种子为 0 的随机值（每次相同）、在 x 范围内等间距，或你自己的数字。其他输入保留其带种子的值。</translation>
    </message>
    <message>
        <source>e.g. 0.5, -1, 2</source>
        <translation>例如 0.5, -1, 2</translation>
    </message>
    <message>
        <source>Numbers separated by commas, in row-major order.</source>
        <translation>用逗号分隔的数，按行优先顺序排列。</translation>
    </message>
    <message>
        <source>“{text}” is no shape: type whole numbers of at least 1, separated by commas (e.g. 3, 4).</source>
        <translation>“{text}”不是形状：请输入至少为 1 的整数，用逗号分隔（例如 3, 4）。</translation>
    </message>
    <message>
        <source>Type your numbers, separated by commas (e.g. 0.5, -1, 2).</source>
        <translation>请输入你的数，用逗号分隔（例如 0.5, -1, 2）。</translation>
    </message>
    <message>
        <source>“{part}” is not a number: type numbers separated by commas (e.g. 0.5, -1, 2).</source>
        <translation>“{part}”不是数：请输入用逗号分隔的数（例如 0.5, -1, 2）。</translation>
    </message>
    <message>
        <source>inferred shapes, random, seed {seed}</source>
        <translation>推断的形状，随机值，种子 {seed}</translation>
    </message>
    <message>
        <source>the call&apos;s shapes, random, seed {seed}</source>
        <translation>调用的形状，随机值，种子 {seed}</translation>
    </message>
    <message>
        <source>the code&apos;s own call</source>
        <translation>代码自身的调用</translation>
    </message>
</context>
<context>
    <name>JacobianPanel</name>
    <message>
        <source>No Jacobian yet: it appears when the code is checked.</source>
        <translation>还没有雅可比矩阵：检查代码后就会显示。</translation>
    </message>
    <message>
        <source>your backward</source>
        <translation>你的 backward</translation>
    </message>
    <message>
        <source>true</source>
        <translation>真实值</translation>
    </message>
    <message>
        <source>yours − true</source>
        <translation>你的 − 真实值</translation>
    </message>
    <message>
        <source>Point at a cell to read ∂y/∂x: yours, true and their difference.</source>
        <translation>指向一个格子即可读出 ∂y/∂x：你的值、真实值及二者之差。</translation>
    </message>
    <message>
        <source>Block:</source>
        <translation>块：</translation>
    </message>
    <message>
        <source>No Jacobian for this code: its forward could not be run on a small input.</source>
        <translation>这段代码没有雅可比矩阵：它的 forward 无法在小输入上运行。</translation>
    </message>
    <message>
        <source>Point at a cell to read ∂{output}/∂{input}: yours, true and their difference.</source>
        <translation>指向一个格子即可读出 ∂{output}/∂{input}：你的值、真实值及二者之差。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}  ({rows}×{cols})</source>
        <translation>∂{output}/∂{input}（{rows}×{cols}）</translation>
    </message>
    <message>
        <source>random, seed {seed}</source>
        <translation>随机值，种子 {seed}</translation>
    </message>
    <message>
        <source>at the inputs of the code&apos;s own call: {shapes}</source>
        <translation>在代码自身调用的输入处：{shapes}</translation>
    </message>
    <message>
        <source>at the shapes of the code&apos;s own call, {values}: {shapes}</source>
        <translation>代码自身调用的形状，{values}：{shapes}</translation>
    </message>
    <message>
        <source>evenly spaced values</source>
        <translation>等间距的值</translation>
    </message>
    <message>
        <source>your numbers</source>
        <translation>你的数值</translation>
    </message>
    <message>
        <source>at inferred shapes (no call in the code), {values}: {shapes}</source>
        <translation>推断的形状（代码中没有调用），{values}：{shapes}</translation>
    </message>
    <message>
        <source>at your input, {values}: {shapes}</source>
        <translation>在你的输入处，{values}：{shapes}</translation>
    </message>
    <message>
        <source>cut from the call&apos;s {rows} rows</source>
        <translation>由调用的 {rows} 行截取</translation>
    </message>
    <message>
        <source>The Jacobian is diagonal: the function is elementwise, and its curves are the main picture.</source>
        <translation>雅可比矩阵是对角的：函数是逐元素的，主要看它的曲线。</translation>
    </message>
    <message>
        <source>The block is diagonal: each output depends on its own element of {input} only.</source>
        <translation>这个块是对角的：每个输出只依赖 {input} 中与它对应的元素。</translation>
    </message>
    <message>
        <source>(Too large to draw: {rows}×{cols}; largest difference {error}.)</source>
        <translation>（太大，无法绘制：{rows}×{cols}；最大差值 {error}。）</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: yours {yours}, true {true}, difference {difference}</source>
        <translation>∂{output}/∂{input}：你的 {yours}，真实值 {true}，差 {difference}</translation>
    </message>
</context>
<context>
    <name>LanguageServer</name>
    <message>
        <source>{name} stopped {count} times in a minute ({reason}); the editor goes on without it</source>
        <translation>{name} 在一分钟内停止了 {count} 次（{reason}）；编辑器将在没有它的情况下继续</translation>
    </message>
    <message>
        <source>{name} could not start ({program}); the editor goes on without it</source>
        <translation>{name} 无法启动（{program}）；编辑器将在没有它的情况下继续</translation>
    </message>
</context>
<context>
    <name>LearningRateInput</name>
    <message>
        <source>Learning rate, on a log scale</source>
        <translation>学习率（对数刻度）</translation>
    </message>
    <message>
        <source>Learning rate (type a value such as 0.003 or 1e-4)</source>
        <translation>学习率（输入如 0.003 或 1e-4 的值）</translation>
    </message>
</context>
<context>
    <name>LessonPane</name>
    <message>
        <source>Lessons, in order: picking one loads its code</source>
        <translation>课程（按顺序）：选中即载入其代码</translation>
    </message>
    <message>
        <source>Previous lesson</source>
        <translation>上一课</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>下一课</translation>
    </message>
    <message>
        <source>Your own code — pick a lesson…</source>
        <translation>你自己的代码——选择一课…</translation>
    </message>
    <message>
        <source>Question for the class:</source>
        <translation>课堂提问：</translation>
    </message>
    <message>
        <source>Predict, then reveal:</source>
        <translation>先预测，再揭晓：</translation>
    </message>
    <message>
        <source>Question for the class: {question}</source>
        <translation>课堂提问：{question}</translation>
    </message>
    <message>
        <source>Your own code</source>
        <translation>你自己的代码</translation>
    </message>
    <message>
        <source>Write a `torch.autograd.Function` (a `forward` and a `backward`) in the editor, or paste one from the PyTorch docs. The plots show f(x), the derivative your backward claims, the numerical derivative and autograd&apos;s own; the verdict says whether your backward is right.

Press Train to train a small model that uses your function and watch the loss and every parameter&apos;s gradient.</source>
        <translation>在编辑器中写一个 `torch.autograd.Function`（一个 `forward` 和一个 `backward`），或从 PyTorch 文档中粘贴一个。图表会显示 f(x)、你的 backward 声称的导数、数值导数以及 autograd 自己算出的导数；判定结果告诉你 backward 是否正确。

按“训练”可以训练一个使用你的函数的小模型，并观察损失和每个参数的梯度。</translation>
    </message>
</context>
<context>
    <name>LossPanel</name>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>train loss</source>
        <translation>训练损失</translation>
    </message>
    <message>
        <source>train loss (raw)</source>
        <translation>训练损失（原始值）</translation>
    </message>
    <message>
        <source>test loss</source>
        <translation>测试损失</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>log scale</source>
        <translation>对数坐标</translation>
    </message>
    <message>
        <source>Show the loss on a logarithmic axis: late, small improvements become visible.</source>
        <translation>在对数坐标上显示损失：后期的微小改进也能看清。</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>第 {step} 步</translation>
    </message>
    <message>
        <source>train loss {value}</source>
        <translation>训练损失 {value}</translation>
    </message>
    <message>
        <source>test loss {value}</source>
        <translation>测试损失 {value}</translation>
    </message>
    <message>
        <source>accuracy {value}%</source>
        <translation>准确率 {value}%</translation>
    </message>
    <message>
        <source>No training yet: press Train.</source>
        <translation>还没有训练：请按“训练”。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>· not checked yet</source>
        <translation>· 尚未检查</translation>
    </message>
    <message>
        <source>Opened {name}. It has not run: a file is Python code that runs on your computer with your rights. Press Check (Ctrl+Return) or Train to run it.</source>
        <translation>已打开 {name}。它还没有运行：文件是以你的权限在这台电脑上运行的 Python 代码。按“检查”（Ctrl+Return）或“训练”来运行它。</translation>
    </message>
    <message>
        <source>The new pace applies from the next run: press Reset to start this one again with it.</source>
        <translation>新的速度从下一次训练开始生效：按“重置”可用新速度重新开始这次训练。</translation>
    </message>
    <message>
        <source>About Autograd Playground</source>
        <translation>关于 Autograd Playground</translation>
    </message>
    <message>
        <source>Quick Start</source>
        <translation>快速入门</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
</context>
<context>
    <name>ModelPanel</name>
    <message>
        <source>The model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>training data</source>
        <translation>训练数据</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>This model has no picture: see the loss and the gradients.</source>
        <translation>这个模型没有图示：请看损失和梯度。</translation>
    </message>
    <message>
        <source>class {k}</source>
        <translation>类别 {k}</translation>
    </message>
    <message>
        <source>The model&apos;s fit</source>
        <translation>模型的拟合</translation>
    </message>
    <message>
        <source>Decision boundary</source>
        <translation>决策边界</translation>
    </message>
    <message>
        <source>The model appears here while it trains: press Train.</source>
        <translation>模型会在训练时显示在这里：请按“训练”。</translation>
    </message>
</context>
<context>
    <name>PaceBox</name>
    <message>
        <source>How fast training runs: full speed, or at most so many steps a second, so a class can watch the curves and gradients move</source>
        <translation>训练的速度：全速，或每秒最多多少步，让全班能看清曲线和梯度的变化</translation>
    </message>
    <message>
        <source>Slow motion: one step a second</source>
        <translation>慢动作：每秒一步</translation>
    </message>
    <message>
        <source>Full speed</source>
        <translation>全速</translation>
    </message>
    <message>
        <source>{rate:g} steps/s</source>
        <translation>{rate:g} 步/秒</translation>
    </message>
</context>
<context>
    <name>PictureSwitch</name>
    <message>
        <source>Jacobian maps</source>
        <translation>雅可比矩阵热图</translation>
    </message>
    <message>
        <source>vᵀJ bars</source>
        <translation>vᵀJ 柱状图</translation>
    </message>
</context>
<context>
    <name>PlaygroundStatusBar</name>
    <message>
        <source>Restarting engine…</source>
        <translation>正在重启引擎…</translation>
    </message>
    <message>
        <source>Starting engine…</source>
        <translation>正在启动引擎…</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Engine ready — torch {version}, {devices}</source>
        <translation>引擎就绪——torch {version}，{devices}</translation>
    </message>
    <message>
        <source>Engine could not start</source>
        <translation>引擎无法启动</translation>
    </message>
    <message>
        <source>· checking ({phase})…</source>
        <translation>· 检查中（{phase}）…</translation>
    </message>
    <message>
        <source>· checking…</source>
        <translation>· 检查中…</translation>
    </message>
    <message>
        <source>· error on line {line}</source>
        <translation>· 第 {line} 行有错误</translation>
    </message>
    <message>
        <source>· error</source>
        <translation>· 错误</translation>
    </message>
    <message>
        <source>· {done} in {ms:.0f} ms · still running: {stages}…</source>
        <translation>· {done}：{ms:.0f} ms · 仍在运行：{stages}…</translation>
    </message>
    <message>
        <source>· checked in {ms:.0f} ms</source>
        <translation>· 检查用时 {ms:.0f} ms</translation>
    </message>
    <message>
        <source>· {done} in {ms:.0f} ms · the rest cancelled by the edit</source>
        <translation>· {done}：{ms:.0f} ms · 其余已因编辑取消</translation>
    </message>
    <message>
        <source>Jacobian</source>
        <translation>雅可比矩阵</translation>
    </message>
    <message>
        <source>other checks</source>
        <translation>其他检查</translation>
    </message>
    <message>
        <source>curves</source>
        <translation>曲线</translation>
    </message>
    <message>
        <source>step %v / %m</source>
        <translation>第 %v / %m 步</translation>
    </message>
    <message>
        <source>{rate:,.0f} steps/s</source>
        <translation>{rate:,.0f} 步/秒</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
</context>
<context>
    <name>PlotArea</name>
    <message>
        <source>Function &amp;&amp; derivative</source>
        <translation>函数与导数</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
</context>
<context>
    <name>PlotTabLabels</name>
    <message>
        <source>Curves</source>
        <comment>a plot tab&apos;s short label: f(x) and its derivative</comment>
        <translation>曲线</translation>
    </message>
    <message>
        <source>Loss</source>
        <comment>a plot tab&apos;s short label (Russian: &apos;Потери&apos;)</comment>
        <translation>损失</translation>
    </message>
    <message>
        <source>Steps</source>
        <comment>a plot tab&apos;s short label: backward, step by step</comment>
        <translation>逐步</translation>
    </message>
    <message>
        <source>Graph</source>
        <comment>a plot tab&apos;s short label: the autograd graph</comment>
        <translation>计算图</translation>
    </message>
</context>
<context>
    <name>PredictCover</name>
    <message>
        <source>Predict: the Jacobian would give the gradients away. It is shown when they are revealed (Reveal all, or ▶ through the last step).</source>
        <translation>预测：雅可比矩阵会泄露梯度。梯度揭晓后才显示（全部揭晓，或用 ▶ 走到最后一步）。</translation>
    </message>
</context>
<context>
    <name>RuffMarks</name>
    <message>
        <source>Undefined name {name}</source>
        <translation>未定义的名称 {name}</translation>
    </message>
    <message>
        <source>{name} is assigned but never used</source>
        <translation>{name} 被赋值但从未使用</translation>
    </message>
    <message>
        <source>{name} is imported but never used</source>
        <translation>{name} 已导入但从未使用</translation>
    </message>
    <message>
        <source>{name} is defined again before it is used</source>
        <translation>{name} 在使用之前被再次定义</translation>
    </message>
</context>
<context>
    <name>SmoothingControl</name>
    <message>
        <source>smoothing</source>
        <translation>平滑</translation>
    </message>
    <message>
        <source>An exponential moving average of the per-step values (0: none, 0.99: very smooth); the raw curve stays faint behind it</source>
        <translation>逐步数值的指数移动平均（0：不平滑，0.99：非常平滑）；原始曲线淡淡地留在后面</translation>
    </message>
</context>
<context>
    <name>SubjectRow</name>
    <message>
        <source>Your code defines several Functions or Modules: which one the plots and training use</source>
        <translation>你的代码定义了多个 Function 或 Module：选择图表和训练使用哪一个</translation>
    </message>
    <message>
        <source>Subject:</source>
        <translation>对象：</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Function</translation>
    </message>
    <message>
        <source>Module</source>
        <translation>Module</translation>
    </message>
</context>
<context>
    <name>TrainingControls</name>
    <message>
        <source>Training</source>
        <translation>训练工具栏</translation>
    </message>
    <message>
        <source>Units in each hidden layer</source>
        <translation>每个隐藏层的单元数</translation>
    </message>
    <message>
        <source>Number of hidden layers</source>
        <translation>隐藏层数</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>SGD + momentum</source>
        <translation>SGD + 动量</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>Samples per step</source>
        <translation>每步的样本数</translation>
    </message>
    <message>
        <source>Same seed, same settings: the same run, step for step</source>
        <translation>相同的种子、相同的设置：每一步都完全相同的训练</translation>
    </message>
    <message>
        <source>How many optimizer steps the run makes</source>
        <translation>本次训练的优化步数</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批量</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Where the points come from.</source>
        <translation>点的来源。</translation>
    </message>
    <message>
        <source>Training uses {count} points from {name} instead of a data set.</source>
        <translation>训练使用来自 {name} 的 {count} 个点，而不是数据集。</translation>
    </message>
    <message>
        <source>its own data</source>
        <translation>自有数据</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>Where the toy model trains.</source>
        <translation>小模型在哪里训练。</translation>
    </message>
    <message>
        <source>GPUs appear here once the engine has started.</source>
        <translation>引擎启动后会在这里显示 GPU。</translation>
    </message>
    <message>
        <source>Not available:</source>
        <translation>不可用：</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
</context>
<context>
    <name>VjpView</name>
    <message>
        <source>one-hot at a row</source>
        <translation>某一行为 1（one-hot）</translation>
    </message>
    <message>
        <source>all ones</source>
        <translation>全为 1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>The grad_output v that backward receives. One-hot: click a row of a map, and the bars are that row of the Jacobian.</source>
        <translation>backward 收到的 grad_output v。one-hot：点击图中的某一行，柱状图就是雅可比矩阵的那一行。</translation>
    </message>
    <message>
        <source>grad_output v:</source>
        <translation>grad_output v：</translation>
    </message>
    <message>
        <source>vᵀ·∂{output}/∂{input}</source>
        <translation>vᵀ·∂{output}/∂{input}</translation>
    </message>
    <message>
        <source>v is 1 at {element}, 0 elsewhere: the bars are that row of each Jacobian.</source>
        <translation>v 在 {element} 处为 1，其余为 0：柱状图是每个雅可比矩阵的那一行。</translation>
    </message>
    <message>
        <source>v is 1 at {element}, 0 elsewhere: the bars are that row of each Jacobian. Click a row of a map for another.</source>
        <translation>v 在 {element} 处为 1，其余为 0：柱状图是每个雅可比矩阵的那一行。点击图中的另一行可换一行。</translation>
    </message>
    <message>
        <source>v is 1 at every element of {output}: the bars are each Jacobian&apos;s column sums.</source>
        <translation>v 在 {output} 的每个元素处都为 1：柱状图是每个雅可比矩阵的列和。</translation>
    </message>
    <message>
        <source>v is random (seeded) over the {rows} elements of {output}.</source>
        <translation>v 在 {output} 的 {rows} 个元素上取随机值（固定种子）。</translation>
    </message>
    <message>
        <source>Too large to draw: the matrices of {blocks} were not sent.</source>
        <translation>太大，无法绘制：{blocks} 的矩阵没有发送过来。</translation>
    </message>
    <message>
        <source>{element}: your backward(v) {yours}, vᵀJ {true}, difference {difference}</source>
        <translation>{element}：你的 backward(v) {yours}，vᵀJ {true}，差 {difference}</translation>
    </message>
    <message>
        <source>your backward(v)</source>
        <translation>你的 backward(v)</translation>
    </message>
    <message>
        <source>vᵀJ (true)</source>
        <translation>vᵀJ（真实值）</translation>
    </message>
</context>
<context>
    <name>WindowExchange</name>
    <message>
        <source>&amp;Import Points CSV…</source>
        <translation>导入点 CSV(&amp;I)…</translation>
    </message>
    <message>
        <source>Train on your own points: a CSV of x, y (fit a curve) or x, y, label (classify)</source>
        <translation>用你自己的点训练：x, y 的 CSV（拟合曲线）或 x, y, label 的 CSV（分类）</translation>
    </message>
    <message>
        <source>Forget Imported Points</source>
        <translation>丢弃导入的点</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Trained &amp;Weights (.pt)…</source>
        <translation>训练好的权重 (.pt)(&amp;W)…</translation>
    </message>
    <message>
        <source>The toy model&apos;s state_dict, saved with torch.save</source>
        <translation>小模型的 state_dict，用 torch.save 保存</translation>
    </message>
    <message>
        <source>Shown &amp;Plots (PNG, SVG or CSV)…</source>
        <translation>当前图表 (PNG、SVG 或 CSV)(&amp;P)…</translation>
    </message>
    <message>
        <source>The plots in front now as pictures (PNG, SVG) or their data (CSV); with several plots the files are numbered</source>
        <translation>把当前显示的图表保存为图片（PNG、SVG）或数据（CSV）；有多个图表时文件会编号</translation>
    </message>
    <message>
        <source>Import points</source>
        <translation>导入点</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV 文件 (*.csv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot import points</source>
        <translation>无法导入点</translation>
    </message>
    <message>
        <source>{count} points from {name}: training uses them instead of the {model} data set (File ▸ Forget Imported Points goes back).</source>
        <translation>来自 {name} 的 {count} 个点：训练将用它们代替 {model} 数据集（文件 ▸ 丢弃导入的点 可恢复）。</translation>
    </message>
    <message>
        <source>points drawn by hand</source>
        <translation>手绘的点</translation>
    </message>
    <message>
        <source>Training uses the chosen data set again.</source>
        <translation>训练重新使用所选的数据集。</translation>
    </message>
    <message>
        <source>Could not read {name}: {reason}</source>
        <translation>无法读取 {name}：{reason}</translation>
    </message>
    <message>
        <source>{name}, line {line}: {message}</source>
        <translation>{name}，第 {line} 行：{message}</translation>
    </message>
    <message>
        <source>{name}: {message}</source>
        <translation>{name}：{message}</translation>
    </message>
    <message>
        <source>Exported {files} to {folder}.</source>
        <translation>已将 {files} 导出到 {folder}。</translation>
    </message>
    <message>
        <source>This experiment trained on {device}, which is not available here: the {used} is used.</source>
        <translation>这个实验是在 {device} 上训练的，但这里不可用：改用 {used}。</translation>
    </message>
    <message>
        <source>Export trained weights</source>
        <translation>导出训练好的权重</translation>
    </message>
    <message>
        <source>PyTorch weights (*.pt);;All files (*)</source>
        <translation>PyTorch 权重 (*.pt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Saved the trained weights to {path}.</source>
        <translation>已将训练好的权重保存到 {path}。</translation>
    </message>
    <message>
        <source>Could not save the weights to {path}: {reason}</source>
        <translation>无法将权重保存到 {path}：{reason}</translation>
    </message>
</context>
<context>
    <name>jacobian_panel</name>
    <message>
        <source>Jacobian</source>
        <translation>雅可比矩阵</translation>
    </message>
</context>
<context>
    <name>self.window</name>
    <message>
        <source>Open a folder of lessons</source>
        <translation>打开课程文件夹</translation>
    </message>
    <message>
        <source>No lessons could be opened from {folder}.</source>
        <translation>无法从 {folder} 打开任何课程。</translation>
    </message>
    <message>
        <source>Export a handout</source>
        <translation>导出讲义</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html)</source>
        <translation>PDF (*.pdf);;HTML (*.html)</translation>
    </message>
    <message>
        <source>Making the handout {file}…</source>
        <translation>正在生成讲义 {file}…</translation>
    </message>
    <message>
        <source>Wrote the handout {file}.</source>
        <translation>已写出讲义 {file}。</translation>
    </message>
    <message>
        <source>The handout could not be made:
{error}</source>
        <translation>无法生成讲义：
{error}</translation>
    </message>
</context>
<context>
    <name>template</name>
    <message>
        <source>forward: compute f(x). Save what backward will need with ctx.save_for_backward.</source>
        <translation>forward：计算 f(x)。用 ctx.save_for_backward 保存 backward 需要的东西。</translation>
    </message>
    <message>
        <source>backward: get grad_output = dLoss/df and return dLoss/dx = grad_output * f&apos;(x).</source>
        <translation>backward：接收 grad_output = dLoss/df，返回 dLoss/dx = grad_output * f&apos;(x)。</translation>
    </message>
    <message>
        <source>Try: return 3 * x * grad_output, or forget grad_output, and watch the verdict.</source>
        <translation>试试：改成 return 3 * x * grad_output，或者忘掉 grad_output，看看判定怎么变。</translation>
    </message>
</context>
<context>
    <name>w</name>
    <message>
        <source>&amp;Quick Start</source>
        <translation>快速入门(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Autograd Playground</source>
        <translation>关于 Autograd Playground(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save E&amp;xperiment As…</source>
        <translation>另存为实验(&amp;X)…</translation>
    </message>
    <message>
        <source>Save the code with every setting (subject, model, data, seed…) in its header; Open brings the whole experiment back</source>
        <translation>把代码连同所有设置（对象、模型、数据、种子…）一起保存在文件头中；打开时整个实验都会恢复</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>清除最近文件</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近文件</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <source>Toggle &amp;Comment</source>
        <translation>切换注释(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Console</source>
        <translation>控制台(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Training Toolbar</source>
        <translation>训练工具栏(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Large text and thick lines for a projector; side panels fold away (Ctrl+Shift+P)</source>
        <translation>适合投影仪的大字和粗线；侧边面板会收起（Ctrl+Shift+P）</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Room for the Code</source>
        <translation>给代码留出空间(&amp;R)</translation>
    </message>
    <message>
        <source>The editor as wide as the code&apos;s lines while the class reads them, the picture small beside it; F7 again gives the picture its room back</source>
        <translation>全班阅读代码时，编辑器按代码行的宽度展开，图在旁边缩小显示；再按 F7 把空间还给图</translation>
    </message>
    <message>
        <source>&amp;Compare A and B</source>
        <translation>比较 A 与 B(&amp;C)</translation>
    </message>
    <message>
        <source>Train a second subject B beside the editor&apos;s code A, on the same data, seed and settings</source>
        <translation>在编辑器代码 A 旁边，用相同的数据、种子和设置训练第二个对象 B</translation>
    </message>
    <message>
        <source>&amp;Check Code</source>
        <translation>检查代码(&amp;C)</translation>
    </message>
    <message>
        <source>Run the code now and judge its backward</source>
        <translation>立即运行代码并判定它的 backward</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Check Opened Files &amp;Automatically</source>
        <translation>自动检查打开的文件(&amp;A)</translation>
    </message>
    <message>
        <source>Opened files are Python code that runs on your computer with your rights; when this is off, they run only once you press Check or Train.</source>
        <translation>打开的文件是以你的权限在这台电脑上运行的 Python 代码；关闭此项时，只有按“检查”或“训练”后才会运行。</translation>
    </message>
    <message>
        <source>Check under &amp;torch.compile</source>
        <translation>在 torch.compile 下检查(&amp;T)</translation>
    </message>
    <message>
        <source>Check the code once more, also under torch.compile(fullgraph=True) on the CPU: does it make one graph, and are its outputs and gradients those of eager mode? Slow: a first compile takes 4–20 s (Ctrl+Shift+Return)</source>
        <translation>再检查一次代码，同时在 CPU 上用 torch.compile(fullgraph=True) 运行：能否构成一张图，输出和梯度是否与 eager 模式相同？较慢：第一次编译需要 4–20 秒（Ctrl+Shift+Return）</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Open &amp;Lessons…</source>
        <translation>打开课程(&amp;L)…</translation>
    </message>
    <message>
        <source>Add a folder of lessons (NN_name.py files) to the lesson picker</source>
        <translation>将课程文件夹（NN_name.py 文件）加入课程列表</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>显示答案(&amp;S)</translation>
    </message>
    <message>
        <source>Show the teacher&apos;s lines between # BEGIN SOLUTION and # END SOLUTION instead of the starter</source>
        <translation>显示 # BEGIN SOLUTION 与 # END SOLUTION 之间教师写的代码，而不是起始代码</translation>
    </message>
    <message>
        <source>&amp;Handout of the Lesson (HTML or PDF)…</source>
        <translation>课程讲义(&amp;H)（HTML 或 PDF）…</translation>
    </message>
    <message>
        <source>The lesson&apos;s text, question, picture and code as one HTML or PDF file</source>
        <translation>将课程的正文、提问、图和代码合成一个 HTML 或 PDF 文件</translation>
    </message>
</context>
</TS>
