<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name></name>
    <message>
        <source>x₁ = {x}, x₂ = {y}: class {k}</source>
        <translation>x₁ = {x}, x₂ = {y}: класс {k}</translation>
    </message>
    <message>
        <source> (confidence {percent}%)</source>
        <translation> (уверенность {percent}%)</translation>
    </message>
    <message>
        <source>row</source>
        <translation>строка</translation>
    </message>
    <message>
        <source>gradient</source>
        <translation>градиент</translation>
    </message>
    <message>
        <source>column</source>
        <translation>столбец</translation>
    </message>
    <message>
        <source>index</source>
        <translation>индекс</translation>
    </message>
    <message>
        <source>row {row}, column {column}: gradient {value}</source>
        <translation>строка {row}, столбец {column}: градиент {value}</translation>
    </message>
    <message>
        <source>No derivative to show yet.</source>
        <translation>Производной для показа пока нет.</translation>
    </message>
    <message>
        <source>The backward could not be judged (see the console)</source>
        <translation>Не удалось оценить backward (см. консоль)</translation>
    </message>
    <message>
        <source>Backward matches the numerical derivative</source>
        <translation>backward совпадает с численной производной</translation>
    </message>
    <message>
        <source>By design: a surrogate gradient, which differs where f is flat or jumps</source>
        <translation>Так задумано: суррогатный градиент, отличающийся там, где f плоская или скачет</translation>
    </message>
    <message>
        <source>Differs: wrong jvp (forward mode)</source>
        <translation>Расхождение: неверный jvp (прямой режим)</translation>
    </message>
    <message>
        <source>Differs: the jvp (forward mode) raised an error</source>
        <translation>Расхождение: jvp (прямой режим) выдал ошибку</translation>
    </message>
    <message>
        <source>Differs for parameter &apos;{parameter}&apos;: gradcheck fails (the curve w.r.t. x agrees)</source>
        <translation>Расхождение для параметра &apos;{parameter}&apos;: gradcheck не проходит (кривая по x совпадает)</translation>
    </message>
    <message>
        <source>Differs: backward ignores grad_output (the curves use grad_output = 1)</source>
        <translation>Расхождение: backward игнорирует grad_output (кривые построены при grad_output = 1)</translation>
    </message>
    <message>
        <source>Differs: gradcheck fails, although the curves agree</source>
        <translation>Расхождение: кривые совпадают, но gradcheck не проходит</translation>
    </message>
    <message>
        <source>Matches: gradcheck passes (outputs mix several inputs: no curve comparison)</source>
        <translation>Совпадает: gradcheck проходит (выходы смешивают несколько входов — кривые не сравниваются)</translation>
    </message>
    <message>
        <source>Differs: gradcheck fails (outputs mix several inputs: no curve comparison)</source>
        <translation>Расхождение: gradcheck не проходит (выходы смешивают несколько входов — кривые не сравниваются)</translation>
    </message>
    <message>
        <source>Differs: backward gives NaN or Inf at x = {x}</source>
        <translation>Расхождение: backward даёт NaN или Inf при x = {x}</translation>
    </message>
    <message>
        <source>Differs: backward returns None for x, so no gradient flows</source>
        <translation>Расхождение: backward возвращает None для x, и градиент не течёт</translation>
    </message>
    <message>
        <source>Differs: backward gives {factor} × the true derivative</source>
        <translation>Расхождение: backward даёт {factor} × истинную производную</translation>
    </message>
    <message>
        <source>Backward ignores grad_output: differs on {percent}% of the grid</source>
        <translation>backward игнорирует grad_output: расхождение на {percent}% сетки</translation>
    </message>
    <message>
        <source>Differs: backward has the wrong sign (−1 × the true derivative)</source>
        <translation>Расхождение: у backward неверный знак (−1 × истинная производная)</translation>
    </message>
    <message>
        <source>Differs: backward is off by a constant factor</source>
        <translation>Расхождение: backward отличается постоянным множителем</translation>
    </message>
    <message>
        <source>Differs: backward is random (a different gradient every run)</source>
        <translation>Расхождение: backward случаен (при каждом запуске другой градиент)</translation>
    </message>
    <message>
        <source>Differs: backward sums grad_output over the points</source>
        <translation>Расхождение: backward суммирует grad_output по всем точкам</translation>
    </message>
    <message>
        <source>Differs: backward clips or limits grad_output (not proportional)</source>
        <translation>Расхождение: backward обрезает или ограничивает grad_output (не пропорционально)</translation>
    </message>
    <message>
        <source>Differs: backward is wrong when grad_output is negative</source>
        <translation>Расхождение: backward неверен, когда grad_output отрицателен</translation>
    </message>
    <message>
        <source>Differs where f is flat: a straight-through estimator on purpose, or a missing mask by mistake</source>
        <translation>Расхождение там, где f постоянна: намеренная сквозная оценка градиента (STE) или по ошибке забытая маска</translation>
    </message>
    <message>
        <source>Backward differs on {percent}% of the grid (largest error {error})</source>
        <translation>backward расходится на {percent}% сетки (наибольшая ошибка {error})</translation>
    </message>
    <message>
        <source>{name}: not run</source>
        <translation>{name}: не запускался</translation>
    </message>
    <message>
        <source> at {count} points</source>
        <translation> в {count} точках</translation>
    </message>
    <message>
        <source>{name} passed{points}</source>
        <translation>{name} пройден{points}</translation>
    </message>
    <message>
        <source>largest error {error}</source>
        <translation>наибольшая ошибка {error}</translation>
    </message>
    <message>
        <source>{name} fails, as it must for a surrogate gradient: {reason}</source>
        <translation>{name} не проходит — для суррогатного градиента так и должно быть: {reason}</translation>
    </message>
    <message>
        <source>{name} failed: {reason}</source>
        <translation>{name} не пройден: {reason}</translation>
    </message>
    <message>
        <source>{name} fails, as it must</source>
        <translation>{name} не проходит — так и должно быть</translation>
    </message>
    <message>
        <source>{name} failed</source>
        <translation>{name} не пройден</translation>
    </message>
    <message>
        <source>backward (gradcheck)</source>
        <translation>backward (gradcheck)</translation>
    </message>
    <message>
        <source>double backward (gradgradcheck)</source>
        <translation>двойной backward (gradgradcheck)</translation>
    </message>
    <message>
        <source>jvp (forward mode)</source>
        <translation>jvp (прямой режим)</translation>
    </message>
    <message>
        <source>{name} skipped: {reason}</source>
        <translation>{name} пропущен: {reason}</translation>
    </message>
    <message>
        <source>{name} skipped</source>
        <translation>{name} пропущен</translation>
    </message>
    <message>
        <source>{name} passed: {what}</source>
        <translation>{name} пройден: {what}</translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} пройден</translation>
    </message>
    <message>
        <source>largest difference {error}</source>
        <translation>наибольшая разница {error}</translation>
    </message>
    <message>
        <source>skipped: {count}</source>
        <translation>пропущено: {count}</translation>
    </message>
    <message>
        <source>Point at a plot to read its values.</source>
        <translation>Наведите указатель на график, чтобы прочитать значения.</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Обучить</translation>
    </message>
    <message>
        <source>Train a toy model that uses your code (F5)</source>
        <translation>Обучить небольшую модель, которая использует ваш код (F5)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Pause or resume the run (F6)</source>
        <translation>Приостановить или продолжить обучение (F6)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Do one training step, then pause (F10)</source>
        <translation>Сделать один шаг обучения и остановиться (F10)</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Clear the plots and start the run again from step 0; the same seed replays exactly (Ctrl+Shift+F5)</source>
        <translation>Очистить графики и начать обучение заново с шага 0; с тем же зерном всё повторится в точности (Ctrl+Shift+F5)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>End the run now (Shift+F5)</source>
        <translation>Завершить обучение сейчас (Shift+F5)</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Рисунок SVG (*.svg)</translation>
    </message>
    <message>
        <source>CSV data (*.csv)</source>
        <translation>Данные CSV (*.csv)</translation>
    </message>
    <message>
        <source>Nothing to export: the plots in front show no data yet.</source>
        <translation>Нечего экспортировать: на показанных графиках ещё нет данных.</translation>
    </message>
    <message>
        <source>Export plot</source>
        <translation>Экспорт графика</translation>
    </message>
    <message>
        <source>Could not export to {path}: {error}</source>
        <translation>Не удалось экспортировать в {path}: {error}</translation>
    </message>
    <message>
        <source>, final loss {loss:.4g}</source>
        <translation>, итоговые потери {loss:.4g}</translation>
    </message>
    <message>
        <source>Training finished: {steps} steps{loss}, {rate:,.0f} steps/s.</source>
        <translation>Обучение завершено: шагов {steps}{loss}, {rate:,.0f} шагов/с.</translation>
    </message>
    <message>
        <source>Training stopped at step {step}.</source>
        <translation>Обучение остановлено на шаге {step}.</translation>
    </message>
    <message>
        <source>Training ended with an error at step {step}.</source>
        <translation>Обучение завершилось ошибкой на шаге {step}.</translation>
    </message>
    <message>
        <source>Restore unsaved text?</source>
        <translation>Восстановить несохранённый текст?</translation>
    </message>
    <message>
        <source>The playground was closed without saving. Restore the text you were editing ({what}: {lines} lines, autosaved {when})?</source>
        <translation>Playground был закрыт без сохранения. Восстановить текст, который вы редактировали ({what}: строк — {lines}, автосохранение {when})?</translation>
    </message>
    <message>
        <source>a new text</source>
        <translation>новый текст</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Quick start&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Left:&lt;/b&gt; the lesson (a question for the class), the &lt;b&gt;editor&lt;/b&gt; with a torch.autograd.Function, and the &lt;b&gt;console&lt;/b&gt; with its prints and errors.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Right:&lt;/b&gt; &lt;b&gt;f(x)&lt;/b&gt;, your function; the &lt;b&gt;derivative&lt;/b&gt; plot, where &lt;i&gt;your backward&lt;/i&gt; (a wide orange band) is drawn under the numerical derivative and autograd&apos;s own; the verdict above says whether they agree. &lt;b&gt;Loss&lt;/b&gt;, &lt;b&gt;Gradients&lt;/b&gt; and &lt;b&gt;Model&lt;/b&gt; show a toy model training with your Function.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A first thing to try:&lt;/b&gt; open the lesson &lt;i&gt;02 · A first custom Function&lt;/i&gt;, change &lt;code&gt;1 - torch.tanh(x / 4) ** 2&lt;/code&gt; into &lt;code&gt;1 + torch.tanh(x / 4) ** 2&lt;/code&gt; and watch the verdict turn red and the band leave the dashed line. Then press &lt;b&gt;Train&lt;/b&gt; (F5).&lt;/p&gt;&lt;p&gt;The code checks itself a moment after you stop typing; &lt;b&gt;Check&lt;/b&gt; (Ctrl+Return) runs it at once. Your code runs in a separate engine process: an endless loop or a crash there cannot freeze the window or lose your text.&lt;/p&gt;&lt;p&gt;&lt;b&gt;For a class:&lt;/b&gt; View ▸ Presentation Mode (Ctrl+Shift+P) enlarges everything; the Pace box in the toolbar slows training down so a class can watch the gradients move.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Быстрый старт&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Слева:&lt;/b&gt; урок (с вопросом классу), &lt;b&gt;редактор&lt;/b&gt; с torch.autograd.Function и &lt;b&gt;консоль&lt;/b&gt; с тем, что код печатает, и его ошибками.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Справа:&lt;/b&gt; ваша функция &lt;b&gt;f(x)&lt;/b&gt;; график &lt;b&gt;производной&lt;/b&gt;, где &lt;i&gt;ваш backward&lt;/i&gt; (широкая оранжевая полоса) нарисован под численной производной и производной самого autograd; вердикт над ним говорит, совпадают ли они. &lt;b&gt;Функция потерь&lt;/b&gt;, &lt;b&gt;Градиенты&lt;/b&gt; и &lt;b&gt;Модель&lt;/b&gt; показывают, как с вашей Function обучается небольшая модель.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Что попробовать сначала:&lt;/b&gt; откройте урок &lt;i&gt;02 · Первая своя Function&lt;/i&gt;, замените &lt;code&gt;1 - torch.tanh(x / 4) ** 2&lt;/code&gt; на &lt;code&gt;1 + torch.tanh(x / 4) ** 2&lt;/code&gt; и посмотрите, как вердикт краснеет, а полоса уходит с пунктирной линии. Затем нажмите &lt;b&gt;Обучить&lt;/b&gt; (F5).&lt;/p&gt;&lt;p&gt;Код проверяется сам через мгновение после того, как вы перестали печатать; &lt;b&gt;Проверить&lt;/b&gt; (Ctrl+Return) запускает его сразу. Код выполняется в отдельном процессе движка: бесконечный цикл или сбой там не заморозит окно и не погубит ваш текст.&lt;/p&gt;&lt;p&gt;&lt;b&gt;На занятии:&lt;/b&gt; Вид ▸ Режим презентации (Ctrl+Shift+P) всё увеличивает; поле «Темп» на панели инструментов замедляет обучение, чтобы класс успевал следить за градиентами.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Indent / dedent the selected lines</source>
        <translation>Увеличить или уменьшить отступ выделенных строк</translation>
    </message>
    <message>
        <source>Comment or uncomment the selected lines</source>
        <translation>Закомментировать или раскомментировать выделенные строки</translation>
    </message>
    <message>
        <source>Find, next match, previous match</source>
        <translation>Найти, следующее совпадение, предыдущее совпадение</translation>
    </message>
    <message>
        <source>Ctrl+mouse wheel</source>
        <translation>Ctrl+колесо мыши</translation>
    </message>
    <message>
        <source>Zoom the editor&apos;s text</source>
        <translation>Масштаб текста в редакторе</translation>
    </message>
    <message>
        <source>Mouse wheel on a plot or the graph</source>
        <translation>Колесо мыши над графиком или графом</translation>
    </message>
    <message>
        <source>Zoom it; drag to move</source>
        <translation>Масштаб; перетаскивание сдвигает</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>не установлен</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Autograd Playground {version}&lt;/h3&gt;&lt;p&gt;Write a torch.autograd.Function, see whether its backward is right, train with it and watch every gradient.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Autograd Playground {version}&lt;/h3&gt;&lt;p&gt;Напишите torch.autograd.Function, проверьте, верен ли её backward, обучите с ней модель и следите за каждым градиентом.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: {licence}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Лицензия: {licence}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your code runs in a separate engine process: a fault boundary, not a sandbox. Presets and opened files are Python code that runs with your rights.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ваш код выполняется в отдельном процессе движка: это граница сбоев, а не песочница. Уроки и открытые файлы — это код на Python, который выполняется с вашими правами.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Системная</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Светлая</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмная</translation>
    </message>
    <message>
        <source>your backward ∂/∂{input}</source>
        <translation>ваш backward ∂/∂{input}</translation>
    </message>
    <message>
        <source>numerical ∂/∂{input}</source>
        <translation>численная ∂/∂{input}</translation>
    </message>
    <message>
        <source>autograd ∂/∂{input}</source>
        <translation>autograd ∂/∂{input}</translation>
    </message>
    <message>
        <source>yours ∂/∂{input}</source>
        <translation>ваша ∂/∂{input}</translation>
    </message>
    <message>
        <source>true ∂/∂{input}</source>
        <translation>истинная ∂/∂{input}</translation>
    </message>
    <message>
        <source>bin start</source>
        <translation>начало интервала</translation>
    </message>
    <message>
        <source>bin end</source>
        <translation>конец интервала</translation>
    </message>
    <message>
        <source>value</source>
        <translation>значение</translation>
    </message>
</context>
<context>
    <name>CheckDisplay</name>
    <message>
        <source>The plots still show the last code that ran.</source>
        <translation>Графики всё ещё показывают последний успешно выполненный код.</translation>
    </message>
</context>
<context>
    <name>CheckList</name>
    <message>
        <source>Click to close the list of checks</source>
        <translation>Нажмите, чтобы закрыть список проверок</translation>
    </message>
    <message>
        <source>Click to see each check in a sentence:</source>
        <translation>Нажмите, чтобы увидеть каждую проверку словами:</translation>
    </message>
