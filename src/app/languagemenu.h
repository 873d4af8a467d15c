#pragma once

#include <QMenu>

class QActionGroup;

namespace hexstride {

/// The Language menu: System, English, Русский. Choosing one switches the UI language at run
/// time (no restart) and remembers the choice for the next start. Language names are shown in
/// their own language so a user can find theirs whatever the UI shows now.
class LanguageMenu : public QMenu
{
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget *parent = nullptr);

    /// The action for a language code ("" = system), for tests.
    QAction *actionFor(const QString &language) const;

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslate();
    void choose(const QString &language);

    QActionGroup *m_group;
    QAction *m_system;
};

} // namespace hexstride
