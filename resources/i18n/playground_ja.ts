<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name></name>
    <message>
        <source>x₁ = {x}, x₂ = {y}: class {k}</source>
        <translation>x₁ = {x}, x₂ = {y}：クラス {k}</translation>
    </message>
    <message>
        <source> (confidence {percent}%)</source>
        <translation>（確信度 {percent}%）</translation>
    </message>
    <message>
        <source>row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>gradient</source>
        <translation>勾配</translation>
    </message>
    <message>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>index</source>
        <translation>インデックス</translation>
    </message>
    <message>
        <source>row {row}, column {column}: gradient {value}</source>
        <translation>{row} 行 {column} 列：勾配 {value}</translation>
    </message>
    <message>
        <source>No derivative to show yet.</source>
        <translation>表示できる導関数はまだありません。</translation>
    </message>
    <message>
        <source>The backward could not be judged (see the console)</source>
        <translation>backward を判定できませんでした（コンソールを参照）</translation>
    </message>
    <message>
        <source>Backward matches the numerical derivative</source>
        <translation>backward は数値微分と一致しています</translation>
    </message>
    <message>
        <source>By design: a surrogate gradient, which differs where f is flat or jumps</source>
        <translation>意図どおり：f が平坦な所や跳ぶ所で異なる代理勾配</translation>
    </message>
    <message>
        <source>Differs: wrong jvp (forward mode)</source>
        <translation>不一致：jvp（フォワードモード）が間違っています</translation>
    </message>
    <message>
        <source>Differs: the jvp (forward mode) raised an error</source>
        <translation>不一致：jvp（フォワードモード）がエラーを出しました</translation>
    </message>
    <message>
        <source>Differs for parameter &apos;{parameter}&apos;: gradcheck fails (the curve w.r.t. x agrees)</source>
        <translation>パラメータ &apos;{parameter}&apos; で不一致：gradcheck が失敗（x についての曲線は一致）</translation>
    </message>
    <message>
        <source>Differs: backward ignores grad_output (the curves use grad_output = 1)</source>
        <translation>不一致：backward が grad_output を使っていません（曲線は grad_output = 1 で描画）</translation>
    </message>
    <message>
        <source>Differs: gradcheck fails, although the curves agree</source>
        <translation>不一致：曲線は一致していますが gradcheck が失敗します</translation>
    </message>
    <message>
        <source>Matches: gradcheck passes (outputs mix several inputs: no curve comparison)</source>
        <translation>一致：gradcheck は成功（出力が複数の入力に依存するため曲線は比較しません）</translation>
    </message>
    <message>
        <source>Differs: gradcheck fails (outputs mix several inputs: no curve comparison)</source>
        <translation>不一致：gradcheck が失敗（出力が複数の入力に依存するため曲線は比較しません）</translation>
    </message>
    <message>
        <source>Differs: backward gives NaN or Inf at x = {x}</source>
        <translation>不一致：backward が x = {x} で NaN か Inf を返します</translation>
    </message>
    <message>
        <source>Differs: backward returns None for x, so no gradient flows</source>
        <translation>不一致：backward が x に None を返すので勾配が流れません</translation>
    </message>
    <message>
        <source>Differs: backward gives {factor} × the true derivative</source>
        <translation>不一致：backward は真の導関数の {factor} 倍を返します</translation>
    </message>
    <message>
        <source>Backward ignores grad_output: differs on {percent}% of the grid</source>
        <translation>backward が grad_output を使っていません：グリッドの {percent}% で不一致</translation>
    </message>
    <message>
        <source>Differs: backward has the wrong sign (−1 × the true derivative)</source>
        <translation>不一致：backward の符号が逆です（真の導関数の −1 倍）</translation>
    </message>
    <message>
        <source>Differs: backward is off by a constant factor</source>
        <translation>不一致：backward が一定の倍率でずれています</translation>
    </message>
    <message>
        <source>Differs: backward is random (a different gradient every run)</source>
        <translation>不一致：backward がランダムです（実行するたびに違う勾配）</translation>
    </message>
    <message>
        <source>Differs: backward sums grad_output over the points</source>
        <translation>不一致：backward が grad_output を点全体で足し合わせています</translation>
    </message>
    <message>
        <source>Differs: backward clips or limits grad_output (not proportional)</source>
        <translation>不一致：backward が grad_output をクリップまたは制限しています（比例していません）</translation>
    </message>
    <message>
        <source>Differs: backward is wrong when grad_output is negative</source>
        <translation>不一致：grad_output が負のとき backward が間違っています</translation>
    </message>
    <message>
        <source>Differs where f is flat: a straight-through estimator on purpose, or a missing mask by mistake</source>
        <translation>f が平坦な所で不一致：意図したストレートスルー推定量か、マスクの付け忘れです</translation>
    </message>
    <message>
        <source>Backward differs on {percent}% of the grid (largest error {error})</source>
        <translation>backward はグリッドの {percent}% で不一致（最大誤差 {error}）</translation>
    </message>
    <message>
        <source>{name}: not run</source>
        <translation>{name}：未実行</translation>
    </message>
    <message>
        <source> at {count} points</source>
        <translation>（{count} 点）</translation>
    </message>
    <message>
        <source>{name} passed{points}</source>
        <translation>{name} 成功{points}</translation>
    </message>
    <message>
        <source>largest error {error}</source>
        <translation>最大誤差 {error}</translation>
    </message>
    <message>
        <source>{name} fails, as it must for a surrogate gradient: {reason}</source>
        <translation>{name} は失敗 — 代理勾配なら失敗するのが当然です：{reason}</translation>
    </message>
    <message>
        <source>{name} failed: {reason}</source>
        <translation>{name} 失敗：{reason}</translation>
    </message>
    <message>
        <source>{name} fails, as it must</source>
        <translation>{name} は失敗 — 当然です</translation>
    </message>
    <message>
        <source>{name} failed</source>
        <translation>{name} 失敗</translation>
    </message>
    <message>
        <source>backward (gradcheck)</source>
        <translation>backward（gradcheck）</translation>
    </message>
    <message>
        <source>double backward (gradgradcheck)</source>
        <translation>2 階の backward（gradgradcheck）</translation>
    </message>
    <message>
        <source>jvp (forward mode)</source>
        <translation>jvp（フォワードモード）</translation>
    </message>
    <message>
        <source>{name} skipped: {reason}</source>
        <translation>{name} はスキップ：{reason}</translation>
    </message>
    <message>
        <source>{name} skipped</source>
        <translation>{name} はスキップ</translation>
    </message>
    <message>
        <source>{name} passed: {what}</source>
        <translation>{name} 成功：{what}</translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} 成功</translation>
    </message>
    <message>
        <source>largest difference {error}</source>
        <translation>最大の差 {error}</translation>
    </message>
    <message>
        <source>skipped: {count}</source>
        <translation>スキップ：{count}</translation>
    </message>
    <message>
        <source>Point at a plot to read its values.</source>
        <translation>プロットを指すと値が読めます。</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>学習</translation>
    </message>
    <message>
        <source>Train a toy model that uses your code (F5)</source>
        <translation>あなたのコードを使う小さなモデルを学習します（F5）</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Pause or resume the run (F6)</source>
        <translation>学習を一時停止／再開します（F6）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>1 ステップ</translation>
    </message>
    <message>
        <source>Do one training step, then pause (F10)</source>
        <translation>1 ステップだけ学習して一時停止します（F10）</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <source>Clear the plots and start the run again from step 0; the same seed replays exactly (Ctrl+Shift+F5)</source>
        <translation>プロットを消してステップ 0 からやり直します。同じシードなら同じ学習が再現されます（Ctrl+Shift+F5）</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>End the run now (Shift+F5)</source>
        <translation>学習をすぐに終了します（Shift+F5）</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 図 (*.svg)</translation>
    </message>
    <message>
        <source>CSV data (*.csv)</source>
        <translation>CSV データ (*.csv)</translation>
    </message>
    <message>
        <source>Nothing to export: the plots in front show no data yet.</source>
        <translation>書き出すものがありません：前面のプロットにはまだデータがありません。</translation>
    </message>
    <message>
        <source>Export plot</source>
        <translation>プロットを書き出す</translation>
    </message>
    <message>
        <source>Could not export to {path}: {error}</source>
        <translation>{path} に書き出せませんでした：{error}</translation>
    </message>
    <message>
        <source>, final loss {loss:.4g}</source>
        <translation>、最終損失 {loss:.4g}</translation>
    </message>
    <message>
        <source>Training finished: {steps} steps{loss}, {rate:,.0f} steps/s.</source>
        <translation>学習完了：{steps} ステップ{loss}、{rate:,.0f} ステップ/秒。</translation>
    </message>
    <message>
        <source>Training stopped at step {step}.</source>
        <translation>ステップ {step} で学習を停止しました。</translation>
    </message>
    <message>
        <source>Training ended with an error at step {step}.</source>
        <translation>ステップ {step} でエラーが起きて学習が終わりました。</translation>
    </message>
    <message>
        <source>Restore unsaved text?</source>
        <translation>保存されていないテキストを復元しますか？</translation>
    </message>
    <message>
        <source>The playground was closed without saving. Restore the text you were editing ({what}: {lines} lines, autosaved {when})?</source>
        <translation>プレイグラウンドは保存されずに終了しました。編集中だったテキスト（{what}：{lines} 行、{when} に自動保存）を復元しますか？</translation>
    </message>
    <message>
        <source>a new text</source>
        <translation>新しいテキスト</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Quick start&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Left:&lt;/b&gt; the lesson (a question for the class), the &lt;b&gt;editor&lt;/b&gt; with a torch.autograd.Function, and the &lt;b&gt;console&lt;/b&gt; with its prints and errors.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Right:&lt;/b&gt; &lt;b&gt;f(x)&lt;/b&gt;, your function; the &lt;b&gt;derivative&lt;/b&gt; plot, where &lt;i&gt;your backward&lt;/i&gt; (a wide orange band) is drawn under the numerical derivative and autograd&apos;s own; the verdict above says whether they agree. &lt;b&gt;Loss&lt;/b&gt;, &lt;b&gt;Gradients&lt;/b&gt; and &lt;b&gt;Model&lt;/b&gt; show a toy model training with your Function.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A first thing to try:&lt;/b&gt; open the lesson &lt;i&gt;02 · A first custom Function&lt;/i&gt;, change &lt;code&gt;1 - torch.tanh(x / 4) ** 2&lt;/code&gt; into &lt;code&gt;1 + torch.tanh(x / 4) ** 2&lt;/code&gt; and watch the verdict turn red and the band leave the dashed line. Then press &lt;b&gt;Train&lt;/b&gt; (F5).&lt;/p&gt;&lt;p&gt;The code checks itself a moment after you stop typing; &lt;b&gt;Check&lt;/b&gt; (Ctrl+Return) runs it at once. Your code runs in a separate engine process: an endless loop or a crash there cannot freeze the window or lose your text.&lt;/p&gt;&lt;p&gt;&lt;b&gt;For a class:&lt;/b&gt; View ▸ Presentation Mode (Ctrl+Shift+P) enlarges everything; the Pace box in the toolbar slows training down so a class can watch the gradients move.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;クイックスタート&lt;/h2&gt;&lt;p&gt;&lt;b&gt;左：&lt;/b&gt;レッスン（クラスへの問いつき）、torch.autograd.Function を書く&lt;b&gt;エディタ&lt;/b&gt;、その出力とエラーを表示する&lt;b&gt;コンソール&lt;/b&gt;。&lt;/p&gt;&lt;p&gt;&lt;b&gt;右：&lt;/b&gt;あなたの関数 &lt;b&gt;f(x)&lt;/b&gt; と&lt;b&gt;導関数&lt;/b&gt;のプロット。&lt;i&gt;あなたの backward&lt;/i&gt;（太いオレンジの帯）が数値微分と autograd 自身の導関数の下に描かれ、上の判定がそれらが一致するかどうかを示します。&lt;b&gt;損失&lt;/b&gt;、&lt;b&gt;勾配&lt;/b&gt;、&lt;b&gt;モデル&lt;/b&gt;には、あなたの Function で学習する小さなモデルが表示されます。&lt;/p&gt;&lt;p&gt;&lt;b&gt;最初に試すこと：&lt;/b&gt;レッスン &lt;i&gt;02 · はじめてのカスタム Function&lt;/i&gt; を開き、&lt;code&gt;1 - torch.tanh(x / 4) ** 2&lt;/code&gt; を &lt;code&gt;1 + torch.tanh(x / 4) ** 2&lt;/code&gt; に変えてみてください。判定が赤くなり、帯が破線から離れます。それから&lt;b&gt;学習&lt;/b&gt;（F5）を押しましょう。&lt;/p&gt;&lt;p&gt;入力をやめて少しするとコードは自動でチェックされます。&lt;b&gt;チェック&lt;/b&gt;（Ctrl+Return）ですぐに実行できます。コードは別のエンジンプロセスで動くので、そこで無限ループやクラッシュが起きてもウィンドウが固まったりテキストが失われたりすることはありません。&lt;/p&gt;&lt;p&gt;&lt;b&gt;授業では：&lt;/b&gt;表示 ▸ プレゼンテーションモード（Ctrl+Shift+P）ですべてが大きくなります。ツールバーのペース欄で学習を遅くすれば、クラス全員で勾配の動きを追えます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Indent / dedent the selected lines</source>
        <translation>選択した行のインデントを増やす／減らす</translation>
    </message>
    <message>
        <source>Comment or uncomment the selected lines</source>
        <translation>選択した行をコメントにする／コメントを外す</translation>
    </message>
    <message>
        <source>Find, next match, previous match</source>
        <translation>検索、次の一致、前の一致</translation>
    </message>
    <message>
        <source>Ctrl+mouse wheel</source>
        <translation>Ctrl+マウスホイール</translation>
    </message>
    <message>
        <source>Zoom the editor&apos;s text</source>
        <translation>エディタの文字を拡大・縮小</translation>
    </message>
    <message>
        <source>Mouse wheel on a plot or the graph</source>
        <translation>プロットやグラフの上でマウスホイール</translation>
    </message>
    <message>
        <source>Zoom it; drag to move</source>
        <translation>拡大・縮小。ドラッグで移動</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未インストール</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Autograd Playground {version}&lt;/h3&gt;&lt;p&gt;Write a torch.autograd.Function, see whether its backward is right, train with it and watch every gradient.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Autograd Playground {version}&lt;/h3&gt;&lt;p&gt;torch.autograd.Function を書いて、その backward が正しいかを確かめ、それで学習し、すべての勾配を観察しましょう。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: {licence}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;ライセンス：{licence}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your code runs in a separate engine process: a fault boundary, not a sandbox. Presets and opened files are Python code that runs with your rights.&lt;/p&gt;</source>
        <translation>&lt;p&gt;あなたのコードは別のエンジンプロセスで動きます。これは障害の境界であって、サンドボックスではありません。レッスンや開いたファイルは、あなたの権限で動く Python コードです。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>システム(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <source>your backward ∂/∂{input}</source>
        <translation>あなたの backward ∂/∂{input}</translation>
    </message>
    <message>
        <source>numerical ∂/∂{input}</source>
        <translation>数値微分 ∂/∂{input}</translation>
    </message>
    <message>
        <source>autograd ∂/∂{input}</source>
        <translation>autograd ∂/∂{input}</translation>
    </message>
    <message>
        <source>yours ∂/∂{input}</source>
        <translation>あなたの ∂/∂{input}</translation>
    </message>
    <message>
        <source>true ∂/∂{input}</source>
        <translation>真の ∂/∂{input}</translation>
    </message>
    <message>
        <source>bin start</source>
        <translation>区間の始め</translation>
    </message>
    <message>
        <source>bin end</source>
        <translation>区間の終わり</translation>
    </message>
    <message>
        <source>value</source>
        <translation>値</translation>
    </message>
</context>
<context>
    <name>CheckDisplay</name>
    <message>
        <source>The plots still show the last code that ran.</source>
        <translation>プロットは最後に実行できたコードのままです。</translation>
    </message>
</context>
<context>
    <name>CheckList</name>
    <message>
        <source>Click to close the list of checks</source>
        <translation>クリックでチェックの一覧を閉じます</translation>
    </message>
    <message>
        <source>Click to see each check in a sentence:</source>
        <translation>クリックすると各チェックの結果を文で表示します：</translation>
    </message>
</context>
<context>
    <name>Codes</name>
    <message>
        <source>while running the file</source>
        <translation>ファイルの実行中</translation>
    </message>
    <message>
        <source>in forward</source>
        <translation>forward（順伝播）で</translation>
    </message>
    <message>
        <source>in backward</source>
        <translation>backward（逆伝播）で</translation>
    </message>
    <message>
        <source>in the gradient check</source>
        <translation>勾配チェックで</translation>
    </message>
    <message>
        <source>while training</source>
        <translation>学習中</translation>
    </message>
    <message>
        <source>in the engine</source>
        <translation>エンジン内で</translation>
    </message>
    <message>
        <source> (line {line})</source>
        <translation>（{line} 行目）</translation>
    </message>
    <message>
        <source>{sentence} Your text is untouched.</source>
        <translation>{sentence}あなたのテキストはそのままです。</translation>
    </message>
    <message>
        <source>Your code ran longer than the time limit of {limit:g} s{where}; the engine was stopped and started again.</source>
        <translation>コードが{where}制限時間 {limit:g} 秒を超えて実行されたので、エンジンを止めて起動し直しました。</translation>
    </message>
    <message>
        <source>Your code ran longer than its time limit{where}; the engine was stopped and started again.</source>
        <translation>コードが{where}制限時間を超えて実行されたので、エンジンを止めて起動し直しました。</translation>
    </message>
    <message>
        <source>Your code did not stop{where}; the engine was stopped and started again.</source>
        <translation>コードが{where}止まらなかったので、エンジンを止めて起動し直しました。</translation>
    </message>
    <message>
        <source>Out of memory: your code used more memory than the limit of {memory_mb:,} MB{where}; the engine was stopped and started again.</source>
        <translation>メモリ不足：コードが{where}上限の {memory_mb:,} MB を超えるメモリを使ったので、エンジンを止めて起動し直しました。</translation>
    </message>
    <message>
        <source>Out of memory: your code used more memory than allowed{where}; the engine was stopped and started again.</source>
        <translation>メモリ不足：コードが{where}許可された量を超えるメモリを使ったので、エンジンを止めて起動し直しました。</translation>
    </message>
    <message>
        <source>The engine running your code stopped answering{where}; it was started again.</source>
        <translation>コードを実行していたエンジンが{where}応答しなくなったので、起動し直しました。</translation>
    </message>
    <message>
        <source>The engine running your code exited (status 0: sys.exit() or os._exit() in your code?){where}; it was started again.</source>
        <translation>コードを実行していたエンジンが{where}終了しました（ステータス 0：コードの中で sys.exit() か os._exit() を呼んでいませんか？）。起動し直しました。</translation>
    </message>
    <message>
        <source>The engine running your code exited with status {exitcode}{where}; it was started again.</source>
        <translation>コードを実行していたエンジンが{where}ステータス {exitcode} で終了したので、起動し直しました。</translation>
    </message>
    <message>
        <source>The engine running your code crashed with a segmentation fault (SIGSEGV){where}; it was started again.</source>
        <translation>コードを実行していたエンジンが{where}セグメンテーション違反（SIGSEGV）でクラッシュしたので、起動し直しました。</translation>
    </message>
    <message>
        <source>The engine running your code was killed (SIGKILL; often the system running out of memory){where}; it was started again.</source>
        <translation>コードを実行していたエンジンが{where}強制終了されました（SIGKILL：多くはシステムのメモリ不足です）。起動し直しました。</translation>
    </message>
    <message>
        <source>The engine running your code was killed by {signal}{where}; it was started again.</source>
        <translation>コードを実行していたエンジンが{where}{signal} で強制終了されたので、起動し直しました。</translation>
    </message>
    <message>
        <source>The engine running your code sent something that is not a message; nothing of it was run here, and the engine was started again.</source>
        <translation>コードを実行していたエンジンがメッセージではないデータを送ってきました。ここではその何も実行せず、エンジンを起動し直しました。</translation>
    </message>
    <message>
        <source>The engine was restarted.</source>
        <translation>エンジンを再起動しました。</translation>
    </message>
    <message>
        <source>The engine could not start (last exit status {exitcode}). Check that torch is installed in this environment; the terminal shows the engine&apos;s own error.</source>
        <translation>エンジンを起動できませんでした（最後の終了ステータス {exitcode}）。この環境に torch がインストールされているか確認してください。エンジン自身のエラーはターミナルに表示されています。</translation>
    </message>
    <message>
        <source>The engine could not start. Check that torch is installed in this environment.</source>
        <translation>エンジンを起動できませんでした。この環境に torch がインストールされているか確認してください。</translation>
    </message>
    <message>
        <source>{function}.backward returned {got} gradient(s), but forward takes {expected} input(s): return one gradient per input of forward, in the same order (None for an input that needs none).</source>
        <translation>{function}.backward が返した勾配は {got} 個ですが、forward の入力は {expected} 個です。forward の入力ごとに 1 つずつ、同じ順序で勾配を返してください（勾配の要らない入力には None）。</translation>
    </message>
    <message>
        <source>{function}.backward returned a gradient of shape [{got}] for input {index} of forward, whose shape is [{expected}]: each gradient must have the shape of its input.</source>
        <translation>{function}.backward が forward の入力 {index} に返した勾配の形は [{got}] ですが、入力の形は [{expected}] です。勾配はそれぞれの入力と同じ形でなければなりません。</translation>
    </message>
    <message>
        <source>{function}.backward returned a gradient on {got} for input {index}, but the computation runs on {expected}: create gradients with torch.zeros_like(input) or on input.device.</source>
        <translation>{function}.backward が入力 {index} に返した勾配は {got} 上にありますが、計算は {expected} 上で行われています。torch.zeros_like(input) を使うか input.device 上に勾配を作ってください。</translation>
    </message>
    <message>
        <source>{function}.backward returned a gradient of type {got} for input {index}, which is {expected}.</source>
        <translation>{function}.backward が入力 {index} に返した勾配の型は {got} ですが、入力は {expected} です。</translation>
    </message>
    <message>
        <source>{function}.backward returned a gradient of dtype {got} for input {index}: gradients must be floating point, like the input (integers would cut off the fractions).</source>
        <translation>{function}.backward が入力 {index} に返した勾配の dtype は {got} です。勾配は入力と同じく浮動小数点でなければなりません（整数では小数部分が切り捨てられます）。</translation>
    </message>
    <message>
        <source>backward returned a gradient of the wrong kind (complex for a real input, or not a floating point tensor): return a tensor with the dtype of the input.</source>
        <translation>backward が種類の違う勾配を返しました（実数の入力に複素数、または浮動小数点でないテンソル）。入力と同じ dtype のテンソルを返してください。</translation>
    </message>
    <message>
        <source>{function}.backward returned a {got} as gradient {index}, where a tensor (or None) was expected: return torch tensors, e.g. grad_output * 2, not Python numbers, lists or numpy arrays.</source>
        <translation>{function}.backward が勾配 {index} として {got} を返しましたが、テンソル（または None）が必要です。Python の数値やリスト、numpy 配列ではなく、grad_output * 2 のような torch のテンソルを返してください。</translation>
    </message>
    <message>
        <source>backward returned a {got} where a tensor (or None) was expected: return torch tensors, e.g. grad_output * 2, not Python numbers, lists or numpy arrays.</source>
        <translation>backward がテンソル（または None）の代わりに {got} を返しました。Python の数値やリスト、numpy 配列ではなく、grad_output * 2 のような torch のテンソルを返してください。</translation>
    </message>
    <message>
        <source>This Function has no backward: define @staticmethod def backward(ctx, grad_output) that returns the gradient of each input.</source>
        <translation>この Function には backward がありません。各入力の勾配を返す @staticmethod def backward(ctx, grad_output) を定義してください。</translation>
    </message>
    <message>
        <source>This is the old way to use a Function (calling an instance, MyFunction()(x)): mark forward and backward with @staticmethod, give them ctx as first argument, and call MyFunction.apply(x).</source>
        <translation>これは古い Function の使い方です（インスタンスを呼ぶ MyFunction()(x)）。forward と backward に @staticmethod を付け、最初の引数を ctx にして、MyFunction.apply(x) で呼んでください。</translation>
    </message>
    <message>
        <source>forward changes its input in place (an operation ending in _ such as x.clamp_(), or x[...] = ...): compute a new tensor instead, e.g. y = x.clamp(min=0).</source>
        <translation>forward が入力をその場で書き換えています（x.clamp_() のように _ で終わる演算や x[...] = ...）。y = x.clamp(min=0) のように新しいテンソルを計算してください。</translation>
    </message>
    <message>
        <source>A tensor saved for backward was changed in place after it was saved: make a copy (.clone()) before changing it, or change a new tensor instead.</source>
        <translation>backward のために保存したテンソルが、保存後にその場で書き換えられました。書き換える前にコピー（.clone()）するか、新しいテンソルの方を変更してください。</translation>
    </message>
    <message>
        <source>numpy() was called on a tensor that requires grad: use tensor.detach().numpy().</source>
        <translation>勾配を必要とするテンソルに numpy() が呼ばれました。tensor.detach().numpy() を使ってください。</translation>
    </message>
    <message>
        <source>Out of memory: the code asked for {bytes} bytes at once, more than the engine may use.</source>
        <translation>メモリ不足：コードが一度に {bytes} バイトを要求しました。エンジンが使える量を超えています。</translation>
    </message>
    <message>
        <source>Out of memory on the GPU: the code asked for more memory than the device has free.</source>
        <translation>GPU のメモリ不足：コードがデバイスの空きを超えるメモリを要求しました。</translation>
    </message>
    <message>
        <source>Out of memory: the code asked for more memory than there is.</source>
        <translation>メモリ不足：コードが利用可能な量を超えるメモリを要求しました。</translation>
    </message>
    <message>
        <source>The TorchScript function {script}() expects its argument &apos;{argument}&apos; to be a {expected}, but it was given a {found}.</source>
        <translation>TorchScript の関数 {script}() は引数 &apos;{argument}&apos; に {expected} を求めていますが、{found} が渡されました。</translation>
    </message>
    <message>
        <source>This backward is marked @once_differentiable, so it cannot be differentiated again.</source>
        <translation>この backward には @once_differentiable が付いているので、もう一度微分することはできません。</translation>
    </message>
    <message>
        <source>The code called sys.exit() or exit(); it was stopped there (the playground keeps running).</source>
        <translation>コードが sys.exit() か exit() を呼んだので、そこで止めました（プレイグラウンドは動き続けます）。</translation>
    </message>
    <message>
        <source>Maximum recursion depth exceeded: a function calls itself without end.</source>
        <translation>再帰の深さが上限を超えました：関数が終わりなく自分自身を呼んでいます。</translation>
    </message>
    <message>
        <source>Python raised this error in your code.</source>
        <translation>あなたのコードの中で Python がこのエラーを出しました。</translation>
    </message>
    <message>
        <source>This is not valid Python at line {line}.</source>
        <translation>{line} 行目が Python として正しくありません。</translation>
    </message>
    <message>
        <source>This is not valid Python.</source>
        <translation>Python として正しくありません。</translation>
    </message>
    <message>
        <source>This is not Python text (it contains null bytes): is it a binary file?</source>
        <translation>これは Python のテキストではありません（ヌルバイトを含んでいます）。バイナリファイルではありませんか？</translation>
    </message>
    <message>
        <source>Your code ran past the time limit of {limit:g} s{where} and was stopped there: an endless loop, or too slow for this input shape?</source>
        <translation>コードが{where}制限時間 {limit:g} 秒を超えたので、そこで止めました。終わらないループか、この入力の形には遅すぎるのではありませんか？</translation>
    </message>
    <message>
        <source>Judging ran past the time limit of {limit:g} s{where} in the app&apos;s own checks, not in your code: try fewer points or a smaller input shape.</source>
        <translation>判定が{where}制限時間 {limit:g} 秒を超えました。時間がかかったのはあなたのコードではなくアプリ自身のチェックです。点の数を減らすか、入力の形を小さくしてください。</translation>
    </message>
    <message>
        <source>Judging ran past the time limit of {limit:g} s{where}: it had called {subject}&apos;s forward {forwards} times ({forwards_in_phase} in this phase), {forward_ms:g} ms each, {forward_seconds:g} s in all. A forward this slow needs a smaller input or a longer time limit.</source>
        <translation>判定が{where}制限時間 {limit:g} 秒を超えました。それまでに {subject} の forward を {forwards} 回（この段階で {forwards_in_phase} 回）呼び、1 回あたり {forward_ms:g} ミリ秒、合計 {forward_seconds:g} 秒かかりました。これほど遅い forward には、より小さな入力か、より長い制限時間が必要です。</translation>
    </message>
    <message>
        <source>Judging ran past the time limit of {limit:g} s{where} in {check}, the app&apos;s own check, not in your code: its first run imports part of torch (seconds on a busy machine). Check again: the second run is quick.</source>
        <translation>判定が{where}制限時間 {limit:g} 秒を超えました。時間がかかったのはあなたのコードではなく、アプリ自身のチェック {check} です。最初の実行では torch の一部を読み込みます（混んだマシンでは数秒）。もう一度チェックしてください。2 回目はすぐに終わります。</translation>
    </message>
    <message>
        <source>@{decorator} is written above class {name}, so {name} is not a class any more and no Function is found: move @{decorator} down, above each of its methods (def forward, def backward).</source>
        <translation>@{decorator} がクラス {name} の上に書かれているので、{name} はもうクラスではなく、Function が見つかりません。@{decorator} を下に移し、{name} の各メソッド（def forward、def backward）の上に書いてください。</translation>
    </message>
    <message>
        <source>F here is torch.nn.functional (imported for you, as tutorials do), which has no &apos;{attribute}&apos;: the code uses F.{attribute} but defines no class F. Define class F(torch.autograd.Function), or call your Function by its own name.</source>
        <translation>ここでの F は torch.nn.functional です（チュートリアルと同じく最初から読み込まれています）。そこには &apos;{attribute}&apos; がありません。コードは F.{attribute} を使っていますが、class F を定義していません。class F(torch.autograd.Function) を定義するか、自分の Function をその名前で呼んでください。</translation>
    </message>
    <message>
        <source>The indentation was lost in copying: no line of the code is indented. Python needs the body of line {opener} indented, starting at line {line}; indent each block by 4 spaces as in the original.</source>
        <translation>コピーの途中でインデントが失われました。コードのどの行もインデントされていません。Python では {opener} 行目の本体を {line} 行目からインデントする必要があります。元のとおり、各ブロックを 4 つの空白でインデントしてください。</translation>
    </message>
    <message>
        <source>No autograd Function or nn.Module found: define a class that subclasses torch.autograd.Function, with forward and backward as @staticmethods.</source>
        <translation>autograd の Function も nn.Module も見つかりません。torch.autograd.Function を継承し、forward と backward を @staticmethod にしたクラスを定義してください。</translation>
    </message>
    <message>
        <source>There is no Function or Module named &apos;{name}&apos; in the code; found: {available}.</source>
        <translation>コードに &apos;{name}&apos; という名前の Function も Module もありません。見つかったもの：{available}。</translation>
    </message>
    <message>
        <source>Layer mode trains an nn.Module, and {name} is a Function: wrap it in an nn.Module that owns its parameters.</source>
        <translation>レイヤーモードで学習するのは nn.Module ですが、{name} は Function です。パラメータを持つ nn.Module で包んでください。</translation>
    </message>
    <message>
        <source>Could not build {call}: its __init__ raised an error.</source>
        <translation>{call} を作れませんでした：__init__ がエラーを出しました。</translation>
    </message>
    <message>
        <source>{module} maps a batch of shape (2, {features}) to {got}, but the model needs (2, {out}).</source>
        <translation>{module} は形 (2, {features}) のバッチを {got} に写しますが、モデルには (2, {out}) が必要です。</translation>
    </message>
    <message>
        <source>{module} cannot take a batch of shape (2, {features}).</source>
        <translation>{module} は形 (2, {features}) のバッチを受け取れません。</translation>
    </message>
    <message>
        <source>{function}.forward takes no tensor input to vary: the playground studies a Function of a tensor x, e.g. def forward(ctx, x).</source>
        <translation>{function}.forward には動かせるテンソルの入力がありません。プレイグラウンドが調べるのはテンソル x の Function です（例：def forward(ctx, x)）。</translation>
    </message>
    <message>
        <source>{function}.forward needs a value for &apos;{argument}&apos;, which has no default: give it a default (e.g. def forward(ctx, x, {argument}=1.0)) or call {function}.apply(...) once in your code with the value you mean.</source>
        <translation>{function}.forward には &apos;{argument}&apos; の値が必要ですが、既定値がありません。既定値を与えるか（例：def forward(ctx, x, {argument}=1.0)）、意図した値でコードの中で一度 {function}.apply(...) を呼んでください。</translation>
    </message>
    <message>
        <source>{function}.forward needs a value for &apos;{argument}&apos;, which has no default and gets no gradient from backward (so it is not a tensor input): give it a default (e.g. def forward(ctx, x, {argument}=1.0)) or call {function}.apply(...) once in your code with the value you mean.</source>
        <translation>{function}.forward には &apos;{argument}&apos; の値が必要ですが、既定値がなく、backward から勾配も受け取りません（つまりテンソルの入力ではありません）。既定値を与えるか（例：def forward(ctx, x, {argument}=1.0)）、意図した値でコードの中で一度 {function}.apply(...) を呼んでください。</translation>
    </message>
    <message>
        <source>{call}, built with a stand-in for each required argument, fails when called.</source>
        <translation>必須の引数をすべて仮の値にして作った {call} は、呼び出すと失敗します。</translation>
    </message>
    <message>
        <source>{subject} could not be called on an input of shape {tried}. If it needs another input shape, give it with --shape (e.g. --shape 64,10) or the shape field.</source>
        <translation>{subject} を形 {tried} の入力で呼び出せませんでした。別の入力の形が必要なら、--shape（例：--shape 64,10）か形の欄で指定してください。</translation>
    </message>
    <message>
        <source>{function}.{method} takes self and ctx but has no @staticmethod above it: autograd calls {function}.{method}(ctx, ...) without an instance, so write @staticmethod above it and drop self.</source>
        <translation>{function}.{method} は self と ctx を受け取りますが、上に @staticmethod がありません。autograd はインスタンスなしで {function}.{method}(ctx, ...) と呼ぶので、@staticmethod を付けて self を消してください。</translation>
    </message>
    <message>
        <source>{subject} returned {got}, not a tensor: forward must return the output tensor.</source>
        <translation>{subject} は {got} を返しました。テンソルではありません。forward は出力のテンソルを返さなければなりません。</translation>
    </message>
    <message>
        <source>{function}.forward changes its input in place: compute a new tensor instead (e.g. x.clamp(min=0), not x.clamp_(min=0)), or mark the input with ctx.mark_dirty(x) and return it.</source>
        <translation>{function}.forward が入力をその場で書き換えています。新しいテンソルを計算するか（x.clamp_(min=0) ではなく x.clamp(min=0)）、ctx.mark_dirty(x) で入力に印を付けてそれを返してください。</translation>
    </message>
    <message>
        <source>The output of {function} does not depend on x for autograd (was it detached, computed under no_grad, or marked non-differentiable?).</source>
        <translation>{function} の出力は autograd から見て x に依存していません（detach したか、no_grad の中で計算したか、微分不可と印を付けましたか？）。</translation>
    </message>
    <message>
        <source>{function} returns a tensor of shape {got} for an input of {rows} rows: the playground plots a function that gives one output per input point (elementwise, or row by row for a layer).</source>
        <translation>{function} は {rows} 行の入力に対して形 {got} のテンソルを返します。プレイグラウンドが描くのは、入力点ごとに 1 つの出力を返す関数です（要素ごと、またはレイヤーなら行ごと）。</translation>
    </message>
    <message>
        <source>{function}.backward returns NaN or Inf at x = {x:.4g}, where f and its numerical derivative are finite (a division by zero? a log or sqrt of 0?).</source>
        <translation>{function}.backward が x = {x:.4g} で NaN か Inf を返しますが、f とその数値微分はそこで有限です（ゼロ除算？ 0 の log や sqrt？）。</translation>
    </message>
    <message>
        <source>The loss became NaN at step {step}. Training stopped: try a smaller learning rate, or check what your backward returns.</source>
        <translation>ステップ {step} で損失が NaN になったので、学習を止めました。学習率を小さくするか、backward が返す値を確かめてください。</translation>
    </message>
    <message>
        <source>The loss became infinite at step {step}. Training stopped: try a smaller learning rate, or check what your backward returns.</source>
        <translation>ステップ {step} で損失が無限大になったので、学習を止めました。学習率を小さくするか、backward が返す値を確かめてください。</translation>
    </message>
    <message>
        <source>The gradient of {where} became NaN at step {step}. Training stopped: try a smaller learning rate, or check what your backward returns.</source>
        <translation>ステップ {step} で {where} の勾配が NaN になったので、学習を止めました。学習率を小さくするか、backward が返す値を確かめてください。</translation>
    </message>
    <message>
        <source>The gradient of {where} became infinite at step {step}. Training stopped: try a smaller learning rate, or check what your backward returns.</source>
        <translation>ステップ {step} で {where} の勾配が無限大になったので、学習を止めました。学習率を小さくするか、backward が返す値を確かめてください。</translation>
    </message>
    <message>
        <source>Device {device} is not available on this machine.</source>
        <translation>デバイス {device} はこのマシンでは使えません。</translation>
    </message>
    <message>
        <source>The playground cannot train on &apos;{device}&apos;: use cpu, cuda, cuda:N or mps.</source>
        <translation>プレイグラウンドは &apos;{device}&apos; で学習できません。cpu、cuda、cuda:N、mps のどれかを使ってください。</translation>
    </message>
    <message>
        <source>The training setting &apos;{field}&apos; has a value that cannot be trained with.</source>
        <translation>学習の設定 &apos;{field}&apos; の値では学習できません。</translation>
    </message>
    <message>
        <source>The custom points must be numbers ({columns}).</source>
        <translation>独自の点は数でなければなりません（{columns}）。</translation>
    </message>
    <message>
        <source>This model needs one number x per point ({columns}).</source>
        <translation>このモデルには点ごとに数 x が 1 つ必要です（{columns}）。</translation>
    </message>
    <message>
        <source>This model needs two coordinates x1, x2 per point ({columns}).</source>
        <translation>このモデルには点ごとに座標 x1, x2 の 2 つが必要です（{columns}）。</translation>
    </message>
    <message>
        <source>There are {points} points but {targets} targets.</source>
        <translation>点は {points} 個ありますが、目標値は {targets} 個です。</translation>
    </message>
    <message>
        <source>Custom data needs between 2 and {most} points, not {count}.</source>
        <translation>独自のデータには 2～{most} 個の点が必要です（いまは {count} 個）。</translation>
    </message>
    <message>
        <source>The custom points contain NaN or infinity.</source>
        <translation>独自の点に NaN か無限大が含まれています。</translation>
    </message>
    <message>
        <source>Class labels must be whole numbers from 0 to {max_label}.</source>
        <translation>クラスのラベルは 0 から {max_label} までの整数でなければなりません。</translation>
    </message>
    <message>
        <source>There is no trained model to export yet: train one first.</source>
        <translation>書き出せる学習済みモデルがまだありません。先に学習してください。</translation>
    </message>
    <message>
        <source>The file could not be written.</source>
        <translation>ファイルに書き込めませんでした。</translation>
    </message>
    <message>
        <source>The graph appears after the first training step: press Train or Step.</source>
        <translation>グラフは最初の学習ステップの後に現れます：「学習」か「1 ステップ」を押してください。</translation>
    </message>
    <message>
        <source>The engine did not answer in time.</source>
        <translation>エンジンが時間内に応答しませんでした。</translation>
    </message>
    <message>
        <source>Your backward raised an error (see the console).</source>
        <translation>backward がエラーを出しました（コンソールを見てください）。</translation>
    </message>
    <message>
        <source>Your backward gives NaN or Inf at x = {x}, where the other inputs are held at {held} and f and its numerical derivative are finite.</source>
        <translation>backward が x = {x}（他の入力は {held} に固定）で NaN か Inf を返しますが、f とその数値微分はそこで有限です。</translation>
    </message>
    <message>
        <source>Your backward gives NaN or Inf at x = {x}, where f and its numerical derivative are finite.</source>
        <translation>backward が x = {x} で NaN か Inf を返しますが、f とその数値微分はそこで有限です。</translation>
    </message>
    <message>
        <source>The output at one point depends on other points, so the curves are not compared point by point; gradcheck passes.</source>
        <translation>ある点の出力が他の点にも依存するため、曲線は点ごとには比較しません。gradcheck は成功します。</translation>
    </message>
    <message>
        <source>The output at one point depends on other points, so the curves are not compared point by point; gradcheck fails.</source>
        <translation>ある点の出力が他の点にも依存するため、曲線は点ごとには比較しません。gradcheck は失敗します。</translation>
    </message>
    <message>
        <source>Your backward differs from the true derivative at {percent}% of the points, all where f is flat or jumps: a surrogate gradient such as a straight-through estimator differs here by design.</source>
        <translation>backward は {percent}% の点で真の導関数と異なりますが、すべて f が平坦な所か跳ぶ所です。ストレートスルー推定量のような代理勾配は、ここで意図的に異なります。</translation>
    </message>
    <message>
        <source>Your backward does not multiply by grad_output, so it differs from the true derivative at {percent}% of the points and gradcheck fails: by the chain rule an input&apos;s gradient is grad_output times the derivative.</source>
        <translation>backward が grad_output を掛けていないため、{percent}% の点で真の導関数と異なり、gradcheck も失敗します。連鎖律により、入力の勾配は grad_output と導関数の積です。</translation>
    </message>
    <message>
        <source>Your backward gives {factor} times the true derivative everywhere, as a gradient reversal or gradient scaling layer does.</source>
        <translation>backward はどこでも真の導関数の {factor} 倍を返します。勾配反転層や勾配スケーリング層と同じ振る舞いです。</translation>
    </message>
    <message>
        <source>Your backward gives -1 times the true derivative everywhere: its sign is wrong (nothing in the code says it is meant to reverse the gradient).</source>
        <translation>backward はどこでも真の導関数の −1 倍を返します。符号が逆です（コードのどこにも、勾配を反転させるつもりだとは書かれていません）。</translation>
    </message>
    <message>
        <source>Your backward gives {factor} times the true derivative everywhere along x, where the other inputs are held at {held}: a factor is missing or extra (it may depend on those inputs).</source>
        <translation>backward は x に沿ってどこでも真の導関数の {factor} 倍を返します（他の入力は {held} に固定）。因子が抜けているか、余計です（その因子は他の入力に依存するかもしれません）。</translation>
    </message>
    <message>
        <source>Your backward gives {factor} times the true derivative everywhere: a constant factor is missing or extra.</source>
        <translation>backward はどこでも真の導関数の {factor} 倍を返します。定数の因子が抜けているか、余計です。</translation>
    </message>
    <message>
        <source>Your backward gives a different gradient each time it runs on the same input and grad_output (does it add random noise?), so it is not the derivative of f.</source>
        <translation>backward は同じ入力と grad_output で実行するたびに違う勾配を返します（ランダムなノイズを足していませんか？）。これは f の導関数ではありません。</translation>
    </message>
    <message>
        <source>Your backward mixes grad_output across points (as grad_output.sum() does): by the chain rule each input&apos;s gradient uses only its own output&apos;s grad_output.</source>
        <translation>backward が点をまたいで grad_output を混ぜています（grad_output.sum() のように）。連鎖律では、各入力の勾配はその入力自身の出力の grad_output だけを使います。</translation>
    </message>
    <message>
        <source>Your backward does not scale with grad_output (does it clip or limit it?): by the chain rule the gradient is grad_output times the derivative, so doubling grad_output must double it.</source>
        <translation>backward が grad_output に比例していません（クリップしたり制限したりしていませんか？）。連鎖律により勾配は grad_output と導関数の積なので、grad_output を 2 倍にすれば勾配も 2 倍になるはずです。</translation>
    </message>
    <message>
        <source>Your backward is right for a positive grad_output but wrong when grad_output is negative (at {percent}% of the points): the chain rule holds for either sign.</source>
        <translation>backward は grad_output が正のときは正しいのに、負のときに間違っています（{percent}% の点）。連鎖律はどちらの符号でも成り立ちます。</translation>
    </message>
    <message>
        <source>Your backward passes grad_output through unchanged where f is flat, at {percent}% of the points: a straight-through estimator does this on purpose; a ReLU whose backward forgot the mask does it by mistake.</source>
        <translation>backward は f が平坦な所（{percent}% の点）で grad_output をそのまま通しています。ストレートスルー推定量なら意図どおりですが、マスクを忘れた ReLU の backward なら間違いです。</translation>
    </message>
    <message>
        <source>Your backward returns None for x, so no gradient flows, although f changes with x.</source>
        <translation>f は x とともに変わるのに、backward が x に None を返すので勾配が流れません。</translation>
    </message>
    <message>
        <source>Your backward differs from the true derivative at {percent}% of the points (largest error {error} at x = {x}, where the other inputs are held at {held}).</source>
        <translation>backward は {percent}% の点で真の導関数と異なります（最大誤差 {error}、x = {x}、他の入力は {held} に固定）。</translation>
    </message>
    <message>
        <source>Your backward differs from the true derivative at {percent}% of the points (largest error {error} at x = {x}).</source>
        <translation>backward は {percent}% の点で真の導関数と異なります（最大誤差 {error}、x = {x}）。</translation>
    </message>
    <message>
        <source>The curves agree, but gradcheck fails: backward does not multiply by grad_output. By the chain rule the gradient of an input is grad_output times the derivative, so it must grow when grad_output grows.</source>
        <translation>曲線は一致しますが gradcheck が失敗します：backward が grad_output を掛けていません。連鎖律により、入力の勾配は grad_output と導関数の積なので、grad_output が大きくなれば大きくならなければなりません。</translation>
    </message>
    <message>
        <source>The curves agree, but gradcheck fails (its line below says why).</source>
        <translation>曲線は一致しますが gradcheck が失敗します（理由は下の行にあります）。</translation>
    </message>
    <message>
        <source>Your backward&apos;s derivative with respect to x agrees with the numerical one, but its gradient for &apos;{parameter}&apos; differs from the true one at {percent}% of the points (largest error {curve_error} at x = {x}, where the other inputs are held at {held}), and gradcheck fails for it too.</source>
        <translation>x についての backward の導関数は数値微分と一致しますが、&apos;{parameter}&apos; についての勾配が {percent}% の点で真の勾配と異なります（最大誤差 {curve_error}、x = {x}、他の入力は {held} に固定）。gradcheck もこの入力で失敗します。</translation>
    </message>
    <message>
        <source>Your backward&apos;s derivative with respect to x agrees with the numerical one, but gradcheck fails for the parameter &apos;{parameter}&apos;: the gradient it receives differs from the numerical one (largest difference {error}).</source>
        <translation>x についての backward の導関数は数値微分と一致しますが、パラメータ &apos;{parameter}&apos; で gradcheck が失敗します。このパラメータが受け取る勾配が数値微分と異なります（最大差 {error}）。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative, but {function}.jvp (forward mode) differs from it at {percent}% of the points (largest error {error} at x = {x}).</source>
        <translation>backward は真の導関数と一致しますが、{function}.jvp（フォワードモード）は {percent}% の点でそれと異なります（最大の誤差 {error}、x = {x}）。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative, but {function}.jvp gives another directional derivative of {output} along &apos;{input}&apos; than the numerical one (largest difference {error}).</source>
        <translation>backward は真の導関数と一致しますが、{function}.jvp が与える &apos;{input}&apos; 方向の {output} の方向微分は数値微分と異なります（最大の差 {error}）。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative, but {function}.jvp disagrees with it: ⟨v, J·t⟩ from the jvp is not ⟨Jᵀ·v, t⟩ from the backward for &apos;{input}&apos;.</source>
        <translation>backward は真の導関数と一致しますが、{function}.jvp はそれと食い違います：&apos;{input}&apos; について、jvp からの ⟨v, J·t⟩ が backward からの ⟨Jᵀ·v, t⟩ になりません。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative, but {function}.jvp raised an error (see the console).</source>
        <translation>backward は真の導関数と一致しますが、{function}.jvp がエラーを出しました（コンソールを見てください）。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative at all {points} points; gradcheck is still running.</source>
        <translation>backward は {points} 点すべてで真の導関数と一致します。gradcheck はまだ実行中です。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative everywhere except at {kinks} kink or jump point(s), where no derivative exists; gradcheck is still running.</source>
        <translation>backward は、導関数の存在しない {kinks} 個の折れ点・跳び点を除いて真の導関数と一致します。gradcheck はまだ実行中です。</translation>
    </message>
    <message>
        <source>The output at one point depends on other points, so the curves are not compared point by point; gradcheck is still running.</source>
        <translation>ある点の出力が他の点にも依存するため、曲線は点ごとには比較しません。gradcheck はまだ実行中です。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative everywhere except at {kinks} kink or jump point(s), where no derivative exists, and gradcheck passes.</source>
        <translation>backward は、導関数の存在しない {kinks} 個の折れ点・跳び点を除いて真の導関数と一致し、gradcheck も成功します。</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative at all {points} points, and gradcheck passes.</source>
        <translation>backward は {points} 点すべてで真の導関数と一致し、gradcheck も成功します。</translation>
    </message>
    <message>
        <source>backward does not multiply by grad_output. By the chain rule the gradient of an input is grad_output times the derivative, so it must grow when grad_output grows.</source>
        <translation>backward が grad_output を掛けていません。連鎖律により、入力の勾配は grad_output と導関数の積なので、grad_output が大きくなれば大きくならなければなりません。</translation>
    </message>
    <message>
        <source>the gradient of {output} with respect to &apos;{input}&apos; does not match the numerical one at {points} random points (largest difference {error:.3g}).</source>
        <translation>&apos;{input}&apos; についての {output} の勾配が、ランダムな {points} 点で数値微分と一致しません（最大の差 {error:.3g}）。</translation>
    </message>
    <message>
        <source>backward gives different results when run twice on the same input and grad_output (does it use randomness, or change a saved tensor?).</source>
        <translation>同じ入力と grad_output で 2 回実行すると backward の結果が変わります（乱数を使っているか、保存したテンソルを書き換えていませんか？）。</translation>
    </message>
    <message>
        <source>random upstream gradients of both signs show a difference (largest {error:.3g}): the backward is right for some grad_output only, e.g. for positive ones.</source>
        <translation>正負両方のランダムな上流勾配で差が出ます（最大 {error:.3g}）：backward は一部の grad_output（たとえば正のもの）でしか正しくありません。</translation>
    </message>
    <message>
        <source>torch&apos;s check found a difference (its own words are under details).</source>
        <translation>torch のチェックが差を見つけました（torch 自身の言葉は「詳細」にあります）。</translation>
    </message>
    <message>
        <source>the derivative of your backward (double backward) does not match its numerical derivative.</source>
        <translation>backward の導関数（二重の backward）が数値微分と一致しません。</translation>
    </message>
    <message>
        <source>{check} could not run: your code raised an error (see the console).</source>
        <translation>{check} を実行できませんでした：コードがエラーを出しました（コンソールを見てください）。</translation>
    </message>
    <message>
        <source>{function}.jvp gives a directional derivative of {output} along &apos;{input}&apos; that differs from the numerical one at {points} random points (largest difference {error:.3g}).</source>
        <translation>{function}.jvp が与える &apos;{input}&apos; 方向の {output} の方向微分が、ランダムな {points} 点で数値微分と異なります（最大の差 {error:.3g}）。</translation>
    </message>
    <message>
        <source>{function}.jvp differs from the numerical derivative at {percent}% of the grid&apos;s points (largest difference {error:.3g} at x = {x:.4g}).</source>
        <translation>{function}.jvp はグリッドの {percent}% の点で数値微分と異なります（最大の差 {error:.3g}、x = {x:.4g}）。</translation>
    </message>
    <message>
        <source>{function}.jvp and its backward disagree for &apos;{input}&apos;: for random t and v, ⟨v, J·t⟩ from the jvp is {jvp:.6g} and ⟨Jᵀ·v, t⟩ from the backward is {backward:.6g}.</source>
        <translation>&apos;{input}&apos; について {function}.jvp とその backward が食い違います：ランダムな t と v で、jvp からの ⟨v, J·t⟩ は {jvp:.6g}、backward からの ⟨Jᵀ·v, t⟩ は {backward:.6g} です。</translation>
    </message>
    <message>
        <source>{function}.jvp raised an error (see the console).</source>
        <translation>{function}.jvp がエラーを出しました（コンソールを見てください）。</translation>
    </message>
    <message>
        <source>{function} has no jvp staticmethod, so forward-mode AD (torch.func.jvp, jacfwd, torch.autograd.forward_ad) cannot use it: torch says &apos;You must implement the jvp function&apos;.</source>
        <translation>{function} には jvp staticmethod がないので、フォワードモードの自動微分（torch.func.jvp、jacfwd、torch.autograd.forward_ad）では使えません。torch は &apos;You must implement the jvp function&apos; と言います。</translation>
    </message>
    <message>
        <source>{function} is a custom op: register_autograd gives it a backward only, so there is no forward-mode formula of yours to check.</source>
        <translation>{function} はカスタム op です。register_autograd が与えるのは backward だけなので、チェックすべきあなたのフォワードモードの式はありません。</translation>
    </message>
    <message>
        <source>{function}.forward takes ctx, so {function} will not work under torch.func (grad, vjp, jacrev, vmap): they need forward without ctx and a separate setup_context(ctx, inputs, output) staticmethod.</source>
        <translation>{function}.forward が ctx を受け取るので、{function} は torch.func（grad、vjp、jacrev、vmap）の下では動きません。これらには ctx を取らない forward と、別の setup_context(ctx, inputs, output) staticmethod が必要です。</translation>
    </message>
    <message>
        <source>torch.func.{transform} gives a gradient of &apos;{input}&apos; that differs from the one backward gives (largest difference {error:.3g}).</source>
        <translation>torch.func.{transform} が与える &apos;{input}&apos; の勾配が、backward が与えるものと異なります（最大の差 {error:.3g}）。</translation>
    </message>
    <message>
        <source>torch.func.{transform} raised an error for {function}.</source>
        <translation>torch.func.{transform} が {function} でエラーを出しました。</translation>
    </message>
    <message>
        <source>{function} does not work under torch.func: torch refuses to transform it.</source>
        <translation>{function} は torch.func の下では動きません：torch がその変換を拒みます。</translation>
    </message>
    <message>
        <source>torch.func (grad, vjp, jacrev) cannot differentiate the custom op {function} through the formula register_autograd gave it in this version of torch; torch.autograd can.</source>
        <translation>このバージョンの torch では、torch.func（grad、vjp、jacrev）はカスタム op {function} を register_autograd で与えた式で微分できません。torch.autograd ならできます。</translation>
    </message>
    <message>
        <source>torch.func.grad and vjp give the gradients backward gives; jacrev is left out because it batches the backward with vmap, which {function} does not support.</source>
        <translation>torch.func.grad と vjp は backward と同じ勾配を与えます。jacrev は backward を vmap でバッチ処理するので省きました。{function} は vmap に対応していません。</translation>
    </message>
    <message>
        <source>torch.vmap over a batch of {batch} gives another {output} than a loop over the batch (largest difference {error:.3g}).</source>
        <translation>{batch} 個のバッチに対する torch.vmap が、バッチをループで回したときと異なる {output} を与えます（最大の差 {error:.3g}）。</translation>
    </message>
    <message>
        <source>torch.vmap raised an error for {function}.</source>
        <translation>torch.vmap が {function} でエラーを出しました。</translation>
    </message>
    <message>
        <source>{function} has neither a vmap staticmethod nor generate_vmap_rule = True, so torch.vmap (and jacrev, hessian) cannot batch it.</source>
        <translation>{function} には vmap staticmethod も generate_vmap_rule = True もないので、torch.vmap（と jacrev、hessian）はそれをバッチ処理できません。</translation>
    </message>
    <message>
        <source>{function} registers no vmap rule (register_vmap), so torch.vmap runs it in a slow loop over the batch.</source>
        <translation>{function} は vmap のルールを登録していない（register_vmap）ので、torch.vmap はバッチを遅いループで回します。</translation>
    </message>
    <message>
        <source>torch.library.opcheck: the schema does not match what {function} does (mutates_args must name every input it changes in place).</source>
        <translation>torch.library.opcheck：スキーマが {function} の実際の動作と合いません（mutates_args にはその場で変更するすべての入力を挙げる必要があります）。</translation>
    </message>
    <message>
        <source>torch.library.opcheck: the autograd registration of {function} is incomplete: give its backward with register_autograd.</source>
        <translation>torch.library.opcheck：{function} の autograd の登録が不完全です。register_autograd で backward を与えてください。</translation>
    </message>
    <message>
        <source>torch.library.opcheck: the fake implementation of {function} is missing or wrong: register_fake must give outputs of the op&apos;s shapes and dtypes (torch.compile and export trace with it).</source>
        <translation>torch.library.opcheck：{function} の fake 実装がないか、間違っています。register_fake は op の形と dtype の出力を返さなければなりません（torch.compile と export はそれでトレースします）。</translation>
    </message>
    <message>
        <source>torch.library.opcheck: tracing {function} with torch.compile&apos;s AOT dispatcher fails.</source>
        <translation>torch.library.opcheck：torch.compile の AOT ディスパッチャで {function} をトレースすると失敗します。</translation>
    </message>
    <message>
        <source>torch.library.opcheck fails for {function}.</source>
        <translation>{function} で torch.library.opcheck が失敗します。</translation>
    </message>
    <message>
        <source>torch.library.opcheck could not run on {function}.</source>
        <translation>{function} で torch.library.opcheck を実行できませんでした。</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) makes one graph of {function} and compiles it for the CPU; its outputs and gradients equal eager mode&apos;s.</source>
        <translation>torch.compile(fullgraph=True) は {function} を 1 つのグラフにして CPU 向けにコンパイルします。出力と勾配は eager モードと同じです。</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) makes one graph of {function}, and its outputs and gradients equal eager mode&apos;s; it ran with the aot_eager backend, as no C++ compiler was found for the CPU backend (inductor).</source>
        <translation>torch.compile(fullgraph=True) は {function} を 1 つのグラフにし、出力と勾配は eager モードと同じです。CPU バックエンド（inductor）用の C++ コンパイラが見つからなかったので、aot_eager バックエンドで実行しました。</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) cannot make one graph of {function}: it calls NumPy (or .numpy()), which torch.compile cannot trace; wrap that code in a custom op (torch.library.custom_op).</source>
        <translation>torch.compile(fullgraph=True) は {function} を 1 つのグラフにできません：torch.compile がトレースできない NumPy（または .numpy()）を呼んでいます。そのコードをカスタム op（torch.library.custom_op）で包んでください。</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) cannot make one graph of {function}: a Python value is read from a tensor (.item(), .tolist(), float(x) or an if on a tensor), so the graph depends on the data.</source>
        <translation>torch.compile(fullgraph=True) は {function} を 1 つのグラフにできません：テンソルから Python の値を読み出している（.item()、.tolist()、float(x)、テンソルでの if）ので、グラフがデータに依存します。</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) cannot make one graph of {function}: it prints or logs, which breaks the graph.</source>
        <translation>torch.compile(fullgraph=True) は {function} を 1 つのグラフにできません：print やログ出力がグラフを途切れさせます。</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) cannot make one graph of {function}: torch.compile does not trace an autograd.Function with a jvp staticmethod (forward mode) yet.</source>
        <translation>torch.compile(fullgraph=True) は {function} を 1 つのグラフにできません：torch.compile は jvp staticmethod（フォワードモード）を持つ autograd.Function をまだトレースできません。</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) cannot make one graph of {function}: it calls something torch.compile cannot trace.</source>
        <translation>torch.compile(fullgraph=True) は {function} を 1 つのグラフにできません：torch.compile がトレースできないものを呼んでいます。</translation>
    </message>
    <message>
        <source>Under torch.compile {function} gives other outputs than in eager mode (largest difference {error:.3g}).</source>
        <translation>torch.compile の下で {function} は eager モードと異なる出力を返します（最大の差 {error:.3g}）。</translation>
    </message>
    <message>
        <source>Under torch.compile {function} gives other gradients than in eager mode (largest difference {error:.3g}).</source>
        <translation>torch.compile の下で {function} は eager モードと異なる勾配を返します（最大の差 {error:.3g}）。</translation>
    </message>
    <message>
        <source>torch.compile failed on {function}.</source>
        <translation>{function} で torch.compile が失敗しました。</translation>
    </message>
    <message>
        <source>torch.compile is tried on Functions and custom ops; {function} is a Module.</source>
        <translation>torch.compile を試すのは Function とカスタム op です。{function} は Module です。</translation>
    </message>
    <message>
        <source>{module}.backward is never called: autograd differentiates an nn.Module&apos;s forward by itself and ignores a backward method on a Module (dead code). To change the gradient, write a torch.autograd.Function and call its .apply in forward.</source>
        <translation>{module}.backward は一度も呼ばれません：autograd は nn.Module の forward を自分で微分し、Module の backward メソッドは無視します（使われないコードです）。勾配を変えるには torch.autograd.Function を書き、forward の中でその .apply を呼んでください。</translation>
    </message>
    <message>
        <source>({module} cannot be built and run with stand-in arguments, so the Function {function} that {module} uses is judged instead.)</source>
        <translation>（{module} は仮の引数では作って実行できないので、代わりに {module} が使う Function {function} を判定します。）</translation>
    </message>
    <message>
        <source>({function}.jvp, the forward mode, differs from the true derivative too.)</source>
        <translation>（フォワードモードの {function}.jvp も真の導関数と異なります。）</translation>
    </message>
    <message>
        <source>(A single space before line {lines} looked scraped from the web page with the code, so it was left out.)</source>
        <translation>（{lines} 行目の前の空白 1 つは、Web ページからコードと一緒に写し取られたものと見なして取り除きました。）</translation>
    </message>
    <message>
        <source>({function}.backward changes the grad_output it is given, in place. That is allowed: autograd never reads it again. Every check here gave each backward a copy of its own.)</source>
        <translation>（{function}.backward は受け取った grad_output をその場で書き換えます。autograd は二度と読まないので許されます。ここでの検査はどれも backward ごとに専用のコピーを渡しました。）</translation>
    </message>
    <message>
        <source>({function}.backward runs only once per forward: a second backward of the same graph raises (it frees what it saved, as checkpointing does). Training calls it once per forward, so this is fine; every check here ran a fresh forward for each backward, and torch.autograd.gradcheck, which reuses one graph, fails on it for this reason alone.)</source>
        <translation>（{function}.backward は forward 1 回につき 1 回しか実行できません。同じグラフで 2 回目の backward を呼ぶと例外になります（チェックポイントと同様に、保存したものを解放するため）。学習では forward ごとに 1 回呼ぶので問題ありません。ここでの検査は backward ごとに新しい forward を実行しました。1 つのグラフを使い回す torch.autograd.gradcheck は、この理由だけで失敗します。）</translation>
    </message>
    <message>
        <source>(That is not the only fault: gradcheck finds another, in its line below.)</source>
        <translation>（問題はそれだけではありません。gradcheck が別の問題を見つけています（下の行）。）</translation>
    </message>
    <message>
        <source>(∂{output}/∂{input} is the straight-through estimate: autograd of the forward with {steps} passed as the identity.)</source>
        <translation>（∂{output}/∂{input} はストレートスルー推定です: {steps} を恒等写像として通した forward の autograd です。）</translation>
    </message>
    <message>
        <source>(∂{output}/∂{input} is the straight-through estimate: autograd of the forward with {steps} passed as the identity, scaled by {factor}.)</source>
        <translation>（∂{output}/∂{input} はストレートスルー推定です: {steps} を恒等写像として通した forward の autograd を {factor} 倍したものです。）</translation>
    </message>
    <message>
        <source>(∂{output}/∂{input} reads two ways: the straight-through estimate of {steps} (autograd of the forward with {steps} passed as the identity), or a mask forgotten where the forward is flat.)</source>
        <translation>（∂{output}/∂{input} は 2 通りに読めます: {steps} のストレートスルー推定（{steps} を恒等写像として通した forward の autograd）か、forward が平坦な所でマスクを忘れたものか、です。）</translation>
    </message>
    <message>
        <source>(∂{output}/∂{input} reads two ways: the straight-through estimate of {steps} (autograd of the forward with {steps} passed as the identity), scaled by {factor}, or a mask forgotten where the forward is flat.)</source>
        <translation>（∂{output}/∂{input} は 2 通りに読めます: {steps} のストレートスルー推定（{steps} を恒等写像として通した forward の autograd）を {factor} 倍したものか、forward が平坦な所でマスクを忘れたものか、です。）</translation>
    </message>
    <message>
        <source>(gradcheck ran in fast mode, along random directions: one forward takes {forward_ms:g} ms, and the full mode&apos;s {forwards} forwards would take about {seconds:g} s of the time limit.)</source>
        <translation>（gradcheck は高速モード（ランダムな方向に沿った検査）で実行しました。forward 1 回に {forward_ms:g} ミリ秒かかり、完全モードの {forwards} 回の forward では制限時間のうち約 {seconds:g} 秒を使うためです。）</translation>
    </message>
    <message>
        <source>({function}.forward&apos;s &apos;{argument}&apos; has no default and no call that gives it, and it is not a tensor input (backward returns no gradient for it, its annotation says so, or the forward takes no tensor there): it was judged with {argument} = {value}. Give it a default, or call {function}.apply once, to judge it at your value.)</source>
        <translation>（{function}.forward の &apos;{argument}&apos; には既定値も、値を与える呼び出しもなく、テンソル入力でもありません（backward がその勾配を返さない、型注釈がそう示す、または forward がそこにテンソルを受け付けない）。そのため {argument} = {value} として判定しました。あなたの値で判定するには、既定値を与えるか、{function}.apply を一度呼んでください。）</translation>
    </message>
    <message>
        <source>({function}.forward indexes with &apos;{argument}&apos;, which has no default and no call that gives it: it was judged with &apos;{argument}&apos; a random permutation of x&apos;s rows (int64), made anew for each input, and only the floating inputs were varied.)</source>
        <translation>（{function}.forward は &apos;{argument}&apos; で添字付けしますが、既定値も値を与える呼び出しもありません。そのため &apos;{argument}&apos; を x の行のランダムな置換（int64、入力ごとに作り直し）として判定し、浮動小数点の入力だけを動かしました。）</translation>
    </message>
    <message>
        <source>Your backward&apos;s Jacobian differs from the true one at the probe&apos;s input: {count} of {total} entries, largest difference {error}.</source>
        <translation>backward のヤコビアンは、プローブ入力で真のヤコビアンと異なります：{total} 成分中 {count} 成分、最大の差 {error}。</translation>
    </message>
    <message>
        <source>Your backward&apos;s Jacobian matches the true one at the probe&apos;s input (largest difference {error}), and gradcheck passes.</source>
        <translation>backward のヤコビアンは、プローブ入力で真のヤコビアンと一致し（最大の差 {error}）、gradcheck も通ります。</translation>
    </message>
    <message>
        <source>Your backward&apos;s Jacobian matches the true one at the probe&apos;s input (largest difference {error}), but gradcheck fails (its line below says why).</source>
        <translation>backward のヤコビアンは、プローブ入力で真のヤコビアンと一致します（最大の差 {error}）が、gradcheck は失敗します（理由は下の行にあります）。</translation>
    </message>
    <message>
        <source>({subject} is judged because the file&apos;s own code calls it.)</source>
        <translation>（ファイル自身のコードが {subject} を呼んでいるので、{subject} を判定します。）</translation>
    </message>
    <message>
        <source>({subject} is judged because the file&apos;s example calls it.)</source>
        <translation>（ファイルの例が {subject} を呼んでいるので、{subject} を判定します。）</translation>
    </message>
    <message>
        <source>({subject} is judged: its forward calls the Function {function}.)</source>
        <translation>（{subject} を判定します：その forward が Function {function} を呼んでいます。）</translation>
    </message>
    <message>
        <source>({subject} is judged, not {helper}: {helper} is a helper that {subject} calls.)</source>
        <translation>（{helper} ではなく {subject} を判定します：{helper} は {subject} が呼ぶヘルパーです。）</translation>
    </message>
    <message>
        <source>(Judged by its Jacobian at the inputs of the code&apos;s own call, of shapes {shapes}.)</source>
        <translation>（コード自身の呼び出しの入力（形 {shapes}）でのヤコビアンで判定しました。）</translation>
    </message>
    <message>
        <source>(Judged by its Jacobian at your input, seeded random values, of shapes {shapes}.)</source>
        <translation>（あなたの入力、シード付きの乱数値（形 {shapes}）でのヤコビアンで判定しました。）</translation>
    </message>
    <message>
        <source>(Judged by its Jacobian at your input, evenly spaced values, of shapes {shapes}.)</source>
        <translation>（あなたの入力、等間隔の値（形 {shapes}）でのヤコビアンで判定しました。）</translation>
    </message>
    <message>
        <source>(Judged by its Jacobian at your input, your numbers, of shapes {shapes}.)</source>
        <translation>（あなたの入力、あなたの数値（形 {shapes}）でのヤコビアンで判定しました。）</translation>
    </message>
    <message>
        <source>(No call in the code gives its inputs: judged by its Jacobian at inferred shapes {shapes}.)</source>
        <translation>（入力を与える呼び出しがコードにないので、推定した形 {shapes} でのヤコビアンで判定しました。）</translation>
    </message>
    <message>
        <source>(The forward fails in float64, so the Jacobian is taken in {dtype}, the call&apos;s own dtype, with a looser tolerance.)</source>
        <translation>（forward が float64 では失敗するので、呼び出し自身の dtype である {dtype} でヤコビアンを求め、許容誤差を緩めました。）</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward&apos;s block matches the true one.</source>
        <translation>∂{output}/∂{input}：backward のブロックは真のブロックと一致します。</translation>
    </message>
    <message>
        <source>Your backward&apos;s Jacobian matches the true one in all {blocks} block(s).</source>
        <translation>backward のヤコビアンは、{blocks} 個のブロックすべてで真のヤコビアンと一致します。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward gives {input} no gradient (None or zeros), although {output} changes with {input}.</source>
        <translation>∂{output}/∂{input}：{output} は {input} とともに変わるのに、backward は {input} に勾配を返していません（None またはゼロ）。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward differs only where the true entries are 0 (the forward is flat there), as a surrogate gradient does by design.</source>
        <translation>∂{output}/∂{input}：backward が異なるのは真の成分が 0 の所（forward がそこで平坦）だけです。代理勾配なら意図どおりの違いです。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: only the diagonal is right. The off-diagonal entries, through which each output depends on the other inputs, are missing: the backward treats the function as if it were elementwise.</source>
        <translation>∂{output}/∂{input}：正しいのは対角成分だけです。各出力がほかの入力に依存する分を表す非対角成分が欠けています。backward は関数を要素ごとの関数のように扱っています。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward&apos;s block is the true one transposed.</source>
        <translation>∂{output}/∂{input}：backward のブロックは真のブロックの転置です。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: {input} is broadcast in forward (each of its elements feeds several outputs), but your backward does not sum the gradient over the broadcast dimension.</source>
        <translation>∂{output}/∂{input}：{input} は forward でブロードキャストされています（各要素が複数の出力に使われます）が、backward はブロードキャストされた次元で勾配を合計していません。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward&apos;s block is the true one with the wrong sign.</source>
        <translation>∂{output}/∂{input}：backward のブロックは真のブロックと符号が逆です。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward&apos;s block is {factor} times the true one.</source>
        <translation>∂{output}/∂{input}：backward のブロックは真のブロックの {factor} 倍です。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward gives {input} the gradient that belongs to {other}.</source>
        <translation>∂{output}/∂{input}：backward は {input} に、{other} のものであるはずの勾配を返しています。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: {count} of {total} entries differ (largest difference {error}, at row {row}, column {column}).</source>
        <translation>∂{output}/∂{input}：{total} 成分中 {count} 成分が異なります（最大の差 {error}、{row} 行 {column} 列）。</translation>
    </message>
    <message>
        <source>Your backward is right for {right} and wrong for {wrong}.</source>
        <translation>backward は {right} については正しく、{wrong} については間違っています。</translation>
    </message>
    <message>
        <source>&apos;{values}&apos; is no way to fill the Jacobian&apos;s input: random, linspace or numbers.</source>
        <translation>&apos;{values}&apos; ではヤコビアンの入力を埋められません：random、linspace、numbers のどれかにしてください。</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s input shape {shape} is not a shape: give whole numbers of at least 1, separated by commas (e.g. 3,4).</source>
        <translation>ヤコビアンの入力の形 {shape} は形になっていません：1 以上の整数をカンマ区切りで指定してください（例：3,4）。</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s input of shape {shape} has {elements} elements: at most {most} are allowed (each element is a column of the Jacobian).</source>
        <translation>形 {shape} のヤコビアンの入力には要素が {elements} 個ありますが、許されるのは最大 {most} 個です（各要素がヤコビアンの 1 列になります）。</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s input is to be your numbers, but none were given: type them separated by commas (e.g. 0.5, -1, 2).</source>
        <translation>ヤコビアンの入力に自分の数値を使う設定ですが、数値がありません：カンマ区切りで入力してください（例：0.5, -1, 2）。</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s input must be finite numbers: {value} is not.</source>
        <translation>ヤコビアンの入力は有限の数でなければなりません：{value} は有限ではありません。</translation>
    </message>
    <message>
        <source>{count} numbers were given for the Jacobian&apos;s input of shape {shape}, which has {elements} elements: give one number per element, or another shape.</source>
        <translation>要素が {elements} 個ある形 {shape} のヤコビアンの入力に、数値が {count} 個与えられました：要素ごとに 1 つの数値を与えるか、別の形にしてください。</translation>
    </message>
    <message>
        <source>The forward gives NaN or Inf at the Jacobian&apos;s input of shape {shape}: choose other values (a log or a square root needs positive ones).</source>
        <translation>形 {shape} のヤコビアンの入力で forward が NaN か Inf を返します：別の値を選んでください（log や平方根には正の値が必要です）。</translation>
    </message>
    <message>
        <source>The forward fails at the Jacobian&apos;s input of shape {shape}: choose another shape or other values.</source>
        <translation>形 {shape} のヤコビアンの入力で forward が失敗します：別の形か別の値を選んでください。</translation>
    </message>
    <message>
        <source>The reference {subject} is an nn.Module: grading against a reference grades an autograd Function (name it with --function).</source>
        <translation>参照実装 {subject} は nn.Module です：参照実装と比べて採点できるのは autograd Function です（--function でその名前を指定してください）。</translation>
    </message>
    <message>
        <source>The reference {subject} fails on every input the grader tried.</source>
        <translation>参照実装 {subject} は、採点で試したどの入力でも失敗します。</translation>
    </message>
    <message>
        <source>The reference&apos;s argument {argument} is a {got}: grading sends tensors, numbers, booleans and strings only.</source>
        <translation>参照実装の引数 {argument} は {got} です：採点で渡せるのはテンソル、数値、真偽値、文字列だけです。</translation>
    </message>
    <message>
        <source>No autograd Function here matches the reference {reference} (a Function named {reference}, or whose forward takes {arguments} argument(s)); found: {found}.</source>
        <translation>参照実装 {reference} に対応する autograd Function がここにはありません（{reference} という名前の Function か、forward が {arguments} 個の引数を取る Function が必要です）。見つかったもの：{found}。</translation>
    </message>
    <message>
        <source>The gradients its backward returns cannot be differentiated again (is it @once_differentiable, or does it compute them from detached tensors?).</source>
        <translation>backward が返す勾配は、もう一度微分できません（@once_differentiable になっていませんか？ それとも detach したテンソルから計算していませんか？）。</translation>
    </message>
    <message>
        <source>{criterion}: matches the reference on all {cases} cases.</source>
        <translation>{criterion}：全 {cases} ケースで参照解と一致します。</translation>
    </message>
    <message>
        <source>{criterion}: its backward passes gradcheck against its own forward.</source>
        <translation>{criterion}：backward は自分の forward に対して gradcheck に合格します。</translation>
    </message>
    <message>
        <source>{criterion}: not graded: {why}</source>
        <translation>{criterion}：採点対象外：{why}</translation>
    </message>
    <message>
        <source>{criterion}: {what} differs from the reference&apos;s at {where} ({case}): {got} instead of {expected}; largest error {largest:.3g}; {passed} of {cases} cases match.</source>
        <translation>{criterion}：{what} が {where} で参照解と異なります（{case}）：{expected} のところ {got}。最大誤差 {largest:.3g}。{cases} ケース中 {passed} ケースが一致。</translation>
    </message>
    <message>
        <source>{criterion}: overflow: {what} is {got} at {where} ({case}) where the reference&apos;s is {expected}. A float64 overflows past 1.8e308 (exp(x) past x = 709.8), and inf·0 or inf−inf then gives nan: a formula right in mathematics needs another form there; {passed} of {cases} cases match.</source>
        <translation>{criterion}：オーバーフロー：{where} で {what} が {got} ですが、参照解は {expected} です（{case}）。float64 は 1.8e308 を超えるとあふれ（exp(x) なら x = 709.8 を超えたところ）、そのあと inf·0 や inf−inf は nan になります。数学的に正しい式でも、そこでは別の形が必要です。{cases} ケース中 {passed} ケースが一致。</translation>
    </message>
    <message>
        <source>{criterion}: {what} has shape {got} where the reference&apos;s has {expected} ({case}); {passed} of {cases} cases match.</source>
        <translation>{criterion}：{what} の形状が {got} ですが、参照解は {expected} です（{case}）。{cases} ケース中 {passed} ケースが一致。</translation>
    </message>
    <message>
        <source>{criterion}: {what} is missing where the reference has one ({case}); {passed} of {cases} cases match.</source>
        <translation>{criterion}：参照解にはある {what} がありません（{case}）。{cases} ケース中 {passed} ケースが一致。</translation>
    </message>
    <message>
        <source>{criterion}: {phase} raised {type}{at_line}: {text} ({case}); {passed} of {cases} cases match.</source>
        <translation>{criterion}：{phase} が {type}{at_line} を送出しました：{text}（{case}）。{cases} ケース中 {passed} ケースが一致。</translation>
    </message>
    <message>
        <source>{criterion}: not graded: {text}</source>
        <translation>{criterion}：採点対象外：{text}</translation>
    </message>
    <message>
        <source>{criterion}: the submission gave no answer within its time limit of {seconds:g} s.</source>
        <translation>{criterion}：提出物は制限時間 {seconds:g} 秒以内に答えませんでした。</translation>
    </message>
    <message>
        <source>{criterion}: the submission&apos;s process ended before it answered ({how}).</source>
        <translation>{criterion}：提出物のプロセスが答える前に終了しました（{how}）。</translation>
    </message>
    <message>
        <source>{criterion}: the submission&apos;s process sent bytes that are no answer ({text}).</source>
        <translation>{criterion}：提出物のプロセスが答えではないバイト列を送りました（{text}）。</translation>
    </message>
    <message>
        <source>{criterion}: could not be graded: {text}</source>
        <translation>{criterion}：採点できませんでした：{text}</translation>
    </message>
    <message>
        <source>{criterion}: {text}</source>
        <translation>{criterion}：{text}</translation>
    </message>
    <message>
        <source>{criterion}: gradcheck stopped: {text}</source>
        <translation>{criterion}：gradcheck が中断しました：{text}</translation>
    </message>
    <message>
        <source>{score:g}/{max_score:g}: every criterion matches the reference.</source>
        <translation>{score:g}/{max_score:g}：すべての基準で参照解と一致します。</translation>
    </message>
    <message>
        <source>{score:g}/{max_score:g}: {failed} fall short.</source>
        <translation>{score:g}/{max_score:g}：{failed} が届きません。</translation>
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
        <translation>B にコードがありません：B にレッスンを選ぶか、A をコピーしてください。</translation>
    </message>