</context>
<context>
    <name>Codes</name>
    <message>
        <source>while running the file</source>
        <translation>при выполнении файла</translation>
    </message>
    <message>
        <source>in forward</source>
        <translation>в forward (прямой проход)</translation>
    </message>
    <message>
        <source>in backward</source>
        <translation>в backward (обратный проход)</translation>
    </message>
    <message>
        <source>in the gradient check</source>
        <translation>при проверке градиента</translation>
    </message>
    <message>
        <source>while training</source>
        <translation>во время обучения</translation>
    </message>
    <message>
        <source>in the engine</source>
        <translation>в движке</translation>
    </message>
    <message>
        <source> (line {line})</source>
        <translation> (строка {line})</translation>
    </message>
    <message>
        <source>{sentence} Your text is untouched.</source>
        <translation>{sentence} Ваш текст не пострадал.</translation>
    </message>
    <message>
        <source>Your code ran longer than the time limit of {limit:g} s{where}; the engine was stopped and started again.</source>
        <translation>Ваш код работал дольше лимита времени {limit:g} с{where}; движок остановлен и запущен заново.</translation>
    </message>
    <message>
        <source>Your code ran longer than its time limit{where}; the engine was stopped and started again.</source>
        <translation>Ваш код работал дольше отведённого времени{where}; движок остановлен и запущен заново.</translation>
    </message>
    <message>
        <source>Your code did not stop{where}; the engine was stopped and started again.</source>
        <translation>Ваш код не остановился{where}; движок остановлен и запущен заново.</translation>
    </message>
    <message>
        <source>Out of memory: your code used more memory than the limit of {memory_mb:,} MB{where}; the engine was stopped and started again.</source>
        <translation>Не хватает памяти: ваш код использовал больше памяти, чем предел в {memory_mb:,} МБ{where}; движок остановлен и запущен заново.</translation>
    </message>
    <message>
        <source>Out of memory: your code used more memory than allowed{where}; the engine was stopped and started again.</source>
        <translation>Не хватает памяти: ваш код использовал больше памяти, чем разрешено{where}; движок остановлен и запущен заново.</translation>
    </message>
    <message>
        <source>The engine running your code stopped answering{where}; it was started again.</source>
        <translation>Движок, выполнявший ваш код, перестал отвечать{where}; он запущен заново.</translation>
    </message>
    <message>
        <source>The engine running your code exited (status 0: sys.exit() or os._exit() in your code?){where}; it was started again.</source>
        <translation>Движок, выполнявший ваш код, завершился{where} (статус 0: нет ли в коде sys.exit() или os._exit()?); он запущен заново.</translation>
    </message>
    <message>
        <source>The engine running your code exited with status {exitcode}{where}; it was started again.</source>
        <translation>Движок, выполнявший ваш код, завершился со статусом {exitcode}{where}; он запущен заново.</translation>
    </message>
    <message>
        <source>The engine running your code crashed with a segmentation fault (SIGSEGV){where}; it was started again.</source>
        <translation>Движок, выполнявший ваш код, упал с ошибкой сегментации (SIGSEGV){where}; он запущен заново.</translation>
    </message>
    <message>
        <source>The engine running your code was killed (SIGKILL; often the system running out of memory){where}; it was started again.</source>
        <translation>Движок, выполнявший ваш код, был убит (SIGKILL; часто это значит, что системе не хватило памяти){where}; он запущен заново.</translation>
    </message>
    <message>
        <source>The engine running your code was killed by {signal}{where}; it was started again.</source>
        <translation>Движок, выполнявший ваш код, был убит сигналом {signal}{where}; он запущен заново.</translation>
    </message>
    <message>
        <source>The engine running your code sent something that is not a message; nothing of it was run here, and the engine was started again.</source>
        <translation>Движок, выполнявший ваш код, прислал данные, которые не являются сообщением; здесь из них ничего не выполнялось, а движок запущен заново.</translation>
    </message>
    <message>
        <source>The engine was restarted.</source>
        <translation>Движок перезапущен.</translation>
    </message>
    <message>
        <source>The engine could not start (last exit status {exitcode}). Check that torch is installed in this environment; the terminal shows the engine&apos;s own error.</source>
        <translation>Движок не удалось запустить (последний статус выхода {exitcode}). Проверьте, что в этом окружении установлен torch; собственная ошибка движка показана в терминале.</translation>
    </message>
    <message>
        <source>The engine could not start. Check that torch is installed in this environment.</source>
        <translation>Движок не удалось запустить. Проверьте, что в этом окружении установлен torch.</translation>
    </message>
    <message>
        <source>{function}.backward returned {got} gradient(s), but forward takes {expected} input(s): return one gradient per input of forward, in the same order (None for an input that needs none).</source>
        <translation>{function}.backward вернул градиентов: {got}, а у forward входов: {expected}. Верните по одному градиенту на каждый вход forward в том же порядке (None для входа, которому градиент не нужен).</translation>
    </message>
    <message>
        <source>{function}.backward returned a gradient of shape [{got}] for input {index} of forward, whose shape is [{expected}]: each gradient must have the shape of its input.</source>
        <translation>{function}.backward вернул для входа {index} градиент формы [{got}], а сам вход имеет форму [{expected}]: каждый градиент должен иметь форму своего входа.</translation>
    </message>
    <message>
        <source>{function}.backward returned a gradient on {got} for input {index}, but the computation runs on {expected}: create gradients with torch.zeros_like(input) or on input.device.</source>
        <translation>{function}.backward вернул для входа {index} градиент на устройстве {got}, а вычисления идут на {expected}: создавайте градиенты через torch.zeros_like(input) или на input.device.</translation>
    </message>
    <message>
        <source>{function}.backward returned a gradient of type {got} for input {index}, which is {expected}.</source>
        <translation>{function}.backward вернул для входа {index} градиент типа {got}, а вход имеет тип {expected}.</translation>
    </message>
    <message>
        <source>{function}.backward returned a gradient of dtype {got} for input {index}: gradients must be floating point, like the input (integers would cut off the fractions).</source>
        <translation>{function}.backward вернул для входа {index} градиент с dtype {got}: градиенты, как и вход, должны быть числами с плавающей точкой (целые отбросят дробную часть).</translation>
    </message>
    <message>
        <source>backward returned a gradient of the wrong kind (complex for a real input, or not a floating point tensor): return a tensor with the dtype of the input.</source>
        <translation>backward вернул градиент не того вида (комплексный для вещественного входа или не с плавающей точкой): верните тензор с dtype входа.</translation>
    </message>
    <message>
        <source>{function}.backward returned a {got} as gradient {index}, where a tensor (or None) was expected: return torch tensors, e.g. grad_output * 2, not Python numbers, lists or numpy arrays.</source>
        <translation>{function}.backward вернул {got} в качестве градиента {index}, а ожидался тензор (или None): возвращайте тензоры torch, например grad_output * 2, а не числа Python, списки или массивы numpy.</translation>
    </message>
    <message>
        <source>backward returned a {got} where a tensor (or None) was expected: return torch tensors, e.g. grad_output * 2, not Python numbers, lists or numpy arrays.</source>
        <translation>backward вернул {got} там, где ожидался тензор (или None): возвращайте тензоры torch, например grad_output * 2, а не числа Python, списки или массивы numpy.</translation>
    </message>
    <message>
        <source>This Function has no backward: define @staticmethod def backward(ctx, grad_output) that returns the gradient of each input.</source>
        <translation>У этой Function нет backward: определите @staticmethod def backward(ctx, grad_output), который возвращает градиент по каждому входу.</translation>
    </message>
    <message>
        <source>This is the old way to use a Function (calling an instance, MyFunction()(x)): mark forward and backward with @staticmethod, give them ctx as first argument, and call MyFunction.apply(x).</source>
        <translation>Это старый способ использовать Function (вызов экземпляра, MyFunction()(x)): пометьте forward и backward как @staticmethod, сделайте ctx первым аргументом и вызывайте MyFunction.apply(x).</translation>
    </message>
    <message>
        <source>forward changes its input in place (an operation ending in _ such as x.clamp_(), or x[...] = ...): compute a new tensor instead, e.g. y = x.clamp(min=0).</source>
        <translation>forward изменяет свой вход на месте (операция с _ на конце, например x.clamp_(), или x[...] = ...): вычислите новый тензор, например y = x.clamp(min=0).</translation>
    </message>
    <message>
        <source>A tensor saved for backward was changed in place after it was saved: make a copy (.clone()) before changing it, or change a new tensor instead.</source>
        <translation>Тензор, сохранённый для backward, был изменён на месте уже после сохранения: сделайте копию (.clone()) перед изменением или меняйте новый тензор.</translation>
    </message>
    <message>
        <source>numpy() was called on a tensor that requires grad: use tensor.detach().numpy().</source>
        <translation>numpy() вызван для тензора, которому нужен градиент: используйте tensor.detach().numpy().</translation>
    </message>
    <message>
        <source>Out of memory: the code asked for {bytes} bytes at once, more than the engine may use.</source>
        <translation>Не хватает памяти: код запросил сразу {bytes} байт — больше, чем может использовать движок.</translation>
    </message>
    <message>
        <source>Out of memory on the GPU: the code asked for more memory than the device has free.</source>
        <translation>Не хватает памяти GPU: код запросил больше памяти, чем свободно на устройстве.</translation>
    </message>
    <message>
        <source>Out of memory: the code asked for more memory than there is.</source>
        <translation>Не хватает памяти: код запросил больше памяти, чем есть.</translation>
    </message>
    <message>
        <source>The TorchScript function {script}() expects its argument &apos;{argument}&apos; to be a {expected}, but it was given a {found}.</source>
        <translation>Функция TorchScript {script}() ожидает, что аргумент &apos;{argument}&apos; будет {expected}, а получила {found}.</translation>
    </message>
    <message>
        <source>This backward is marked @once_differentiable, so it cannot be differentiated again.</source>
        <translation>Этот backward помечен @once_differentiable, поэтому продифференцировать его ещё раз нельзя.</translation>
    </message>
    <message>
        <source>The code called sys.exit() or exit(); it was stopped there (the playground keeps running).</source>
        <translation>Код вызвал sys.exit() или exit(); выполнение остановлено в этом месте (песочница продолжает работать).</translation>
    </message>
    <message>
        <source>Maximum recursion depth exceeded: a function calls itself without end.</source>
        <translation>Превышена максимальная глубина рекурсии: функция бесконечно вызывает саму себя.</translation>
    </message>
    <message>
        <source>Python raised this error in your code.</source>
        <translation>Python выдал эту ошибку в вашем коде.</translation>
    </message>
    <message>
        <source>This is not valid Python at line {line}.</source>
        <translation>Строка {line} — это не корректный Python.</translation>
    </message>
    <message>
        <source>This is not valid Python.</source>
        <translation>Это не корректный Python.</translation>
    </message>
    <message>
        <source>This is not Python text (it contains null bytes): is it a binary file?</source>
        <translation>Это не текст на Python (в нём есть нулевые байты): может быть, это двоичный файл?</translation>
    </message>
    <message>
        <source>Your code ran past the time limit of {limit:g} s{where} and was stopped there: an endless loop, or too slow for this input shape?</source>
        <translation>Ваш код превысил лимит времени {limit:g} с{where} и был там остановлен: бесконечный цикл или слишком медленно для этой формы входа?</translation>
    </message>
    <message>
        <source>Judging ran past the time limit of {limit:g} s{where} in the app&apos;s own checks, not in your code: try fewer points or a smaller input shape.</source>
        <translation>Оценка превысила лимит времени {limit:g} с{where} в собственных проверках приложения, а не в вашем коде: возьмите меньше точек или меньшую форму входа.</translation>
    </message>
    <message>
        <source>Judging ran past the time limit of {limit:g} s{where}: it had called {subject}&apos;s forward {forwards} times ({forwards_in_phase} in this phase), {forward_ms:g} ms each, {forward_seconds:g} s in all. A forward this slow needs a smaller input or a longer time limit.</source>
        <translation>Оценка превысила лимит времени {limit:g} с{where}: к этому моменту forward функции {subject} был вызван {forwards} раз ({forwards_in_phase} на этом этапе), по {forward_ms:g} мс, всего {forward_seconds:g} с. Столь медленному forward нужен вход поменьше или лимит времени побольше.</translation>
    </message>
    <message>
        <source>Judging ran past the time limit of {limit:g} s{where} in {check}, the app&apos;s own check, not in your code: its first run imports part of torch (seconds on a busy machine). Check again: the second run is quick.</source>
        <translation>Оценка превысила лимит времени {limit:g} с{where} в {check}, собственной проверке приложения, а не в вашем коде: при первом запуске она загружает часть torch (на загруженной машине это секунды). Проверьте ещё раз: второй запуск быстрый.</translation>
    </message>
    <message>
        <source>@{decorator} is written above class {name}, so {name} is not a class any more and no Function is found: move @{decorator} down, above each of its methods (def forward, def backward).</source>
        <translation>@{decorator} написан над классом {name}, поэтому {name} больше не класс и Function не найдена: перенесите @{decorator} ниже, над каждым методом {name} (def forward, def backward).</translation>
    </message>
    <message>
        <source>F here is torch.nn.functional (imported for you, as tutorials do), which has no &apos;{attribute}&apos;: the code uses F.{attribute} but defines no class F. Define class F(torch.autograd.Function), or call your Function by its own name.</source>
        <translation>F здесь — это torch.nn.functional (он импортирован заранее, как в туториалах), и в нём нет &apos;{attribute}&apos;: код использует F.{attribute}, но не определяет class F. Определите class F(torch.autograd.Function) или вызывайте свою Function по её имени.</translation>
    </message>
    <message>
        <source>The indentation was lost in copying: no line of the code is indented. Python needs the body of line {opener} indented, starting at line {line}; indent each block by 4 spaces as in the original.</source>
        <translation>При копировании пропали отступы: ни одна строка кода не имеет отступа. Python требует, чтобы тело строки {opener} было с отступом, начиная со строки {line}; сделайте отступ в 4 пробела для каждого блока, как в оригинале.</translation>
    </message>
    <message>
        <source>No autograd Function or nn.Module found: define a class that subclasses torch.autograd.Function, with forward and backward as @staticmethods.</source>
        <translation>Не найдено ни autograd Function, ни nn.Module: определите класс, наследующий torch.autograd.Function, с forward и backward в виде @staticmethod.</translation>
    </message>
    <message>
        <source>There is no Function or Module named &apos;{name}&apos; in the code; found: {available}.</source>
        <translation>В коде нет Function или Module с именем &apos;{name}&apos;; найдено: {available}.</translation>
    </message>
    <message>
        <source>Layer mode trains an nn.Module, and {name} is a Function: wrap it in an nn.Module that owns its parameters.</source>
        <translation>В режиме слоя обучается nn.Module, а {name} — это Function: оберните её в nn.Module, который владеет своими параметрами.</translation>
    </message>
    <message>
        <source>Could not build {call}: its __init__ raised an error.</source>
        <translation>Не удалось создать {call}: его __init__ выдал ошибку.</translation>
    </message>
    <message>
        <source>{module} maps a batch of shape (2, {features}) to {got}, but the model needs (2, {out}).</source>
        <translation>{module} переводит пакет формы (2, {features}) в {got}, а модели нужно (2, {out}).</translation>
    </message>
    <message>
        <source>{module} cannot take a batch of shape (2, {features}).</source>
        <translation>{module} не может принять пакет формы (2, {features}).</translation>
    </message>
    <message>
        <source>{function}.forward takes no tensor input to vary: the playground studies a Function of a tensor x, e.g. def forward(ctx, x).</source>
        <translation>У {function}.forward нет тензорного входа, который можно менять: песочница изучает Function от тензора x, например def forward(ctx, x).</translation>
    </message>
    <message>
        <source>{function}.forward needs a value for &apos;{argument}&apos;, which has no default: give it a default (e.g. def forward(ctx, x, {argument}=1.0)) or call {function}.apply(...) once in your code with the value you mean.</source>
        <translation>{function}.forward нужно значение &apos;{argument}&apos;, у которого нет значения по умолчанию: задайте его (например, def forward(ctx, x, {argument}=1.0)) или один раз вызовите {function}.apply(...) в своём коде с нужным значением.</translation>
    </message>
    <message>
        <source>{function}.forward needs a value for &apos;{argument}&apos;, which has no default and gets no gradient from backward (so it is not a tensor input): give it a default (e.g. def forward(ctx, x, {argument}=1.0)) or call {function}.apply(...) once in your code with the value you mean.</source>
        <translation>{function}.forward нужно значение &apos;{argument}&apos;, у которого нет значения по умолчанию и которое не получает градиента из backward (значит, это не тензорный вход): задайте значение по умолчанию (например, def forward(ctx, x, {argument}=1.0)) или один раз вызовите {function}.apply(...) в своём коде с нужным значением.</translation>
    </message>
    <message>
        <source>{call}, built with a stand-in for each required argument, fails when called.</source>
        <translation>{call}, созданный с подставными значениями всех обязательных аргументов, падает при вызове.</translation>
    </message>
    <message>
        <source>{subject} could not be called on an input of shape {tried}. If it needs another input shape, give it with --shape (e.g. --shape 64,10) or the shape field.</source>
        <translation>Не удалось вызвать {subject} на входе формы {tried}. Если нужна другая форма входа, задайте её через --shape (например, --shape 64,10) или в поле формы.</translation>
    </message>
    <message>
        <source>{function}.{method} takes self and ctx but has no @staticmethod above it: autograd calls {function}.{method}(ctx, ...) without an instance, so write @staticmethod above it and drop self.</source>
        <translation>{function}.{method} принимает self и ctx, но над ним нет @staticmethod: autograd вызывает {function}.{method}(ctx, ...) без экземпляра, поэтому добавьте @staticmethod и уберите self.</translation>
    </message>
    <message>
        <source>{subject} returned {got}, not a tensor: forward must return the output tensor.</source>
        <translation>{subject} вернул {got}, а не тензор: forward должен возвращать выходной тензор.</translation>
    </message>
    <message>
        <source>{function}.forward changes its input in place: compute a new tensor instead (e.g. x.clamp(min=0), not x.clamp_(min=0)), or mark the input with ctx.mark_dirty(x) and return it.</source>
        <translation>{function}.forward изменяет свой вход на месте: вычислите новый тензор (например, x.clamp(min=0), а не x.clamp_(min=0)) или пометьте вход через ctx.mark_dirty(x) и верните его.</translation>
    </message>
    <message>
        <source>The output of {function} does not depend on x for autograd (was it detached, computed under no_grad, or marked non-differentiable?).</source>
        <translation>Для autograd выход {function} не зависит от x (его отсоединили через detach, вычислили под no_grad или пометили как недифференцируемый?).</translation>
    </message>
    <message>
        <source>{function} returns a tensor of shape {got} for an input of {rows} rows: the playground plots a function that gives one output per input point (elementwise, or row by row for a layer).</source>
        <translation>{function} возвращает тензор формы {got} для входа из {rows} строк: песочница строит функцию, которая даёт один выход на каждую входную точку (поэлементно или построчно для слоя).</translation>
    </message>
    <message>
        <source>{function}.backward returns NaN or Inf at x = {x:.4g}, where f and its numerical derivative are finite (a division by zero? a log or sqrt of 0?).</source>
        <translation>{function}.backward возвращает NaN или Inf при x = {x:.4g}, хотя f и её численная производная там конечны (деление на ноль? log или sqrt от 0?).</translation>
    </message>
    <message>
        <source>The loss became NaN at step {step}. Training stopped: try a smaller learning rate, or check what your backward returns.</source>
        <translation>Потери стали NaN на шаге {step}. Обучение остановлено: попробуйте меньшую скорость обучения или проверьте, что возвращает ваш backward.</translation>
    </message>
    <message>
        <source>The loss became infinite at step {step}. Training stopped: try a smaller learning rate, or check what your backward returns.</source>
        <translation>Потери стали бесконечными на шаге {step}. Обучение остановлено: попробуйте меньшую скорость обучения или проверьте, что возвращает ваш backward.</translation>
    </message>
    <message>
        <source>The gradient of {where} became NaN at step {step}. Training stopped: try a smaller learning rate, or check what your backward returns.</source>
        <translation>Градиент {where} стал NaN на шаге {step}. Обучение остановлено: попробуйте меньшую скорость обучения или проверьте, что возвращает ваш backward.</translation>
    </message>
    <message>
        <source>The gradient of {where} became infinite at step {step}. Training stopped: try a smaller learning rate, or check what your backward returns.</source>
        <translation>Градиент {where} стал бесконечным на шаге {step}. Обучение остановлено: попробуйте меньшую скорость обучения или проверьте, что возвращает ваш backward.</translation>
    </message>
    <message>
        <source>Device {device} is not available on this machine.</source>
        <translation>Устройство {device} недоступно на этой машине.</translation>
    </message>
    <message>
        <source>The playground cannot train on &apos;{device}&apos;: use cpu, cuda, cuda:N or mps.</source>
        <translation>Обучать на &apos;{device}&apos; нельзя: используйте cpu, cuda, cuda:N или mps.</translation>
    </message>
    <message>
        <source>The training setting &apos;{field}&apos; has a value that cannot be trained with.</source>
        <translation>С таким значением настройки обучения &apos;{field}&apos; обучать нельзя.</translation>
    </message>
    <message>
        <source>The custom points must be numbers ({columns}).</source>
        <translation>Свои точки должны быть числами ({columns}).</translation>
    </message>
    <message>
        <source>This model needs one number x per point ({columns}).</source>
        <translation>Этой модели нужно одно число x на точку ({columns}).</translation>
    </message>
    <message>
        <source>This model needs two coordinates x1, x2 per point ({columns}).</source>
        <translation>Этой модели нужны две координаты x1, x2 на точку ({columns}).</translation>
    </message>
    <message>
        <source>There are {points} points but {targets} targets.</source>
        <translation>Точек {points}, а целевых значений {targets}.</translation>
    </message>
    <message>
        <source>Custom data needs between 2 and {most} points, not {count}.</source>
        <translation>Своим данным нужно от 2 до {most} точек, а не {count}.</translation>
    </message>
    <message>
        <source>The custom points contain NaN or infinity.</source>
        <translation>Среди своих точек есть NaN или бесконечность.</translation>
    </message>
    <message>
        <source>Class labels must be whole numbers from 0 to {max_label}.</source>
        <translation>Метки классов должны быть целыми числами от 0 до {max_label}.</translation>
    </message>
    <message>
        <source>There is no trained model to export yet: train one first.</source>
        <translation>Обученной модели для экспорта пока нет: сначала обучите её.</translation>
    </message>
    <message>
        <source>The file could not be written.</source>
        <translation>Не удалось записать файл.</translation>
    </message>
    <message>
        <source>The graph appears after the first training step: press Train or Step.</source>
        <translation>Граф появится после первого шага обучения: нажмите «Обучить» или «Шаг».</translation>
    </message>
    <message>
        <source>The engine did not answer in time.</source>
        <translation>Движок не ответил вовремя.</translation>
    </message>
    <message>
        <source>Your backward raised an error (see the console).</source>
        <translation>Ваш backward выдал ошибку (см. консоль).</translation>
    </message>
    <message>
        <source>Your backward gives NaN or Inf at x = {x}, where the other inputs are held at {held} and f and its numerical derivative are finite.</source>
        <translation>Ваш backward даёт NaN или Inf при x = {x}, где остальные входы зафиксированы ({held}), хотя f и её численная производная там конечны.</translation>
    </message>
    <message>
        <source>Your backward gives NaN or Inf at x = {x}, where f and its numerical derivative are finite.</source>
        <translation>Ваш backward даёт NaN или Inf при x = {x}, хотя f и её численная производная там конечны.</translation>
    </message>
    <message>
        <source>The output at one point depends on other points, so the curves are not compared point by point; gradcheck passes.</source>
        <translation>Выход в одной точке зависит от других точек, поэтому кривые не сравниваются поточечно; gradcheck проходит.</translation>
    </message>
    <message>
        <source>The output at one point depends on other points, so the curves are not compared point by point; gradcheck fails.</source>
        <translation>Выход в одной точке зависит от других точек, поэтому кривые не сравниваются поточечно; gradcheck не проходит.</translation>
    </message>
    <message>
        <source>Your backward differs from the true derivative at {percent}% of the points, all where f is flat or jumps: a surrogate gradient such as a straight-through estimator differs here by design.</source>
        <translation>Ваш backward отличается от истинной производной в {percent}% точек, и все они там, где f постоянна или скачет: суррогатный градиент, например сквозная оценка градиента (straight-through estimator), здесь расходится намеренно.</translation>
    </message>
    <message>
        <source>Your backward does not multiply by grad_output, so it differs from the true derivative at {percent}% of the points and gradcheck fails: by the chain rule an input&apos;s gradient is grad_output times the derivative.</source>
        <translation>Ваш backward не умножает на grad_output, поэтому он отличается от истинной производной в {percent}% точек и gradcheck не проходит: по цепному правилу градиент по входу равен grad_output, умноженному на производную.</translation>
    </message>
    <message>
        <source>Your backward gives {factor} times the true derivative everywhere, as a gradient reversal or gradient scaling layer does.</source>
        <translation>Ваш backward везде даёт {factor} × истинную производную — так работает слой обращения или масштабирования градиента.</translation>
    </message>
    <message>
        <source>Your backward gives -1 times the true derivative everywhere: its sign is wrong (nothing in the code says it is meant to reverse the gradient).</source>
        <translation>Ваш backward везде даёт −1 × истинную производную: знак неверен (в коде ничто не говорит, что градиент должен обращаться).</translation>
    </message>
    <message>
        <source>Your backward gives {factor} times the true derivative everywhere along x, where the other inputs are held at {held}: a factor is missing or extra (it may depend on those inputs).</source>
        <translation>Ваш backward везде вдоль x даёт {factor} × истинную производную, где остальные входы зафиксированы ({held}): не хватает множителя или он лишний (он может зависеть от этих входов).</translation>
    </message>
    <message>
        <source>Your backward gives {factor} times the true derivative everywhere: a constant factor is missing or extra.</source>
        <translation>Ваш backward везде даёт {factor} × истинную производную: не хватает постоянного множителя или он лишний.</translation>
    </message>
    <message>
        <source>Your backward gives a different gradient each time it runs on the same input and grad_output (does it add random noise?), so it is not the derivative of f.</source>
        <translation>Ваш backward при каждом запуске на одном и том же входе и grad_output даёт другой градиент (не добавляет ли он случайный шум?), поэтому это не производная f.</translation>
    </message>
    <message>
        <source>Your backward mixes grad_output across points (as grad_output.sum() does): by the chain rule each input&apos;s gradient uses only its own output&apos;s grad_output.</source>
        <translation>Ваш backward смешивает grad_output разных точек (как grad_output.sum()): по цепному правилу градиент каждого входа использует только grad_output своего выхода.</translation>
    </message>
    <message>
        <source>Your backward does not scale with grad_output (does it clip or limit it?): by the chain rule the gradient is grad_output times the derivative, so doubling grad_output must double it.</source>
        <translation>Ваш backward не масштабируется вместе с grad_output (не обрезает ли он его?): по цепному правилу градиент равен grad_output, умноженному на производную, так что при удвоении grad_output он тоже должен удвоиться.</translation>
    </message>
    <message>
        <source>Your backward is right for a positive grad_output but wrong when grad_output is negative (at {percent}% of the points): the chain rule holds for either sign.</source>
        <translation>Ваш backward верен при положительном grad_output, но ошибается при отрицательном (в {percent}% точек): цепное правило выполняется при любом знаке.</translation>
    </message>
    <message>
        <source>Your backward passes grad_output through unchanged where f is flat, at {percent}% of the points: a straight-through estimator does this on purpose; a ReLU whose backward forgot the mask does it by mistake.</source>
        <translation>Ваш backward пропускает grad_output без изменений там, где f постоянна ({percent}% точек): сквозная оценка градиента (STE) делает так намеренно, а ReLU, в backward которой забыли маску, — по ошибке.</translation>
    </message>
    <message>
        <source>Your backward returns None for x, so no gradient flows, although f changes with x.</source>
        <translation>Ваш backward возвращает None для x, поэтому градиент не течёт, хотя f меняется вместе с x.</translation>
    </message>
    <message>
        <source>Your backward differs from the true derivative at {percent}% of the points (largest error {error} at x = {x}, where the other inputs are held at {held}).</source>
        <translation>Ваш backward отличается от истинной производной в {percent}% точек (наибольшая ошибка {error} при x = {x}, где остальные входы зафиксированы: {held}).</translation>
    </message>
    <message>
        <source>Your backward differs from the true derivative at {percent}% of the points (largest error {error} at x = {x}).</source>
        <translation>Ваш backward отличается от истинной производной в {percent}% точек (наибольшая ошибка {error} при x = {x}).</translation>
    </message>
    <message>
        <source>The curves agree, but gradcheck fails: backward does not multiply by grad_output. By the chain rule the gradient of an input is grad_output times the derivative, so it must grow when grad_output grows.</source>
        <translation>Кривые совпадают, но gradcheck не проходит: backward не умножает на grad_output. По цепному правилу градиент входа равен grad_output, умноженному на производную, поэтому он должен расти вместе с grad_output.</translation>
    </message>
    <message>
        <source>The curves agree, but gradcheck fails (its line below says why).</source>
        <translation>Кривые совпадают, но gradcheck не проходит (почему — в строке ниже).</translation>
    </message>
    <message>
        <source>Your backward&apos;s derivative with respect to x agrees with the numerical one, but its gradient for &apos;{parameter}&apos; differs from the true one at {percent}% of the points (largest error {curve_error} at x = {x}, where the other inputs are held at {held}), and gradcheck fails for it too.</source>
        <translation>Производная вашего backward по x совпадает с численной, но его градиент по &apos;{parameter}&apos; отличается от истинного в {percent}% точек (наибольшая ошибка {curve_error} при x = {x}, где остальные входы зафиксированы: {held}), и gradcheck для него тоже не проходит.</translation>
    </message>
    <message>
        <source>Your backward&apos;s derivative with respect to x agrees with the numerical one, but gradcheck fails for the parameter &apos;{parameter}&apos;: the gradient it receives differs from the numerical one (largest difference {error}).</source>
        <translation>Производная вашего backward по x совпадает с численной, но gradcheck не проходит для параметра &apos;{parameter}&apos;: градиент, который он получает, отличается от численного (наибольшая разница {error}).</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative, but {function}.jvp (forward mode) differs from it at {percent}% of the points (largest error {error} at x = {x}).</source>
        <translation>Ваш backward совпадает с истинной производной, но {function}.jvp (прямой режим) отличается от неё в {percent}% точек (наибольшая ошибка {error} при x = {x}).</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative, but {function}.jvp gives another directional derivative of {output} along &apos;{input}&apos; than the numerical one (largest difference {error}).</source>
        <translation>Ваш backward совпадает с истинной производной, но {function}.jvp даёт другую производную {output} по направлению &apos;{input}&apos;, чем численная (наибольшая разница {error}).</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative, but {function}.jvp disagrees with it: ⟨v, J·t⟩ from the jvp is not ⟨Jᵀ·v, t⟩ from the backward for &apos;{input}&apos;.</source>
        <translation>Ваш backward совпадает с истинной производной, но {function}.jvp с ним расходится: для &apos;{input}&apos; ⟨v, J·t⟩ из jvp не равно ⟨Jᵀ·v, t⟩ из backward.</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative, but {function}.jvp raised an error (see the console).</source>
        <translation>Ваш backward совпадает с истинной производной, но {function}.jvp выдал ошибку (см. консоль).</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative at all {points} points; gradcheck is still running.</source>
        <translation>Ваш backward совпадает с истинной производной во всех {points} точках; gradcheck ещё выполняется.</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative everywhere except at {kinks} kink or jump point(s), where no derivative exists; gradcheck is still running.</source>
        <translation>Ваш backward совпадает с истинной производной везде, кроме точек излома или скачка ({kinks}), где производной нет; gradcheck ещё выполняется.</translation>
    </message>
    <message>
        <source>The output at one point depends on other points, so the curves are not compared point by point; gradcheck is still running.</source>
        <translation>Выход в одной точке зависит от других точек, поэтому кривые не сравниваются поточечно; gradcheck ещё выполняется.</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative everywhere except at {kinks} kink or jump point(s), where no derivative exists, and gradcheck passes.</source>
        <translation>Ваш backward совпадает с истинной производной везде, кроме точек излома или скачка ({kinks}), где производной нет, и gradcheck проходит.</translation>
    </message>
    <message>
        <source>Your backward matches the true derivative at all {points} points, and gradcheck passes.</source>
        <translation>Ваш backward совпадает с истинной производной во всех {points} точках, и gradcheck проходит.</translation>
    </message>
    <message>
        <source>backward does not multiply by grad_output. By the chain rule the gradient of an input is grad_output times the derivative, so it must grow when grad_output grows.</source>
        <translation>backward не умножает на grad_output. По цепному правилу градиент входа равен grad_output, умноженному на производную, поэтому он должен расти вместе с grad_output.</translation>
    </message>
    <message>
        <source>the gradient of {output} with respect to &apos;{input}&apos; does not match the numerical one at {points} random points (largest difference {error:.3g}).</source>
        <translation>градиент {output} по &apos;{input}&apos; не совпадает с численным в {points} случайных точках (наибольшая разница {error:.3g}).</translation>
    </message>
    <message>
        <source>backward gives different results when run twice on the same input and grad_output (does it use randomness, or change a saved tensor?).</source>
        <translation>backward даёт разные результаты при двух запусках на одном и том же входе и grad_output (использует случайность или меняет сохранённый тензор?).</translation>
    </message>
    <message>
        <source>random upstream gradients of both signs show a difference (largest {error:.3g}): the backward is right for some grad_output only, e.g. for positive ones.</source>
        <translation>случайные входящие градиенты обоих знаков дают расхождение (наибольшее {error:.3g}): backward верен лишь для некоторых grad_output, например для положительных.</translation>
    </message>
    <message>
        <source>torch&apos;s check found a difference (its own words are under details).</source>
        <translation>проверка torch нашла расхождение (её собственные слова — в подробностях).</translation>
    </message>
    <message>
        <source>the derivative of your backward (double backward) does not match its numerical derivative.</source>
        <translation>производная вашего backward (двойной backward) не совпадает с её численной производной.</translation>
    </message>
    <message>
        <source>{check} could not run: your code raised an error (see the console).</source>
        <translation>{check} не удалось запустить: ваш код выдал ошибку (см. консоль).</translation>
    </message>
    <message>
        <source>{function}.jvp gives a directional derivative of {output} along &apos;{input}&apos; that differs from the numerical one at {points} random points (largest difference {error:.3g}).</source>
        <translation>{function}.jvp даёт производную {output} по направлению &apos;{input}&apos;, которая отличается от численной в {points} случайных точках (наибольшая разница {error:.3g}).</translation>
    </message>
    <message>
        <source>{function}.jvp differs from the numerical derivative at {percent}% of the grid&apos;s points (largest difference {error:.3g} at x = {x:.4g}).</source>
        <translation>{function}.jvp отличается от численной производной в {percent}% точек сетки (наибольшая разница {error:.3g} при x = {x:.4g}).</translation>
    </message>
    <message>
        <source>{function}.jvp and its backward disagree for &apos;{input}&apos;: for random t and v, ⟨v, J·t⟩ from the jvp is {jvp:.6g} and ⟨Jᵀ·v, t⟩ from the backward is {backward:.6g}.</source>
        <translation>{function}.jvp и его backward расходятся для &apos;{input}&apos;: для случайных t и v ⟨v, J·t⟩ из jvp равно {jvp:.6g}, а ⟨Jᵀ·v, t⟩ из backward — {backward:.6g}.</translation>
    </message>
    <message>
        <source>{function}.jvp raised an error (see the console).</source>
        <translation>{function}.jvp выдал ошибку (см. консоль).</translation>
    </message>
    <message>
        <source>{function} has no jvp staticmethod, so forward-mode AD (torch.func.jvp, jacfwd, torch.autograd.forward_ad) cannot use it: torch says &apos;You must implement the jvp function&apos;.</source>
        <translation>У {function} нет staticmethod jvp, поэтому автодифференцирование в прямом режиме (torch.func.jvp, jacfwd, torch.autograd.forward_ad) не может его использовать: torch говорит &apos;You must implement the jvp function&apos;.</translation>
    </message>
    <message>
        <source>{function} is a custom op: register_autograd gives it a backward only, so there is no forward-mode formula of yours to check.</source>
        <translation>{function} — пользовательский оператор: register_autograd даёт ему только backward, так что вашей формулы для прямого режима, которую можно проверить, нет.</translation>
    </message>
    <message>
        <source>{function}.forward takes ctx, so {function} will not work under torch.func (grad, vjp, jacrev, vmap): they need forward without ctx and a separate setup_context(ctx, inputs, output) staticmethod.</source>
        <translation>{function}.forward принимает ctx, поэтому {function} не будет работать под torch.func (grad, vjp, jacrev, vmap): им нужен forward без ctx и отдельный staticmethod setup_context(ctx, inputs, output).</translation>
    </message>
    <message>
        <source>torch.func.{transform} gives a gradient of &apos;{input}&apos; that differs from the one backward gives (largest difference {error:.3g}).</source>
        <translation>torch.func.{transform} даёт градиент &apos;{input}&apos;, отличающийся от того, что даёт backward (наибольшая разница {error:.3g}).</translation>
    </message>
    <message>
        <source>torch.func.{transform} raised an error for {function}.</source>
        <translation>torch.func.{transform} выдал ошибку для {function}.</translation>
    </message>
    <message>
        <source>{function} does not work under torch.func: torch refuses to transform it.</source>
        <translation>{function} не работает под torch.func: torch отказывается его преобразовывать.</translation>
    </message>
    <message>
        <source>torch.func (grad, vjp, jacrev) cannot differentiate the custom op {function} through the formula register_autograd gave it in this version of torch; torch.autograd can.</source>
        <translation>В этой версии torch torch.func (grad, vjp, jacrev) не может продифференцировать пользовательский оператор {function} по формуле, заданной register_autograd; torch.autograd может.</translation>
    </message>
    <message>
        <source>torch.func.grad and vjp give the gradients backward gives; jacrev is left out because it batches the backward with vmap, which {function} does not support.</source>
        <translation>torch.func.grad и vjp дают те же градиенты, что и backward; jacrev пропущен, потому что он пакетирует backward через vmap, а {function} его не поддерживает.</translation>
    </message>
    <message>
        <source>torch.vmap over a batch of {batch} gives another {output} than a loop over the batch (largest difference {error:.3g}).</source>
        <translation>torch.vmap по пакету из {batch} даёт другой {output}, чем цикл по пакету (наибольшая разница {error:.3g}).</translation>
    </message>
    <message>
        <source>torch.vmap raised an error for {function}.</source>
        <translation>torch.vmap выдал ошибку для {function}.</translation>
    </message>
    <message>
        <source>{function} has neither a vmap staticmethod nor generate_vmap_rule = True, so torch.vmap (and jacrev, hessian) cannot batch it.</source>
        <translation>У {function} нет ни staticmethod vmap, ни generate_vmap_rule = True, поэтому torch.vmap (а также jacrev, hessian) не может его пакетировать.</translation>
    </message>
    <message>
        <source>{function} registers no vmap rule (register_vmap), so torch.vmap runs it in a slow loop over the batch.</source>
        <translation>{function} не регистрирует правило vmap (register_vmap), поэтому torch.vmap выполняет его медленным циклом по пакету.</translation>
    </message>
    <message>
        <source>torch.library.opcheck: the schema does not match what {function} does (mutates_args must name every input it changes in place).</source>
        <translation>torch.library.opcheck: схема не соответствует тому, что делает {function} (в mutates_args должны быть все входы, которые он меняет на месте).</translation>
    </message>
    <message>
        <source>torch.library.opcheck: the autograd registration of {function} is incomplete: give its backward with register_autograd.</source>
        <translation>torch.library.opcheck: регистрация autograd для {function} неполна: задайте его backward через register_autograd.</translation>
    </message>
    <message>
        <source>torch.library.opcheck: the fake implementation of {function} is missing or wrong: register_fake must give outputs of the op&apos;s shapes and dtypes (torch.compile and export trace with it).</source>
        <translation>torch.library.opcheck: fake-реализация {function} отсутствует или неверна: register_fake должен давать выходы с формами и dtype оператора (torch.compile и export трассируют по ней).</translation>
    </message>
    <message>
        <source>torch.library.opcheck: tracing {function} with torch.compile&apos;s AOT dispatcher fails.</source>
        <translation>torch.library.opcheck: трассировка {function} AOT-диспетчером torch.compile не удаётся.</translation>
    </message>
    <message>
        <source>torch.library.opcheck fails for {function}.</source>
        <translation>torch.library.opcheck не проходит для {function}.</translation>
    </message>
    <message>
        <source>torch.library.opcheck could not run on {function}.</source>
        <translation>torch.library.opcheck не удалось запустить для {function}.</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) makes one graph of {function} and compiles it for the CPU; its outputs and gradients equal eager mode&apos;s.</source>
        <translation>torch.compile(fullgraph=True) строит из {function} один граф и компилирует его для CPU; выходы и градиенты совпадают с режимом eager.</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) makes one graph of {function}, and its outputs and gradients equal eager mode&apos;s; it ran with the aot_eager backend, as no C++ compiler was found for the CPU backend (inductor).</source>
        <translation>torch.compile(fullgraph=True) строит из {function} один граф, и выходы и градиенты совпадают с режимом eager; запуск шёл с бэкендом aot_eager, так как компилятор C++ для бэкенда CPU (inductor) не найден.</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) cannot make one graph of {function}: it calls NumPy (or .numpy()), which torch.compile cannot trace; wrap that code in a custom op (torch.library.custom_op).</source>
        <translation>torch.compile(fullgraph=True) не может построить из {function} один граф: он вызывает NumPy (или .numpy()), который torch.compile не умеет трассировать; оберните этот код в пользовательский оператор (torch.library.custom_op).</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) cannot make one graph of {function}: a Python value is read from a tensor (.item(), .tolist(), float(x) or an if on a tensor), so the graph depends on the data.</source>
        <translation>torch.compile(fullgraph=True) не может построить из {function} один граф: из тензора читается значение Python (.item(), .tolist(), float(x) или if по тензору), так что граф зависит от данных.</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) cannot make one graph of {function}: it prints or logs, which breaks the graph.</source>
        <translation>torch.compile(fullgraph=True) не может построить из {function} один граф: он печатает или пишет в лог, а это разрывает граф.</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) cannot make one graph of {function}: torch.compile does not trace an autograd.Function with a jvp staticmethod (forward mode) yet.</source>
        <translation>torch.compile(fullgraph=True) не может построить из {function} один граф: torch.compile пока не трассирует autograd.Function со staticmethod jvp (прямой режим).</translation>
    </message>
    <message>
        <source>torch.compile(fullgraph=True) cannot make one graph of {function}: it calls something torch.compile cannot trace.</source>
        <translation>torch.compile(fullgraph=True) не может построить из {function} один граф: он вызывает то, что torch.compile не умеет трассировать.</translation>
    </message>
    <message>
        <source>Under torch.compile {function} gives other outputs than in eager mode (largest difference {error:.3g}).</source>
        <translation>Под torch.compile {function} даёт другие выходы, чем в режиме eager (наибольшая разница {error:.3g}).</translation>
    </message>
    <message>
        <source>Under torch.compile {function} gives other gradients than in eager mode (largest difference {error:.3g}).</source>
        <translation>Под torch.compile {function} даёт другие градиенты, чем в режиме eager (наибольшая разница {error:.3g}).</translation>
    </message>
    <message>
        <source>torch.compile failed on {function}.</source>
        <translation>torch.compile не справился с {function}.</translation>
    </message>
    <message>
        <source>torch.compile is tried on Functions and custom ops; {function} is a Module.</source>
        <translation>torch.compile пробуется на Function и пользовательских операторах; {function} — это Module.</translation>
    </message>
    <message>
        <source>{module}.backward is never called: autograd differentiates an nn.Module&apos;s forward by itself and ignores a backward method on a Module (dead code). To change the gradient, write a torch.autograd.Function and call its .apply in forward.</source>
        <translation>{module}.backward никогда не вызывается: autograd сам дифференцирует forward у nn.Module и игнорирует метод backward у Module (мёртвый код). Чтобы изменить градиент, напишите torch.autograd.Function и вызовите её .apply в forward.</translation>
    </message>
    <message>
        <source>({module} cannot be built and run with stand-in arguments, so the Function {function} that {module} uses is judged instead.)</source>
        <translation>({module} нельзя создать и запустить с подставными аргументами, поэтому вместо него оценивается Function {function}, которую использует {module}.)</translation>
    </message>
    <message>
        <source>({function}.jvp, the forward mode, differs from the true derivative too.)</source>
        <translation>({function}.jvp, прямой режим, тоже отличается от истинной производной.)</translation>
    </message>
    <message>
        <source>(A single space before line {lines} looked scraped from the web page with the code, so it was left out.)</source>
        <translation>(Одиночный пробел перед строкой {lines} похоже скопирован с веб-страницы вместе с кодом, поэтому он пропущен.)</translation>
    </message>
    <message>
        <source>({function}.backward changes the grad_output it is given, in place. That is allowed: autograd never reads it again. Every check here gave each backward a copy of its own.)</source>
        <translation>({function}.backward изменяет полученный grad_output на месте. Это допустимо: autograd больше его не читает. Каждая проверка здесь давала каждому backward собственную копию.)</translation>
    </message>
    <message>
        <source>({function}.backward runs only once per forward: a second backward of the same graph raises (it frees what it saved, as checkpointing does). Training calls it once per forward, so this is fine; every check here ran a fresh forward for each backward, and torch.autograd.gradcheck, which reuses one graph, fails on it for this reason alone.)</source>
        <translation>({function}.backward выполняется только один раз на каждый forward: второй backward того же графа вызывает ошибку (он освобождает сохранённое, как при checkpointing). При обучении он вызывается один раз на forward, так что это нормально; каждая проверка здесь запускала новый forward для каждого backward, а torch.autograd.gradcheck, который переиспользует один граф, падает только по этой причине.)</translation>
    </message>
    <message>
        <source>(That is not the only fault: gradcheck finds another, in its line below.)</source>
        <translation>(Это не единственная ошибка: gradcheck находит ещё одну, см. его строку ниже.)</translation>
    </message>
    <message>
        <source>(∂{output}/∂{input} is the straight-through estimate: autograd of the forward with {steps} passed as the identity.)</source>
        <translation>(∂{output}/∂{input} — это сквозная оценка (straight-through): autograd функции forward, в которой {steps} пропускается как тождественное отображение.)</translation>
    </message>
    <message>
        <source>(∂{output}/∂{input} is the straight-through estimate: autograd of the forward with {steps} passed as the identity, scaled by {factor}.)</source>
        <translation>(∂{output}/∂{input} — это сквозная оценка (straight-through): autograd функции forward, в которой {steps} пропускается как тождественное отображение, умноженный на {factor}.)</translation>
    </message>
    <message>
        <source>(∂{output}/∂{input} reads two ways: the straight-through estimate of {steps} (autograd of the forward with {steps} passed as the identity), or a mask forgotten where the forward is flat.)</source>
        <translation>(∂{output}/∂{input} читается двояко: как сквозная оценка для {steps} (autograd функции forward, в которой {steps} пропускается как тождественное отображение) или как забытая маска там, где forward постоянна.)</translation>
    </message>
    <message>
        <source>(∂{output}/∂{input} reads two ways: the straight-through estimate of {steps} (autograd of the forward with {steps} passed as the identity), scaled by {factor}, or a mask forgotten where the forward is flat.)</source>
        <translation>(∂{output}/∂{input} читается двояко: как сквозная оценка для {steps} (autograd функции forward, в которой {steps} пропускается как тождественное отображение), умноженная на {factor}, или как забытая маска там, где forward постоянна.)</translation>
    </message>
    <message>
        <source>(gradcheck ran in fast mode, along random directions: one forward takes {forward_ms:g} ms, and the full mode&apos;s {forwards} forwards would take about {seconds:g} s of the time limit.)</source>
        <translation>(gradcheck выполнен в быстром режиме, по случайным направлениям: один вызов forward занимает {forward_ms:g} мс, и {forwards} вызовов полного режима заняли бы около {seconds:g} с из лимита времени.)</translation>
    </message>
    <message>
        <source>({function}.forward&apos;s &apos;{argument}&apos; has no default and no call that gives it, and it is not a tensor input (backward returns no gradient for it, its annotation says so, or the forward takes no tensor there): it was judged with {argument} = {value}. Give it a default, or call {function}.apply once, to judge it at your value.)</source>
        <translation>({function}.forward: у аргумента &apos;{argument}&apos; нет значения по умолчанию и нет вызова, который его задаёт, и это не тензорный вход (backward не возвращает для него градиента, так говорит его аннотация или forward не принимает там тензор): оценка сделана при {argument} = {value}. Задайте значение по умолчанию или вызовите {function}.apply один раз, чтобы оценить при вашем значении.)</translation>
    </message>
    <message>
        <source>({function}.forward indexes with &apos;{argument}&apos;, which has no default and no call that gives it: it was judged with &apos;{argument}&apos; a random permutation of x&apos;s rows (int64), made anew for each input, and only the floating inputs were varied.)</source>
        <translation>({function}.forward индексирует по &apos;{argument}&apos;, у которого нет значения по умолчанию и нет вызова, который его задаёт: оценка сделана с &apos;{argument}&apos; — случайной перестановкой строк x (int64), новой для каждого входа, и менялись только входы с плавающей точкой.)</translation>
    </message>
    <message>
        <source>Your backward&apos;s Jacobian differs from the true one at the probe&apos;s input: {count} of {total} entries, largest difference {error}.</source>
        <translation>Якобиан вашего backward отличается от истинного на пробном входе: {count} из {total} элементов, наибольшая разница {error}.</translation>
    </message>
    <message>
        <source>Your backward&apos;s Jacobian matches the true one at the probe&apos;s input (largest difference {error}), and gradcheck passes.</source>
        <translation>Якобиан вашего backward совпадает с истинным на пробном входе (наибольшая разница {error}), и gradcheck проходит.</translation>
    </message>
    <message>
        <source>Your backward&apos;s Jacobian matches the true one at the probe&apos;s input (largest difference {error}), but gradcheck fails (its line below says why).</source>
        <translation>Якобиан вашего backward совпадает с истинным на пробном входе (наибольшая разница {error}), но gradcheck не проходит (почему — сказано в строке ниже).</translation>
    </message>
    <message>
        <source>({subject} is judged because the file&apos;s own code calls it.)</source>
        <translation>({subject} оценивается, потому что его вызывает собственный код файла.)</translation>
    </message>
    <message>
        <source>({subject} is judged because the file&apos;s example calls it.)</source>
        <translation>({subject} оценивается, потому что его вызывает пример в файле.)</translation>
    </message>
    <message>
        <source>({subject} is judged: its forward calls the Function {function}.)</source>
        <translation>(Оценивается {subject}: его forward вызывает Function {function}.)</translation>
    </message>
    <message>
        <source>({subject} is judged, not {helper}: {helper} is a helper that {subject} calls.)</source>
        <translation>(Оценивается {subject}, а не {helper}: {helper} — вспомогательная часть, которую вызывает {subject}.)</translation>
    </message>
    <message>
        <source>(Judged by its Jacobian at the inputs of the code&apos;s own call, of shapes {shapes}.)</source>
        <translation>(Оценено по якобиану на входах собственного вызова кода, формы {shapes}.)</translation>
    </message>
    <message>
        <source>(Judged by its Jacobian at your input, seeded random values, of shapes {shapes}.)</source>
        <translation>(Оценено по якобиану на вашем входе: случайные значения с зерном, формы {shapes}.)</translation>
    </message>
    <message>
        <source>(Judged by its Jacobian at your input, evenly spaced values, of shapes {shapes}.)</source>
        <translation>(Оценено по якобиану на вашем входе: равномерно расположенные значения, формы {shapes}.)</translation>
    </message>
    <message>
        <source>(Judged by its Jacobian at your input, your numbers, of shapes {shapes}.)</source>
        <translation>(Оценено по якобиану на вашем входе: ваши числа, формы {shapes}.)</translation>
    </message>
    <message>
        <source>(No call in the code gives its inputs: judged by its Jacobian at inferred shapes {shapes}.)</source>
        <translation>(В коде нет вызова, задающего входы: оценено по якобиану при выведенных формах {shapes}.)</translation>
    </message>
    <message>
        <source>(The forward fails in float64, so the Jacobian is taken in {dtype}, the call&apos;s own dtype, with a looser tolerance.)</source>
        <translation>(В float64 forward не работает, поэтому якобиан взят в {dtype}, собственном dtype вызова, с более мягким допуском.)</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward&apos;s block matches the true one.</source>
        <translation>∂{output}/∂{input}: блок вашего backward совпадает с истинным.</translation>
    </message>
    <message>
        <source>Your backward&apos;s Jacobian matches the true one in all {blocks} block(s).</source>
        <translation>Якобиан вашего backward совпадает с истинным во всех блоках ({blocks}).</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward gives {input} no gradient (None or zeros), although {output} changes with {input}.</source>
        <translation>∂{output}/∂{input}: ваш backward не даёт {input} градиента (None или нули), хотя {output} меняется вместе с {input}.</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward differs only where the true entries are 0 (the forward is flat there), as a surrogate gradient does by design.</source>
        <translation>∂{output}/∂{input}: ваш backward отличается только там, где истинные элементы равны 0 (forward там постоянен), как и задумано у суррогатного градиента.</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: only the diagonal is right. The off-diagonal entries, through which each output depends on the other inputs, are missing: the backward treats the function as if it were elementwise.</source>
        <translation>∂{output}/∂{input}: верна только диагональ. Внедиагональных элементов, через которые каждый выход зависит от других входов, нет: backward обращается с функцией так, будто она поэлементная.</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward&apos;s block is the true one transposed.</source>
        <translation>∂{output}/∂{input}: блок вашего backward — это транспонированный истинный блок.</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: {input} is broadcast in forward (each of its elements feeds several outputs), but your backward does not sum the gradient over the broadcast dimension.</source>
        <translation>∂{output}/∂{input}: в forward {input} расширяется по правилам broadcasting (каждый его элемент входит в несколько выходов), но ваш backward не суммирует градиент по этому измерению.</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward&apos;s block is the true one with the wrong sign.</source>
        <translation>∂{output}/∂{input}: блок вашего backward равен истинному с неверным знаком.</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward&apos;s block is {factor} times the true one.</source>
        <translation>∂{output}/∂{input}: блок вашего backward равен истинному, умноженному на {factor}.</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: your backward gives {input} the gradient that belongs to {other}.</source>
        <translation>∂{output}/∂{input}: ваш backward даёт {input} градиент, который принадлежит {other}.</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: {count} of {total} entries differ (largest difference {error}, at row {row}, column {column}).</source>
        <translation>∂{output}/∂{input}: различаются {count} из {total} элементов (наибольшая разница {error}, строка {row}, столбец {column}).</translation>
    </message>
    <message>
        <source>Your backward is right for {right} and wrong for {wrong}.</source>
        <translation>Ваш backward верен для {right} и неверен для {wrong}.</translation>
    </message>
    <message>
        <source>&apos;{values}&apos; is no way to fill the Jacobian&apos;s input: random, linspace or numbers.</source>
        <translation>&apos;{values}&apos; — не способ заполнить вход якобиана: используйте random, linspace или numbers.</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s input shape {shape} is not a shape: give whole numbers of at least 1, separated by commas (e.g. 3,4).</source>
        <translation>Форма входа якобиана {shape} — не форма: укажите целые числа не меньше 1 через запятую (например, 3,4).</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s input of shape {shape} has {elements} elements: at most {most} are allowed (each element is a column of the Jacobian).</source>
        <translation>Во входе якобиана формы {shape} элементов {elements}, а допускается не больше {most} (каждый элемент — столбец якобиана).</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s input is to be your numbers, but none were given: type them separated by commas (e.g. 0.5, -1, 2).</source>
        <translation>Вход якобиана должен состоять из ваших чисел, но они не заданы: введите их через запятую (например, 0.5, -1, 2).</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s input must be finite numbers: {value} is not.</source>
        <translation>Вход якобиана должен состоять из конечных чисел, а {value} — не конечное число.</translation>
    </message>
    <message>
        <source>{count} numbers were given for the Jacobian&apos;s input of shape {shape}, which has {elements} elements: give one number per element, or another shape.</source>
        <translation>Для входа якобиана формы {shape}, в котором элементов {elements}, задано чисел: {count}. Дайте по одному числу на элемент или выберите другую форму.</translation>
    </message>
    <message>
        <source>The forward gives NaN or Inf at the Jacobian&apos;s input of shape {shape}: choose other values (a log or a square root needs positive ones).</source>
        <translation>На входе якобиана формы {shape} forward даёт NaN или Inf: выберите другие значения (логарифму и квадратному корню нужны положительные).</translation>
    </message>
    <message>
        <source>The forward fails at the Jacobian&apos;s input of shape {shape}: choose another shape or other values.</source>
        <translation>На входе якобиана формы {shape} forward завершается ошибкой: выберите другую форму или другие значения.</translation>
    </message>
    <message>
        <source>The reference {subject} is an nn.Module: grading against a reference grades an autograd Function (name it with --function).</source>
        <translation>Эталон {subject} — это nn.Module: при оценке по эталону оценивается autograd Function (укажите её имя через --function).</translation>
    </message>
    <message>
        <source>The reference {subject} fails on every input the grader tried.</source>
        <translation>Эталон {subject} завершается ошибкой на всех входах, которые пробовала проверка.</translation>
    </message>
    <message>
        <source>The reference&apos;s argument {argument} is a {got}: grading sends tensors, numbers, booleans and strings only.</source>
        <translation>Аргумент эталона {argument} имеет тип {got}: при оценке передаются только тензоры, числа, логические значения и строки.</translation>
    </message>
    <message>
        <source>No autograd Function here matches the reference {reference} (a Function named {reference}, or whose forward takes {arguments} argument(s)); found: {found}.</source>
        <translation>Здесь нет autograd Function, соответствующей эталону {reference} (Function с именем {reference} или с forward, принимающим аргументов: {arguments}); найдено: {found}.</translation>
    </message>
    <message>
        <source>The gradients its backward returns cannot be differentiated again (is it @once_differentiable, or does it compute them from detached tensors?).</source>
        <translation>Градиенты, которые возвращает его backward, нельзя продифференцировать ещё раз (он помечен @once_differentiable или вычисляет их из отсоединённых тензоров?).</translation>
    </message>
    <message>
        <source>{criterion}: matches the reference on all {cases} cases.</source>
        <translation>{criterion}: совпадает с эталоном во всех {cases} случаях.</translation>
    </message>
    <message>
        <source>{criterion}: its backward passes gradcheck against its own forward.</source>
        <translation>{criterion}: его backward проходит gradcheck относительно его собственного forward.</translation>
    </message>
    <message>
        <source>{criterion}: not graded: {why}</source>
        <translation>{criterion}: не оценивается: {why}</translation>
    </message>
    <message>
        <source>{criterion}: {what} differs from the reference&apos;s at {where} ({case}): {got} instead of {expected}; largest error {largest:.3g}; {passed} of {cases} cases match.</source>
        <translation>{criterion}: {what} отличается от эталона в точке {where} ({case}): {got} вместо {expected}; наибольшая ошибка {largest:.3g}; совпадают {passed} из {cases} случаев.</translation>
    </message>
    <message>
        <source>{criterion}: overflow: {what} is {got} at {where} ({case}) where the reference&apos;s is {expected}. A float64 overflows past 1.8e308 (exp(x) past x = 709.8), and inf·0 or inf−inf then gives nan: a formula right in mathematics needs another form there; {passed} of {cases} cases match.</source>
        <translation>{criterion}: переполнение: {what} равно {got} в точке {where} ({case}), а у эталона {expected}. float64 переполняется после 1.8e308 (exp(x) — после x = 709.8), и тогда inf·0 или inf−inf дают nan: формуле, верной математически, там нужна другая запись; совпадают {passed} из {cases} случаев.</translation>
    </message>
    <message>
        <source>{criterion}: {what} has shape {got} where the reference&apos;s has {expected} ({case}); {passed} of {cases} cases match.</source>
        <translation>{criterion}: {what} имеет форму {got}, а у эталона {expected} ({case}); совпадают {passed} из {cases} случаев.</translation>
    </message>
    <message>
        <source>{criterion}: {what} is missing where the reference has one ({case}); {passed} of {cases} cases match.</source>
        <translation>{criterion}: нет {what}, который есть у эталона ({case}); совпадают {passed} из {cases} случаев.</translation>
    </message>
    <message>
        <source>{criterion}: {phase} raised {type}{at_line}: {text} ({case}); {passed} of {cases} cases match.</source>
        <translation>{criterion}: {phase} выбросил {type}{at_line}: {text} ({case}); совпадают {passed} из {cases} случаев.</translation>
    </message>
    <message>
        <source>{criterion}: not graded: {text}</source>
        <translation>{criterion}: не оценивается: {text}</translation>
    </message>
    <message>
        <source>{criterion}: the submission gave no answer within its time limit of {seconds:g} s.</source>
        <translation>{criterion}: решение не ответило за отведённые {seconds:g} с.</translation>
    </message>
    <message>
        <source>{criterion}: the submission&apos;s process ended before it answered ({how}).</source>
        <translation>{criterion}: процесс решения завершился, не ответив ({how}).</translation>
    </message>
    <message>
        <source>{criterion}: the submission&apos;s process sent bytes that are no answer ({text}).</source>
        <translation>{criterion}: процесс решения прислал байты, которые не являются ответом ({text}).</translation>
    </message>
    <message>
        <source>{criterion}: could not be graded: {text}</source>
        <translation>{criterion}: не удалось оценить: {text}</translation>
    </message>
    <message>
        <source>{criterion}: {text}</source>
        <translation>{criterion}: {text}</translation>
    </message>
    <message>
        <source>{criterion}: gradcheck stopped: {text}</source>
        <translation>{criterion}: gradcheck остановлен: {text}</translation>
    </message>
    <message>
        <source>{score:g}/{max_score:g}: every criterion matches the reference.</source>
        <translation>{score:g}/{max_score:g}: все критерии совпадают с эталоном.</translation>
    </message>
    <message>
        <source>{score:g}/{max_score:g}: {failed} fall short.</source>
        <translation>{score:g}/{max_score:g}: не дотягивают: {failed}.</translation>
    </message>
    <message>
        <source>{score:g}/{max_score:g}: {text}</source>
        <translation>{score:g}/{max_score:g}: {text}</translation>
    </message>
