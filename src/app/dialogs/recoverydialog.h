#pragma once

#include "recovery/autosaver.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace hexstride {

/// Lists the maps a crashed instance left unsaved (original file name and when each was
/// autosaved) and lets the user tick those to recover. Unticked copies are deleted on
/// "Recover"; "Later" keeps them all for the next start.
class RecoveryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit RecoveryDialog(const QList<RecoveryEntry> &entries, QWidget *parent = nullptr);

    /// Indices of the ticked entries.
    QList<int> chosen() const;
    /// The text of an entry as listed (file name and time of the autosave; the folder is in the
    /// tooltip).
    static QString describe(const RecoveryEntry &entry);

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslateUi();

    QList<RecoveryEntry> m_entries;
    QLabel *m_intro;
    QListWidget *m_list;
    QDialogButtonBox *m_buttons;
    QPushButton *m_recover;
    QPushButton *m_later;
};

} // namespace hexstride