</context>
<context>
    <name>ComparePane</name>
    <message>
        <source>Load a lesson&apos;s code as subject B</source>
        <translation>レッスンのコードを B として読み込む</translation>
    </message>
    <message>
        <source>B: pick a lesson, or copy A and edit it…</source>
        <translation>B：レッスンを選ぶか、A をコピーして編集…</translation>
    </message>
    <message>
        <source>Copy A</source>
        <translation>A をコピー</translation>
    </message>
    <message>
        <source>Put A&apos;s code here, to change it (e.g. fix a backward) and compare the two</source>
        <translation>A のコードをここに入れて変更し（例：backward を直す）、2 つを比べます</translation>
    </message>
    <message>
        <source>B: {subject} — compiled.</source>
        <translation>B：{subject} — コンパイル済み。</translation>
    </message>
    <message>
        <source>Line {line}: </source>
        <translation>{line} 行目：</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Loss: A and B</source>
        <translation>損失：A と B</translation>
    </message>
    <message>
        <source>train loss</source>
        <translation>訓練損失</translation>
    </message>
    <message>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Gradient norm: A and B</source>
        <translation>勾配ノルム：A と B</translation>
    </message>
    <message>
        <source>gradient norm</source>
        <translation>勾配ノルム</translation>
    </message>
    <message>
        <source>log scale</source>
        <translation>対数目盛</translation>
    </message>
    <message>
        <source>Loss and gradient norm on logarithmic axes (exact zeros, e.g. a gradient that never flows, vanish there)</source>
        <translation>損失と勾配ノルムを対数軸で表示（ちょうど 0 の値、例えば流れない勾配は表示されません）</translation>
    </message>
    <message>
        <source>gradient of</source>
        <translation>勾配の対象</translation>
    </message>
    <message>
        <source>the whole model</source>
        <translation>モデル全体</translation>
    </message>
    <message>
        <source>Whose gradient norm to compare: every parameter together, or one parameter</source>
        <translation>どの勾配ノルムを比べるか：全パラメータまとめて、または 1 つのパラメータ</translation>
    </message>
    <message>
        <source>Derivatives</source>
        <translation>導関数</translation>
    </message>
    <message>
        <source>Loss and gradient norm</source>
        <translation>損失と勾配ノルム</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>実線</translation>
    </message>
    <message>
        <source>dashed</source>
        <translation>破線</translation>
    </message>
    <message>
        <source>{side}: step {step}, loss {loss}, ‖grad‖ {norm}</source>
        <translation>{side}：ステップ {step}、損失 {loss}、‖勾配‖ {norm}</translation>
    </message>
    <message>
        <source>Press Train: A and B train side by side.</source>
        <translation>「学習」を押すと A と B が並んで学習します。</translation>
    </message>