</context>
<context>
    <name>Compare</name>
    <message>
        <source>B has no code: pick a lesson for B or copy A.</source>
        <translation>У B нет кода: выберите для B урок или скопируйте A.</translation>
    </message>
</context>
<context>
    <name>ComparePane</name>
    <message>
        <source>Load a lesson&apos;s code as subject B</source>
        <translation>Загрузить код урока как объект B</translation>
    </message>
    <message>
        <source>B: pick a lesson, or copy A and edit it…</source>
        <translation>B: выберите урок или скопируйте A и измените…</translation>
    </message>
    <message>
        <source>Copy A</source>
        <translation>Копировать A</translation>
    </message>
    <message>
        <source>Put A&apos;s code here, to change it (e.g. fix a backward) and compare the two</source>
        <translation>Поместить сюда код A, чтобы изменить его (например, исправить backward) и сравнить оба</translation>
    </message>
    <message>
        <source>B: {subject} — compiled.</source>
        <translation>B: {subject} — скомпилирован.</translation>
    </message>
    <message>
        <source>Line {line}: </source>
        <translation>Строка {line}: </translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Loss: A and B</source>
        <translation>Функция потерь: A и B</translation>
    </message>
    <message>
        <source>train loss</source>
        <translation>потери на обучении</translation>
    </message>
    <message>
        <source>step</source>
        <translation>шаг</translation>
    </message>
    <message>
        <source>Gradient norm: A and B</source>
        <translation>Норма градиента: A и B</translation>
    </message>
    <message>
        <source>gradient norm</source>
        <translation>норма градиента</translation>
    </message>
    <message>
        <source>log scale</source>
        <translation>лог. шкала</translation>
    </message>
    <message>
        <source>Loss and gradient norm on logarithmic axes (exact zeros, e.g. a gradient that never flows, vanish there)</source>
        <translation>Потери и норма градиента на логарифмических осях (точные нули, например градиент, который никогда не течёт, там не видны)</translation>
    </message>
    <message>
        <source>gradient of</source>
        <translation>градиент по</translation>
    </message>
    <message>
        <source>the whole model</source>
        <translation>всей модели</translation>
    </message>
    <message>
        <source>Whose gradient norm to compare: every parameter together, or one parameter</source>
        <translation>Чью норму градиента сравнивать: всех параметров вместе или одного параметра</translation>
    </message>
    <message>
        <source>Derivatives</source>
        <translation>Производные</translation>
    </message>
    <message>
        <source>Loss and gradient norm</source>
        <translation>Потери и норма градиента</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>сплошная</translation>
    </message>
    <message>
        <source>dashed</source>
        <translation>пунктир</translation>
    </message>
    <message>
        <source>{side}: step {step}, loss {loss}, ‖grad‖ {norm}</source>
        <translation>{side}: шаг {step}, потери {loss}, ‖grad‖ {norm}</translation>
    </message>
    <message>
        <source>Press Train: A and B train side by side.</source>
        <translation>Нажмите «Обучить»: A и B обучаются бок о бок.</translation>
    </message>
