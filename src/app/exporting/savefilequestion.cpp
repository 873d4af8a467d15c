#include "savefilequestion.h"

#include "plaintext.h"
#include "text/isolatedtext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

namespace hexstride {

namespace {
struct SaveFileText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::SaveFileQuestion)
};
} // namespace

bool confirmReplace(QWidget *parent, const QString &title, const QString &path)
{
    if (!QFileInfo::exists(path))
        return true;
    return plainMessage(parent, QMessageBox::Question, title,
                        SaveFileText::tr("%1 already exists. Replace it?")
                            .arg(isolatedText(QDir::toNativeSeparators(path))),
                        QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
           == QMessageBox::Yes;
}

QString askSaveFileName(QWidget *parent, SaveFileQuestion &question)
{
    const QString chosen
        = QFileDialog::getSaveFileName(parent, question.title, question.start, question.filters,
                                       &question.selectedFilter, QFileDialog::DontConfirmOverwrite);
    if (chosen.isEmpty())
        return {};
    const QString path
        = question.complete ? question.complete(chosen, question.selectedFilter) : chosen;
    if (question.problem) {
        if (const QString problem = question.problem(path); !problem.isEmpty()) {
            plainMessage(parent, QMessageBox::Warning, question.refusalTitle, problem);
            return {};
        }
    }
    return confirmReplace(parent, question.title, path) ? path : QString();
}

} // namespace hexstride