</context>
<context>
    <name>CompileCheck</name>
    <message>
        <source>torch.compile: checking…</source>
        <translation>torch.compile：チェック中…</translation>
    </message>
    <message>
        <source>· checking under torch.compile: a first compile takes 4–20 s (time limit {seconds:.0f} s)…</source>
        <translation>· torch.compile でチェック中：最初のコンパイルには 4～20 秒かかります（制限時間 {seconds:.0f} 秒）…</translation>
    </message>
</context>
<context>
    <name>ConsolePane</name>
    <message>
        <source>What your code prints, and its errors, appear here.</source>
        <translation>コードの出力とエラーはここに表示されます。</translation>
    </message>
    <message>
        <source>Line {line}</source>
        <translation>{line} 行目</translation>
    </message>
    <message>
        <source>What the code printed is held until the gradients are revealed (Reveal all, or ▶ through the last step) · lines: {count}</source>
        <translation>コードが表示した内容は、勾配が明かされるまで保留されます（「すべて明かす」、または ▶ で最後のステップまで）· 行数：{count}</translation>
    </message>
    <message>
        <source>… {count} earlier lines not shown (the console keeps the last {kept}).</source>
        <translation>… それ以前の {count} 行は表示していません（コンソールは最新の {kept} 行を保持します）。</translation>
    </message>
    <message>
        <source>also: {place}</source>
        <translation>同じく：{place}</translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <source>Fit a curve</source>
        <translation>曲線の近似</translation>
    </message>
    <message>
        <source>A small MLP with your function as activation fits y = f(x).</source>
        <translation>あなたの関数を活性化関数にした小さな MLP が y = f(x) を近似します。</translation>
    </message>
    <message>
        <source>Classify points</source>
        <translation>点の分類</translation>
    </message>
    <message>
        <source>A small MLP with your function as activation separates 2-D classes.</source>
        <translation>あなたの関数を活性化関数にした小さな MLP が 2 次元のクラスを分けます。</translation>
    </message>
    <message>
        <source>Tutorial net</source>
        <translation>入門ネット</translation>
    </message>
    <message>
        <source>The two-layer net of the PyTorch tutorial: 1000 → 100 → 10, random data.</source>
        <translation>PyTorch チュートリアルの 2 層ネット：1000 → 100 → 10、ランダムなデータ。</translation>
    </message>
    <message>
        <source>Your layer</source>
        <translation>自作の層</translation>
    </message>
    <message>
        <source>Your Module used as a layer (in → out) inside a small MLP.</source>
        <translation>あなたの Module を小さな MLP の中のレイヤー（入力 → 出力）として使います。</translation>
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
        <translation>導関数の代わりに f(x) を表示します（ウィンドウの幅がコードの横に両方を並べるには足りません）</translation>
    </message>
    <message>
        <source>Show the derivative, yours against the true one, in place of f(x)</source>
        <translation>f(x) の代わりに導関数（あなたの値と真の値）を表示します</translation>
    </message>