</context>
<context>
    <name>CompileCheck</name>
    <message>
        <source>torch.compile: checking…</source>
        <translation>torch.compile: проверка…</translation>
    </message>
    <message>
        <source>· checking under torch.compile: a first compile takes 4–20 s (time limit {seconds:.0f} s)…</source>
        <translation>· проверка под torch.compile: первая компиляция занимает 4–20 с (ограничение времени {seconds:.0f} с)…</translation>
    </message>
</context>
<context>
    <name>ConsolePane</name>
    <message>
        <source>What your code prints, and its errors, appear here.</source>
        <translation>Здесь появится то, что печатает ваш код, и его ошибки.</translation>
    </message>
    <message>
        <source>Line {line}</source>
        <translation>Строка {line}</translation>
    </message>
    <message>
        <source>What the code printed is held until the gradients are revealed (Reveal all, or ▶ through the last step) · lines: {count}</source>
        <translation>Вывод кода придержан, пока градиенты не открыты (Открыть все или ▶ до последнего шага) · строк: {count}</translation>
    </message>
    <message>
        <source>… {count} earlier lines not shown (the console keeps the last {kept}).</source>
        <translation>… {count} более ранних строк не показано (консоль хранит последние {kept}).</translation>
    </message>
    <message>
        <source>also: {place}</source>
        <translation>также: {place}</translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <source>Fit a curve</source>
        <translation>Кривая</translation>
    </message>
    <message>
        <source>A small MLP with your function as activation fits y = f(x).</source>
        <translation>Небольшой MLP с вашей функцией в качестве активации аппроксимирует y = f(x).</translation>
    </message>
    <message>
        <source>Classify points</source>
        <translation>Классы</translation>
    </message>
    <message>
        <source>A small MLP with your function as activation separates 2-D classes.</source>
        <translation>Небольшой MLP с вашей функцией в качестве активации разделяет классы на плоскости.</translation>
    </message>
    <message>
        <source>Tutorial net</source>
        <translation>Туториал</translation>
    </message>
    <message>
        <source>The two-layer net of the PyTorch tutorial: 1000 → 100 → 10, random data.</source>
        <translation>Двухслойная сеть из туториала PyTorch: 1000 → 100 → 10, случайные данные.</translation>
    </message>
    <message>
        <source>Your layer</source>
        <translation>Ваш слой</translation>
    </message>
    <message>
        <source>Your Module used as a layer (in → out) inside a small MLP.</source>
        <translation>Ваш Module как слой (вход → выход) внутри небольшого MLP.</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Apple GPU (MPS)</source>
        <translation>GPU Apple (MPS)</translation>
    </message>
