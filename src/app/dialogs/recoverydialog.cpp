#include "recoverydialog.h"

#include "plaintext.h"
#include "text/isolatedtext.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace hexstride {

RecoveryDialog::RecoveryDialog(const QList<RecoveryEntry> &entries, QWidget *parent)
    : QDialog(parent)
    , m_entries(entries)
    , m_intro(new QLabel(this))
    , m_list(new QListWidget(this))
    , m_buttons(new QDialogButtonBox(this))
{
    m_intro->setWordWrap(true);
    m_recover = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_later = m_buttons->addButton(QString(), QDialogButtonBox::RejectRole);
    m_recover->setDefault(true);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        auto *item = new QListWidgetItem(m_list);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
        item->setToolTip(plainToolTip(QDir::toNativeSeparators(entries[i].originalFile)));
    }
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_list);
    layout->addWidget(m_buttons);
    resize(680, 300);
    retranslateUi();
}

QList<int> RecoveryDialog::chosen() const
{
    QList<int> out;
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->checkState() == Qt::Checked)
            out << i;
    }
    return out;
}

QString RecoveryDialog::describe(const RecoveryEntry &entry)
{
    // Day, month, year and time, in the interface's language: the long format's weekday and
    // time zone read oddly after "autosaved" (walk16 W12: «автосохранение понедельник, 7 декабря
    // 2026 г. 16:44:46 UTC»).
    const QString when
        = QLocale().toString(entry.savedAt.toLocalTime(), QStringLiteral("d MMMM yyyy, HH:mm"));
    if (entry.originalFile.isEmpty())
        return tr("Untitled map, autosaved %1").arg(when);
    return tr("%1, autosaved %2").arg(isolatedText(QFileInfo(entry.originalFile).fileName()), when);
}

void RecoveryDialog::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(e);
}

void RecoveryDialog::retranslateUi()
{
    setWindowTitle(tr("Recover Unsaved Maps"));
    m_intro->setText(
        tr("Hexstride did not close properly last time. These maps had unsaved changes "
           "that were autosaved. Tick the ones to recover: they open as modified maps, "
           "to be saved where you like. Copies left unticked are deleted."));
    m_recover->setText(tr("&Recover"));
    m_later->setText(tr("Ask &Later"));
    for (int i = 0; i < m_list->count(); ++i)
        m_list->item(i)->setText(describe(m_entries.at(i)));
}

} // namespace hexstride