</context>
<context>
    <name>DerivativePanel</name>
    <message>
        <source>your backward</source>
        <translation>あなたの backward</translation>
    </message>
    <message>
        <source>numerical derivative</source>
        <translation>数値微分</translation>
    </message>
    <message>
        <source>autograd of the forward</source>
        <translation>forward の autograd</translation>
    </message>
    <message>
        <source>second derivative</source>
        <translation>2 階導関数</translation>
    </message>
    <message>
        <source>your jvp</source>
        <translation>あなたの jvp</translation>
    </message>
    <message>
        <source>output</source>
        <translation>出力</translation>
    </message>
    <message>
        <source>autograd: not differentiable</source>
        <translation>autograd：微分不可</translation>
    </message>
    <message>
        <source>The forward&apos;s own operations have no derivative here (e.g. round or sign), so there is no autograd curve to compare with.</source>
        <translation>forward 自身の演算がここでは微分を持たないため（round や sign など）、比べる autograd の曲線がありません。</translation>
    </message>
    <message>
        <source>backward differs</source>
        <translation>backward が不一致</translation>
    </message>
    <message>
        <source>your jvp ∂/∂{input}</source>
        <translation>あなたの jvp ∂/∂{input}</translation>
    </message>
    <message>
        <source>Show the second derivative: your backward differentiated again (double backward).</source>
        <translation>2 階導関数を表示：backward をもう一度微分したもの（double backward）。</translation>
    </message>
    <message>
        <source>Double backward does not work for this function, so there is no second derivative.</source>
        <translation>この関数では double backward が動かないので、2 階導関数はありません。</translation>
    </message>
    <message>
        <source>From the last code that ran: {verdict}</source>
        <translation>最後に実行できたコードの結果：{verdict}</translation>
    </message>
