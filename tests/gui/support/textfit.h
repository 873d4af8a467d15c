#pragma once

// Finds texts a user cannot read whole: a label, button, tab, header section, dock title,
// placeholder or combo box whose text is wider than the room its widget gives it (so Qt cuts
// or elides it), a tool bar that hides actions behind its » button, and, for a translated
// interface, English words left in it.

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStatusBar>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTextDocument>
#include <QToolBar>
#include <QToolButton>

namespace hexstride::testing {

/// The visible texts of a widget tree and where each is, for the English-word check.
struct ShownText
{
    QString where;
    QString text;
};

inline QString describe(const QWidget *w)
{
    QString path;
    for (const QObject *o = w; o; o = o->parent()) {
        const QString name = o->objectName().isEmpty()
                                 ? QString::fromLatin1(o->metaObject()->className())
                                 : o->objectName();
        path = path.isEmpty() ? name : name + QLatin1Char('/') + path;
        if (o->isWidgetType() && static_cast<const QWidget *>(o)->isWindow())
            break;
    }
    return path;
}

inline QString plainText(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

inline QString withoutMnemonic(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

/// What textFitProblems() checks besides the widgets' own texts.
enum class FitCheck {
    Widgets,
    /// Also the cells of item views in view (each text within its column, every column within
    /// the view's width): for panels that must read whole without scrolling sideways.
    WidgetsAndCells,
};

/// Cut texts in every visible widget under `root` (its own window included); `shown` collects
/// the visible texts.
inline QStringList textFitProblems(QWidget *root, QList<ShownText> *shown = nullptr,
                                   FitCheck check = FitCheck::Widgets)
{
    const bool cells = check == FitCheck::WidgetsAndCells;
    QStringList problems;
    const auto see = [&](const QWidget *w, const QString &text) {
        if (shown && !text.trimmed().isEmpty())
            shown->append({describe(w), text});
    };
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : std::as_const(widgets)) {
        if (!w->isVisible() || w->width() <= 0)
            continue;
        const QFontMetrics fm = w->fontMetrics();
        if (w->isWindow())
            see(w, w->windowTitle());
        if (auto *label = qobject_cast<QLabel *>(w)) {
            // A label with a buddy shows its & as an underline, not as a character.
            const QString text = label->buddy() ? withoutMnemonic(plainText(label->text()))
                                                : plainText(label->text());
            if (text.isEmpty())
                continue;
            see(w, text);
            const QRect room = label->contentsRect().adjusted(label->margin(), label->margin(),
                                                              -label->margin(), -label->margin());
            if (!label->wordWrap()) {
                int widest = 0;
                for (const QString &line : text.split(QLatin1Char('\n')))
                    widest = std::max(widest, fm.horizontalAdvance(line));
                if (widest > room.width() + 1)
                    problems << QStringLiteral("%1: \"%2\" needs %3 px, has %4")
                                    .arg(describe(w), text)
                                    .arg(widest)
                                    .arg(room.width());
            } else if (label->heightForWidth(label->width()) > label->height() + 2) {
                problems << QStringLiteral("%1: \"%2\" needs %3 px of height, has %4")
                                .arg(describe(w), text)
                                .arg(label->heightForWidth(label->width()))
                                .arg(label->height());
            }
        } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            const QString text = withoutMnemonic(button->text());
            auto *tool = qobject_cast<QToolButton *>(w);
            if (text.isEmpty() || (tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly)
                || w->objectName() == QLatin1String("qt_toolbar_ext_button"))
                continue;
            if (tool && tool->parentWidget() && qobject_cast<QTabBar *>(tool->parentWidget()))
                continue; // a tab bar's scroll arrows
            see(w, text);
            if (button->sizeHint().width() > button->width() + 1)
                problems << QStringLiteral("%1: \"%2\" needs %3 px, has %4")
                                .arg(describe(w), text)
                                .arg(button->sizeHint().width())
                                .arg(button->width());
        } else if (auto *tabs = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (!tabs->isTabVisible(i))
                    continue;
                const QString text = withoutMnemonic(tabs->tabText(i));
                see(w, text);
                const int icon = tabs->tabIcon(i).isNull() ? 0 : tabs->iconSize().width() + 4;
                const QRect r = tabs->tabRect(i);
                if (fm.horizontalAdvance(text) + icon > r.width() || !tabs->rect().contains(r))
                    problems << QStringLiteral("%1: tab \"%2\" is cut (%3 px)")
                                    .arg(describe(w), text)
                                    .arg(r.width());
            }
        } else if (auto *bar = qobject_cast<QToolBar *>(w)) {
            for (QToolButton *ext :
                 bar->findChildren<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"))) {
                if (ext->isVisible())
                    problems << QStringLiteral("%1: actions hidden behind the » button")
                                    .arg(describe(w));
            }
        } else if (auto *header = qobject_cast<QHeaderView *>(w)) {
            if (header->orientation() != Qt::Horizontal || !header->model())
                continue;
            const int margin
                = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
            for (int s = 0; s < header->count(); ++s) {
                if (header->isSectionHidden(s))
                    continue;
                const QString text = header->model()->headerData(s, Qt::Horizontal).toString();
                see(w, text);
                if (cells
                    && header->sectionViewportPosition(s) + header->sectionSize(s)
                           > header->viewport()->width())
                    problems << QStringLiteral("%1: column \"%2\" runs past the view's right edge")
                                    .arg(describe(w), text);
                if (header->sectionViewportPosition(s) >= header->viewport()->width())
                    continue; // scrolled out of view
                if (header->fontMetrics().horizontalAdvance(text) + margin > header->sectionSize(s))
                    problems << QStringLiteral("%1: column \"%2\" is cut (%3 px)")
                                    .arg(describe(w), text)
                                    .arg(header->sectionSize(s));
            }
        } else if (auto *dock = qobject_cast<QDockWidget *>(w)) {
            see(w, dock->windowTitle());
            // A floating or docked title bar: the title, and the close and float buttons.
            const int buttons
                = 2
                  * (dock->style()->pixelMetric(QStyle::PM_TitleBarButtonSize, nullptr, dock) + 4);
            const bool tabbed = !dock->titleBarWidget() && dock->visibleRegion().isEmpty();
            if (!tabbed && fm.horizontalAdvance(dock->windowTitle()) + buttons + 12 > dock->width())
                problems << QStringLiteral("%1: dock title \"%2\" is cut")
                                .arg(describe(w), dock->windowTitle());
        } else if (auto *edit = qobject_cast<QLineEdit *>(w)) {
            if (!edit->text().isEmpty() || edit->placeholderText().isEmpty())
                continue;
            see(w, edit->placeholderText());
            const QMargins m = edit->textMargins();
            const int room = edit->contentsRect().width() - m.left() - m.right() - 6
                             - (edit->isClearButtonEnabled() ? 0 : 0);
            if (fm.horizontalAdvance(edit->placeholderText()) > room)
                problems << QStringLiteral("%1: placeholder \"%2\" is cut")
                                .arg(describe(w), edit->placeholderText());
        } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
            if (combo->isEditable() || combo->currentText().isEmpty())
                continue;
            see(w, combo->currentText());
            QStyleOptionComboBox opt;
            opt.initFrom(combo);
            opt.editable = false;
            opt.currentText = combo->currentText();
            const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &opt,
                                                               QStyle::SC_ComboBoxEditField, combo);
            const int icon = combo->itemIcon(combo->currentIndex()).isNull()
                                 ? 0
                                 : combo->iconSize().width() + 4;
            if (fm.horizontalAdvance(combo->currentText()) + icon > field.width() + 1)
                problems
                    << QStringLiteral("%1: \"%2\" is cut").arg(describe(w), combo->currentText());
        } else if (auto *group = qobject_cast<QGroupBox *>(w)) {
            const QString title = withoutMnemonic(group->title());
            see(w, title);
            if (fm.horizontalAdvance(title) + 16 > group->width())
                problems << QStringLiteral("%1: group title \"%2\" is cut").arg(describe(w), title);
        } else if (auto *view = qobject_cast<QAbstractItemView *>(w)) {
            // The texts shown in the rows in view, and with `cells` whether each fits its
            // cell (the delegate's margins: the focus frame's and one pixel, each side).
            if (!view->model() || (!shown && !cells))
                continue;
            const int margin
                = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
            const QFontMetrics cellFm(view->font());
            const int rows = std::min(view->model()->rowCount(view->rootIndex()), 60);
            for (int r = 0; r < rows; ++r) {
                for (int c = 0; c < view->model()->columnCount(view->rootIndex()); ++c) {
                    const QModelIndex i = view->model()->index(r, c, view->rootIndex());
                    const QRect cell = view->visualRect(i);
                    if (!cell.intersects(view->viewport()->rect()))
                        continue;
                    const QString text = i.data().toString();
                    see(w, text);
                    if (!cells || text.isEmpty())
                        continue;
                    if (cellFm.horizontalAdvance(text) + margin > cell.width())
                        problems << QStringLiteral("%1: row %2, \"%3\" is cut (%4 px)")
                                        .arg(describe(w))
                                        .arg(r + 1)
                                        .arg(text)
                                        .arg(cell.width());
                    else if (cell.right() > view->viewport()->rect().right())
                        problems << QStringLiteral("%1: row %2, \"%3\" runs past the view")
                                        .arg(describe(w))
                                        .arg(r + 1)
                                        .arg(text);
                }
            }
        } else if (auto *status = qobject_cast<QStatusBar *>(w)) {
            const QString message = status->currentMessage();
            if (message.isEmpty())
                continue;
            see(w, message);
            int permanent = 0;
            for (QWidget *child : status->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
                if (child->isVisible() && child->x() > status->width() / 3)
                    permanent = std::max(permanent, status->width() - child->x());
            }
            if (fm.horizontalAdvance(message) + 8 > status->width() - permanent)
                problems << QStringLiteral(
                                "%1: the message \"%2\" runs into the fields at the right")
                                .arg(describe(w), message);
        }
    }
    return problems;
}

