#pragma once

#include <QObject>
#include <QPointer>
#include <functional>

class QAction;
class QWidget;

namespace hexstride {

class UserGuideWindow;

/// Help ▸ User Guide (F1): opens the guide at the page about what the user is doing now,
/// which `contextPage` names when the action is triggered. F1 works in every window of the
/// application (the cost-table designer is a window of its own).
class UserGuide : public QObject
{
    Q_OBJECT
public:
    UserGuide(QWidget *mainWindow, std::function<QString()> contextPage);

    QAction *action() const { return m_action; }
    /// Opens (or raises) the guide window at a page ("player.md").
    void open(const QString &page);
    /// The guide window, null until first opened.
    UserGuideWindow *window() const { return m_window; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();

    QWidget *m_mainWindow;
    std::function<QString()> m_contextPage;
    QAction *m_action;
    QPointer<UserGuideWindow> m_window;
};

} // namespace hexstride