</context>
<context>
    <name>DetailsToggle</name>
    <message>
        <source>details</source>
        <translation>詳細</translation>
    </message>
</context>
<context>
    <name>DocumentManager</name>
    <message>
        <source>Lesson: {title}</source>
        <translation>レッスン：{title}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>{name}[*] — Autograd Playground</source>
        <translation>{name}[*] — Autograd Playground</translation>
    </message>
    <message>
        <source>Open Python file</source>
        <translation>Python ファイルを開く</translation>
    </message>
    <message>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Python ファイル (*.py);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>ファイルを開けません</translation>
    </message>
    <message>
        <source>{name} looks like an experiment file, but its settings could not be read ({reason}); it was opened as plain code with the current settings.</source>
        <translation>{name} は実験ファイルのようですが、設定を読めませんでした（{reason}）。現在の設定のまま、普通のコードとして開きました。</translation>
    </message>
    <message>
        <source>{name} is a binary file, not Python source.</source>
        <translation>{name} はバイナリファイルで、Python のソースではありません。</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text (byte 0x{byte:02x} at position {position}). Save it as UTF-8 and open it again.</source>
        <translation>{name} は UTF-8 のテキストではありません（位置 {position} にバイト 0x{byte:02x}）。UTF-8 で保存してから開き直してください。</translation>
    </message>
    <message>
        <source>{name} is {megabytes:.1f} MB; the playground opens source files up to 2 MB.</source>
        <translation>{name} は {megabytes:.1f} MB です。プレイグラウンドが開けるソースファイルは 2 MB までです。</translation>
    </message>
    <message>
        <source>Could not read {name}: {reason}</source>
        <translation>{name} を読めませんでした：{reason}</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>名前を付けて保存</translation>
    </message>
    <message>
        <source>Save Experiment As</source>
        <translation>実験として保存</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>保存できませんでした</translation>
    </message>
    <message>
        <source>Could not save {name}: {reason}
