#pragma once

#include <QMessageBox>
#include <QString>

class QAction;
class QLabel;

namespace hexstride {

// Strings from files (unit names, sides, hex owners, labels, ruleset texts such as terrain and
// feature names and reasons, decision questions, file names) are data, never markup: a name
// such as `<img src="/any/file.png">` must show as those characters and load nothing.
//
// Where Qt guesses the format, it guesses with Qt::mightBeRichText(): QLabel (also the labels
// of QMessageBox, QInputDialog and QFormLayout rows), tool tips (QWidget, item models'
// Qt::ToolTipRole, QToolTip::showText) and What's This. The rule:
// - a QLabel or message box that shows such a string has Qt::PlainText (plainMessage() below);
// - a tool tip that holds such a string passes plainToolTip(): always rich text, so that Qt
//   never guesses, with the whole text escaped;
// - HTML we build (the booklet, the ruleset parts page) escapes each such string with
//   QString::toHtmlEscaped().
// Item views, combo boxes, menus, window titles and the status bar draw plain text already.

/// `text` for a place where Qt takes "&" for a keyboard mnemonic (an action or menu entry, a
/// check box, a radio button, a button, a tab, a group box, a label with a buddy, as a form row
/// made from a text has), every "&" doubled: a name from a file ("R&D.json", a ruleset's
/// "Roads & Rivers") shows as written and marks no key (probe20 U03: `R&D.json` was listed as
/// "RD.json", Alt+D opening it).
QString literalAmpersands(const QString &text);

/// A tool tip that shows `text` literally, whatever it holds: the text escaped in a paragraph
/// (line breaks kept, lines longer than 72 characters broken at spaces), so that Qt always
/// reads it as rich text and finds no markup in it. An empty text stays empty (no tool tip).
QString plainToolTip(const QString &text);

/// An undo or redo action's texts for a command whose undo text (`command`, empty: none) may hold
/// a name from a file: the menu text `pattern` ("&Undo %1") with the name's "&" doubled, so that
/// it is no accelerator, else `bare` ("&Undo"); the tool tip (a tool bar shows it) the same
/// words, shown literally.
void setUndoActionTexts(QAction *action, const QString &pattern, const QString &bare,
                        const QString &command);

/// `label` shows its text literally (Qt::PlainText); returns it.
QLabel *plainLabel(QLabel *label);

/// A modal message box whose text is shown literally (QMessageBox::warning() and its siblings
/// would take a text that looks like HTML for HTML). Returns the button clicked.
QMessageBox::StandardButton
plainMessage(QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text,
             QMessageBox::StandardButtons buttons = QMessageBox::Ok,
             QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);

} // namespace hexstride