</context>
<context>
    <name>CurveSwitch</name>
    <message>
        <source>Show f(x) in place of its derivative (the window is too narrow for both beside the code)</source>
        <translation>Показать f(x) вместо производной (окно слишком узкое для обоих графиков рядом с кодом)</translation>
    </message>
    <message>
        <source>Show the derivative, yours against the true one, in place of f(x)</source>
        <translation>Показать производную, вашу рядом с истинной, вместо f(x)</translation>
    </message>
</context>
<context>
    <name>DerivativePanel</name>
    <message>
        <source>your backward</source>
        <translation>ваш backward</translation>
    </message>
    <message>
        <source>numerical derivative</source>
        <translation>численная производная</translation>
    </message>
    <message>
        <source>autograd of the forward</source>
        <translation>autograd от forward</translation>
    </message>
    <message>
        <source>second derivative</source>
        <translation>вторая производная</translation>
    </message>
    <message>
        <source>your jvp</source>
        <translation>ваш jvp</translation>
    </message>
    <message>
        <source>output</source>
        <translation>выход</translation>
    </message>
    <message>
        <source>autograd: not differentiable</source>
        <translation>autograd: не дифференцируема</translation>
    </message>
    <message>
        <source>The forward&apos;s own operations have no derivative here (e.g. round or sign), so there is no autograd curve to compare with.</source>
        <translation>Собственные операции forward здесь не имеют производной (например, round или sign), поэтому кривой autograd для сравнения нет.</translation>
    </message>
    <message>
        <source>backward differs</source>
        <translation>backward расходится</translation>
    </message>
    <message>
        <source>your jvp ∂/∂{input}</source>
        <translation>ваш jvp ∂/∂{input}</translation>
    </message>
    <message>
        <source>Show the second derivative: your backward differentiated again (double backward).</source>
        <translation>Показать вторую производную: ваш backward, продифференцированный ещё раз (double backward).</translation>
    </message>
    <message>
        <source>Double backward does not work for this function, so there is no second derivative.</source>
        <translation>Для этой функции double backward не работает, поэтому второй производной нет.</translation>
    </message>
    <message>
        <source>From the last code that ran: {verdict}</source>
        <translation>По последнему выполненному коду: {verdict}</translation>
    </message>
</context>
<context>
    <name>DetailsToggle</name>
    <message>
        <source>details</source>
        <translation>подробности</translation>
    </message>
</context>
<context>
    <name>DocumentManager</name>
    <message>
        <source>Lesson: {title}</source>
        <translation>Урок: {title}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
    <message>
        <source>{name}[*] — Autograd Playground</source>
        <translation>{name}[*] — Autograd Playground</translation>
    </message>
    <message>
        <source>Open Python file</source>
        <translation>Открыть файл Python</translation>
    </message>
    <message>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Файлы Python (*.py);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Не удаётся открыть файл</translation>
    </message>
    <message>
        <source>{name} looks like an experiment file, but its settings could not be read ({reason}); it was opened as plain code with the current settings.</source>
        <translation>{name} похож на файл эксперимента, но его настройки прочитать не удалось ({reason}); он открыт как обычный код с текущими настройками.</translation>
    </message>
    <message>
        <source>{name} is a binary file, not Python source.</source>
        <translation>{name} — двоичный файл, а не исходный код на Python.</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text (byte 0x{byte:02x} at position {position}). Save it as UTF-8 and open it again.</source>
        <translation>{name} — не текст в UTF-8 (байт 0x{byte:02x} в позиции {position}). Сохраните его в UTF-8 и откройте снова.</translation>
    </message>
    <message>
        <source>{name} is {megabytes:.1f} MB; the playground opens source files up to 2 MB.</source>
        <translation>{name} занимает {megabytes:.1f} МБ; песочница открывает исходные файлы до 2 МБ.</translation>
    </message>
    <message>
        <source>Could not read {name}: {reason}</source>
        <translation>Не удалось прочитать {name}: {reason}</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <source>Save Experiment As</source>
        <translation>Сохранить эксперимент как</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Не удалось сохранить</translation>
    </message>
    <message>
        <source>Could not save {name}: {reason}
The file on disk was not changed.</source>
        <translation>Не удалось сохранить {name}: {reason}
Файл на диске не изменён.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>{name} has changes that are not saved. Save them first?</source>
        <translation>«{name}»: есть несохранённые изменения. Сохранить их сначала?</translation>
    </message>
</context>
<context>
    <name>EditorHelp</name>
    <message>
        <source>completion, signatures and hover</source>
        <translation>дополнение, подсказки сигнатур и описания при наведении</translation>
    </message>
    <message>
        <source>marks as you type</source>
        <translation>пометки при наборе</translation>
    </message>
    <message>
        <source>Editor help: {name} is not installed; without it: {what}.</source>
        <translation>Помощь редактора: {name} не установлен; без него не будет: {what}.</translation>
    </message>