The file on disk was not changed.</source>
        <translation>{name} を保存できませんでした：{reason}
ディスク上のファイルは変更されていません。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>{name} has changes that are not saved. Save them first?</source>
        <translation>{name} には保存されていない変更があります。先に保存しますか？</translation>
    </message>
</context>
<context>
    <name>EditorHelp</name>
    <message>
        <source>completion, signatures and hover</source>
        <translation>補完、シグネチャ、ホバー</translation>
    </message>
    <message>
        <source>marks as you type</source>
        <translation>入力中のマーク</translation>
    </message>
    <message>
        <source>Editor help: {name} is not installed; without it: {what}.</source>
        <translation>エディタの補助: {name} がインストールされていません。使えない機能: {what}。</translation>
    </message>
</context>
<context>
    <name>ExampleGraphView</name>
    <message>
        <source>Previous step of backward (←)</source>
        <translation>backward の前のステップ（←）</translation>
    </message>
    <message>
        <source>Next step of backward (→); in Predict mode it first reveals the current gradient</source>
        <translation>backward の次のステップ（→）。予想モードでは、まず今の勾配を明かします</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Play: one step of backward after another, {rate:g} a second (the toolbar&apos;s Pace sets it)</source>
        <translation>再生：backward のステップを 1 秒に {rate:g} 回ずつ進めます（ツールバーのペースで設定）</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>予想</translation>
    </message>
    <message>
        <source>Hide the gradients: the class predicts each one, ▶ reveals it</source>
        <translation>勾配を隠します：クラスで一つずつ予想し、▶ で明かします</translation>
    </message>
    <message>
        <source>Reveal all</source>
        <translation>すべて明かす</translation>
    </message>
    <message>
        <source>Which backward call of the example</source>
        <translation>例のどの backward 呼び出しか</translation>
    </message>
    <message>
        <source>step {n} of {total}</source>
        <translation>ステップ {n} / {total}</translation>
    </message>
    <message>
        <source>before backward</source>
        <translation>backward の前</translation>
    </message>
</context>
<context>
    <name>ExampleTab</name>
    <message>
        <source>Run &amp;Example</source>
        <translation>例を実行(&amp;E)</translation>
    </message>
    <message>
        <source>Run the code&apos;s example (its top level, its if __name__ == &quot;__main__&quot;: block and &gt;&gt;&gt; lines) and step through each backward call it makes, with every node&apos;s numbers</source>
        <translation>コードの例（トップレベル、if __name__ == &quot;__main__&quot;: ブロック、&gt;&gt;&gt; の行）を実行し、その各 backward 呼び出しを、すべてのノードの数値とともに 1 ステップずつたどります</translation>
    </message>
    <message>
        <source>Running the example…</source>
        <translation>例を実行中…</translation>
    </message>
    <message>
        <source>Backward, step by step</source>
        <translation>backward を 1 ステップずつ</translation>
    </message>
    <message>
        <source>Run Example — what the example printed (backward calls: {calls}):</source>
        <translation>例を実行 — 例が出力した内容（backward 呼び出し：{calls} 回）：</translation>
    </message>
</context>
<context>
    <name>ExampleWords</name>
    <message>
        <source>call {n}: {call}, line {line}</source>
        <translation>呼び出し {n}：{call}、{line} 行目</translation>
    </message>
    <message>
        <source>{name} · leaf</source>
        <translation>{name} · 葉</translation>
    </message>
    <message>
        <source>value {v}</source>
        <translation>値 {v}</translation>
    </message>
    <message>
        <source>grad — not yet</source>
        <translation>grad — まだ</translation>
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
        <translation>detach() で切り離し：.grad なし</translation>
    </message>
    <message>
        <source>made under no_grad: no .grad</source>
        <translation>no_grad の下で作成：.grad なし</translation>
    </message>
    <message>
        <source>not in this graph: .grad None</source>
        <translation>このグラフの外：.grad は None</translation>
    </message>
    <message>
        <source>.grad ? (from before)</source>
        <translation>.grad ?（以前の値）</translation>
    </message>
    <message>
        <source>.grad {g} (from before)</source>
        <translation>.grad {g}（以前のもの）</translation>
    </message>
    <message>
        <source>detach() or torch.no_grad() cut {name} (or the tensor it was made from) off the graph: backward never reaches it.</source>
        <translation>detach() か torch.no_grad() が {name}（またはその元のテンソル）をグラフから切り離しました：backward はそこに届きません。</translation>
    </message>
    <message>
        <source>{name} requires grad, but this backward call&apos;s graph does not use it.</source>
        <translation>{name} は勾配を必要としますが、この backward 呼び出しのグラフはそれを使っていません。</translation>
    </message>
    <message>
        <source>An operation of torch: its backward is built in.</source>
        <translation>torch の演算：backward は組み込みです。</translation>
    </message>
    <message>
        <source>Your autograd.Function: here the backward you wrote runs.</source>
        <translation>あなたの autograd.Function：ここであなたの書いた backward が実行されます。</translation>
    </message>
    <message>
        <source>AccumulateGrad: adds the gradient into the leaf&apos;s .grad.</source>
        <translation>AccumulateGrad：勾配を葉の .grad に足し込みます。</translation>
    </message>
    <message>
        <source>made at line {line}</source>
        <translation>{line} 行目で作成</translation>
    </message>
    <message>
        <source>Run ▸ Run Example runs the code&apos;s example (its top level, its if __name__ == &quot;__main__&quot;: block, &gt;&gt;&gt; lines) and shows each backward call here, step by step, with its numbers.</source>
        <translation>実行 ▸ 例を実行 で、コードの例（トップレベル、if __name__ == &quot;__main__&quot;: ブロック、&gt;&gt;&gt; の行）を実行し、各 backward 呼び出しを数値とともに 1 ステップずつここに表示します。</translation>
    </message>
    <message>
        <source>The example made no backward call.</source>
        <translation>例は backward を一度も呼びませんでした。</translation>
    </message>
    <message>
        <source>{calls} backward calls, the last {kept} recorded shown</source>
        <translation>backward 呼び出し {calls} 回、記録した最後の {kept} 回を表示</translation>
    </message>
    <message>
        <source>1 backward call</source>
        <translation>backward 呼び出し 1 回</translation>
    </message>
    <message>
        <source>the last call ({calls}) was not recorded</source>
        <translation>最後の呼び出し（{calls} 回目）は記録されていません</translation>
    </message>
    <message>
        <source>{n} nodes</source>
        <translation>{n} 個のノード</translation>
    </message>
    <message>
        <source>your Function: {names}</source>
        <translation>あなたの Function：{names}</translation>
    </message>
    <message>
        <source> (line {line})</source>
        <translation>（{line} 行目）</translation>
    </message>
    <message>
        <source>Stopped{where}: {message}</source>
        <translation>停止{where}：{message}</translation>
    </message>
    <message>
        <source>Before backward: every node has its forward value; no gradient has flowed yet. Press ▶.</source>
        <translation>backward の前：各ノードには forward の値があり、勾配はまだ流れていません。▶ を押してください。</translation>
    </message>
    <message>
        <source>your Function&apos;s backward</source>
        <translation>あなたの Function の backward</translation>
    </message>
    <message>
        <source>adds into the leaf&apos;s .grad</source>
        <translation>葉の .grad に足し込む</translation>
    </message>
    <message>
        <source>torch&apos;s backward</source>
        <translation>torch の backward</translation>
    </message>
    <message>
        <source>, made at line {line}</source>
        <translation>、{line} 行目で作成</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>ステップ {n} / {total}</translation>
    </message>
    <message>
        <source>What reaches it, and what it sends on? Predict, then press ▶.</source>
        <translation>ここに何が届き、何を先へ送るでしょう？ 予想してから ▶ を押してください。</translation>
    </message>
    <message>
        <source>received (grad_output): {g}</source>
        <translation>受け取った値（grad_output）：{g}</translation>
    </message>
    <message>
        <source>{name}.grad after this call: {g}</source>
        <translation>この呼び出しの後の {name}.grad：{g}</translation>
    </message>
    <message>
        <source>torch.autograd.grad returned for {name}: {g}</source>
        <translation>torch.autograd.grad が {name} について返した値：{g}</translation>
    </message>
    <message>
        <source>an input that needs no gradient</source>
        <translation>勾配の要らない入力</translation>
    </message>
    <message>
        <source>sent to {input}: {g}</source>
        <translation>{input} へ送る値：{g}</translation>
    </message>
    <message>
        <source>autograd of your forward would send: {g}</source>
        <translation>forward の autograd なら送る値：{g}</translation>
    </message>
    <message>
        <source>your backward differs</source>
        <translation>あなたの backward は異なります</translation>
    </message>
    <message>
        <source>chain rule, input {n} ({name}), element [{element}]: {formula}</source>
        <translation>連鎖律・入力 {n}（{name}）・要素 [{element}]：{formula}</translation>
    </message>
    <message>
        <source>chain rule, input {n} ({name}): {formula}</source>
        <translation>連鎖律・入力 {n}（{name}）：{formula}</translation>
    </message>
    <message>
        <source>chain rule, element [{element}]: {formula}</source>
        <translation>連鎖律・要素 [{element}]：{formula}</translation>
    </message>
    <message>
        <source>chain rule: {formula}</source>
        <translation>連鎖律：{formula}</translation>
    </message>
    <message>
        <source>{name}{element} is inputs {inputs} at once: autograd adds what each sends, {terms} = {total}</source>
        <translation>{name}{element} は同時に入力 {inputs} です：autograd はそれぞれから届くものを足し合わせます、{terms} = {total}</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find</source>
        <translation>検索</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>前の一致（Shift+Enter）</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>次の一致（Enter）</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>大文字と小文字を区別</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>閉じる（Esc）</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>{current} / {total}</translation>
    </message>
    <message>
        <source>{total} found</source>
        <translation>{total} 件</translation>
    </message>
</context>
<context>
    <name>FunctionHints</name>
    <message>
        <source>backward returns {returned} value(s), but forward takes {expected} input(s) ({inputs}): return one gradient per input, None for an input that is not a tensor.</source>
        <translation>backward は {returned} 個の値を返しますが、forward の入力は {expected} 個 ({inputs}) です。入力ごとに勾配を 1 つ返してください（テンソルでない入力には None）。</translation>
    </message>
    <message>
        <source>backward returns {returned} values, but forward takes {expected} input(s) ({inputs}): the extra ones must be None.</source>
        <translation>backward は {returned} 個の値を返しますが、forward の入力は {expected} 個 ({inputs}) です。余分な値は None でなければなりません。</translation>
    </message>
    <message>
        <source>ctx.saved_tensors is a tuple: unpack it, {name}, = ctx.saved_tensors (mind the comma).</source>
        <translation>ctx.saved_tensors はタプルです。{name}, = ctx.saved_tensors のように展開してください（カンマに注意）。</translation>
    </message>
    <message>
        <source>save_for_backward takes tensors only; {name} is not one: keep it on ctx instead (ctx.name = value).</source>
        <translation>save_for_backward に渡せるのはテンソルだけです。{name} はテンソルではありません。代わりに ctx に保存してください (ctx.name = value)。</translation>
    </message>
    <message>
        <source>{name} is saved for backward and changed in place here: backward reads the changed values, and a tensor the caller passed in changes for the caller too. Change a copy (.clone()) or use an operation that is not in place.</source>
        <translation>{name} は backward のために保存されていますが、ここでインプレースに変更されています。backward は変更後の値を読み、呼び出し側が渡したテンソルも書き換わります。コピー (.clone()) を変更するか、インプレースでない演算を使ってください。</translation>
    </message>
    <message>
        <source>backward never uses {name}: the gradient from above must be multiplied in (the chain rule), or every caller gets the same gradient.</source>
        <translation>backward は {name} を一度も使っていません。上流からの勾配を掛ける必要があります（連鎖律）。そうしないと、どの呼び出し元にも同じ勾配が返ります。</translation>
    </message>
    <message>
        <source>forward takes no ctx: either write forward(ctx, {first}, …), or add setup_context(ctx, inputs, output) to save what backward needs.</source>
        <translation>forward が ctx を受け取っていません。forward(ctx, {first}, …) と書くか、backward に必要なものを保存する setup_context(ctx, inputs, output) を追加してください。</translation>
    </message>
</context>
<context>
    <name>FunctionPanel</name>
    <message>
        <source>No function to show yet.</source>
        <translation>表示できる関数はまだありません。</translation>
    </message>
    <message>
        <source>x from</source>
        <translation>x の範囲</translation>
    </message>
    <message>
        <source>to</source>
        <translation>〜</translation>
    </message>
    <message>
        <source>From the last code that ran</source>
        <translation>最後に実行できたコードの結果</translation>
    </message>
</context>
<context>
    <name>GradientPanel</name>
    <message>
        <source>Gradient norm of each parameter</source>
        <translation>各パラメータの勾配ノルム</translation>
    </message>
    <message>
        <source>‖gradient‖</source>
        <translation>‖勾配‖</translation>
    </message>
    <message>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Current gradient</source>
        <translation>現在の勾配</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>ヒストグラム</translation>
    </message>
    <message>
        <source>count</source>
        <translation>個数</translation>
    </message>
    <message>
        <source>gradient value</source>
        <translation>勾配の値</translation>
    </message>
    <message>
        <source>The parameter whose gradient is shown below.</source>
        <translation>下に勾配を表示するパラメータ。</translation>
    </message>
    <message>
        <source>parameter</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>Exact zeros: entries whose gradient is exactly 0 now. Dead activations: outputs of your function that pass no gradient back (a ReLU that is off, a rounding step).</source>
        <translation>ちょうど 0：いま勾配がちょうど 0 の要素。死んだ活性：勾配を逆に伝えないあなたの関数の出力（オフになった ReLU、丸めの段差）。</translation>
    </message>
    <message>
        <source>index</source>
        <translation>インデックス</translation>
    </message>
    <message>
        <source>gradient</source>
        <translation>勾配</translation>
    </message>
    <message>
        <source>{name} (raw)</source>
        <translation>{name}（生の値）</translation>
    </message>
    <message>
        <source>{name}: always 0 (not drawn on a log axis)</source>
        <translation>{name}：常に 0（対数軸には描けません）</translation>
    </message>
    <message>
        <source>Gradient of {name} ({shape}; {shown} of it shown, evenly spread)</source>
        <translation>{name} の勾配（{shape}、うち {shown} を等間隔に表示）</translation>
    </message>
    <message>
        <source>Gradient of {name} ({shape})</source>
        <translation>{name} の勾配（{shape}）</translation>
    </message>
    <message>
        <source>No training yet: press Train.</source>
        <translation>まだ学習していません：「学習」を押してください。</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>ステップ {step}</translation>
    </message>
    <message>
        <source>no gradient (is {name} used by the loss?)</source>
        <translation>勾配なし（{name} は損失に使われていますか？）</translation>
    </message>
    <message>
        <source>largest |gradient| {value}</source>
        <translation>最大 |勾配| {value}</translation>
    </message>
    <message>
        <source>exact zeros {percent}%</source>
        <translation>ちょうど 0 {percent}%</translation>
    </message>
    <message>
        <source>dead activations {percent}%</source>
        <translation>死んだ活性 {percent}%</translation>
    </message>
