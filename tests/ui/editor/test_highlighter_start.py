"""The highlighter makes its Pygments lexer with the first line that has text: the empty editor
the window opens with costs no lexer, and empty lines colour as the lexer would have them."""
from __future__ import annotations

from pygments.lexer import LexerContext
from PySide6.QtGui import QTextDocument

from playground.ui.editor.highlighter import PythonHighlighter

CODE = 'x = 1\n\ns = """a\n\nb"""\n\ny = 2  # done\n'


def states(document: QTextDocument) -> list[int]:
    block, found = document.firstBlock(), []
    while block.isValid():
        found.append(block.userState())
        block = block.next()
    return found


def test_an_empty_document_makes_no_lexer(qtbot):
    document = QTextDocument()
    highlighter = PythonHighlighter(document)
    document.setPlainText("\n\n")
    highlighter.rehighlight()
    assert highlighter._made_lexer is None
    document.setPlainText("import torch")
    highlighter.rehighlight()
    assert highlighter._made_lexer is not None


def test_empty_lines_keep_the_state_the_lexer_gives_them(qtbot):
    document = QTextDocument()
    highlighter = PythonHighlighter(document)
    document.setPlainText(CODE)
    highlighter.rehighlight()
    found = states(document)
    assert found[0] == found[1] == -1  # root after code, and after the empty line
    assert found[2] != -1 and found[3] == found[2]  # an empty line in a string stays in it
    assert found[4:] == [-1, -1, -1, -1]
    # What the shortcut says of an empty line at the root, the lexer says too: root, nothing styled.
    context = LexerContext("\n", 0, stack=["root"])
    tokens = list(highlighter._lexer.get_tokens_unprocessed(context=context))
    assert context.stack == ["root"] and all(value == "\n" for _pos, _ttype, value in tokens)