</context>
<context>
    <name>ExampleGraphView</name>
    <message>
        <source>Previous step of backward (←)</source>
        <translation>Предыдущий шаг backward (←)</translation>
    </message>
    <message>
        <source>Next step of backward (→); in Predict mode it first reveals the current gradient</source>
        <translation>Следующий шаг backward (→); в режиме предсказания сначала показывает текущий градиент</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Воспроизвести</translation>
    </message>
    <message>
        <source>Play: one step of backward after another, {rate:g} a second (the toolbar&apos;s Pace sets it)</source>
        <translation>Воспроизведение: шаг backward за шагом, {rate:g} в секунду (задаётся полем «Темп» на панели инструментов)</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Предсказание</translation>
    </message>
    <message>
        <source>Hide the gradients: the class predicts each one, ▶ reveals it</source>
        <translation>Скрыть градиенты: класс предсказывает каждый, ▶ открывает его</translation>
    </message>
    <message>
        <source>Reveal all</source>
        <translation>Открыть все</translation>
    </message>
    <message>
        <source>Which backward call of the example</source>
        <translation>Какой вызов backward из примера</translation>
    </message>
    <message>
        <source>step {n} of {total}</source>
        <translation>шаг {n} из {total}</translation>
    </message>
    <message>
        <source>before backward</source>
        <translation>до backward</translation>
    </message>
</context>
<context>
    <name>ExampleTab</name>
    <message>
        <source>Run &amp;Example</source>
        <translation>Запустить &amp;пример</translation>
    </message>
    <message>
        <source>Run the code&apos;s example (its top level, its if __name__ == &quot;__main__&quot;: block and &gt;&gt;&gt; lines) and step through each backward call it makes, with every node&apos;s numbers</source>
        <translation>Выполнить пример из кода (верхний уровень, блок if __name__ == &quot;__main__&quot;: и строки &gt;&gt;&gt;) и пройти шаг за шагом каждый его вызов backward, с числами каждого узла</translation>
    </message>
    <message>
        <source>Running the example…</source>
        <translation>Пример выполняется…</translation>
    </message>
    <message>
        <source>Backward, step by step</source>
        <translation>backward шаг за шагом</translation>
    </message>
    <message>
        <source>Run Example — what the example printed (backward calls: {calls}):</source>
        <translation>Запуск примера — что напечатал пример (вызовов backward: {calls}):</translation>
    </message>
</context>
<context>
    <name>ExampleWords</name>
    <message>
        <source>call {n}: {call}, line {line}</source>
        <translation>вызов {n}: {call}, строка {line}</translation>
    </message>
    <message>
        <source>{name} · leaf</source>
        <translation>{name} · лист</translation>
    </message>
    <message>
        <source>value {v}</source>
        <translation>значение {v}</translation>
    </message>
    <message>
        <source>grad — not yet</source>
        <translation>grad — ещё нет</translation>
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
        <translation>отрезан через detach(): нет .grad</translation>
    </message>
    <message>
        <source>made under no_grad: no .grad</source>
        <translation>создан под no_grad: нет .grad</translation>
    </message>
    <message>
        <source>not in this graph: .grad None</source>
        <translation>не в этом графе: .grad равен None</translation>
    </message>
    <message>
        <source>.grad ? (from before)</source>
        <translation>.grad ? (прежнее значение)</translation>
    </message>
    <message>
        <source>.grad {g} (from before)</source>
        <translation>.grad {g} (остался с прошлого раза)</translation>
    </message>
    <message>
        <source>detach() or torch.no_grad() cut {name} (or the tensor it was made from) off the graph: backward never reaches it.</source>
        <translation>detach() или torch.no_grad() отрезали {name} (или тензор, из которого он получен) от графа: backward до него не доходит.</translation>
    </message>
    <message>
        <source>{name} requires grad, but this backward call&apos;s graph does not use it.</source>
        <translation>{name} требует градиента, но граф этого вызова backward его не использует.</translation>
    </message>
    <message>
        <source>An operation of torch: its backward is built in.</source>
        <translation>Операция torch: её backward встроен.</translation>
    </message>
    <message>
        <source>Your autograd.Function: here the backward you wrote runs.</source>
        <translation>Ваша autograd.Function: здесь выполняется написанный вами backward.</translation>
    </message>
    <message>
        <source>AccumulateGrad: adds the gradient into the leaf&apos;s .grad.</source>
        <translation>AccumulateGrad: прибавляет градиент к .grad листа.</translation>
    </message>
    <message>
        <source>made at line {line}</source>
        <translation>создан в строке {line}</translation>
    </message>
    <message>
        <source>Run ▸ Run Example runs the code&apos;s example (its top level, its if __name__ == &quot;__main__&quot;: block, &gt;&gt;&gt; lines) and shows each backward call here, step by step, with its numbers.</source>
        <translation>Запуск ▸ Запустить пример выполняет пример из кода (верхний уровень, блок if __name__ == &quot;__main__&quot;:, строки &gt;&gt;&gt;) и показывает здесь каждый вызов backward шаг за шагом, с его числами.</translation>
    </message>
    <message>
        <source>The example made no backward call.</source>
        <translation>Пример ни разу не вызвал backward.</translation>
    </message>
    <message>
        <source>{calls} backward calls, the last {kept} recorded shown</source>
        <translation>вызовов backward: {calls}, показаны последние записанные ({kept})</translation>
    </message>
    <message>
        <source>1 backward call</source>
        <translation>1 вызов backward</translation>
    </message>
    <message>
        <source>the last call ({calls}) was not recorded</source>
        <translation>последний вызов ({calls}) не записан</translation>
    </message>
    <message>
        <source>{n} nodes</source>
        <translation>узлов: {n}</translation>
    </message>
    <message>
        <source>your Function: {names}</source>
        <translation>ваша Function: {names}</translation>
    </message>
    <message>
        <source> (line {line})</source>
        <translation> (строка {line})</translation>
    </message>
    <message>
        <source>Stopped{where}: {message}</source>
        <translation>Остановлено{where}: {message}</translation>
    </message>
    <message>
        <source>Before backward: every node has its forward value; no gradient has flowed yet. Press ▶.</source>
        <translation>До backward: у каждого узла есть значение из forward; градиент ещё не тёк. Нажмите ▶.</translation>
    </message>
    <message>
        <source>your Function&apos;s backward</source>
        <translation>backward вашей Function</translation>
    </message>
    <message>
        <source>adds into the leaf&apos;s .grad</source>
        <translation>прибавляет к .grad листа</translation>
    </message>
    <message>
        <source>torch&apos;s backward</source>
        <translation>backward из torch</translation>
    </message>
    <message>
        <source>, made at line {line}</source>
        <translation>, создан в строке {line}</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Шаг {n} из {total}</translation>
    </message>
    <message>
        <source>What reaches it, and what it sends on? Predict, then press ▶.</source>
        <translation>Что сюда приходит и что узел передаёт дальше? Предскажите, затем нажмите ▶.</translation>
    </message>
    <message>
        <source>received (grad_output): {g}</source>
        <translation>получено (grad_output): {g}</translation>
    </message>
    <message>
        <source>{name}.grad after this call: {g}</source>
        <translation>{name}.grad после этого вызова: {g}</translation>
    </message>
    <message>
        <source>torch.autograd.grad returned for {name}: {g}</source>
        <translation>torch.autograd.grad вернул для {name}: {g}</translation>
    </message>
    <message>
        <source>an input that needs no gradient</source>
        <translation>вход, которому не нужен градиент</translation>
    </message>
    <message>
        <source>sent to {input}: {g}</source>
        <translation>отправлено в {input}: {g}</translation>
    </message>
    <message>
        <source>autograd of your forward would send: {g}</source>
        <translation>autograd от вашего forward отправил бы: {g}</translation>
    </message>
    <message>
        <source>your backward differs</source>
        <translation>ваш backward расходится</translation>
    </message>
    <message>
        <source>chain rule, input {n} ({name}), element [{element}]: {formula}</source>
        <translation>цепное правило, вход {n} ({name}), элемент [{element}]: {formula}</translation>
    </message>
    <message>
        <source>chain rule, input {n} ({name}): {formula}</source>
        <translation>цепное правило, вход {n} ({name}): {formula}</translation>
    </message>
    <message>
        <source>chain rule, element [{element}]: {formula}</source>
        <translation>цепное правило, элемент [{element}]: {formula}</translation>
    </message>
    <message>
        <source>chain rule: {formula}</source>
        <translation>цепное правило: {formula}</translation>
    </message>
    <message>
        <source>{name}{element} is inputs {inputs} at once: autograd adds what each sends, {terms} = {total}</source>
        <translation>{name}{element} — это сразу входы {inputs}: autograd складывает то, что присылает каждый, {terms} = {total}</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find</source>
        <translation>Найти</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>Предыдущее совпадение (Shift+Enter)</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>Следующее совпадение (Enter)</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Учитывать регистр</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Закрыть (Esc)</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>не найдено</translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>{current} из {total}</translation>
    </message>
    <message>
        <source>{total} found</source>
        <translation>найдено: {total}</translation>
    </message>
</context>
<context>
    <name>FunctionHints</name>
    <message>
        <source>backward returns {returned} value(s), but forward takes {expected} input(s) ({inputs}): return one gradient per input, None for an input that is not a tensor.</source>
        <translation>backward возвращает значений: {returned}, а forward принимает входов: {expected} ({inputs}). Верните по одному градиенту на каждый вход, None для входа, который не тензор.</translation>
    </message>
    <message>
        <source>backward returns {returned} values, but forward takes {expected} input(s) ({inputs}): the extra ones must be None.</source>
        <translation>backward возвращает значений: {returned}, а forward принимает входов: {expected} ({inputs}). Лишние значения должны быть None.</translation>
    </message>
    <message>
        <source>ctx.saved_tensors is a tuple: unpack it, {name}, = ctx.saved_tensors (mind the comma).</source>
        <translation>ctx.saved_tensors — это кортеж: распакуйте его, {name}, = ctx.saved_tensors (не забудьте запятую).</translation>
    </message>
    <message>
        <source>save_for_backward takes tensors only; {name} is not one: keep it on ctx instead (ctx.name = value).</source>
        <translation>save_for_backward принимает только тензоры; {name} — не тензор: сохраните его в ctx (ctx.name = value).</translation>
    </message>
    <message>
        <source>{name} is saved for backward and changed in place here: backward reads the changed values, and a tensor the caller passed in changes for the caller too. Change a copy (.clone()) or use an operation that is not in place.</source>
        <translation>{name} сохранён для backward и здесь изменяется на месте: backward прочтёт изменённые значения, а тензор, переданный вызывающим, изменится и у него. Изменяйте копию (.clone()) или используйте операцию не на месте.</translation>
    </message>
    <message>
        <source>backward never uses {name}: the gradient from above must be multiplied in (the chain rule), or every caller gets the same gradient.</source>
        <translation>backward нигде не использует {name}: градиент сверху нужно умножить (цепное правило), иначе любой вызывающий получит один и тот же градиент.</translation>
    </message>
    <message>
        <source>forward takes no ctx: either write forward(ctx, {first}, …), or add setup_context(ctx, inputs, output) to save what backward needs.</source>
        <translation>forward не принимает ctx: либо напишите forward(ctx, {first}, …), либо добавьте setup_context(ctx, inputs, output), чтобы сохранить то, что нужно backward.</translation>
    </message>
</context>
<context>
    <name>FunctionPanel</name>
    <message>
        <source>No function to show yet.</source>
        <translation>Функции для показа пока нет.</translation>
    </message>
    <message>
        <source>x from</source>
        <translation>x от</translation>
    </message>
    <message>
        <source>to</source>
        <translation>до</translation>
    </message>
    <message>
        <source>From the last code that ran</source>
        <translation>По последнему выполненному коду</translation>
    </message>
</context>
<context>
    <name>GradientPanel</name>
    <message>
        <source>Gradient norm of each parameter</source>
        <translation>Норма градиента каждого параметра</translation>
    </message>
    <message>
        <source>‖gradient‖</source>
        <translation>‖градиент‖</translation>
    </message>
    <message>
        <source>step</source>
        <translation>шаг</translation>
    </message>
    <message>
        <source>Current gradient</source>
        <translation>Текущий градиент</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Гистограмма</translation>
    </message>
    <message>
        <source>count</source>
        <translation>количество</translation>
    </message>
    <message>
        <source>gradient value</source>
        <translation>значение градиента</translation>
    </message>
    <message>
        <source>The parameter whose gradient is shown below.</source>
        <translation>Параметр, градиент которого показан ниже.</translation>
    </message>
    <message>
        <source>parameter</source>
        <translation>параметр</translation>
    </message>
    <message>
        <source>Exact zeros: entries whose gradient is exactly 0 now. Dead activations: outputs of your function that pass no gradient back (a ReLU that is off, a rounding step).</source>
        <translation>Точные нули: элементы, градиент которых сейчас ровно 0. Мёртвые активации: выходы вашей функции, которые не передают градиент назад (выключенный ReLU, ступенька округления).</translation>
    </message>
    <message>
        <source>index</source>
        <translation>индекс</translation>
    </message>
    <message>
        <source>gradient</source>
        <translation>градиент</translation>
    </message>
    <message>
        <source>{name} (raw)</source>
        <translation>{name} (исходные значения)</translation>
    </message>
    <message>
        <source>{name}: always 0 (not drawn on a log axis)</source>
        <translation>{name}: всегда 0 (на логарифмической оси не рисуется)</translation>
    </message>
    <message>
        <source>Gradient of {name} ({shape}; {shown} of it shown, evenly spread)</source>
        <translation>Градиент {name} ({shape}; показано {shown}, равномерно выбранные)</translation>
    </message>
    <message>
        <source>Gradient of {name} ({shape})</source>
        <translation>Градиент {name} ({shape})</translation>
    </message>
    <message>
        <source>No training yet: press Train.</source>
        <translation>Обучения ещё не было: нажмите «Обучить».</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>шаг {step}</translation>
    </message>
    <message>
        <source>no gradient (is {name} used by the loss?)</source>
        <translation>нет градиента (используется ли {name} в функции потерь?)</translation>
    </message>
    <message>
        <source>largest |gradient| {value}</source>
        <translation>наибольший |градиент| {value}</translation>
    </message>
    <message>
        <source>exact zeros {percent}%</source>
        <translation>точные нули {percent}%</translation>
    </message>
    <message>
        <source>dead activations {percent}%</source>
        <translation>мёртвые активации {percent}%</translation>
    </message>
</context>
<context>
    <name>GraphTab</name>
    <message>
        <source>Autograd &amp;Graph</source>
        <translation>&amp;Граф autograd</translation>
    </message>
    <message>
        <source>The graph behind the toy model&apos;s loss, from loss.grad_fn back to the leaves</source>
        <translation>Граф за функцией потерь модели: от loss.grad_fn назад к листьям</translation>
    </message>
    <message>
        <source>Autograd graph</source>
        <translation>Граф autograd</translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <source>gets .grad</source>
        <translation>получает .grad</translation>
    </message>
    <message>
        <source>no .grad</source>
        <translation>нет .grad</translation>
    </message>
    <message>
        <source>{n} nodes folded</source>
        <translation>свёрнуто узлов: {n}</translation>
    </message>
    <message>
        <source>value {v}</source>
        <translation>значение {v}</translation>
    </message>
    <message>
        <source>value {low} … {high}, mean {mean}</source>
        <translation>значение {low} … {high}, среднее {mean}</translation>
    </message>
    <message>
        <source>grad {g}</source>
        <translation>grad {g}</translation>
    </message>
    <message>
        <source>grad norm {norm}</source>
        <translation>норма grad {norm}</translation>
    </message>
    <message>
        <source>value: min {min}, mean {mean}, max {max}, norm {norm}</source>
        <translation>значение: мин. {min}, среднее {mean}, макс. {max}, норма {norm}</translation>
    </message>
    <message>
        <source>gradient that reached it: min {min}, mean {mean}, max {max}, norm {norm}</source>
        <translation>дошедший до него градиент: мин. {min}, среднее {mean}, макс. {max}, норма {norm}</translation>
    </message>
    <message>
        <source>An operation of torch: its backward is built in.</source>
        <translation>Операция torch: её backward встроен.</translation>
    </message>
    <message>
        <source>Your autograd.Function: here the backward you wrote runs.</source>
        <translation>Ваша autograd.Function: здесь выполняется написанный вами backward.</translation>
    </message>
    <message>
        <source>AccumulateGrad: adds the gradient into the leaf&apos;s .grad.</source>
        <translation>AccumulateGrad: прибавляет градиент к .grad листа.</translation>
    </message>
    <message>
        <source>A leaf tensor (requires_grad=True): .grad is filled by backward().</source>
        <translation>Листовой тензор (requires_grad=True): .grad заполняет backward().</translation>
    </message>
    <message>
        <source>A leaf tensor that gets no .grad.</source>
        <translation>Листовой тензор, который не получает .grad.</translation>
    </message>
    <message>
        <source>{n} nodes folded into one to keep the drawing readable.</source>
        <translation>{n} узлов свёрнуто в один, чтобы схема оставалась читаемой.</translation>
    </message>
    <message>
        <source>parameter {name}</source>
        <translation>параметр {name}</translation>
    </message>
    <message>
        <source>shape {shape}</source>
        <translation>форма {shape}</translation>
    </message>
    <message>
        <source>Frozen (requires_grad=False): these get no .grad</source>
        <translation>Заморожены (requires_grad=False): они не получают .grad</translation>
    </message>
    <message>
        <source>Not in the graph (detached / no_grad): these get no .grad</source>
        <translation>Вне графа (detach / no_grad): они не получают .grad</translation>
    </message>
    <message>
        <source>requires_grad=False: frozen, so backward() leaves its .grad empty.</source>
        <translation>requires_grad=False: параметр заморожен, поэтому backward() оставляет его .grad пустым.</translation>
    </message>
    <message>
        <source>It requires grad, but the loss does not depend on it through the graph: a .detach() or torch.no_grad() cut it off, so its .grad stays None.</source>
        <translation>Ему нужен градиент, но функция потерь не зависит от него через граф: .detach() или torch.no_grad() отрезали его, поэтому его .grad остаётся None.</translation>
    </message>
    <message>
        <source>The graph behind loss.grad_fn: {n} nodes</source>
        <translation>Граф за loss.grad_fn: узлов {n}</translation>
    </message>
    <message>
        <source>your Function: {names}</source>
        <translation>ваша Function: {names}</translation>
    </message>
    <message>
        <source>1 leaf gets .grad</source>
        <translation>1 лист получает .grad</translation>
    </message>
    <message>
        <source>{k} leaves get .grad</source>
        <translation>листьев, получающих .grad: {k}</translation>
    </message>
    <message>
        <source>1 parameter cut off by detach / no_grad</source>
        <translation>1 параметр отрезан через detach / no_grad</translation>
    </message>
    <message>
        <source>{c} parameters cut off by detach / no_grad</source>
        <translation>параметров, отрезанных через detach / no_grad: {c}</translation>
    </message>
    <message>
        <source>{c} frozen</source>
        <translation>заморожено: {c}</translation>
    </message>
    <message>
        <source>numbers of the first step&apos;s batch: loss {loss}</source>
        <translation>числа батча первого шага: потеря {loss}</translation>
    </message>
    <message>
        <source>The graph appears after the first training step: press Train or Step.</source>
        <translation>Граф появится после первого шага обучения: нажмите «Обучить» или «Шаг».</translation>
    </message>
    <message>
        <source>No graph: {message}</source>
        <translation>Графа нет: {message}</translation>
    </message>
    <message>
        <source>The autograd graph behind the loss appears here after the first training step.</source>
        <translation>Граф autograd за функцией потерь появится здесь после первого шага обучения.</translation>
    </message>
    <message>
        <source>your Function</source>
        <translation>ваша Function</translation>
    </message>
    <message>
        <source>torch operation</source>
        <translation>операция torch</translation>
    </message>
    <message>
        <source>AccumulateGrad</source>
        <translation>AccumulateGrad</translation>
    </message>
    <message>
        <source>leaf that gets .grad</source>
        <translation>лист, получающий .grad</translation>
    </message>
    <message>
        <source>cut off (detach / no_grad)</source>
        <translation>отрезан (detach / no_grad)</translation>
    </message>
    <message>
        <source>Mouse wheel: zoom · drag: move · double-click: fit</source>
        <translation>Колесо мыши: масштаб · перетаскивание: сдвиг · двойной щелчок: показать целиком</translation>
    </message>