</context>
<context>
    <name>GraphTab</name>
    <message>
        <source>Autograd &amp;Graph</source>
        <translation>autograd グラフ(&amp;G)</translation>
    </message>
    <message>
        <source>The graph behind the toy model&apos;s loss, from loss.grad_fn back to the leaves</source>
        <translation>小さなモデルの損失の背後にあるグラフ：loss.grad_fn から葉まで</translation>
    </message>
    <message>
        <source>Autograd graph</source>
        <translation>autograd グラフ</translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <source>gets .grad</source>
        <translation>.grad を受け取る</translation>
    </message>
    <message>
        <source>no .grad</source>
        <translation>.grad なし</translation>
    </message>
    <message>
        <source>{n} nodes folded</source>
        <translation>{n} 個のノードを折りたたみ</translation>
    </message>
    <message>
        <source>value {v}</source>
        <translation>値 {v}</translation>
    </message>
    <message>
        <source>value {low} … {high}, mean {mean}</source>
        <translation>値 {low} … {high}、平均 {mean}</translation>
    </message>
    <message>
        <source>grad {g}</source>
        <translation>grad {g}</translation>
    </message>
    <message>
        <source>grad norm {norm}</source>
        <translation>grad のノルム {norm}</translation>
    </message>
    <message>
        <source>value: min {min}, mean {mean}, max {max}, norm {norm}</source>
        <translation>値：最小 {min}、平均 {mean}、最大 {max}、ノルム {norm}</translation>
    </message>
    <message>
        <source>gradient that reached it: min {min}, mean {mean}, max {max}, norm {norm}</source>
        <translation>届いた勾配：最小 {min}、平均 {mean}、最大 {max}、ノルム {norm}</translation>
    </message>
    <message>
        <source>An operation of torch: its backward is built in.</source>
        <translation>torch の演算：backward は組み込みです。</translation>
    </message>
    <message>
        <source>Your autograd.Function: here the backward you wrote runs.</source>
        <translation>あなたの autograd.Function：ここであなたの書いた backward が実行されます。</translation>
    </message>
    <message>
        <source>AccumulateGrad: adds the gradient into the leaf&apos;s .grad.</source>
        <translation>AccumulateGrad：勾配を葉の .grad に足し込みます。</translation>
    </message>
    <message>
        <source>A leaf tensor (requires_grad=True): .grad is filled by backward().</source>
        <translation>葉テンソル（requires_grad=True）：.grad は backward() が埋めます。</translation>
    </message>
    <message>
        <source>A leaf tensor that gets no .grad.</source>
        <translation>.grad を受け取らない葉テンソル。</translation>
    </message>
    <message>
        <source>{n} nodes folded into one to keep the drawing readable.</source>
        <translation>図を読みやすくするため {n} 個のノードを 1 つにまとめました。</translation>
    </message>
    <message>
        <source>parameter {name}</source>
        <translation>パラメータ {name}</translation>
    </message>
    <message>
        <source>shape {shape}</source>
        <translation>形 {shape}</translation>
    </message>
    <message>
        <source>Frozen (requires_grad=False): these get no .grad</source>
        <translation>凍結（requires_grad=False）：これらは .grad を受け取りません</translation>
    </message>
    <message>
        <source>Not in the graph (detached / no_grad): these get no .grad</source>
        <translation>グラフの外（detach / no_grad）：これらは .grad を受け取りません</translation>
    </message>
    <message>
        <source>requires_grad=False: frozen, so backward() leaves its .grad empty.</source>
        <translation>requires_grad=False：凍結されているので、backward() はその .grad を空のままにします。</translation>
    </message>
    <message>
        <source>It requires grad, but the loss does not depend on it through the graph: a .detach() or torch.no_grad() cut it off, so its .grad stays None.</source>
        <translation>勾配を必要としますが、損失はグラフを通じてこれに依存していません。.detach() か torch.no_grad() で切り離されたので、.grad は None のままです。</translation>
    </message>
    <message>
        <source>The graph behind loss.grad_fn: {n} nodes</source>
        <translation>loss.grad_fn の背後のグラフ：{n} 個のノード</translation>
    </message>
    <message>
        <source>your Function: {names}</source>
        <translation>あなたの Function：{names}</translation>
    </message>
    <message>
        <source>1 leaf gets .grad</source>
        <translation>1 つの葉が .grad を受け取ります</translation>
    </message>
    <message>
        <source>{k} leaves get .grad</source>
        <translation>{k} 個の葉が .grad を受け取ります</translation>
    </message>
    <message>
        <source>1 parameter cut off by detach / no_grad</source>
        <translation>detach / no_grad で切り離されたパラメータが 1 つ</translation>
    </message>
    <message>
        <source>{c} parameters cut off by detach / no_grad</source>
        <translation>detach / no_grad で切り離されたパラメータが {c} 個</translation>
    </message>
    <message>
        <source>{c} frozen</source>
        <translation>凍結 {c} 個</translation>
    </message>
    <message>
        <source>numbers of the first step&apos;s batch: loss {loss}</source>
        <translation>最初のステップのバッチの数値：損失 {loss}</translation>
    </message>
    <message>
        <source>The graph appears after the first training step: press Train or Step.</source>
        <translation>グラフは最初の学習ステップの後に現れます：「学習」か「1 ステップ」を押してください。</translation>
    </message>
    <message>
        <source>No graph: {message}</source>
        <translation>グラフなし：{message}</translation>
    </message>
    <message>
        <source>The autograd graph behind the loss appears here after the first training step.</source>
        <translation>損失の背後にある autograd のグラフは、最初の学習ステップの後にここに表示されます。</translation>
    </message>
    <message>
        <source>your Function</source>
        <translation>あなたの Function</translation>
    </message>
    <message>
        <source>torch operation</source>
        <translation>torch の演算</translation>
    </message>
    <message>
        <source>AccumulateGrad</source>
        <translation>AccumulateGrad</translation>
    </message>
    <message>
        <source>leaf that gets .grad</source>
        <translation>.grad を受け取る葉</translation>
    </message>
    <message>
        <source>cut off (detach / no_grad)</source>
        <translation>切り離し（detach / no_grad）</translation>
    </message>
    <message>
        <source>Mouse wheel: zoom · drag: move · double-click: fit</source>
        <translation>マウスホイール：拡大・縮小 · ドラッグ：移動 · ダブルクリック：全体表示</translation>
    </message>
</context>
<context>
    <name>HandPoints</name>
    <message>
        <source>Draw points</source>
        <translation>点を描く</translation>
    </message>
    <message>
        <source>Left click adds a point of the chosen class, right click removes the nearest one. Train to learn them.</source>
        <translation>左クリックで選んだクラスの点を追加、右クリックで一番近い点を削除します。「学習」でそれらを学習します。</translation>
    </message>
    <message>
        <source>The class of the points a left click adds</source>
        <translation>左クリックで追加する点のクラス</translation>
    </message>
    <message>
        <source>Clear points</source>
        <translation>点を消去</translation>
    </message>
    <message>
        <source>left click: add · right click: remove</source>
        <translation>左クリック：追加 · 右クリック：削除</translation>
    </message>
    <message>
        <source>class {k}</source>
        <translation>クラス {k}</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Question for the class:</source>
        <translation>クラスへの問い：</translation>
    </message>
    <message>
        <source>Predict, then reveal:</source>
        <translation>予想してから確かめよう：</translation>
    </message>
    <message>
        <source>The code to complete</source>
        <translation>完成させるコード</translation>
    </message>
    <message>
        <source>The solution</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>The function and its derivative</source>
        <translation>関数とその導関数</translation>
    </message>
    <message>
        <source>The function</source>
        <translation>関数</translation>
    </message>
    <message>
        <source>f(x) (grey), the derivative of the backward (orange) and the numerical derivative (blue, dashed)</source>
        <translation>f(x)（灰色）、backward が示す導関数（橙）、数値微分（青の破線）</translation>
    </message>
    <message>
        <source>f (grey) and the numerical derivative (blue, dashed): the true one</source>
        <translation>f（灰色）と数値微分（青の破線）：正しい導関数</translation>
    </message>
    <message>
        <source>f (grey). Its derivative is not drawn: it is what your backward computes, for you to find</source>
        <translation>f（灰色）。導関数は描いていません：それはあなたの backward が計算するもので、自分で見つけてください</translation>
    </message>
    <message>
        <source>The Jacobian: your backward&apos;s beside the true one</source>
        <translation>ヤコビアン：あなたの backward によるものと真のものを並べて</translation>
    </message>
    <message>
        <source>your backward</source>
        <translation>あなたの backward</translation>
    </message>
    <message>
        <source>true</source>
        <translation>真の値</translation>
    </message>
    <message>
        <source>The example&apos;s backward, step by step</source>
        <translation>例の backward を 1 ステップずつ</translation>
    </message>
    <message>
        <source>Each node of the example&apos;s graph with its value and the gradient that reached it, as Run Example shows them</source>
        <translation>例のグラフの各ノードと、その値、そこに届いた勾配（例を実行 で表示されるとおり）</translation>
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
        <translation>プローブ入力：</translation>
    </message>
    <message>
        <source>shape of the call</source>
        <translation>呼び出しの形</translation>
    </message>
    <message>
        <source>The shape of the first input, e.g. 3, 4 (empty: the shape of the code&apos;s own call). Other inputs of the same shape take it too.</source>
        <translation>最初の入力の形（例：3, 4。空欄ならコード自身の呼び出しの形）。同じ形のほかの入力もこの形になります。</translation>
    </message>
    <message>
        <source>linspace</source>
        <translation>等間隔（linspace）</translation>
    </message>
    <message>
        <source>my numbers</source>
        <translation>自分の数値</translation>
    </message>
    <message>
        <source>random, seed {seed}</source>
        <translation>乱数、シード {seed}</translation>
    </message>
    <message>
        <source>The first input&apos;s values: the code&apos;s own call (its values, as the curves and Run Example use them), random with seed 0 (the same each time), evenly spaced over the x range, or your own numbers. The other inputs keep their seeded values.</source>
        <translation>最初の入力の値：コード自身の呼び出し（曲線と Run Example が使うのと同じ値）、シード 0 の乱数（毎回同じ）、x の範囲で等間隔、または自分の数値。ほかの入力はシード付きの値のままです。</translation>
    </message>
    <message>
        <source>e.g. 0.5, -1, 2</source>
        <translation>例：0.5, -1, 2</translation>
    </message>
    <message>
        <source>Numbers separated by commas, in row-major order.</source>
        <translation>カンマ区切りの数値。行優先（row-major）の順です。</translation>
    </message>
    <message>
        <source>“{text}” is no shape: type whole numbers of at least 1, separated by commas (e.g. 3, 4).</source>
        <translation>「{text}」は形ではありません：1 以上の整数をカンマ区切りで入力してください（例：3, 4）。</translation>
    </message>
    <message>
        <source>Type your numbers, separated by commas (e.g. 0.5, -1, 2).</source>
        <translation>数値をカンマ区切りで入力してください（例：0.5, -1, 2）。</translation>
    </message>
    <message>
        <source>“{part}” is not a number: type numbers separated by commas (e.g. 0.5, -1, 2).</source>
        <translation>「{part}」は数ではありません：数値をカンマ区切りで入力してください（例：0.5, -1, 2）。</translation>
    </message>
    <message>
        <source>inferred shapes, random, seed {seed}</source>
        <translation>推定した形、乱数、シード {seed}</translation>
    </message>
    <message>
        <source>the call&apos;s shapes, random, seed {seed}</source>
        <translation>呼び出しの形、乱数、シード {seed}</translation>
    </message>
    <message>
        <source>the code&apos;s own call</source>
        <translation>コード自身の呼び出し</translation>
    </message>
</context>
<context>
    <name>JacobianPanel</name>
    <message>
        <source>No Jacobian yet: it appears when the code is checked.</source>
        <translation>まだヤコビアンはありません：コードをチェックすると表示されます。</translation>
    </message>
    <message>
        <source>your backward</source>
        <translation>あなたの backward</translation>
    </message>
    <message>
        <source>true</source>
        <translation>真の値</translation>
    </message>
    <message>
        <source>yours − true</source>
        <translation>あなた − 真の値</translation>
    </message>
    <message>
        <source>Point at a cell to read ∂y/∂x: yours, true and their difference.</source>
        <translation>セルを指すと ∂y/∂x を読めます：あなたの値、真の値、その差。</translation>
    </message>
    <message>
        <source>Block:</source>
        <translation>ブロック：</translation>
    </message>
    <message>
        <source>No Jacobian for this code: its forward could not be run on a small input.</source>
        <translation>このコードのヤコビアンはありません：forward を小さな入力で実行できませんでした。</translation>
    </message>
    <message>
        <source>Point at a cell to read ∂{output}/∂{input}: yours, true and their difference.</source>
        <translation>セルを指すと ∂{output}/∂{input} を読めます：あなたの値、真の値、その差。</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}  ({rows}×{cols})</source>
        <translation>∂{output}/∂{input}（{rows}×{cols}）</translation>
    </message>
    <message>
        <source>random, seed {seed}</source>
        <translation>乱数、シード {seed}</translation>
    </message>
    <message>
        <source>at the inputs of the code&apos;s own call: {shapes}</source>
        <translation>コード自身の呼び出しの入力：{shapes}</translation>
    </message>
    <message>
        <source>at the shapes of the code&apos;s own call, {values}: {shapes}</source>
        <translation>コード自身の呼び出しの形、{values}：{shapes}</translation>
    </message>
    <message>
        <source>evenly spaced values</source>
        <translation>等間隔の値</translation>
    </message>
    <message>
        <source>your numbers</source>
        <translation>あなたの数値</translation>
    </message>
    <message>
        <source>at inferred shapes (no call in the code), {values}: {shapes}</source>
        <translation>推定した形（コードに呼び出しなし）、{values}：{shapes}</translation>
    </message>
    <message>
        <source>at your input, {values}: {shapes}</source>
        <translation>あなたの入力、{values}：{shapes}</translation>
    </message>
    <message>
        <source>cut from the call&apos;s {rows} rows</source>
        <translation>呼び出しの {rows} 行から切り詰め</translation>
    </message>
    <message>
        <source>The Jacobian is diagonal: the function is elementwise, and its curves are the main picture.</source>
        <translation>ヤコビアンは対角です：関数は要素ごとなので、主に見るべきはその曲線です。</translation>
    </message>
    <message>
        <source>The block is diagonal: each output depends on its own element of {input} only.</source>
        <translation>ブロックは対角です：各出力は {input} の対応する要素だけに依存します。</translation>
    </message>
    <message>
        <source>(Too large to draw: {rows}×{cols}; largest difference {error}.)</source>
        <translation>（大きすぎて描けません：{rows}×{cols}、最大の差 {error}。）</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: yours {yours}, true {true}, difference {difference}</source>
        <translation>∂{output}/∂{input}：あなたの値 {yours}、真の値 {true}、差 {difference}</translation>
    </message>
</context>
<context>
    <name>LanguageServer</name>
    <message>
        <source>{name} stopped {count} times in a minute ({reason}); the editor goes on without it</source>
        <translation>{name} が 1 分間に {count} 回停止しました ({reason})。エディタはこれなしで続けます</translation>
    </message>
    <message>
        <source>{name} could not start ({program}); the editor goes on without it</source>
        <translation>{name} を起動できませんでした ({program})。エディタはこれなしで続けます</translation>
    </message>
</context>
<context>
    <name>LearningRateInput</name>
    <message>
        <source>Learning rate, on a log scale</source>
        <translation>学習率（対数目盛）</translation>
    </message>
    <message>
        <source>Learning rate (type a value such as 0.003 or 1e-4)</source>
        <translation>学習率（0.003 や 1e-4 のように入力）</translation>
    </message>
</context>
<context>
    <name>LessonPane</name>
    <message>
        <source>Lessons, in order: picking one loads its code</source>
        <translation>レッスン（順番どおり）：選ぶとそのコードを読み込みます</translation>
    </message>
    <message>
        <source>Previous lesson</source>
        <translation>前のレッスン</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>次のレッスン</translation>
    </message>
    <message>
        <source>Your own code — pick a lesson…</source>
        <translation>自分のコード — レッスンを選ぶ…</translation>
    </message>
    <message>
        <source>Question for the class:</source>
        <translation>クラスへの問い：</translation>
    </message>
    <message>
        <source>Predict, then reveal:</source>
        <translation>予想してから確かめよう：</translation>
    </message>
    <message>
        <source>Question for the class: {question}</source>
        <translation>クラスへの問い：{question}</translation>
    </message>
    <message>
        <source>Your own code</source>
        <translation>自分のコード</translation>
    </message>
    <message>
        <source>Write a `torch.autograd.Function` (a `forward` and a `backward`) in the editor, or paste one from the PyTorch docs. The plots show f(x), the derivative your backward claims, the numerical derivative and autograd&apos;s own; the verdict says whether your backward is right.

Press Train to train a small model that uses your function and watch the loss and every parameter&apos;s gradient.</source>
        <translation>エディタに `torch.autograd.Function`（`forward` と `backward` の組）を書くか、PyTorch のドキュメントから貼り付けてください。プロットには f(x)、あなたの backward が主張する導関数、数値微分、autograd 自身の導関数が表示され、判定があなたの backward が正しいかどうかを示します。

「学習」を押すと、あなたの関数を使う小さなモデルを学習し、損失と各パラメータの勾配を観察できます。</translation>
    </message>
</context>
<context>
    <name>LossPanel</name>
    <message>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>train loss</source>
        <translation>訓練損失</translation>
    </message>
    <message>
        <source>train loss (raw)</source>
        <translation>訓練損失（生の値）</translation>
    </message>
    <message>
        <source>test loss</source>
        <translation>テスト損失</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>正解率</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>正解率</translation>
    </message>
    <message>
        <source>log scale</source>
        <translation>対数目盛</translation>
    </message>
    <message>
        <source>Show the loss on a logarithmic axis: late, small improvements become visible.</source>
        <translation>損失を対数軸で表示：終盤の小さな改善が見えるようになります。</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>ステップ {step}</translation>
    </message>
    <message>
        <source>train loss {value}</source>
        <translation>訓練損失 {value}</translation>
    </message>
    <message>
        <source>test loss {value}</source>
        <translation>テスト損失 {value}</translation>
    </message>
    <message>
        <source>accuracy {value}%</source>
        <translation>正解率 {value}%</translation>
    </message>
    <message>
        <source>No training yet: press Train.</source>
        <translation>まだ学習していません：「学習」を押してください。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>· not checked yet</source>
        <translation>· まだチェックしていません</translation>
    </message>
    <message>
        <source>Opened {name}. It has not run: a file is Python code that runs on your computer with your rights. Press Check (Ctrl+Return) or Train to run it.</source>
        <translation>{name} を開きました。まだ実行していません：ファイルはあなたの権限でこのコンピュータ上で動く Python コードです。実行するには「チェック」（Ctrl+Return）か「学習」を押してください。</translation>
    </message>
    <message>
        <source>The new pace applies from the next run: press Reset to start this one again with it.</source>
        <translation>新しいペースは次の学習から有効です。この学習をそのペースでやり直すには「リセット」を押してください。</translation>
    </message>
    <message>
        <source>About Autograd Playground</source>
        <translation>Autograd Playground について</translation>
    </message>
    <message>
        <source>Quick Start</source>
        <translation>クイックスタート</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
</context>
<context>
    <name>ModelPanel</name>
    <message>
        <source>The model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>training data</source>
        <translation>訓練データ</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>This model has no picture: see the loss and the gradients.</source>
        <translation>このモデルには図がありません：損失と勾配を見てください。</translation>
    </message>
    <message>
        <source>class {k}</source>
        <translation>クラス {k}</translation>
    </message>
    <message>
        <source>The model&apos;s fit</source>
        <translation>モデルの当てはまり</translation>
    </message>
    <message>
        <source>Decision boundary</source>
        <translation>決定境界</translation>
    </message>
    <message>
        <source>The model appears here while it trains: press Train.</source>
        <translation>モデルは学習中にここに表示されます：「学習」を押してください。</translation>
    </message>
</context>
<context>
    <name>PaceBox</name>
    <message>
        <source>How fast training runs: full speed, or at most so many steps a second, so a class can watch the curves and gradients move</source>
        <translation>学習の速さ：全速か、1 秒あたり最大何ステップか。遅くすると、曲線や勾配が動く様子をクラスで追えます</translation>
    </message>
    <message>
        <source>Slow motion: one step a second</source>
        <translation>スローモーション：1 秒に 1 ステップ</translation>
    </message>
    <message>
        <source>Full speed</source>
        <translation>全速</translation>
    </message>
    <message>
        <source>{rate:g} steps/s</source>
        <translation>{rate:g} ステップ/秒</translation>
    </message>
