#pragma once

#include <QEvent>
#include <QObject>
#include <functional>

namespace hexstride {

/// Calls `retranslate` now and whenever the watched widget gets QEvent::LanguageChange (the app
/// switches language at run time): for texts set in code by parts of a window that are not
/// widgets of their own (menu entries added by a feature's setup function).
class Retranslator : public QObject
{
public:
    Retranslator(QObject *watched, std::function<void()> retranslate)
        : QObject(watched)
        , m_retranslate(std::move(retranslate))
    {
        watched->installEventFilter(this);
        m_retranslate();
    }
    bool eventFilter(QObject *watched, QEvent *e) override
    {
        if (e->type() == QEvent::LanguageChange)
            m_retranslate();
        return QObject::eventFilter(watched, e);
    }

private:
    std::function<void()> m_retranslate;
};

} // namespace hexstride