</context>
<context>
    <name>HandPoints</name>
    <message>
        <source>Draw points</source>
        <translation>Рисовать точки</translation>
    </message>
    <message>
        <source>Left click adds a point of the chosen class, right click removes the nearest one. Train to learn them.</source>
        <translation>Щелчок левой кнопкой добавляет точку выбранного класса, правой — удаляет ближайшую. Нажмите «Обучить», чтобы модель их выучила.</translation>
    </message>
    <message>
        <source>The class of the points a left click adds</source>
        <translation>Класс точек, которые добавляет щелчок левой кнопкой</translation>
    </message>
    <message>
        <source>Clear points</source>
        <translation>Очистить точки</translation>
    </message>
    <message>
        <source>left click: add · right click: remove</source>
        <translation>левая кнопка: добавить · правая: удалить</translation>
    </message>
    <message>
        <source>class {k}</source>
        <translation>класс {k}</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Question for the class:</source>
        <translation>Вопрос классу:</translation>
    </message>
    <message>
        <source>Predict, then reveal:</source>
        <translation>Предскажите, затем проверьте:</translation>
    </message>
    <message>
        <source>The code to complete</source>
        <translation>Код, который нужно дописать</translation>
    </message>
    <message>
        <source>The solution</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>The function and its derivative</source>
        <translation>Функция и её производная</translation>
    </message>
    <message>
        <source>The function</source>
        <translation>Функция</translation>
    </message>
    <message>
        <source>f(x) (grey), the derivative of the backward (orange) and the numerical derivative (blue, dashed)</source>
        <translation>f(x) (серая), производная из backward (оранжевая) и численная производная (синяя, пунктир)</translation>
    </message>
    <message>
        <source>f (grey) and the numerical derivative (blue, dashed): the true one</source>
        <translation>f (серая) и численная производная (синяя, пунктир): истинная</translation>
    </message>
    <message>
        <source>f (grey). Its derivative is not drawn: it is what your backward computes, for you to find</source>
        <translation>f (серая). Производная не нарисована: её вычисляет ваш backward — найдите её сами</translation>
    </message>
    <message>
        <source>The Jacobian: your backward&apos;s beside the true one</source>
        <translation>Якобиан: из вашего backward рядом с истинным</translation>
    </message>
    <message>
        <source>your backward</source>
        <translation>ваш backward</translation>
    </message>
    <message>
        <source>true</source>
        <translation>истинный</translation>
    </message>
    <message>
        <source>The example&apos;s backward, step by step</source>
        <translation>backward примера шаг за шагом</translation>
    </message>
    <message>
        <source>Each node of the example&apos;s graph with its value and the gradient that reached it, as Run Example shows them</source>
        <translation>Каждый узел графа примера с его значением и дошедшим до него градиентом, как их показывает «Запустить пример»</translation>
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
        <translation>Пробный вход:</translation>
    </message>
    <message>
        <source>shape of the call</source>
        <translation>форма вызова</translation>
    </message>
    <message>
        <source>The shape of the first input, e.g. 3, 4 (empty: the shape of the code&apos;s own call). Other inputs of the same shape take it too.</source>
        <translation>Форма первого входа, например 3, 4 (пусто — форма собственного вызова кода). Другие входы той же формы тоже её получают.</translation>
    </message>
    <message>
        <source>linspace</source>
        <translation>равномерные (linspace)</translation>
    </message>
    <message>
        <source>my numbers</source>
        <translation>мои числа</translation>
    </message>
    <message>
        <source>random, seed {seed}</source>
        <translation>случайные, зерно {seed}</translation>
    </message>
    <message>
        <source>The first input&apos;s values: the code&apos;s own call (its values, as the curves and Run Example use them), random with seed 0 (the same each time), evenly spaced over the x range, or your own numbers. The other inputs keep their seeded values.</source>
        <translation>Значения первого входа: собственный вызов кода (его значения, как у кривых и Run Example), случайные с зерном 0 (каждый раз одни и те же), равномерные на диапазоне x или ваши числа. Остальные входы сохраняют свои значения с зерном.</translation>
    </message>
    <message>
        <source>e.g. 0.5, -1, 2</source>
        <translation>например, 0.5, -1, 2</translation>
    </message>
    <message>
        <source>Numbers separated by commas, in row-major order.</source>
        <translation>Числа через запятую, построчно (row-major).</translation>
    </message>
    <message>
        <source>“{text}” is no shape: type whole numbers of at least 1, separated by commas (e.g. 3, 4).</source>
        <translation>«{text}» — не форма: введите целые числа не меньше 1 через запятую (например, 3, 4).</translation>
    </message>
    <message>
        <source>Type your numbers, separated by commas (e.g. 0.5, -1, 2).</source>
        <translation>Введите свои числа через запятую (например, 0.5, -1, 2).</translation>
    </message>
    <message>
        <source>“{part}” is not a number: type numbers separated by commas (e.g. 0.5, -1, 2).</source>
        <translation>«{part}» — не число: введите числа через запятую (например, 0.5, -1, 2).</translation>
    </message>
    <message>
        <source>inferred shapes, random, seed {seed}</source>
        <translation>выведенные формы, случайные, зерно {seed}</translation>
    </message>
    <message>
        <source>the call&apos;s shapes, random, seed {seed}</source>
        <translation>формы вызова, случайные, зерно {seed}</translation>
    </message>
    <message>
        <source>the code&apos;s own call</source>
        <translation>собственный вызов кода</translation>
    </message>
</context>
<context>
    <name>JacobianPanel</name>
    <message>
        <source>No Jacobian yet: it appears when the code is checked.</source>
        <translation>Якобиана пока нет: он появится, когда код будет проверен.</translation>
    </message>
    <message>
        <source>your backward</source>
        <translation>ваш backward</translation>
    </message>
    <message>
        <source>true</source>
        <translation>истинный</translation>
    </message>
    <message>
        <source>yours − true</source>
        <translation>ваш − истинный</translation>
    </message>
    <message>
        <source>Point at a cell to read ∂y/∂x: yours, true and their difference.</source>
        <translation>Наведите на клетку, чтобы прочитать ∂y/∂x: ваше значение, истинное и их разницу.</translation>
    </message>
    <message>
        <source>Block:</source>
        <translation>Блок:</translation>
    </message>
    <message>
        <source>No Jacobian for this code: its forward could not be run on a small input.</source>
        <translation>Для этого кода якобиана нет: его forward не удалось выполнить на небольшом входе.</translation>
    </message>
    <message>
        <source>Point at a cell to read ∂{output}/∂{input}: yours, true and their difference.</source>
        <translation>Наведите на клетку, чтобы прочитать ∂{output}/∂{input}: ваше значение, истинное и их разницу.</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}  ({rows}×{cols})</source>
        <translation>∂{output}/∂{input}  ({rows}×{cols})</translation>
    </message>
    <message>
        <source>random, seed {seed}</source>
        <translation>случайные, зерно {seed}</translation>
    </message>
    <message>
        <source>at the inputs of the code&apos;s own call: {shapes}</source>
        <translation>на входах собственного вызова кода: {shapes}</translation>
    </message>
    <message>
        <source>at the shapes of the code&apos;s own call, {values}: {shapes}</source>
        <translation>в формах собственного вызова кода, {values}: {shapes}</translation>
    </message>
    <message>
        <source>evenly spaced values</source>
        <translation>равномерно расположенные значения</translation>
    </message>
    <message>
        <source>your numbers</source>
        <translation>ваши числа</translation>
    </message>
    <message>
        <source>at inferred shapes (no call in the code), {values}: {shapes}</source>
        <translation>в выведенных формах (в коде нет вызова), {values}: {shapes}</translation>
    </message>
    <message>
        <source>at your input, {values}: {shapes}</source>
        <translation>на вашем входе, {values}: {shapes}</translation>
    </message>
    <message>
        <source>cut from the call&apos;s {rows} rows</source>
        <translation>урезано из {rows} строк вызова</translation>
    </message>
    <message>
        <source>The Jacobian is diagonal: the function is elementwise, and its curves are the main picture.</source>
        <translation>Якобиан диагональный: функция поэлементная, и главная картина — её кривые.</translation>
    </message>
    <message>
        <source>The block is diagonal: each output depends on its own element of {input} only.</source>
        <translation>Блок диагональный: каждый выход зависит только от своего элемента {input}.</translation>
    </message>
    <message>
        <source>(Too large to draw: {rows}×{cols}; largest difference {error}.)</source>
        <translation>(Слишком велик, чтобы нарисовать: {rows}×{cols}; наибольшая разница {error}.)</translation>
    </message>
    <message>
        <source>∂{output}/∂{input}: yours {yours}, true {true}, difference {difference}</source>
        <translation>∂{output}/∂{input}: ваше {yours}, истинное {true}, разница {difference}</translation>
    </message>
</context>
<context>
    <name>LanguageServer</name>
    <message>
        <source>{name} stopped {count} times in a minute ({reason}); the editor goes on without it</source>
        <translation>{name} остановился {count} раз за минуту ({reason}); редактор работает дальше без него</translation>
    </message>
    <message>
        <source>{name} could not start ({program}); the editor goes on without it</source>
        <translation>{name} не удалось запустить ({program}); редактор работает дальше без него</translation>
    </message>
</context>
<context>
    <name>LearningRateInput</name>
    <message>
        <source>Learning rate, on a log scale</source>
        <translation>Скорость обучения, логарифмическая шкала</translation>
    </message>
    <message>
        <source>Learning rate (type a value such as 0.003 or 1e-4)</source>
        <translation>Скорость обучения (введите значение вроде 0.003 или 1e-4)</translation>
    </message>
</context>
<context>
    <name>LessonPane</name>
    <message>
        <source>Lessons, in order: picking one loads its code</source>
        <translation>Уроки по порядку: выбор урока загружает его код</translation>
    </message>
    <message>
        <source>Previous lesson</source>
        <translation>Предыдущий урок</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Следующий урок</translation>
    </message>
    <message>
        <source>Your own code — pick a lesson…</source>
        <translation>Свой код — выберите урок…</translation>
    </message>
    <message>
        <source>Question for the class:</source>
        <translation>Вопрос классу:</translation>
    </message>
    <message>
        <source>Predict, then reveal:</source>
        <translation>Предскажите, затем проверьте:</translation>
    </message>
    <message>
        <source>Question for the class: {question}</source>
        <translation>Вопрос классу: {question}</translation>
    </message>
    <message>
        <source>Your own code</source>
        <translation>Свой код</translation>
    </message>
    <message>
        <source>Write a `torch.autograd.Function` (a `forward` and a `backward`) in the editor, or paste one from the PyTorch docs. The plots show f(x), the derivative your backward claims, the numerical derivative and autograd&apos;s own; the verdict says whether your backward is right.

Press Train to train a small model that uses your function and watch the loss and every parameter&apos;s gradient.</source>
        <translation>Напишите в редакторе `torch.autograd.Function` (пару `forward` и `backward`) или вставьте её из документации PyTorch. Графики показывают f(x), производную, которую заявляет ваш backward, численную производную и производную самого autograd; вердикт говорит, верен ли ваш backward.

Нажмите «Обучить», чтобы обучить небольшую модель с вашей функцией и следить за потерями и градиентом каждого параметра.</translation>
    </message>
</context>
<context>
    <name>LossPanel</name>
    <message>
        <source>Loss</source>
        <translation>Функция потерь</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>потери</translation>
    </message>
    <message>
        <source>step</source>
        <translation>шаг</translation>
    </message>
    <message>
        <source>train loss</source>
        <translation>потери на обучении</translation>
    </message>
    <message>
        <source>train loss (raw)</source>
        <translation>потери на обучении (без сглаживания)</translation>
    </message>
    <message>
        <source>test loss</source>
        <translation>потери на тесте</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>точность</translation>
    </message>
    <message>
        <source>log scale</source>
        <translation>лог. шкала</translation>
    </message>
    <message>
        <source>Show the loss on a logarithmic axis: late, small improvements become visible.</source>
        <translation>Показывать потери на логарифмической оси: становятся видны поздние небольшие улучшения.</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>шаг {step}</translation>
    </message>
    <message>
        <source>train loss {value}</source>
        <translation>потери на обучении {value}</translation>
    </message>
    <message>
        <source>test loss {value}</source>
        <translation>потери на тесте {value}</translation>
    </message>
    <message>
        <source>accuracy {value}%</source>
        <translation>точность {value}%</translation>
    </message>
    <message>
        <source>No training yet: press Train.</source>
        <translation>Обучения ещё не было: нажмите «Обучить».</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>· not checked yet</source>
        <translation>· ещё не проверен</translation>
    </message>
    <message>
        <source>Opened {name}. It has not run: a file is Python code that runs on your computer with your rights. Press Check (Ctrl+Return) or Train to run it.</source>
        <translation>Открыт {name}. Он ещё не выполнялся: файл — это код на Python, который работает на вашем компьютере с вашими правами. Нажмите «Проверить» (Ctrl+Return) или «Обучить», чтобы выполнить его.</translation>
    </message>
    <message>
        <source>The new pace applies from the next run: press Reset to start this one again with it.</source>
        <translation>Новый темп действует со следующего запуска: нажмите «Сброс», чтобы начать это обучение заново с ним.</translation>
    </message>
    <message>
        <source>About Autograd Playground</source>
        <translation>О программе Autograd Playground</translation>
    </message>
    <message>
        <source>Quick Start</source>
        <translation>Быстрый старт</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
</context>
<context>
    <name>ModelPanel</name>
    <message>
        <source>The model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>training data</source>
        <translation>обучающие данные</translation>
    </message>
    <message>
        <source>target</source>
        <translation>цель</translation>
    </message>
    <message>
        <source>model</source>
        <translation>модель</translation>
    </message>
    <message>
        <source>This model has no picture: see the loss and the gradients.</source>
        <translation>У этой модели нет картинки: смотрите на потери и градиенты.</translation>
    </message>
    <message>
        <source>class {k}</source>
        <translation>класс {k}</translation>
    </message>
    <message>
        <source>The model&apos;s fit</source>
        <translation>Как модель приближает данные</translation>
    </message>
    <message>
        <source>Decision boundary</source>
        <translation>Граница решений</translation>
    </message>
    <message>
        <source>The model appears here while it trains: press Train.</source>
        <translation>Модель появится здесь во время обучения: нажмите «Обучить».</translation>
    </message>
</context>
<context>
    <name>PaceBox</name>
    <message>
        <source>How fast training runs: full speed, or at most so many steps a second, so a class can watch the curves and gradients move</source>
        <translation>Как быстро идёт обучение: на полной скорости или не больше стольких-то шагов в секунду, чтобы класс успевал следить за кривыми и градиентами</translation>
    </message>
    <message>
        <source>Slow motion: one step a second</source>
        <translation>Замедленно: один шаг в секунду</translation>
    </message>
    <message>
        <source>Full speed</source>
        <translation>Полная скорость</translation>
    </message>
    <message>
        <source>{rate:g} steps/s</source>
        <translation>{rate:g} шагов/с</translation>
    </message>
</context>
<context>
    <name>PictureSwitch</name>
    <message>
        <source>Jacobian maps</source>
        <translation>Карты якобиана</translation>
    </message>
    <message>
        <source>vᵀJ bars</source>
        <translation>Столбики vᵀJ</translation>
    </message>