</context>
<context>
    <name>PictureSwitch</name>
    <message>
        <source>Jacobian maps</source>
        <translation>ヤコビアンのマップ</translation>
    </message>
    <message>
        <source>vᵀJ bars</source>
        <translation>vᵀJ の棒グラフ</translation>
    </message>
</context>
<context>
    <name>PlaygroundStatusBar</name>
    <message>
        <source>Restarting engine…</source>
        <translation>エンジンを再起動しています…</translation>
    </message>
    <message>
        <source>Starting engine…</source>
        <translation>エンジンを起動しています…</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Engine ready — torch {version}, {devices}</source>
        <translation>エンジン準備完了 — torch {version}、{devices}</translation>
    </message>
    <message>
        <source>Engine could not start</source>
        <translation>エンジンを起動できませんでした</translation>
    </message>
    <message>
        <source>· checking ({phase})…</source>
        <translation>· チェック中（{phase}）…</translation>
    </message>
    <message>
        <source>· checking…</source>
        <translation>· チェック中…</translation>
    </message>
    <message>
        <source>· error on line {line}</source>
        <translation>· {line} 行目にエラー</translation>
    </message>
    <message>
        <source>· error</source>
        <translation>· エラー</translation>
    </message>
    <message>
        <source>· {done} in {ms:.0f} ms · still running: {stages}…</source>
        <translation>· {done}: {ms:.0f} ms · 実行中: {stages}…</translation>
    </message>
    <message>
        <source>· checked in {ms:.0f} ms</source>
        <translation>· {ms:.0f} ms でチェック完了</translation>
    </message>
    <message>
        <source>· {done} in {ms:.0f} ms · the rest cancelled by the edit</source>
        <translation>· {done}: {ms:.0f} ms · 残りは編集で取り消し</translation>
    </message>
    <message>
        <source>Jacobian</source>
        <translation>ヤコビアン</translation>
    </message>
    <message>
        <source>other checks</source>
        <translation>その他のチェック</translation>
    </message>
    <message>
        <source>curves</source>
        <translation>曲線</translation>
    </message>
    <message>
        <source>step %v / %m</source>
        <translation>ステップ %v / %m</translation>
    </message>
    <message>
        <source>{rate:,.0f} steps/s</source>
        <translation>{rate:,.0f} ステップ/秒</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
</context>
<context>
    <name>PlotArea</name>
    <message>
        <source>Function &amp;&amp; derivative</source>
        <translation>関数と導関数</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>勾配</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
</context>
<context>
    <name>PlotTabLabels</name>
    <message>
        <source>Curves</source>
        <comment>a plot tab&apos;s short label: f(x) and its derivative</comment>
        <translation>曲線</translation>
    </message>
    <message>
        <source>Loss</source>
        <comment>a plot tab&apos;s short label (Russian: &apos;Потери&apos;)</comment>
        <translation>損失</translation>
    </message>
    <message>
        <source>Steps</source>
        <comment>a plot tab&apos;s short label: backward, step by step</comment>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Graph</source>
        <comment>a plot tab&apos;s short label: the autograd graph</comment>
        <translation>グラフ</translation>
    </message>
</context>
<context>
    <name>PredictCover</name>
    <message>
        <source>Predict: the Jacobian would give the gradients away. It is shown when they are revealed (Reveal all, or ▶ through the last step).</source>
        <translation>予想：ヤコビアンを見ると勾配がわかってしまいます。勾配が明かされたときに表示されます（「すべて明かす」、または ▶ で最後のステップまで）。</translation>
    </message>
</context>
<context>
    <name>RuffMarks</name>
    <message>
        <source>Undefined name {name}</source>
        <translation>未定義の名前 {name}</translation>
    </message>
    <message>
        <source>{name} is assigned but never used</source>
        <translation>{name} に代入していますが、一度も使われていません</translation>
    </message>
    <message>
        <source>{name} is imported but never used</source>
        <translation>{name} をインポートしていますが、一度も使われていません</translation>
    </message>
    <message>
        <source>{name} is defined again before it is used</source>
        <translation>{name} が使われる前にもう一度定義されています</translation>
    </message>
</context>
<context>
    <name>SmoothingControl</name>
    <message>
        <source>smoothing</source>
        <translation>平滑化</translation>
    </message>
    <message>
        <source>An exponential moving average of the per-step values (0: none, 0.99: very smooth); the raw curve stays faint behind it</source>
        <translation>ステップごとの値の指数移動平均（0：なし、0.99：とてもなめらか）。元の曲線は後ろに薄く残ります</translation>
    </message>
</context>
<context>
    <name>SubjectRow</name>
    <message>
        <source>Your code defines several Functions or Modules: which one the plots and training use</source>
        <translation>コードに複数の Function や Module があります：プロットと学習に使うものを選びます</translation>
    </message>
    <message>
        <source>Subject:</source>
        <translation>対象：</translation>
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
        <translation>学習ツールバー</translation>
    </message>
    <message>
        <source>Units in each hidden layer</source>
        <translation>各隠れ層のユニット数</translation>
    </message>
    <message>
        <source>Number of hidden layers</source>
        <translation>隠れ層の数</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>SGD + momentum</source>
        <translation>SGD + モーメンタム</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>Samples per step</source>
        <translation>1 ステップあたりのサンプル数</translation>
    </message>
    <message>
        <source>Same seed, same settings: the same run, step for step</source>
        <translation>同じシード・同じ設定なら、1 ステップずつまったく同じ学習になります</translation>
    </message>
    <message>
        <source>How many optimizer steps the run makes</source>
        <translation>学習で行う最適化ステップ数</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>データ</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ数</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>ペース</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学習率</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>最適化手法</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>幅</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>バッチ</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>Where the points come from.</source>
        <translation>点をどこから取るか。</translation>
    </message>
    <message>
        <source>Training uses {count} points from {name} instead of a data set.</source>
        <translation>データセットの代わりに {name} の {count} 点で学習します。</translation>
    </message>
    <message>
        <source>its own data</source>
        <translation>独自データ</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>利用不可</translation>
    </message>
    <message>
        <source>Where the toy model trains.</source>
        <translation>小さなモデルを学習する場所。</translation>
    </message>
    <message>
        <source>GPUs appear here once the engine has started.</source>
        <translation>GPU はエンジンが起動すると表示されます。</translation>
    </message>
    <message>
        <source>Not available:</source>
        <translation>利用不可：</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
</context>
<context>
    <name>VjpView</name>
    <message>
        <source>one-hot at a row</source>
        <translation>1 行だけ 1（one-hot）</translation>
    </message>
    <message>
        <source>all ones</source>
        <translation>すべて 1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>The grad_output v that backward receives. One-hot: click a row of a map, and the bars are that row of the Jacobian.</source>
        <translation>backward が受け取る grad_output v。one-hot では、マップの行をクリックすると、棒グラフがヤコビアンのその行になります。</translation>
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
        <translation>v は {element} で 1、ほかでは 0：棒グラフは各ヤコビアンのその行です。</translation>
    </message>
    <message>
        <source>v is 1 at {element}, 0 elsewhere: the bars are that row of each Jacobian. Click a row of a map for another.</source>
        <translation>v は {element} で 1、ほかでは 0：棒グラフは各ヤコビアンのその行です。別の行を見るにはマップの行をクリックしてください。</translation>
    </message>
    <message>
        <source>v is 1 at every element of {output}: the bars are each Jacobian&apos;s column sums.</source>
        <translation>v は {output} のすべての要素で 1：棒グラフは各ヤコビアンの列の和です。</translation>
    </message>
    <message>
        <source>v is random (seeded) over the {rows} elements of {output}.</source>
        <translation>v は {output} の {rows} 個の要素にわたる乱数（シード付き）です。</translation>
    </message>
    <message>
        <source>Too large to draw: the matrices of {blocks} were not sent.</source>
        <translation>大きすぎて描けません：{blocks} の行列は送られていません。</translation>
    </message>
    <message>
        <source>{element}: your backward(v) {yours}, vᵀJ {true}, difference {difference}</source>
        <translation>{element}：あなたの backward(v) {yours}、vᵀJ {true}、差 {difference}</translation>
    </message>
    <message>
        <source>your backward(v)</source>
        <translation>あなたの backward(v)</translation>
    </message>
    <message>
        <source>vᵀJ (true)</source>
        <translation>vᵀJ（真の値）</translation>
    </message>
</context>
<context>
    <name>WindowExchange</name>
    <message>
        <source>&amp;Import Points CSV…</source>
        <translation>点の CSV を読み込む(&amp;I)…</translation>
    </message>
    <message>
        <source>Train on your own points: a CSV of x, y (fit a curve) or x, y, label (classify)</source>
        <translation>自分の点で学習：x, y の CSV（曲線の近似）または x, y, label の CSV（分類）</translation>
    </message>
    <message>
        <source>Forget Imported Points</source>
        <translation>読み込んだ点を破棄</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>書き出し(&amp;E)</translation>
    </message>
    <message>
        <source>Trained &amp;Weights (.pt)…</source>
        <translation>学習済みの重み (.pt)(&amp;W)…</translation>
    </message>
    <message>
        <source>The toy model&apos;s state_dict, saved with torch.save</source>
        <translation>小さなモデルの state_dict を torch.save で保存します</translation>
    </message>
    <message>
        <source>Shown &amp;Plots (PNG, SVG or CSV)…</source>
        <translation>表示中のプロット (PNG, SVG, CSV)(&amp;P)…</translation>
    </message>
    <message>
        <source>The plots in front now as pictures (PNG, SVG) or their data (CSV); with several plots the files are numbered</source>
        <translation>いま前面にあるプロットを画像（PNG, SVG）またはデータ（CSV）として保存します。複数のプロットは番号付きのファイルになります</translation>
    </message>
    <message>
        <source>Import points</source>
        <translation>点を読み込む</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV ファイル (*.csv *.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot import points</source>
        <translation>点を読み込めません</translation>
    </message>
    <message>
        <source>{count} points from {name}: training uses them instead of the {model} data set (File ▸ Forget Imported Points goes back).</source>
        <translation>{name} の {count} 点：{model} のデータセットの代わりにこれで学習します（ファイル ▸ 読み込んだ点を破棄 で元に戻ります）。</translation>
    </message>
    <message>
        <source>points drawn by hand</source>
        <translation>手で描いた点</translation>
    </message>
    <message>
        <source>Training uses the chosen data set again.</source>
        <translation>選んだデータセットで再び学習します。</translation>
    </message>
    <message>
        <source>Could not read {name}: {reason}</source>
        <translation>{name} を読めませんでした：{reason}</translation>
    </message>
    <message>
        <source>{name}, line {line}: {message}</source>
        <translation>{name}、{line} 行目：{message}</translation>
    </message>
    <message>
        <source>{name}: {message}</source>
        <translation>{name}：{message}</translation>
    </message>
    <message>
        <source>Exported {files} to {folder}.</source>
        <translation>{files} を {folder} に書き出しました。</translation>
    </message>
    <message>
        <source>This experiment trained on {device}, which is not available here: the {used} is used.</source>
        <translation>この実験は {device} で学習しましたが、ここでは使えません：{used} を使います。</translation>
    </message>
    <message>
        <source>Export trained weights</source>
        <translation>学習済みの重みを書き出す</translation>
    </message>
    <message>
        <source>PyTorch weights (*.pt);;All files (*)</source>
        <translation>PyTorch の重み (*.pt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Saved the trained weights to {path}.</source>
        <translation>学習済みの重みを {path} に保存しました。</translation>
    </message>
    <message>
        <source>Could not save the weights to {path}: {reason}</source>
        <translation>重みを {path} に保存できませんでした：{reason}</translation>
    </message>
</context>
<context>
    <name>jacobian_panel</name>
    <message>
        <source>Jacobian</source>
        <translation>ヤコビアン</translation>
    </message>
</context>
<context>
    <name>self.window</name>
    <message>
        <source>Open a folder of lessons</source>
        <translation>レッスンのフォルダーを開く</translation>
    </message>
    <message>
        <source>No lessons could be opened from {folder}.</source>
        <translation>{folder} から開けるレッスンはありませんでした。</translation>
    </message>
    <message>
        <source>Export a handout</source>
        <translation>配布資料を書き出す</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html)</source>
        <translation>PDF (*.pdf);;HTML (*.html)</translation>
    </message>
    <message>
        <source>Making the handout {file}…</source>
        <translation>配布資料 {file} を作成中…</translation>
    </message>
    <message>
        <source>Wrote the handout {file}.</source>
        <translation>配布資料 {file} を書き出しました。</translation>
    </message>
    <message>
        <source>The handout could not be made:
{error}</source>
        <translation>配布資料を作れませんでした：
{error}</translation>
    </message>
</context>
<context>
    <name>template</name>
    <message>
        <source>forward: compute f(x). Save what backward will need with ctx.save_for_backward.</source>
        <translation>forward: f(x) を計算します。backward で必要なものは ctx.save_for_backward で保存します。</translation>
    </message>
    <message>
        <source>backward: get grad_output = dLoss/df and return dLoss/dx = grad_output * f&apos;(x).</source>
        <translation>backward: grad_output = dLoss/df を受け取り、dLoss/dx = grad_output * f&apos;(x) を返します。</translation>
    </message>
    <message>
        <source>Try: return 3 * x * grad_output, or forget grad_output, and watch the verdict.</source>
        <translation>試してみましょう: return 3 * x * grad_output と書いたり、grad_output を忘れたりして、判定を見てください。</translation>
    </message>
</context>
<context>
    <name>w</name>
    <message>
        <source>&amp;Quick Start</source>
        <translation>クイックスタート(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Autograd Playground</source>
        <translation>Autograd Playground について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Save E&amp;xperiment As…</source>
        <translation>実験として保存(&amp;X)…</translation>
    </message>
    <message>
        <source>Save the code with every setting (subject, model, data, seed…) in its header; Open brings the whole experiment back</source>
        <translation>すべての設定（対象、モデル、データ、シード…）をヘッダに入れてコードを保存します。開くと実験全体が戻ります</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>履歴を消去</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>検索(&amp;F)…</translation>
    </message>
    <message>
        <source>Toggle &amp;Comment</source>
        <translation>コメントの切り替え(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>レッスン(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Console</source>
        <translation>コンソール(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Training Toolbar</source>
        <translation>学習ツールバー(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>プレゼンテーションモード(&amp;P)</translation>
    </message>
    <message>
        <source>Large text and thick lines for a projector; side panels fold away (Ctrl+Shift+P)</source>
        <translation>プロジェクター向けの大きな文字と太い線。サイドパネルは折りたたまれます（Ctrl+Shift+P）</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>実際のサイズ(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Room for the Code</source>
        <translation>コードに幅を(&amp;R)</translation>
    </message>
    <message>
        <source>The editor as wide as the code&apos;s lines while the class reads them, the picture small beside it; F7 again gives the picture its room back</source>
        <translation>クラスがコードを読む間、エディターをコードの行の幅に広げ、図はその横に小さく表示します。もう一度 F7 で図に幅を戻します</translation>
    </message>
    <message>
        <source>&amp;Compare A and B</source>
        <translation>A と B を比較(&amp;C)</translation>
    </message>
    <message>
        <source>Train a second subject B beside the editor&apos;s code A, on the same data, seed and settings</source>
        <translation>エディタのコード A と並べて、2 つ目の対象 B を同じデータ・シード・設定で学習します</translation>
    </message>
    <message>
        <source>&amp;Check Code</source>
        <translation>コードをチェック(&amp;C)</translation>
    </message>
    <message>
        <source>Run the code now and judge its backward</source>
        <translation>コードをいま実行して backward を判定します</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>チェック</translation>
    </message>
    <message>
        <source>Check Opened Files &amp;Automatically</source>
        <translation>開いたファイルを自動でチェック(&amp;A)</translation>
    </message>
    <message>
        <source>Opened files are Python code that runs on your computer with your rights; when this is off, they run only once you press Check or Train.</source>
        <translation>開いたファイルはあなたの権限でこのコンピュータ上で動く Python コードです。オフのときは「チェック」か「学習」を押すまで実行しません。</translation>
    </message>
    <message>
        <source>Check under &amp;torch.compile</source>
        <translation>torch.compile でチェック(&amp;T)</translation>
    </message>
    <message>
        <source>Check the code once more, also under torch.compile(fullgraph=True) on the CPU: does it make one graph, and are its outputs and gradients those of eager mode? Slow: a first compile takes 4–20 s (Ctrl+Shift+Return)</source>
        <translation>コードをもう一度、CPU 上の torch.compile(fullgraph=True) でもチェックします。1 つのグラフになるか、出力と勾配は eager モードと同じか。時間がかかります：最初のコンパイルには 4～20 秒（Ctrl+Shift+Return）</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <source>Open &amp;Lessons…</source>
        <translation>レッスンを開く(&amp;L)…</translation>
    </message>
    <message>
        <source>Add a folder of lessons (NN_name.py files) to the lesson picker</source>
        <translation>レッスンのフォルダー（NN_name.py ファイル）をレッスン一覧に加えます</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>解答を表示(&amp;S)</translation>
    </message>
    <message>
        <source>Show the teacher&apos;s lines between # BEGIN SOLUTION and # END SOLUTION instead of the starter</source>
        <translation>ひな形の代わりに、# BEGIN SOLUTION と # END SOLUTION の間にある教師の行を表示します</translation>
    </message>
    <message>
        <source>&amp;Handout of the Lesson (HTML or PDF)…</source>
        <translation>レッスンの配布資料(&amp;H)（HTML または PDF）…</translation>
    </message>
    <message>
        <source>The lesson&apos;s text, question, picture and code as one HTML or PDF file</source>
        <translation>レッスンの本文・問い・図・コードを 1 つの HTML または PDF ファイルにします</translation>
    </message>
</context>
</TS>