/// The texts of a window's menus (shown when the menus open).
inline QList<ShownText> menuTexts(QMainWindow *window)
{
    QList<ShownText> texts;
    for (QAction *top : window->menuBar()->actions()) {
        texts.append({QStringLiteral("menu bar"), withoutMnemonic(top->text())});
        if (!top->menu())
            continue;
        for (QAction *a : top->menu()->actions()) {
            if (!a->isSeparator() && a->isVisible())
                texts.append({withoutMnemonic(top->text()), withoutMnemonic(a->text())});
        }
    }
    return texts;
}

/// English words (two or more Latin letters) in texts that should be Russian, except those in
/// `allowed` (ids, file formats, names from the map's data).
inline QStringList englishWords(const QList<ShownText> &texts, const QStringList &allowed)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z'-]*[A-Za-z]"));
    QStringList found;
    for (const ShownText &t : texts) {
        // Data, not words: a condition in JSON, a colour.
        if (t.text.startsWith(QLatin1Char('{')) || t.text.startsWith(QLatin1Char('#')))
            continue;
        for (auto it = word.globalMatch(t.text); it.hasNext();) {
            const QString w = it.next().captured();
            if (!allowed.contains(w, Qt::CaseInsensitive))
                found << QStringLiteral("%1: \"%2\" in \"%3\"").arg(t.where, w, t.text.left(80));
        }
    }
    found.removeDuplicates();
    return found;
}

} // namespace hexstride::testing