</context>
<context>
    <name>PlaygroundStatusBar</name>
    <message>
        <source>Restarting engine…</source>
        <translation>Перезапуск движка…</translation>
    </message>
    <message>
        <source>Starting engine…</source>
        <translation>Запуск движка…</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Engine ready — torch {version}, {devices}</source>
        <translation>Движок готов — torch {version}, {devices}</translation>
    </message>
    <message>
        <source>Engine could not start</source>
        <translation>Не удалось запустить движок</translation>
    </message>
    <message>
        <source>· checking ({phase})…</source>
        <translation>· проверка ({phase})…</translation>
    </message>
    <message>
        <source>· checking…</source>
        <translation>· проверка…</translation>
    </message>
    <message>
        <source>· error on line {line}</source>
        <translation>· ошибка в строке {line}</translation>
    </message>
    <message>
        <source>· error</source>
        <translation>· ошибка</translation>
    </message>
    <message>
        <source>· {done} in {ms:.0f} ms · still running: {stages}…</source>
        <translation>· {done}: {ms:.0f} мс · ещё идут: {stages}…</translation>
    </message>
    <message>
        <source>· checked in {ms:.0f} ms</source>
        <translation>· проверено за {ms:.0f} мс</translation>
    </message>
    <message>
        <source>· {done} in {ms:.0f} ms · the rest cancelled by the edit</source>
        <translation>· {done}: {ms:.0f} мс · остальное отменено правкой</translation>
    </message>
    <message>
        <source>Jacobian</source>
        <translation>якобиан</translation>
    </message>
    <message>
        <source>other checks</source>
        <translation>другие проверки</translation>
    </message>
    <message>
        <source>curves</source>
        <translation>кривые</translation>
    </message>
    <message>
        <source>step %v / %m</source>
        <translation>шаг %v / %m</translation>
    </message>
    <message>
        <source>{rate:,.0f} steps/s</source>
        <translation>{rate:,.0f} шагов/с</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>На паузе</translation>
    </message>
</context>
<context>
    <name>PlotArea</name>
    <message>
        <source>Function &amp;&amp; derivative</source>
        <translation>Функция и производная</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Функция потерь</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Градиенты</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
</context>
<context>
    <name>PlotTabLabels</name>
    <message>
        <source>Curves</source>
        <comment>a plot tab&apos;s short label: f(x) and its derivative</comment>
        <translation>Кривые</translation>
    </message>
    <message>
        <source>Loss</source>
        <comment>a plot tab&apos;s short label (Russian: &apos;Потери&apos;)</comment>
        <translation>Потери</translation>
    </message>
    <message>
        <source>Steps</source>
        <comment>a plot tab&apos;s short label: backward, step by step</comment>
        <translation>Шаги</translation>
    </message>
    <message>
        <source>Graph</source>
        <comment>a plot tab&apos;s short label: the autograd graph</comment>
        <translation>Граф</translation>
    </message>
</context>
<context>
    <name>PredictCover</name>
    <message>
        <source>Predict: the Jacobian would give the gradients away. It is shown when they are revealed (Reveal all, or ▶ through the last step).</source>
        <translation>Предсказание: якобиан выдал бы градиенты. Он показывается, когда они открыты (Открыть все или ▶ до последнего шага).</translation>
    </message>
</context>
<context>
    <name>RuffMarks</name>
    <message>
        <source>Undefined name {name}</source>
        <translation>Имя {name} не определено</translation>
    </message>
    <message>
        <source>{name} is assigned but never used</source>
        <translation>{name} получает значение, но нигде не используется</translation>
    </message>
    <message>
        <source>{name} is imported but never used</source>
        <translation>{name} импортировано, но нигде не используется</translation>
    </message>
    <message>
        <source>{name} is defined again before it is used</source>
        <translation>{name} определено заново ещё до того, как использовано</translation>
    </message>
</context>
<context>
    <name>SmoothingControl</name>
    <message>
        <source>smoothing</source>
        <translation>сглаживание</translation>
    </message>
    <message>
        <source>An exponential moving average of the per-step values (0: none, 0.99: very smooth); the raw curve stays faint behind it</source>
        <translation>Экспоненциальное скользящее среднее значений по шагам (0 — без сглаживания, 0.99 — очень гладко); исходная кривая остаётся бледной позади</translation>
    </message>
</context>
<context>
    <name>SubjectRow</name>
    <message>
        <source>Your code defines several Functions or Modules: which one the plots and training use</source>
        <translation>В коде несколько Function или Module: какой из них используют графики и обучение</translation>
    </message>
    <message>
        <source>Subject:</source>
        <translation>Объект:</translation>
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
        <translation>Обучение</translation>
    </message>
    <message>
        <source>Units in each hidden layer</source>
        <translation>Нейронов в каждом скрытом слое</translation>
    </message>
    <message>
        <source>Number of hidden layers</source>
        <translation>Число скрытых слоёв</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>SGD + momentum</source>
        <translation>SGD с моментом</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>Samples per step</source>
        <translation>Примеров за шаг</translation>
    </message>
    <message>
        <source>Same seed, same settings: the same run, step for step</source>
        <translation>То же зерно и те же настройки — то же обучение, шаг в шаг</translation>
    </message>
    <message>
        <source>How many optimizer steps the run makes</source>
        <translation>Сколько шагов оптимизатора сделает обучение</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Данные</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Шаги</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Темп</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Скорость обучения</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Оптимизатор</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ширина</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Батч</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <source>Where the points come from.</source>
        <translation>Откуда берутся точки.</translation>
    </message>
    <message>
        <source>Training uses {count} points from {name} instead of a data set.</source>
        <translation>Обучение идёт на {count} точках из {name} вместо набора данных.</translation>
    </message>
    <message>
        <source>its own data</source>
        <translation>свои данные</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>недоступно</translation>
    </message>
    <message>
        <source>Where the toy model trains.</source>
        <translation>Где обучается модель.</translation>
    </message>
    <message>
        <source>GPUs appear here once the engine has started.</source>
        <translation>GPU появятся здесь после запуска движка.</translation>
    </message>
    <message>
        <source>Not available:</source>
        <translation>Недоступно:</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
</context>
<context>
    <name>VjpView</name>
    <message>
        <source>one-hot at a row</source>
        <translation>one-hot в строке</translation>
    </message>
    <message>
        <source>all ones</source>
        <translation>все единицы</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайный</translation>
    </message>
    <message>
        <source>The grad_output v that backward receives. One-hot: click a row of a map, and the bars are that row of the Jacobian.</source>
        <translation>grad_output v, который получает backward. One-hot: щёлкните строку карты, и столбики покажут эту строку якобиана.</translation>
    </message>
    <message>
        <source>grad_output v:</source>
        <translation>grad_output v:</translation>
    </message>
    <message>
        <source>vᵀ·∂{output}/∂{input}</source>
        <translation>vᵀ·∂{output}/∂{input}</translation>
    </message>
    <message>
        <source>v is 1 at {element}, 0 elsewhere: the bars are that row of each Jacobian.</source>
        <translation>v равен 1 в {element} и 0 в остальных элементах: столбики — эта строка каждого якобиана.</translation>
    </message>
    <message>
        <source>v is 1 at {element}, 0 elsewhere: the bars are that row of each Jacobian. Click a row of a map for another.</source>
        <translation>v равен 1 в {element} и 0 в остальных элементах: столбики — эта строка каждого якобиана. Щёлкните другую строку карты, чтобы выбрать её.</translation>
    </message>
    <message>
        <source>v is 1 at every element of {output}: the bars are each Jacobian&apos;s column sums.</source>
        <translation>v равен 1 во всех элементах {output}: столбики — суммы столбцов каждого якобиана.</translation>
    </message>
    <message>
        <source>v is random (seeded) over the {rows} elements of {output}.</source>
        <translation>v случаен (с зерном) на всех элементах {output} ({rows}).</translation>
    </message>
    <message>
        <source>Too large to draw: the matrices of {blocks} were not sent.</source>
        <translation>Слишком велико, чтобы нарисовать: матрицы {blocks} не переданы.</translation>
    </message>
    <message>
        <source>{element}: your backward(v) {yours}, vᵀJ {true}, difference {difference}</source>
        <translation>{element}: ваш backward(v) {yours}, vᵀJ {true}, разница {difference}</translation>
    </message>
    <message>
        <source>your backward(v)</source>
        <translation>ваш backward(v)</translation>
    </message>
    <message>
        <source>vᵀJ (true)</source>
        <translation>vᵀJ (истинное)</translation>
    </message>
</context>
<context>
    <name>WindowExchange</name>
    <message>
        <source>&amp;Import Points CSV…</source>
        <translation>&amp;Импорт точек из CSV…</translation>
    </message>
    <message>
        <source>Train on your own points: a CSV of x, y (fit a curve) or x, y, label (classify)</source>
        <translation>Обучение на своих точках: CSV с x, y (аппроксимация кривой) или x, y, label (классификация)</translation>
    </message>
    <message>
        <source>Forget Imported Points</source>
        <translation>Забыть импортированные точки</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Экспорт</translation>
    </message>
    <message>
        <source>Trained &amp;Weights (.pt)…</source>
        <translation>Обученные &amp;веса (.pt)…</translation>
    </message>
    <message>
        <source>The toy model&apos;s state_dict, saved with torch.save</source>
        <translation>state_dict модели, сохранённый через torch.save</translation>
    </message>
    <message>
        <source>Shown &amp;Plots (PNG, SVG or CSV)…</source>
        <translation>Показанные &amp;графики (PNG, SVG или CSV)…</translation>
    </message>
    <message>
        <source>The plots in front now as pictures (PNG, SVG) or their data (CSV); with several plots the files are numbered</source>
        <translation>Графики, которые сейчас на экране, как изображения (PNG, SVG) или их данные (CSV); при нескольких графиках файлы нумеруются</translation>
    </message>
    <message>
        <source>Import points</source>
        <translation>Импорт точек</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Файлы CSV (*.csv *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot import points</source>
        <translation>Не удаётся импортировать точки</translation>
    </message>
    <message>
        <source>{count} points from {name}: training uses them instead of the {model} data set (File ▸ Forget Imported Points goes back).</source>
        <translation>{count} точек из {name}: обучение идёт на них вместо набора данных {model} (Файл ▸ Забыть импортированные точки — вернуться).</translation>
    </message>
    <message>
        <source>points drawn by hand</source>
        <translation>точки, нарисованные вручную</translation>
    </message>
    <message>
        <source>Training uses the chosen data set again.</source>
        <translation>Обучение снова идёт на выбранном наборе данных.</translation>
    </message>
    <message>
        <source>Could not read {name}: {reason}</source>
        <translation>Не удалось прочитать {name}: {reason}</translation>
    </message>
    <message>
        <source>{name}, line {line}: {message}</source>
        <translation>{name}, строка {line}: {message}</translation>
    </message>
    <message>
        <source>{name}: {message}</source>
        <translation>{name}: {message}</translation>
    </message>
    <message>
        <source>Exported {files} to {folder}.</source>
        <translation>Экспортировано в {folder}: {files}.</translation>
    </message>
    <message>
        <source>This experiment trained on {device}, which is not available here: the {used} is used.</source>
        <translation>Этот эксперимент обучался на {device}, а здесь оно недоступно: используется {used}.</translation>
    </message>
    <message>
        <source>Export trained weights</source>
        <translation>Экспорт обученных весов</translation>
    </message>
    <message>
        <source>PyTorch weights (*.pt);;All files (*)</source>
        <translation>Веса PyTorch (*.pt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Saved the trained weights to {path}.</source>
        <translation>Обученные веса сохранены в {path}.</translation>
    </message>
    <message>
        <source>Could not save the weights to {path}: {reason}</source>
        <translation>Не удалось сохранить веса в {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>jacobian_panel</name>
    <message>
        <source>Jacobian</source>
        <translation>Якобиан</translation>
    </message>
</context>
<context>
    <name>self.window</name>
    <message>
        <source>Open a folder of lessons</source>
        <translation>Открыть папку с уроками</translation>
    </message>
    <message>
        <source>No lessons could be opened from {folder}.</source>
        <translation>Из {folder} не удалось открыть ни одного урока.</translation>
    </message>
    <message>
        <source>Export a handout</source>
        <translation>Экспорт раздаточного материала</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html)</source>
        <translation>PDF (*.pdf);;HTML (*.html)</translation>
    </message>
    <message>
        <source>Making the handout {file}…</source>
        <translation>Создаётся раздаточный материал {file}…</translation>
    </message>
    <message>
        <source>Wrote the handout {file}.</source>
        <translation>Раздаточный материал записан: {file}.</translation>
    </message>
    <message>
        <source>The handout could not be made:
{error}</source>
        <translation>Не удалось создать раздаточный материал:
{error}</translation>
    </message>
</context>
<context>
    <name>template</name>
    <message>
        <source>forward: compute f(x). Save what backward will need with ctx.save_for_backward.</source>
        <translation>forward: вычисляет f(x). Сохраните то, что понадобится backward, через ctx.save_for_backward.</translation>
    </message>
    <message>
        <source>backward: get grad_output = dLoss/df and return dLoss/dx = grad_output * f&apos;(x).</source>
        <translation>backward: получает grad_output = dLoss/df и возвращает dLoss/dx = grad_output * f&apos;(x).</translation>
    </message>
    <message>
        <source>Try: return 3 * x * grad_output, or forget grad_output, and watch the verdict.</source>
        <translation>Попробуйте: return 3 * x * grad_output или забудьте grad_output — и посмотрите на вердикт.</translation>
    </message>
</context>
<context>
    <name>w</name>
    <message>
        <source>&amp;Quick Start</source>
        <translation>&amp;Быстрый старт</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>&amp;About Autograd Playground</source>
        <translation>&amp;О программе Autograd Playground</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Новый</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Недавние &amp;файлы</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Save E&amp;xperiment As…</source>
        <translation>Сохранить &amp;эксперимент как…</translation>
    </message>
    <message>
        <source>Save the code with every setting (subject, model, data, seed…) in its header; Open brings the whole experiment back</source>
        <translation>Сохранить код вместе со всеми настройками (объект, модель, данные, зерно…) в его заголовке; «Открыть» вернёт весь эксперимент</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Очистить список недавних</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Недавних файлов нет</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Найти…</translation>
    </message>
    <message>
        <source>Toggle &amp;Comment</source>
        <translation>&amp;Закомментировать/раскомментировать</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Урок</translation>
    </message>
    <message>
        <source>&amp;Console</source>
        <translation>&amp;Консоль</translation>
    </message>
    <message>
        <source>&amp;Training Toolbar</source>
        <translation>Панель &amp;обучения</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>Режим &amp;презентации</translation>
    </message>
    <message>
        <source>Large text and thick lines for a projector; side panels fold away (Ctrl+Shift+P)</source>
        <translation>Крупный текст и толстые линии для проектора; боковые панели сворачиваются (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Исходный размер</translation>
    </message>
    <message>
        <source>&amp;Room for the Code</source>
        <translation>&amp;Место для кода</translation>
    </message>
    <message>
        <source>The editor as wide as the code&apos;s lines while the class reads them, the picture small beside it; F7 again gives the picture its room back</source>
        <translation>Редактор шириной в строки кода, пока класс их читает, а рисунок — маленьким рядом; повторное F7 возвращает рисунку его место</translation>
    </message>
    <message>
        <source>&amp;Compare A and B</source>
        <translation>&amp;Сравнить A и B</translation>
    </message>
    <message>
        <source>Train a second subject B beside the editor&apos;s code A, on the same data, seed and settings</source>
        <translation>Обучать второй объект B рядом с кодом A из редактора, на тех же данных, с тем же зерном и настройками</translation>
    </message>
    <message>
        <source>&amp;Check Code</source>
        <translation>&amp;Проверить код</translation>
    </message>
    <message>
        <source>Run the code now and judge its backward</source>
        <translation>Выполнить код сейчас и оценить его backward</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Check Opened Files &amp;Automatically</source>
        <translation>Проверять открытые файлы &amp;автоматически</translation>
    </message>
    <message>
        <source>Opened files are Python code that runs on your computer with your rights; when this is off, they run only once you press Check or Train.</source>
        <translation>Открытые файлы — это код на Python, который работает на вашем компьютере с вашими правами; когда этот пункт выключен, они выполняются только после нажатия «Проверить» или «Обучить».</translation>
    </message>
    <message>
        <source>Check under &amp;torch.compile</source>
        <translation>Проверить под &amp;torch.compile</translation>
    </message>
    <message>
        <source>Check the code once more, also under torch.compile(fullgraph=True) on the CPU: does it make one graph, and are its outputs and gradients those of eager mode? Slow: a first compile takes 4–20 s (Ctrl+Shift+Return)</source>
        <translation>Проверить код ещё раз, теперь и под torch.compile(fullgraph=True) на CPU: получается ли один граф, и совпадают ли выходы и градиенты с режимом eager? Медленно: первая компиляция занимает 4–20 с (Ctrl+Shift+Return)</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Запуск</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>Open &amp;Lessons…</source>
        <translation>Открыть &amp;уроки…</translation>
    </message>
    <message>
        <source>Add a folder of lessons (NN_name.py files) to the lesson picker</source>
        <translation>Добавить папку с уроками (файлы NN_name.py) в список уроков</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>Показать &amp;решение</translation>
    </message>
    <message>
        <source>Show the teacher&apos;s lines between # BEGIN SOLUTION and # END SOLUTION instead of the starter</source>
        <translation>Показать строки учителя между # BEGIN SOLUTION и # END SOLUTION вместо заготовки</translation>
    </message>
    <message>
        <source>&amp;Handout of the Lesson (HTML or PDF)…</source>
        <translation>&amp;Раздаточный материал урока (HTML или PDF)…</translation>
    </message>
    <message>
        <source>The lesson&apos;s text, question, picture and code as one HTML or PDF file</source>
        <translation>Текст урока, вопрос, график и код в одном файле HTML или PDF</translation>
    </message>
</context>
</TS>
